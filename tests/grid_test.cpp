#include <gtest/gtest.h>

#include "board/grid.hpp"
#include "solver/board_validity.hpp"
#include "test_support.hpp"

namespace npe::grid_test {
namespace {

TEST(Board, BlockAndCellNumbering) {
  EXPECT_EQ(sdk::block_of(0), 0);
  EXPECT_EQ(sdk::block_of(80), 8);
  EXPECT_EQ(sdk::block_of(sdk::cell_at(4, 7)), 5);
  EXPECT_EQ(sdk::index_in_block(sdk::cell_at(2, 0)), 6);  // block 1, cell 7 (the seed's "177")
  EXPECT_EQ(sdk::block_cell(4, 5), sdk::cell_at(4, 5));
  for (int cell = 0; cell < 81; ++cell)
    EXPECT_EQ(sdk::block_cell(sdk::block_of(cell), sdk::index_in_block(cell)), cell);
}

TEST(Board, HousesAndPeers) {
  EXPECT_EQ(sdk::kHouseCells[9 + 2][4], sdk::cell_at(4, 2));  // column 3, fifth cell
  EXPECT_EQ(sdk::kHouseCells[18 + 8][0], sdk::cell_at(6, 6));
  for (int cell = 0; cell < 81; ++cell) {
    int count = 0;
    for (int other = 0; other < 81; ++other) count += sdk::sees(cell, other);
    EXPECT_EQ(count, 20);
    for (int peer : sdk::kPeers[cell]) EXPECT_TRUE(sdk::sees(cell, peer));
  }
}

TEST(Board, MaskHelpers) {
  EXPECT_EQ(sdk::digit_bit(1), 1);
  EXPECT_EQ(sdk::digit_bit(9), 256);
  EXPECT_EQ(sdk::count_digits(0x1FF), 9);
  EXPECT_EQ(sdk::first_digit(sdk::digit_bit(7) | sdk::digit_bit(9)), 7);
  EXPECT_TRUE(sdk::has_digit(0b100, 3));
  EXPECT_FALSE(sdk::has_digit(0b100, 2));
}

TEST(Grid, CandidatesFromDigits) {
  const Grid grid =
      test::grid_from("123.............................................................................4");
  EXPECT_EQ(grid.candidates[0], 0);
  EXPECT_EQ(grid.candidates[3], sdk::kAllDigits & ~0b111);   // 1, 2, 3 in its row
  EXPECT_EQ(grid.candidates[9], sdk::kAllDigits & ~0b111);   // same block as 1, 2, 3
  EXPECT_EQ(grid.candidates[8], sdk::kAllDigits & ~0b1111);  // row 1 and column 9 (the 4)
  EXPECT_EQ(grid.filled_count(), 4);
}

TEST(Grid, PlaceRemovesDigitFromPeers) {
  Grid grid = test::grid_from(std::string(81, '.'));
  grid.place(40, 5);
  EXPECT_EQ(grid.digits[40], 5);
  for (int peer : sdk::kPeers[40]) EXPECT_FALSE(sdk::has_digit(grid.candidates[peer], 5));
  EXPECT_TRUE(sdk::has_digit(grid.candidates[0], 5));
}

TEST(Validity, DetectsDuplicateEmptyCellAndDigitWithoutPlace) {
  EXPECT_EQ(find_invalidity(test::grid_from(std::string(81, '.'))), std::nullopt);
  EXPECT_EQ(find_invalidity(test::grid_from("1...1" + std::string(76, '.'))), "digit 1 twice in row 1 (r1c1, r1c5)");
  // r1c9 sees 1..8 in its row and 9 in its column.
  const std::string no_candidate = "12345678." + std::string(8, '.') + "9" + std::string(63, '.');
  EXPECT_EQ(find_invalidity(test::grid_from(no_candidate)), "r1c9 has no candidate");
  // Digit 1 removed from every cell of row 1 (as eliminations may do in persistent mode).
  Grid grid = test::grid_from(std::string(81, '.'));
  for (int col = 0; col < 9; ++col) grid.eliminate(col, 1);
  EXPECT_EQ(find_invalidity(grid), "digit 1 has no place in row 1");
}

}  // namespace
}  // namespace npe::grid_test
