// What the exact solver says of a position: whether its digits have one solution, and the solution
// every step found on it can be checked against (find, show, the workbench).
#pragma once

#include <optional>

#include "board/grid.hpp"

namespace npe {

struct PositionSolution {
  bool unique = false;  // the givens have exactly one solution (the puzzle is unique)
  /** That solution, when the position agrees with it: each placed digit is the solution's and each
   *  empty cell keeps the solution's digit as a candidate. A position that lost a solution digit (an
   *  unsound step made it, or its digits belong to another puzzle) has none: no step on it can be
   *  judged against the solution. */
  std::optional<Digits> solution;
};

/** Solves the position's givens (board/marked_digits.hpp: every placed digit when the position
 *  does not say which are givens). */
PositionSolution solve_position(const Grid& grid);

}  // namespace npe
