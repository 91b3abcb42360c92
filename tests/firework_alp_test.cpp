// Firework L-Wing, ALP and dual ALP (plugins/gnpx/firework_alp.hpp): GNPX's worked examples, the
// host's check of the forcing-chain evidence, a reference search from the definitions compared with
// find-all on hard positions (every claimed elimination proved). Soundness: firework_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <string>

#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "check/symmetry.hpp"
#include "firework_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::firework_alp_test {
namespace {

using test::all_steps;
using test::effects_by_text;
using test::firework_digits;

// GNPX's source comment above Firework_DualALP (626 e_GNPv6_Firework_DualALP.cs), from the
// enjoysudoku thread "Fireworks" (t39513, "dual firework ALP", on shye's "Takabisha"): 2 and 8
// firework at stem r1c9 (leaves r1c5, r5c9) and at stem r9c1 (leaves r9c5, r5c1); r5c5 is {2,8}. The
// thread's grid with its marks taken off (its "-" candidates kept): r1c9<>3,9, r9c1<>4,5 and 2, 8 out
// of row 5 and column 5.
constexpr const char* kTakabisha =
    ".---------------------.------------------.--------------------.\n"
    "| 4579   345    3457  | 6    24789  1    | 3589   235   2389  |\n"
    "| 4569   145    2     | 458  3      89   | 7      156   689   |\n"
    "| 5679   8      13567 | 25   279    279  | 13569  4     2369  |\n"
    ":---------------------+------------------+--------------------:\n"
    "| 1      9      68    | 238  278    4    | 368    2367  5     |\n"
    "| 24568  7      4568  | 1    28     2358 | 3468   9     23468 |\n"
    "| 3      245    458   | 9    6      2578 | 48     27    1     |\n"
    ":---------------------+------------------+--------------------:\n"
    "| 2457   6      13457 | 234  1249   239  | 13459  8     3479  |\n"
    "| 478    134    9     | 348  5      38   | 2      136   3467  |\n"
    "| 2458   12345  13458 | 7    12489  6    | 13459  135   349   |\n"
    "'---------------------'------------------'--------------------'\n";
constexpr const char* kTakabishaSolution =
    "437621958952438716681597342198374625276185493345962871563249187719853264824716539";

Digits digits_of(const char* line) {
  Digits digits{};
  for (int cell = 0; cell < 81; ++cell)
    digits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(line[cell] - '0');
  return digits;
}

TEST(FireworkAlp, DualAlpOfGnpxsSourceExample) {
  const Grid grid = parse_position(kTakabisha, "Takabisha").grid;
  const Digits solution = digits_of(kTakabishaSolution);
  const auto steps = all_steps("gnpx.firework_dual_alp", grid, solution);
  EXPECT_EQ(effects_by_text(steps), (std::map<std::string, std::set<std::string>>{
                                        {"Firework_DualALP r1c9 <#28> / r1c5 r5c9 / r9c1 <#28> / r5c1 r9c5 / r5c5",
                                         {"r1c9<>3", "r1c9<>9", "r9c1<>4", "r9c1<>5", "r3c5<>2", "r4c5<>2", "r4c5<>8",
                                          "r7c5<>2", "r5c3<>8", "r5c6<>2", "r5c6<>8", "r5c7<>8"}}}));
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
  // Each of the two fireworks is an ALP with r5c5 alone: its stem's eliminations.
  EXPECT_EQ(effects_by_text(all_steps("gnpx.firework_alp", grid, solution)),
            (std::map<std::string, std::set<std::string>>{
                {"Firework_ALP FW:r1c9 <#28> / r1c5 r5c9 / r5c5", {"r1c9<>3", "r1c9<>9"}},
                {"Firework_ALP FW:r9c1 <#28> / r5c1 r9c5 / r5c5", {"r9c1<>4", "r9c1<>5"}}}));
}

TEST(FireworkAlp, ABrokenProofIsRefused) {
  test::expect_refused_without_lemmas("gnpx.firework_dual_alp", parse_position(kTakabisha, "Takabisha").grid);
}

// The ALP of GNPX docs page58.html ("Firework_ALP-s: Stem r7c3#69, Leaf r5c3#34679 r7c5#16789,
// Assist r5c5#69", r7c3's 3 and 8 marked as excluded), on its puzzle's givens' candidates (the page's
// picture shows them). 6 and 9 are not strong there (r9c3 and r7c2, in the stem's box, hold 6):
// GNPX's code asks for strong fireworks, its page does not; npe follows the page.
constexpr const char* kPage58Alp = ".9.....4.6...2...8...1.4.....2..758..8.5...1...584.3.....4.5...1...3...6.7.....9.";

TEST(FireworkAlp, AlpOfGnpxsDocsExample) {
  const auto [grid, solution] = test::givens_example(kPage58Alp);
  const auto steps = all_steps("gnpx.firework_alp", grid, solution);
  const auto found = effects_by_text(steps);
  const std::string text = "Firework_ALP FW:r7c3 <#69> / r5c3 r7c5 / r5c5";
  ASSERT_TRUE(found.count(text)) << ::testing::PrintToString(test::texts(steps));
  EXPECT_EQ(found.at(text), (std::set<std::string>{"r7c3<>3", "r7c3<>8"}));
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
}

// A hand-made L-Wing (GNPX's page58 has no picture of its own for it; 624 e_GNPv6_Firework_LWing_s.cs
// defines it): all else 1..9; 1 and 2 only in r1c1, r1c5, r5c1 in row 1 and column 1 (a strong
// two-digit firework, stem r1c1); 3 only in r5c5, r5c1, r1c5 in row 5 and column 5 (a strong firework
// on the opposite corner, same leaves). r1c1 {1,2,5}, r1c5 {1,2,3,4}, r5c1 {1,2,3}, r5c5 {3,6}: the
// leaves lose 3.
Grid lwing_position() {
  Grid grid;
  grid.candidates.fill(sdk::kAllDigits);
  const int stem = 0, row_leaf = 4, column_leaf = 36, corner = 40;
  auto only = [&](int house, std::initializer_list<int> keep, int digit) {
    for (const int cell : sdk::kHouseCells[house]) {
      if (std::find(keep.begin(), keep.end(), cell) == keep.end()) grid.eliminate(cell, digit);
    }
  };
  for (const int d : {1, 2}) only(0, {stem, row_leaf}, d), only(9, {stem, column_leaf}, d);
  only(4, {corner, column_leaf}, 3);
  only(9 + 4, {corner, row_leaf}, 3);
  grid.candidates[stem] = sdk::digit_bit(1) | sdk::digit_bit(2) | sdk::digit_bit(5);
  grid.candidates[row_leaf] = sdk::digit_bit(1) | sdk::digit_bit(2) | sdk::digit_bit(3) | sdk::digit_bit(4);
  grid.candidates[column_leaf] = sdk::digit_bit(1) | sdk::digit_bit(2) | sdk::digit_bit(3);
  grid.candidates[corner] = sdk::digit_bit(3) | sdk::digit_bit(6);
  return grid;
}

TEST(FireworkAlp, LWingHandMade) {
  const Grid grid = lwing_position();
  const auto steps = all_steps("gnpx.firework_lwing", grid);
  EXPECT_EQ(effects_by_text(steps),
            (std::map<std::string, std::set<std::string>>{
                {"Firework_LWing Firework:r1c1 <#12> / r1c5 r5c1 Assist:r5c5 <#3> / r1c5 r5c1 Exclude: r1c5#3 r5c1#3",
                 {"r1c5<>3", "r5c1<>3"}}}));
  for (const auto& step : steps) EXPECT_NO_THROW(check_step(step, grid, std::nullopt, "test")) << step.text;
  // 1 also in r1c2, in the stem's box: still a firework of 1, not a strong one: no L-Wing.
  Grid weak = grid;
  weak.candidates[1] |= sdk::digit_bit(1);
  EXPECT_TRUE(all_steps("gnpx.firework_lwing", weak).empty());
}

// --- reference search, from the definitions --------------------------------------------------------

bool sees(int p, int q) {
  return p != q &&
         (sdk::row_of(p) == sdk::row_of(q) || sdk::col_of(p) == sdk::col_of(q) || sdk::block_of(p) == sdk::block_of(q));
}

bool holds(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit);
}

