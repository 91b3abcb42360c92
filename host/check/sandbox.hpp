// Runs a program as a sandbox for one plugin check: a child process (posix_spawn) in its own
// process group, killed when it outlives a timeout. The child writes its result to file
// descriptor 3; what it prints on stdout and stderr is kept (the tail) for the report.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace npe {

struct SandboxOutcome {
  enum class End { exited, signaled, timed_out };
  End end = End::exited;
  int exit_code = 0;   // when exited
  int signal = 0;      // when signaled
  std::string result;  // everything the child wrote to fd 3
  std::string output;  // the last few kilobytes of its stdout and stderr
  double seconds = 0;
  bool stalled = false;  // timed out because `stalled` said so, before the timeout

  /** "killed by signal 11 (Segmentation fault)", "exit code 2", "timed out after 5 s". */
  std::string describe() const;
};

/** The file descriptor the child writes its result to. */
inline constexpr int kSandboxResultFd = 3;

/** Runs `arguments` (arguments[0] is the program path) and waits at most `timeout_seconds`; the
 *  child is also killed (timed_out, `stalled` set) as soon as `stalled`, asked about once a second,
 *  returns true. Throws std::runtime_error when the program cannot be started. */
SandboxOutcome run_in_sandbox(const std::vector<std::string>& arguments, double timeout_seconds,
                              const std::function<bool()>& stalled = {});

}  // namespace npe
