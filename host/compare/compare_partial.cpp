#include "compare/compare_partial.hpp"

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "compare/compare_database.hpp"

namespace npe {

namespace {

constexpr const char* kPartialFormat = "npe-compare-partial";
constexpr int kPartialVersion = 2;  // 2: the summary; records optional

nlohmann::json record_json(const PuzzleRecord& record) {
  nlohmann::json runs = nlohmann::json::array();
  for (const auto& run : record.runs) {
    runs.push_back({{"outcome", outcome_name(run.outcome)},
                    {"steps", run.steps},
                    {"difficulty", run.difficulty},
                    {"rating_x10", run.rating_x10},
                    {"techniques", run.techniques},
                    {"seconds", run.seconds}});
    if (!run.failure.empty()) runs.back()["failure"] = run.failure;
  }
  nlohmann::json pairs = nlohmann::json::array();
  for (const auto& pair : record.pairs) {
    nlohmann::json item = {
        {"a", pair.a}, {"b", pair.b}, {"divergence", pair.divergence}, {"difference", pair.difference}};
    if (pair.divergence >= 0) {
      item["technique_a"] = pair.technique_a;
      item["technique_b"] = pair.technique_b;
    }
    if (pair.picture) item.update(picture_to_json(*pair.picture));
    pairs.push_back(std::move(item));
  }
  return {
      {"index", record.index}, {"puzzle", record.puzzle}, {"origin", record.origin}, {"runs", runs}, {"pairs", pairs}};
}

PuzzleRecord record_from(const nlohmann::json& json) {
  PuzzleRecord record;
  record.index = json.at("index").get<std::size_t>();
  record.puzzle = json.at("puzzle").get<std::string>();
  record.origin = json.at("origin").get<std::string>();
  for (const auto& item : json.at("runs")) {
    EngineRecord run;
    run.outcome = outcome_from(item.at("outcome").get<std::string>());
    run.steps = item.at("steps").get<int>();
    run.difficulty = item.at("difficulty").get<int>();
    run.rating_x10 = item.at("rating_x10").get<int>();
    run.techniques = item.at("techniques").get<std::map<std::string, int>>();
    run.seconds = item.at("seconds").get<double>();
    run.failure = item.value("failure", std::string());
    record.runs.push_back(std::move(run));
  }
  for (const auto& item : json.at("pairs")) {
    PairRecord pair;
    pair.a = item.at("a").get<int>();
    pair.b = item.at("b").get<int>();
    pair.divergence = item.at("divergence").get<int>();
    pair.difference = item.at("difference").get<std::string>();
    if (pair.divergence >= 0) {
      pair.technique_a = item.at("technique_a").get<std::string>();
      pair.technique_b = item.at("technique_b").get<std::string>();
    }
    if (item.contains("digits")) pair.picture = picture_from_json(item);
    record.pairs.push_back(std::move(pair));
  }
  return record;
}

}  // namespace

void summarize(ComparisonData& data) {
  if (data.summary.engine.size() == data.engines.size() && !data.engines.empty()) return;
  data.summary = ComparisonSummary::of(data.engines, data.total, data.shard);
  for (const auto& record : data.records) data.summary.add(record);
}

nlohmann::json partial_to_json(const ComparisonData& data) {
  ComparisonData summarized;
  const ComparisonData* source = &data;
  if (data.summary.engine.size() != data.engines.size() || data.engines.empty()) {
    summarized = data;
    summarize(summarized);
    source = &summarized;
  }
  nlohmann::json engines = nlohmann::json::array();
  for (const auto& engine : data.engines) {
    engines.push_back({{"name", engine.name},
                       {"source", engine.source},
                       {"techniques", engine.techniques},
                       {"preprocess", engine.preprocess}});
  }
  nlohmann::json json = {
      {"format", kPartialFormat}, {"version", kPartialVersion}, {"shard", {data.shard.index, data.shard.count}},
      {"total", data.total},      {"engines", engines},         {"summary", summary_to_json(source->summary)}};
  if (data.with_records) {
    nlohmann::json records = nlohmann::json::array();
    for (const auto& record : data.records) records.push_back(record_json(record));
    json["records"] = std::move(records);
  }
  return json;
}

ComparisonData partial_from_json(const nlohmann::json& json, const std::string& name) {
  try {
    if (!json.is_object() || json.value("format", "") != kPartialFormat) {
      throw InputError("not an npe compare partial result (no \"format\": \"" + std::string(kPartialFormat) + "\")");
    }
    if (json.at("version").get<int>() != kPartialVersion) {
      throw InputError("partial result of version " + json.at("version").dump() + ", this npe reads version " +
                       std::to_string(kPartialVersion) + " (run the shards and the merge with the same npe)");
    }
    ComparisonData data;
    data.shard = {json.at("shard").at(0).get<int>(), json.at("shard").at(1).get<int>()};
    data.total = json.at("total").get<std::size_t>();
    for (const auto& item : json.at("engines")) {
      data.engines.push_back({item.at("name").get<std::string>(), item.at("source").get<std::string>(),
                              item.at("techniques").get<std::set<std::string>>(),
                              item.at("preprocess").get<std::set<std::string>>()});
    }
    data.summary = summary_from_json(json.at("summary"));
    if (data.summary.engine.size() != data.engines.size()) throw InputError("summary of the wrong shape");
    data.summary.engines = data.engines;
    data.summary.total = data.total;
    data.summary.shard = data.shard;
    data.with_records = json.contains("records");
    if (data.with_records) {
      for (const auto& item : json.at("records")) data.records.push_back(record_from(item));
    }
    return data;
  } catch (const nlohmann::json::exception& e) {
    throw InputError(name + ": malformed partial result: " + e.what());
  } catch (const InputError& e) {
    throw InputError(name + ": " + e.what());
  }
}

void write_partial(const ComparisonData& data, const std::filesystem::path& path) {
  std::ofstream out(path);
  out << partial_to_json(data).dump() << "\n";
  if (!out) throw InputError(path.string() + ": cannot write");
}

ComparisonData read_partial(const std::filesystem::path& path, bool runs) {
  if (is_result_database(path)) {
    ComparisonData data;
    data.summary = read_database_summary(path);
    data.engines = data.summary.engines;
    data.total = data.summary.total;
    data.shard = data.summary.shard;
    data.with_records = runs;
    if (runs) data.records = read_database_runs(path);
    return data;
  }
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot read");
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError(path.string() + ": not JSON: " + e.what());
  }
  return partial_from_json(json, path.string());
}

