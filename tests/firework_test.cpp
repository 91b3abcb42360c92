// Firework triple and quadruple (plugins/gnpx/firework.hpp): GNPX's worked examples, the host's check
// of the forcing-chain evidence, a reference search from the definition compared with find-all on
// stuck hard positions (every claimed elimination proved), soundness.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <set>

#include "board/puzzle_text.hpp"
#include "engine/step_validation.hpp"
#include "engine/technique_search.hpp"
#include "rank_logic_support.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::firework_test {
namespace {

std::vector<Step> all_steps(const std::string& id, const Grid& grid, const std::optional<Digits>& solution = std::nullopt) {
  if (solution) return search_technique(test::shipped_plugins(), id, {}, grid, {true, false, false}, *solution).steps;
  return search_technique(test::shipped_plugins(), id, {}, grid, {true, false, false}).steps;
}

std::map<std::string, std::set<std::string>> effects_by_text(const std::vector<Step>& steps) {
  std::map<std::string, std::set<std::string>> result;
  for (const auto& step : steps) {
    for (const auto& e : step.eliminations) result[step.text].insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
  }
  return result;
}

// GNPX docs page58.html: the sample puzzle of "Firework triple" and "Firework quadruple", on its
// givens' candidates: Firework_Triple "Stem : r7c3 #12459 Leaf:r6c3 r7c4" and Firework_Quadruple
// "Stem : r5c1#17 r7c8#26 Leaf : r5c8#12679 r7c1#12367".
constexpr const char* kPage58 = "1.....5.82.........4..9.7.6..3..2....26.8.9..5....92......73....8....1.....9...42";

struct Example {
  Grid grid;
  std::optional<Digits> solution;
};

Example page58() {
  const Puzzle puzzle = parse_puzzle_line(kPage58);
  return {Grid::from_digits(puzzle.givens), unique_solution(puzzle.givens)};
}

TEST(Firework, GnpxWorkedExampleTriple) {
  const auto example = page58();
  const auto steps = all_steps("gnpx.firework_triple", example.grid, example.solution);
  bool found = false;
  for (const auto& [text, effects] : effects_by_text(steps)) {
    if (text.rfind("Firework_Triple: Stem:r7c3 Leaf:r6c3 r7c4 #", 0) != 0) continue;
    found = true;
    // The stem's candidates outside the three digits go (GNPX shows r7c3 #12459).
    EXPECT_FALSE(effects.empty());
  }
  EXPECT_TRUE(found) << ::testing::PrintToString(test::texts(steps));
  EXPECT_EQ(test::check_steps(steps, example.grid, example.solution), static_cast<int>(steps.size()));
}

TEST(Firework, GnpxWorkedExampleQuadruple) {
  const auto example = page58();
  const auto steps = all_steps("gnpx.firework_quadruple", example.grid, example.solution);
  const auto found = effects_by_text(steps);
  const std::string text = "Firework_Quadruple: Stem:r5c1#17 r7c8#26 Leaf:r5c8 r7c1";
  ASSERT_TRUE(found.count(text)) << ::testing::PrintToString(test::texts(steps));
  // Leaves r5c8 #12679 and r7c1 #12367 keep 1, 2, 6, 7: their 9 and 3 go.
  EXPECT_TRUE(found.at(text).count("r5c8<>9"));
  EXPECT_TRUE(found.at(text).count("r7c1<>3"));
  EXPECT_EQ(test::check_steps(steps, example.grid, example.solution), static_cast<int>(steps.size()));
}

// --- reference search, from the definition ------------------------------------------------------

/** Whether `leaf` is the only cell of the line through `stem` and `leaf`, outside the stem's box,
 *  holding n (n not placed there). */
bool only_outside(const Grid& grid, int stem, int leaf, int n) {
  const bool row = sdk::row_of(stem) == sdk::row_of(leaf);
  for (int c = 0; c < 81; ++c) {
    const bool on = row ? sdk::row_of(c) == sdk::row_of(stem) : sdk::col_of(c) == sdk::col_of(stem);
    if (!on || sdk::block_of(c) == sdk::block_of(stem)) continue;
    if (grid.digits[c] == n) return false;
    const bool holds = grid.digits[c] == 0 && sdk::has_digit(grid.candidates[c], n);
    if (holds != (c == leaf)) return false;
  }
  return true;
}

/** The digits that firework on (stem, row leaf, column leaf). */
sdk::Mask firework_digits(const Grid& grid, int a, int b, int c) {
  sdk::Mask digits = 0;
  if (grid.digits[a] != 0) return 0;
  for (int n = 1; n <= 9; ++n) {
    if (sdk::has_digit(grid.candidates[a], n) && only_outside(grid, a, b, n) && only_outside(grid, a, c, n)) digits |= sdk::digit_bit(n);
  }
  return digits;
}

std::set<std::string> claims(const Grid& grid, std::initializer_list<int> cells, sdk::Mask digits) {
  std::set<std::string> result;
  for (const int cell : cells) {
    for (int d = 1; d <= 9; ++d) {
      if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d) && !sdk::has_digit(digits, d)) result.insert(cell_name(cell) + "<>" + std::to_string(d));
    }
  }
  return result;
}

