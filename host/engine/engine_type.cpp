#include "engine/engine_type.hpp"

#include <yaml-cpp/yaml.h>

#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

#include "base/errors.hpp"

namespace npe {

namespace {

const std::set<std::string> kTopKeys = {
    "name",         "description",       "candidates", "priority_digit", "max_steps",   "time_limit_ms",
    "preprocess",   "preprocess_passes", "techniques", "points",         "late_points", "late_digits",
    "status_codes", "ratings",           "uniqueness", "selection",      "grade"};

/** True when `node` is `root` or one of its descendants. */
bool is_within(const YAML::Node& node, const YAML::Node& root) {
  if (node.is(root)) return true;
  if (!root.IsSequence() && !root.IsMap()) return false;
  for (const auto& item : root) {
    if (root.IsSequence() ? is_within(node, item) : (is_within(node, item.first) || is_within(node, item.second))) {
      return true;
    }
  }
  return false;
}

struct Reader {
  std::string file;
  std::vector<std::pair<YAML::Node, std::string>> overrides;  // value nodes from --set, with their text

  std::string where(const YAML::Node& node) const {
    for (const auto& [value, text] : overrides) {
      if (is_within(node, value)) return "--set " + text;
    }
    if (!node.IsDefined()) return file;  // a missing node has no place (Mark() would throw)
    const YAML::Mark mark = node.Mark();
    return file + ":" + std::to_string(mark.line + 1) + ":" + std::to_string(mark.column + 1);
  }
  [[noreturn]] void fail(const YAML::Node& node, const std::string& what) const {
    throw InputError(where(node) + ": " + what);
  }

  std::string scalar(const YAML::Node& node, const std::string& key) const {
    if (!node.IsScalar()) fail(node, "'" + key + "' must be a string");
    return node.Scalar();
  }
  bool boolean(const YAML::Node& node, const std::string& key) const {
    bool value = false;
    if (!node.IsScalar() || !YAML::convert<bool>::decode(node, value))
      fail(node, "'" + key + "' must be true or false");
    return value;
  }
  int integer(const YAML::Node& node, const std::string& key, int min, int max) const {
    int value = 0;
    if (!node.IsScalar() || !YAML::convert<int>::decode(node, value) || value < min || value > max) {
      fail(node, "'" + key + "' must be an integer " + std::to_string(min) + ".." + std::to_string(max));
    }
    return value;
  }
  /** One of a fixed set of words, e.g. `candidates: rebuild`; the error lists them as "a, b or c". */
  template <class Mode>
  Mode choice(const YAML::Node& node, const std::string& key,
              std::initializer_list<std::pair<const char*, Mode>> choices) const {
    const std::string word = scalar(node, key);
    std::string names;
    std::size_t index = 0;
    for (const auto& [name, mode] : choices) {
      if (word == name) return mode;
      names += index == 0 ? "" : index + 1 == choices.size() ? " or " : ", ";
      names += name;
      ++index;
    }
    fail(node, "'" + key + "' must be " + names + ", got '" + word + "'");
  }
  /** A rating like 3.6, stored in tenths. */
  int rating(const YAML::Node& node, const std::string& key) const {
    double value = 0;
    if (!node.IsScalar() || !YAML::convert<double>::decode(node, value) || !(value >= 0 && value <= 100)) {  // NaN too
      fail(node, "'" + key + "' must be a number 0..100");
    }
    return static_cast<int>(std::lround(value * 10));
  }
  std::map<std::string, int> int_map(const YAML::Node& node, const std::string& key, int min, int max) const {
    if (!node.IsMap()) fail(node, "'" + key + "' must be a map of technique id to integer");
    std::map<std::string, int> result;
    for (const auto& item : node) {
      const std::string id = scalar(item.first, key + " key");
      if (!result.emplace(id, integer(item.second, key + "." + id, min, max)).second) {
        fail(item.first, "duplicate key '" + id + "' in '" + key + "'");
      }
    }
    return result;
  }