std::string digits_text(sdk::Mask digits) {
  std::string text;
  for (int d = 1; d <= 9; ++d) {
    if (sdk::has_digit(digits, d)) text += std::to_string(d);
  }
  return text;
}

/** One firework from the definition: stem a, row leaf b, column leaf c, its digits. */
struct Found {
  int a, b, c;
  sdk::Mask digits;
  std::string text(sdk::Mask shown) const {  // GNPX's "r7c3 <#69> / r5c3 r7c5"
    return cell_name(a) + " <#" + digits_text(shown) + "> / " + cell_name(std::min(b, c)) + " " +
           cell_name(std::max(b, c));
  }
};

std::vector<Found> all_fireworks(const Grid& grid) {
  std::vector<Found> found;
  for (int a = 0; a < 81; ++a) {
    for (int b = 0; b < 81; ++b) {
      if (sdk::row_of(b) != sdk::row_of(a) || sdk::block_of(b) == sdk::block_of(a)) continue;
      for (int c = 0; c < 81; ++c) {
        if (sdk::col_of(c) != sdk::col_of(a) || sdk::block_of(c) == sdk::block_of(a)) continue;
        if (const sdk::Mask digits = firework_digits(grid, a, b, c); digits != 0) found.push_back({a, b, c, digits});
      }
    }
  }
  return found;
}

