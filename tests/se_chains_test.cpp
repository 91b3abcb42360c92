// Sudoku Explainer chains (plugin se_chains): SE's length modifier, and hand-made positions (each
// built below and explained: what SE finds first and how it rates it). Every step is run through
// the host (search_technique), which checks its evidence.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "common/chains/rating.hpp"
#include "se_chains/se_grid.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::se_chains_test {
namespace {

int at(int row, int col) { return (row - 1) * 9 + (col - 1); }

/** Every cell holds every digit: a pattern is cut into it below; the other digits keep nine places
 *  in every house and take part in no link. */
Grid open_grid() {
  Grid grid;
  grid.candidates.fill(0x1FF);
  return grid;
}

void keep_digit(Grid& grid, int digit, const std::vector<int>& cells) {
  for (int cell = 0; cell < 81; ++cell) {
    if (std::find(cells.begin(), cells.end(), cell) == cells.end()) grid.eliminate(cell, digit);
  }
}

void set_cell(Grid& grid, int cell, std::initializer_list<int> digits) {
  grid.candidates[cell] = 0;
  for (int d : digits) grid.candidates[cell] |= sdk::digit_bit(d);
}

std::vector<Step> find(const std::string& id, const Grid& grid, bool all = true) {
  return search_technique(test::shipped_plugins(), id, {}, grid, {all}).steps;
}

bool eliminates(const Step& step, int cell, int digit) {
  return std::any_of(step.eliminations.begin(), step.eliminations.end(),
                     [&](const CellDigit& e) { return e.cell == cell && e.digit == digit; });
}

TEST(SeChainsRating, LengthModifierIsSes) {
  using plugins::se_chains::se_length_difficulty;
  using plugins::se_chains::se_tenths;
  // ChainingHint.getLengthDifficulty: +0.1 past 4, 6, 8, 12, 16, 24, 32, 48, 64 ... nodes
  // (complexity - 2); SE's own table (getExtraInfo) names the ranges 5-6, 7-8, 9-12, 13-16, 17-24.
  const int expected[][2] = {{2, 0},  {6, 0},  {7, 1},  {8, 1},  {9, 2},  {10, 2}, {11, 3}, {14, 3}, {15, 4}, {18, 4},
                             {19, 5}, {26, 5}, {27, 6}, {34, 6}, {35, 7}, {50, 7}, {51, 8}, {66, 8}, {67, 9}};
  for (const auto& [complexity, tenths] : expected) {
    EXPECT_EQ(se_tenths(6.6 + se_length_difficulty(complexity)), 66 + tenths) << complexity;
  }
  // plugins/common/chains/rating.hpp (the chains plugin's SE-scale ratings) agrees for every length.
  for (int complexity = 2; complexity < 400; ++complexity) {
    for (const double base : {6.5, 6.6, 7.0, 7.5, 8.0, 8.5}) {
      EXPECT_EQ(se_tenths(base + se_length_difficulty(complexity)),
                static_cast<int>(base * 10 + 0.5) + plugins::chains::se_length_tenths(complexity - 2))
          << complexity << " " << base;
    }
  }
}

TEST(SeChainsHandMade, XWingIsAGeneralizedXCycle) {
  // Digit 1 only in rows 1 and 5 at columns 1 and 5 (two strong links, the rows), and anywhere in
  // columns 1 and 5 below. SE's X search from r1c1 on: r5c1 off (column), r5c5 on (row 5), r1c5
  // off (column), r1c1 on: a cycle of 4 potentials (complexity 4, no length bonus): 6.5. The cells
  // of columns 1 and 5 see an on node and an off node: 1 leaves them.
  Grid grid = open_grid();
  std::vector<int> ones = {at(1, 1), at(1, 5), at(5, 1), at(5, 5)};
  for (int r : {2, 3, 4, 6, 7, 8, 9}) {
    ones.push_back(at(r, 1));
    ones.push_back(at(r, 5));
    ones.push_back(at(r, 9));
  }
  keep_digit(grid, 1, ones);
  const auto steps = find("se_chains.cycles", grid, false);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].rating_x10, 65);
  EXPECT_EQ(steps[0].eliminations.size(), 14u) << steps[0].text;
  EXPECT_TRUE(eliminates(steps[0], at(7, 1), 1));
  EXPECT_TRUE(eliminates(steps[0], at(2, 5), 1));
  EXPECT_FALSE(eliminates(steps[0], at(2, 9), 1));
  EXPECT_EQ(steps[0].text.rfind("Bidirectional X-Cycle", 0), 0u) << steps[0].text;
  // The same position has forcing X-chains (r7c1 on -> r1c1 off -> r1c5 on -> r5c5 off -> r5c1 on ->
  // r7c1 off: 6 potentials, 6.6), one per candidate of the columns.
  const auto chains = find("se_chains.forcing_x_chains", grid, true);
  ASSERT_FALSE(chains.empty());
  EXPECT_EQ(chains[0].rating_x10, 66) << chains[0].text;
  // The whole rule takes the cycle first (6.5 < 6.6).
  const auto rule = find("se_chains.forcing_chains_cycles", grid, false);
  ASSERT_EQ(rule.size(), 1u);
  EXPECT_EQ(rule[0].rating_x10, 65);
}

