// Givens in every position form (board/marked_digits.hpp): a digits line writes a digit placed while
// solving as '+' and the digit; without marks every placed digit reads as a given. The avoidable
// rectangles (NPE_TECHNIQUE_USES_GIVENS) then keep the solution on positions whose givens are marked
// and find nothing where no position says which digits are givens.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "base/errors.hpp"
#include "board/marked_digits.hpp"
#include "board/pencil_marks.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "search/technique_search.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::givens_test {
namespace {

const std::string kPuzzle = "2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3";

/** The puzzle with r1c2 = 3 and r2c1 = 9 placed while solving (both the solution's digits). */
Grid partly_placed() {
  Grid grid = Grid::from_digits(parse_puzzle_line(kPuzzle).givens);
  const Digits solution = *unique_solution(grid.digits);
  for (const int cell : {1, 9}) grid.place(cell, solution[cell]);
  return grid;
}

std::vector<int> given_cells(const Grid& grid) {
  std::vector<int> cells;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.givens[cell]) cells.push_back(cell);
  }
  return cells;
}

std::string without_marks(std::string text) {
  text.erase(std::remove(text.begin(), text.end(), '+'), text.end());
  return text;
}

TEST(Givens, AMarkedDigitsLineSaysWhichPlacedDigitsAreGivensInEveryForm) {
  const Grid grid = partly_placed();
  const std::string line = position_line(grid);
  EXPECT_EQ(line.substr(0, 4), "2+78") << line;  // r1c2 = 7 placed while solving
  const std::string digits = marked_digits_line(grid), marks = pencil_mark_string(grid);
  const std::vector<std::pair<std::string, std::string>> forms = {
      {line, "digits+pencil-mark-string"},
      {digits + "\n" + marks, "digits+pencil-mark-string"},
      {digits, "digits"},
  };
  for (const auto& [text, format] : forms) {
    const SearchPosition read = parse_position(text, "test");
    EXPECT_EQ(read.format, format);
    EXPECT_EQ(read.grid.digits, grid.digits) << format;
    EXPECT_EQ(given_cells(read.grid), given_cells(grid)) << format;
    EXPECT_FALSE(read.grid.givens[1] || read.grid.givens[9]) << format;
    EXPECT_EQ(position_line(read.grid), line) << format;
  }
  // A pencil-mark grid after a marked digits line.
  std::string rows;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const int cell = row * 9 + col;
      const Mask mask = grid.digits[cell] ? sdk::digit_bit(grid.digits[cell]) : grid.candidates[cell];
      for (int digit = 1; digit <= 9; ++digit) {
        if (sdk::has_digit(mask, digit)) rows += static_cast<char>('0' + digit);
      }
      rows += col == 8 ? "\n" : " ";
    }
  }
  const SearchPosition from_grid = parse_position(digits + "\n" + rows, "test");
  EXPECT_EQ(from_grid.format, "digits+pencil-marks");
  EXPECT_EQ(given_cells(from_grid.grid), given_cells(grid));
  EXPECT_EQ(position_line(from_grid.grid), line);
}

TEST(Givens, WithoutMarksEveryPlacedDigitIsAGiven) {
  const Grid grid = partly_placed();
  const std::string line = position_line(grid);
  for (const std::string& text :
       {without_marks(line), pencil_mark_string(grid), without_marks(marked_digits_line(grid))}) {
    const SearchPosition read = parse_position(text, "test");
    for (int cell = 0; cell < 81; ++cell) {
      EXPECT_EQ(read.grid.givens[cell], read.grid.digits[cell] != 0 ? 1 : 0) << read.format << " " << cell_name(cell);
    }
    EXPECT_EQ(marked_digits_line(read.grid).find('+'), std::string::npos) << read.format;
  }
}

TEST(Givens, ABadMarkIsRefusedNamingTheLine) {
  const std::string digits = marked_digits_line(partly_placed());
  for (const std::string& bad : {"+" + digits.substr(0, 2) + "+." + digits.substr(3), "++" + digits.substr(1),
                                 digits.substr(0, digits.size() - 1) + "+"}) {
    try {
      parse_position("# a comment\n" + bad, "file.txt");
      ADD_FAILURE() << "accepted " << bad;
    } catch (const InputError& e) {
      EXPECT_EQ(std::string(e.what()).rfind("file.txt:2", 0), 0u) << e.what();
    }
  }
}

// Positions partway along a solve (the givens plus about two thirds of the other cells from the
// solution, placed while solving): each avoidable rectangle's steps there agree with the solution
// (search_technique checks them against it and throws otherwise) and some are found; the same
// position without its marks reads every digit as a given and none is found.
TEST(GivensCorpus, AvoidableRectanglesKeepTheSolutionWhereGivensAreMarkedAndFireNowhereElse) {
  const auto puzzles = read_puzzle_file(test::source_dir() / "tests/data/corpora/sx_diabolical_150.txt");
  std::mt19937 random(53);
  int marked_steps = 0, positions = 0;
  for (std::size_t k = 0; k < puzzles.size() && k < 60; ++k) {
    const Digits solution = *unique_solution(puzzles[k].givens);
    for (int round = 0; round < 4; ++round) {
      Grid grid = Grid::from_digits(puzzles[k].givens);
      for (int cell = 0; cell < 81; ++cell) {
        if (grid.digits[cell] == 0 && random() % 3 != 0) grid.place(cell, solution[cell]);
      }
      if (grid.solved()) continue;
      grid.facts = NPE_FACT_UNIQUE;
      ++positions;
      const std::string line = position_line(grid);
      for (const char* id : {"uniqueness.avoidable1", "uniqueness.avoidable2", "uniqueness.hidden_avoidable"}) {
        SearchOptions all;
        all.all = true;
        Grid marked = parse_position(line, "marked").grid, unmarked = parse_position(without_marks(line), "plain").grid;
        marked.facts = unmarked.facts = NPE_FACT_UNIQUE;
        const auto found = search_technique(test::shipped_plugins(), id, {}, marked, all, solution);
        for (const auto& step : found.steps) {
          for (const auto& [cell, digit] : step.eliminations) EXPECT_NE(solution[cell], digit) << id << " " << line;
        }
        marked_steps += static_cast<int>(found.steps.size());
        EXPECT_TRUE(search_technique(test::shipped_plugins(), id, {}, unmarked, all).steps.empty())
            << id << " " << line;
      }
    }
  }
  EXPECT_GT(positions, 100);
  EXPECT_GT(marked_steps, 10) << "too few avoidable rectangles to say anything";
}

}  // namespace
}  // namespace npe::givens_test
