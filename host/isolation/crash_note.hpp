// The crash note of a run that is not isolated: when a technique crashes the host (SIGSEGV, SIGBUS,
// SIGFPE, SIGILL, SIGABRT), one line on stderr names the puzzle being run, the engine type, and the
// technique and step being searched, then the signal ends the program as before (exit 139 for
// SIGSEGV in a shell). The handler is async-signal-safe: it writes only text prepared before the
// run (per engine: the technique names; per run: the puzzle) and the step number the engine stored
// in its CallSite.
//
// The same note, "npe: interrupted running ...", is written when SIGINT or SIGTERM ends a run (the
// newest run started, when several threads run), and a watchdog thread writes "npe: still running
// ... after N s" when a run has been on one step of one technique for NPE_WATCHDOG_SECONDS (default
// 30; 0 turns it off), again after twice as long, and so on.
#pragma once

#include <atomic>

#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"

namespace npe {

/** Prepared once per engine: the names the note may print. Attaches a call site to the engine. */
class CrashNotes {
 public:
  explicit CrashNotes(Engine& engine);
  CrashNotes(const CrashNotes&) = delete;
  CrashNotes& operator=(const CrashNotes&) = delete;

  /** Installs the handlers (once per process) and marks `puzzle` as this thread's current run until
   *  the returned guard ends. */
  class Scope {
   public:
    Scope(CrashNotes& notes, const Puzzle& puzzle);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    CrashNotes& notes_;
  };

  const std::string& prefix() const { return prefix_; }
  const std::vector<std::string>& names() const { return names_; }
  const CallSite& site() const { return site_; }
  std::string& puzzle_text() { return puzzle_; }
  /** Counts the runs begun (a Scope each): the watchdog tells a new run from a stalled one. */
  std::atomic<unsigned>& runs() { return runs_; }

 private:
  std::atomic<unsigned> runs_{0};
  CallSite site_;
  std::string prefix_;              // "running engine type T on puzzle " (after "npe: crashed ")
  std::vector<std::string> names_;  // per technique index: " in technique ID (who) at step "
  std::string puzzle_;              // the current run's puzzle: "ORIGIN GIVENS"
};

}  // namespace npe
