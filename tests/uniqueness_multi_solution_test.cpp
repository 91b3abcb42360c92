// Puzzles with two or more solutions (the optional serg_benchmark_counts.txt, docs/corpora.md: 81 characters,
// then the exact solution count): the uniqueness techniques must find nothing unless the host says
// the puzzle has one solution. With that fact wrongly set they do fire, and some of their steps
// remove a digit of a solution: the reason the engine decides uniqueness (or reports an assumption
// that turned out false) instead of trusting it silently.
// Positions: the givens after the singles and the simpler eliminations (tests/fish_support.hpp; all
// of them hold in every solution), then twice an eighth of the empty cells filled from the first
// solution, singles and simpler eliminations again.
#include <gtest/gtest.h>

#include <fstream>

#include "board/puzzle_text.hpp"
#include "fish_support.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_multi_solution_test {
namespace {

TEST(UniquenessMultiSolution, NothingFiresWhenUniquenessIsNotKnown) {
  NPE_NEEDS_SHARED_CORPORA("serg_benchmark_counts.txt");
  const auto path = test::shared_corpus("serg_benchmark_counts.txt");
  const auto puzzles = read_puzzle_file(path);
  int taken = 0, positions = 0;
  long assumed_steps = 0, solution_removed = 0;
  const int limit = test::scaled(static_cast<int>(puzzles.size()));
  for (const auto& puzzle : puzzles) {
    if (taken == limit) break;
    const SolutionCount count = count_solutions(puzzle.givens);
    ASSERT_TRUE(count.multiple()) << puzzle.origin;
    ++taken;
    Grid grid = Grid::from_digits(puzzle.givens);
    unsigned seed = static_cast<unsigned>(taken);
    for (int round = 0; round < 3 && !grid.solved(); ++round) {
      if (round > 0) {
        for (int cell = 0; cell < 81; ++cell) {
          seed = seed * 1103515245u + 12345u;
          if (grid.digits[cell] == 0 && (seed >> 16) % 8 == 0) grid.place(cell, count.solutions[0][cell]);
        }
      }
      fill_singles(grid);
      test::apply_simple_eliminations(grid);
      if (grid.solved()) break;
      ++positions;
      for (const auto& id : test::uniqueness_ids()) {
        const auto unknown =
            search_technique(test::shipped_plugins(), id, {}, test::with_uniqueness(grid, false), {true});
        EXPECT_TRUE(unknown.steps.empty()) << id << " fired on " << puzzle.origin << " without the fact";
        for (const auto& step : test::unique_steps(id, grid)) {
          ++assumed_steps;
          bool removes = false;
          for (const auto& e : step.eliminations) {
            removes |= count.solutions[0][e.cell] == e.digit || count.solutions[1][e.cell] == e.digit;
          }
          solution_removed += removes;
        }
      }
    }
  }
  std::cout << "Multi-solution puzzles: " << taken << " puzzles, " << positions << " positions; with the fact set "
            << "wrongly: " << assumed_steps << " uniqueness steps, " << solution_removed
            << " of them remove a digit of one of two known solutions\n";
  EXPECT_EQ(taken, test::scaled(10000));
  EXPECT_GT(positions, taken);
  EXPECT_GT(solution_removed, 0);
}

}  // namespace
}  // namespace npe::uniqueness_multi_solution_test