ComparisonData merge_partials(const std::vector<std::filesystem::path>& paths, bool runs) {
  if (paths.empty()) throw InputError("--merge: give the partial result files");
  ComparisonData merged;
  std::vector<bool> seen;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    ComparisonData part = read_partial(paths[i], runs);
    const std::string name = paths[i].string();
    auto same_engines = [&] {
      if (part.engines.size() != merged.engines.size()) return false;
      for (std::size_t e = 0; e < part.engines.size(); ++e) {
        if (part.engines[e].name != merged.engines[e].name) return false;
      }
      return true;
    };
    if (i == 0) {
      merged.engines = part.engines;
      merged.total = part.total;
      merged.shard = {1, part.shard.count};
      merged.summary = ComparisonSummary::of(merged.engines, merged.total, Shard{});  // the whole selection
      seen.assign(static_cast<std::size_t>(part.shard.count), false);
    } else if (!same_engines() || part.total != merged.total || part.shard.count != merged.shard.count) {
      throw InputError(name + ": from another comparison (engines, puzzle count or shard count differ from " +
                       paths[0].string() + ")");
    }
    auto shard_seen = seen[static_cast<std::size_t>(part.shard.index - 1)];
    if (shard_seen) throw InputError(name + ": shard " + std::to_string(part.shard.index) + " given twice");
    shard_seen = true;
    merged.summary.merge(part.summary);
    merged.with_records = merged.with_records && part.with_records;
    if (merged.with_records) {
      for (auto& record : part.records) merged.records.push_back(std::move(record));
    } else {
      merged.records.clear();
    }
  }
  std::string missing;
  for (std::size_t s = 0; s < seen.size(); ++s) {
    if (seen[s]) continue;
    missing += ' ';
    missing += std::to_string(s + 1);
  }
  if (!missing.empty()) {
    throw InputError("--merge: missing shard(s)" + missing + " of " + std::to_string(merged.shard.count));
  }
  if (static_cast<std::size_t>(merged.summary.puzzles) != merged.total) {
    throw InputError("--merge: the parts do not cover the puzzles exactly once");
  }
  if (merged.with_records) {
    std::sort(merged.records.begin(), merged.records.end(),
              [](const PuzzleRecord& x, const PuzzleRecord& y) { return x.index < y.index; });
    for (std::size_t i = 0; i < merged.records.size(); ++i) {
      if (merged.records[i].index != i) throw InputError("--merge: records do not cover the puzzles exactly once");
    }
    if (merged.records.size() != merged.total)
      throw InputError("--merge: records do not cover the puzzles exactly once");
  }
  return merged;
}

}  // namespace npe
