// Junior Exocet (plugins/exocet/junior_exocet.hpp): GNPX's worked example, the host's check of the
// forcing-chain evidence (the case split over the base cells, with lemmas), a slow reference search
// from the definition compared with find-all on stuck hard positions (so no claimed elimination goes
// unproved), soundness.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <regex>
#include <set>

#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "rank_logic_support.hpp"
#include "search/technique_search.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::exocet_test {
namespace {

std::vector<Step> all_steps(const Grid& grid, const std::optional<Digits>& solution = std::nullopt) {
  if (solution)
    return search_technique(test::shipped_plugins(), "exocet.junior", {}, grid, {true, false, false}, *solution).steps;
  return search_technique(test::shipped_plugins(), "exocet.junior", {}, grid, {true, false, false}).steps;
}

// GNPX docs page59C_JEn.html, its second "JE3 example" (David P Bird's "07 JE3" Example 1; the page
// prints the same puzzle line for both examples): the position where the hodoku engine type's
// techniques before its forcing chains are stuck (10 steps). GNPX's JE2 Solution-2 there, base
// r3c89#1239 with targets r2c3 and r2c5, removes r2c5<>6 (its Rule-3), as npe does; npe also removes
// r2c3<>1 by Rule-6 (T1's mirror cells r1c46 hold no 1), which GNPX applies only with two base digits
// left. Its Solution-1, base r1c12 with targets r2c5 and r2c7, removes r2c5#16 and r2c7#17 after
// GNPX's incompatible-pair test has taken 1 out of the base digits through its case 2 (a uniqueness
// argument, not in npe); npe keeps 1 as a base digit and removes the targets' other non-base digits,
// r2c5<>6 and r2c7<>7.
constexpr const char* kBirdJe3Example1Stuck =
    "..7958...54.......68..7.5.....3...7......2.1...4.9.8.....1...2...8.4.9...6......3 "
    "123......123............7..........9....5...........8.1234.6.....34.6...12.4.6.......5.......4.....1.......9.2..."
    "6...123..6...1.3..6...123...7.........8912....78......6..........8.123.....9.2.4...........7..1.34.........5......"
    "3.....912.......12.....8912..5...912..56.....3......1....6.8.1..456....2.4.6.........7...2.456..9..3...789..3.5.7."
    "9..3.56......45678......6.8..2.........34.6...1...........456..9123...7..123.5.7.....4.........567..........91..."
    "567.........8...3.56....2..56.....34..7.9..3.5.7.9..3.5....1..........3..6.8...3.567.9...4.67...2..........4...8."
    "123...7..123.5.7.........8..2..567.....4.......3.567..........9....56...1...567..12.4..7.9.....6...12..5.....2..5."
    "78..2.....8.....5.7.91..4..7.....45..8...3......";

using test::effects_by_text;

TEST(JuniorExocet, GnpxWorkedExampleBirdJe3Example1) {
  const Grid grid = parse_position(kBirdJe3Example1Stuck, "page59C").grid;
  const auto solution = unique_solution(
      parse_puzzle_line("..79.8...54.......6...7.5.....3...7......2.1...4.9.8.....1...2...8.4.9...6......3").givens);
  ASSERT_TRUE(solution);
  const auto steps = all_steps(grid, solution);
  EXPECT_EQ(effects_by_text(steps), (std::map<std::string, std::set<std::string>>{
                                        {"JE2 B:r1c12#123 Companion:r3c57 T1:r2c5 T2:r2c7", {"r2c5<>6", "r2c7<>7"}},
                                        {"JE2 B:r3c89#1239 Companion:r1c35 T1:r2c3 T2:r2c5", {"r2c3<>1", "r2c5<>6"}}}));
  // Every step's chains and lemmas replay on the host, and agree with the solution.
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
  bool lemmas = false;  // some elimination needs the split over the base cells (lemma records)
  for (const auto& step : steps) {
    EXPECT_FALSE(step.chains.empty()) << step.text;
    lemmas = lemmas || !step.evidence_records.empty();
  }
  EXPECT_TRUE(lemmas);
}

// forum_hardest_1106.txt line 102 in the frontier engine type, before its step 55: a lemma's board (the
// parent chain's earlier split candidates gone) was contradictory before the lemma's assumption, and
// the exocet wrote that lemma as a chain of one node, which the host refuses. Such an elimination is
// now left out; the others still carry full proofs.
TEST(JuniorExocet, ALemmaBoardContradictoryBeforeItsAssumptionLeavesOutThatElimination) {
  const Grid grid =
      parse_position(
          std::string("....56.8..5.7....3..8......2.....9...4.5..2.7.7..92.6.3.4....515.71..4...1...537. ") +
              "1..4..7.9.23.....91.3.......234....9....5.........6...1.....7.........8..2......91..4.6..9....5....."
              "2...6..9......7..12.4...8.1..4...891....6....2.4....9..3.........4..7...23..6..9.......8..234....912"
              "3......1.34....91...567...2.4....9....56....2.........3....8...3.56.....34.6...1.34.67..1.34..7....."
              ".....91.3.........45..8......6..9...4.......3..6..9....5....1.3..6.8.1.3....8..2.......1.3.........."
              "..7..1......8.......7..1.3.5......34.............9.2...........5..8......6......45......3.......2..."
              "6..9...4......2...6.89.2...67........7.9.....6.8.....5....1............5.....2...6.89......7..1....."
              "....23..6.....3.....9...4......2......9.2...6.89.....6.891.........2...6..9.2.4.6.89.2.4.6.......5.."
              "....3............7...2...6..9",
          "line102")
          .grid;
  const auto solution = unique_solution(
      parse_puzzle_line("....56.8..5.7....3..8......2.....9...4.5....7....92.6.3.4.....15..1..4...1.....7.").givens);
  ASSERT_TRUE(solution);
  const auto steps = all_steps(grid, solution);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
  for (const auto& step : steps) {
    for (const auto& chain : step.chains) EXPECT_GE(chain.nodes.size(), 2u) << step.text;
  }
}

// The page59C position above with r4c3<>1 and r7c3<>3 also gone (both false in the solution, so the
// position agrees with it): then GNPX's incompatible-pair test as npe reads it (T1 = a,
// T2 = b needs S0 and S2 cells for a, S0 and S1 cells for b, in different rows, the S0 cells apart)
// leaves base digit 1 without a partner in base r1c12, as in GNPX's Solution-1 ("incompatible pair
// (T1,T2): #(1,2) (1,3) (2,1) (3,1)", "r1c12 #1 is negative"); with 2 and 3 left, Rule-3 removes
// r2c5#16 and r2c7#17, Rule-10 the two digits from the cells seeing both bases or both targets,
// GNPX's list "r1c79#2 r2c349#2 r3c3#2 r1c78#3 r2c368#3 r3c3#3" where the candidates are still there
// (r2c3#23 and r2c8#3 are gone in this position), and Rule-12 its list "r4c129#2 r9c14#2" and
// "r5c12#3 r7c126#3" exactly. GNPX's pairs (1,3) and (3,1) fail only its case 2 (a uniqueness
// argument), which npe does not take: hence the two removed candidates. r2c5<>3 is Rule-5: 3's S
// cells are now r5c3, r7c5, r5c7, covered by column 5 (T1's cross line) and row 5. GNPX's Rule-9
// (r3c46#1) is not in npe.
TEST(JuniorExocet, IncompatibleBasePairsLeaveTwoBaseDigitsAsInGnpxSolution1) {
  Grid grid = parse_position(kBirdJe3Example1Stuck, "page59C").grid;
  grid.candidates[3 * 9 + 2] = static_cast<sdk::Mask>(grid.candidates[3 * 9 + 2] & ~sdk::digit_bit(1));  // r4c3<>1
  grid.candidates[6 * 9 + 2] = static_cast<sdk::Mask>(grid.candidates[6 * 9 + 2] & ~sdk::digit_bit(3));  // r7c3<>3
  const auto solution = unique_solution(
      parse_puzzle_line("..79.8...54.......6...7.5.....3...7......2.1...4.9.8.....1...2...8.4.9...6......3").givens);
  ASSERT_TRUE(solution);
  const auto steps = all_steps(grid, solution);
  const auto effects = effects_by_text(steps);
  const auto solution1 = effects.find("JE2 B:r1c12#123 Companion:r3c57 T1:r2c5 T2:r2c7");
  ASSERT_NE(solution1, effects.end());
  EXPECT_EQ(solution1->second,
            (std::set<std::string>{"r1c1<>1", "r1c2<>1", "r2c5<>1", "r2c5<>6", "r2c7<>1", "r2c7<>7", "r1c7<>2",
                                   "r1c9<>2", "r2c4<>2", "r2c9<>2", "r3c3<>2", "r1c7<>3", "r1c8<>3", "r2c6<>3",
                                   "r3c3<>3", "r2c5<>3", "r4c1<>2", "r4c2<>2", "r4c9<>2", "r9c1<>2", "r9c4<>2",
                                   "r5c1<>3", "r5c2<>3", "r7c1<>3", "r7c2<>3", "r7c6<>3"}));
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
}

// forum_hardest_1106.txt line 69 where the hodoku type's techniques before its forcing chains are
// stuck: base r46c5#1267, targets r3c6 and r7c4. Rule-3 removes r3c6#89; Rule-5 (a base digit with a
// target's cross line as one of its two cover lines is false there) r3c6<>7 (7's S cells lie in
// row 3, T1's cross line, and one other line) and r7c4<>2.
constexpr const char* kHardest69Stuck =
    "1.......2.2.....6...34..5.....8.5.....8.3.9.....9.4.....5..34...7.....1.6.......7 "
    "1...........456.89...4.67.9..3.567......56789.....6789..3...78...34..789.2..........45.789.2........"
    "..4..7.91.3.5.7..1...5.7891.....7891.3...78......6...1.34...89......789.....6.89..3.........4.....12"
    "...678912...6789....5..........7891......89.234..7.91.34.6..912.4.67.9.......8.12...67......5....123"
    "..67...234..7..1.34.6....2.45.7..1..456..........8.12...67....3......12...67..........9.2.45.7..1..4"
    "56....23.5.7..1.3.56...12...67..........912...67.....4.....123..678..23.5.78.1.3.56.8..2.....891...."
    "..89....5....12...67..12...6789..3.........4......2.....89.....6.89.234...89......7...2.4....9.2..56"
    "....2.456.89.2...6.89.23..6.8.1..........3.56.89.....6...1.34...8912.4....912..5....12.45..8912....."
    "89.23....8..23.5..89......7..";

TEST(JuniorExocet, CrossCoverLineRuleFiveOnAHardestPosition) {
  const Grid grid = parse_position(kHardest69Stuck, "forum_hardest_1106:69").grid;
  const auto solution = unique_solution(
      parse_puzzle_line("1.......2.2.....6...34..5.....8.5.....8.3.9.....9.4.....5..34...7.....1.6.......7").givens);
  ASSERT_TRUE(solution);
  const auto steps = all_steps(grid, solution);
  EXPECT_EQ(effects_by_text(steps)["JE2 B:r46c5#1267 Companion:r3c4 r7c6 T1:r3c6 T2:r7c4"],
            (std::set<std::string>{"r3c6<>8", "r3c6<>9", "r3c6<>7", "r7c4<>2"}));
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
}

TEST(JuniorExocet, ABrokenProofIsRefused) {
  // The host does not take the plugin's word: a step whose lemmas are dropped no longer proves its
  // eliminations (the split nodes they proved follow by no basic rule).
  const Grid grid = parse_position(kBirdJe3Example1Stuck, "page59C").grid;
  auto steps = all_steps(grid);
  ASSERT_FALSE(steps.empty());
  Step step = steps.front();
  step.evidence_records.clear();
  EXPECT_THROW(check_step(step, grid, std::nullopt, "test"), std::exception);
}

// --- reference search, from the definition ------------------------------------------------------

bool has(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == digit || (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit));
}

