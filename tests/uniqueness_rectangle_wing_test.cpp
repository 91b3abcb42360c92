// kyoyama-kazusa/Sudoku's unique rectangles with a wing or an ALS (docs/techniques.md "Uniqueness"):
// uniqueness.rectangle_wing (size 2, 3, 4: XY-, XYZ-, WXYZ-Wing) and uniqueness.rectangle_als (doubly 0, 1).
// - hand-made positions: kyoyama-kazusa's own test examples for the wings (UniqueRectangleStepSearcher.
//   pattern.cs, CheckRegularWing, commit 7dfb5054: the three whose rectangle has no missing candidate),
//   a WXYZ-Wing and both ALS rules constructed from the definitions; each step passes the host's checks,
//   a chain dropped is refused, nothing without the uniqueness fact;
// - find-all = a reference search written here from the definitions (every rectangle, every pivot
//   digit and branch; every ALS of every house) on hard positions and along solve paths;
// - soundness on positions along solve paths of forum_hardest_1905_11plus;
// - the same effects on transposed, relabelled positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "patterns_support.hpp"
#include "rank_logic_support.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_rectangle_wing_test {
namespace {

constexpr const char* kWing = "uniqueness.rectangle_wing";
constexpr const char* kAls = "uniqueness.rectangle_als";

using test::at;
using test::bits;
using test::board;

/** kyoyama-kazusa's example form: 81 cells ('0' or '.' empty, '+' before a digit placed while solving),
 *  ':' and the eliminated candidates as digit-row-column triples. */
Grid kyoyama_grid(const std::string& text) {
  Grid grid{};
  std::size_t i = 0;
  for (int cell = 0; i < text.size() && text[i] != ':'; ++i, ++cell) {
    const bool placed = text[i] == '+';
    if (placed) ++i;
    grid.digits[cell] = static_cast<std::uint8_t>(text[i] == '.' ? 0 : text[i] - '0');
    grid.givens[cell] = grid.digits[cell] != 0 && !placed ? 1 : 0;
  }
  grid.rebuild_candidates();
  std::istringstream in(text.substr(i + 1));
  for (std::string t; in >> t;) grid.eliminate((t[1] - '1') * 9 + (t[2] - '1'), t[0] - '0');
  return grid;
}

ParamList size(int n) { return {{"size", std::to_string(n)}}; }
ParamList als_params(bool doubly) { return {{"doubly", doubly ? "1" : "0"}}; }

TEST(RectangleWing, KyoyamasExamples) {
  struct Example {
    const char* grid;
    int size;
    const char* text;
  };
  // Rectangles r1c14,r3c14 {2,8} (roof 3 and 6, branches r1c6 {2,3}, r7c4 {2,6}: a complete wing on 2);
  // r12c47 {1,2} (roof 4, 5, 6: z = 1 outside the roof, three branches); r78c69 {6,7} (roof 3, 4, 8:
  // z = 4 in the roof, branches r1c9 {3,4}, r7c7 {4,8}).
  const Example examples[] = {
      {"00+60507+4050+34000060+7+40090+5+3+74190+5002+9+520+400706+3+8+72+159+4+18+7004005+30+5108400+409+530010:212 "
       "819 "
       "222 357 685",
       2, "Unique Rectangle XY-Wing: 2/8 in r1c14,r3c14 => r13c4,r9c6<>2"},
      {"+70005008+96000+790030904+8070027+5+9+64+8+3100651000000+93+200500076+903+2+8020+7300049+6+3+8+42000:412 116 "
       "422 136 171 187 587 188",
       3, "Unique Rectangle XYZ-Wing: 1/2 in r1c47,r2c47 => r12c7,r9c8<>1"},
      {"...9+2+56+8....+7+14.2+9+29.+683.+71..2+379.4.+9..8+62+7...7.45+19.+21.+923..5..2.5.......3+1.8+2..:311 413 "
       "841 842 547 487",
       3, "Unique Rectangle XYZ-Wing: 6/7 in r7c69,r8c69 => r9c9<>4"}};
  for (const auto& example : examples) {
    const Grid grid = kyoyama_grid(example.grid);
    const auto steps = test::unique_steps(kWing, grid, size(example.size));
    const auto texts = test::texts(steps);
    const auto found = std::find(texts.begin(), texts.end(), example.text);
    ASSERT_NE(found, texts.end()) << example.text << " among " << ::testing::PrintToString(texts);
    test::expect_checked_and_tamper_proof(steps[static_cast<std::size_t>(found - texts.begin())], grid);
    EXPECT_TRUE(
        search_technique(test::shipped_plugins(), kWing, size(example.size), test::with_uniqueness(grid, false), {true})
            .steps.empty());
  }
}

TEST(RectangleWing, ConstructedWxyzAndIncompleteXyz) {
  // r1c1, r2c1 {1,2}; roof r1c4 {1,2,3,4}, r2c4 {1,2,5,6}; branches r1c7 {3,7}, r1c8 {4,7} (seeing
  // r1c4), r2c7 {5,7}, r2c9 {6,7} (seeing r2c4): whichever of 3..6 the roof holds, a branch is 7, so
  // box 3's other cells lose 7.
  Grid grid = board({{"r1c1", bits({1, 2})},
                     {"r2c1", bits({1, 2})},
                     {"r1c4", bits({1, 2, 3, 4})},
                     {"r2c4", bits({1, 2, 5, 6})},
                     {"r1c7", bits({3, 7})},
                     {"r1c8", bits({4, 7})},
                     {"r2c7", bits({5, 7})},
                     {"r2c9", bits({6, 7})}});
  auto steps = test::unique_steps(kWing, grid, size(4));
  ASSERT_EQ(test::texts(steps),
            std::vector<std::string>{"Unique Rectangle WXYZ-Wing: 1/2 in r1c14,r2c14 => r13c9,r23c8,r3c7<>7"});
  test::expect_checked_and_tamper_proof(steps[0], grid);
  EXPECT_TRUE(test::unique_steps(kWing, grid, size(3)).empty());
  // Incomplete: r2c4 {1,2,5}, roof digits 3, 4, 5; branches r1c7 {3,5}, r1c8 {4,5}: the roof's 5
  // (r2c4) or a branch is 5: cells seeing r2c4, r1c7 and r1c8 lose it (r1c5, r1c6, r2c7, r2c8, r2c9).
  grid = board({{"r1c1", bits({1, 2})},
                {"r2c1", bits({1, 2})},
                {"r1c4", bits({1, 2, 3, 4})},
                {"r2c4", bits({1, 2, 5})},
                {"r1c7", bits({3, 5})},
                {"r1c8", bits({4, 5})}});
  steps = test::unique_steps(kWing, grid, size(3));
  ASSERT_EQ(test::texts(steps),
            std::vector<std::string>{"Unique Rectangle XYZ-Wing: 1/2 in r1c14,r2c14 => r1c56,r2c789<>5"});
  test::expect_checked_and_tamper_proof(steps[0], grid);
  // A roof cell without 2 (a missing candidate): the host could not check the rectangle: nothing.
  grid.candidates[at("r2c4")] = bits({1, 5});
  EXPECT_TRUE(test::unique_steps(kWing, grid, size(3)).empty());
}

TEST(RectangleAls, ConstructedSinglyAndDoublyLinked) {
  // r1c1, r2c1 {1,2}; r1c4 {1,2,3}, r2c4 {1,2,4}: the rectangle holds 3 (r1c4) or 4 (r2c4). The ALS
  // r1c7 {3,5}, r1c8 {4,5} of row 1: its 3 sees r1c4, so if r1c4 is 3 the ALS is 4 (r1c8). Cells
  // seeing r2c4 and r1c8 lose 4: r1c56, r2c789.
  Grid grid = board({{"r1c1", bits({1, 2})},
                     {"r2c1", bits({1, 2})},
                     {"r1c4", bits({1, 2, 3})},
                     {"r2c4", bits({1, 2, 4})},
                     {"r1c7", bits({3, 5})},
                     {"r1c8", bits({4, 5})}});
  const auto steps = test::unique_steps(kAls, grid);
  const std::string text =
      "Unique Rectangle Singly-Linked Almost Locked Sets XZ Rule: 1/2 in r1c14,r2c14 => "
      "r1c56,r2c789<>4";
  const auto texts = test::texts(steps);
  const auto found = std::find(texts.begin(), texts.end(), text);
  ASSERT_NE(found, texts.end()) << ::testing::PrintToString(texts);
  test::expect_checked_and_tamper_proof(steps[static_cast<std::size_t>(found - texts.begin())], grid);
  EXPECT_TRUE(
      search_technique(test::shipped_plugins(), kAls, {}, test::with_uniqueness(grid, false), {true}).steps.empty());
  // r1c8 moved to r2c8: the ALS r1c7 {3,5}, r2c8 {4,5} of box 3; the y-cells r2c4, r2c8 share row 2, so
  // 4 is restricted too (doubly linked): not the singly-linked rule. The doubly-linked one: the
  // rectangle's 3 or 4 is true and the ALS loses it: row 2 loses 4 (cells seeing r2c4, r2c8), row 1 3
  // (seeing r1c4, r1c7), box 3 outside the ALS 5.
  grid.candidates[at("r1c8")] = sdk::kAllDigits;
  grid.candidates[at("r2c8")] = bits({4, 5});
  for (const auto& t : test::texts(test::unique_steps(kAls, grid))) EXPECT_EQ(t.find("r1c56"), std::string::npos) << t;
  const auto doubly = test::unique_steps(kAls, grid, als_params(true));
  // (Found both ways round: x = 3, y = 4 and x = 4, y = 3 both hold.)
  const std::string doubly_text =
      "Unique Rectangle Doubly-Linked Almost Locked Sets XZ Rule: 1/2 in r1c14,r2c14 => r2c235679<>4, "
      "r1c235689<>3, r1c89,r2c79,r3c789<>5";
  EXPECT_EQ(doubly.size(), 2u);
  const auto doubly_texts = test::texts(doubly);
  const auto at_doubly = std::find(doubly_texts.begin(), doubly_texts.end(), doubly_text);
  ASSERT_NE(at_doubly, doubly_texts.end()) << ::testing::PrintToString(doubly_texts);
  test::expect_checked_and_tamper_proof(doubly[static_cast<std::size_t>(at_doubly - doubly_texts.begin())], grid);
}

// ---- references: every instance from the definitions ---------------------------------------------

/** A step as compared with the reference: its cells, digits and eliminations. */
std::string key(std::vector<int> cells, Mask digits, const std::vector<CellDigit>& eliminations) {
  std::sort(cells.begin(), cells.end());
  std::string text;
  for (const int c : cells) text += cell_name(c);
  return text + " " + std::to_string(digits) + " " + test::effect_text(eliminations, {});
}

bool sees_all(int cell, const std::vector<int>& cells) {
  for (const int c : cells) {
    if (c == cell || !sdk::sees(c, cell)) return false;
  }
  return true;
}

/** The empty cells holding `digit` that see all of `cells`, as eliminations. */
std::vector<CellDigit> seeing(const Grid& g, int digit, const std::vector<int>& cells) {
  std::vector<CellDigit> e;
  for (int c = 0; c < 81; ++c) {
    if (g.digits[c] == 0 && sdk::has_digit(g.candidates[c], digit) && sees_all(c, cells))
      e.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(digit)});
  }
  return e;
}

