// Hand-made positions for the uniqueness techniques (docs/techniques.md, "Uniqueness"), and
// HoDoKu's own examples (UniquenessSolver.main) for the texts.
//
// Most positions are built from one solved grid S (rows below) by emptying a few cells: candidates
// come from the remaining digits; a cell written in `placed` holds a digit placed while solving (not
// a given). In each, exactly one technique of the plugin finds exactly one step and the step agrees
// with S; the comment says which cells make the pattern and why. The host's fact "exactly one
// solution" is set by the test (NPE_FACT_UNIQUE), as `uniqueness: assume` does.
#include <gtest/gtest.h>

#include <initializer_list>

#include "board/reglib_case.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_test {
namespace {

const char* const kS =
    "123456789"
    "456789123"
    "789123456"
    "214365897"
    "365897214"
    "897214365"
    "531642978"
    "642978531"
    "978531642";

int at(const char* name) { return (name[1] - '1') * 9 + (name[3] - '1'); }  // "r4c7"

Mask digits(std::initializer_list<int> list) {
  Mask mask = 0;
  for (int d : list) mask |= sdk::digit_bit(d);
  return mask;
}

/** S with `empty` cells emptied, `placed` cells marked as placed while solving, and candidates
 *  "d@rXcY" removed (eliminated by earlier steps). */
Grid from_s(std::initializer_list<const char*> empty, std::initializer_list<const char*> placed = {},
            std::initializer_list<std::pair<int, const char*>> removed = {}) {
  Digits d{};
  for (int cell = 0; cell < 81; ++cell) d[cell] = static_cast<std::uint8_t>(kS[cell] - '0');
  for (const char* name : empty) d[at(name)] = 0;
  Grid grid = Grid::from_digits(d);
  for (const char* name : placed) grid.givens[at(name)] = 0;
  for (const auto& [digit, name] : removed) grid.eliminate(at(name), digit);
  return grid;
}

/** The lines "text => eliminations" of every uniqueness technique's steps that find something. */
std::vector<std::string> all_steps(const Grid& grid) {
  std::vector<std::string> lines;
  for (const auto& id : test::uniqueness_ids()) {
    for (const auto& step : test::unique_steps(id, grid)) lines.push_back(id + ": " + step_line(step));
  }
  return lines;
}

Digits solution_s() {
  Digits d{};
  for (int cell = 0; cell < 81; ++cell) d[cell] = static_cast<std::uint8_t>(kS[cell] - '0');
  return d;
}

TEST(Uniqueness, TheSolvedGridIsValid) {
  // Each row, column and block of S holds 1..9 (the positions below rely on it).
  const Digits s = solution_s();
  for (int house = 0; house < 27; ++house) {
    Mask seen = 0;
    for (int cell : sdk::kHouseCells[house]) seen |= sdk::digit_bit(s[cell]);
    EXPECT_EQ(seen, sdk::kAllDigits) << house;
  }
}

TEST(Uniqueness, Type1ThreeCellsHoldOnlyThePair) {
  // Empty r5c456, r2c5, r8c56. The rectangle r5c56/r8c56 (blocks 5 and 8): r5c6, r8c5, r8c6 hold
  // only 7 and 8; r5c5 holds 7, 8 and 9 (its column misses 8, 9, 7). Were r5c5 7 or 8, the four
  // cells would hold 7 and 8 crosswise, and swapping them would give a second solution: r5c5 loses
  // both (it is 9 in S).
  const Grid grid = from_s({"r2c5", "r5c4", "r5c5", "r5c6", "r8c5", "r8c6"});
  EXPECT_EQ(grid.candidates[at("r5c5")], digits({7, 8, 9}));
  EXPECT_EQ(grid.candidates[at("r8c6")], digits({7, 8}));
  EXPECT_EQ(all_steps(grid),
            (std::vector<std::string>{"uniqueness.type1: Uniqueness Test 1: 7/8 in r5c56,r8c56 => r5c5<>78"}));
  const auto steps = test::unique_steps("uniqueness.type1", grid, {}, solution_s());
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].cells,
            (std::vector<std::uint8_t>{static_cast<std::uint8_t>(at("r5c5")), static_cast<std::uint8_t>(at("r5c6")),
                                       static_cast<std::uint8_t>(at("r8c5")), static_cast<std::uint8_t>(at("r8c6"))}));
  EXPECT_EQ(steps[0].digits, digits({7, 8}));
  EXPECT_EQ(steps[0].fins, (std::vector<std::uint8_t>{static_cast<std::uint8_t>(at("r5c5"))}));
  EXPECT_EQ(steps[0].kind, 1u);
}

