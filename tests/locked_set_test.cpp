// LockedSet plugin: the seed's checked examples (docs/seed-notes.md, The checked examples), GNPX's
// cell-list text, and hand-made positions for presence, absence, scan order and eliminations.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <npe/sdk/cell_text.hpp>

#include "base/errors.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "test_support.hpp"

namespace npe::locked_set_test {
namespace {

using test::grid_from;
using test::shipped_plugins;

// The seed's LockedSet position ("このページの最初の問題", docs/seed-notes.md).
const std::string kSeedPuzzle = "2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3";

// The seed's list of the 25 LockedSets of that position (docs/seed-notes.md, The checked examples).
const std::vector<std::string> kSeedLockedSets = {
    "Locked Pair[2D] r6c45 #38",
    "Locked Pair[2D] r38c3 #39",
    "Locked Pair[2D] r45c7 #58",
    "Locked Pair[2D] r89c8 #28",
    "Locked Pair[2D] r4c1 r5c2 #38",
    "Locked Pair[2D] (hidden) r8c79 #57",
    "Locked Pair[2D] (hidden) r46c3 #45",
    "Locked Pair[2D] (hidden) r45c6 #45",
    "Locked Pair[2D] (hidden) r68c7 #27",
    "Locked Pair[2D] (hidden) r56c8 #34",
    "Locked Triple[3D] r238c6 #238",
    "Locked Triple[3D] r389c8 #289",
    "Locked Triple[3D] r4c7 r5c79 #589",
    "Locked Triple[3D] r45c7 r6c9 #578",
    "Locked Triple[3D] (hidden) r356c8 #349",
    "Locked Triple[3D] (hidden) r5c89 r6c8 #349",
    "Locked Triple[3D] (hidden) r5c8 r6c78 #234",
    "Locked Quartet[4D] r8c1368 #2389",
    "Locked Quartet[4D] r4c7 r5c79 r6c9 #5789",
    "Locked Quartet[4D] r4c7 r5c7 r6c79 #2578",
    "Locked Quartet[4D] (hidden) r6c3789 #2457",
    "Locked Quartet[4D] (hidden) r5c89 r6c78 #2349",
    "Locked Quartet[4D] (hidden) r5c8 r6c789 #2347",
    "Locked Set[5D] r4c7 r5c79 r6c79 #25789",
    "Locked Set[5D] (hidden) r5c89 r6c789 #23479",
};

ParamList size(int n) { return {{"size", std::to_string(n)}}; }

std::vector<Step> search(const std::string& id, int n, const Grid& grid, bool all = true, bool unique = false,
                         bool fill = false) {
  return search_technique(shipped_plugins(), id, size(n), grid, {all, unique, fill}).steps;
}

/** Every LockedSet the seed's way: orders 2..7, naked before hidden, --all --unique --fill-singles. */
std::vector<std::string> all_locked_sets(const std::string& puzzle) {
  std::vector<std::string> lines;
  for (int n = 2; n <= 7; ++n) {
    for (const char* id : {"locked_set.naked", "locked_set.hidden"}) {
      for (const auto& step : search(id, n, grid_from(puzzle), true, true, true)) lines.push_back(step.text);
    }
  }
  return lines;
}

bool has_text(const std::vector<Step>& steps, const std::string& text) {
  for (const auto& step : steps) {
    if (step.text == text) return true;
  }
  return false;
}

std::string gnpx_cells(std::vector<int> cells) {
  char text[64];
  sdk::TextBuffer out(text, sizeof text);
  sdk::put_gnpx_cells(out, cells.data(), static_cast<int>(cells.size()));
  return text;
}

/** An empty grid whose candidates are all nine digits; tests then carve candidates by hand. */
Grid open_grid() { return Grid::from_digits({}); }

void set_candidates(Grid& grid, int row, int col, const std::string& digits) {
  Mask mask = 0;
  for (char c : digits) mask |= sdk::digit_bit(c - '0');
  grid.candidates[sdk::cell_at(row - 1, col - 1)] = mask;
}

TEST(LockedSetSeed, TwentyFiveLockedSetsOfTheSeedPosition) {
  Grid grid = grid_from(kSeedPuzzle);
  fill_singles(grid);
  EXPECT_EQ(grid.filled_count(), 49);  // the seed: 49 digits on the board after the singles
  EXPECT_EQ(all_locked_sets(kSeedPuzzle), kSeedLockedSets);
}

TEST(LockedSetSeed, WithoutUniqueTheRowAndBlockInstancesBothAppear) {
  // r6c45 #38 lies in row 6 and block 5: GNPX reports it in both houses; --unique keeps one.
  const auto steps = search("locked_set.naked", 2, grid_from(kSeedPuzzle), true, false, true);
  int count = 0;
  for (const auto& step : steps) count += step.text == "Locked Pair[2D] r6c45 #38";
  EXPECT_EQ(count, 2);
}

TEST(LockedSetSeed, HiddenPairInColumn8) {
  const auto steps = search(
      "locked_set.hidden", 2,
      grid_from("...857.....736.2...6...48..142..86..57......26.35..47..216.3........1.......2...."), true, true, true);
  ASSERT_FALSE(steps.empty());
  EXPECT_TRUE(has_text(steps, "Locked Pair[2D] (hidden) r19c8 #16"));
  const Step& pair = steps.front();
  EXPECT_EQ(pair.text, "Locked Pair[2D] (hidden) r19c8 #16");
  EXPECT_EQ(step_line(pair), "Locked Pair[2D] (hidden) r19c8 #16 => r1c8<>39 r9c8<>349");  // the seed: #349 go
  EXPECT_EQ(pair.base_houses, (std::vector<std::uint8_t>{9 + 7}));
}

TEST(LockedSetSeed, HiddenTripleInBlock4) {
  const auto steps = search(
      "locked_set.hidden", 3,
      grid_from("4......6..1..62..9.624.........8..5.1.8..7.4.......9..9...3.2..58....63..36.5...7"), true, true, true);
  ASSERT_TRUE(has_text(steps, "Locked Triple[3D] (hidden) r4c23 r5c2 #249"));
  for (const auto& step : steps) {
    if (step.text == "Locked Triple[3D] (hidden) r4c23 r5c2 #249") {
      EXPECT_EQ(step.base_houses.front(), 18 + 3);  // block 4
      EXPECT_EQ(step.digits, sdk::digit_bit(2) | sdk::digit_bit(4) | sdk::digit_bit(9));
    }
  }
}

TEST(LockedSetSeed, NakedQuartetAndItsComplementaryHiddenQuartetInColumn9) {
  const std::string puzzle = ".8.........4..71.2.6718.39..2..3.9....38.52....5.1..3..18.4.67.4.96..8.........1.";
  const auto naked = search("locked_set.naked", 4, grid_from(puzzle), true, true, true);
  const auto hidden = search("locked_set.hidden", 4, grid_from(puzzle), true, true, true);
  ASSERT_TRUE(has_text(naked, "Locked Quartet[4D] r3789c9 #3459"));
  ASSERT_FALSE(hidden.empty());
  EXPECT_EQ(hidden.front().text.substr(0, 37), "Locked Quartet[4D] (hidden) r1456c9 #");
  // Complementary sets remove the same candidates.
  for (const auto& step : naked) {
    if (step.text == "Locked Quartet[4D] r3789c9 #3459") {
      EXPECT_EQ(step.eliminations, hidden.front().eliminations);
    }
  }
}

TEST(GnpxCellList, CompressesAsTheSeedPrints) {
  using sdk::cell_at;
  EXPECT_EQ(gnpx_cells({cell_at(5, 3), cell_at(5, 4)}), "r6c45");
  EXPECT_EQ(gnpx_cells({cell_at(1, 5), cell_at(2, 5), cell_at(7, 5)}), "r238c6");
  EXPECT_EQ(gnpx_cells({cell_at(3, 6), cell_at(4, 6), cell_at(4, 8)}), "r4c7 r5c79");
  EXPECT_EQ(gnpx_cells({cell_at(3, 6), cell_at(4, 6), cell_at(5, 8)}), "r45c7 r6c9");
  // A row with two cells switches every row to the row form: not "r45c7 r6c79".
  EXPECT_EQ(gnpx_cells({cell_at(3, 6), cell_at(4, 6), cell_at(5, 6), cell_at(5, 8)}), "r4c7 r5c7 r6c79");
  EXPECT_EQ(gnpx_cells({cell_at(3, 0), cell_at(4, 1)}), "r4c1 r5c2");
  // Column form lists columns ascending, whatever the rows.
  EXPECT_EQ(gnpx_cells({cell_at(0, 5), cell_at(1, 4), cell_at(2, 5)}), "r2c5 r13c6");
  EXPECT_EQ(gnpx_cells({cell_at(2, 3)}), "r3c4");
}

TEST(LockedSetHandMade, NakedPairInARowEliminatesInTheRowOnly) {
  Grid grid = open_grid();
  set_candidates(grid, 1, 1, "12");
  set_candidates(grid, 1, 5, "12");
  const auto steps = search("locked_set.naked", 2, grid, false);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Locked Pair[2D] r1c15 #12");
  EXPECT_EQ(steps[0].kind, 2u);
  EXPECT_EQ(steps[0].cells, (std::vector<std::uint8_t>{0, 4}));
  EXPECT_EQ(steps[0].base_houses, (std::vector<std::uint8_t>{0}));
  EXPECT_EQ(steps[0].eliminations.size(), 7u * 2);  // digits 1 and 2 from the other 7 cells of row 1
  for (const auto& [cell, digit] : steps[0].eliminations) EXPECT_EQ(sdk::row_of(cell), 0);
}

TEST(LockedSetHandMade, AbsentWhenTheCellsHoldThreeDigits) {
  Grid grid = open_grid();
  set_candidates(grid, 1, 1, "12");
  set_candidates(grid, 1, 5, "13");
  for (int n = 2; n <= 7; ++n) {
    EXPECT_TRUE(search("locked_set.naked", n, grid).empty()) << n;
    EXPECT_TRUE(search("locked_set.hidden", n, grid).empty()) << n;
  }
}

TEST(LockedSetHandMade, NakedPairInALineAndABlockEliminatesInBoth) {
  Grid grid = open_grid();
  set_candidates(grid, 1, 1, "12");
  set_candidates(grid, 1, 2, "12");
  const auto steps = search("locked_set.naked", 2, grid);
  ASSERT_EQ(steps.size(), 2u);  // found in row 1, then again in block 1
  EXPECT_EQ(steps[0].base_houses, (std::vector<std::uint8_t>{0, 18}));
  EXPECT_EQ(steps[1].base_houses, (std::vector<std::uint8_t>{18, 0}));
  EXPECT_EQ(steps[0].eliminations.size(), (7u + 6u) * 2);  // 7 row cells + 6 other block cells
  EXPECT_EQ(steps[0].eliminations, steps[1].eliminations);
  const auto unique = search("locked_set.naked", 2, grid, true, true);
  ASSERT_EQ(unique.size(), 1u);
  EXPECT_EQ(unique[0].eliminations, steps[0].eliminations);
}

TEST(LockedSetHandMade, ScanOrderIsRowsThenColumnsThenBlocks) {
  Grid grid = open_grid();
  set_candidates(grid, 9, 5, "56");  // row 9 (different blocks)
  set_candidates(grid, 9, 9, "56");
  set_candidates(grid, 1, 1, "34");  // column 1 (different blocks)
  set_candidates(grid, 5, 1, "34");
  set_candidates(grid, 1, 2, "78");  // block 1 only
  set_candidates(grid, 2, 3, "78");
  EXPECT_EQ(test::texts(search("locked_set.naked", 2, grid)),
            (std::vector<std::string>{"Locked Pair[2D] r9c59 #56", "Locked Pair[2D] r15c1 #34",
                                      "Locked Pair[2D] r1c2 r2c3 #78"}));
  EXPECT_EQ(search("locked_set.naked", 2, grid, false).size(), 1u);  // first only
}

TEST(LockedSetHandMade, CombinationsInLexicographicOrderWithinAHouse) {
  Grid grid = open_grid();
  set_candidates(grid, 1, 7, "12");
  set_candidates(grid, 1, 9, "12");
  set_candidates(grid, 1, 2, "34");
  set_candidates(grid, 1, 8, "34");
  // Row 1: {c2,c8} comes before {c7,c9} in lexicographic order of the unsolved cells.
  const auto steps = search("locked_set.naked", 2, grid);
  ASSERT_GE(steps.size(), 2u);
  EXPECT_EQ(steps[0].text, "Locked Pair[2D] r1c28 #34");
  EXPECT_EQ(steps[1].text, "Locked Pair[2D] r1c79 #12");
}

TEST(LockedSetHandMade, HiddenPairRemovesTheCellsOtherDigits) {
  Grid grid = open_grid();
  for (int col = 1; col <= 9; ++col) {
    if (col != 3 && col != 6) set_candidates(grid, 1, col, "3456789");
  }
  const auto steps = search("locked_set.hidden", 2, grid, false);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Locked Pair[2D] (hidden) r1c36 #12");
  EXPECT_EQ(steps[0].kind, 2u | 0x100u);
  EXPECT_EQ(steps[0].digits, 0b11);
  EXPECT_EQ(steps[0].eliminations.size(), 2u * 7);
  for (const auto& [cell, digit] : steps[0].eliminations) {
    EXPECT_TRUE(cell == 2 || cell == 5);
    EXPECT_GE(digit, 3);
  }
  // The complementary naked set of order 7 holds the other seven cells.
  EXPECT_TRUE(has_text(search("locked_set.naked", 7, grid), "Locked Set[7D] r1c1245789 #3456789"));
}

TEST(LockedSetHandMade, OrderNames) {
  Grid grid = open_grid();
  for (int col = 1; col <= 6; ++col) set_candidates(grid, 1, col, "123456");
  EXPECT_EQ(search("locked_set.naked", 6, grid, false).at(0).text, "Locked Set[6D] r1c123456 #123456");
  EXPECT_EQ(search("locked_set.naked", 6, grid, false).at(0).kind, 6u);
  Grid five = open_grid();
  for (int col = 1; col <= 5; ++col) set_candidates(five, 1, col, "12345");
  EXPECT_EQ(search("locked_set.naked", 5, five, false).at(0).text, "Locked Set[5D] r1c12345 #12345");
  Grid four = open_grid();
  for (int col = 1; col <= 4; ++col) set_candidates(four, 1, col, "1234");
  EXPECT_EQ(search("locked_set.naked", 4, four, false).at(0).text, "Locked Quartet[4D] r1c1234 #1234");
}

TEST(LockedSetHandMade, SizeParameterIsChecked) {
  EXPECT_THROW(search("locked_set.naked", 8, open_grid()), InputError);
  EXPECT_THROW(search("locked_set.hidden", 1, open_grid()), InputError);
  EXPECT_THROW(search_technique(shipped_plugins(), "locked_set.naked", {{"order", "2"}}, open_grid(), {}), InputError);
  // Default size is 2.
  Grid grid = open_grid();
  set_candidates(grid, 1, 1, "12");
  set_candidates(grid, 1, 5, "12");
  EXPECT_EQ(search_technique(shipped_plugins(), "locked_set.naked", {}, grid, {}).steps.at(0).text,
            "Locked Pair[2D] r1c15 #12");
}

TEST(LockedSetHandMade, HouseWithNoMoreUnsolvedCellsThanTheOrderIsSkipped) {
  // Row 1 with two empty cells holding {1,2}: no pair there (|F| <= n), as GNPX skips such houses.
  Grid grid = grid_from("..3456789" + std::string(72, '.'));
  const auto steps = search("locked_set.naked", 2, grid);
  for (const auto& step : steps) EXPECT_NE(step.base_houses.front(), 0) << step.text;
}

}  // namespace
}  // namespace npe::locked_set_test
