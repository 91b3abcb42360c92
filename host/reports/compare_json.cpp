#include <fmt/format.h>

#include "rating/hodoku_grade.hpp"
#include "reports/compare_formats.hpp"

namespace npe {

std::string rating_text(int rating_x10) { return fmt::format("{}.{}", rating_x10 / 10, rating_x10 % 10); }

namespace {

using Json = nlohmann::ordered_json;

Json distribution_json(const Distribution& d, double scale = 1.0) {
  return {{"mean", d.mean * scale}, {"median", d.median * scale}, {"max", d.max * scale}};
}

Json outcomes_json(const std::array<long, std::size(kOutcomes)>& counts) {
  Json json = Json::object();
  for (Outcome o : kOutcomes) {
    json[std::string(outcome_name(o))] = counts[static_cast<std::size_t>(o)];
  }
  return json;
}

Json engine_json(const EngineStats& engine, bool timings) {
  Json techniques = Json::object();
  for (const auto& [id, use] : engine.techniques) techniques[id] = {{"steps", use.steps}, {"puzzles", use.puzzles}};
  Json difficulty_histogram = Json::object();
  for (const auto& [d, count] : engine.difficulty_counts) difficulty_histogram[std::to_string(d)] = count;
  Json rating_histogram = Json::object();
  for (const auto& [r, count] : engine.rating_counts) rating_histogram[rating_text(r)] = count;
  long steps_total = 0;
  for (const auto& [id, use] : engine.techniques) steps_total += use.steps;
  Json json = {{"name", engine.name},
               {"source", engine.source},
               {"puzzles", engine.puzzles},
               {"outcomes", outcomes_json(engine.outcomes)},
               {"steps",
                {{"total", steps_total},
                 {"mean", engine.steps.mean},
                 {"median", engine.steps.median},
                 {"max", engine.steps.max}}},
               {"techniques", techniques},
               {"difficulty",
                {{"mean", engine.difficulty.mean},
                 {"median", engine.difficulty.median},
                 {"max", engine.difficulty.max},
                 {"histogram", difficulty_histogram}}},
               {"rating",
                {{"max", engine.rating_counts.empty() ? "0.0" : rating_text(engine.rating_counts.rbegin()->first)},
                 {"histogram", rating_histogram}}}};
  if (!engine.hodoku_levels.empty()) {
    Json levels = Json::object();
    for (const auto& [level, count] : engine.hodoku_levels) levels[std::string(hodoku_level_name(level))] = count;
    json["hodoku_levels"] = levels;
  }
  if (timings) {
    json["time_ms"] = distribution_json(engine.seconds, 1000.0);
    json["time_ms"]["total"] = engine.seconds.mean * static_cast<double>(engine.seconds.count) * 1000.0;
    if (!engine.find_seconds.empty()) {
      Json find = Json::array();
      for (const auto& [id, seconds] : engine.find_seconds)
        find.push_back({{"technique", id}, {"ms", seconds * 1000.0}});
      json["time_ms"]["find_by_technique"] = find;
    }
  }
  return json;
}

Json only_json(const std::vector<OnlyOneSolved>& list) {
  Json json = Json::array();
  for (const auto& item : list) {
    json.push_back(
        {{"index", item.index}, {"puzzle", item.puzzle}, {"origin", item.origin}, {"technique", item.technique}});
  }
  return json;
}

Json pair_json(const CompareReport& report, const PairStats& pair) {
  Json divergence = Json::object();
  for (const auto& [step, count] : pair.first_divergence) divergence[std::to_string(step)] = count;
  Json replacements = Json::array();
  for (const auto& [techniques, count] : CompareReport::ranked(pair.replacements)) {
    replacements.push_back({{"a", techniques.first}, {"b", techniques.second}, {"count", count}});
  }
  return {{"a", report.engines[static_cast<std::size_t>(pair.a)].name},
          {"b", report.engines[static_cast<std::size_t>(pair.b)].name},
          {"both_solved", pair.both_solved},
          {"only_a", pair.only_a},
          {"only_b", pair.only_b},
          {"neither", pair.neither},
          {"solved_only_by_a", only_json(pair.solved_only_by_a)},
          {"solved_only_by_b", only_json(pair.solved_only_by_b)},
          {"difference_techniques", {{"a", pair.difference_a}, {"b", pair.difference_b}}},
          {"identical", pair.identical},
          {"first_divergence", divergence},
          {"replacements", replacements}};
}

}  // namespace

nlohmann::ordered_json compare_json(const CompareReport& report) {
  Json engines = Json::array();
  for (const auto& engine : report.engines) engines.push_back(engine_json(engine, report.timings));
  Json pairs = Json::array();
  for (const auto& pair : report.pairs) pairs.push_back(pair_json(report, pair));
  Json json = {{"format", "npe-compare-report"}, {"version", 1},       {"puzzles", report.puzzles},
               {"timings", report.timings},      {"engines", engines}, {"pairs", pairs}};
  if (!report.with_runs) return json;
  Json runs = Json::array();
  for (const auto& record : report.records) {
    Json results = Json::array();
    for (std::size_t e = 0; e < record.runs.size(); ++e) {
      const auto& run = record.runs[e];
      Json result = {{"engine", report.engines[e].name},
                     {"outcome", outcome_name(run.outcome)},
                     {"steps", run.steps},
                     {"difficulty", run.difficulty},
                     {"rating", rating_text(run.rating_x10)}};
      if (report.timings) result["ms"] = run.seconds * 1000.0;
      if (!run.failure.empty()) result["failure"] = run.failure;
      results.push_back(std::move(result));
    }
    runs.push_back(
        {{"index", record.index}, {"puzzle", record.puzzle}, {"origin", record.origin}, {"results", results}});
  }
  json["runs"] = std::move(runs);
  return json;
}

}  // namespace npe
