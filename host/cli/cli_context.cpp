#include "cli/cli_context.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "base/errors.hpp"
#include "isolation/engine_runner.hpp"
#include "loader/search_paths.hpp"

namespace npe::cli {

const PluginRegistry& Context::registry() {
  if (!registry_) {
    for (const auto& dir : plugin_dirs) {  // named on the command line: must exist
      std::error_code error;
      if (!std::filesystem::exists(dir, error)) throw InputError("--plugin-dir " + dir + ": no such directory");
      if (!std::filesystem::is_directory(dir, error)) throw InputError("--plugin-dir " + dir + ": not a directory");
    }
    registry_ = std::make_unique<PluginRegistry>();
    for (const auto& dir : plugin_directories(plugin_dirs)) registry_->load_directory(dir);
  }
  return *registry_;
}

void IsolationFlags::add_to(CLI::App& command) {
  command.add_flag("--isolate", isolate,
                   "run the techniques in worker processes: a crash or endless loop becomes that puzzle's outcome "
                   "(crashed, timed-out) and the run goes on (default: $NPE_ISOLATE=1)");
  command
      .add_option("--puzzle-timeout", timeout,
                  "with --isolate: seconds one engine may spend on one puzzle (default 60, $NPE_PUZZLE_TIMEOUT; "
                  "0 = no limit); implies --isolate")
      ->type_name("SECONDS")
      ->check(CLI::NonNegativeNumber);
}

IsolationOptions IsolationFlags::resolve(const Context& context) const {
  IsolationOptions options = IsolationOptions::resolve(isolate, timeout);
  for (const auto& dir : context.plugin_dirs) options.program += " --plugin-dir " + shell_quote(dir);
  return options;
}

std::string IsolationFlags::reproduce(const Context& context, const std::string& engine, const EngineTypeFlags& options,
                                      bool check_soundness) {
  std::vector<std::string> overrides = options.overrides;
  if (options.max_steps >= 0) overrides.push_back("max_steps=" + std::to_string(options.max_steps));
  return reproduce_command(IsolationFlags{}.resolve(context).program, engine, overrides, check_soundness);
}

void FailOnFlags::add_to(CLI::App& command, const std::string& default_words) {
  words = {default_words};
  command
      .add_option("--fail-on", words,
                  "outcomes that make the exit status 1: invalid, stuck, step-limit (comma-separated) or none")
      ->type_name("OUTCOMES")
      ->delimiter(',')
      ->allow_extra_args(false)
      ->capture_default_str();
}

void FailOnFlags::resolve() {
  outcomes.clear();
  for (const auto& word : words) {
    if (word == "none" || word.empty()) continue;
    const auto outcome = parse_outcome(word);
    if (!outcome || (*outcome != Outcome::invalid && *outcome != Outcome::stuck && *outcome != Outcome::step_limit)) {
      throw InputError("--fail-on " + word + ": not an outcome it takes (invalid, stuck, step-limit or none)");
    }
    outcomes.push_back(*outcome);
  }
}

bool FailOnFlags::fails(Outcome outcome) const {
  return std::find(outcomes.begin(), outcomes.end(), outcome) != outcomes.end();
}

void FailOnFlags::note(const std::string& origin, const std::string& engine, Outcome outcome,
                       const std::string& reason) {
  constexpr std::size_t kNoted = 5;
  if (!fails(outcome)) return;
  if (failed_++ < kNoted) {
    std::cerr << "npe: " << outcome_name(outcome) << ": " << (origin.empty() ? "" : origin + ": ") << "engine "
              << engine << (reason.empty() ? "" : ": " + reason) << "\n";
  }
}

int FailOnFlags::finish() const {
  if (failed_ == 0) return kOk;
  std::string names;
  for (const auto outcome : outcomes) names += (names.empty() ? "" : ", ") + std::string(outcome_name(outcome));
  std::cerr << "npe: " << failed_ << " run" << (failed_ == 1 ? "" : "s") << " ended " << names
            << " (--fail-on; --fail-on none to accept them)\n";
  return kFailed;
}

std::string technique_seconds_text(const std::vector<std::pair<std::string, double>>& seconds) {
  std::string line;
  for (const auto& [id, time] : seconds) line += fmt::format("{}{} {:.3f} s", line.empty() ? "" : ", ", id, time);
  return line;
}

void EngineTypeFlags::add_to(CLI::App& command, bool many) {
  command
      .add_option("-e,--engine", engines,
                  many ? "engine type (repeatable): a YAML file, or the name of a shipped one (default npe-type1)"
                       : "engine type: a YAML file, or the name of a shipped one (default npe-type1)")
      ->allow_extra_args(false)
      ->capture_default_str();
  single_engine = !many;
  command.add_option("--set", overrides, "override an engine-type key, e.g. --set priority_digit=false")
      ->type_name("KEY=VALUE")
      ->allow_extra_args(false);
  command.add_option("--max-steps", max_steps, "stop after N steps (0 = no limit; default from the engine type)")
      ->check(CLI::Range(0, 100000));
}

std::vector<EngineType> EngineTypeFlags::load() const {
  if (single_engine && engines.size() != 1) throw InputError("give one --engine");
  std::vector<EngineType> types;
  for (const auto& engine : engines) {
    types.push_back(load_engine_type(resolve_engine(engine), overrides));
    if (max_steps >= 0) types.back().max_steps = max_steps;
  }
  return types;
}

void PuzzleOptions::add_to(CLI::App& command) {
  command.add_option("puzzle", puzzles,
                     "puzzle: 81 characters ('.' or 0 empty), or 9 rows separated by '/' ('-' empty)");
  command
      .add_option("-f,--file", files,
                  "file of puzzles: one 81-character line each (more fields allowed), "
                  "or 9-line grids")
      ->allow_extra_args(false);
}

std::vector<Puzzle> PuzzleOptions::read() const {
  std::vector<Puzzle> all;
  for (const auto& text : puzzles) all.push_back(parse_puzzle_argument(text));
  for (const auto& file : files) {
    for (auto& puzzle : read_puzzle_file(file)) all.push_back(std::move(puzzle));
  }
  if (all.empty()) throw InputError("no puzzle given (pass a puzzle or --file FILE)");
  return all;
}

}  // namespace npe::cli
