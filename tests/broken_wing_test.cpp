// Broken Wing (plugins/single_digit/broken_wing.hpp, docs/techniques.md "Single-digit patterns"),
// checked the project's ways: sudoku9981.com's worked layouts (its "Broken Wing" page: a single
// guardian, then two in one column) as hand-made positions, each step through the host's checks and a
// claim beyond it refused; a slow reference search written from the definition that must give the
// same steps as find-all on hard positions; soundness on the hardest corpus; the symmetry check.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "check/symmetry.hpp"
#include "rank_logic_support.hpp"

#include <npe/sdk/cell_set.hpp>

namespace npe::broken_wing_test {
namespace {

using test::check_steps;
using test::find_steps;

constexpr const char* kId = "single_digit.broken_wing";

bool long_tests() { return std::getenv("NPE_LONG_TESTS") != nullptr; }

int cell(int row, int col) { return (row - 1) * 9 + (col - 1); }

/** Every digit everywhere, but digit 1 only in the loop r5c2-r2c2-r2c5-r1c6-r5c6 of sudoku9981's page
 *  (links: column 2, row 2, box 2, column 6, row 5), in `guardians`, and in cells outside every link house. */
Grid wing_position(const std::vector<int>& guardians) {
  Grid grid;
  for (int c = 0; c < 81; ++c) grid.candidates[c] = static_cast<Mask>(sdk::kAllDigits);
  const int links[] = {9 + 1, 1, 18 + 1, 9 + 5, 4};
  const std::set<int> keep = {cell(5, 2), cell(2, 2), cell(2, 5), cell(1, 6), cell(5, 6)};
  for (const int house : links) {
    for (const int c : sdk::kHouseCells[house]) {
      bool kept = keep.count(c) != 0;
      for (const int g : guardians) kept = kept || g == c;
      if (!kept) grid.eliminate(c, 1);
    }
  }
  return grid;
}

TEST(BrokenWingExamples, ALoneGuardianHoldsTheDigit) {
  // sudoku9981's single guardian r5c8 in the loop's row link: the digit goes from every cell seeing
  // it (the loop's r5c2 and r5c6 among them) and the guardian's other digits go.
  const Grid grid = wing_position({cell(5, 8)});
  const auto steps = find_steps(kId, grid, true);
  std::vector<std::string> texts;
  for (const auto& step : steps) texts.push_back(step.text);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].text,
            "Broken Wing: 1 r1c6-r2c5-r2c2-r5c2-r5c6, guardians r5c8 => r1346789c8,r4c79,r5c26,r6c79<>1, r5c8<>2, "
            "r5c8<>3, r5c8<>4, r5c8<>5, r5c8<>6, r5c8<>7, r5c8<>8, r5c8<>9");
  EXPECT_EQ(check_steps(steps, grid, std::nullopt), static_cast<int>(steps.size()));
  std::set<std::string> effects;
  for (const auto& step : steps) {
    for (const auto& e : step.eliminations) effects.insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
  }
  EXPECT_TRUE(effects.count("r5c8<>2") && effects.count("r5c8<>9")) << testing::PrintToString(texts);
  EXPECT_TRUE(effects.count("r5c2<>1") && effects.count("r5c6<>1") && effects.count("r9c8<>1"));
  EXPECT_FALSE(effects.count("r5c8<>1"));
  // A claim beyond the pattern: r9c9 does not see the guardian; the host refuses it.
  Step wrong = steps.front();
  wrong.eliminations.push_back({static_cast<std::uint8_t>(cell(9, 9)), 1});
  EXPECT_THROW(check_step(wrong, grid, std::nullopt, "test"), std::exception);
}

TEST(BrokenWingExamples, TwoGuardiansInAColumnClearTheRestOfIt) {
  // Guardians r5c8 (row link) and r2c8 (row 2's link): one of them holds 1, so column 8's other
  // cells lose it; nothing else sees both.
  const Grid grid = wing_position({cell(5, 8), cell(2, 8)});
  const auto steps = find_steps(kId, grid, true);
  ASSERT_EQ(steps.size(), 1u) << testing::PrintToString(test::effects(steps));
  EXPECT_EQ(steps[0].text, "Broken Wing: 1 r1c6-r2c5-r2c2-r5c2-r5c6, guardians r2c8,r5c8 => r1346789c8<>1");
  EXPECT_EQ(check_steps(steps, grid, std::nullopt), 1);
}

