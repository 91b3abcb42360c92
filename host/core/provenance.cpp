#include "provenance.hpp"

#include <cstdint>
#include <cstdio>

namespace npe {

namespace {

void append_techniques(std::string& text, const char* label, const std::vector<TechniqueRef>& list) {
  text += label;
  for (const auto& ref : list) {
    text += " " + ref.id + "(";
    for (const auto& [name, value] : ref.params) text += name + "=" + value + ",";
    if (ref.points) text += "points=" + std::to_string(*ref.points) + ",";
    if (ref.rating_x10) text += "rating=" + std::to_string(*ref.rating_x10) + ",";
    text += ")";
  }
  text += "\n";
}

void append_map(std::string& text, const char* label, const std::map<std::string, int>& map) {
  text += label;
  for (const auto& [key, value] : map) text += " " + key + "=" + std::to_string(value);
  text += "\n";
}

}  // namespace

std::string engine_type_hash(const EngineType& type) {
  std::string text = "name " + type.name + "\n";
  text += "candidates " + std::string(type.candidates == CandidateMode::rebuild ? "rebuild" : "persistent") + "\n";
  text += "priority_digit " + std::to_string(type.priority_digit) + "\n";
  text += "max_steps " + std::to_string(type.max_steps) + "\n";
  // Only a non-default mode enters the hash, so engine types recorded before the key existed keep theirs.
  if (type.uniqueness != UniquenessMode::check) {
    text += std::string("uniqueness ") + (type.uniqueness == UniquenessMode::assume ? "assume" : "off") + "\n";
  }
  text += "preprocess_passes " + std::to_string(type.preprocess_passes) + "\n";
  text += "late_digits " + std::to_string(type.late_digits) + "\n";
  append_techniques(text, "preprocess", type.preprocess);
  append_techniques(text, "techniques", type.techniques);
  append_map(text, "points", type.points);
  append_map(text, "late_points", type.late_points);
  append_map(text, "status_codes", type.status_codes);
  append_map(text, "ratings", type.ratings_x10);
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(hash));
  return hex;
}

Provenance provenance_of(const Engine& engine) {
  Provenance provenance;
  provenance.npe_version = NPE_VERSION;
  provenance.engine_name = engine.type().name;
  provenance.engine_hash = engine_type_hash(engine.type());
  for (const TechniqueInstance* instance : engine.instances()) {
    const PluginLibrary& library = *instance->info().library;
    provenance.techniques[instance->info().id] = library.id() + " " + library.version();
  }
  return provenance;
}

std::vector<std::string> provenance_changes(const Provenance& recorded, const Provenance& now) {
  std::vector<std::string> changes;
  if (recorded.empty()) return {"no provenance was recorded (re-record to add it)"};
  if (recorded.engine_name != now.engine_name) {
    changes.push_back("engine type renamed " + recorded.engine_name + " -> " + now.engine_name);
  }
  if (recorded.engine_hash != now.engine_hash) {
    changes.push_back("engine type " + now.engine_name + " changed since recording (hash " + recorded.engine_hash +
                      " -> " + now.engine_hash + ")");
  }
  for (const auto& [id, plugin] : now.techniques) {
    auto it = recorded.techniques.find(id);
    if (it == recorded.techniques.end()) {
      changes.push_back("technique " + id + " (" + plugin + ") was not used when recording");
    } else if (it->second != plugin) {
      changes.push_back("technique " + id + ": plugin " + it->second + " -> " + plugin);
    }
  }
  for (const auto& [id, plugin] : recorded.techniques) {
    if (!now.techniques.count(id)) changes.push_back("technique " + id + " (" + plugin + ") is no longer used");
  }
  if (recorded.npe_version != now.npe_version) {
    changes.push_back("npe " + recorded.npe_version + " -> " + now.npe_version);
  }
  return changes;
}

}  // namespace npe
