// State shared by the CLI commands: global options and the plugin registry, loaded on demand.
#pragma once

#include <CLI/CLI.hpp>

#include <memory>
#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "isolation/worker.hpp"
#include "loader/plugin_registry.hpp"

namespace npe::cli {

/** Exit codes of every command (README.md, Exit status). kPluginFailure: a plugin misbehaved — was
 *  refused at load, or a step of it was refused, or (isolated runs) it crashed or timed out; the
 *  other puzzles' results are complete. */
enum ExitCode { kOk = 0, kFailed = 1, kBadInput = 2, kPluginFailure = 3 };

struct Context {
  std::vector<std::string> plugin_dirs;
  int exit_code = kOk;

  /** Loads the plugins once (refusals are logged as warnings). */
  const PluginRegistry& registry();

 private:
  std::unique_ptr<PluginRegistry> registry_;
};

/** Options that choose engine types: --engine (repeatable where `many`), --set, --max-steps. */
struct EngineTypeFlags {
  std::vector<std::string> engines{"npe-type1"};
  std::vector<std::string> overrides;
  int max_steps = -1;
  bool single_engine = false;

  void add_to(CLI::App& command, bool many);
  /** Loads each type (resolving names), applying --set and --max-steps. */
  std::vector<EngineType> load() const;
};

/** --isolate and --puzzle-timeout (solve, compare, fixture check), with NPE_ISOLATE and
 *  NPE_PUZZLE_TIMEOUT as defaults (host/isolation/worker.hpp). */
struct IsolationFlags {
  bool isolate = false;
  double timeout = -1;

  void add_to(CLI::App& command);
  IsolationOptions resolve(const Context& context) const;
  /** The command rerunning `engine` (as the options chose it) on a puzzle. */
  static std::string reproduce(const Context& context, const std::string& engine, const EngineTypeFlags& options,
                               bool check_soundness);
};

/** --fail-on OUTCOMES (solve, compare, fixture check): the outcomes that make the exit status 1 —
 *  invalid, stuck, step-limit (comma-separated, repeatable), or none. A plugin's failure (exit 3)
 *  wins over them. */
struct FailOnFlags {
  std::vector<std::string> words;
  std::vector<Outcome> outcomes;  // resolved from words by resolve()

  void add_to(CLI::App& command, const std::string& default_words);
  /** Parses the words; throws InputError for an unknown one. */
  void resolve();
  bool fails(Outcome outcome) const;
  /** Notes the first few failing runs on stderr ("npe: invalid: ORIGIN: engine E: REASON") and
   *  returns kFailed when one was noted, else kOk; call once per run, then finish(). */
  void note(const std::string& origin, const std::string& engine, Outcome outcome, const std::string& reason);
  int finish() const;

 private:
  std::size_t failed_ = 0;
};

/** "box 0.012 s, row 0.003 s": the time spent in each technique's find calls (--timings). */
std::string technique_seconds_text(const std::vector<std::pair<std::string, double>>& seconds);

/** Puzzles from positional arguments and --file options, in that order. */
struct PuzzleOptions {
  std::vector<std::string> puzzles;
  std::vector<std::string> files;

  void add_to(CLI::App& command);
  std::vector<Puzzle> read() const;
};

void register_plugins_command(CLI::App& app, Context& context);
void register_solve_command(CLI::App& app, Context& context);
void register_fixture_command(CLI::App& app, Context& context);
void register_find_command(CLI::App& app, Context& context);
void register_check_plugin_command(CLI::App& app, Context& context);
void register_compare_command(CLI::App& app, Context& context);  // compare and corpora
void register_show_command(CLI::App& app, Context& context);
void register_trace_command(CLI::App& app, Context& context);
void register_validate_command(CLI::App& app, Context& context);
void register_generate_command(CLI::App& app, Context& context);
void register_reglib_command(CLI::App& app, Context& context);
void register_rate_command(CLI::App& app, Context& context);
void register_serve_command(CLI::App& app, Context& context);
void register_mine_command(CLI::App& app, Context& context);

}  // namespace npe::cli