TEST(BrokenWingExamples, NoGuardianNoStepAndAnEvenLoopIsNoWing) {
  // A conjugate odd loop is no valid board: nothing is claimed there. Without the loop's box link
  // (r2c5 gone) the cells form no odd loop.
  constexpr const char* kLoop = "r1c6-r2c5-r2c2-r5c2-r5c6,";
  for (const auto& step : find_steps(kId, wing_position({}), true)) EXPECT_EQ(step.text.find(kLoop), std::string::npos);
  Grid grid = wing_position({cell(5, 8)});
  grid.eliminate(cell(2, 5), 1);
  for (const auto& step : find_steps(kId, grid, true)) EXPECT_EQ(step.text.find("r2c5"), std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// Reference search, from the definition: every odd loop of 5..max cells of a digit, each cell linked
// to the next through a house that holds the digit in no other loop cell; guardians are the link
// houses' other places; the digit goes where every guardian is seen (a lone guardian: also its other
// digits). Written as a plain walk over cells and houses, the loop checked when closed.

struct Reference {
  const Grid& grid;
  int digit;
  int max_length;
  std::set<std::string>& texts;
  std::vector<int> cells, houses;

  bool holds(int c) const { return grid.digits[c] == 0 && sdk::has_digit(grid.candidates[c], digit); }

  bool valid_link(int house, int a, int b, const std::vector<int>& loop) const {
    if (!sdk::kHouseSet[house].has(a) || !sdk::kHouseSet[house].has(b)) return false;
    for (const int c : loop) {
      if (c != a && c != b && sdk::kHouseSet[house].has(c) && holds(c)) return false;
    }
    return true;
  }

  void walk() {
    const int n = static_cast<int>(cells.size());
    if (n >= 5 && n % 2 == 1) {
      for (int house = 0; house < 27; ++house) {
        if (valid_link(house, cells.back(), cells.front(), cells)) close(house);
      }
    }
    if (n == max_length) return;
    for (int house = 0; house < 27; ++house) {
      if (!sdk::kHouseSet[house].has(cells.back())) continue;
      for (const int next : sdk::kHouseCells[house]) {
        if (!holds(next) || std::find(cells.begin(), cells.end(), next) != cells.end()) continue;
        std::vector<int> grown = cells;
        grown.push_back(next);
        bool valid = valid_link(house, cells.back(), next, grown);
        for (std::size_t i = 0; i + 1 < cells.size() && valid; ++i)
          valid = valid_link(houses[i], cells[i], cells[i + 1], grown);
        if (!valid) continue;
        cells.push_back(next);
        houses.push_back(house);
        walk();
        cells.pop_back();
        houses.pop_back();
      }
    }
  }

  void close(int last_house) {
    // Each loop once: its lowest cell first, then the lower of its two neighbours.
    const int n = static_cast<int>(cells.size());
    if (*std::min_element(cells.begin(), cells.end()) != cells[0] || cells[1] > cells[n - 1]) return;
    std::vector<int> link_houses = houses;
    link_houses.push_back(last_house);
    std::set<int> guardians;
    for (int i = 0; i < n; ++i) {
      for (const int c : sdk::kHouseCells[link_houses[i]]) {
        if (holds(c) && c != cells[i] && c != cells[(i + 1) % n]) guardians.insert(c);
      }
    }
    if (guardians.empty()) return;
    std::vector<CellDigit> eliminated;
    for (int c = 0; c < 81; ++c) {
      if (!holds(c) || guardians.count(c)) continue;
      bool sees_all = true;
      for (const int g : guardians) sees_all = sees_all && sdk::kPeerSet[g].has(c);
      if (sees_all) eliminated.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(digit)});
    }
    if (guardians.size() == 1) {
      const int g = *guardians.begin();
      for (int d = 1; d <= 9; ++d) {
        if (d != digit && sdk::has_digit(grid.candidates[g], d))
          eliminated.push_back({static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(d)});
      }
    }
    if (eliminated.empty()) return;
    std::string text = "Broken Wing: " + std::to_string(digit) + " ";
    for (int i = 0; i < n; ++i) text += (i ? "-" : "") + cell_name(cells[i]);
    text += ", guardians ";
    bool first = true;
    for (const int g : guardians) text += (first ? "" : ",") + cell_name(g), first = false;
    texts.insert(text + " => " + test::effect_text(eliminated, {}));
  }
};