TEST(Uniqueness, MissingCandidatesOnlyWhenAllowed) {
  // The type 1 position with 7 removed from r5c5 ({8, 9} left): r5c5 no longer holds 7, but it could
  // (no 7 is placed in its row, column or block). HoDoKu's default (allow_missing=1) still sees the
  // rectangle and removes the 8; with allow_missing=0 every cell must hold both digits.
  const Grid grid = from_s({"r2c5", "r5c4", "r5c5", "r5c6", "r8c5", "r8c6"}, {}, {{7, "r5c5"}});
  const auto allowed = test::unique_steps("uniqueness.type1", grid, {{"allow_missing", "1"}}, solution_s());
  ASSERT_EQ(allowed.size(), 1u);
  EXPECT_EQ(allowed[0].text, "Uniqueness Test 1: 7/8 in r5c56,r8c56 => r5c5<>8");
  EXPECT_TRUE(test::unique_steps("uniqueness.type1", grid, {{"allow_missing", "0"}}).empty());
}

TEST(Uniqueness, Type2OneSharedExtraDigitInARow) {
  // Empty r2c12, r5c1, r7c125, r8c27, r9c5. Rectangle r2c12/r7c12 on 4/5: r2c1 and r2c2 hold 4 and 5
  // only; r7c1 and r7c2 (one row) hold 3, 4 and 5. One of them is 3, so r7c5 (row 7) loses 3.
  const Grid grid = from_s({"r2c1", "r2c2", "r5c1", "r7c1", "r7c2", "r7c5", "r8c2", "r8c7", "r9c5"});
  EXPECT_EQ(grid.candidates[at("r7c1")], digits({3, 4, 5}));
  EXPECT_EQ(grid.candidates[at("r7c2")], digits({3, 4, 5}));
  EXPECT_EQ(grid.candidates[at("r7c5")], digits({3, 4}));
  EXPECT_EQ(all_steps(grid),
            (std::vector<std::string>{"uniqueness.type2: Uniqueness Test 2: 4/5 in r2c12,r7c12 => r7c5<>3"}));
  EXPECT_EQ(test::unique_steps("uniqueness.type2", grid, {}, solution_s()).size(), 1u);
}

TEST(Uniqueness, Type3ExtraDigitsAndACellFormANakedPair) {
  // Empty r3c13, r4c3, r5c6, r6c12, r6c3, r6c6, r8c2, r9c1. Rectangle r3c13/r6c13 on 7/9: r3c1, r3c3
  // hold 7, 9; r6c1 = {7,8,9}, r6c3 = {4,7,9}. Their extra digits 4 and 8 with r4c3 = {4} (block 4,
  // no 7 or 9) are two digits on "two cells" (the pair r6c1/r6c3 counts as one, one of them holds
  // an extra digit): a naked pair in block 4, so r6c2 = {4,9} loses 4.
  const Grid grid = from_s({"r3c1", "r3c3", "r4c3", "r5c6", "r6c1", "r6c2", "r6c3", "r6c6", "r8c2", "r9c1"});
  EXPECT_EQ(grid.candidates[at("r6c1")], digits({7, 8, 9}));
  EXPECT_EQ(grid.candidates[at("r6c3")], digits({4, 7, 9}));
  EXPECT_EQ(grid.candidates[at("r4c3")], digits({4}));
  EXPECT_EQ(grid.candidates[at("r6c2")], digits({4, 9}));
  EXPECT_EQ(all_steps(grid),
            (std::vector<std::string>{"uniqueness.type3: Uniqueness Test 3: 7/9 in r3c13,r6c13 => r6c2<>4"}));
  const auto steps = test::unique_steps("uniqueness.type3", grid, {}, solution_s());
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].base_houses, (std::vector<std::uint8_t>{21}));  // block 4
  EXPECT_EQ(steps[0].rating_x10, 46);                                // a pair: SE 4.6
}

