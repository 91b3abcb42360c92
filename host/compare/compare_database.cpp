#include "compare/compare_database.hpp"

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "compare/sqlite_handles.hpp"

namespace npe {

namespace {

constexpr const char* kFormat = "npe-compare-db";
constexpr int kVersion = 1;

// Tables first, indexes after the rows (building them once is faster than keeping them up to date).
constexpr const char* kSchema = R"(
CREATE TABLE comparison(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE engines(engine INTEGER PRIMARY KEY, name TEXT NOT NULL, source TEXT NOT NULL);
CREATE TABLE pairs(pair INTEGER PRIMARY KEY, a INTEGER NOT NULL REFERENCES engines, b INTEGER NOT NULL REFERENCES engines);
CREATE TABLE puzzles(idx INTEGER PRIMARY KEY, puzzle TEXT NOT NULL, origin TEXT NOT NULL);
CREATE TABLE runs(idx INTEGER NOT NULL, engine INTEGER NOT NULL, outcome TEXT NOT NULL, steps INTEGER NOT NULL,
  difficulty INTEGER NOT NULL, rating REAL NOT NULL, ms REAL, failure TEXT, PRIMARY KEY(idx, engine)) WITHOUT ROWID;
CREATE TABLE divergences(idx INTEGER NOT NULL, pair INTEGER NOT NULL, step INTEGER, technique_a TEXT,
  technique_b TEXT, difference TEXT, PRIMARY KEY(idx, pair)) WITHOUT ROWID;
CREATE VIEW results AS
  SELECT r.idx, p.puzzle, p.origin, e.name AS engine, r.outcome, r.steps, r.difficulty, r.rating, r.ms, r.failure
  FROM runs r JOIN puzzles p ON p.idx = r.idx JOIN engines e ON e.engine = r.engine;
)";
constexpr const char* kIndexes = R"(
CREATE INDEX runs_by_engine ON runs(engine, outcome, rating);
CREATE INDEX divergences_by_technique ON divergences(pair, technique_a, technique_b);
)";

std::filesystem::path unfinished(const std::filesystem::path& path) { return path.string() + ".partial"; }

std::string sql_quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("''") : std::string(1, c);
  return out + "'";
}

}  // namespace

struct ResultDatabase::State {
  std::filesystem::path path;
  SqliteDatabase db;
  bool timings;
  SqliteStatement puzzle, run, divergence;
  bool finished = false;