/** Every (stem, row leaf, column leaf) of three cells, tested cell by cell: triples keyed by stem and
 *  leaves, quadruples by both stems. */
std::pair<std::set<std::set<std::string>>, std::set<std::set<std::string>>> reference(const Grid& grid) {
  std::set<std::set<std::string>> triples, quadruples;
  for (int a = 0; a < 81; ++a) {
    for (int b = 0; b < 81; ++b) {
      if (sdk::row_of(b) != sdk::row_of(a) || sdk::block_of(b) == sdk::block_of(a)) continue;
      for (int c = 0; c < 81; ++c) {
        if (sdk::col_of(c) != sdk::col_of(a) || sdk::block_of(c) == sdk::block_of(a)) continue;
        const sdk::Mask digits = firework_digits(grid, a, b, c);
        if (std::popcount(static_cast<unsigned>(digits)) == 3) {
          auto found = claims(grid, {a, b, c}, digits);
          if (!found.empty()) triples.insert(found);
        }
        const int a2 = sdk::row_of(c) * 9 + sdk::col_of(b);
        const sdk::Mask other = firework_digits(grid, a2, c, b);
        if (a < a2 && std::popcount(static_cast<unsigned>(digits)) == 2 && std::popcount(static_cast<unsigned>(other)) == 2 && (digits & other) == 0) {
          auto found = claims(grid, {a, a2, b, c}, static_cast<sdk::Mask>(digits | other));
          if (!found.empty()) quadruples.insert(found);
        }
      }
    }
  }
  return {triples, quadruples};
}

/** Each pattern's eliminations (a pattern's steps have one text). */
std::set<std::set<std::string>> plugin_effects(const std::vector<Step>& steps) {
  std::set<std::set<std::string>> result;
  for (const auto& [text, effects] : effects_by_text(steps)) result.insert(effects);
  return result;
}

TEST(Firework, FindAllEqualsTheReferenceSearchOnStuckHardPositions) {
  // 40 stuck forum_hardest_1106 positions in CI, all with NPE_LONG_TESTS.
  const int count = std::getenv("NPE_LONG_TESTS") != nullptr ? 1106 : 40;
  const auto positions = test::stuck_hardest_positions(count);
  if (positions.empty()) GTEST_SKIP() << "needs ../shared/corpora/forum_hardest_1106.txt";
  long triples = 0, quadruples = 0;
  for (const auto& position : positions) {
    const auto expected = reference(position.grid);
    const auto triple_steps = all_steps("gnpx.firework_triple", position.grid, position.solution);
    const auto quadruple_steps = all_steps("gnpx.firework_quadruple", position.grid, position.solution);
    EXPECT_EQ(plugin_effects(triple_steps), expected.first) << position.origin << " " << position.grid.to_line();
    EXPECT_EQ(plugin_effects(quadruple_steps), expected.second) << position.origin << " " << position.grid.to_line();
    test::check_steps(triple_steps, position.grid, position.solution);
    test::check_steps(quadruple_steps, position.grid, position.solution);
    triples += static_cast<long>(expected.first.size());
    quadruples += static_cast<long>(expected.second.size());
  }
  std::cout << "Fireworks: " << triples << " triples, " << quadruples << " quadruples on " << positions.size() << " stuck positions\n";
}

TEST(Firework, NoEliminationContradictsTheSolution) {
  // Hard positions after the simple techniques (60 in CI, 20,000 with NPE_LONG_TESTS), where
  // fireworks are more common than where everything else is stuck.
  const int count = std::getenv("NPE_LONG_TESTS") != nullptr ? 20000 : 60;
  const auto positions = test::stuck_hardest_positions(count, 3, "forum_hardest_1905_11plus.txt");
  if (positions.empty()) GTEST_SKIP() << "needs ../shared/corpora/forum_hardest_1905_11plus.txt";
  int steps = 0;
  for (const auto& position : positions) {
    for (const char* id : {"gnpx.firework_triple", "gnpx.firework_quadruple"}) {
      steps += test::check_steps(all_steps(id, position.grid, position.solution), position.grid, position.solution);
    }
  }
  std::cout << "Fireworks: " << steps << " steps checked on " << positions.size() << " positions\n";
}

}  // namespace
}  // namespace npe::firework_test