std::set<std::string> reference_steps(const Grid& grid, int max_length) {
  std::set<std::string> texts;
  for (int digit = 1; digit <= 9; ++digit) {
    for (int start = 0; start < 81; ++start) {
      Reference walk{grid, digit, max_length, texts, {start}, {}};
      if (walk.holds(start)) walk.walk();
    }
  }
  return texts;
}

/** Find-all's steps in the reference's form: the text up to " => ", then the effects. */
std::set<std::string> found_steps(const Grid& grid, int max_length) {
  std::map<std::string, std::vector<CellDigit>> by_loop;
  for (const auto& step : find_steps(kId, grid, true, {{"max_length", std::to_string(max_length)}})) {
    auto& list = by_loop[step.text.substr(0, step.text.find(" => "))];
    list.insert(list.end(), step.eliminations.begin(), step.eliminations.end());
  }
  std::set<std::string> texts;
  for (const auto& [loop, eliminations] : by_loop) texts.insert(loop + " => " + test::effect_text(eliminations, {}));
  return texts;
}

/** Puzzles of sx_diabolical_500 and forum_hardest_1905_11plus (every `stride`-th, `count` in all, half
 *  each) taken as far as singles, locked candidates and naked/hidden sets go: where the hodoku engine
 *  type turns to fish and chains, and Broken Wings are common on the first list. */
std::vector<std::pair<Grid, Digits>> wing_positions(int count, int stride) {
  std::vector<std::pair<Grid, Digits>> list;
  for (const char* corpus : {"sx_diabolical_500.txt", "forum_hardest_1905_11plus.txt"}) {
    int taken = 0;
    const bool found =
        test::for_each_corpus_puzzle(corpus, stride, [&](Grid grid, const Digits& solution, const std::string&, int) {
          if (taken >= (count + 1) / 2) return false;
          test::apply_simple_eliminations(grid);
          if (!grid.solved()) list.emplace_back(grid, solution), ++taken;
          return true;
        });
    if (!found) return {};
  }
  return list;
}

TEST(BrokenWingReference, FindAllGivesTheReferencesSteps) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "forum_hardest_1905_11plus.txt");
  const int count = long_tests() ? 300 : test::scaled(12, 2);
  const auto positions = wing_positions(count, long_tests() ? 3 : 41);
  ASSERT_FALSE(positions.empty());
  std::size_t steps = 0;
  for (const auto& [grid, solution] : positions) {
    const int length = long_tests() ? 7 : 5;
    const auto expected = reference_steps(grid, length);
    EXPECT_EQ(found_steps(grid, length), expected) << grid.to_line();
    steps += expected.size();
  }
  std::cout << kId << ": " << steps << " loops with eliminations on " << positions.size() << " positions\n";
  if (test::scaled(100) == 100) {
    EXPECT_GT(steps, 0u);
  }
}

TEST(BrokenWingSoundness, EveryStepHoldsOnTheHardestCorpus) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "forum_hardest_1905_11plus.txt");
  const int count = long_tests() ? 20000 : test::scaled(30, 3);
  const auto positions = wing_positions(count, long_tests() ? 2 : 97);
  ASSERT_FALSE(positions.empty());
  long steps = 0;
  for (const auto& [grid, solution] : positions) steps += check_steps(find_steps(kId, grid, true), grid, solution);
  std::cout << kId << ": " << steps << " steps checked on " << positions.size() << " positions\n";
  if (test::scaled(100) == 100) {
    EXPECT_GT(steps, 0);
  }
}

void expect_steps_move_with_the_grid(const std::vector<Grid>& grids) {
  std::mt19937 random(705);
  const FindFunction find = [](const Grid& g, bool all) { return find_steps(kId, g, all); };
  for (const auto& grid : grids) {
    for (int round = 0; round < 2; ++round)
      EXPECT_EQ(symmetry_mismatch(find, grid, random_transform(random), SymmetryCompare::steps), std::nullopt);
  }
}

TEST(BrokenWingSymmetry, StepsMoveWithTheGrid) {
  expect_steps_move_with_the_grid({wing_position({cell(5, 8)}), wing_position({cell(5, 8), cell(2, 8)})});
}

TEST(BrokenWingSymmetry, StepsMoveWithTheGridOnHardestPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  std::vector<Grid> grids;
  for (const auto& position : test::stuck_hardest_positions(test::scaled(6, 1), 31)) grids.push_back(position.grid);
  ASSERT_FALSE(grids.empty());
  expect_steps_move_with_the_grid(grids);
}

}  // namespace
}  // namespace npe::broken_wing_test
