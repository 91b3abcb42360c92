// Soundness of the uniqueness techniques on corpus puzzles with exactly one solution: no step of
// any of them removes a digit of the solution. check_step (run by search_technique when the
// solution is known) throws PluginError on such an elimination.
// Positions along a solve path of every puzzle: the givens with the singles and the simpler
// eliminations applied (pointing, claiming, naked and hidden sets 2..4: tests/fish_support.hpp),
// then up to seven times: an eighth of the empty cells filled from the solution (placed, not givens, so
// that avoidable rectangles appear), singles and simpler eliminations again.
// Puzzles: the corpus files with solutions, sx_by_rating_200each, the first 8,000 17-clue puzzles
// and the first 3,000 of forum_hardest_1905_11plus
// (solved here by the exact solver), each puzzle once; and the positions of HoDoKu's regression
// library (tests/data/reglib/reglib-dev.txt) that have one solution.
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <set>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "board/reglib_case.hpp"
#include "fish_support.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_soundness_test {
namespace {

struct Tally {
  int puzzles = 0;
  long positions = 0;
  std::map<std::string, long> steps;
  long eliminations = 0;
};

void check_position(const Grid& grid, const Digits& solution, Tally& tally) {
  ++tally.positions;
  for (const auto& id : test::uniqueness_ids()) {
    const auto steps = test::unique_steps(id, grid, {}, solution);
    tally.steps[id] += static_cast<long>(steps.size());
    for (const auto& step : steps) tally.eliminations += static_cast<long>(step.eliminations.size());
  }
}

/** Places about an eighth of the empty cells (a fixed pseudo-random choice) from the solution. */
void place_some(Grid& grid, const Digits& solution, unsigned& seed) {
  for (int cell = 0; cell < 81; ++cell) {
    seed = seed * 1103515245u + 12345u;
    if (grid.digits[cell] == 0 && (seed >> 16) % 8 == 0) grid.place(cell, solution[cell]);
  }
}

TEST(UniquenessSoundness, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA("sx_by_rating_200each.txt", "sx_easy_500.txt", "sx_medium_500.txt", "sx_hard_500.txt",
                           "sx_diabolical_500.txt", "top1465.txt", "forum_hardest_1106.txt", "norvig_easy50.txt",
                           "norvig_top95.txt", "norvig_hardest11.txt", "17clue.txt", "forum_hardest_1905_11plus.txt");
  const auto start = std::chrono::steady_clock::now();
  Tally tally;
  std::set<std::string> seen;
  struct Source {
    const char* file;
    std::size_t limit;
  };
  for (const Source source :
       {Source{"sx_by_rating_200each.txt", 0}, Source{"sx_easy_500.txt", 0}, Source{"sx_medium_500.txt", 0},
        Source{"sx_hard_500.txt", 0}, Source{"sx_diabolical_500.txt", 0}, Source{"top1465.txt", 0},
        Source{"forum_hardest_1106.txt", 0}, Source{"norvig_easy50.txt", 0}, Source{"norvig_top95.txt", 0},
        Source{"norvig_hardest11.txt", 0}, Source{"17clue.txt", 8000}, Source{"forum_hardest_1905_11plus.txt", 3000}}) {
    std::size_t taken = 0;
    const auto puzzles = read_puzzle_file(test::shared_corpus(source.file));
    const auto limit =
        static_cast<std::size_t>(test::scaled(static_cast<int>(source.limit ? source.limit : puzzles.size())));
    for (const auto& puzzle : puzzles) {
      if (taken == limit) break;
      Grid grid = Grid::from_digits(puzzle.givens);
      if (!seen.insert(grid.to_line()).second) continue;
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (!solution) continue;
      ++taken;
      ++tally.puzzles;
      unsigned seed = static_cast<unsigned>(tally.puzzles);
      for (int round = 0; round < 8 && !grid.solved(); ++round) {
        if (round > 0) place_some(grid, *solution, seed);
        fill_singles(grid);
        if (grid.solved()) break;
        ASSERT_NO_THROW(check_position(grid, *solution, tally)) << puzzle.origin << " round " << round << " (singles)";
        test::apply_simple_eliminations(grid);
        if (grid.solved()) break;
        ASSERT_NO_THROW(check_position(grid, *solution, tally)) << puzzle.origin << " round " << round;
      }
    }
  }
  // HoDoKu's regression positions (all codes; those with one solution) add the rare patterns
  // (Uniqueness Test 5 is rare on solve paths: its extra cells must share exactly one extra digit).
  const auto reglib = test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt";
  const auto reglib_cases = std::filesystem::exists(reglib) ? read_reglib_file(reglib) : std::vector<ReglibCase>{};
  for (const auto& reglib_case : reglib_cases) {
    const auto solution = unique_solution(reglib_case.grid.digits);
    if (!solution) continue;
    ASSERT_NO_THROW(check_position(reglib_case.grid, *solution, tally)) << reglib_case.origin;
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "Uniqueness soundness: " << tally.puzzles << " puzzles, " << tally.positions << " positions, "
            << tally.eliminations << " eliminations, " << seconds << " s\n";
  for (const auto& [id, count] : tally.steps) std::cout << "  " << id << ": " << count << " steps\n";
  EXPECT_GE(tally.puzzles, test::scaled(20000));
  if (test::scaled(100) < 100) return;  // a sample under the sanitizers: the rare patterns may not occur
  for (const auto& id : test::uniqueness_ids()) EXPECT_GT(tally.steps[id], 0) << id << " was never exercised";
}

TEST(UniquenessSoundness, AContradictingEliminationIsCaught) {
  // HoDoKu's Uniqueness Test 1 example (UniquenessSolver.main): a "solution" holding a removed
  // candidate must trip the host's check.
  const Grid grid =
      parse_reglib_line(
          ":0600:13:+5+2+3+9+7+8+1466+1+832+4...+4+7+9+5+6+1+38+29+5+1+6+32.+7.+86+2+49+7+5..+7+34+18526+9+38+7+"
          "21....295+8+4....+14+67+5..+2.::189 389::",
          "test")
          .grid;
  const auto solution = unique_solution(grid.digits);
  ASSERT_TRUE(solution.has_value());
  const auto steps = test::unique_steps("uniqueness.type1", grid, {}, *solution);
  ASSERT_EQ(steps.size(), 1u);
  Digits wrong = *solution;
  wrong[steps[0].eliminations[0].cell] = steps[0].eliminations[0].digit;
  EXPECT_THROW(test::unique_steps("uniqueness.type1", grid, {}, wrong), PluginError);
}

}  // namespace
}  // namespace npe::uniqueness_soundness_test
