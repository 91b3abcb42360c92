// npe generate: reproducible from the seed, unique solutions, --min-clues respected.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

#include "board/puzzle_text.hpp"
#include "solver/generator.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::generator_test {
namespace {

std::vector<Puzzle> lines_of(const std::string& out) {
  std::istringstream in(out);
  return read_puzzles(in, "generated");
}

TEST(Generator, SameSeedSameOutputOtherSeedOtherOutput) {
  const auto a = test::run_npe({"generate", "--count", "5", "--seed", "42"});
  const auto b = test::run_npe({"generate", "--count", "5", "--seed", "42"});
  const auto c = test::run_npe({"generate", "--count", "5", "--seed", "43"});
  ASSERT_EQ(a.exit_code, 0) << a.err;
  EXPECT_EQ(a.out, b.out);
  EXPECT_NE(a.out, c.out);
  EXPECT_EQ(lines_of(a.out).size(), 5u);
}

TEST(Generator, PuzzlesAreUniqueAndCarryTheirSolution) {
  const auto result = test::run_npe({"generate", "--count", "20", "--seed", "7"});
  ASSERT_EQ(result.exit_code, 0);
  const auto puzzles = lines_of(result.out);
  ASSERT_EQ(puzzles.size(), 20u);
  for (const auto& puzzle : puzzles) {
    const SolutionCount count = count_solutions(puzzle.givens);
    ASSERT_TRUE(count.unique()) << puzzle.givens_line();
    ASSERT_TRUE(puzzle.solution);
    EXPECT_EQ(count.solutions[0], *puzzle.solution);
    // Minimal: removing any remaining clue loses uniqueness (no --min-clues given).
    Digits fewer = puzzle.givens;
    for (int cell = 0; cell < 81; ++cell) {
      if (fewer[cell] == 0) continue;
      fewer[cell] = 0;
      EXPECT_FALSE(count_solutions(fewer).unique()) << puzzle.givens_line() << " cell " << cell;
      fewer[cell] = puzzle.givens[cell];
    }
  }
  EXPECT_EQ(test::run_npe({"validate", "--file", "/dev/stdin"}, result.out).exit_code, 0);
}

TEST(Generator, MinCluesIsRespected) {
  const auto result = test::run_npe({"generate", "--count", "10", "--seed", "3", "--min-clues", "35"});
  ASSERT_EQ(result.exit_code, 0);
  for (const auto& puzzle : lines_of(result.out)) {
    int clues = 0;
    for (auto digit : puzzle.givens) clues += digit != 0;
    EXPECT_EQ(clues, 35) << puzzle.givens_line();  // far above the minimum a random grid needs
    EXPECT_TRUE(count_solutions(puzzle.givens).unique());
  }
}

TEST(Generator, RequireKeepsOnlyPuzzlesUsingTheTechnique) {
  const auto result = test::run_npe({"generate", "-n", "3", "--seed", "5", "--require", "cell", "-e", "npe-type1"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto puzzles = lines_of(result.out);
  ASSERT_EQ(puzzles.size(), 3u);
  for (const auto& puzzle : puzzles) {
    std::string line = puzzle.givens_line();
    const auto solve = test::run_npe({"solve", line});
    EXPECT_THAT(solve.out, ::testing::ContainsRegex("steps: .*M"));  // the seed's prefix M: a cell step
  }
}

TEST(Generator, BelowIsInRangeAndCoversIt) {
  PuzzleGenerator generator(1);
  int seen[7] = {};
  for (int i = 0; i < 7000; ++i) {
    const auto v = generator.below(7);
    ASSERT_LT(v, 7u);
    ++seen[v];
  }
  for (int count : seen) EXPECT_GT(count, 800);
}

}  // namespace
}  // namespace npe::generator_test
