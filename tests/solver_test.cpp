// The exact solution counter: unique answers against the corpora's solutions, exact counts against
// serg_benchmark_counts (second field, ../shared/corpora/SOURCES.md), no solution, the trial limit.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "board/puzzle_text.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe {
namespace {

/** Every row, column and block holds 1..9 and the givens are kept. */
::testing::AssertionResult solves(const Digits& solution, const Digits& givens) {
  for (int house = 0; house < 27; ++house) {
    Mask seen = 0;
    for (int cell : sdk::kHouseCells[house]) {
      if (solution[cell] < 1 || solution[cell] > 9) return ::testing::AssertionFailure() << "empty cell " << cell;
      seen |= sdk::digit_bit(solution[cell]);
    }
    if (seen != sdk::kAllDigits) return ::testing::AssertionFailure() << "house " << house << " incomplete";
  }
  for (int cell = 0; cell < 81; ++cell) {
    if (givens[cell] != 0 && givens[cell] != solution[cell]) return ::testing::AssertionFailure() << "given changed";
  }
  return ::testing::AssertionSuccess();
}

TEST(Solver, FindsTheCorpusSolutionAndProvesItUnique) {
  int checked = 0;
  for (const char* file : {"top1465.txt", "forum_hardest_1106.txt", "norvig_top95.txt"}) {
    for (const auto& puzzle : read_puzzle_file(test::shared_dir() / "corpora" / file)) {
      const SolutionCount count = count_solutions(puzzle.givens);
      ASSERT_TRUE(count.unique()) << puzzle.origin;
      ASSERT_TRUE(solves(count.solutions[0], puzzle.givens)) << puzzle.origin;
      if (puzzle.solution) {
        EXPECT_EQ(count.solutions[0], *puzzle.solution) << puzzle.origin;
      }
      ++checked;
    }
  }
  EXPECT_GE(checked, 1900);
}

TEST(Solver, CountsExactlyAsSergBenchmark) {
  std::ifstream in(test::shared_dir() / "corpora" / "serg_benchmark_counts.txt");
  std::string line;
  int checked = 0;
  while (checked < 1000 && std::getline(in, line)) {
    const Puzzle puzzle = parse_puzzle_line(line.substr(0, 81));
    const int expected = std::stoi(line.substr(82));
    const SolutionCount limited = count_solutions(puzzle.givens);
    ASSERT_EQ(limited.count, 2) << line;
    ASSERT_EQ(limited.end, CountEnd::solution_limit);
    EXPECT_NE(limited.solutions[0], limited.solutions[1]);
    EXPECT_TRUE(solves(limited.solutions[0], puzzle.givens));
    EXPECT_TRUE(solves(limited.solutions[1], puzzle.givens));
    const SolutionCount exact = count_solutions(puzzle.givens, {1'000'000, 10'000'000});
    ASSERT_EQ(exact.end, CountEnd::exhausted) << line;
    ASSERT_EQ(exact.count, expected) << line;
    ++checked;
  }
  EXPECT_EQ(checked, 1000);
}

TEST(Solver, NoSolutionWhenAGivenContradictsTheOnlySolution) {
  const auto puzzles = read_puzzle_file(test::shared_dir() / "corpora" / "top1465.txt");
  Puzzle puzzle = puzzles.front();
  ASSERT_TRUE(puzzle.solution);
  Grid grid = Grid::from_digits(puzzle.givens);
  int cell = 0;  // an empty cell with a candidate other than its solution digit
  while (puzzle.givens[cell] != 0 || sdk::count_digits(grid.candidates[cell]) < 2) ++cell;
  const Mask wrong = static_cast<Mask>(grid.candidates[cell] & ~sdk::digit_bit((*puzzle.solution)[cell]));
  puzzle.givens[cell] = static_cast<std::uint8_t>(sdk::first_digit(wrong));
  const SolutionCount count = count_solutions(puzzle.givens);
  EXPECT_TRUE(count.none());
  EXPECT_FALSE(unique_solution(puzzle.givens));
}

TEST(Solver, ClashingGivensHaveNoSolution) {
  Digits givens{};
  givens[0] = givens[80] = 5;
  EXPECT_TRUE(count_solutions(givens).unique() == false);
  givens[8] = 5;  // r1c1 and r1c9
  EXPECT_TRUE(count_solutions(givens).none());
}

TEST(Solver, EmptyGridHasTwoDifferentSolutionsAndStopsAtTheTrialLimit) {
  const Digits empty{};
  const SolutionCount two = count_solutions(empty);
  EXPECT_EQ(two.count, 2);
  EXPECT_EQ(two.end, CountEnd::solution_limit);
  EXPECT_TRUE(solves(two.solutions[0], empty));
  EXPECT_TRUE(solves(two.solutions[1], empty));
  EXPECT_NE(two.solutions[0], two.solutions[1]);
  const SolutionCount limited = count_solutions(empty, {1'000'000'000, 1000});
  EXPECT_EQ(limited.end, CountEnd::trial_limit);
  EXPECT_EQ(limited.trials, 1000u);
  EXPECT_FALSE(limited.unique());
  EXPECT_FALSE(limited.none());
}

}  // namespace
}  // namespace npe
