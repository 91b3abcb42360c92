// Soundness of the LockedSet plugin on corpus puzzles with a unique solution: with the singles
// filled, no naked or hidden set of order 2..7 removes a solution digit. check_step (run by
// search_technique when the solution is known) throws PluginError on such an elimination.
// Puzzles: the optional corpus files that carry solutions (tdoku/qqwing-checked, docs/corpora.md)
// plus sx_by_rating_200each, solved here by the exact solver (unique solutions only).
#include <gtest/gtest.h>

#include <chrono>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::locked_set_soundness_test {
namespace {

struct Tally {
  int puzzles = 0;
  int positions_with_sets = 0;
  long steps = 0;
  long eliminations = 0;
};

void check_position(const Grid& grid, const Digits& solution, Tally& tally) {
  bool any = false;
  for (int n = 2; n <= 7; ++n) {
    for (const char* id : {"locked_set.naked", "locked_set.hidden"}) {
      const auto result = search_technique(test::shipped_plugins(), id, {{"size", std::to_string(n)}}, grid,
                                           {true, false, false}, solution);
      tally.steps += static_cast<long>(result.steps.size());
      for (const auto& step : result.steps) tally.eliminations += static_cast<long>(step.eliminations.size());
      any |= !result.steps.empty();
    }
  }
  tally.positions_with_sets += any;
}

const std::vector<std::string> kCorpora = {"sx_easy_500.txt",         "sx_medium_500.txt", "sx_hard_500.txt",
                                           "sx_diabolical_500.txt",   "top1465.txt",       "forum_hardest_1106.txt",
                                           "norvig_easy50.txt",       "norvig_top95.txt",  "norvig_hardest11.txt",
                                           "sx_by_rating_200each.txt"};

TEST(LockedSetSoundness, NoEliminationContradictsTheSolution) {
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
      for (int cell = 0; cell < 81; ++cell) {
        if (grid.digits[cell] != 0) {
          ASSERT_EQ(grid.digits[cell], (*solution)[cell]) << puzzle.origin;
        }
      }
      ASSERT_NO_THROW(check_position(grid, *solution, tally)) << puzzle.origin;
      ++tally.puzzles;
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "LockedSet soundness: " << tally.puzzles << " puzzles, " << tally.positions_with_sets
            << " positions with sets, " << tally.steps << " steps, " << tally.eliminations << " eliminations, "
            << seconds << " s\n";
  EXPECT_GE(tally.puzzles, test::scaled(5000, 1));
  EXPECT_GT(tally.steps, 0);
}

TEST(LockedSetSoundness, AContradictingEliminationIsCaught) {
  // The seed's hidden pair r19c8 #16 removes 3 and 9 from r1c8: a "solution" with 9 there must trip it.
  Grid grid = test::grid_from("...857.....736.2...6...48..142..86..57......26.35..47..216.3........1.......2....");
  fill_singles(grid);
  const auto solution = unique_solution(grid.digits);
  ASSERT_TRUE(solution.has_value());
  Digits wrong = *solution;
  wrong[7] = 9;
  EXPECT_NO_THROW(search_technique(test::shipped_plugins(), "locked_set.hidden", {}, grid, {true}, *solution));
  EXPECT_THROW(search_technique(test::shipped_plugins(), "locked_set.hidden", {}, grid, {true}, wrong), PluginError);
}

}  // namespace
}  // namespace npe::locked_set_soundness_test
