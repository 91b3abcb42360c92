// uniqueness.rectangle_aic (docs/techniques.md "Almost Unique Rectangle Chain"): an AIC through the strong link
// between a unique rectangle's two guardians.
// - hand-made position built from the definition (kyoyama-kazusa's UniqueRectangle_DifferentDigit
//   link): the step passes the host's checks, a chain dropped is refused, nothing without the
//   uniqueness fact or below the chain's length;
// - find-all = a reference search written here from the definition (every rectangle with two
//   guardians, the shortest alternating chain from each guardian by a depth-first search over the
//   position's links) on hard positions and along solve paths;
// - soundness on positions along solve paths of forum_hardest_1905_11plus;
// - the same effects on transposed, relabelled positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "patterns_support.hpp"
#include "rank_logic_support.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_rectangle_aic_test {
namespace {

constexpr const char* kAic = "uniqueness.rectangle_aic";

using test::at;
using test::bits;
using test::board;

ParamList length(int n) { return {{"max_length", std::to_string(n)}}; }

// r1c1, r1c4 {1,2}; r2c1 {1,2,3}, r2c4 {1,2,4}: by uniqueness 3r2c1 or 4r2c4 is true. r5c1 {3,5},
// r5c4 {4,5}: 5r5c1 = 3r5c1 - 3r2c1 =UR= 4r2c4 - 4r5c4 = 5r5c4, so row 5 loses 5; read the other
// way round 3r2c1 =UR= 4r2c4 - 4r5c4 = 5r5c4 - 5r5c1 = 3r5c1, column 1 loses 3 (and column 4 loses
// 4). Every other cell holds every digit: no strong link but the rectangle's joins the two halves.
TEST(RectangleAic, ConstructedDifferentDigitLink) {
  const Grid grid = board({{"r1c1", bits({1, 2})},
                           {"r1c4", bits({1, 2})},
                           {"r2c1", bits({1, 2, 3})},
                           {"r2c4", bits({1, 2, 4})},
                           {"r5c1", bits({3, 5})},
                           {"r5c4", bits({4, 5})}});
  const auto steps = test::unique_steps(kAic, grid);
  EXPECT_EQ(steps.size(), 7u + 6u + 6u);
  const std::string text =
      "Almost Unique Rectangle Chain: 1/2 in r1c14,r2c14: 5r5c1=3r5c1-3r2c1=4r2c4-4r5c4=5r5c4 => r5c2<>5";
  const auto texts = test::texts(steps);
  const auto found = std::find(texts.begin(), texts.end(), text);
  ASSERT_NE(found, texts.end()) << ::testing::PrintToString(texts);
  test::expect_checked_and_tamper_proof(steps[static_cast<std::size_t>(found - texts.begin())], grid);
  for (std::size_t i = 0; i < steps.size(); ++i)
    EXPECT_EQ(test::check_steps({steps[i]}, test::with_uniqueness(grid, true), std::nullopt), 1) << texts[i];
  EXPECT_TRUE(
      search_technique(test::shipped_plugins(), kAic, {}, test::with_uniqueness(grid, false), {true}).steps.empty());
  EXPECT_TRUE(test::unique_steps(kAic, grid, length(4)).empty());
  EXPECT_EQ(test::unique_steps(kAic, grid, length(5)).size(), steps.size());
}

// ---- reference: every instance from the definition ---------------------------------------------

/** A step as compared with the reference: its cells, digits and eliminations. */
std::string key(std::vector<int> cells, Mask digits, const std::vector<CellDigit>& eliminations) {
  std::sort(cells.begin(), cells.end());
  std::string text;
  for (const int c : cells) text += cell_name(c);
  return text + " " + std::to_string(digits) + " " + test::effect_text(eliminations, {});
}

constexpr int kFar = 1000;

/** Shortest alternating chains from one candidate assumed true: best[cell][digit][truth] is the
 *  fewest links to "digit in cell is true/false", by depth-first search over the definition's links
 *  (a true candidate: the cell's other digits and the digit in its peers are false; a false one: the
 *  other digit of a bivalue cell, the other place of the digit in a house with two places, is true). */
struct Distances {
  const Grid& g;
  int max_depth;
  int best[81][10][2];

  Distances(const Grid& grid, int cell, int digit, int depth) : g(grid), max_depth(depth) {
    for (auto& per_cell : best)
      for (auto& per_digit : per_cell) per_digit[0] = per_digit[1] = kFar;
    visit(cell, digit, true, 0);
  }