TEST(Uniqueness, Type4OneDigitLockedInTheExtraCells) {
  // Empty r1c5, r4c45, r7c4, r9c457. Rectangle r4c45/r9c45 on 3/6: r4c4, r4c5 hold 3, 6; r9c4, r9c5
  // hold 3, 5, 6. In row 9 and block 8 (the cells seeing both) 3 has no other place: one of
  // r9c4/r9c5 is 3, so neither may be 6 (with the other 3 it would complete the swappable pair).
  const Grid grid = from_s({"r1c5", "r4c4", "r4c5", "r7c4", "r9c4", "r9c5", "r9c7"});
  EXPECT_EQ(grid.candidates[at("r9c4")], digits({3, 5, 6}));
  EXPECT_EQ(grid.candidates[at("r9c5")], digits({3, 5, 6}));
  EXPECT_EQ(all_steps(grid),
            (std::vector<std::string>{"uniqueness.type4: Uniqueness Test 4: 3/6 in r4c45,r9c45 => r9c4<>6 r9c5<>6"}));
  const auto steps = test::unique_steps("uniqueness.type4", grid, {}, solution_s());
  ASSERT_EQ(steps.size(), 1u);
  // No chain: the host proves a chain's eliminations from its links alone, and a uniqueness
  // elimination rests on the deadly pattern, which no link kind states.
  EXPECT_TRUE(steps[0].chains.empty());
  EXPECT_EQ(steps[0].fins,
            (std::vector<std::uint8_t>{static_cast<std::uint8_t>(at("r9c4")), static_cast<std::uint8_t>(at("r9c5"))}));
}

TEST(Uniqueness, Type5ThreeExtraCellsShareOneDigit) {
  // Empty r4c1, r7c1369, r8c369, r9c369; 2 removed from r8c9. Rectangle r7c39/r8c39 on 1/8: r8c9
  // = {1,8}; r7c3, r7c9, r8c3 = {1,2,8}. Three extra cells with the one extra digit 2 (type 5): one
  // of them is 2, and r7c1 = {2,5} sees all three (row 7, block 7): it loses 2.
  const Grid grid = from_s({"r4c1", "r7c1", "r7c3", "r7c6", "r7c9", "r8c3", "r8c6", "r8c9", "r9c3", "r9c6", "r9c9"}, {},
                           {{2, "r8c9"}});
  EXPECT_EQ(grid.candidates[at("r8c9")], digits({1, 8}));
  EXPECT_EQ(grid.candidates[at("r7c3")], digits({1, 2, 8}));
  EXPECT_EQ(grid.candidates[at("r7c1")], digits({2, 5}));
  EXPECT_EQ(all_steps(grid),
            (std::vector<std::string>{"uniqueness.type5: Uniqueness Test 5: 1/8 in r7c39,r8c39 => r7c1<>2"}));
  EXPECT_TRUE(test::unique_steps("uniqueness.type2", grid).empty());  // three extra cells: not type 2
}

TEST(Uniqueness, Type6AnXWingOnTheRectangle) {
  // Empty r1c123, r4c124, r5c1, r7c2; 2 removed from r1c1 and r4c2. Rectangle r1c12/r4c12 on 1/3:
  // r1c1 and r4c2 (a diagonal) = {1,3}; r1c2, r4c1 = {1,2,3}. In rows 1 and 4 and columns 1 and 2,
  // 1 has no place outside the rectangle (an X-Wing): either r1c2 and r4c1 are both 1 (then r1c1 and
  // r4c2 are both 3: swappable) or neither is. So r1c2 and r4c1 lose 1.
  // The same position is a hidden rectangle twice (each diagonal cell seen from the other).
  const Grid grid =
      from_s({"r1c1", "r1c2", "r1c3", "r4c1", "r4c2", "r4c4", "r5c1", "r7c2"}, {}, {{2, "r1c1"}, {2, "r4c2"}});
  EXPECT_EQ(grid.candidates[at("r1c1")], digits({1, 3}));
  EXPECT_EQ(grid.candidates[at("r1c2")], digits({1, 2, 3}));
  EXPECT_EQ(grid.candidates[at("r4c1")], digits({1, 2, 3}));
  EXPECT_EQ(grid.candidates[at("r4c2")], digits({1, 3}));
  const auto steps = test::unique_steps("uniqueness.type6", grid, {}, solution_s());
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(step_line(steps[0]), "Uniqueness Test 6: 1/3 in r1c12,r4c12 => r1c2<>1 r4c1<>1");
  EXPECT_EQ(test::texts(test::unique_steps("uniqueness.hidden_rectangle", grid, {}, solution_s())),
            (std::vector<std::string>{"Hidden Rectangle: 1/3 in r1c12,r4c12 => r4c2<>3",
                                      "Hidden Rectangle: 1/3 in r1c12,r4c12 => r1c1<>3"}));
}