bool same_line(int a, int b) { return sdk::row_of(a) == sdk::row_of(b) || sdk::col_of(a) == sdk::col_of(b); }

/** The lines (rows and columns) needed to hold every cell of the list: 0..2, 3 for more. */
int lines_needed(const std::vector<int>& cells) {
  if (cells.empty()) return 0;
  auto on = [](int cell, int line) { return line < 9 ? sdk::row_of(cell) == line : sdk::col_of(cell) == line - 9; };
  for (int a = 0; a < 18; ++a) {
    if (std::all_of(cells.begin(), cells.end(), [&](int c) { return on(c, a); })) return 1;
  }
  for (int a = 0; a < 18; ++a) {
    for (int b = a + 1; b < 18; ++b) {
      if (std::all_of(cells.begin(), cells.end(), [&](int c) { return on(c, a) || on(c, b); })) return 2;
    }
  }
  return 3;
}

/** Every (base digits, T1, T2) of a Junior Exocet and the eliminations its theorem claims, from the
 *  definition: all pairs of base cells and of target cells, the geometry tested cell by cell. */
std::map<std::string, std::set<std::string>> reference(const Grid& grid) {
  std::map<std::string, std::set<std::string>> found;
  for (int b1 = 0; b1 < 81; ++b1) {
    for (int b2 = b1 + 1; b2 < 81; ++b2) {
      if (grid.digits[b1] != 0 || grid.digits[b2] != 0 || sdk::block_of(b1) != sdk::block_of(b2) || !same_line(b1, b2))
        continue;
      const bool rows = sdk::row_of(b1) == sdk::row_of(b2);
      auto parallel = [&](int c) { return rows ? sdk::row_of(c) : sdk::col_of(c); };
      auto cross = [&](int c) { return rows ? sdk::col_of(c) : sdk::row_of(c); };
      const sdk::Mask digits = static_cast<sdk::Mask>(grid.candidates[b1] | grid.candidates[b2]);
      const int count = std::popcount(static_cast<unsigned>(digits));
      if (count < 3 || count > 4) continue;
      int stem = -1;  // the third cell of the base's mini-line
      for (int c = 0; c < 81; ++c) {
        if (c != b1 && c != b2 && sdk::block_of(c) == sdk::block_of(b1) && parallel(c) == parallel(b1)) stem = c;
      }
      for (int t1 = 0; t1 < 81; ++t1) {
        for (int t2 = 0; t2 < 81; ++t2) {
          // Targets: empty, in the base's band, off its line, in the band's other two boxes, T1's box first.
          bool shape = true;
          for (const int t : {t1, t2}) {
            shape = shape && grid.digits[t] == 0 && parallel(t) / 3 == parallel(b1) / 3 &&
                    parallel(t) != parallel(b1) && sdk::block_of(t) != sdk::block_of(b1);
          }
          if (!shape || sdk::block_of(t1) >= sdk::block_of(t2)) continue;
          // Each target holds a base digit, the two together at least two (GNPX's R2).
          if ((digits & grid.candidates[t1]) == 0 || (digits & grid.candidates[t2]) == 0 ||
              std::popcount(static_cast<unsigned>(digits & (grid.candidates[t1] | grid.candidates[t2]))) < 2)
            continue;
          std::vector<int> companions;
          for (int c = 0; c < 81; ++c) {
            for (const int t : {t1, t2}) {
              if (c != t && cross(c) == cross(t) && parallel(c) / 3 == parallel(b1) / 3 && parallel(c) != parallel(b1))
                companions.push_back(c);
            }
          }
          bool ok = true;
          int two = 0;
          std::map<int, int> lines;
          std::map<int, std::vector<int>> s_cells_of;
          for (int d = 1; d <= 9 && ok; ++d) {
            if (!sdk::has_digit(digits, d)) continue;
            for (const int c : companions) ok = ok && !has(grid, c, d);
            std::vector<int> s_cells;
            for (int c = 0; c < 81; ++c) {
              const bool on_cross = cross(c) == cross(stem) || cross(c) == cross(t1) || cross(c) == cross(t2);
              if (on_cross && parallel(c) / 3 != parallel(b1) / 3 && has(grid, c, d)) s_cells.push_back(c);
            }
            lines[d] = lines_needed(s_cells);
            s_cells_of[d] = s_cells;
            ok = ok && lines[d] >= 1 && lines[d] <= 2;
            two += lines[d] == 2 ? 1 : 0;
          }
          if (!ok || two < 2) continue;
          std::set<std::string> claims;
          auto claim = [&](int cell, int d) {
            if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d))
              claims.insert(cell_name(cell) + "<>" + std::to_string(d));
          };
          // Incompatible base pairs: with T1 = a and T2 = b, a needs an S0 cell and an S2 cell (T2's cross
          // line outside the band) in different parallel lines, b an S0 cell and an S1 cell likewise, the
          // two S0 cells different; a pair of base digits is compatible when the targets can take it in
          // one order or the other.
          auto s_of = [&](int line_cell) {
            std::vector<int> cells;
            for (int c = 0; c < 81; ++c) {
              if (cross(c) == cross(line_cell) && parallel(c) / 3 != parallel(b1) / 3) cells.push_back(c);
            }
            return cells;
          };
          const std::vector<int> s0 = s_of(stem), s1 = s_of(t1), s2 = s_of(t2);
          auto ordered = [&](int a, int b) {
            if (!sdk::has_digit(grid.candidates[t1], a) || !sdk::has_digit(grid.candidates[t2], b)) return false;
            for (const int x0 : s0) {
              for (const int x2 : s2) {
                for (const int y0 : s0) {
                  for (const int y1 : s1) {
                    if (has(grid, x0, a) && has(grid, x2, a) && parallel(x0) != parallel(x2) && has(grid, y0, b) &&
                        has(grid, y1, b) && parallel(y0) != parallel(y1) && x0 != y0)
                      return true;
                  }
                }
              }
            }
            return false;
          };
          auto compatible = [&](int a, int b) { return ordered(a, b) || ordered(b, a); };
          sdk::Mask known = 0;
          for (const auto& [base, other] : {std::pair{b1, b2}, std::pair{b2, b1}}) {
            for (int d = 1; d <= 9; ++d) {
              if (!sdk::has_digit(grid.candidates[base], d)) continue;
              bool valid = false;
              for (int x = 1; x <= 9; ++x)
                valid = valid || (x != d && sdk::has_digit(grid.candidates[other], x) && compatible(d, x));
              if (valid)
                known = static_cast<sdk::Mask>(known | sdk::digit_bit(d));
              else
                claim(base, d);
            }
          }
          // E3: a target's digits other than the base digits left.
          for (const int t : {t1, t2}) {
            for (int d = 1; d <= 9; ++d) {
              if (!sdk::has_digit(known, d)) claim(t, d);
            }
          }
          // E6: a target's base digit that neither of its mirror cells holds (the other target's box, off
          // the base's line, the other target's cross line and this target's parallel line).
          for (const auto& [t, o] : {std::pair{t1, t2}, std::pair{t2, t1}}) {
            for (int d = 1; d <= 9; ++d) {
              if (!sdk::has_digit(digits, d)) continue;
              bool in_mirror = false;
              for (int c = 0; c < 81; ++c) {
                const bool mirror = sdk::block_of(c) == sdk::block_of(o) && parallel(c) != parallel(b1) &&
                                    parallel(c) != parallel(t) && cross(c) != cross(o);
                in_mirror = in_mirror || (mirror && has(grid, c, d));
              }
              if (!in_mirror) claim(t, d);
            }
          }
          // E10: two base digits left: not in a cell seeing both targets or both bases.
          if (std::popcount(static_cast<unsigned>(known)) == 2) {
            auto sees = [](int a, int b) {
              return a != b && (same_line(a, b) || sdk::block_of(a) == sdk::block_of(b));
            };
            for (int c = 0; c < 81; ++c) {
              if (!(sees(c, t1) && sees(c, t2)) && !(sees(c, b1) && sees(c, b2))) continue;
              for (int d = 1; d <= 9; ++d) {
                if (sdk::has_digit(known, d)) claim(c, d);
              }
            }
            // E12: a digit left whose S cells lie in two parallel lines: not in those lines' other cells.
            for (const auto& [d, cells] : s_cells_of) {
              std::set<int> lines_of;
              for (const int c : cells) lines_of.insert(parallel(c));
              if (!sdk::has_digit(known, d) || lines_of.size() != 2) continue;
              for (int c = 0; c < 81; ++c) {
                if (lines_of.count(parallel(c)) != 0 && cross(c) != cross(stem) && cross(c) != cross(t1) &&
                    cross(c) != cross(t2))
                  claim(c, d);
              }
            }
          }
          for (const auto& [d, n] : lines) {
            for (const int c : {b1, b2, t1, t2}) {
              if (n == 1 && sdk::has_digit(grid.candidates[c], d))
                claims.insert(cell_name(c) + "<>" + std::to_string(d));
            }
          }
          // E5: a base digit whose S cells need two lines, one of them a target's cross line, is false
          // in that target.
          for (const auto& [d, cells] : s_cells_of) {
            for (const int t : {t1, t2}) {
              std::vector<int> off;
              for (const int c : cells) {
                if (cross(c) != cross(t)) off.push_back(c);
              }
              if (lines[d] == 2 && lines_needed(off) == 1 && sdk::has_digit(grid.candidates[t], d))
                claims.insert(cell_name(t) + "<>" + std::to_string(d));
            }
          }
          if (claims.empty()) continue;
          std::string key = "#";
          for (int d = 1; d <= 9; ++d) {
            if (sdk::has_digit(digits, d)) key += std::to_string(d);
          }
          // The base cells in GNPX's notation: "r1c12" (a row's), "r12c1" (a column's).
          const std::string base = rows ? "r" + std::to_string(sdk::row_of(b1) + 1) + "c" +
                                              std::to_string(sdk::col_of(b1) + 1) + std::to_string(sdk::col_of(b2) + 1)
                                        : "r" + std::to_string(sdk::row_of(b1) + 1) +
                                              std::to_string(sdk::row_of(b2) + 1) + "c" +
                                              std::to_string(sdk::col_of(b1) + 1);
          key += " T1:" + cell_name(t1) + " T2:" + cell_name(t2) + " B:" + base;
          found[key].insert(claims.begin(), claims.end());
        }
      }
    }
  }
  return found;
}

