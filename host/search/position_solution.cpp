#include "search/position_solution.hpp"

#include "solver/solver.hpp"

namespace npe {

PositionSolution solve_position(const Grid& grid) {
  const SolutionCount count = count_solutions(grid.digits);
  PositionSolution result;
  result.unique = count.unique();
  if (!result.unique) return result;
  const Digits& solution = count.solutions[0];
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (grid.digits[cell] == 0 && !sdk::has_digit(grid.candidates[cell], solution[cell])) return result;
  }
  result.solution = solution;
  return result;
}

}  // namespace npe