TEST(Uniqueness, HiddenRectangleTwoStrongLinks) {
  // Empty r1c12, r2c7, r4c127, r5c278. Rectangle r4c27/r5c27 on 1/2: r4c2 and r5c7 (a diagonal) =
  // {1,2}; r4c7 = {1,2,8}, r5c2 = {1,2,6}. Seen from r4c2, the opposite corner is r5c7: in row 5
  // and column 7, 2 lies only in the rectangle. Were r5c7 1, r5c2 and r4c7 would be 2 (the only
  // other places of 2 in row 5 and column 7), r4c2 then 1: swappable. So r5c7 loses 1. (From r5c7,
  // r4c2's row and column hold 1 and 2 at r4c1 outside the rectangle: nothing.)
  const Grid grid = from_s({"r1c1", "r1c2", "r2c7", "r4c1", "r4c2", "r4c7", "r5c2", "r5c7", "r5c8"});
  EXPECT_EQ(grid.candidates[at("r4c7")], digits({1, 2, 8}));
  EXPECT_EQ(grid.candidates[at("r5c2")], digits({1, 2, 6}));
  EXPECT_EQ(all_steps(grid),
            (std::vector<std::string>{"uniqueness.hidden_rectangle: Hidden Rectangle: 1/2 in r4c27,r5c27 => r5c7<>1"}));
  const auto steps = test::unique_steps("uniqueness.hidden_rectangle", grid, {}, solution_s());
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind, 7u);
}

TEST(Uniqueness, AvoidableRectangle1NeedsPlacedDigits) {
  // Empty r1c58, r2c5; r1c2 = 2, r3c2 = 8 and r3c5 = 2 were placed while solving (not givens).
  // Rectangle r1c25/r3c25: r1c2 = 2, r3c2 = 8, r3c5 = 2 placed; were r1c5 = {5,8} 8, the four
  // non-given cells could swap 2 and 8: r1c5 loses 8. With the digits as givens it is no pattern.
  const Grid grid = from_s({"r1c5", "r1c8", "r2c5"}, {"r1c2", "r3c2", "r3c5"});
  EXPECT_EQ(grid.candidates[at("r1c5")], digits({5, 8}));
  EXPECT_EQ(all_steps(grid), (std::vector<std::string>{"uniqueness.avoidable1: Avoidable Rectangle Type 1: 2/8 in "
                                                       "r1c25,r3c25 => r1c5<>8"}));
  EXPECT_EQ(test::unique_steps("uniqueness.avoidable1", grid, {}, solution_s()).size(), 1u);
  EXPECT_TRUE(all_steps(from_s({"r1c5", "r1c8", "r2c5"}, {"r1c2", "r3c2"})).empty());
}

TEST(Uniqueness, AvoidableRectangle2SharedExtraDigit) {
  // Empty r4c69, r5c39, r6c39; r5c6 = 7 and r6c6 = 4 placed. Rectangle r5c69/r6c69: r5c9 must avoid 4,
  // r6c9 must avoid 7; r5c9 = {4,5}, r6c9 = {5,7}: one of them is 5, so r4c9 (column 9, block 6)
  // loses 5. The digits in the text: the placed corner scanned first (r5c6) first.
  const Grid grid = from_s({"r4c6", "r4c9", "r5c3", "r5c9", "r6c3", "r6c9"}, {"r5c6", "r6c6"});
  EXPECT_EQ(grid.candidates[at("r5c9")], digits({4, 5}));
  EXPECT_EQ(grid.candidates[at("r6c9")], digits({5, 7}));
  EXPECT_EQ(all_steps(grid), (std::vector<std::string>{"uniqueness.avoidable2: Avoidable Rectangle Type 2: 7/4 in "
                                                       "r5c69,r6c69 => r4c9<>5"}));
  const auto steps = test::unique_steps("uniqueness.avoidable2", grid, {}, solution_s());
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].fins,
            (std::vector<std::uint8_t>{static_cast<std::uint8_t>(at("r5c9")), static_cast<std::uint8_t>(at("r6c9"))}));
}