/** Every rectangle of two rows, two columns and two boxes, four empty cells each holding a < b. */
template <class Visit>
void for_each_rectangle(const Grid& g, Visit&& visit) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          const std::vector<int> cells = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
          std::set<int> boxes;
          bool empty = true;
          for (const int c : cells) {
            boxes.insert(sdk::block_of(c));
            empty = empty && g.digits[c] == 0;
          }
          if (boxes.size() != 2 || !empty) continue;
          for (int a = 1; a <= 9; ++a) {
            for (int b = a + 1; b <= 9; ++b) {
              bool both = true;
              for (const int c : cells) both = both && (g.candidates[c] & bits({a, b})) == bits({a, b});
              if (both) visit(cells, bits({a, b}));
            }
          }
        }
      }
    }
  }
}

/** Wings of `wing_size` roof digits: two cells exactly {a, b}; per pivot z, a bivalue {x, z} per other
 *  roof digit x (two or more), seeing every roof cell holding x. */
std::multiset<std::string> reference_wing(const Grid& g, int wing_size) {
  std::multiset<std::string> found;
  for_each_rectangle(g, [&](const std::vector<int>& cells, Mask ab) {
    std::vector<int> roof;
    Mask x_digits = 0;
    for (const int c : cells) {
      if (g.candidates[c] == ab) continue;
      roof.push_back(c);
      x_digits |= static_cast<Mask>(g.candidates[c] & ~ab);
    }
    if (roof.size() != 2 || sdk::count_digits(x_digits) != wing_size) return;
    auto roof_with = [&](int d) {
      std::vector<int> r;
      for (const int c : roof) {
        if (sdk::has_digit(g.candidates[c], d)) r.push_back(c);
      }
      return r;
    };
    for (int z = 1; z <= 9; ++z) {
      std::vector<std::vector<int>> options;
      for (int x = 1; x <= 9; ++x) {
        if (x == z || !sdk::has_digit(x_digits, x)) continue;
        options.emplace_back();
        for (int c = 0; c < 81; ++c) {
          if (g.digits[c] == 0 && g.candidates[c] == bits({x, z}) && sees_all(c, roof_with(x)))
            options.back().push_back(c);
        }
      }
      if (options.size() < 2) continue;
      std::vector<std::size_t> pick(options.size(), 0);
      bool done = std::any_of(options.begin(), options.end(), [](const auto& o) { return o.empty(); });
      while (!done) {
        std::vector<int> base;
        for (std::size_t i = 0; i < options.size(); ++i) base.push_back(options[i][pick[i]]);
        if (sdk::has_digit(x_digits, z)) {
          for (const int c : roof_with(z)) base.push_back(c);
        }
        const auto e = seeing(g, z, base);
        if (!e.empty()) found.insert(key(cells, ab, e));
        std::size_t i = 0;
        while (i < options.size() && ++pick[i] == options[i].size()) pick[i++] = 0;
        done = i == options.size();
      }
    }
  });
  return found;
}

