// The box, row, col and cell plugins on hand-made positions: a move present, absent, several moves
// in scan order; and all four against reference scans on random pencil marks.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <tuple>

#include "board/puzzle_text.hpp"
#include "test_support.hpp"

namespace npe::singles_plugins_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

/** 1s at r2c4, r3c7, r4c2, r7c3: digit 1 can only go to r1c1 in block 1, row 1 and column 1. */
Grid ones_position() {
  std::string line(81, '.');
  for (auto [row, col] : {std::pair{2, 4}, {3, 7}, {4, 2}, {7, 3}}) line[(row - 1) * 9 + col - 1] = '1';
  return test::grid_from(line);
}

TEST(SinglesPlugins, HiddenSingleFoundByBoxRowAndColumnWithPrefix) {
  const Grid grid = ones_position();
  EXPECT_THAT(test::texts(test::find_steps("box", grid)), ElementsAre("111"));
  EXPECT_THAT(test::texts(test::find_steps("row", grid)), ElementsAre("R111"));
  EXPECT_THAT(test::texts(test::find_steps("col", grid)), ElementsAre("C111"));
  EXPECT_THAT(test::find_steps("cell", grid), IsEmpty());  // every empty cell keeps several candidates
  const auto steps = test::find_steps("box", grid);
  ASSERT_EQ(steps[0].placements.size(), 1u);
  EXPECT_EQ(steps[0].placements[0], (CellDigit{0, 1}));
  EXPECT_TRUE(steps[0].eliminations.empty());
}

TEST(SinglesPlugins, NothingOnAnEmptyGrid) {
  const Grid grid = test::grid_from(std::string(81, '.'));
  for (const char* id : {"box", "row", "col", "cell"}) EXPECT_THAT(test::find_steps(id, grid), IsEmpty()) << id;
}

/** A solved grid (sx_easy_500 line 1's solution) with the given cells emptied. */
Grid solution_with_holes(std::initializer_list<int> holes, Digits* solution_out = nullptr) {
  const Puzzle puzzle = parse_puzzle_line(
      ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9... "
      "158723469367954821294816375619238547485697132732145986976381254841572693523469718");
  Digits digits = *puzzle.solution;
  if (solution_out) *solution_out = digits;
  for (int cell : holes) digits[cell] = 0;
  return Grid::from_digits(digits);
}

std::string bcd(int cell, int digit) {
  return std::to_string(sdk::block_of(cell) + 1) + std::to_string(sdk::index_in_block(cell) + 1) +
         std::to_string(digit);
}

TEST(SinglesPlugins, ScanOrderBoxIsBlocksThenDigits) {
  Digits solution{};
  // One hole in blocks 9, 1 and 5 (listed out of order on purpose): each is a box move.
  const Grid grid = solution_with_holes({80, 0, 40}, &solution);
  EXPECT_THAT(test::texts(test::find_steps("box", grid)),
              ElementsAre(bcd(0, solution[0]), bcd(40, solution[40]), bcd(80, solution[80])));
  EXPECT_THAT(test::texts(test::find_steps("box", grid, false)), ElementsAre(bcd(0, solution[0])));
}

TEST(SinglesPlugins, ScanOrderRowIsRowsThenDigitsAndColumnIsColumnsThenDigits) {
  Digits solution{};
  // Two holes in row 1 (c2, c8) and one in row 9 (c1): rows 1 then 9; within row 1 the smaller digit first.
  const Grid grid = solution_with_holes({1, 7, 72}, &solution);
  std::vector<std::pair<int, int>> row1 = {{solution[1], 1}, {solution[7], 7}};
  std::sort(row1.begin(), row1.end());
  EXPECT_THAT(test::texts(test::find_steps("row", grid)),
              ElementsAre("R" + bcd(row1[0].second, row1[0].first), "R" + bcd(row1[1].second, row1[1].first),
                          "R" + bcd(72, solution[72])));
  // Columns: c1 (the r9c1 hole), then c2, then c8.
  EXPECT_THAT(test::texts(test::find_steps("col", grid)),
              ElementsAre("C" + bcd(72, solution[72]), "C" + bcd(1, solution[1]), "C" + bcd(7, solution[7])));
}

TEST(SinglesPlugins, ScanOrderCellIsBlocksThenCellsInBlock) {
  Digits solution{};
  // Holes at r3c1 (block 1, cell 7), r1c3 (block 1, cell 3) and r4c4 (block 5, cell 1).
  const Grid grid = solution_with_holes({18, 2, 30}, &solution);
  EXPECT_THAT(test::texts(test::find_steps("cell", grid)),
              ElementsAre("M" + bcd(2, solution[2]), "M" + bcd(18, solution[18]), "M" + bcd(30, solution[30])));
}

/** Naked singles by the definition: empty cells with one candidate, blocks 1..9, each block's cells
 *  row by row; texts in the seed's BCD notation (M, block, cell in the block, digit). */
