// The 729-character pencil-mark string (Sukaku Explainer, tdoku): character row*81 + col*9 + digit-1
// is the digit when it is a candidate, '.' (or '0', '*', '_') when not; read wherever a position is
// read, written by `npe show --format pm729`.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <fstream>

#include "base/errors.hpp"
#include "board/pencil_marks.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "test_support.hpp"

namespace npe::pencil_mark_string_test {
namespace {

using ::testing::HasSubstr;

const std::string kSeedPuzzle = "2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3";

std::string error_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(PencilMarkString, WritesEachCellsNineCharactersAtTheirDigitsPlaces) {
  const Grid grid = Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens);
  const std::string text = pencil_mark_string(grid);
  ASSERT_EQ(text.size(), 729u);
  EXPECT_EQ(text.substr(0, 9), ".2.......");    // r1c1: the given 2, alone at its place
  EXPECT_EQ(text.substr(9, 9), "..3...7..");    // r1c2: candidates 3 and 7
  EXPECT_EQ(text.substr(80 * 9), "..3......");  // r9c9: the given 3
  std::size_t marks = 0;
  for (int cell = 0; cell < 81; ++cell) marks += grid.digits[cell] ? 1 : std::popcount(unsigned(grid.candidates[cell]));
  EXPECT_EQ(static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return c != '.'; })), marks);
}

TEST(PencilMarkString, ReadsBackWhatItWrote) {
  const Grid grid = Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens);
  const auto position = parse_position(pencil_mark_string(grid), "pm");
  EXPECT_EQ(position.format, "pencil-mark-string");
  EXPECT_EQ(position.grid.digits, grid.digits);
  EXPECT_EQ(position.grid.candidates, grid.candidates);
}

TEST(PencilMarkString, ZeroStarAndUnderscoreMeanNotACandidate) {
  const Grid grid = Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens);
  for (char absent : {'0', '*', '_'}) {
    std::string text = pencil_mark_string(grid);
    std::replace(text.begin(), text.end(), '.', absent);
    const auto position = parse_position(text + "  # a comment field", "pm");
    EXPECT_EQ(position.grid.candidates, grid.candidates) << absent;
  }
}

TEST(PencilMarkString, ASingleCandidateIsPlacedOnlyWhenNoPeerHasIt) {
  // r1c7 keeps only 3 (a naked single): peers still hold 3, so it stays a candidate (Sukaku
  // Explainer's rule); once r1c7's peers lose 3 as well, the cell reads as the placed digit.
  Grid grid = Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens);
  grid.candidates[6] = sdk::digit_bit(3);
  auto position = parse_position(pencil_mark_string(grid), "pm");
  EXPECT_EQ(position.grid.digits[6], 0);
  EXPECT_EQ(position.grid.candidates[6], sdk::digit_bit(3));
  for (int peer : sdk::kPeers[6]) grid.eliminate(peer, 3);
  position = parse_position(pencil_mark_string(grid), "pm");
  EXPECT_EQ(position.grid.digits[6], 3);
}

TEST(PencilMarkString, ADigitsLineSaysWhichCellsArePlaced) {
  Grid grid = Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens);
  grid.candidates[6] = sdk::digit_bit(3);
  for (int peer : sdk::kPeers[6]) grid.eliminate(peer, 3);
  const auto position = parse_position(kSeedPuzzle + "\n" + pencil_mark_string(grid), "pm");
  EXPECT_EQ(position.format, "digits+pencil-mark-string");
  EXPECT_EQ(position.grid.digits[6], 0);  // not in the digits line: a single candidate
  EXPECT_EQ(position.grid.candidates, grid.candidates);
}

TEST(PencilMarkString, ErrorsNameLineAndColumn) {
  const Grid grid = Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens);
  std::string text = pencil_mark_string(grid);
  std::string wrong = text;
  wrong[9 + 2] = '5';  // r1c2's third character may only be '3' or '.'
  EXPECT_EQ(error_of([&] { parse_position(wrong, "pm"); }),
            "pm:1:12: unexpected '5' for digit 3 of r1c2 (expected '3' or '.')");
  std::string empty_cell = text;
  empty_cell.replace(9, 9, ".........");
  EXPECT_EQ(error_of([&] { parse_position(empty_cell, "pm"); }), "pm:1:10: r1c2 has no candidate");
  EXPECT_THAT(error_of([&] { parse_position(text + "\n" + text, "pm"); }), HasSubstr("several positions"));
  EXPECT_EQ(error_of([&] { parse_position("5" + kSeedPuzzle.substr(1) + "\n" + text, "pm"); }),
            "pm:2:1: r1c1 holds 5 in the digits line, the string does not show it alone");
}

TEST(PencilMarkString, ShowWritesItAndFindReadsIt) {
  const auto shown = test::run_npe({"show", kSeedPuzzle, "--format", "pm729"});
  ASSERT_EQ(shown.exit_code, 0) << shown.err;
  const std::string text = shown.out.substr(0, shown.out.size() - 1);
  EXPECT_EQ(text, pencil_mark_string(Grid::from_digits(parse_puzzle_line(kSeedPuzzle).givens)));
  const auto line = test::run_npe({"show", text, "--format", "81"});
  EXPECT_EQ(line.out, kSeedPuzzle + "\n");
  const auto found = test::run_npe({"find", "--technique", "box", "--json", text});
  EXPECT_EQ(found.exit_code, 0) << found.err;
  EXPECT_THAT(found.out, HasSubstr("\"position\":\"" + kSeedPuzzle + "\""));
  const auto both = test::run_npe({"show", kSeedPuzzle, "--format", "pm729", "--step", "box"});
  EXPECT_EQ(both.exit_code, 2);
}

}  // namespace
}  // namespace npe::pencil_mark_string_test
