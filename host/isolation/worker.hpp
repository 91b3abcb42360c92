// Isolated runs: engines run in a worker process (forked, through the runner's nursery, from the
// host when the runner was created, so it holds copies of the host's engines and loaded plugins),
// one puzzle per request over a pipe. A crash or a run longer
// than the timeout ends the worker, not the host: that run's outcome is `crashed` or `timed-out`,
// naming the technique and step it was in (the engine's CallSite, in memory shared with the
// worker) and a command that reproduces it; the next run starts a fresh worker. docs/isolation.md.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "isolation/isolated_call.hpp"

namespace npe {

struct IsolationOptions {
  bool isolate = false;
  double puzzle_timeout = 60;   // seconds per run of one engine on one puzzle; 0 = no limit
  std::string program = "npe";  // with its global options (--plugin-dir), for reproducing commands

  /** --isolate / --puzzle-timeout given on the command line, else NPE_ISOLATE=1 and
   *  NPE_PUZZLE_TIMEOUT=SECONDS from the environment; a timeout given implies isolation. */
  static IsolationOptions resolve(bool isolate_flag, double timeout_flag);
};

/** Runs engines (one per engine type, owned by the caller, which never runs them itself while this
 *  lives) in one worker process. Create it before the threads that use it start (nursery.hpp). `reproduce[e]` is the
 * command that reruns engine e on a puzzle, to which the puzzle text is appended. Not thread-safe: one runner per
 * thread. */
class IsolatedRunner {
 public:
  IsolatedRunner(std::vector<Engine*> engines, std::vector<std::string> reproduce, double puzzle_timeout);
  ~IsolatedRunner();
  IsolatedRunner(const IsolatedRunner&) = delete;
  IsolatedRunner& operator=(const IsolatedRunner&) = delete;

  /** Engine `engine`'s run of `puzzle`; a crash or timeout is the run's outcome. */
  RunResult run(std::size_t engine, const Puzzle& puzzle);
  /** Workers started so far (the first and one after each crash or timeout). */
  int workers_started() const;

 private:
  RunResult failure(std::size_t engine, const Puzzle& puzzle, Outcome outcome, const IsolatedCall::Reply& reply) const;

  std::vector<Engine*> engines_;
  std::vector<std::string> reproduce_;
  double timeout_;
  std::unique_ptr<IsolatedCall> call_;  // last: its worker copies the members above
};

/** Shell-quotes `text` for a reproducing command ('...' when it holds anything but [A-Za-z0-9_./=:-]). */
std::string shell_quote(const std::string& text);

/** The puzzle as a command-line argument: the givens, and the solution when known. */
std::string puzzle_argument(const Puzzle& puzzle);

}  // namespace npe
