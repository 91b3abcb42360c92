// What the exact solver says of a position: whether its digits have one solution, and the solution
// every step found on it can be checked against (find, show, the workbench).
#pragma once

#include <optional>

#include "board/grid.hpp"

namespace npe {

struct PositionSolution {
  bool unique = false;  // the digits have exactly one solution
  /** That solution, when the position agrees with it: each empty cell keeps the solution's digit as
   *  a candidate. A position whose candidates lost a solution digit (an unsound step made it, or its
   *  digits belong to another puzzle) has none: no step on it can be judged against the solution. */
  std::optional<Digits> solution;
};

/** Solves the position's digits (all of them, givens or placed: a digit placed soundly leaves the
 *  solution as it was). */
PositionSolution solve_position(const Grid& grid);

}  // namespace npe