  void visit(int cell, int digit, bool truth, int depth) {
    if (depth >= best[cell][digit][truth ? 1 : 0] || depth > max_depth) return;
    best[cell][digit][truth ? 1 : 0] = depth;
    if (truth) {
      for (int d = 1; d <= 9; ++d)
        if (d != digit && sdk::has_digit(g.candidates[cell], d)) visit(cell, d, false, depth + 1);
      for (int c = 0; c < 81; ++c)
        if (c != cell && sdk::sees(c, cell) && g.digits[c] == 0 && sdk::has_digit(g.candidates[c], digit))
          visit(c, digit, false, depth + 1);
      return;
    }
    if (sdk::count_digits(g.candidates[cell]) == 2)
      visit(cell, sdk::first_digit(static_cast<Mask>(g.candidates[cell] & ~sdk::digit_bit(digit))), true, depth + 1);
    for (const int house : sdk::houses_of(cell)) {
      std::vector<int> places;
      for (const int c : sdk::kHouseCells[house])
        if (g.digits[c] == 0 && sdk::has_digit(g.candidates[c], digit)) places.push_back(c);
      if (places.size() == 2) visit(places[0] == cell ? places[1] : places[0], digit, true, depth + 1);
    }
  }
};

std::multiset<std::string> reference(const Grid& g, int max_length) {
  std::multiset<std::string> found;
  for (int r1 = 0; r1 < 9; ++r1)
    for (int r2 = r1 + 1; r2 < 9; ++r2)
      for (int c1 = 0; c1 < 9; ++c1)
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3)) continue;
          const std::vector<int> cells = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
          Mask common = sdk::kAllDigits;
          for (const int c : cells) common &= g.digits[c] == 0 ? g.candidates[c] : Mask{0};
          for (int a = 1; a <= 9; ++a)
            for (int b = a + 1; b <= 9; ++b) {
              const Mask ab = bits({a, b});
              if ((common & ab) != ab) continue;
              std::vector<std::pair<int, int>> guardians;
              for (const int c : cells)
                for (int d = 1; d <= 9; ++d)
                  if (sdk::has_digit(static_cast<Mask>(g.candidates[c] & ~ab), d)) guardians.push_back({c, d});
              if (guardians.size() != 2) continue;
              const Distances one(g, guardians[0].first, guardians[0].second, max_length);
              const Distances two(g, guardians[1].first, guardians[1].second, max_length);
              for (int c = 0; c < 81; ++c)
                for (int d = 1; d <= 9; ++d) {
                  if (g.digits[c] != 0 || !sdk::has_digit(g.candidates[c], d)) continue;
                  if (std::make_pair(c, d) == guardians[0] || std::make_pair(c, d) == guardians[1]) continue;
                  const int links = one.best[c][d][0] + two.best[c][d][0] - 1;
                  if (links >= 3 && links <= max_length)
                    found.insert(key(cells, ab, {{static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)}}));
                }
            }
        }
  return found;
}

std::multiset<std::string> plugin_keys(const Grid& grid, int max_length, const std::optional<Digits>& solution) {
  std::multiset<std::string> keys;
  for (const auto& step : test::unique_steps(kAic, grid, length(max_length), solution))
    keys.insert(
        key({step.cells.begin(), step.cells.end()}, step.digits, {step.eliminations.begin(), step.eliminations.end()}));
  return keys;
}

TEST(RectangleAic, FindAllIsTheReferenceAndSound) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  long positions = 0, steps = 0;
  auto compare = [&](const Grid& grid, const std::optional<Digits>& solution) {
    ++positions;
    for (const int n : {5, 9}) {
      const auto found = plugin_keys(grid, n, solution);
      EXPECT_EQ(found, reference(grid, n)) << "length " << n << " " << grid.to_line();
      steps += static_cast<long>(found.size());
    }
  };
  for (const auto& position : test::stuck_hardest_positions(test::scaled(30, 5), 3))
    compare(position.grid, position.solution);
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  test::walk_solve_paths(long_run ? 1 : static_cast<std::size_t>(40000 / test::scaled(500, 50)),
                         [&](const Grid& grid, const Digits& solution) { compare(grid, solution); });
  std::cout << positions << " positions; " << steps << " steps, all as the reference, all sound\n";
  EXPECT_GT(positions, test::scaled(50, 10));
  if (test::scaled(100) < 100) return;  // a sample under the sanitizers: the pattern may not occur
  EXPECT_GT(steps, 0);
}

// Positions along solve paths of forum_hardest_1905_11plus puzzles (every 1000th in CI, all with
// NPE_LONG_TESTS=1): every step passes the host's checks and agrees with the solution.
TEST(RectangleAic, SoundOnTheHardestPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  const auto path = test::shared_corpus("forum_hardest_1905_11plus.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto puzzles = read_puzzle_file(path);
  const std::size_t stride = long_run ? 1 : static_cast<std::size_t>(test::scaled(1000, 10000));
  long positions = 0, steps = 0;
  unsigned seed = 11;
  for (std::size_t i = 0; i < puzzles.size(); i += stride) {
    const auto solution = puzzles[i].solution ? puzzles[i].solution : unique_solution(puzzles[i].givens);
    if (!solution) continue;
    Grid grid = Grid::from_digits(puzzles[i].givens);
    for (int round = 0; round < 8 && !grid.solved(); ++round) {
      for (int cell = 0; cell < 81 && round > 0; ++cell) {
        seed = seed * 1103515245u + 12345u;
        if (grid.digits[cell] == 0 && (seed >> 16) % 8 == 0) grid.place(cell, (*solution)[cell]);
      }
      test::apply_simple_eliminations(grid);
      if (grid.solved()) break;
      ++positions;
      steps += static_cast<long>(test::unique_steps(kAic, grid, {}, solution).size());
    }
  }
  std::cout << positions << " positions; " << steps << " steps, all sound\n";
  EXPECT_GT(positions, 0);
}

// The symmetry check: positions transposed, their digits relabelled (d -> 10 - d).
TEST(RectangleAic, FindAllMovesWithTheGridsSymmetries) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  long compared = 0;
  test::walk_solve_paths(static_cast<std::size_t>(40000 / test::scaled(500, 50)), [&](const Grid& grid, const Digits&) {
    const Grid moved = test::transposed_relabelled(grid);
    std::multiset<std::string> expected, actual;
    for (const auto& step : test::unique_steps(kAic, grid)) {
      std::vector<CellDigit> e;
      for (const auto& el : step.eliminations)
        e.push_back({static_cast<std::uint8_t>(test::transposed_cell(el.cell)),
                     static_cast<std::uint8_t>(test::relabelled_digit(el.digit))});
      expected.insert(test::effect_text(e, {}));
    }
    for (const auto& step : test::unique_steps(kAic, moved))
      actual.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
    EXPECT_EQ(actual, expected) << grid.to_line();
    compared += static_cast<long>(expected.size());
  });
  std::cout << compared << " effects compared\n";
}

}  // namespace
}  // namespace npe::uniqueness_rectangle_aic_test