/** Every almost locked set: cells of one house, n >= 1 of them with n + 1 candidates, each once. */
std::vector<std::vector<int>> every_als(const Grid& g) {
  std::set<std::vector<int>> sets;
  for (int h = 0; h < 27; ++h) {
    std::vector<int> empty;
    for (const int c : sdk::kHouseCells[h]) {
      if (g.digits[c] == 0) empty.push_back(c);
    }
    for (unsigned s = 1; s < (1u << empty.size()); ++s) {
      std::vector<int> cells;
      Mask digits = 0;
      for (std::size_t i = 0; i < empty.size(); ++i) {
        if ((s >> i & 1) == 0) continue;
        cells.push_back(empty[i]);
        digits |= g.candidates[empty[i]];
      }
      std::sort(cells.begin(), cells.end());
      if (sdk::count_digits(digits) == static_cast<int>(cells.size()) + 1) sets.insert(cells);
    }
  }
  return {sets.begin(), sets.end()};
}

/** The ALS rule: the rectangle's cells hold two extra digits x, y in all; an ALS outside it holding both,
 *  its x-cells seeing every x-cell of the rectangle; the y-cells of both in no one house (singly) or in
 *  one (doubly: also x from cells seeing every x-cell of both, the ALS's other digits from its houses). */
std::multiset<std::string> reference_als(const Grid& g, bool doubly) {
  std::multiset<std::string> found;
  const auto sets = every_als(g);
  for_each_rectangle(g, [&](const std::vector<int>& cells, Mask ab) {
    Mask extra = 0;
    for (const int c : cells) extra |= static_cast<Mask>(g.candidates[c] & ~ab);
    if (sdk::count_digits(extra) != 2) return;
    for (int x = 1; x <= 9; ++x) {
      for (int y = 1; y <= 9; ++y) {
        if (x == y || !sdk::has_digit(extra, x) || !sdk::has_digit(extra, y)) continue;
        for (const auto& als : sets) {
          std::vector<int> rect_x, y_cells;
          bool fits = std::none_of(als.begin(), als.end(),
                                   [&](int c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); });
          bool has_x = false;
          for (const int c : cells) {
            if (sdk::has_digit(g.candidates[c], x)) rect_x.push_back(c);
            if (sdk::has_digit(g.candidates[c], y)) y_cells.push_back(c);
          }
          for (const int c : als) {
            if (sdk::has_digit(g.candidates[c], x)) {
              has_x = true;
              fits = fits && sees_all(c, rect_x);
            }
            if (sdk::has_digit(g.candidates[c], y)) y_cells.push_back(c);
          }
          const bool has_y =
              std::any_of(als.begin(), als.end(), [&](int c) { return sdk::has_digit(g.candidates[c], y); });
          if (!fits || !has_x || !has_y) continue;
          bool one_house = false;
          for (int h = 0; h < 27; ++h) {
            one_house = one_house || std::all_of(y_cells.begin(), y_cells.end(), [&](int c) {
                          return std::find(sdk::kHouseCells[h].begin(), sdk::kHouseCells[h].end(), c) !=
                                 sdk::kHouseCells[h].end();
                        });
          }
          auto e = seeing(g, y, y_cells);
          if (doubly) {
            std::vector<int> x_cells = rect_x;
            Mask als_digits = 0;
            for (const int c : als) {
              als_digits |= g.candidates[c];
              if (sdk::has_digit(g.candidates[c], x)) x_cells.push_back(c);
            }
            for (const auto& el : seeing(g, x, x_cells)) e.push_back(el);
            for (int h = 0; h < 27; ++h) {
              const auto& house = sdk::kHouseCells[h];
              if (!std::all_of(als.begin(), als.end(),
                               [&](int c) { return std::find(house.begin(), house.end(), c) != house.end(); }))
                continue;
              for (const int c : house) {
                if (g.digits[c] != 0 || std::find(als.begin(), als.end(), c) != als.end()) continue;
                for (int w = 1; w <= 9; ++w) {
                  if (w != x && w != y && sdk::has_digit(als_digits, w) && sdk::has_digit(g.candidates[c], w))
                    e.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(w)});
                }
              }
            }
          }
          if (one_house == doubly && !e.empty()) found.insert(key(cells, ab, e));
        }
      }
    }
  });
  return found;
}

