// Positions for `npe find`: puzzles, pencil-mark grids (with and without a digits line), reglib
// lines, and the errors they give.
#include <gtest/gtest.h>

#include <fstream>

#include "base/errors.hpp"
#include "board/pencil_marks.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "board/reglib_case.hpp"
#include "test_support.hpp"

namespace npe::position_input_test {
namespace {

const std::string kSeedPuzzle = "2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3";

// The seed puzzle's candidates in the pencil-mark layout HoDoKu prints (frame of '.', '-', ':', '+',
// '\'' and '|'). r1c7 and r9c3 are empty cells with one candidate (3 and 7).
const std::string kSeedPencilMarks = R"(.----------------------.----------------------.----------------------.
| 2      37     8      | 9      1      36     | 3      5      4      |
| 39     35     3569   | 2368   4      2368   | 1389   7      89     |
| 4      1      379    | 5      378    38     | 6      389    2      |
:----------------------+----------------------+----------------------:
| 38     2358   345    | 7      389    3458   | 23589  6      1      |
| 378    3578   13457  | 3468   2      34568  | 35789  3489   5789   |
| 6      9      3457   | 348    38     1      | 23578  2348   578    |
:----------------------+----------------------+----------------------:
| 5      38     2      | 348    38     7      | 89     1      6      |
| 3789   4      379    | 1238   6      238    | 25789  289    5789   |
| 1      6      7      | 28     5      9      | 4      28     3      |
'----------------------'----------------------'----------------------'
)";

std::string error_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(PositionInput, PuzzleLineWithSolution) {
  const auto position = parse_position(
      ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54. "
      "183524697547869123629317458235698714471253869896741235354176982962485371718932546",
      "corpus");
  EXPECT_EQ(position.format, "puzzle");
  EXPECT_TRUE(position.solution.has_value());
  EXPECT_EQ(position.grid.candidates, Grid::from_digits(position.grid.digits).candidates);
}

// "DIGITS PM729" on one line reads as the two lines would; another long field is refused, never
// silently dropped (candidates rebuilt from the digits).
TEST(PositionInput, DigitsAndPencilMarkStringOnOneLine) {
  Grid grid = Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens);
  grid.eliminate(1, 3);  // r1c2: 37 -> 7, a candidate the digits alone would give back
  const std::string pm = pencil_mark_string(grid);
  const auto two_lines = parse_position(grid.to_line() + "\n" + pm, "two");
  const auto one_line = parse_position(grid.to_line() + " " + pm, "one");
  EXPECT_EQ(one_line.format, "digits+pencil-mark-string");
  EXPECT_EQ(one_line.grid.candidates, two_lines.grid.candidates);
  EXPECT_EQ(one_line.grid.digits, two_lines.grid.digits);
  EXPECT_EQ(one_line.grid.candidates[1], grid.candidates[1]);
  EXPECT_EQ(error_of([&] { parse_position(grid.to_line() + " " + pm.substr(0, 700), "cut"); }),
            "cut:1: after the 81 digits a field of 700 characters: neither a solution (81 digits) nor a 729-character "
            "pencil-mark string");
}

TEST(PositionInput, SeedGridWithSlashes) {
  const auto position = parse_position_argument(
      "-2---73--/---8----7/--5-1--4-/-3-9--7--/1-------3/--2--4-9-/-7--8-2--/4----5---/--83---5-");
  EXPECT_EQ(position.format, "puzzle");
  EXPECT_EQ(position.grid.filled_count(), 24);
}

TEST(PositionInput, PencilMarksWithoutDigitsLineReadOneDigitAsPlaced) {
  const auto position = parse_position(kSeedPencilMarks, "pm");
  EXPECT_EQ(position.format, "pencil-marks");
  const Grid seed = test::grid_from(kSeedPuzzle);
  EXPECT_EQ(position.grid.digits[6], 3);   // r1c7: one candidate, read as placed
  EXPECT_EQ(position.grid.digits[74], 7);  // r9c3
  EXPECT_EQ(position.grid.filled_count(), seed.filled_count() + 2);
  // Other cells keep exactly the printed candidates (minus those the two "placed" digits rule out).
  EXPECT_EQ(position.grid.candidates[1], sdk::digit_bit(7));  // r1c2 "37" loses 3 to r1c7
  EXPECT_EQ(position.grid.candidates[10], sdk::digit_bit(3) | sdk::digit_bit(5));
}

TEST(PositionInput, PencilMarksAfterDigitsLineKeepSingleCandidates) {
  const auto position = parse_position(kSeedPuzzle + "\n" + kSeedPencilMarks, "pm");
  EXPECT_EQ(position.format, "digits+pencil-marks");
  const Grid seed = test::grid_from(kSeedPuzzle);
  EXPECT_EQ(position.grid.digits, seed.digits);
  EXPECT_EQ(position.grid.candidates, seed.candidates);
}

TEST(PositionInput, PencilMarksKeepEliminations) {
  std::string text = kSeedPencilMarks;
  text.replace(text.find("3569"), 4, "356 ");  // r2c3 loses 9
  const auto position = parse_position(kSeedPuzzle + "\n" + text, "pm");
  EXPECT_EQ(position.grid.candidates[11], sdk::digit_bit(3) | sdk::digit_bit(5) | sdk::digit_bit(6));
}