/** The digits of `f` linked strongly: a's row holds each only in a and b, a's column only in a and c. */
sdk::Mask strong(const Grid& grid, const Found& f) {
  sdk::Mask result = 0;
  for (int n = 1; n <= 9; ++n) {
    bool ok = sdk::has_digit(f.digits, n);
    for (int cell = 0; cell < 81 && ok; ++cell) {
      if (sdk::row_of(cell) == sdk::row_of(f.a) && cell != f.a && cell != f.b && holds(grid, cell, n)) ok = false;
      if (sdk::col_of(cell) == sdk::col_of(f.a) && cell != f.a && cell != f.c && holds(grid, cell, n)) ok = false;
    }
    if (ok) result |= sdk::digit_bit(n);
  }
  return result;
}

using Claims = std::map<std::string, std::set<std::string>>;  // step text: eliminations

void claim(Claims& claims, const std::string& text, const Grid& grid, int cell, sdk::Mask digits) {
  for (int d = 1; d <= 9; ++d) {
    if (sdk::has_digit(digits, d) && holds(grid, cell, d))
      claims[text].insert(cell_name(cell) + "<>" + std::to_string(d));
  }
}

/** L-Wing: a pair of strong digits of one firework; another stem whose firework has the same two
 *  leaves; a strong digit z of it outside the pair: the leaves lose z. */
Claims reference_lwings(const Grid& grid, const std::vector<Found>& fireworks) {
  Claims claims;
  for (const auto& f : fireworks) {
    const sdk::Mask pairs = strong(grid, f);
    for (const auto& g : fireworks) {
      const bool same_leaves = std::min(g.b, g.c) == std::min(f.b, f.c) && std::max(g.b, g.c) == std::max(f.b, f.c);
      if (g.a == f.a || !same_leaves) continue;
      for (int x = 1; x <= 9; ++x) {
        for (int y = x + 1; y <= 9; ++y) {
          const sdk::Mask pair = static_cast<sdk::Mask>(sdk::digit_bit(x) | sdk::digit_bit(y));
          if ((pairs & pair) != pair) continue;
          for (int z = 1; z <= 9; ++z) {
            if (!sdk::has_digit(strong(grid, g), z) || sdk::has_digit(pair, z)) continue;
            const std::string text = "Firework_LWing Firework:" + f.text(pair) +
                                     " Assist:" + g.text(sdk::digit_bit(z)) +
                                     " Exclude: " + cell_name(std::min(f.b, f.c)) + "#" + std::to_string(z) + " " +
                                     cell_name(std::max(f.b, f.c)) + "#" + std::to_string(z);
            claim(claims, text, grid, f.b, sdk::digit_bit(z));
            claim(claims, text, grid, f.c, sdk::digit_bit(z));
          }
        }
      }
    }
  }
  return claims;
}

