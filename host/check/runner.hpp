// Runs the plugin checks on one library: the library checks, then every check of every technique,
// each in a child process (the npe program re-run with a hidden subcommand) unless in_process.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "check/checks.hpp"

namespace npe {

struct CheckRunOptions {
  CheckSettings settings;
  std::string technique;             // only this technique (empty: all)
  std::vector<std::string> checks;   // only these checks (empty: all); load.descriptors always runs
  bool in_process = false;           // run the checks here, for a debugger (a crash ends the run)
  double timeout_seconds = 60;       // per check, in the child
  double find_timeout_seconds = 20;  // per find call, in the child (0: none): a loop is reported in seconds
  bool fail_fast = false;            // stop after the first check that failed, crashed or timed out
  /** How the child is started: the program and the arguments before the check's own. */
  std::vector<std::string> child_command;
  /** Called after each check (to print progress). */
  std::function<void(const CheckResult&)> on_result;
};

struct CheckReport {
  std::string library;
  nlohmann::json plugin = nlohmann::json::object();  // id, version, abi, techniques (from load.descriptors)
  std::vector<CheckResult> results;
  std::string stopped;  // why the run stopped early (--fail-fast), empty when every check ran

  int count(CheckStatus status) const;
  /** A check failed, crashed or timed out. */
  bool failed() const;
  nlohmann::json to_json() const;
};

/** Throws InputError when the file cannot be a plugin for this program (missing, not a shared
 *  library, another architecture) or names no such technique. */
CheckReport run_plugin_checks(const CheckRunOptions& options);

/** The arguments that make a child run one check (appended to child_command); with a progress
 *  file (progress.hpp) the child notes there the position of each find call. */
std::vector<std::string> child_arguments(const CheckSettings& settings, const std::string& check,
                                         const std::string& technique, const std::filesystem::path& progress_file = {});

}  // namespace npe
