#include "reports/compare_tables.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "rating/hodoku_grade.hpp"
#include "reports/compare_formats.hpp"

namespace npe {

namespace {

std::string number(double value) {
  return value == static_cast<double>(static_cast<long>(value)) ? fmt::format("{}", static_cast<long>(value))
                                                                : fmt::format("{:.1f}", value);
}

std::string triple(const Distribution& d, double scale = 1.0, const char* format = "{}") {
  if (d.count == 0) return "-";
  auto show = [&](double v) {
    return std::string(format) == "{}" ? number(v * scale) : fmt::format(fmt::runtime(format), v * scale);
  };
  return show(d.mean) + " / " + show(d.median) + " / " + show(d.max);
}

}  // namespace

TextTable engine_table(const CompareReport& report) {
  TextTable table;
  table.header = {"engine",
                  "puzzles",
                  "solved",
                  "stuck",
                  "invalid",
                  "step-limit",
                  "steps mean/median/max",
                  "d mean/median/max (solved)",
                  "rating max"};
  // A plugin's failures get their columns only in runs that had some (isolated runs, refused steps).
  const Outcome failures[] = {Outcome::plugin_error, Outcome::crashed, Outcome::timed_out};
  bool any_failure = false;
  for (const auto& engine : report.engines) {
    for (Outcome o : failures) any_failure |= engine.count(o) > 0;
  }
  if (any_failure) {
    for (int i = 0; i < 3; ++i)
      table.header.insert(table.header.begin() + 6 + i, std::string(outcome_name(failures[i])));
  }
  if (report.timings) table.header.emplace_back("ms/puzzle mean/median/max");
  for (const auto& engine : report.engines) {
    std::vector<std::string> row = {
        engine.name,
        std::to_string(engine.puzzles),
        std::to_string(engine.count(Outcome::solved)),
        std::to_string(engine.count(Outcome::stuck)),
        std::to_string(engine.count(Outcome::invalid)),
        std::to_string(engine.count(Outcome::step_limit)),
        triple(engine.steps),
        triple(engine.difficulty),
        engine.rating_counts.empty() ? "-" : rating_text(engine.rating_counts.rbegin()->first)};
    if (any_failure) {
      for (int i = 0; i < 3; ++i) row.insert(row.begin() + 6 + i, std::to_string(engine.count(failures[i])));
    }
    if (report.timings) row.push_back(triple(engine.seconds, 1000.0, "{:.3f}"));
    table.rows.push_back(std::move(row));
  }
  return table;
}

std::string failure_list(const CompareReport& report, std::size_t shown) {
  std::string out;
  const auto count = static_cast<std::size_t>(report.failure_count);
  for (std::size_t i = 0; i < report.failures.size() && i < shown; ++i) {
    const FailedRun& run = report.failures[i];
    out +=
        fmt::format("  {} {} {} {}: {}\n", run.origin, run.puzzle,
                    report.engines[static_cast<std::size_t>(run.engine)].name, outcome_name(run.outcome), run.reason);
  }
  if (count == 0) return "";
  if (count > shown) out += fmt::format("  ... and {} more (--json lists all)\n", count - shown);
  return fmt::format("plugin failures ({}):\n", count) + out + "\n";
}

TextTable technique_table(const CompareReport& report) {
  TextTable table;
  table.header = {"steps (puzzles) by technique"};
  for (const auto& engine : report.engines) table.header.push_back(engine.name);
  for (const auto& id : all_techniques(report)) {
    std::vector<std::string> row = {id};
    for (const auto& engine : report.engines) {
      auto it = engine.techniques.find(id);
      row.push_back(it == engine.techniques.end() ? "-" : fmt::format("{} ({})", it->second.steps, it->second.puzzles));
    }
    table.rows.push_back(std::move(row));
  }
  return table;
}

TextTable find_time_table(const CompareReport& report) {
  TextTable table;
  std::vector<std::string> ids;  // each engine type's order, a technique where it first appears
  for (const auto& engine : report.engines) {
    for (const auto& [id, seconds] : engine.find_seconds) {
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
    }
  }
  if (!report.timings || ids.empty()) return table;
  table.header = {"s in find by technique"};
  for (const auto& engine : report.engines) table.header.push_back(engine.name);
  for (const auto& id : ids) {
    std::vector<std::string> row = {id};
    for (const auto& engine : report.engines) {
      auto it = std::find_if(engine.find_seconds.begin(), engine.find_seconds.end(),
                             [&id](const auto& item) { return item.first == id; });
      row.push_back(it == engine.find_seconds.end() ? "-" : fmt::format("{:.3f}", it->second));
    }
    table.rows.push_back(std::move(row));
  }
  return table;
}

std::string hodoku_level_lines(const CompareReport& report) {
  std::string out;
  for (const auto& engine : report.engines) {
    if (engine.hodoku_levels.empty()) continue;
    std::string levels;
    for (const auto& [level, count] : engine.hodoku_levels) {
      levels += fmt::format("{}{} {}", levels.empty() ? "" : ", ", hodoku_level_name(level), count);
    }
    out += fmt::format("HoDoKu's level: {}: {}\n", engine.name, levels);
  }
  return out;
}

std::string divergence_summary(const PairStats& pair) {
  std::string out = fmt::format("identical step sequences: {} of {} solved by both", pair.identical, pair.both_solved);
  long diverged = 0;
  for (const auto& [step, count] : pair.first_divergence) diverged += count;
  if (diverged == 0) return out;
  long seen = 0;
  int median = 0;
  for (const auto& [step, count] : pair.first_divergence) {
    seen += count;
    if (seen * 2 >= diverged) {
      median = step;
      break;
    }
  }
  const int last = pair.first_divergence.rbegin()->first;
  const int width = histogram_width(last, 8);
  out += fmt::format("; first divergence at step (median {}):", median);
  for (const auto& [start, count] : binned(pair.first_divergence, width)) {
    out += width == 1 ? fmt::format(" {}:{}", start, count) : fmt::format(" {}-{}:{}", start, start + width - 1, count);
  }
  return out;
}

std::string replacement_summary(const PairStats& pair, std::size_t limit) {
  std::string out;
  std::size_t shown = 0;
  for (const auto& [techniques, count] : CompareReport::ranked(pair.replacements)) {
    if (shown++ == limit) {
      out += ", ...";
      break;
    }
    out += fmt::format("{}{} -> {} {}", out.empty() ? "" : ", ", techniques.first, techniques.second, count);
  }
  return out;
}

}  // namespace npe