TEST(Uniqueness, BugLiteSixCells) {
  // Empty r5c8, r6c5, r6c789, r8c789. r6c7 = r8c7 = {3,5}, r6c9 = r8c9 = {1,5}, r8c8 = {1,3}, and r6c8
  // = {1,3,6} taken with the pair {1,3}: in rows 6 and 8, blocks 6 and 9 and columns 7..9 every digit
  // of these pairs lies in exactly two of the six cells. Filled from their pairs, the six cells
  // could each switch to the other digit of their pair: two solutions. So r6c8 is 6.
  const Grid grid = from_s({"r5c8", "r6c5", "r6c7", "r6c8", "r6c9", "r8c7", "r8c8", "r8c9"});
  EXPECT_EQ(grid.candidates[at("r6c8")], digits({1, 3, 6}));
  EXPECT_EQ(grid.candidates[at("r8c8")], digits({1, 3}));
  EXPECT_EQ(all_steps(grid), (std::vector<std::string>{"uniqueness.bug_lite: BUG Lite: 1/3/5 in r6c789,r8c789 => "
                                                       "r6c8<>13"}));
  const auto steps = test::unique_steps("uniqueness.bug_lite", grid, {}, solution_s());
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind, 6u);  // pattern cells
  EXPECT_EQ(steps[0].rating_x10, 46);
  EXPECT_TRUE(test::unique_steps("uniqueness.bug_lite", grid, {{"max_cells", "5"}}).empty());
}