  /** `box` or `{id: locked_set.naked, size: 3}`. */
  TechniqueRef technique(const YAML::Node& node) const {
    TechniqueRef ref;
    ref.location = where(node);
    if (node.IsScalar()) {
      ref.id = node.Scalar();
      return ref;
    }
    if (!node.IsMap()) fail(node, "a technique is an id or a map {id: ..., param: value}");
    for (const auto& item : node) {
      const std::string key = scalar(item.first, "technique key");
      if (key == "id") {
        ref.id = scalar(item.second, "id");
      } else if (key == "points") {
        ref.points = integer(item.second, "points", 0, 100000);
      } else if (key == "rating") {
        ref.rating_x10 = rating(item.second, "rating");
      } else if (key == "optional") {
        ref.optional = boolean(item.second, "optional");
      } else if (key == "next_is_easiest") {
        ref.next_is_easiest = boolean(item.second, "next_is_easiest");
      } else {
        for (const auto& [name, value] : ref.params) {
          if (name == key) fail(item.first, "duplicate parameter '" + key + "'");
        }
        ref.params.emplace_back(key, scalar(item.second, key));
      }
    }
    if (ref.id.empty()) fail(node, "technique entry without 'id'");
    return ref;
  }
  std::vector<TechniqueRef> technique_list(const YAML::Node& node, const std::string& key) const {
    if (!node.IsSequence()) fail(node, "'" + key + "' must be a list of techniques");
    std::vector<TechniqueRef> list;
    for (const auto& item : node) list.push_back(technique(item));
    return list;
  }
};

/** Applies "key=value" (dotted keys reach into maps: points.box=3) to the document; returns the value node. */
YAML::Node apply_override(YAML::Node& root, const std::string& text, const std::string& file) {
  const auto equals = text.find('=');
  if (equals == std::string::npos || equals == 0) {
    throw InputError("--set " + text + ": expected key=value");
  }
  const std::string key = text.substr(0, equals);
  YAML::Node value;
  try {
    value = YAML::Load(text.substr(equals + 1));
  } catch (const YAML::Exception& e) {
    throw InputError("--set " + text + ": " + e.msg);
  }
  const auto dot = key.find('.');
  const std::string top = key.substr(0, dot);
  if (!kTopKeys.count(top)) throw InputError("--set " + text + ": unknown key '" + top + "' in engine type " + file);
  if (dot == std::string::npos) {
    root[top] = value;
  } else {
    YAML::Node map = root[top];
    if (map && !map.IsMap()) throw InputError("--set " + text + ": '" + top + "' is not a map");
    root[top][key.substr(dot + 1)] = value;
  }
  return value;
}

}  // namespace

TechniqueScoring EngineType::scoring_for(const TechniqueRef& technique) const {
  TechniqueScoring scoring;
  scoring.late_digits = late_digits;
  if (auto it = late_points.find(technique.id); it != late_points.end()) scoring.late_points = it->second;
  scoring.points = technique.points;
  if (!scoring.points) {
    if (auto it = points.find(technique.id); it != points.end()) scoring.points = it->second;
  }
  scoring.rating_x10 = technique.rating_x10;
  if (!scoring.rating_x10) {
    if (auto it = ratings_x10.find(technique.id); it != ratings_x10.end()) scoring.rating_x10 = it->second;
  }
  scoring.status_code = status_code_for(technique.id);
  return scoring;
}

int EngineType::points_for(const TechniqueRef& technique, int board_digits, int plugin_default) const {
  return scoring_for(technique).points_for(board_digits, plugin_default);
}

int EngineType::rating_for(const TechniqueRef& technique, int plugin_default_x10) const {
  return scoring_for(technique).rating_for(plugin_default_x10);
}

int EngineType::status_code_for(const std::string& technique) const {
  auto it = status_codes.find(technique);
  return it == status_codes.end() ? 4 : it->second;
}

EngineType parse_engine_type(const std::string& yaml, const std::string& name,
                             const std::vector<std::string>& overrides) {
  Reader read{name, {}};
  YAML::Node root;
  try {
    root = YAML::Load(yaml);
  } catch (const YAML::ParserException& e) {
    throw InputError(name + ":" + std::to_string(e.mark.line + 1) + ":" + std::to_string(e.mark.column + 1) + ": " +
                     e.msg);
  }
  if (!root.IsMap()) throw InputError(name + ": an engine type is a YAML map");
  std::set<std::string> seen;
  for (const auto& item : root) {
    const std::string key = read.scalar(item.first, "key");
    if (!kTopKeys.count(key)) read.fail(item.first, "unknown key '" + key + "'");
    if (!seen.insert(key).second) read.fail(item.first, "duplicate key '" + key + "'");
  }
  for (const auto& text : overrides) read.overrides.emplace_back(apply_override(root, text, name), text);

  const YAML::Node& doc = root;  // const: lookups never insert keys
  EngineType type;
  type.source = name;
  if (!doc["name"]) throw InputError(name + ": missing key 'name'");
  if (!doc["techniques"]) throw InputError(name + ": missing key 'techniques'");
  type.name = read.scalar(doc["name"], "name");
  if (auto node = doc["description"]) type.description = read.scalar(node, "description");
  if (auto node = doc["candidates"]) {
    type.candidates = read.choice<CandidateMode>(
        node, "candidates", {{"rebuild", CandidateMode::rebuild}, {"persistent", CandidateMode::persistent}});
  }
  if (auto node = doc["priority_digit"]) type.priority_digit = read.boolean(node, "priority_digit");
  if (auto node = doc["selection"]) {
    type.selection = read.choice<SelectionMode>(node, "selection",
                                                {{"first", SelectionMode::first}, {"easiest", SelectionMode::easiest}});
  }
  if (auto node = doc["grade"]) {
    type.grade = read.choice<GradeMode>(node, "grade", {{"none", GradeMode::none}, {"hodoku", GradeMode::hodoku}});
  }
  if (auto node = doc["uniqueness"]) {
    type.uniqueness = read.choice<UniquenessMode>(
        node, "uniqueness",
        {{"check", UniquenessMode::check}, {"assume", UniquenessMode::assume}, {"off", UniquenessMode::off}});
  }
  if (auto node = doc["max_steps"]) type.max_steps = read.integer(node, "max_steps", 0, 100000);
  if (auto node = doc["time_limit_ms"]) type.time_limit_ms = read.integer(node, "time_limit_ms", 0, 86400000);
  if (auto node = doc["preprocess_passes"]) type.preprocess_passes = read.integer(node, "preprocess_passes", 0, 1000);
  if (auto node = doc["late_digits"]) type.late_digits = read.integer(node, "late_digits", 0, 81);
  if (auto node = doc["preprocess"]) type.preprocess = read.technique_list(node, "preprocess");
  type.techniques = read.technique_list(doc["techniques"], "techniques");
  if (type.techniques.empty()) read.fail(doc["techniques"], "'techniques' is empty");
  if (auto node = doc["points"]) type.points = read.int_map(node, "points", 0, 100000);
  if (auto node = doc["late_points"]) type.late_points = read.int_map(node, "late_points", 0, 100000);
  if (auto node = doc["status_codes"]) type.status_codes = read.int_map(node, "status_codes", 1, 9);
  if (auto node = doc["ratings"]) {
    if (!node.IsMap()) read.fail(node, "'ratings' must be a map of technique id to number");
    for (const auto& item : node) {
      const std::string id = read.scalar(item.first, "ratings key");
      type.ratings_x10[id] = read.rating(item.second, "ratings." + id);
    }
  }
  for (const auto& pre : type.preprocess) {
    for (const auto& technique : type.techniques) {
      if (pre.id == technique.id) {
        throw InputError(technique.location + ": technique '" + technique.id +
                         "' is in both 'preprocess' and 'techniques'");
      }
    }
  }
  return type;
}

EngineType load_engine_type(const std::filesystem::path& path, const std::vector<std::string>& overrides) {
  std::error_code error;
  if (std::filesystem::is_directory(path, error))
    throw InputError(path.string() + ": is a directory, not an engine type");
  std::ifstream in(path);
  if (!in) throw InputError(path.string() + ": cannot open engine type");
  std::stringstream text;
  text << in.rdbuf();
  return parse_engine_type(text.str(), path.string(), overrides);
}

void check_techniques(const EngineType& type, const PluginRegistry& registry) {
  for (const auto* list : {&type.preprocess, &type.techniques}) {
    for (const auto& ref : *list) {
      if (!registry.find(ref.id) && !ref.optional)
        throw InputError(ref.location + ": unknown technique '" + ref.id + "'");
    }
  }
}

}  // namespace npe
