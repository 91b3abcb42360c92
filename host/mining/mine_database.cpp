#include "mining/mine_database.hpp"

#include "base/errors.hpp"
#include "board/marked_digits.hpp"
#include "compare/sqlite_handles.hpp"

namespace npe {

namespace {

constexpr const char* kSchema = R"(
CREATE TABLE mining(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE hits(idx INTEGER NOT NULL, origin TEXT NOT NULL, technique TEXT NOT NULL, point INTEGER NOT NULL,
  needed INTEGER NOT NULL, position TEXT NOT NULL, steps TEXT NOT NULL);
CREATE TABLE counts(technique TEXT PRIMARY KEY, positions INTEGER NOT NULL, fired INTEGER NOT NULL,
  given INTEGER NOT NULL, path INTEGER, used INTEGER, needed INTEGER) WITHOUT ROWID;
CREATE INDEX hits_by_technique ON hits(technique, needed);
)";

void write_rows(const SqliteDatabase& db, const MineSummary& summary, const std::vector<MinedHit>& hits) {
  SqliteStatement meta(db, "INSERT INTO mining VALUES (?, ?)");
  const std::pair<const char*, std::string> values[] = {
      {"format", "npe-mine"}, {"version", "1"}, {"summary", summary_json(summary).dump()}};
  for (const auto& [key, value] : values) {
    meta.bind(1, std::string(key));
    meta.bind(2, value);
    meta.run();
  }
  SqliteStatement hit_row(db, "INSERT INTO hits VALUES (?, ?, ?, ?, ?, ?, ?)");
  for (const auto& [index, origin, hit] : hits) {
    const std::string& technique = summary.techniques[static_cast<std::size_t>(hit.technique)];
    hit_row.bind(1, index);
    hit_row.bind(2, origin);
    hit_row.bind(3, technique);
    hit_row.bind(4, static_cast<long long>(hit.point));
    hit_row.bind(5, static_cast<long long>(hit.needed));
    hit_row.bind(6, position_line(hit.grid));
    hit_row.bind(7, hit_json(origin, hit, technique)["steps"].dump());
    hit_row.run();
  }
  SqliteStatement count_row(db, "INSERT INTO counts VALUES (?, ?, ?, ?, ?, ?, ?)");
  for (std::size_t t = 0; t < summary.techniques.size(); ++t) {
    const MineCount& c = summary.counts[t];
    count_row.bind(1, summary.techniques[t]);
    count_row.bind(2, summary.positions);
    count_row.bind(3, c.fired);
    count_row.bind(4, c.given);
    for (const auto& [column, value] : {std::pair{5, c.path}, {6, c.used}, {7, c.needed}}) {
      if (summary.engine.empty()) {
        count_row.bind_null(column);
      } else {
        count_row.bind(column, value);
      }
    }
    count_row.run();
  }
}

}  // namespace

void write_mine_database(const std::filesystem::path& path, const MineSummary& summary,
                         const std::vector<MinedHit>& hits) {
  const std::filesystem::path partial = path.string() + ".partial";
  std::error_code error;
  std::filesystem::remove(partial, error);
  try {
    {
      const SqliteDatabase db(partial, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
      db.exec("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN;");
      db.exec(kSchema);
      write_rows(db, summary, hits);
      db.exec("COMMIT");
    }
    std::filesystem::rename(partial, path);
  } catch (...) {
    std::filesystem::remove(partial, error);
    throw;
  }
}

}  // namespace npe
