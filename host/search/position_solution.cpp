#include "search/position_solution.hpp"

#include "board/marked_digits.hpp"
#include "solver/solver.hpp"

namespace npe {

PositionSolution solve_position(const Grid& grid) {
  const SolutionCount count = count_solutions(given_digits(grid));
  PositionSolution result;
  result.unique = count.unique();
  if (!result.unique) return result;
  const Digits& solution = count.solutions[0];
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    const bool kept = grid.digits[cell] != 0 ? grid.digits[cell] == solution[cell]
                                             : sdk::has_digit(grid.candidates[cell], solution[cell]);
    if (!kept) return result;
  }
  result.solution = solution;
  return result;
}

}  // namespace npe
