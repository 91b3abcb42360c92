// Engine types: the nextStep recipe as data, read from configs/engines/*.yaml.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "plugin_registry.hpp"

namespace npe {

/** A technique in an engine type, with the place it was written (for messages). */
struct TechniqueRef {
  std::string id;
  ParamList params;
  std::string location;  // "file:line:column"
  std::optional<int> points;      // per-entry difficulty points (`points:` in the entry), beats the map
  std::optional<int> rating_x10;  // per-entry rating in tenths (`rating: 3.6`), beats the map
};

enum class CandidateMode { rebuild, persistent };

struct EngineType {
  std::string name;
  std::string description;
  std::string source;  // the file it came from
  CandidateMode candidates = CandidateMode::rebuild;
  bool priority_digit = true;
  int max_steps = 81;           // 0 = no limit
  int preprocess_passes = 0;    // 0 = repeat until nothing changes
  std::vector<TechniqueRef> preprocess;
  std::vector<TechniqueRef> techniques;
  std::map<std::string, int> points;       // per technique id; missing: the plugin's default
  std::map<std::string, int> late_points;  // points once the board holds >= late_digits digits
  int late_digits = 51;
  std::map<std::string, int> status_codes;  // status-line code per technique id (default 4)
  std::map<std::string, int> ratings_x10;   // rating (tenths, Sudoku Explainer scale) per technique id

  /** Points of a step: late_points once the board holds late_digits, else the entry's, the map's,
   *  or the plugin's default. */
  int points_for(const TechniqueRef& technique, int board_digits, int plugin_default) const;
  int rating_for(const TechniqueRef& technique, int plugin_default_x10) const;
  int status_code_for(const std::string& technique) const;
};

/** Reads an engine type; `overrides` are "key=value" strings (value in YAML syntax) applied over
 *  the file. Throws InputError "file:line:column: what" for unknown keys, wrong types, bad values. */
EngineType load_engine_type(const std::filesystem::path& path, const std::vector<std::string>& overrides = {});

/** Parses an engine type from YAML text (`name` stands for the file in messages). */
EngineType parse_engine_type(const std::string& yaml, const std::string& name,
                             const std::vector<std::string>& overrides = {});

/** Checks every technique id against the loaded plugins (InputError with the YAML location). */
void check_techniques(const EngineType& type, const PluginRegistry& registry);

}  // namespace npe
