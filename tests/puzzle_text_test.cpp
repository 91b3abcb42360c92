// Puzzle text formats: 81-character lines with optional fields, the seed's 9-line grid, errors.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"

namespace npe::puzzle_text_test {
namespace {

using ::testing::HasSubstr;

const std::string kLine = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
const std::string kSolution = "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

std::string error_of(const std::string& text) {
  std::istringstream in(text);
  try {
    read_puzzles(in, "p.txt");
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(PuzzleText, LineWithSolutionAndExtraFields) {
  const Puzzle plain = parse_puzzle_line(kLine);
  EXPECT_EQ(plain.givens[0], 4);
  EXPECT_EQ(plain.givens[1], 0);
  EXPECT_FALSE(plain.solution);
  EXPECT_EQ(plain.givens_line(), kLine);

  const Puzzle solved = parse_puzzle_line(kLine + " " + kSolution);
  ASSERT_TRUE(solved.solution);
  EXPECT_EQ((*solved.solution)[1], 1);

  const Puzzle rated = parse_puzzle_line(kLine + "   2.5");
  EXPECT_FALSE(rated.solution);
  EXPECT_EQ(rated.extra, "2.5");

  std::string zeros = kLine;
  std::replace(zeros.begin(), zeros.end(), '.', '0');
  EXPECT_EQ(parse_puzzle_line(zeros).givens, plain.givens);
}

TEST(PuzzleText, SeedGridWithHeaderAndRowLabels) {
  std::istringstream in(
      "   ABC DEF GHI\n"
      "1: -2- --7 3--\n2: --- 8-- --7\n3: --5 -1- -4-\n4: -3- 9-- 7--\n5: 1-- --- --3\n"
      "6: --2 --4 -9-\n7: -7- -8- 2--\n8: 4-- --5 ---\n9: --8 3-- -5-\n");
  const auto puzzles = read_puzzles(in, "seed.txt");
  ASSERT_EQ(puzzles.size(), 1u);
  EXPECT_EQ(puzzles[0].givens_line(),
            ".2...73.....8....7..5.1..4..3.9..7..1.......3..2..4.9..7..8.2..4....5.....83...5.");
  EXPECT_EQ(puzzles[0].origin, "seed.txt:2");
}

TEST(PuzzleText, FramedGridAndSlashArgument) {
  std::istringstream in(
      ".2. |..7| 3..\n...|8..|..7\n..5|.1.|.4.\n---+---+---\n.3.|9..|7..\n1..|...|..3\n..2|..4|.9.\n"
      "---+---+---\n.7.|.8.|2..\n4..|..5|...\n..8|3..|.5.\n");
  const auto grid = read_puzzles(in, "g.txt");
  ASSERT_EQ(grid.size(), 1u);
  const Puzzle argument = parse_puzzle_argument(
      "-2---73--/---8----7/--5-1--4-/-3-9--7--/1-------3/--2--4-9-/-7--8-2--/4----5---/--83---5-");
  EXPECT_EQ(argument.givens, grid[0].givens);
}

TEST(PuzzleText, FileWithCommentsAndSeveralPuzzles) {
  std::istringstream in("# header\n\n" + kLine + " " + kSolution + "\n" + kLine + "\n");
  const auto puzzles = read_puzzles(in, "f.txt");
  ASSERT_EQ(puzzles.size(), 2u);
  EXPECT_EQ(puzzles[0].origin, "f.txt:3");
  EXPECT_EQ(puzzles[1].origin, "f.txt:4");
}

TEST(PuzzleText, ErrorsNameFileLineAndWhat) {
  EXPECT_EQ(error_of(kLine.substr(0, 80) + "\n"), "p.txt:1: a puzzle line needs 81 cells, found 80 characters");
  EXPECT_EQ(error_of("\n" + kLine.substr(0, 40) + "x" + kLine.substr(41) + "\n"),
            "p.txt:2: puzzle: unexpected character 'x' at column 41");
  EXPECT_EQ(error_of(kLine + " " + "5" + kSolution.substr(1) + "\n"),
            "p.txt:1: the solution contradicts the given 4 at r1c1");
  EXPECT_EQ(error_of("-2---73--\n---8----7\n"), "p.txt:1: grid cut short: 2 of 9 rows");
  EXPECT_EQ(error_of("hello\n"),
            "p.txt:1: not a puzzle: expected an 81-character line or a 9-cell grid row, got 'hello'");
  EXPECT_THAT(error_of(std::string("\x01\x02", 2) + kLine.substr(2) + "\n"), HasSubstr("byte 0x01"));
}

TEST(PuzzleText, MissingFileAndDirectoryAreInputErrors) {
  EXPECT_THROW(read_puzzle_file("/nonexistent/puzzles.txt"), InputError);
  EXPECT_THROW(read_puzzle_file("/tmp"), InputError);
  EXPECT_THROW(parse_puzzle_argument(""), InputError);
}

}  // namespace
}  // namespace npe::puzzle_text_test
