// hidden_digit.pointing and hidden_digit.claiming on hand-made candidate maps: an empty board whose
// candidates are cut so that exactly the intended locked candidates exist.
#include <gtest/gtest.h>

#include <initializer_list>
#include <set>

#include "test_support.hpp"

namespace npe::hidden_digit_test {
namespace {

using sdk::cell_at;

Grid empty_board() { return test::grid_from(std::string(81, '.')); }

/** Removes `digit` from every cell of house `house` except `keep` (cells). */
void confine(Grid& grid, int house, int digit, std::initializer_list<int> keep) {
  for (int cell : sdk::kHouseCells[house]) {
    if (std::set<int>(keep).count(cell) == 0) grid.eliminate(cell, digit);
  }
}

std::set<std::pair<int, int>> eliminations(const Step& step) {
  std::set<std::pair<int, int>> result;
  for (const auto& e : step.eliminations) result.insert({e.cell, e.digit});
  return result;
}

std::set<std::pair<int, int>> digit_in(int digit, std::initializer_list<int> cells) {
  std::set<std::pair<int, int>> result;
  for (int cell : cells) result.insert({cell, digit});
  return result;
}

TEST(HiddenDigitPointing, BlockDigitInOneRowLeavesTheRestOfTheRow) {
  Grid grid = empty_board();
  confine(grid, 18 + 0, 5, {cell_at(0, 1), cell_at(0, 2)});  // 5 of block 1 only in r1c2, r1c3
  const auto steps = test::find_steps("hidden_digit.pointing", grid);
  ASSERT_EQ(steps.size(), 1u);
  const Step& step = steps[0];
  EXPECT_EQ(step.text, "Locked Candidates (pointing) #5 b1/r1 r1c23");
  EXPECT_EQ(step_line(step),
            "Locked Candidates (pointing) #5 b1/r1 r1c23 => r1c4<>5 r1c5<>5 r1c6<>5 r1c7<>5 "
            "r1c8<>5 r1c9<>5");
  EXPECT_EQ(eliminations(step), digit_in(5, {3, 4, 5, 6, 7, 8}));
  EXPECT_TRUE(step.placements.empty());
  EXPECT_EQ(step.cells, (std::vector<std::uint8_t>{1, 2}));
  EXPECT_EQ(step.digits, sdk::digit_bit(5));
  EXPECT_EQ(step.base_houses, (std::vector<std::uint8_t>{18}));
  EXPECT_EQ(step.cover_houses, (std::vector<std::uint8_t>{0}));
  EXPECT_EQ(step.kind, 0u);  // cover is a row
  EXPECT_TRUE(test::find_steps("hidden_digit.claiming", grid).empty());
}

TEST(HiddenDigitPointing, BlockDigitInOneColumnLeavesTheRestOfTheColumn) {
  Grid grid = empty_board();
  confine(grid, 18 + 4, 7, {cell_at(3, 4), cell_at(5, 4)});  // three cells would do too; two here
  const auto steps = test::find_steps("hidden_digit.pointing", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Locked Candidates (pointing) #7 b5/c5 r46c5");
  EXPECT_EQ(eliminations(steps[0]),
            digit_in(7, {cell_at(0, 4), cell_at(1, 4), cell_at(2, 4), cell_at(6, 4), cell_at(7, 4), cell_at(8, 4)}));
  EXPECT_EQ(steps[0].cover_houses, (std::vector<std::uint8_t>{9 + 4}));
  EXPECT_EQ(steps[0].kind, 1u);
}

TEST(HiddenDigitPointing, ThreeCellsInALineCount) {
  Grid grid = empty_board();
  confine(grid, 18 + 8, 2, {cell_at(7, 6), cell_at(7, 7), cell_at(7, 8)});
  const auto steps = test::find_steps("hidden_digit.pointing", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Locked Candidates (pointing) #2 b9/r8 r8c789");
  EXPECT_EQ(steps[0].eliminations.size(), 6u);
}

TEST(HiddenDigitPointing, AbsentWhenSpreadSingleOrNothingToRemove) {
  Grid grid = empty_board();
  confine(grid, 18 + 0, 5, {cell_at(0, 1), cell_at(1, 2)});  // two rows, two columns
  confine(grid, 18 + 1, 6, {cell_at(1, 4)});                 // one cell: a hidden single, not ours
  // 8 of block 3 lies in row 3 only, but row 3 outside block 3 has no 8 left.
  confine(grid, 18 + 2, 8, {cell_at(2, 6), cell_at(2, 8)});
  for (int col = 0; col < 6; ++col) grid.eliminate(cell_at(2, col), 8);
  const auto steps = test::find_steps("hidden_digit.pointing", grid);
  for (const auto& step : steps) ADD_FAILURE() << step_line(step);
  EXPECT_TRUE(test::find_steps("hidden_digit.pointing", empty_board()).empty());
}

TEST(HiddenDigitPointing, FilledCellsAreNotCandidates) {
  // A real position: block 1 holds 1..6 in rows 1-2, so 7, 8, 9 lie in row 3 of block 1 only and
  // leave row 3 outside the block; the digits in rows 1-2 elsewhere are not touched.
  const Grid grid = test::grid_from("123......456......" + std::string(63, '.'));
  const auto steps = test::find_steps("hidden_digit.pointing", grid);
  ASSERT_GE(steps.size(), 3u);
  EXPECT_EQ(steps[0].text, "Locked Candidates (pointing) #7 b1/r3 r3c123");
  EXPECT_EQ(steps[1].text, "Locked Candidates (pointing) #8 b1/r3 r3c123");
  EXPECT_EQ(steps[2].text, "Locked Candidates (pointing) #9 b1/r3 r3c123");
  for (const auto& e : steps[0].eliminations) {
    EXPECT_EQ(sdk::row_of(e.cell), 2);
    EXPECT_GE(sdk::col_of(e.cell), 3);
  }
}

TEST(HiddenDigitPointing, ScanOrderIsBlocksThenDigitsAndFirstOnlyStops) {
  Grid grid = empty_board();
  confine(grid, 18 + 2, 2, {cell_at(0, 6), cell_at(1, 6)});  // block 3, digit 2, column 7
  confine(grid, 18 + 0, 9, {cell_at(2, 0), cell_at(2, 2)});  // block 1, digit 9, row 3
  confine(grid, 18 + 0, 4, {cell_at(0, 0), cell_at(2, 0)});  // block 1, digit 4, column 1
  const auto all = test::find_steps("hidden_digit.pointing", grid);
  EXPECT_EQ(test::texts(all), (std::vector<std::string>{"Locked Candidates (pointing) #4 b1/c1 r13c1",
                                                        "Locked Candidates (pointing) #9 b1/r3 r3c13",
                                                        "Locked Candidates (pointing) #2 b3/c7 r12c7"}));
  const auto first = test::find_steps("hidden_digit.pointing", grid, false);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].text, all[0].text);
}

TEST(HiddenDigitClaiming, RowDigitInOneBlockLeavesTheRestOfTheBlock) {
  Grid grid = empty_board();
  confine(grid, 0, 6, {cell_at(0, 0), cell_at(0, 1)});  // 6 of row 1 only in r1c1, r1c2
  const auto steps = test::find_steps("hidden_digit.claiming", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Locked Candidates (claiming) #6 r1/b1 r1c12");
  EXPECT_EQ(eliminations(steps[0]),
            digit_in(6, {cell_at(1, 0), cell_at(1, 1), cell_at(1, 2), cell_at(2, 0), cell_at(2, 1), cell_at(2, 2)}));
  EXPECT_EQ(steps[0].base_houses, (std::vector<std::uint8_t>{0}));
  EXPECT_EQ(steps[0].cover_houses, (std::vector<std::uint8_t>{18}));
  EXPECT_EQ(steps[0].cells, (std::vector<std::uint8_t>{0, 1}));
  EXPECT_EQ(steps[0].kind, 2u);
  EXPECT_TRUE(test::find_steps("hidden_digit.pointing", grid).empty());
}

TEST(HiddenDigitClaiming, ColumnDigitInOneBlock) {
  Grid grid = empty_board();
  confine(grid, 9 + 8, 3, {cell_at(6, 8), cell_at(8, 8)});  // 3 of column 9 only in block 9
  const auto steps = test::find_steps("hidden_digit.claiming", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Locked Candidates (claiming) #3 c9/b9 r79c9");
  EXPECT_EQ(eliminations(steps[0]),
            digit_in(3, {cell_at(6, 6), cell_at(6, 7), cell_at(7, 6), cell_at(7, 7), cell_at(8, 6), cell_at(8, 7)}));
}

TEST(HiddenDigitClaiming, AbsentWhenTwoBlocksOrNothingToRemove) {
  Grid grid = empty_board();
  confine(grid, 3, 1, {cell_at(3, 2), cell_at(3, 3)});  // row 4: blocks 4 and 5
  // Row 5: 4 only in block 6, but block 6 rows 4 and 6 have no 4 left.
  confine(grid, 4, 4, {cell_at(4, 6), cell_at(4, 7)});
  for (int cell : sdk::kHouseCells[18 + 5]) {
    if (sdk::row_of(cell) != 4) grid.eliminate(cell, 4);
  }
  for (const auto& step : test::find_steps("hidden_digit.claiming", grid)) ADD_FAILURE() << step_line(step);
  EXPECT_TRUE(test::find_steps("hidden_digit.pointing", grid).empty());  // row 5 has no 4 outside block 6
}

TEST(HiddenDigitClaiming, ScanOrderIsRowsThenColumnsThenDigits) {
  Grid grid = empty_board();
  confine(grid, 9 + 0, 5, {cell_at(0, 0), cell_at(1, 0)});  // column 1, digit 5
  confine(grid, 8, 7, {cell_at(8, 3), cell_at(8, 5)});      // row 9, digit 7
  confine(grid, 8, 2, {cell_at(8, 0), cell_at(8, 1)});      // row 9, digit 2
  const auto texts = test::texts(test::find_steps("hidden_digit.claiming", grid));
  EXPECT_EQ(texts, (std::vector<std::string>{"Locked Candidates (claiming) #2 r9/b7 r9c12",
                                             "Locked Candidates (claiming) #7 r9/b8 r9c46",
                                             "Locked Candidates (claiming) #5 c1/b1 r12c1"}));
}

TEST(HiddenDigit, StepsPassTheHostChecks) {
  // Each plugin step eliminates only candidates, never places, and the host's check accepts it.
  Grid grid = empty_board();
  confine(grid, 18 + 0, 5, {cell_at(0, 1), cell_at(0, 2)});
  confine(grid, 0, 6, {cell_at(0, 0), cell_at(0, 1)});
  for (const char* id : {"hidden_digit.pointing", "hidden_digit.claiming"}) {
    const auto steps = test::find_steps(id, grid);
    ASSERT_FALSE(steps.empty()) << id;
    for (const auto& step : steps) {
      EXPECT_TRUE(step.placements.empty());
      for (const auto& e : step.eliminations) EXPECT_TRUE(sdk::has_digit(grid.candidates[e.cell], e.digit));
    }
  }
}

}  // namespace
}  // namespace npe::hidden_digit_test
