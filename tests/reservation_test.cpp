// reservation.box: the seed's four worked examples (docs/seed-notes.md, Reservation) and
// hand-made candidate maps.
//
// The seed prints only the work block of block 1 (each digit with exactly two candidate cells in the
// block, copied to those cells):
//   example 1   [ ][ ][ ] / [1][ ][ ] / [189][89][ ]   reservation 89 in cells 7, 8; then 1 in cell 4
//   example 2   [ ][ ][ ] / [1][ ][ ] / [1][89][89]    reservation 89 in cells 8, 9
//   example 3   [ ][ ][ ] / [18][ ][ ] / [19][89][ ]   no reservation
//   example 4   [1][ ][ ] / [1][9][ ] / [8][8][9]      no reservation
// Examples 1 and 2 are real positions found by tests/tools/reservation_grids.py (a puzzle of
// sx_medium_500.txt (docs/corpora.md) plus some of its solution digits, moved by sudoku symmetries and
// a digit relabelling so that the block is block 1 with the seed's digits); example 1 also matches
// the seed's account of why (8 and 9 in rows 1 and 2 and in column 3; 1 in row 1 and columns 2, 3).
// Examples 3 and 4 cannot come from digits alone: in example 3, 8 may go in r2c1 (cell 4) and r3c2
// (cell 8), so neither column 1 nor row 3 holds an 8, so 8 could also go in r3c1 (cell 7); example 4
// has 9 in r2c2 and r3c3, so r3c2 would be a third place. They are candidate maps after
// eliminations (the seed's program preprocesses candidates), built here cell by cell.
#include <gtest/gtest.h>

#include <map>
#include <set>

#include "test_support.hpp"

