#include <fmt/format.h>

#include <fstream>

#include "base/errors.hpp"
#include "reports/compare_formats.hpp"

namespace npe {

namespace {

/** RFC 4180 field: quoted when it holds a comma, quote or line break. */
std::string field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

void write_file(const std::filesystem::path& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  if (!out) throw InputError(path.string() + ": cannot write");
}

}  // namespace

void write_compare_csv(const CompareReport& report, const std::filesystem::path& dir) {
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) throw InputError(dir.string() + ": cannot create directory: " + error.message());

  if (!report.with_runs) {
    throw InputError(
        "--csv: runs.csv needs the runs, which these partial results left out "
        "(give --runs to the shards, or query their --db databases)");
  }
  std::string runs = "index,puzzle,origin,engine,outcome,steps,difficulty,rating";
  runs += report.timings ? ",ms\n" : "\n";
  for (const auto& record : report.records) {
    for (std::size_t e = 0; e < record.runs.size(); ++e) {
      const auto& run = record.runs[e];
      runs += fmt::format("{},{},{},{},{},{},{},{}", record.index, record.puzzle, field(record.origin),
                          field(report.engines[e].name), outcome_name(run.outcome), run.steps, run.difficulty,
                          rating_text(run.rating_x10));
      runs += report.timings ? fmt::format(",{:.4f}\n", run.seconds * 1000.0) : "\n";
    }
  }
  write_file(dir / "runs.csv", runs);

  std::string engines =
      "engine,puzzles,solved,stuck,invalid,step_limit,plugin_error,crashed,timed_out,steps_mean,steps_median,steps_max,"
      "d_mean,d_median,d_max";
  engines += report.timings ? ",ms_mean,ms_median,ms_max\n" : "\n";
  for (const auto& engine : report.engines) {
    engines += fmt::format("{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}", field(engine.name), engine.puzzles,
                           engine.count(Outcome::solved), engine.count(Outcome::stuck), engine.count(Outcome::invalid),
                           engine.count(Outcome::step_limit), engine.count(Outcome::plugin_error),
                           engine.count(Outcome::crashed), engine.count(Outcome::timed_out), engine.steps.mean,
                           engine.steps.median, engine.steps.max, engine.difficulty.mean, engine.difficulty.median,
                           engine.difficulty.max);
    engines += report.timings ? fmt::format(",{:.4f},{:.4f},{:.4f}\n", engine.seconds.mean * 1000.0,
                                            engine.seconds.median * 1000.0, engine.seconds.max * 1000.0)
                              : "\n";
  }
  write_file(dir / "engines.csv", engines);

  std::string pairs = "a,b,both_solved,only_a,only_b,neither,identical\n";
  for (const auto& pair : report.pairs) {
    pairs += fmt::format("{},{},{},{},{},{},{}\n", field(report.engines[static_cast<std::size_t>(pair.a)].name),
                         field(report.engines[static_cast<std::size_t>(pair.b)].name), pair.both_solved, pair.only_a,
                         pair.only_b, pair.neither, pair.identical);
  }
  write_file(dir / "pairs.csv", pairs);
}

}  // namespace npe