std::multiset<std::string> plugin_keys(const std::string& id, const ParamList& params, const Grid& grid,
                                       const std::optional<Digits>& solution) {
  std::multiset<std::string> keys;
  for (const auto& step : test::unique_steps(id, grid, params, solution))
    keys.insert(
        key({step.cells.begin(), step.cells.end()}, step.digits, {step.eliminations.begin(), step.eliminations.end()}));
  return keys;
}

struct Tally {
  long positions = 0;
  std::map<std::string, long> steps;
};

void compare(const Grid& grid, const std::optional<Digits>& solution, Tally& tally) {
  ++tally.positions;
  for (int n = 2; n <= 4; ++n) {
    const auto found = plugin_keys(kWing, size(n), grid, solution);
    EXPECT_EQ(found, reference_wing(grid, n)) << "wing " << n << " " << grid.to_line();
    tally.steps["wing " + std::to_string(n)] += static_cast<long>(found.size());
  }
  for (const bool doubly : {false, true}) {
    const auto found = plugin_keys(kAls, als_params(doubly), grid, solution);
    EXPECT_EQ(found, reference_als(grid, doubly)) << "als " << doubly << " " << grid.to_line();
    tally.steps[doubly ? "als doubly" : "als"] += static_cast<long>(found.size());
  }
}

