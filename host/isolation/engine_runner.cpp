#include "isolation/engine_runner.hpp"

#include <stdexcept>

namespace npe {

std::string reproduce_command(const std::string& program, const std::string& engine_source,
                              const std::vector<std::string>& overrides, bool check_soundness) {
  std::string command =
      program + " solve" + (check_soundness ? " --check-soundness" : "") + " -e " + shell_quote(engine_source);
  for (const auto& item : overrides) command += " --set " + shell_quote(item);
  return command;
}

EngineRunner::EngineRunner(std::vector<Engine*> engines, const IsolationOptions& isolation,
                           std::vector<std::string> reproduce)
    : engines_(std::move(engines)) {
  for (const auto* engine : engines_) {
    if (!engine->options().errors_as_results) {
      throw std::invalid_argument("EngineRunner: an engine made without EngineOptions::errors_as_results");
    }
  }
  if (isolation.isolate) {
    isolated_ = std::make_unique<IsolatedRunner>(engines_, std::move(reproduce), isolation.puzzle_timeout);
    return;
  }
  for (auto* engine : engines_) notes_.push_back(std::make_unique<CrashNotes>(*engine));
}

RunResult EngineRunner::run(std::size_t engine, const Puzzle& puzzle) {
  if (isolated_) return isolated_->run(engine, puzzle);
  CrashNotes::Scope scope(*notes_.at(engine), puzzle);
  return engines_[engine]->run(puzzle);
}

}  // namespace npe