namespace npe::reservation_test {
namespace {

using sdk::cell_at;

// Seed example 1 (cells 7, 8 reserved for 8, 9): sx_medium_500.txt line 260, transformed.
const char* const kExample1 = "26..8.19..45.9.832..3.5..64.7184.329...7.2586..2935.....8.79.....612..48419...27.";
const char* const kExample1Solution =
    "267384195145697832893251764571846329934712586682935417328479651756123948419568273";
// Seed example 2 (cells 8, 9 reserved for 8, 9): sx_medium_500.txt line 97, transformed.
const char* const kExample2 = "5462.1....32.58.46.....4..397541......13..6.4...5829.142..7986585.6.3.17.1..2.4.9";
const char* const kExample2Solution =
    "546231798732958146198764523975416382281397654364582971423179865859643217617825439";

/** The seed's work block of block `block`: digit -> its two cells as block positions 1..9. */
std::map<int, std::set<int>> work_block(const Grid& grid, int block) {
  std::map<int, std::set<int>> work;
  for (int digit = 1; digit <= 9; ++digit) {
    std::set<int> places;
    bool placed = false;
    for (int k = 0; k < 9; ++k) {
      const int cell = sdk::block_cell(block, k);
      placed |= grid.digits[cell] == digit;
      if (sdk::has_digit(grid.candidates[cell], digit)) places.insert(k + 1);
    }
    if (!placed && places.size() == 2) work[digit] = places;
  }
  return work;
}

void apply(Grid& grid, const Step& step) {
  for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
}

Mask mask_of(std::initializer_list<int> digits) {
  Mask mask = 0;
  for (int digit : digits) mask |= sdk::digit_bit(digit);
  return mask;
}

TEST(ReservationSeed, Example1ReservesCells7And8ThenPlaces1InCell4) {
  Grid grid = test::grid_from(kExample1);
  ASSERT_EQ(work_block(grid, 0), (std::map<int, std::set<int>>{{1, {4, 7}}, {8, {7, 8}}, {9, {7, 8}}}));
  for (const auto& step : test::find_steps("box", grid)) EXPECT_NE(step.base_houses.front(), 18) << step.text;

  const auto steps = test::find_steps("reservation.box", grid);
  ASSERT_FALSE(steps.empty());
  const Step& step = steps.front();
  EXPECT_EQ(step.text, "Reservation b1 r3c12 #89");
  EXPECT_EQ(step.cells, (std::vector<std::uint8_t>{cell_at(2, 0), cell_at(2, 1)}));
  EXPECT_EQ(step.digits, mask_of({8, 9}));
  EXPECT_EQ(step.base_houses, (std::vector<std::uint8_t>{18}));
  for (const auto& e : step.eliminations) {
    EXPECT_TRUE(e.cell == cell_at(2, 0) || e.cell == cell_at(2, 1));
    EXPECT_TRUE(e.digit != 8 && e.digit != 9);
    EXPECT_NE(kExample1Solution[e.cell] - '0', e.digit);
  }
  EXPECT_TRUE(std::count_if(step.eliminations.begin(), step.eliminations.end(),
                            [](const CellDigit& e) { return e.cell == cell_at(2, 0) && e.digit == 1; }));

  // The seed: "したがって、1枠の4マス目に数字1が確定する" — block 1, cell 4, digit 1: "141".
  apply(grid, step);
  const auto box = test::find_steps("box", grid, false);
  ASSERT_EQ(box.size(), 1u);
  EXPECT_EQ(box[0].text, "141");
  EXPECT_EQ(kExample1Solution[cell_at(1, 0)], '1');
}

TEST(ReservationSeed, Example1IsTheFirstStepOfNpeType3) {
  // Type 3 preprocesses with the reservation, so its first step is the seed's 141; type 2 is not.
  const std::string puzzle = std::string(kExample1) + " " + kExample1Solution;
  const auto type3 = test::run_npe({"solve", "-e", "npe-type3", puzzle});
  ASSERT_EQ(type3.exit_code, 0) << type3.err;
  EXPECT_NE(type3.out.find("steps: 141 "), std::string::npos) << type3.out;
  const auto type2 = test::run_npe({"solve", "-e", "npe-type2", puzzle});
  ASSERT_EQ(type2.exit_code, 0) << type2.err;
  EXPECT_EQ(type2.out.find("steps: 141 "), std::string::npos) << type2.out;
}

TEST(ReservationSeed, Example2ReservesCells8And9) {
  Grid grid = test::grid_from(kExample2);
  ASSERT_EQ(work_block(grid, 0), (std::map<int, std::set<int>>{{1, {4, 7}}, {8, {8, 9}}, {9, {8, 9}}}));
  const auto steps = test::find_steps("reservation.box", grid);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps.front().text, "Reservation b1 r3c23 #89");
  EXPECT_EQ(steps.front().cells, (std::vector<std::uint8_t>{cell_at(2, 1), cell_at(2, 2)}));
  for (const auto& e : steps.front().eliminations) {
    EXPECT_TRUE(e.cell == cell_at(2, 1) || e.cell == cell_at(2, 2));
    EXPECT_NE(kExample2Solution[e.cell] - '0', e.digit);
  }
}

TEST(ReservationSeed, Example3HasNoReservation) {
  // Block 1 holds 2..7 in cells 1, 2, 3, 5, 6, 9; cells 4, 7, 8 keep the seed's candidates.
  Grid grid = test::grid_from(
      "234......"
      ".56......"
      "..7......" +
      std::string(54, '.'));
  grid.candidates[cell_at(1, 0)] = mask_of({1, 8});
  grid.candidates[cell_at(2, 0)] = mask_of({1, 9});
  grid.candidates[cell_at(2, 1)] = mask_of({8, 9});
  ASSERT_EQ(work_block(grid, 0), (std::map<int, std::set<int>>{{1, {4, 7}}, {8, {4, 8}}, {9, {7, 8}}}));
  for (const auto& step : test::find_steps("reservation.box", grid)) ADD_FAILURE() << step_line(step);
}

TEST(ReservationSeed, Example4HasNoReservation) {
  // Block 1 holds 2, 3, 4 in cells 2, 3, 6; 5, 6, 7 may go in all six empty cells.
  Grid grid = test::grid_from(
      ".23......"
      "..4......" +
      std::string(63, '.'));
  const Mask others = mask_of({5, 6, 7});
  grid.candidates[cell_at(0, 0)] = others | mask_of({1});
  grid.candidates[cell_at(1, 0)] = others | mask_of({1});
  grid.candidates[cell_at(1, 1)] = others | mask_of({9});
  grid.candidates[cell_at(2, 0)] = others | mask_of({8});
  grid.candidates[cell_at(2, 1)] = others | mask_of({8});
  grid.candidates[cell_at(2, 2)] = others | mask_of({9});
  ASSERT_EQ(work_block(grid, 0), (std::map<int, std::set<int>>{{1, {1, 4}}, {8, {7, 8}}, {9, {5, 9}}}));
  for (const auto& step : test::find_steps("reservation.box", grid)) ADD_FAILURE() << step_line(step);
}

/** An empty board where, in block `block`, the digits in `digits` may go only in cells a and b. */
Grid pair_board(int block, std::initializer_list<int> digits, int a, int b, Grid grid) {
  for (int digit : digits) {
    for (int cell : sdk::kHouseCells[18 + block]) {
      if (cell != a && cell != b) grid.eliminate(cell, digit);
    }
  }
  return grid;
}

TEST(Reservation, HiddenPairLosesItsOtherCandidates) {
  const Grid grid = pair_board(4, {3, 6}, cell_at(3, 3), cell_at(5, 5), test::grid_from(std::string(81, '.')));
  const auto steps = test::find_steps("reservation.box", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Reservation b5 r4c4 r6c6 #36");
  EXPECT_EQ(step_line(steps[0]), "Reservation b5 r4c4 r6c6 #36 => r4c4<>1245789 r6c6<>1245789");
  EXPECT_TRUE(steps[0].placements.empty());
  EXPECT_TRUE(steps[0].cover_houses.empty());
}

TEST(Reservation, AbsentWhenOnlyThePairIsLeftOrAThirdPlaceExists) {
  Grid grid = pair_board(4, {3, 6}, cell_at(3, 3), cell_at(5, 5), test::grid_from(std::string(81, '.')));
  grid.candidates[cell_at(3, 3)] = grid.candidates[cell_at(5, 5)] = mask_of({3, 6});  // naked already
  // Block 1: 2 and 5 in r1c1, r1c2 and 5 also in r2c2: three places for 5, no pair.
  grid = pair_board(0, {2}, cell_at(0, 0), cell_at(0, 1), grid);
  grid = pair_board(0, {5}, cell_at(0, 0), cell_at(0, 1), grid);
  grid.candidates[cell_at(1, 1)] |= sdk::digit_bit(5);
  // Block 9: 4 in two cells, 8 in two other cells.
  grid = pair_board(8, {4}, cell_at(6, 6), cell_at(7, 7), grid);
  grid = pair_board(8, {8}, cell_at(6, 6), cell_at(8, 8), grid);
  for (const auto& step : test::find_steps("reservation.box", grid)) ADD_FAILURE() << step_line(step);
}

TEST(Reservation, ScanOrderIsBlocksThenDigitPairs) {
  Grid grid = test::grid_from(std::string(81, '.'));
  grid = pair_board(8, {1, 2}, cell_at(6, 6), cell_at(6, 7), grid);
  grid = pair_board(1, {7, 9}, cell_at(0, 3), cell_at(2, 5), grid);
  grid = pair_board(1, {4, 5}, cell_at(1, 3), cell_at(1, 4), grid);
  const auto all = test::find_steps("reservation.box", grid);
  EXPECT_EQ(test::texts(all), (std::vector<std::string>{"Reservation b2 r2c45 #45", "Reservation b2 r1c4 r3c6 #79",
                                                        "Reservation b9 r7c78 #12"}));
  const auto first = test::find_steps("reservation.box", grid, false);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].text, "Reservation b2 r2c45 #45");
}

}  // namespace
}  // namespace npe::reservation_test
