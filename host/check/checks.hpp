// `npe check-plugin`: named checks of one technique plugin library, in the spirit of pluginval and
// clap-validator. Each check looks at the library as a whole or at one of its techniques and ends
// passed, failed or skipped with a reason; the runner (runner.hpp) adds crashed and
// timed-out when it runs a check in a child process.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace npe {

enum class CheckStatus { passed, failed, crashed, timed_out, skipped };

/** "passed", "failed", "crashed", "timed-out", "skipped". */
std::string status_name(CheckStatus status);
/** The inverse of status_name; throws InputError for another word. */
CheckStatus status_from_name(const std::string& name);

struct CheckResult {
  std::string check;      // "behaviour.sound"
  std::string technique;  // technique id, empty for a library check
  CheckStatus status = CheckStatus::passed;
  std::string reason;                                 // one line: why it failed or was skipped, or what it covered
  std::vector<std::string> warnings;                  // passed, but worth a look (a slow technique)
  nlohmann::json metrics = nlohmann::json::object();  // numbers measured (positions, steps, microseconds)
  double seconds = 0;                                 // wall time of the check

  nlohmann::json to_json() const;
  static CheckResult from_json(const nlohmann::json& json);
};

/** The seed of the randomised checks when none is given (--seed). */
inline constexpr std::uint32_t kDefaultCheckSeed = 20261201;

/** What a check works on. */
struct CheckSettings {
  std::filesystem::path library;
  int strictness = 5;                                // 1..10, see corpus_budget()
  std::vector<std::filesystem::path> corpus;         // puzzle files; empty = the shipped puzzles
  std::filesystem::path reglib;                      // HoDoKu reglib file for external.reglib; empty = skipped
  std::vector<std::filesystem::path> plugin_search;  // load.id_clash: the plugin directories npe loads
  std::uint32_t seed = kDefaultCheckSeed;            // the randomised checks' seed (missed.symmetry's transformations)
  int min_steps = 1;  // behaviour.sound fails when the technique finds fewer steps on the corpus (--min-steps)
  std::map<std::string, int> technique_min_steps;  // per technique id, instead of min_steps (--min-steps ID=N)

  /** The threshold of `technique`: its own, else min_steps. */
  int min_steps_of(const std::string& technique) const {
    const auto found = technique_min_steps.find(technique);
    return found != technique_min_steps.end() ? found->second : min_steps;
  }
};

/** A check failed: thrown inside a check, turned into a failed result with the message. */
struct CheckFailure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct CheckDefinition {
  std::string name;
  bool per_technique = false;  // run once per technique (else once for the library)
  std::string summary;         // one line for the documentation and --list
  /** Runs the check; `technique` is empty for a library check. Returns the result (status passed
   *  or skipped); a CheckFailure or any other exception becomes a failed result. */
  std::function<CheckResult(const CheckSettings& settings, const std::string& technique)> run;
};

/** Every check, in the order they run: loading first, then parameters, behaviour, missed instances,
 *  external cases, performance and thread safety. */
const std::vector<CheckDefinition>& plugin_checks();

/** The check of that name, or nullptr. */
const CheckDefinition* find_plugin_check(const std::string& name);

/** Runs one check in this process, timing it and turning exceptions into failed results. */
CheckResult run_check_here(const CheckDefinition& check, const CheckSettings& settings, const std::string& technique);

// The check groups, each defined in its own file (load_checks.cpp, parameter_checks.cpp,
// behaviour_checks.cpp, key_digit_checks.cpp, bands_checks.cpp, missed_checks.cpp, external_checks.cpp).
std::vector<CheckDefinition> load_checks();
std::vector<CheckDefinition> parameter_checks();
std::vector<CheckDefinition> behaviour_checks();
std::vector<CheckDefinition> key_digit_checks();
std::vector<CheckDefinition> bands_checks();
std::vector<CheckDefinition> missed_checks();
std::vector<CheckDefinition> external_checks();

}  // namespace npe