std::vector<std::string> reference_naked_singles(const Grid& grid) {
  std::vector<std::string> out;
  for (int block = 0; block < 9; ++block) {
    int in_block = 0;
    for (int row = 3 * (block / 3); row < 3 * (block / 3) + 3; ++row) {
      for (int col = 3 * (block % 3); col < 3 * (block % 3) + 3; ++col) {
        const int cell = row * 9 + col;
        ++in_block;
        if (grid.digits[cell] != 0 || sdk::count_digits(grid.candidates[cell]) != 1) continue;
        out.push_back("M" + std::to_string(block + 1) + std::to_string(in_block) +
                      std::to_string(sdk::first_digit(grid.candidates[cell])));
      }
    }
  }
  return out;
}

/** Random digits and candidate masks (none, one, several digits), not always consistent with the
 *  digits: singles of every kind, in every cell, cell 80 included. */
Grid random_pencil_marks(std::mt19937& random) {
  Grid grid;
  const int filled_percent = static_cast<int>(random() % 90);
  for (int cell = 0; cell < 81; ++cell) {
    if (static_cast<int>(random() % 100) < filled_percent) {
      grid.digits[cell] = static_cast<std::uint8_t>(1 + random() % 9);
      // Sometimes a filled cell keeps candidates (an inconsistent board the scan must still read).
      if (random() % 8 == 0) grid.candidates[cell] = static_cast<Mask>(random() % 512);
    } else {
      const int kind = static_cast<int>(random() % 3);
      grid.candidates[cell] = kind == 0   ? Mask{0}
                              : kind == 1 ? sdk::digit_bit(static_cast<int>(1 + random() % 9))
                                          : static_cast<Mask>(random() % 512);
    }
  }
  return grid;
}

/** Hidden singles by the definition: houses of the kind in order, digits 1..9; a digit with exactly
 *  one candidate cell in the house and not placed there. */
std::vector<std::string> reference_hidden_singles(const Grid& grid, int first_house, const std::string& prefix) {
  std::vector<std::string> out;
  for (int house = first_house; house < first_house + 9; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      int places = 0, place = -1;
      bool placed = false;
      for (int cell : sdk::kHouseCells[house]) {
        placed |= grid.digits[cell] == digit;
        if (sdk::has_digit(grid.candidates[cell], digit)) ++places, place = cell;
      }
      if (places == 1 && !placed) out.push_back(prefix + bcd(place, digit));
    }
  }
  return out;
}

TEST(SinglesPlugins, BoxRowAndColumnFindTheReferencesHiddenSinglesOnRandomPencilMarks) {
  std::mt19937 random(20261204);
  int singles = 0;
  for (int round = 0; round < 2000; ++round) {
    const Grid grid = random_pencil_marks(random);
    for (const auto& [id, first, prefix] : {std::tuple{"box", 18, ""}, {"row", 0, "R"}, {"col", 9, "C"}}) {
      const auto expected = reference_hidden_singles(grid, first, prefix);
      singles += static_cast<int>(expected.size());
      ASSERT_EQ(test::texts(test::find_steps(id, grid)), expected) << id << " " << grid.to_line();
      // The first step alone (the engine's usual question) is the first of them.
      const auto first_only = test::texts(test::find_steps(id, grid, false));
      ASSERT_EQ(first_only.size(), std::min<std::size_t>(1, expected.size())) << id;
      if (!first_only.empty()) {
        ASSERT_EQ(first_only.front(), expected.front()) << id;
      }
    }
  }
  EXPECT_GT(singles, 10000);
}

TEST(SinglesPlugins, CellFindsTheReferencesNakedSinglesOnRandomPencilMarks) {
  // Random digits and candidate masks (none, one, several digits; not always consistent with the
  // digits, which cell does not read): every cell position, cell 80 included, holds singles often.
  std::mt19937 random(20261203);
  int singles = 0;
  for (int round = 0; round < 2000; ++round) {
    Grid grid;
    const int filled_percent = static_cast<int>(random() % 90);
    for (int cell = 0; cell < 81; ++cell) {
      if (static_cast<int>(random() % 100) < filled_percent) {
        grid.digits[cell] = static_cast<std::uint8_t>(1 + random() % 9);
      } else {
        const int kind = static_cast<int>(random() % 3);
        grid.candidates[cell] = kind == 0   ? Mask{0}
                                : kind == 1 ? sdk::digit_bit(static_cast<int>(1 + random() % 9))
                                            : static_cast<Mask>(random() % 512);
      }
    }
    const auto expected = reference_naked_singles(grid);
    singles += static_cast<int>(expected.size());
    ASSERT_EQ(test::texts(test::find_steps("cell", grid)), expected) << grid.to_line();
  }
  EXPECT_GT(singles, 10000);
}

}  // namespace
}  // namespace npe::singles_plugins_test