/** The empty bivalue cells other than the fireworks' stems seeing all of `leaves`, holding two of `digits`. */
std::vector<int> corners(const Grid& grid, std::initializer_list<int> stems, std::initializer_list<int> leaves,
                         sdk::Mask digits) {
  std::vector<int> found;
  for (int d = 0; d < 81; ++d) {
    if (grid.digits[d] != 0 || std::popcount(static_cast<unsigned>(grid.candidates[d])) != 2 ||
        (grid.candidates[d] & ~digits) != 0)
      continue;
    if (std::find(stems.begin(), stems.end(), d) != stems.end()) continue;
    if (std::all_of(leaves.begin(), leaves.end(), [&](int leaf) { return sees(d, leaf); })) found.push_back(d);
  }
  return found;
}

/** ALP: a firework holding a bivalue cell's two digits, the cell seeing both leaves: the stem loses the rest. */
Claims reference_alps(const Grid& grid, const std::vector<Found>& fireworks) {
  Claims claims;
  for (const auto& f : fireworks) {
    for (const int d : corners(grid, {f.a}, {f.b, f.c}, f.digits)) {
      const sdk::Mask pair = grid.candidates[d];
      claim(claims, "Firework_ALP FW:" + f.text(pair) + " / " + cell_name(d), grid, f.a,
            static_cast<sdk::Mask>(~pair & sdk::kAllDigits));
    }
  }
  return claims;
}

/** Dual ALP: two fireworks on different stems, leaves disjoint, both holding the two digits of one
 *  bivalue cell seeing all four leaves: the stems lose the rest; the two digits go from every cell
 *  outside the pattern seeing the bivalue cell and a leaf of the first firework (GNPX's words; npe
 *  says "the cell's row and column", the same cells: the leaves lie outside the cell's box). */
Claims reference_dual_alps(const Grid& grid, const std::vector<Found>& fireworks) {
  Claims claims;
  for (std::size_t i = 0; i < fireworks.size(); ++i) {
    for (std::size_t j = i + 1; j < fireworks.size(); ++j) {
      const Found &f = fireworks[i], &g = fireworks[j];
      if (f.a == g.a || f.b == g.b || f.b == g.c || f.c == g.b || f.c == g.c) continue;
      for (const int d : corners(grid, {f.a, g.a}, {f.b, f.c, g.b, g.c}, static_cast<sdk::Mask>(f.digits & g.digits))) {
        const sdk::Mask pair = grid.candidates[d];
        const std::string text = "Firework_DualALP " + f.text(pair) + " / " + g.text(pair) + " / " + cell_name(d);
        claim(claims, text, grid, f.a, static_cast<sdk::Mask>(~pair & sdk::kAllDigits));
        claim(claims, text, grid, g.a, static_cast<sdk::Mask>(~pair & sdk::kAllDigits));
        const std::set<int> pattern = {f.a, f.b, f.c, g.a, g.b, g.c, d};
        for (int e = 0; e < 81; ++e) {
          if (pattern.count(e) == 0 && sees(e, d) && (sees(e, f.b) || sees(e, f.c))) claim(claims, text, grid, e, pair);
        }
      }
    }
  }
  return claims;
}

// --- planted patterns ------------------------------------------------------------------------------
// The three patterns are rare on corpus positions (a handful in thousands), so the reference search
// also runs on positions where one is planted: a thinned board (test::thinned_by) of a corpus puzzle
// whose solution allows the pattern at a random place, its candidates set to make it. Every planted
// candidate edit keeps the solution's digits, so the positions stay sound.

/** Makes (a, b, c) a firework of `digits`: adds them to the three cells and takes them out of a's
 *  row and column outside a's box but for b and c (`strong`: inside the box too, but for a); false
 *  when that would take a solution digit out. */
bool plant_firework(Grid& grid, const Digits& solution, int a, int b, int c, sdk::Mask digits, bool strong) {
  for (int cell = 0; cell < 81; ++cell) {
    const bool line = sdk::row_of(cell) == sdk::row_of(a) || sdk::col_of(cell) == sdk::col_of(a);
    if (!line || cell == a || cell == b || cell == c || (!strong && sdk::block_of(cell) == sdk::block_of(a))) continue;
    if (sdk::has_digit(digits, solution[cell])) return false;
    if (grid.digits[cell] == 0) grid.candidates[cell] &= static_cast<sdk::Mask>(~digits);
  }
  for (const int cell : {a, b, c}) {
    if (grid.digits[cell] != 0) return false;
    grid.candidates[cell] |= digits;
  }
  return true;
}

