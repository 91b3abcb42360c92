// Firework triple and quadruple (plugins/gnpx/firework.hpp): GNPX's worked examples, the host's check
// of the forcing-chain evidence, a reference search from the definition compared with find-all on
// stuck hard positions (every claimed elimination proved), soundness.
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <regex>
#include <set>

#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "firework_support.hpp"
#include "rank_logic_support.hpp"
#include "search/technique_search.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::firework_test {
namespace {

using test::all_steps;
using test::effects_by_text;
using test::firework_digits;

// GNPX docs page58.html shows its examples on later positions of its sample puzzles than the page
// gives (on the givens' candidates of "1.....5.82...", stem r7c3 with leaves r6c3 and r7c4 fireworks
// only 1 and 4: r6c3 lacks 2). So the worked examples here are corpus positions, checked by hand
// against the definition: top1465 line 777 after singles and intersections (engine singles, then
// fireworks, then intersections): 2, 4 and 7 firework at stem r8c5 with row leaf r8c1 and column leaf
// r5c5 (row 8 outside box 8 holds them only in r8c1, column 5 outside box 8 only in r5c5), so the
// three cells hold 2, 4, 7: r8c5<>3,6, r8c1<>3, r5c5<>6.
constexpr const char* kTop1465Line777 =
    "...2.49...4.....5...37..4188...1..64...3..589.9..8..........74..15....9.6......2. "
    "1...5.7......5678.1....678..2.........3.56......4.............9..3...7....3..67..12....7.9...4.....12...67891...."
    "6.89..3..6..91.3..6.89.23..6.......5.....23..67...2..5...9.2..56.....3............7......56..9....56..9...4.....1."
    "..............8........8..23.5.7...2....7......5...91.........2..5.7.9.23...........6......4.....12.4..7...2...67."
    ".12.4.67....3.......2.4.67...2...67......5...........8.........912345.7..........912.4.67.....456..........8..2.."
    "567..123........3...7..123...7...23.....9.23....8..2.....891...56.89.23.56..9123.56.89......7.....4.....1.3.56...."
    "234..7..1............5.......4.6.8..234.67...23..678...3..6.8.........9..3..6........6.....3...78....4..7891..45.."
    "89..345.7.91.3.5.7891.3....8..2.......1.3.5....";

TEST(Firework, TripleOnACorpusPosition) {
  const Grid grid = parse_position(kTop1465Line777, "top1465:777").grid;
  const Puzzle puzzle = parse_puzzle_line(std::string_view(kTop1465Line777).substr(0, 81));
  const auto solution = unique_solution(puzzle.givens);
  ASSERT_TRUE(solution);
  const auto steps = all_steps("gnpx.firework_triple", grid, solution);
  const auto found = effects_by_text(steps);
  const std::string text = "Firework_Triple: Stem:r8c5 Leaf:r5c5 r8c1 #247";
  ASSERT_TRUE(found.count(text)) << ::testing::PrintToString(test::texts(steps));
  EXPECT_EQ(found.at(text), (std::set<std::string>{"r8c5<>3", "r8c5<>6", "r8c1<>3", "r5c5<>6"}));
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
  // The same cells as a quadruple's would need a second stem: none here.
  EXPECT_TRUE(all_steps("gnpx.firework_quadruple", grid, solution).empty());
}

TEST(Firework, ABrokenProofIsRefused) {
  test::expect_refused_without_lemmas("gnpx.firework_triple", parse_position(kTop1465Line777, "top1465:777").grid);
}

// GNPX docs page58.html's quadruple shape as a hand-made pencil-mark position (all else 1..9): 1 and 7
// firework at stem r5c1 (row 5 outside box 4 holds them only in r5c8, column 1 outside box 4 only in
// r7c1), 2 and 6 at stem r7c8 (row 7 outside box 9 only in r7c1, column 8 outside box 9 only in
// r5c8). The four cells r5c1 {1,3,7}, r7c8 {2,6,9}, r5c8 {1,2,6,7}, r7c1 {1,2,6,7,8} hold 1, 2, 6, 7:
// r5c1<>3, r7c8<>9, r7c1<>8.
Grid quadruple_position() {
  Grid grid;
  grid.candidates.fill(sdk::kAllDigits);
  const int a1 = 4 * 9 + 0, a2 = 6 * 9 + 7, b = 4 * 9 + 7, c = 6 * 9 + 0;
  auto only = [&](int house, int leaf, int box, std::initializer_list<int> digits) {
    for (const int cell : sdk::kHouseCells[house]) {
      if (cell == leaf || sdk::block_of(cell) == box) continue;
      for (const int d : digits) grid.eliminate(cell, d);
    }
  };
  only(4, b, sdk::block_of(a1), {1, 7});
  only(9 + 0, c, sdk::block_of(a1), {1, 7});
  only(6, c, sdk::block_of(a2), {2, 6});
  only(9 + 7, b, sdk::block_of(a2), {2, 6});
  grid.candidates[a1] = sdk::digit_bit(1) | sdk::digit_bit(3) | sdk::digit_bit(7);
  grid.candidates[a2] = sdk::digit_bit(2) | sdk::digit_bit(6) | sdk::digit_bit(9);
  grid.candidates[b] = sdk::digit_bit(1) | sdk::digit_bit(2) | sdk::digit_bit(6) | sdk::digit_bit(7);
  grid.candidates[c] =
      sdk::digit_bit(1) | sdk::digit_bit(2) | sdk::digit_bit(6) | sdk::digit_bit(7) | sdk::digit_bit(8);
  return grid;
}

TEST(Firework, QuadrupleHandMadeFromGnpxShape) {
  const Grid grid = quadruple_position();
  const auto steps = all_steps("gnpx.firework_quadruple", grid);
  const auto found = effects_by_text(steps);
  const std::string text = "Firework_Quadruple: Stem:r5c1#17 r7c8#26 Leaf:r5c8 r7c1";
  ASSERT_TRUE(found.count(text)) << ::testing::PrintToString(test::texts(steps));
  EXPECT_EQ(found.at(text), (std::set<std::string>{"r5c1<>3", "r7c8<>9", "r7c1<>8"}));
  for (const auto& step : steps) EXPECT_NO_THROW(check_step(step, grid, std::nullopt, "test")) << step.text;
  // Not a triple: each stem fireworks two digits.
  EXPECT_TRUE(all_steps("gnpx.firework_triple", grid).empty());
}

// GNPX's source comment above Firework_WWing (623 e_GNPv6_Firework_WWing.cs), from the enjoysudoku
// thread "Fireworks" (t39513): 1 and 9 firework at stem r9c1 with leaves r1c1 and r9c9; bivalue
// assists r1c5 and r5c9 {1,9}; r1c9 sees both leaves and both assists, not the stem: r1c9<>9 (the
// thread's grid marks it "2-9").
constexpr const char* kPearAndRocket =
    ".857..6..3...4..1.2.......85.48.....6...2..5..9...1..3.....9..4...1....7....3728.";

TEST(Firework, WWingOfGnpxsSourceExample) {
  const auto [grid, solution] = test::givens_example(kPearAndRocket);
  const auto steps = all_steps("gnpx.firework_wwing", grid, solution);
  EXPECT_EQ(effects_by_text(steps),
            (std::map<std::string, std::set<std::string>>{
                {"Firework_WWing FW:Stem:r9c1 Leaf:r1c1 r9c9 #19 Assist:r5c9 r1c5 Exclude:r1c9#9", {"r1c9<>9"}}}));
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
}

// --- reference search, from the definition ------------------------------------------------------

std::set<std::string> claims(const Grid& grid, std::initializer_list<int> cells, sdk::Mask digits) {
  std::set<std::string> result;
  for (const int cell : cells) {
    for (int d = 1; d <= 9; ++d) {
      if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d) && !sdk::has_digit(digits, d))
        result.insert(cell_name(cell) + "<>" + std::to_string(d));
    }
  }
  return result;
}