TEST(SeChainsHandMade, FourBivalueCellsAreAYCycle) {
  // r1c1 {1,2}, r1c5 {1,3}, r5c5 {3,4}, r5c1 {2,4}: an XY-loop. SE's Y search from r1c1=1: r1c5=1
  // off (row), r1c5=3 on (bivalue), r5c5=3 off (column), r5c5=4 on, r5c1=4 off (row), r5c1=2 on,
  // r1c1=2 off (column), r1c1=1 on: 8 potentials, complexity 8, length 6: 6.5 + 0.1 = 6.6. Every
  // other cell of row 1 loses 1, of column 5 loses 3, of row 5 loses 4, of column 1 loses 2.
  Grid grid = open_grid();
  set_cell(grid, at(1, 1), {1, 2});
  set_cell(grid, at(1, 5), {1, 3});
  set_cell(grid, at(5, 5), {3, 4});
  set_cell(grid, at(5, 1), {2, 4});
  const auto steps = find("se_chains.forcing_chains_cycles", grid, false);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].rating_x10, 66);
  EXPECT_EQ(steps[0].text.rfind("Bidirectional Y-Cycle", 0), 0u) << steps[0].text;
  EXPECT_EQ(steps[0].eliminations.size(), 28u);
  EXPECT_TRUE(eliminates(steps[0], at(1, 9), 1));
  EXPECT_TRUE(eliminates(steps[0], at(9, 5), 3));
  EXPECT_TRUE(eliminates(steps[0], at(5, 7), 4));
  EXPECT_TRUE(eliminates(steps[0], at(3, 1), 2));
  EXPECT_FALSE(eliminates(steps[0], at(2, 2), 1));  // sees r1c1 (on) but no off node of 1
}

TEST(SeChainsHandMade, XChainIsAForcingXChain) {
  // Digit 5 only in r2c2, r2c7 (row 2: strong), r9c7 (column 7: strong with r2c7), r9c3 (row 9:
  // strong with r9c7) and r1c3, r3c3. From r1c3 on: r2c2 off (block), r2c7 on, r9c7 off, r9c3 on,
  // r1c3 off (column): 6 potentials, length 4: 6.6, r1c3 <> 5. r3c3 likewise, found later (SE scans
  // cells row by row); no cycle (no house has two places through r1c3 or r3c3).
  Grid grid = open_grid();
  keep_digit(grid, 5, {at(2, 2), at(2, 7), at(9, 7), at(9, 3), at(1, 3), at(3, 3)});
  const auto steps = find("se_chains.forcing_chains_cycles", grid, true);
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[0].text, "Forcing X-Chain (w/4 nodes): r1c3<>5 [6.6]");
  EXPECT_EQ(steps[1].text, "Forcing X-Chain (w/4 nodes): r3c3<>5 [6.6]");
  EXPECT_EQ(steps[0].rating_x10, 66);
  EXPECT_TRUE(find("se_chains.cycles", grid).empty());
}

TEST(SeChainsHandMade, XyWingIsAForcingChain) {
  // An XY-Wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} (row 1) and r5c1 {2,3} (column 1); r5c5 sees
  // both pincers. SE has no XY-Wing among its chaining rules: its XY search finds, from r5c5=3 on,
  // r1c5=3 off (column 5), r1c5=1 on (bivalue), r1c1=1 off (row), r1c1=2 on, r5c1=2 off (column),
  // r5c1=3 on, r5c5=3 off (row 5): 8 potentials, length 6: 7.0 + 0.1 = 7.1. The X search has no
  // link (3 has many places in every house) and no cycle closes.
  Grid grid = open_grid();
  set_cell(grid, at(1, 1), {1, 2});
  set_cell(grid, at(1, 5), {1, 3});
  set_cell(grid, at(5, 1), {2, 3});
  const auto steps = find("se_chains.forcing_chains", grid, true);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Forcing Chain (w/6 nodes): r5c5<>3 [7.1]");
  EXPECT_EQ(steps[0].rating_x10, 71);
  EXPECT_TRUE(find("se_chains.forcing_x_chains", grid).empty());
  EXPECT_TRUE(find("se_chains.cycles", grid).empty());
}

}  // namespace
}  // namespace npe::se_chains_test