TEST(PositionInput, PencilMarkErrorsNameLineAndColumn) {
  std::string bad = kSeedPencilMarks;
  bad.replace(bad.find("3569"), 4, "35x9");
  EXPECT_EQ(error_of([&] { parse_position(bad, "pm.txt"); }),
            "pm.txt:3:19: unexpected character 'x' in a candidate string");
  std::string repeated = kSeedPencilMarks;
  repeated.replace(repeated.find("3569"), 4, "3553");
  EXPECT_EQ(error_of([&] { parse_position(repeated, "pm.txt"); }), "pm.txt:3:19: digit 5 repeated");
  std::string short_row = kSeedPencilMarks;
  short_row.replace(short_row.find("| 39     35 "), 12, "| 39        ");
  EXPECT_EQ(error_of([&] { parse_position(short_row, "pm.txt"); }),
            "pm.txt:3:3: a pencil-mark row needs 9 candidate strings, found 8");
  const std::string eight_rows = kSeedPencilMarks.substr(0, kSeedPencilMarks.rfind("| 1 "));
  EXPECT_EQ(error_of([&] { parse_position(eight_rows, "pm.txt"); }), "pm.txt:11: pencil-mark grid has 8 of 9 rows");
  const std::string mismatch = std::string("3") + kSeedPuzzle.substr(1) + "\n" + kSeedPencilMarks;
  EXPECT_EQ(error_of([&] { parse_position(mismatch, "pm.txt"); }),
            "pm.txt:3:3: r1c1 holds 3 in the digits line, the grid shows '2'");
}

TEST(PositionInput, ReglibLine) {
  const std::string line =
      ":0200:56:..+1..46.....+685+1.46.4.9+1...2..1.+87...65.3.91+8..8..9..3....4.8.13..81......69.....:264 265 "
      "374:548 648::";
  const auto position = parse_position(line, "reglib");
  ASSERT_TRUE(position.reglib.has_value());
  const ReglibCase& c = *position.reglib;
  EXPECT_EQ(c.code, "0200");
  EXPECT_EQ(c.technique, "0200");
  EXPECT_EQ(c.variant, "");
  EXPECT_FALSE(c.fail_case());
  EXPECT_EQ(c.digits, sdk::digit_bit(5) | sdk::digit_bit(6));
  EXPECT_EQ(position.grid.digits[2], 1);  // "+1": placed
  EXPECT_EQ(position.grid.digits[5], 4);  // a given
  // Deleted candidates "264 265 374": digit 2 at r6c4 and r6c5, digit 3 at r7c4.
  const Grid from_digits = Grid::from_digits(position.grid.digits);
  EXPECT_TRUE(sdk::has_digit(from_digits.candidates[sdk::cell_at(5, 3)], 2));
  EXPECT_FALSE(sdk::has_digit(position.grid.candidates[sdk::cell_at(5, 3)], 2));
  EXPECT_FALSE(sdk::has_digit(position.grid.candidates[sdk::cell_at(6, 3)], 3));
  EXPECT_EQ(c.eliminations, (std::vector<CellDigit>{{sdk::cell_at(3, 7), 5}, {sdk::cell_at(3, 7), 6}}));
  EXPECT_TRUE(c.placements.empty());
}

TEST(PositionInput, ReglibVariantsAndErrors) {
  const std::string givens(81, '.');
  const auto variant = parse_reglib_line(":0110-1x:12:" + givens + "::::", "f:1");
  EXPECT_EQ(variant.technique, "0110");
  EXPECT_EQ(variant.variant, "1x");
  EXPECT_TRUE(variant.fail_case());
  EXPECT_EQ(error_of([&] { parse_reglib_line(":0200:1a:" + givens + "::::", "f:7"); }),
            "f:7:8: expected a digit, got 'a'");
  EXPECT_EQ(error_of([&] { parse_reglib_line(":0200:1:" + givens.substr(1) + "::::", "f:7"); }),
            "f:7:9: the givens hold 80 of 81 cells");
  EXPECT_EQ(error_of([&] { parse_reglib_line(":0200:1:" + givens + ":12::::", "f:7"); }),
            "f:7:91: a candidate is <digit><row><column> with digits 1..9, got '12'");
  EXPECT_EQ(error_of([&] { parse_reglib_line(":0200:1:" + givens, "f:7"); }).substr(0, 55),
            "f:7:89: a reglib case has 5 to 7 ':'-separated fields (");
}

TEST(PositionInput, FileWithManyPositionsNeedsALine) {
  const auto path = test::data_file("reglib/reglib-dev.txt");
  EXPECT_NE(error_of([&] { read_position_file(path); }).find("several positions; pick one with --line N"),
            std::string::npos);
  const auto position = read_position_file(path, 10);
  EXPECT_EQ(position.format, "reglib");
  EXPECT_EQ(position.reglib->code, "0000");
  EXPECT_EQ(position.origin, path.string() + ":10");
  EXPECT_NE(error_of([&] { read_position_file(path, 100000); }).find("line 100000 asked for"), std::string::npos);
  EXPECT_NE(error_of([&] { read_position_file("/nonexistent/position.txt"); }).find("cannot open"), std::string::npos);
}

TEST(PositionInput, NothingToRead) {
  EXPECT_EQ(error_of([] { parse_position("# only a comment\n\n", "empty"); }),
            "empty: no position (expected a puzzle, a pencil-mark grid or a reglib line)");
}

}  // namespace
}  // namespace npe::position_input_test
