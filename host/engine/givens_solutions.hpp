// What the exact solver says about a puzzle's givens, asked at most once a run: Engine::run needs it
// for the solution to check steps against (check_soundness), for whether the puzzle is unique
// (uniqueness techniques) and to blame a step of a run that turned invalid; each asks this object.
#pragma once

#include "board/grid.hpp"

namespace npe {

class GivensSolutions {
 public:
  /** `givens` must outlive this object. Nothing is solved until a question is asked. */
  explicit GivensSolutions(const Digits& givens) : givens_(givens) {}

  /** Exactly one solution. */
  bool unique() { return count().found == 1 && count().exhausted; }
  /** No solution at all (the search finished without one). */
  bool none() { return count().found == 0 && count().exhausted; }
  /** The search stopped at the trial limit before finding a solution: nothing is known. */
  bool undecided() { return count().found == 0 && !count().exhausted; }
  /** The solution, when unique(). */
  const Digits& solution() { return count().first; }

 private:
  struct Count {
    int found = 0;          // solutions found, up to 2 (count_solutions' default)
    bool exhausted = true;  // the search ran to its end: `found` is the count, not a lower bound
    Digits first{};         // the first solution found
  };
  const Count& count();

  const Digits& givens_;
  bool counted_ = false;
  Count count_;
};

}  // namespace npe