/** Every (stem, row leaf, column leaf) of three cells, tested cell by cell: triples keyed by stem and
 *  leaves, quadruples by both stems. */
struct Reference {
  std::set<std::set<std::string>> triples, quadruples;
  std::set<std::pair<std::string, std::set<std::string>>> wwings;  // (assists and stem, eliminations)
};

Reference reference(const Grid& grid) {
  std::set<std::set<std::string>> triples, quadruples;
  std::set<std::pair<std::string, std::set<std::string>>> wwings;
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
        if (std::popcount(static_cast<unsigned>(digits)) == 2) {
          // W-Wing: X sees both leaves, not the stem; bivalue {x,y} assists see a leaf and X, not the stem.
          auto sees = [](int p, int q) {
            return p != q && (sdk::row_of(p) == sdk::row_of(q) || sdk::col_of(p) == sdk::col_of(q) ||
                              sdk::block_of(p) == sdk::block_of(q));
          };
          auto off_stem = [&](int cell) { return cell != a && !sees(cell, a); };
          for (int x = 0; x < 81; ++x) {
            if (!off_stem(x) || !sees(x, b) || !sees(x, c) || grid.digits[x] != 0 || (grid.candidates[x] & digits) == 0)
              continue;
            for (int p1 = 0; p1 < 81; ++p1) {
              for (int p2 = 0; p2 < 81; ++p2) {
                const bool ok = off_stem(p1) && off_stem(p2) && sees(p1, b) && sees(p1, x) && sees(p2, c) &&
                                sees(p2, x) && grid.digits[p1] == 0 && grid.digits[p2] == 0 &&
                                grid.candidates[p1] == digits && grid.candidates[p2] == digits;
                if (!ok) continue;
                std::set<std::string> found;
                for (int d = 1; d <= 9; ++d) {
                  if (sdk::has_digit(static_cast<sdk::Mask>(grid.candidates[x] & digits), d))
                    found.insert(cell_name(x) + "<>" + std::to_string(d));
                }
                wwings.insert({cell_name(p1) + cell_name(p2) + cell_name(a), found});
              }
            }
          }
        }
        const int a2 = sdk::row_of(c) * 9 + sdk::col_of(b);
        const sdk::Mask other = firework_digits(grid, a2, c, b);
        if (a < a2 && std::popcount(static_cast<unsigned>(digits)) == 2 &&
            std::popcount(static_cast<unsigned>(other)) == 2 && (digits & other) == 0) {
          auto found = claims(grid, {a, a2, b, c}, static_cast<sdk::Mask>(digits | other));
          if (!found.empty()) quadruples.insert(found);
        }
      }
    }
  }
  return {triples, quadruples, wwings};
}