/** A random firework place: stem a, row leaf b, column leaf c, corner d, in four boxes. */
std::array<int, 4> random_rectangle(std::mt19937& random) {
  while (true) {
    const int a = static_cast<int>(random() % 81), d = static_cast<int>(random() % 81);
    const int b = sdk::row_of(a) * 9 + sdk::col_of(d), c = sdk::row_of(d) * 9 + sdk::col_of(a);
    if (sdk::row_of(a) / 3 != sdk::row_of(d) / 3 && sdk::col_of(a) / 3 != sdk::col_of(d) / 3) return {a, b, c, d};
  }
}

/** Plants kind 0 (L-Wing: strong {x,y} on a, strong z on d), 1 (ALP: {x,y} on a, d = {x,y}) or 2 (dual
 *  ALP: two such fireworks sharing d) on `grid`; false when this try's place does not fit the solution. */
bool plant(Grid& grid, const Digits& solution, int kind, std::mt19937& random) {
  const auto [a, b, c, d] = random_rectangle(random);
  if (grid.digits[d] != 0) return false;
  const int x = solution[a], y = kind == 0 ? solution[b] : static_cast<int>(random() % 9) + 1;
  const sdk::Mask pair = static_cast<sdk::Mask>(sdk::digit_bit(x) | sdk::digit_bit(y));
  if (x == y || (kind == 0 && solution[c] != y) || (kind != 0 && solution[d] != x)) return false;
  if (!plant_firework(grid, solution, a, b, c, pair, kind == 0)) return false;
  if (kind == 0) return plant_firework(grid, solution, d, c, b, sdk::digit_bit(solution[d]), true);
  grid.candidates[d] = pair;
  if (kind == 1) return true;
  // The second stem: d's row and column crossed elsewhere, a cell holding x in the solution.
  for (int a2 = 0; a2 < 81; ++a2) {
    const int b2 = sdk::row_of(a2) * 9 + sdk::col_of(d), c2 = sdk::row_of(d) * 9 + sdk::col_of(a2);
    const bool apart = sdk::row_of(a2) / 3 != sdk::row_of(d) / 3 && sdk::col_of(a2) / 3 != sdk::col_of(d) / 3;
    if (!apart || solution[a2] != x || b2 == b || c2 == c) continue;
    Grid tried = grid;
    if (plant_firework(tried, solution, a2, b2, c2, pair, false)) return grid = tried, true;
  }
  return false;
}

/** For each of `count` corpus positions, a thinned board with each kind of pattern planted (when a
 *  place fits in 2,000 tries). */
std::vector<test::StuckPosition> planted_positions(const std::vector<test::StuckPosition>& corpus, std::size_t count) {
  std::vector<test::StuckPosition> positions;
  std::mt19937 random(35);
  for (std::size_t i = 0; i < corpus.size() && i < count; ++i) {
    for (int kind = 0; kind < 3; ++kind) {
      for (int attempt = 0; attempt < 2000; ++attempt) {
        Grid grid = test::thinned_by(corpus[i].grid, corpus[i].solution, 1 + kind, static_cast<unsigned>(random()));
        if (plant(grid, corpus[i].solution, kind, random)) {
          positions.push_back({grid, corpus[i].solution, corpus[i].origin + " (planted)"});
          break;
        }
      }
    }
  }
  return positions;
}

TEST(FireworkAlp, FindAllEqualsTheReferenceSearchOnHardPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt", "top1465.txt");
  // As firework_test.cpp: 40 stuck forum_hardest_1106 positions and 300 givens positions of top1465
  // in CI, all of both with NPE_LONG_TESTS; and the examples above.
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  auto positions = long_run ? test::firework_positions(1106, 1106 + 1465) : test::firework_positions(40, 340);
  ASSERT_FALSE(positions.empty());
  for (auto& position :
       planted_positions(positions, long_run ? positions.size() : static_cast<std::size_t>(test::scaled(100, 20))))
    positions.push_back(std::move(position));
  for (auto& position : test::check_plugin_positions("forum_hardest_1106.txt", long_run ? 10 : 4))
    positions.push_back(std::move(position));
  positions.push_back({parse_position(kTakabisha, "Takabisha").grid, digits_of(kTakabishaSolution), "Takabisha"});
  long instances[3] = {0, 0, 0};
  for (const auto& position : positions) {
    const auto fireworks = all_fireworks(position.grid);
    const Claims expected[3] = {reference_lwings(position.grid, fireworks), reference_alps(position.grid, fireworks),
                                reference_dual_alps(position.grid, fireworks)};
    const char* ids[3] = {"gnpx.firework_lwing", "gnpx.firework_alp", "gnpx.firework_dual_alp"};
    for (int k = 0; k < 3; ++k) {
      const auto steps = all_steps(ids[k], position.grid, position.solution);
      EXPECT_EQ(effects_by_text(steps), expected[k])
          << ids[k] << " " << position.origin << " " << position.grid.to_line();
      test::check_steps(steps, position.grid, position.solution);
      instances[k] += static_cast<long>(expected[k].size());
    }
  }
  std::cout << "Fireworks: " << instances[0] << " L-Wings, " << instances[1] << " ALPs, " << instances[2]
            << " dual ALPs on " << positions.size() << " positions\n";
}

