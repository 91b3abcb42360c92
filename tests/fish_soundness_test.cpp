// Soundness of the fish plugin on corpus puzzles with a unique solution: no basic fish (size 2..7)
// and no finned or sashimi fish (size 2..7) removes a solution digit. check_step (run by
// search_technique when the solution is known) throws PluginError on such an elimination.
// Positions: every puzzle with singles filled; the hard ones (sx_hard, sx_diabolical, top1465,
// forum_hardest) also after the simpler eliminations (tests/fish_support.hpp), where fish are common.
// Puzzles: the optional corpus files with solutions (docs/corpora.md) plus sx_by_rating_200each,
// solved here by the exact solver (unique solutions only).
#include <gtest/gtest.h>

#include <chrono>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "fish_support.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::fish_soundness_test {
namespace {

struct Tally {
  int puzzles = 0;
  int positions = 0;
  long steps[2][8] = {};  // [finned][size]
  long eliminations = 0;
};

void check_position(const Grid& grid, const Digits& solution, Tally& tally) {
  ++tally.positions;
  for (int finned = 0; finned < 2; ++finned) {
    for (int n = 2; n <= 7; ++n) {
      const auto result = search_technique(test::shipped_plugins(), finned ? "fish.finned" : "fish.basic",
                                           {{"size", std::to_string(n)}}, grid, {true, false, false}, solution);
      tally.steps[finned][n] += static_cast<long>(result.steps.size());
      for (const auto& step : result.steps) tally.eliminations += static_cast<long>(step.eliminations.size());
    }
  }
}

bool hard(const std::string& file) {
  for (const char* name : {"sx_hard_500.txt", "sx_diabolical_500.txt", "top1465.txt", "forum_hardest_1106.txt"}) {
    if (file == name) return true;
  }
  return false;
}

const std::vector<std::string> kCorpora = {"sx_easy_500.txt",         "sx_medium_500.txt", "sx_hard_500.txt",
                                           "sx_diabolical_500.txt",   "top1465.txt",       "forum_hardest_1106.txt",
                                           "norvig_easy50.txt",       "norvig_top95.txt",  "norvig_hardest11.txt",
                                           "sx_by_rating_200each.txt"};

TEST(FishSoundness, NoEliminationContradictsTheSolution) {
  const auto start = std::chrono::steady_clock::now();
  NPE_NEEDS_SHARED_CORPORA(kCorpora);
  Tally tally;
  for (const auto& file : kCorpora) {
    for (const auto& puzzle : test::sampled(read_puzzle_file(test::shared_corpus(file)))) {
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (!solution) continue;
      Grid grid = Grid::from_digits(puzzle.givens);
      fill_singles(grid);
      ASSERT_NO_THROW(check_position(grid, *solution, tally)) << puzzle.origin;
      if (hard(file)) {
        test::apply_simple_eliminations(grid);
        for (int cell = 0; cell < 81; ++cell) {
          if (grid.digits[cell] != 0) {
            ASSERT_EQ(grid.digits[cell], (*solution)[cell]) << puzzle.origin;
          }
        }
        if (!grid.solved()) {
          ASSERT_NO_THROW(check_position(grid, *solution, tally)) << puzzle.origin;
        }
      }
      ++tally.puzzles;
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "Fish soundness: " << tally.puzzles << " puzzles, " << tally.positions << " positions, "
            << tally.eliminations << " eliminations, " << seconds << " s\n";
  for (int finned = 0; finned < 2; ++finned) {
    std::cout << (finned ? "  finned/sashimi steps by size:" : "  basic steps by size:");
    for (int n = 2; n <= 7; ++n) std::cout << " " << n << ":" << tally.steps[finned][n];
    std::cout << "\n";
  }
  EXPECT_GE(tally.puzzles, test::scaled(5000, 1));
  if (test::scaled(5000, 1) < 5000) return;  // the sanitizers' sample is too small to exercise every size
  for (int n = 2; n <= 4; ++n) {
    EXPECT_GT(tally.steps[0][n], 0) << "no basic fish of size " << n << " was exercised";
    EXPECT_GT(tally.steps[1][n], 0) << "no finned fish of size " << n << " was exercised";
  }
}

TEST(FishSoundness, AContradictingEliminationIsCaught) {
  // The seed's SwordFish #3 R348/C136 removes 3 from its cover columns: a "solution" holding 3 in an
  // eliminated cell must trip the check.
  Grid grid = test::grid_from("2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3");
  fill_singles(grid);
  const auto solution = unique_solution(grid.digits);
  ASSERT_TRUE(solution.has_value());
  const auto steps = search_technique(test::shipped_plugins(), "fish.basic", {{"size", "3"}}, grid, {true}, *solution);
  ASSERT_FALSE(steps.steps.empty());
  const auto target = steps.steps.front().eliminations.front();
  Digits wrong = *solution;
  wrong[target.cell] = target.digit;
  EXPECT_THROW(search_technique(test::shipped_plugins(), "fish.basic", {{"size", "3"}}, grid, {true}, wrong),
               PluginError);
}

}  // namespace
}  // namespace npe::fish_soundness_test
