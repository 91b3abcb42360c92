// How the commands run engines: isolated (worker.hpp) or in the host with the crash note
// (crash_note.hpp); either way a refused step is the run's outcome (plugin-error), not the end.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "isolation/crash_note.hpp"
#include "isolation/worker.hpp"

namespace npe {

/** The command that reruns one engine type on a puzzle (the puzzle is appended):
 *  "PROGRAM solve [--check-soundness] -e SOURCE --set K=V ...". */
std::string reproduce_command(const std::string& program, const std::string& engine_source,
                              const std::vector<std::string>& overrides, bool check_soundness);

/** Runs engines (owned by the caller) one puzzle at a time. Not thread-safe: one per thread. */
class EngineRunner {
 public:
  /** `reproduce[e]`: reproduce_command of engine e (may be empty). Every engine is made with
   *  EngineOptions::errors_as_results (else std::invalid_argument): a refused step is a result. */
  EngineRunner(std::vector<Engine*> engines, const IsolationOptions& isolation, std::vector<std::string> reproduce);
  RunResult run(std::size_t engine, const Puzzle& puzzle);

 private:
  std::vector<Engine*> engines_;
  std::unique_ptr<IsolatedRunner> isolated_;
  std::vector<std::unique_ptr<CrashNotes>> notes_;
};

}  // namespace npe