TEST(RectangleWingAndAls, FindAllIsTheReferenceAndSound) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  Tally tally;
  for (const auto& position : test::stuck_hardest_positions(test::scaled(60, 10), 3))
    compare(position.grid, position.solution, tally);
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  test::walk_solve_paths(long_run ? 1 : static_cast<std::size_t>(20000 / test::scaled(500, 50)),
                         [&](const Grid& grid, const Digits& solution) { compare(grid, solution, tally); });
  std::cout << tally.positions << " positions;";
  for (const auto& [id, count] : tally.steps) std::cout << " " << id << " " << count;
  std::cout << " steps, all as the reference, all sound\n";
  EXPECT_GT(tally.positions, test::scaled(150, 20));
  if (test::scaled(100) < 100) return;  // a sample under the sanitizers: the patterns may not occur
  for (const char* id : {"wing 2", "wing 3", "als"}) EXPECT_GT(tally.steps[id], 0) << id;
}

// Positions along solve paths of forum_hardest_1905_11plus puzzles (every 500th in CI, all with
// NPE_LONG_TESTS=1; walked as walk_solve_paths walks the solved corpora: the simpler eliminations, then
// an eighth of the empty cells placed from the solution, up to seven times): every step of the four and
// of Extended Unique Rectangle Type 3 passes the host's checks and agrees with the solution.
TEST(RectangleWingAndAls, SoundOnTheHardestPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  const auto path = test::shared_corpus("forum_hardest_1905_11plus.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto puzzles = read_puzzle_file(path);
  const std::size_t stride = long_run ? 1 : static_cast<std::size_t>(test::scaled(500, 5000));
  std::map<std::string, int> steps;
  long positions = 0;
  unsigned seed = 7;
  for (std::size_t i = 0; i < puzzles.size(); i += stride) {
    const auto solution = puzzles[i].solution ? puzzles[i].solution : unique_solution(puzzles[i].givens);
    if (!solution) continue;
    Grid grid = Grid::from_digits(puzzles[i].givens);
    for (int round = 0; round < 8 && !grid.solved(); ++round) {
      for (int cell = 0; cell < 81 && round > 0; ++cell) {
        seed = seed * 1103515245u + 12345u;
        if (grid.digits[cell] == 0 && (seed >> 16) % 8 == 0) grid.place(cell, (*solution)[cell]);
      }
      test::apply_simple_eliminations(grid);
      if (grid.solved()) break;
      ++positions;
      for (int n = 2; n <= 4; ++n)
        steps["wing " + std::to_string(n)] +=
            static_cast<int>(test::unique_steps(kWing, grid, size(n), solution).size());
      steps["als"] += static_cast<int>(test::unique_steps(kAls, grid, als_params(false), solution).size());
      steps["als doubly"] += static_cast<int>(test::unique_steps(kAls, grid, als_params(true), solution).size());
      steps["extended 3"] +=
          static_cast<int>(test::unique_steps("uniqueness.extended_rectangle3", grid, {}, solution).size());
    }
  }
  std::cout << positions << " positions;";
  for (const auto& [id, count] : steps) std::cout << " " << id << " " << count;
  std::cout << " steps, all sound\n";
  EXPECT_GT(positions, 0);
}

// The symmetry check: positions transposed, their digits relabelled (d -> 10 - d).
TEST(RectangleWingAndAls, FindAllMovesWithTheGridsSymmetries) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  long compared = 0;
  const std::vector<std::pair<std::string, ParamList>> runs = {
      {kWing, size(2)}, {kWing, size(3)}, {kWing, size(4)}, {kAls, als_params(false)}, {kAls, als_params(true)}};
  test::walk_solve_paths(static_cast<std::size_t>(20000 / test::scaled(500, 50)), [&](const Grid& grid, const Digits&) {
    const Grid moved = test::transposed_relabelled(grid);
    for (const auto& [id, params] : runs) {
      std::multiset<std::string> expected, actual;
      for (const auto& step : test::unique_steps(id, grid, params)) {
        std::vector<CellDigit> e;
        for (const auto& el : step.eliminations)
          e.push_back({static_cast<std::uint8_t>(test::transposed_cell(el.cell)),
                       static_cast<std::uint8_t>(test::relabelled_digit(el.digit))});
        expected.insert(test::effect_text(e, {}));
      }
      for (const auto& step : test::unique_steps(id, moved, params))
        actual.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
      EXPECT_EQ(actual, expected) << id << " " << grid.to_line();
      compared += static_cast<long>(expected.size());
    }
  });
  std::cout << compared << " effects compared\n";
}

}  // namespace
}  // namespace npe::uniqueness_rectangle_wing_test
