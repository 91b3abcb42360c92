// Engine types: the nextStep recipe as data, read from configs/engines/*.yaml.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "loader/plugin_registry.hpp"

namespace npe {

/** A technique in an engine type, with the place it was written (for messages). */
struct TechniqueRef {
  std::string id;
  ParamList params;
  std::string location;           // "file:line:column"
  std::optional<int> points;      // per-entry difficulty points (`points:` in the entry), beats the map
  std::optional<int> rating_x10;  // per-entry rating in tenths (`rating: 3.6`), beats the map
  bool optional = false;          // `optional: true`: skipped when no loaded plugin has the technique
  bool next_is_easiest = false;   // `next_is_easiest: true`: its next step is its lowest-rated one, so
                                  // `selection: easiest` asks for that step, not for all of them
};

enum class CandidateMode { rebuild, persistent };

/** Which step the engine applies: `first`, the first step of the first technique (in list order)
 *  that finds one; `easiest`, the lowest-rated step of all techniques (Sudoku Explainer.s rating
 *  order, docs/writing-a-technique.md): techniques are searched by rising minimum rating (their entry's or
 *  plugin's rating, list order among equals) until none left can rate lower than the best step
 *  found; among equally rated steps the first found wins. */
enum class SelectionMode { first, easiest };

/** Whether the engine tells techniques that the puzzle has one solution (NPE_FACT_UNIQUE):
 *  `check` asks the exact solver once per puzzle (only for engine types with a technique that declares
 *  NPE_TECHNIQUE_NEEDS_UNIQUENESS), `assume` always says so, `off` never does. */
enum class UniquenessMode { check, assume, off };

/** How `npe solve` grades a run besides its difficulty and rating: `none`, or `hodoku`, HoDoKu's
 *  score and level (host/rating/hodoku_grade.hpp; the entries' `rating:` is then HoDoKu's level of
 *  the technique, 1 Easy .. 5 Extreme). */
enum class GradeMode { none, hodoku };

/** One entry's points, rating and status code with the engine type's maps applied, resolved once per
 *  engine (the step loop reads them per step). */
struct TechniqueScoring {
  std::optional<int> points;       // the entry's or the map's; none: the step's or the technique's own
  std::optional<int> late_points;  // once the board holds >= late_digits digits
  int late_digits = 51;
  std::optional<int> rating_x10;
  int status_code = 4;

  int points_for(int board_digits, int plugin_default) const {
    if (late_points && board_digits >= late_digits) return *late_points;
    return points ? *points : plugin_default;
  }
  int rating_for(int plugin_default_x10) const { return rating_x10 ? *rating_x10 : plugin_default_x10; }
};

struct EngineType {
  std::string name;
  std::string description;
  std::string source;  // the file it came from
  CandidateMode candidates = CandidateMode::rebuild;
  bool priority_digit = true;
  SelectionMode selection = SelectionMode::first;
  UniquenessMode uniqueness = UniquenessMode::check;
  GradeMode grade = GradeMode::none;
  int max_steps = 0;          // 0 = no limit (every step places or eliminates, so runs end)
  int time_limit_ms = 0;      // per puzzle, CPU time: no step starts after this much, and a search that finds
                              // nothing after it ends the run step-limit, not stuck (0 = no limit)
  int preprocess_passes = 0;  // 0 = repeat until nothing changes
  std::vector<TechniqueRef> preprocess;
  std::vector<TechniqueRef> techniques;
  std::map<std::string, int> points;       // per technique id; missing: the plugin's default
  std::map<std::string, int> late_points;  // points once the board holds >= late_digits digits
  int late_digits = 51;
  std::map<std::string, int> status_codes;  // status-line code per technique id (default 4)
  std::map<std::string, int> ratings_x10;   // rating (tenths, Sudoku Explainer scale) per technique id

  /** Points of a step: late_points once the board holds late_digits, else the entry's, the map's,
   *  or `plugin_default` (the step's own points when it has them, else the technique's). */
  int points_for(const TechniqueRef& technique, int board_digits, int plugin_default) const;
  TechniqueScoring scoring_for(const TechniqueRef& technique) const;
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
