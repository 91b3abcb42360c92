#include "compare/compare_partial.hpp"

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"

namespace npe {

namespace {

constexpr const char* kFormat = "npe-compare-partial";
constexpr int kVersion = 1;

Outcome outcome_from(const std::string& name) {
  if (const auto outcome = parse_outcome(name)) return *outcome;
  throw InputError("unknown outcome '" + name + "'");
}

nlohmann::json cell_digits(std::span<const CellDigit> items) {
  nlohmann::json list = nlohmann::json::array();
  for (const auto& [cell, digit] : items) list.push_back({cell, digit});
  return list;
}

std::vector<CellDigit> cell_digits_from(const nlohmann::json& json) {
  std::vector<CellDigit> items;
  for (const auto& pair : json) items.push_back({pair.at(0).get<std::uint8_t>(), pair.at(1).get<std::uint8_t>()});
  return items;
}

nlohmann::json step_json(const Step& step) {
  return {{"technique", step.technique}, {"text", step.text},         {"kind", step.kind},
          {"placements", cell_digits(step.placements)}, {"eliminations", cell_digits(step.eliminations)},
          {"cells", step.cells.to_vector()},         {"digits", step.digits},     {"base", step.base_houses.to_vector()},
          {"cover", step.cover_houses.to_vector()},  {"fins", step.fins.to_vector()}};
}

Step step_from(const nlohmann::json& json) {
  Step step;
  step.technique = json.at("technique").get<std::string>();
  step.text = json.at("text").get<std::string>();
  step.kind = json.at("kind").get<std::uint32_t>();
  step.placements = cell_digits_from(json.at("placements"));
  step.eliminations = cell_digits_from(json.at("eliminations"));
  step.cells = json.at("cells").get<std::vector<std::uint8_t>>();
  step.digits = json.at("digits").get<Mask>();
  step.base_houses = json.at("base").get<std::vector<std::uint8_t>>();
  step.cover_houses = json.at("cover").get<std::vector<std::uint8_t>>();
  step.fins = json.at("fins").get<std::vector<std::uint8_t>>();
  return step;
}

/** Candidates as 81 groups of 3 hex digits (9-bit masks). */
std::string masks_text(const Grid& grid) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string text;
  for (Mask mask : grid.candidates) {
    text += kHex[(mask >> 8) & 0xF];
    text += kHex[(mask >> 4) & 0xF];
    text += kHex[mask & 0xF];
  }
  return text;
}

Grid grid_from(const std::string& digits, const std::string& masks) {
  if (digits.size() != 81 || masks.size() != 243) throw InputError("bad position");
  Grid grid;
  for (int cell = 0; cell < 81; ++cell) {
    const char c = digits[static_cast<std::size_t>(cell)];
    grid.digits[cell] = static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
    grid.candidates[cell] = static_cast<Mask>(std::stoi(masks.substr(static_cast<std::size_t>(cell) * 3, 3), nullptr, 16));
  }
  return grid;
}

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
    nlohmann::json item = {{"a", pair.a}, {"b", pair.b}, {"divergence", pair.divergence}, {"difference", pair.difference}};
    if (pair.divergence >= 0) {
      item["technique_a"] = pair.technique_a;
      item["technique_b"] = pair.technique_b;
    }
    if (pair.picture) {
      item["digits"] = pair.picture->position.to_line();
      item["candidates"] = masks_text(pair.picture->position);
      if (pair.picture->step_a) item["step_a"] = step_json(*pair.picture->step_a);
      if (pair.picture->step_b) item["step_b"] = step_json(*pair.picture->step_b);
    }
    pairs.push_back(std::move(item));
  }
  return {{"index", record.index}, {"puzzle", record.puzzle}, {"origin", record.origin}, {"runs", runs}, {"pairs", pairs}};
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
    if (item.contains("digits")) {
      auto picture = std::make_shared<DivergencePicture>();
      picture->position = grid_from(item.at("digits").get<std::string>(), item.at("candidates").get<std::string>());
      if (item.contains("step_a")) picture->step_a = step_from(item.at("step_a"));
      if (item.contains("step_b")) picture->step_b = step_from(item.at("step_b"));
      pair.picture = std::move(picture);
    }
    record.pairs.push_back(std::move(pair));
  }
  return record;
}

}  // namespace

nlohmann::json partial_to_json(const ComparisonData& data) {
  nlohmann::json engines = nlohmann::json::array();
  for (const auto& engine : data.engines) {
    engines.push_back({{"name", engine.name},
                       {"source", engine.source},
                       {"techniques", engine.techniques},
                       {"preprocess", engine.preprocess}});
  }
  nlohmann::json records = nlohmann::json::array();
  for (const auto& record : data.records) records.push_back(record_json(record));
  return {{"format", kFormat},
          {"version", kVersion},
          {"shard", {data.shard.index, data.shard.count}},
          {"total", data.total},
          {"engines", engines},
          {"records", records}};
}

ComparisonData partial_from_json(const nlohmann::json& json, const std::string& name) {
  try {
    if (!json.is_object() || json.value("format", "") != kFormat) {
      throw InputError("not an npe compare partial result (no \"format\": \"" + std::string(kFormat) + "\")");
    }
    if (json.at("version").get<int>() != kVersion) throw InputError("unsupported version");
    ComparisonData data;
    data.shard = {json.at("shard").at(0).get<int>(), json.at("shard").at(1).get<int>()};
    data.total = json.at("total").get<std::size_t>();
    for (const auto& item : json.at("engines")) {
      data.engines.push_back({item.at("name").get<std::string>(), item.at("source").get<std::string>(),
                              item.at("techniques").get<std::set<std::string>>(),
                              item.at("preprocess").get<std::set<std::string>>()});
    }
    for (const auto& item : json.at("records")) data.records.push_back(record_from(item));
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

ComparisonData read_partial(const std::filesystem::path& path) {
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

ComparisonData merge_partials(const std::vector<std::filesystem::path>& paths) {
  if (paths.empty()) throw InputError("--merge: give the partial result files");
  ComparisonData merged;
  std::vector<bool> seen;
  for (std::size_t i = 0; i < paths.size(); ++i) {
    ComparisonData part = read_partial(paths[i]);
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
      seen.assign(static_cast<std::size_t>(part.shard.count), false);
    } else if (!same_engines() || part.total != merged.total || part.shard.count != merged.shard.count) {
      throw InputError(name + ": from another comparison (engines, puzzle count or shard count differ from " +
                       paths[0].string() + ")");
    }
    auto shard_seen = seen[static_cast<std::size_t>(part.shard.index - 1)];
    if (shard_seen) throw InputError(name + ": shard " + std::to_string(part.shard.index) + " given twice");
    shard_seen = true;
    for (auto& record : part.records) merged.records.push_back(std::move(record));
  }
  std::string missing;
  for (std::size_t s = 0; s < seen.size(); ++s) {
    if (!seen[s]) missing += " " + std::to_string(s + 1);
  }
  if (!missing.empty()) {
    throw InputError("--merge: missing shard(s)" + missing + " of " + std::to_string(merged.shard.count));
  }
  std::sort(merged.records.begin(), merged.records.end(),
            [](const PuzzleRecord& x, const PuzzleRecord& y) { return x.index < y.index; });
  for (std::size_t i = 0; i < merged.records.size(); ++i) {
    if (merged.records[i].index != i) throw InputError("--merge: records do not cover the puzzles exactly once");
  }
  if (merged.records.size() != merged.total) throw InputError("--merge: records do not cover the puzzles exactly once");
  return merged;
}

}  // namespace npe