  State(std::filesystem::path target, bool with_timings)
      : path(std::move(target)),
        db((std::filesystem::remove(unfinished(path)), unfinished(path)), SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE),
        timings(with_timings),
        puzzle((db.exec(kSchema), db), "INSERT INTO puzzles VALUES (?, ?, ?)"),
        run(db, "INSERT INTO runs VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
        divergence(db, "INSERT INTO divergences VALUES (?, ?, ?, ?, ?, ?)") {}
};

ResultDatabase::ResultDatabase(std::filesystem::path path, const std::vector<CompareEngine>& engines, bool timings) {
  // The file is a result, rebuilt by rerunning: no journal, no fsync (the rename in finish() is what
  // makes it appear complete).
  state_ = std::make_unique<State>(std::move(path), timings);
  SqliteDatabase& db = state_->db;
  db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;");
  db.exec("BEGIN");
  SqliteStatement engine(db, "INSERT INTO engines VALUES (?, ?, ?)");
  for (std::size_t e = 0; e < engines.size(); ++e) {
    engine.bind(1, static_cast<long long>(e));
    engine.bind(2, engines[e].name);
    engine.bind(3, engines[e].source);
    engine.run();
  }
  SqliteStatement pair(db, "INSERT INTO pairs VALUES (?, ?, ?)");
  long long p = 0;
  for (std::size_t a = 0; a < engines.size(); ++a) {
    for (std::size_t b = a + 1; b < engines.size(); ++b) {
      pair.bind(1, p++);
      pair.bind(2, static_cast<long long>(a));
      pair.bind(3, static_cast<long long>(b));
      pair.run();
    }
  }
  db.exec("COMMIT");
}

ResultDatabase::~ResultDatabase() {
  if (!state_ || state_->finished) return;
  const auto path = unfinished(state_->path);
  state_.reset();
  std::error_code error;
  std::filesystem::remove(path, error);
}

void ResultDatabase::add(const std::vector<PuzzleRecord>& records) {
  State& s = *state_;
  s.db.exec("BEGIN");
  for (const auto& record : records) {
    const auto index = static_cast<long long>(record.index);
    s.puzzle.bind(1, index);
    s.puzzle.bind(2, record.puzzle);
    s.puzzle.bind(3, record.origin);
    s.puzzle.run();
    for (std::size_t e = 0; e < record.runs.size(); ++e) {
      const EngineRecord& run = record.runs[e];
      s.run.bind(1, index);
      s.run.bind(2, static_cast<long long>(e));
      s.run.bind(3, std::string(outcome_name(run.outcome)));
      s.run.bind(4, static_cast<long long>(run.steps));
      s.run.bind(5, static_cast<long long>(run.difficulty));
      s.run.bind(6, run.rating_x10 / 10.0);
      if (s.timings) {
        s.run.bind(7, run.seconds * 1000.0);
      } else {
        s.run.bind_null(7);
      }
      if (run.failure.empty()) {
        s.run.bind_null(8);
      } else {
        s.run.bind(8, run.failure);
      }
      s.run.run();
    }
    for (std::size_t p = 0; p < record.pairs.size(); ++p) {
      const PairRecord& pair = record.pairs[p];
      if (pair.divergence < 0 && pair.difference.empty()) continue;
      s.divergence.bind(1, index);
      s.divergence.bind(2, static_cast<long long>(p));
      if (pair.divergence >= 0) {
        s.divergence.bind(3, static_cast<long long>(pair.divergence));
        s.divergence.bind(4, pair.technique_a);
        s.divergence.bind(5, pair.technique_b);
      } else {
        for (int i : {3, 4, 5}) s.divergence.bind_null(i);
      }
      if (pair.difference.empty()) {
        s.divergence.bind_null(6);
      } else {
        s.divergence.bind(6, pair.difference);
      }
      s.divergence.run();
    }
  }
  s.db.exec("COMMIT");
}

void ResultDatabase::append(const std::filesystem::path& part) {
  SqliteDatabase& db = state_->db;
  db.exec("ATTACH DATABASE " + sql_quote(part.string()) + " AS part");
  try {
    // Without timings the merged rows leave `ms` empty, as an unsharded run with --no-timings does.
    const std::string runs =
        state_->timings ? "SELECT * FROM part.runs"
                        : "SELECT idx, engine, outcome, steps, difficulty, rating, NULL, failure FROM part.runs";
    db.exec("BEGIN; INSERT INTO puzzles SELECT * FROM part.puzzles; INSERT INTO runs " + runs +
            "; INSERT INTO divergences SELECT * FROM part.divergences; COMMIT;");
  } catch (const InputError& e) {
    sqlite3_exec(db.handle, "ROLLBACK", nullptr, nullptr, nullptr);
    sqlite3_exec(db.handle, "DETACH DATABASE part", nullptr, nullptr, nullptr);
    throw InputError(part.string() + ": cannot merge its rows: " + e.what());
  }
  db.exec("DETACH DATABASE part");
}

namespace {

/** The comparison table: the format, the selection and the summary (a statement of its own, finalized
 *  here, so that the file can be closed right after). */
void write_comparison(const SqliteDatabase& db, bool timings, const ComparisonSummary& summary) {
  SqliteStatement item(db, "INSERT INTO comparison VALUES (?, ?)");
  const std::pair<const char*, std::string> values[] = {
      {"format", kFormat},
      {"version", std::to_string(kVersion)},
      {"total", std::to_string(summary.total)},
      {"shard", std::to_string(summary.shard.index) + "/" + std::to_string(summary.shard.count)},
      {"timings", timings ? "1" : "0"},
      {"engines",
       [&] {
         nlohmann::json engines = nlohmann::json::array();
         for (const auto& engine : summary.engines) {
           engines.push_back({{"name", engine.name},
                              {"source", engine.source},
                              {"techniques", engine.techniques},
                              {"preprocess", engine.preprocess}});
         }
         return engines.dump();
       }()},
      {"summary", summary_to_json(summary).dump()}};
  for (const auto& [key, value] : values) {
    item.bind(1, std::string(key));
    item.bind(2, value);
    item.run();
  }
}

}  // namespace

void ResultDatabase::finish(const ComparisonSummary& summary) {
  State& s = *state_;
  s.db.exec("BEGIN");
  s.db.exec(kIndexes);
  write_comparison(s.db, s.timings, summary);
  s.db.exec("COMMIT");
  const auto path = s.path;
  s.finished = true;
  state_.reset();  // closes the file before it is renamed
  std::error_code error;
  std::filesystem::rename(unfinished(path), path, error);
  if (error) throw InputError(path.string() + ": cannot write: " + error.message());
}

bool is_result_database(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  char header[16] = {};
  in.read(header, sizeof header);
  return in && std::string(header, sizeof header) == std::string("SQLite format 3\0", 16);
}

ComparisonSummary read_database_summary(const std::filesystem::path& path) {
  SqliteDatabase db(path, SQLITE_OPEN_READONLY);
  std::map<std::string, std::string> values;
  try {
    SqliteStatement select(db, "SELECT key, value FROM comparison");
    while (select.row()) values[select.text(0)] = select.text(1);
  } catch (const InputError&) {
    throw InputError(path.string() + ": not an npe compare database (no comparison table)");
  }
  if (values["format"] != kFormat) throw InputError(path.string() + ": not an npe compare database");
  if (values["version"] != std::to_string(kVersion)) {
    throw InputError(path.string() + ": database of version " + values["version"] + ", this npe reads version " +
                     std::to_string(kVersion));
  }
  try {
    ComparisonSummary summary = summary_from_json(nlohmann::json::parse(values.at("summary")));
    for (const auto& item : nlohmann::json::parse(values.at("engines"))) {
      summary.engines.push_back({item.at("name").get<std::string>(), item.at("source").get<std::string>(),
                                 item.at("techniques").get<std::set<std::string>>(),
                                 item.at("preprocess").get<std::set<std::string>>()});
    }
    summary.total = std::stoull(values.at("total"));
    const std::string& shard = values.at("shard");
    summary.shard = parse_shard(shard);
    if (summary.engines.size() != summary.engine.size()) throw InputError("summary of the wrong shape");
    return summary;
  } catch (const std::exception& e) {
    throw InputError(path.string() + ": malformed comparison table: " + e.what());
  }
}

std::vector<PuzzleRecord> read_database_runs(const std::filesystem::path& path) {
  SqliteDatabase db(path, SQLITE_OPEN_READONLY);
  SqliteStatement select(
      db,
      "SELECT p.idx, p.puzzle, p.origin, r.outcome, r.steps, r.difficulty, r.rating, r.ms, r.failure "
      "FROM puzzles p JOIN runs r ON r.idx = p.idx ORDER BY p.idx, r.engine");
  std::vector<PuzzleRecord> records;
  while (select.row()) {
    const auto index = static_cast<std::size_t>(select.integer(0));
    if (records.empty() || records.back().index != index) {
      records.emplace_back();
      records.back().index = index;
      records.back().puzzle = select.text(1);
      records.back().origin = select.text(2);
    }
    EngineRecord run;
    const auto outcome = parse_outcome(select.text(3));
    if (!outcome) throw InputError(path.string() + ": unknown outcome '" + select.text(3) + "'");
    run.outcome = *outcome;
    run.steps = static_cast<int>(select.integer(4));
    run.difficulty = static_cast<int>(select.integer(5));
    run.rating_x10 = static_cast<int>(std::lround(select.real(6) * 10));
    run.seconds = select.real(7) / 1000.0;
    run.failure = select.text(8);
    records.back().runs.push_back(std::move(run));
  }
  return records;
}

}  // namespace npe
