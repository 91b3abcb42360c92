// The canonical form up to Sudoku's symmetries (solver/canonical_form.hpp): the same for every
// transformation of a puzzle, different for puzzles that are not transformations of each other, and
// itself a puzzle whose form it is.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "board/puzzle_text.hpp"
#include "check/symmetry.hpp"
#include "solver/canonical_form.hpp"
#include "test_support.hpp"

namespace npe::canonical_form_test {
namespace {

Digits digits_of(const std::string& line) { return parse_puzzle_line(line).givens; }

TEST(CanonicalForm, IsTheSameForEveryTransformationAndDiffersBetweenPuzzles) {
  const auto puzzles = read_puzzle_file(test::source_dir() / "fixtures/puzzles/sx_hard.txt");
  std::mt19937 random(53);
  std::set<std::string> forms;
  for (const auto& puzzle : puzzles) {
    const std::string form = canonical_form(puzzle.givens);
    forms.insert(form);
    EXPECT_EQ(canonical_form(digits_of(form)), form) << puzzle.origin;
    for (int round = 0; round < 4; ++round) {
      const GridTransform transform = random_transform(random);
      const Grid moved = transform.apply(Grid::from_digits(puzzle.givens));
      EXPECT_EQ(canonical_form(moved.digits), form) << puzzle.origin << " " << transform.describe();
    }
  }
  EXPECT_EQ(forms.size(), puzzles.size());  // the shipped puzzles are 30 different ones
}

TEST(CanonicalForm, SeesAOneClueDifference) {
  const std::string a = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  std::string b = a;
  b[1] = '1';
  const std::string form = canonical_form(digits_of(a));
  EXPECT_NE(form, canonical_form(digits_of(b)));
  const auto clues = [](const std::string& line) {
    return std::count_if(line.begin(), line.end(), [](char c) { return c != '.'; });
  };
  EXPECT_EQ(clues(form), clues(a));
}

}  // namespace
}  // namespace npe::canonical_form_test