TEST(Uniqueness, BugPlusOneHoDoKusExample) {
  // HoDoKu's example (UniquenessSolver.main). Every empty cell has two candidates but r6c5 = {1,5,9};
  // 1 has three places in row 6 (r6c456), column 5 (r2c5, r6c5, r9c5) and block 5, every other
  // digit two in every house. Without the 1 in r6c5 the grid is a BUG (never one solution): r6c5 = 1.
  const std::string line =
      ":0610::8+4+9325+6+1+77+3+2+8..9+4+5+5+6+1+7..+32+8+49327+85+61+1+5+7.3.8+9+2+2+86...+4+7+3+9+7+8..+213+4+3+149+"
      "87+2566+2+5..+"
      "3+7+8+9::565 965::";
  Grid grid = parse_reglib_line(line, "test").grid;
  EXPECT_EQ(grid.candidates[at("r6c5")], digits({1, 5, 9}));
  const auto steps = test::unique_steps("uniqueness.bug1", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Bivalue Universal Grave + 1 => r6c5<>5, r6c5<>9");
  EXPECT_EQ(steps[0].fins, (std::vector<std::uint8_t>{static_cast<std::uint8_t>(at("r6c5"))}));
  EXPECT_EQ(steps[0].base_houses, (std::vector<std::uint8_t>{5, 13, 22}));  // r6, c5, b5
  // A cell with one candidate breaks the count (its house then holds a digit once): no BUG + 1.
  grid.eliminate(at("r7c4"), 5);
  EXPECT_TRUE(test::unique_steps("uniqueness.bug1", grid).empty());
}

TEST(Uniqueness, HoDoKusExampleTexts) {
  // The examples in HoDoKu's UniquenessSolver.main, with the texts its comments give.
  struct Example {
    const char* id;
    const char* line;
    const char* text;
  };
  const Example examples[] = {
      {"uniqueness.type1",
       ":0600:13:+5+2+3+9+7+8+1466+1+832+4...+4+7+9+5+6+1+38+29+5+1+6+32.+7.+86+2+49+7+5..+7+34+18526+9+38+7+21....295+"
       "8+4....+"
       "14+67+5..+2.::189 389::",
       "Uniqueness Test 1: 1/3 in r5c89,r8c89 => r8c9<>1, r8c9<>3"},
      {"uniqueness.type2",
       ":0601:12:....6..2.394...7..2.+6..41....2....4..6.8........6.9....4...739...1.8...2.+2....51.:114 116 819 829 "
       "839 849 "
       "869 574 575 581 582 495:514 516 526 528 529 534 535::",
       "Uniqueness Test 2: 1/2 in r2c45,r7c45 => r1c46,r2c689,r3c45<>5"},
      {"uniqueness.type3",
       ":0602:15:+7+1+3+4+5+862+9+4927+63..+8+8+6+51+9+2374+67158+9+4+3+2+9+5+42+3+7+8+612+386+4+1+7+9+5.8..+1.+24+71+"
       "47.+2....."
       "+2..+74...::391::",
       "Uniqueness Test 3: 1/5 in r2c78,r9c78 => r9c1<>3"},
      {"uniqueness.type3",
       ":0602:16:..3.+1+6.9...78....6.6......1....+8.......45....45..61..7..81.926.9....3........8.1.:514 225 425 226 "
       "334 534 "
       "934 235 435 735 236 736 244 744 347 447 547 947 248 348 249 349 949 357 857 957 858 859 264 284 784 294 "
       "794:233 241 "
       "242 251 252 283 293 933 942 952::",
       "Uniqueness Test 3: 1/6 in r4c37,r5c37 => r389c3,r4c12,r5c12<>2, r3c3,r45c2<>9"},
      {"uniqueness.type3",
       ":0602:57:+54.........72+4.5..9.....+463...964.....5...+6........1.281...7........5+7867+5.3.....:213 613 714 "
       "715 626 134 "
       "834 135 835 151 251 252 663 568 373 195 196:355 356 361 362 363 368 854 855 856 862 863:",
       "Uniqueness Test 3: 5/7 in r3c45,r6c45 => r5c56,r6c1238<>3, r5c456,r6c23<>8"},
      {"uniqueness.type4",
       ":0603:48:+3+9+6+17+52+8481+4+29+63..5+27.+8.+1+6+9..+5+9.2..1+2.38.19..9.+16.+7...+1.+2+7+6.5+98..8.2+9+7137.9."
       "1+8...:448 "
       "465 468 492 692 494:442 447::",
       "Uniqueness Test 4: 4/8 in r4c27,r6c27 => r4c27<>4"},
      {"uniqueness.avoidable2",
       ":0608:12:......+531.96...7+425.....+6+9+8......8..7.94..+1.+3....329..+9..+1+28+3+65+832.5.+41+9+6+51+3+49+287:"
       "814 815 "
       "141 142:714 715 716 732 733 736::",
       "Avoidable Rectangle Type 2: 1/2 in r3c45,r7c45 => r1c456,r3c236<>7"},
      {"uniqueness.bug1",
       ":0610::+1+4.+7+8...+9+2+8.+4+5.1.73+7.6+1...+89+5+38+7+1..+2+72+4+9+6+581+3+86+1+324+9+7+5+6+18+2+3759+4+5+971+"
       "4+832+64+3+"
       "2596+7+8+1::318 518::",
       "Bivalue Universal Grave + 1 => r1c8<>3, r1c8<>5"},
  };
  for (const auto& example : examples) {
    const auto steps = test::unique_steps(example.id, parse_reglib_line(example.line, "test").grid);
    EXPECT_EQ(test::texts(steps), std::vector<std::string>{example.text}) << example.line;
  }
}

TEST(Uniqueness, NothingWithoutTheFactAndFirstIsAmongAll) {
  const Grid grids[] = {from_s({"r2c5", "r5c4", "r5c5", "r5c6", "r8c5", "r8c6"}),
                        from_s({"r1c5", "r1c8", "r2c5"}, {"r1c2", "r3c2", "r3c5"}),
                        from_s({"r5c8", "r6c5", "r6c7", "r6c8", "r6c9", "r8c7", "r8c8", "r8c9"})};
  for (const auto& grid : grids) {
    EXPECT_FALSE(all_steps(grid).empty());
    for (const auto& id : test::uniqueness_ids()) {
      const auto none = search_technique(test::shipped_plugins(), id, {}, test::with_uniqueness(grid, false), {true});
      EXPECT_TRUE(none.steps.empty()) << id;
      const auto all = test::unique_steps(id, grid);
      const auto first = search_technique(test::shipped_plugins(), id, {}, test::with_uniqueness(grid, true), {false});
      ASSERT_EQ(first.steps.size(), all.empty() ? 0u : 1u) << id;
      if (!all.empty()) {
        EXPECT_EQ(step_line(first.steps[0]), step_line(all[0])) << id;
      }
    }
  }
}

TEST(Uniqueness, DescriptorsDeclareUniquenessAndGivens) {
  for (const auto& id : test::uniqueness_ids()) {
    const TechniqueInfo* info = test::shipped_plugins().find(id);
    ASSERT_NE(info, nullptr) << id;
    EXPECT_TRUE(info->flags & NPE_TECHNIQUE_NEEDS_UNIQUENESS) << id;
    EXPECT_EQ((info->flags & NPE_TECHNIQUE_USES_GIVENS) != 0, id.find("avoidable") != std::string::npos) << id;
    EXPECT_EQ(info->default_points, 100) << id;  // HoDoKu's base score
    EXPECT_FALSE(info->reglib_codes.empty()) << id;
  }
}

}  // namespace
}  // namespace npe::uniqueness_test
