// The exact solution counter: unique answers against the corpora's solutions, exact counts against
// serg_benchmark_counts (second field; tests/data/corpora/README.md), no solution, the trial limit.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "board/puzzle_text.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::solver_test {
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

/** Puzzles checked: each has one solution, the one its file gives. */
int check_unique_solutions(const std::vector<std::filesystem::path>& files) {
  int checked = 0;
  for (const auto& file : files) {
    for (const auto& puzzle : read_puzzle_file(file)) {
      const SolutionCount count = count_solutions(puzzle.givens);
      EXPECT_TRUE(count.unique()) << puzzle.origin;
      if (!count.unique()) continue;
      EXPECT_TRUE(solves(count.solutions[0], puzzle.givens)) << puzzle.origin;
      if (puzzle.solution) {
        EXPECT_EQ(count.solutions[0], *puzzle.solution) << puzzle.origin;
      }
      ++checked;
    }
  }
  return checked;
}

TEST(Solver, FindsTheShippedSolutionsAndProvesThemUnique) {
  std::vector<std::filesystem::path> files;
  for (const char* name : {"norvig_easy", "sx_easy", "sx_medium", "sx_hard", "top1465"}) {
    files.push_back(test::source_dir() / "fixtures" / "puzzles" / (std::string(name) + ".txt"));
  }
  EXPECT_EQ(check_unique_solutions(files), 210);
}

TEST(Solver, FindsTheCorpusSolutionAndProvesItUnique) {
  NPE_NEEDS_SHARED_CORPORA("top1465.txt", "forum_hardest_1106.txt", "norvig_top95.txt");
  EXPECT_GE(check_unique_solutions({test::shared_corpus("top1465.txt"), test::shared_corpus("forum_hardest_1106.txt"),
                                    test::shared_corpus("norvig_top95.txt")}),
            1900);
}

TEST(Solver, CountsExactlyAsSergBenchmark) {
  // The first 200 puzzles of serg_benchmark_counts, each with its exact solution count.
  std::ifstream in(test::data_file("corpora/serg_benchmark_counts_200.txt"));
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
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
  EXPECT_EQ(checked, 200);
}

TEST(Solver, NoSolutionWhenAGivenContradictsTheOnlySolution) {
  const auto puzzles = read_puzzle_file(test::source_dir() / "fixtures" / "puzzles" / "top1465.txt");
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
}  // namespace npe::solver_test