/** The plugin's steps keyed as the reference keys them: base digits, targets, base cells. */
std::map<std::string, std::set<std::string>> plugin_by_key(const std::vector<Step>& steps) {
  static const std::regex pattern(R"(^JE2 B:(r\d+c\d+)#(\d+) Companion:.* T1:(r\dc\d) T2:(r\dc\d)$)");
  std::map<std::string, std::set<std::string>> result;
  for (const auto& step : steps) {
    std::smatch m;
    if (!std::regex_search(step.text, m, pattern)) {
      ADD_FAILURE() << "unexpected text " << step.text;
      continue;
    }
    const std::string key = "#" + m[2].str() + " T1:" + m[3].str() + " T2:" + m[4].str() + " B:" + m[1].str();
    for (const auto& e : step.eliminations) result[key].insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
  }
  return result;
}

TEST(JuniorExocet, FindAllEqualsTheReferenceSearchOnStuckHardPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  // Positions of forum_hardest_1106 where singles, subsets and fish are stuck (where Exocets live):
  // 40 in CI, 375 with NPE_LONG_TESTS. Every claim of the definition must come with a proof.
  const int count = std::getenv("NPE_LONG_TESTS") != nullptr ? 1106 : 40;
  const auto positions = test::stuck_hardest_positions(count);
  ASSERT_FALSE(positions.empty());
  long instances = 0;
  int with = 0;
  for (const auto& position : positions) {
    const auto steps = all_steps(position.grid, position.solution);
    const auto expected = reference(position.grid);
    EXPECT_EQ(plugin_by_key(steps), expected) << position.origin << " " << position.grid.to_line();
    test::check_steps(steps, position.grid, position.solution);
    instances += static_cast<long>(expected.size());
    with += expected.empty() ? 0 : 1;
  }
  std::cout << "Junior Exocet: " << instances << " instances on " << with << " of " << positions.size()
            << " stuck positions\n";
  EXPECT_GT(instances, 0);
}

TEST(JuniorExocet, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  // Stuck positions of forum_hardest_1905_11plus (30 in CI, 20,000 with NPE_LONG_TESTS): every step
  // passes the host's checks (its chains and lemmas replayed) and agrees with the solution.
  const int count = std::getenv("NPE_LONG_TESTS") != nullptr ? 20000 : 30;
  const auto positions = test::stuck_hardest_positions(count, std::getenv("NPE_LONG_TESTS") != nullptr ? 2 : 7,
                                                       "forum_hardest_1905_11plus.txt");
  ASSERT_FALSE(positions.empty());
  int steps = 0;
  for (const auto& position : positions)
    steps += test::check_steps(all_steps(position.grid, position.solution), position.grid, position.solution);
  std::cout << "Junior Exocet: " << steps << " steps checked on " << positions.size() << " positions\n";
}

}  // namespace
}  // namespace npe::exocet_test