/** Each pattern's eliminations (a pattern's steps have one text). */
std::set<std::set<std::string>> plugin_effects(const std::vector<Step>& steps) {
  std::set<std::set<std::string>> result;
  for (const auto& [text, effects] : effects_by_text(steps)) result.insert(effects);
  return result;
}

TEST(Firework, FindAllEqualsTheReferenceSearchOnStuckHardPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt", "top1465.txt");
  // 40 stuck forum_hardest_1106 positions in CI, all with NPE_LONG_TESTS (fireworks are rare there).
  // And the givens' candidates of top1465 puzzles (300 in CI, all with NPE_LONG_TESTS), where a few
  // fireworks are.
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  auto positions = long_run ? test::firework_positions(1106, 1106 + 1465) : test::firework_positions(40, 340);
  ASSERT_FALSE(positions.empty());
  const Puzzle pear = parse_puzzle_line(kPearAndRocket);  // one W-Wing
  positions.push_back({Grid::from_digits(pear.givens), *unique_solution(pear.givens), "Pear and Rocket"});
  long triples = 0, quadruples = 0, ww = 0;
  for (const auto& position : positions) {
    const auto expected = reference(position.grid);
    const auto triple_steps = all_steps("gnpx.firework_triple", position.grid, position.solution);
    const auto quadruple_steps = all_steps("gnpx.firework_quadruple", position.grid, position.solution);
    EXPECT_EQ(plugin_effects(triple_steps), expected.triples) << position.origin << " " << position.grid.to_line();
    EXPECT_EQ(plugin_effects(quadruple_steps), expected.quadruples)
        << position.origin << " " << position.grid.to_line();
    std::set<std::pair<std::string, std::set<std::string>>> wwings;
    static const std::regex names(R"(Stem:(r\dc\d) .*Assist:(r\dc\d) (r\dc\d))");
    for (const auto& step : all_steps("gnpx.firework_wwing", position.grid, position.solution)) {
      std::smatch m;
      ASSERT_TRUE(std::regex_search(step.text, m, names)) << step.text;
      std::set<std::string> found;
      for (const auto& e : step.eliminations) found.insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
      wwings.insert({m[2].str() + m[3].str() + m[1].str(), found});
      test::check_steps({step}, position.grid, position.solution);
    }
    EXPECT_EQ(wwings, expected.wwings) << position.origin << " " << position.grid.to_line();
    ww += static_cast<long>(expected.wwings.size());
    test::check_steps(triple_steps, position.grid, position.solution);
    test::check_steps(quadruple_steps, position.grid, position.solution);
    triples += static_cast<long>(expected.triples.size());
    quadruples += static_cast<long>(expected.quadruples.size());
  }
  std::cout << "Fireworks: " << triples << " triples, " << quadruples << " quadruples, " << ww << " W-Wings on "
            << positions.size() << " positions\n";
}

TEST(Firework, NoEliminationContradictsTheSolution) {
  // Fireworks are rare where singles, subsets and fish are stuck (none on the stuck positions above),
  // commoner early: the givens' candidates of top1465 and 17clue puzzles (1,465 in CI, 20,000 with
  // NPE_LONG_TESTS); every step passes the host's checks and agrees with the solution.
  NPE_NEEDS_SHARED_CORPORA("top1465.txt", "17clue.txt");
  const std::size_t count = std::getenv("NPE_LONG_TESTS") != nullptr ? 20000 : 1465;
  std::vector<std::pair<Grid, Digits>> positions;
  for (const char* file : {"top1465.txt", "17clue.txt"}) {
    const auto path = test::shared_corpus(file);
    for (const auto& puzzle : read_puzzle_file(path)) {
      if (positions.size() >= count) break;
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (solution) positions.emplace_back(Grid::from_digits(puzzle.givens), *solution);
    }
  }
  int steps = 0;
  for (const auto& [grid, solution] : positions) {
    for (const char* id : {"gnpx.firework_triple", "gnpx.firework_quadruple", "gnpx.firework_wwing",
                           "gnpx.firework_lwing", "gnpx.firework_alp", "gnpx.firework_dual_alp"}) {
      steps += test::check_steps(all_steps(id, grid, solution), grid, solution);
    }
  }
  std::cout << "Fireworks: " << steps << " steps checked on " << positions.size() << " positions\n";
}

}  // namespace
}  // namespace npe::firework_test
