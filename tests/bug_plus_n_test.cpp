// uniqueness.bug_plus_n (docs/techniques.md "Uniqueness", BUG + n): HoDoKu's BUG + 1 example with a
// second extra candidate, as a hand-made position with its text; positions made from every BUG + 1
// case of HoDoKu's regression library (tests/data/reglib/reglib-dev.txt, 0610) by adding one or two
// candidates that are not the solution's: find-all equals a reference search written here from the
// definition (every way to keep two candidates per cell, the BUG tested afresh, no pruning), every step
// passes the host's checks (its deadly pattern's fillings) and agrees with the solution, and nothing is
// found without the uniqueness fact.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "patterns_support.hpp"
#include "rank_logic_support.hpp"
#include "uniqueness_support.hpp"

namespace npe::bug_plus_n_test {
namespace {

constexpr const char* kId = "uniqueness.bug_plus_n";

int at(const char* name) { return (name[1] - '1') * 9 + (name[3] - '1'); }  // "r4c7"

/** HoDoKu's BUG + 1 example (UniquenessSolver.main; reglib 0610): r6c5 = {1,5,9}, every other empty
 *  cell bivalue, the 1 thrice in r6c5's houses. */
Grid hodoku_bug_plus_one() {
  const std::string line =
      ":0610::8+4+9325+6+1+77+3+2+8..9+4+5+5+6+1+7..+32+8+49327+85+61+1+5+7.3.8+9+2+2+86...+4+7+3+9+7+8..+213+4+3+149+"
      "87+2566+2+5..+"
      "3+7+8+9::565 965::";
  return parse_reglib_line(line, "test").grid;
}

TEST(BugPlusN, HoDoKusExampleWithASecondExtra) {
  Grid grid = hodoku_bug_plus_one();
  const auto solution = unique_solution(grid.digits);
  ASSERT_TRUE(solution.has_value());
  // As it is, a BUG + 1: left to uniqueness.bug1.
  EXPECT_TRUE(test::unique_steps(kId, grid).empty());
  // r6c6 = {1,9} gets a 5 (not its solution digit, 9): row 6 then holds 1 and 5 thrice. Keeping {5,9}
  // in r6c5 and {1,9} in r6c6 leaves a BUG (the only way: any other pair puts a digit thrice in row 6
  // or column 5), so 1 in r6c5 or 5 in r6c6 is true: r6c5 loses the 5 (same cell as one, a peer of the
  // other's 5) and r6c6 the 1.
  grid.candidates[at("r6c6")] |= sdk::digit_bit(5);
  const auto steps = test::unique_steps(kId, grid, {}, solution);
  EXPECT_EQ(test::texts(steps),
            std::vector<std::string>{"Bivalue Universal Grave + 2, guardians 1r6c5 5r6c6 => r6c5<>5, r6c6<>1"});
  ASSERT_EQ(steps.size(), 1u);
  // The host's own check of the step (its deadly pattern: every filling of the 13 empty cells without
  // the guardians has its swap), as every command runs it.
  EXPECT_EQ(test::check_steps(steps, test::with_uniqueness(grid, true), solution), 1);
  EXPECT_THROW(check_step(steps[0], test::with_uniqueness(grid, false), solution, "test"),
               std::exception);  // not known unique
  // Without the uniqueness fact, or with a naked single somewhere (the BUG's count breaks), nothing.
  EXPECT_TRUE(
      search_technique(test::shipped_plugins(), kId, {}, test::with_uniqueness(grid, false), {true}).steps.empty());
  grid.candidates[at("r7c4")] = sdk::digit_bit(solution->at(at("r7c4")));
  EXPECT_TRUE(test::unique_steps(kId, grid).empty());
}

// ---- reference: every instance from the definition ----------------------------------------------

/** Every choice of two kept candidates per empty cell (cells with two keep both) whose kept candidates
 *  put each digit in 0 or 2 cells of every house; per choice, the candidates every extra excludes. */
std::set<std::string> reference(const Grid& g, int max_extras) {
  std::vector<int> cells;
  int extras = 0;
  for (int c = 0; c < 81; ++c) {
    if (g.digits[c] != 0) continue;
    const int n = sdk::count_digits(g.candidates[c]);
    if (n < 2) return {};
    cells.push_back(c);
    extras += n - 2;
  }
  if (extras < 2 || extras > max_extras) return {};
  std::set<std::string> found;
  std::vector<std::vector<Mask>> pairs;
  for (const int c : cells) {
    std::vector<Mask> options;
    for (int a = 1; a <= 9; ++a) {
      for (int b = a + 1; b <= 9; ++b) {
        const auto pair = static_cast<Mask>(sdk::digit_bit(a) | sdk::digit_bit(b));
        if ((g.candidates[c] & pair) == pair) options.push_back(pair);
      }
    }
    pairs.push_back(options);
  }
  std::vector<std::size_t> index(cells.size(), 0);
  while (true) {
    int count[27][10] = {};
    for (std::size_t i = 0; i < cells.size(); ++i) {
      for (int house = 0; house < 27; ++house) {
        for (const int c : sdk::kHouseCells[house]) {
          if (c != cells[i]) continue;
          for (int d = 1; d <= 9; ++d) count[house][d] += sdk::has_digit(pairs[i][index[i]], d) ? 1 : 0;
        }
      }
    }
    bool bug = true;
    for (const auto& house : count) {
      for (const int n : house) bug = bug && (n == 0 || n == 2);
    }
    if (bug) {
      std::vector<std::pair<int, int>> guardians;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        for (int d = 1; d <= 9; ++d) {
          if (sdk::has_digit(g.candidates[cells[i]], d) && !sdk::has_digit(pairs[i][index[i]], d))
            guardians.push_back({cells[i], d});
        }
      }
      std::string effect;
      for (const int x : cells) {
        for (int d = 1; d <= 9; ++d) {
          if (!sdk::has_digit(g.candidates[x], d)) continue;
          bool all = true;
          for (const auto& [gc, gd] : guardians) all = all && (x == gc ? d != gd : d == gd && sdk::sees(x, gc));
          if (all) effect += cell_name(x) + "<>" + std::to_string(d) + " ";
        }
      }
      if (!effect.empty()) found.insert(effect);
    }
    std::size_t i = 0;
    while (i < cells.size() && ++index[i] == pairs[i].size()) index[i++] = 0;
    if (i == cells.size()) break;
  }
  return found;
}

/** Positions from HoDoKu's BUG + 1 cases: one wrong candidate added to an empty cell, or two to two
 *  cells (every 5th such pair), with the case's solution. */
std::vector<std::pair<Grid, Digits>> made_positions() {
  std::vector<std::pair<Grid, Digits>> positions;
  for (const auto& reglib : test::reglib_dev()) {
    if (reglib.technique != "0610" || reglib.fail_case()) continue;
    const auto solution = unique_solution(reglib.grid.digits);
    if (!solution) continue;
    std::vector<std::pair<int, int>> wrong;  // (cell, digit) not a candidate and not the solution's
    for (int c = 0; c < 81; ++c) {
      if (reglib.grid.digits[c] != 0) continue;
      for (int d = 1; d <= 9; ++d) {
        if (!sdk::has_digit(reglib.grid.candidates[c], d) && (*solution)[c] != d) wrong.push_back({c, d});
      }
    }
    for (std::size_t i = 0; i < wrong.size(); ++i) {
      Grid one = reglib.grid;
      one.candidates[wrong[i].first] |= sdk::digit_bit(wrong[i].second);
      positions.push_back({one, *solution});
      for (std::size_t j = i + 1; j < wrong.size(); j += 5) {
        Grid two = one;
        two.candidates[wrong[j].first] |= sdk::digit_bit(wrong[j].second);
        positions.push_back({two, *solution});
      }
    }
  }
  return positions;
}

TEST(BugPlusN, FindAllIsTheReferenceAndSoundOnPositionsMadeFromHoDoKusCases) {
  const auto positions = made_positions();
  ASSERT_GT(positions.size(), 500u);
  // All in the Release build; an evenly spread part under the sanitizers (test::scaled).
  const std::size_t stride =
      positions.size() / static_cast<std::size_t>(test::scaled(static_cast<int>(positions.size()), 500));
  int steps_found = 0, with_steps = 0;
  for (std::size_t i = 0; i < positions.size(); i += std::max<std::size_t>(stride, 1)) {
    const auto& [grid, solution] = positions[i];
    const auto steps =
        test::unique_steps(kId, grid, {}, solution);  // each checked by the host, and against the solution
    steps_found += static_cast<int>(steps.size());
    with_steps += steps.empty() ? 0 : 1;
    std::set<std::string> effects;
    for (const auto& step : steps)
      effects.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
    EXPECT_EQ(effects, reference(grid, 8)) << grid.to_line();
    EXPECT_TRUE(
        search_technique(test::shipped_plugins(), kId, {}, test::with_uniqueness(grid, false), {true}).steps.empty());
  }
  std::cout << positions.size() << " positions, " << with_steps << " with a BUG + n, " << steps_found << " steps\n";
  EXPECT_GT(with_steps, test::scaled(50, 5));
}

// The symmetry check (check-plugin's missed.symmetry, whose shipped corpus holds no BUG + n): on every
// 10th made position, transposed and with its digits relabelled (d -> 10 - d), find-all's effects are
// the original's, transformed.
TEST(BugPlusN, FindAllMovesWithTheGridsSymmetries) {
  const auto positions = made_positions();
  int compared = 0;
  for (std::size_t i = 0; i < positions.size(); i += 10) {
    const Grid& grid = positions[i].first;
    const Grid moved = test::transposed_relabelled(grid);
    std::set<std::string> expected, actual;
    for (const auto& step : test::unique_steps(kId, grid)) {
      std::vector<CellDigit> e;
      for (const auto& el : step.eliminations)
        e.push_back({static_cast<std::uint8_t>(test::transposed_cell(el.cell)),
                     static_cast<std::uint8_t>(test::relabelled_digit(el.digit))});
      expected.insert(test::effect_text(e, {}));
    }
    for (const auto& step : test::unique_steps(kId, moved)) {
      actual.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
    }
    EXPECT_EQ(actual, expected) << grid.to_line();
    compared += static_cast<int>(expected.size());
  }
  EXPECT_GT(compared, 50);
}

// Soundness along solve paths of corpus puzzles with known solutions (test::solved_corpus): the givens
// after singles, locked candidates and sets, then up to seven times an eighth of the empty cells placed
// from the solution and the same again; every step checked by the host and against the solution.
// CI: every 20th of 20,000 puzzles; NPE_LONG_TESTS: all.
TEST(BugPlusN, SoundAlongSolvePaths) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const std::size_t stride = long_run ? 1 : static_cast<std::size_t>(20000 / test::scaled(1000, 100));
  long positions = 0, steps = 0;
  test::walk_solve_paths(stride, [&](const Grid& grid, const Digits& solution) {
    ++positions;
    steps += static_cast<long>(test::unique_steps(kId, grid, {}, solution).size());
  });
  std::cout << "every " << stride << ". corpus puzzle: " << positions << " positions, " << steps
            << " BUG + n steps, all sound\n";
  EXPECT_GT(positions, test::scaled(500, 50));
}

}  // namespace
}  // namespace npe::bug_plus_n_test