TEST(FireworkAlp, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  // Stuck positions of forum_hardest_1905_11plus (every 50th: 100 in CI; every second, 20,000, with
  // NPE_LONG_TESTS), each thinned with each pattern planted: every step of the three techniques passes
  // the host's checks and agrees with the solution.
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck = test::stuck_hardest_positions(long_run ? 20000 : test::scaled(100, 20), long_run ? 2 : 50,
                                                   "forum_hardest_1905_11plus.txt");
  ASSERT_FALSE(stuck.empty());
  const auto positions = planted_positions(stuck, stuck.size());
  long steps[3] = {0, 0, 0};
  const char* ids[3] = {"gnpx.firework_lwing", "gnpx.firework_alp", "gnpx.firework_dual_alp"};
  for (const auto& position : positions) {
    for (int k = 0; k < 3; ++k)
      steps[k] +=
          test::check_steps(all_steps(ids[k], position.grid, position.solution), position.grid, position.solution);
  }
  std::cout << "Fireworks: " << steps[0] << " L-Wing, " << steps[1] << " ALP, " << steps[2]
            << " dual ALP steps checked on " << positions.size() << " planted positions of " << stuck.size()
            << " stuck ones\n";
  EXPECT_GT(steps[0] + steps[1] + steps[2], 0);
}

/** Each grid moved by two random sudoku symmetries: find-all's steps of the three techniques move with
 *  the grid. Returns how many (grid, technique) pairs have steps. */
int expect_steps_move_with_the_grid(const std::vector<Grid>& grids) {
  std::mt19937 random(35);
  int with_steps = 0;
  for (const auto& grid : grids) {
    for (const char* id : {"gnpx.firework_lwing", "gnpx.firework_alp", "gnpx.firework_dual_alp"}) {
      const FindFunction find = [id](const Grid& g, bool all) { return test::find_steps(id, g, all); };
      with_steps += !find(grid, true).empty();
      for (int round = 0; round < 2; ++round) {
        EXPECT_EQ(symmetry_mismatch(find, grid, random_transform(random), SymmetryCompare::steps), std::nullopt) << id;
      }
    }
  }
  std::cout << "Fireworks: " << with_steps << " of " << grids.size() * 3
            << " (position, technique) with steps, moved twice\n";
  return with_steps;
}

TEST(FireworkAlp, StepsMoveWithTheGrid) {
  // The examples above (check-plugin's symmetry check, on positions where the three techniques have
  // steps; its own corpus positions have almost none).
  EXPECT_GE(expect_steps_move_with_the_grid({parse_position(kTakabisha, "Takabisha").grid, lwing_position(),
                                             Grid::from_digits(parse_puzzle_line(kPage58Alp).givens)}),
            3);
}

TEST(FireworkAlp, StepsMoveWithTheGridOnPlantedPositions) {
  // Planted positions of stuck forum_hardest_1106 puzzles (100 in CI, 600 with NPE_LONG_TESTS).
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck = test::stuck_hardest_positions(long_run ? 200 : test::scaled(34, 10), 1);
  std::vector<Grid> grids;
  for (const auto& position : planted_positions(stuck, stuck.size())) grids.push_back(position.grid);
  ASSERT_FALSE(grids.empty());
  EXPECT_GT(expect_steps_move_with_the_grid(grids), 0);
}

}  // namespace
}  // namespace npe::firework_alp_test
