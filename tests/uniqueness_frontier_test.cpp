// The uniqueness types HoDoKu lacks (docs/techniques.md "Uniqueness"): uniqueness.extended_rectangle1
// to 4 and uniqueness.hidden_avoidable (the rectangle wings and ALS rule: uniqueness_rectangle_wing_test). Not in
// test::uniqueness_ids(): that list's tests hold HoDoKu's techniques to its reglib codes, base scores and definitions
// (uniqueness_reference_test).
// - the anchors' worked examples as hand-made positions with their texts: mturner's type 1 and 2 layouts
//   (and types 3 and 4 on them)
//   ("Extended Unique Rectangles - Solving the 3,2,3,3 MUG", forum.enjoysudoku.com, after SudokuWiki's
//   "Extended Unique Rectangles"), the Hidden Avoidable Rectangle of kyoyama-kazusa/Sudoku's pattern
//   ((ab) abx / aby abz, the (ab) corner placed); each step passes the host's checks (its deadly
//   pattern's fillings, and for the hidden rectangle its chains), nothing without the uniqueness fact;
// - find-all = a reference search written here from the definitions (every two rows or columns and any
//   three lines across them, every three digits; "deadly" tested by all 3^6 fillings grouped by the digits
//   they put in each house) on hard positions and along solve paths of corpus puzzles, every step sound;
// - the same effects on transposed, relabelled positions (check-plugin's missed.symmetry meets none of
//   them in its corpus).
#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "patterns_support.hpp"
#include "rank_logic_support.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_frontier_test {
namespace {

constexpr const char* kExtended1 = "uniqueness.extended_rectangle1";
constexpr const char* kExtended2 = "uniqueness.extended_rectangle2";
constexpr const char* kExtended3 = "uniqueness.extended_rectangle3";
constexpr const char* kExtended4 = "uniqueness.extended_rectangle4";
constexpr const char* kHidden = "uniqueness.hidden_avoidable";

using test::at;
using test::bits;
using test::board;

/** A step as compared with the reference: its cells, digits and eliminations. */
std::string key(std::vector<int> cells, Mask digits, std::vector<CellDigit> eliminations) {
  std::sort(cells.begin(), cells.end());
  std::string text;
  for (const int c : cells) text += cell_name(c);
  return text + " " + std::to_string(digits) + " " + test::effect_text(eliminations, {});
}

std::multiset<std::string> plugin_keys(const std::string& id, const Grid& grid, const std::optional<Digits>& solution) {
  std::multiset<std::string> keys;
  for (const auto& step : test::unique_steps(id, grid, {}, solution))
    keys.insert(
        key({step.cells.begin(), step.cells.end()}, step.digits, {step.eliminations.begin(), step.eliminations.end()}));
  return keys;
}

TEST(ExtendedRectangle, MturnersType1And2Layouts) {
  // Type 1: columns 1-2 (one stack) across rows 1, 4, 7 (three bands); five cells {1,2,3}, r7c2 also 4.
  Grid grid = board({{"r1c1", bits({1, 2, 3})},
                     {"r1c2", bits({1, 2, 3})},
                     {"r4c1", bits({1, 2, 3})},
                     {"r4c2", bits({1, 2, 3})},
                     {"r7c1", bits({1, 2, 3})},
                     {"r7c2", bits({1, 2, 3, 4})}});
  auto steps = test::unique_steps(kExtended1, grid);
  EXPECT_EQ(test::texts(steps), std::vector<std::string>{"Extended Unique Rectangle Type 1: 1/2/3 in "
                                                         "r1c12,r4c12,r7c12 => r7c2<>1, r7c2<>2, r7c2<>3"});
  EXPECT_EQ(test::check_steps(steps, test::with_uniqueness(grid, true), std::nullopt), 1);
  EXPECT_TRUE(test::unique_steps(kExtended2, grid).empty());
  EXPECT_TRUE(search_technique(test::shipped_plugins(), kExtended1, {}, test::with_uniqueness(grid, false), {true})
                  .steps.empty());
  // r4c1 = {1,2}: a filling with 3 in r4c2 and 1 or 2 in r4c1 swaps 3 into r4c1: not deadly, nothing.
  Grid broken = grid;
  broken.candidates[at("r4c1")] = bits({1, 2});
  EXPECT_TRUE(test::unique_steps(kExtended1, broken).empty());
  // A given in the pattern: the other solution would move it.
  Grid given = grid;
  given.digits[at("r1c1")] = 1;
  given.givens[at("r1c1")] = 1;
  given.candidates[at("r1c1")] = 0;
  EXPECT_TRUE(test::unique_steps(kExtended1, given).empty());
  // Type 2: r7c1 gets the 4 too: one of r7c1, r7c2 is 4, so row 7 and box 7 lose it.
  grid.candidates[at("r7c1")] = bits({1, 2, 3, 4});
  steps = test::unique_steps(kExtended2, grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text,
            "Extended Unique Rectangle Type 2: 1/2/3 in r1c12,r4c12,r7c12 => r7c3456789,r8c123,r9c123<>4");
  EXPECT_EQ(steps[0].eliminations.size(), 7u + 3u + 3u);
  EXPECT_EQ(test::check_steps(steps, test::with_uniqueness(grid, true), std::nullopt), 1);
  EXPECT_TRUE(test::unique_steps(kExtended1, grid).empty());
  // Type 4: r7c1 {1,2,3,4}, r7c2 {1,2,3,5}, the 1 of row 7 only there: one of them is 1, the other then
  // outside {1,2,3}: both lose 2 and 3.
  grid.candidates[at("r7c2")] = bits({1, 2, 3, 5});
  for (int c = 2; c < 9; ++c) grid.candidates[sdk::cell_at(6, c)] &= static_cast<Mask>(~sdk::digit_bit(1));
  steps = test::unique_steps(kExtended4, grid);
  EXPECT_EQ(test::texts(steps), std::vector<std::string>{"Extended Unique Rectangle Type 4: 1/2/3 in r1c12,r4c12,r7c12 "
                                                         "=> r7c12<>2, r7c12<>3"});
  EXPECT_EQ(test::check_steps(steps, test::with_uniqueness(grid, true), std::nullopt), 1);
  grid.candidates[at("r7c5")] |= sdk::digit_bit(1);  // a third 1 in row 7: no locked digit
  EXPECT_TRUE(test::unique_steps(kExtended4, grid).empty());
}

TEST(ExtendedRectangle, Type3OnMturnersLayout) {
  // mturner's layout (columns 1-2 across rows 1, 4, 7), constructed as his type 3 reads: r7c1 {1,2,3,4}
  // and r7c2 {1,2,3,5}, one of them 4 or 5; r7c5 {4,5} with them is a naked pair of row 7 (box 7 has no
  // cell without 1, 2, 3): row 7's other cells lose 4 and 5.
  Grid grid = board({{"r1c1", bits({1, 2, 3})},
                     {"r1c2", bits({1, 2, 3})},
                     {"r4c1", bits({1, 2, 3})},
                     {"r4c2", bits({1, 2, 3})},
                     {"r7c1", bits({1, 2, 3, 4})},
                     {"r7c2", bits({1, 2, 3, 5})},
                     {"r7c5", bits({4, 5})}});
  auto steps = test::unique_steps(kExtended3, grid);
  EXPECT_EQ(test::texts(steps), std::vector<std::string>{"Extended Unique Rectangle Type 3: 1/2/3 in r1c12,r4c12,r7c12 "
                                                         "=> r7c346789<>4, r7c346789<>5"});
  EXPECT_EQ(test::check_steps(steps, test::with_uniqueness(grid, true), std::nullopt), 1);
  EXPECT_TRUE(search_technique(test::shipped_plugins(), kExtended3, {}, test::with_uniqueness(grid, false), {true})
                  .steps.empty());
  // A naked triple: r7c5 {4,6}, r7c6 {5,6}; the guardians r7c1=4, r7c2=5 reach 6 (and each other's
  // digit) through the ALS {r7c5, r7c6} by chains, which the host needs: one dropped is refused.
  grid.candidates[at("r7c5")] = bits({4, 6});
  grid.candidates[at("r7c6")] = bits({5, 6});
  steps = test::unique_steps(kExtended3, grid);
  ASSERT_EQ(test::texts(steps),
            std::vector<std::string>{"Extended Unique Rectangle Type 3: 1/2/3 in r1c12,r4c12,r7c12 => r7c34789<>4, "
                                     "r7c34789<>5, r7c34789<>6"});
  EXPECT_EQ(steps[0].chains.size(), 4u);
  EXPECT_EQ(test::check_steps(steps, test::with_uniqueness(grid, true), std::nullopt), 1);
  for (std::size_t k = 0; k < steps[0].chains.size(); ++k) {
    Step tampered = steps[0];
    tampered.chains.erase(tampered.chains.begin() + static_cast<long>(k));
    EXPECT_THROW(check_step(tampered, test::with_uniqueness(grid, true), std::nullopt, "test"), std::exception) << k;
  }
  // r7c6 {5,7}: three digits in two cells, no naked set; r4c1 {1,2}: not deadly: nothing either way.
  Grid open = grid;
  open.candidates[at("r7c6")] = bits({5, 7});
  EXPECT_TRUE(test::unique_steps(kExtended3, open).empty());
  Grid broken = grid;
  broken.candidates[at("r4c1")] = bits({1, 2});
  EXPECT_TRUE(test::unique_steps(kExtended3, broken).empty());
}

TEST(HiddenAvoidableRectangle, KyoyamasPatternWithAPlacedCorner) {
  // C = r1c1 placed 1 (no given); X = r1c4 {2,5}, Y = r2c1 {2,6}, D = r2c4 {1,2,7}. The 2 of row 2 and
  // of column 4 only in the rectangle: D = 1 would make X and Y 2, the four cells 1/2 crosswise.
  Grid grid = board({{"r1c4", bits({2, 5})}, {"r2c1", bits({2, 6})}, {"r2c4", bits({1, 2, 7})}});
  grid.digits[at("r1c1")] = 1;
  grid.candidates[at("r1c1")] = 0;
  for (int i = 0; i < 9; ++i) {
    for (const int c : {sdk::cell_at(1, i), sdk::cell_at(i, 3)}) {
      if (c != at("r1c4") && c != at("r2c1") && c != at("r2c4"))
        grid.candidates[c] &= static_cast<Mask>(~sdk::digit_bit(2));
    }
    for (const int c : {sdk::cell_at(0, i), sdk::cell_at(i, 0), sdk::block_cell(0, i)})
      grid.candidates[c] &= static_cast<Mask>(~sdk::digit_bit(1));
  }
  const auto steps = test::unique_steps(kHidden, grid);
  EXPECT_EQ(test::texts(steps), std::vector<std::string>{"Hidden Avoidable Rectangle: 1/2 in r1c14,r2c14 => r2c4<>1"});
  EXPECT_EQ(test::check_steps(steps, test::with_uniqueness(grid, true), std::nullopt), 1);
  EXPECT_TRUE(
      search_technique(test::shipped_plugins(), kHidden, {}, test::with_uniqueness(grid, false), {true}).steps.empty());
  // A third 2 in column 4: no conjugate pair, nothing.
  Grid open = grid;
  open.candidates[at("r9c4")] |= sdk::digit_bit(2);
  EXPECT_TRUE(test::unique_steps(kHidden, open).empty());
  // The corner a given: nothing.
  Grid given = grid;
  given.givens[at("r1c1")] = 1;
  EXPECT_TRUE(test::unique_steps(kHidden, given).empty());
}

// ---- references: every instance from the definitions ---------------------------------------------

bool sees_all(int cell, const std::vector<int>& cells) {
  for (const int c : cells) {
    if (c == cell || !sdk::sees(c, cell)) return false;
  }
  return true;
}

/** Whether the cells over `digits` are deadly: some filling (a candidate digit of `digits` per cell, no
 *  digit twice in a house) and, for each, another putting the same digits in every house. */
bool deadly(const Grid& g, const std::vector<int>& cells, Mask digits) {
  std::vector<int> ds;
  for (int d = 1; d <= 9; ++d) {
    if (sdk::has_digit(digits, d)) ds.push_back(d);
  }
  std::map<std::vector<Mask>, int> alike;
  std::vector<int> pick(cells.size(), 0);
  const std::size_t n = cells.size();
  while (true) {
    bool ok = true;
    for (std::size_t i = 0; i < n && ok; ++i) {
      ok = sdk::has_digit(g.candidates[cells[i]], ds[pick[i]]);
      for (std::size_t j = 0; j < i && ok; ++j) ok = !(sdk::sees(cells[i], cells[j]) && pick[i] == pick[j]);
    }
    if (ok) {
      std::vector<Mask> houses(27, 0);
      for (std::size_t i = 0; i < n; ++i) {
        for (const int h : sdk::houses_of(cells[i])) houses[h] |= sdk::digit_bit(ds[pick[i]]);
      }
      ++alike[houses];
    }
    std::size_t i = 0;
    while (i < n && ++pick[i] == static_cast<int>(ds.size())) pick[i++] = 0;
    if (i == n) break;
  }
  if (alike.empty()) return false;
  for (const auto& [houses, count] : alike) {
    if (count < 2) return false;
  }
  return true;
}

/** Extended rectangles of `type`: two rows (columns) and any three columns (rows), six empty cells. */
std::multiset<std::string> reference_extended(const Grid& g, int type) {
  std::multiset<std::string> found;
  for (const bool rows : {true, false}) {
    for (int l1 = 0; l1 < 9; ++l1) {
      for (int l2 = l1 + 1; l2 < 9; ++l2) {
        for (int k1 = 0; k1 < 9; ++k1) {
          for (int k2 = k1 + 1; k2 < 9; ++k2) {
            for (int k3 = k2 + 1; k3 < 9; ++k3) {
              std::vector<int> cells;
              for (const int l : {l1, l2}) {
                for (const int k : {k1, k2, k3}) cells.push_back(rows ? l * 9 + k : k * 9 + l);
              }
              bool empty = true;
              // Cells within P (three candidates or fewer): types 1 and 4 need five and four; type 2 needs
              // every cell within P and its one extra digit (four or fewer).
              int within_three = 0, within_four = 0;
              for (const int c : cells) {
                empty = empty && g.digits[c] == 0;
                within_three += sdk::count_digits(g.candidates[c]) <= 3 ? 1 : 0;
                within_four += sdk::count_digits(g.candidates[c]) <= 4 ? 1 : 0;
              }
              if (!empty || (within_three < 4 && within_four < 6)) continue;
              for (int a = 1; a <= 9; ++a) {
                for (int b = a + 1; b <= 9; ++b) {
                  for (int c3 = b + 1; c3 <= 9; ++c3) {
                    const Mask p = bits({a, b, c3});
                    std::vector<int> extra;
                    Mask outside = 0;
                    bool single = true;
                    for (const int c : cells) {
                      const auto o = static_cast<Mask>(g.candidates[c] & ~p);
                      if (o == 0) continue;
                      extra.push_back(c);
                      outside |= o;
                      single = single && sdk::count_digits(o) == 1;
                    }
                    std::vector<CellDigit> e;
                    if (type == 1 && extra.size() == 1) {
                      for (int d = 1; d <= 9; ++d) {
                        if (sdk::has_digit(p, d) && sdk::has_digit(g.candidates[extra[0]], d))
                          e.push_back({static_cast<std::uint8_t>(extra[0]), static_cast<std::uint8_t>(d)});
                      }
                    }
                    if (type == 2 && extra.size() >= 2 && single && sdk::count_digits(outside) == 1) {
                      const int x = sdk::first_digit(outside);
                      for (int c = 0; c < 81; ++c) {
                        if (g.digits[c] == 0 && sdk::has_digit(g.candidates[c], x) && sees_all(c, extra))
                          e.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(x)});
                      }
                    }
                    if (type == 4 && extra.size() == 2) {
                      for (int locked = 1; locked <= 9; ++locked) {
                        if (!sdk::has_digit(p, locked)) continue;
                        bool conjugate = false;  // a house holding both whose places of `locked` are just them
                        for (int h = 0; h < 27; ++h) {
                          std::vector<int> places;
                          for (const int c : sdk::kHouseCells[h]) {
                            if (g.digits[c] == 0 && sdk::has_digit(g.candidates[c], locked)) places.push_back(c);
                          }
                          std::vector<int> pair = extra;
                          std::sort(pair.begin(), pair.end());
                          std::sort(places.begin(), places.end());
                          conjugate = conjugate || places == pair;
                        }
                        std::vector<CellDigit> e4;
                        for (const int c : extra) {
                          for (int d = 1; d <= 9; ++d) {
                            if (d != locked && sdk::has_digit(p, d) && sdk::has_digit(g.candidates[c], d))
                              e4.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
                          }
                        }
                        if (conjugate && !e4.empty() && deadly(g, cells, p)) found.insert(key(cells, p, e4));
                      }
                    }
                    if (!e.empty() && deadly(g, cells, p)) found.insert(key(cells, p, e));
                  }
                }
              }
            }
          }
        }
      }
    }
  }
  return found;
}

/** reference_extended3 on one shape and three digits. */
void reference_extended3_digits(const Grid& g, const std::vector<int>& cells, Mask p,
                                std::multiset<std::string>& found) {
  std::vector<int> extra;
  Mask outside = 0;
  for (const int c : cells) {
    const auto o = static_cast<Mask>(g.candidates[c] & ~p);
    if (o == 0) continue;
    extra.push_back(c);
    outside |= o;
  }
  if (extra.size() < 2) return;
  for (int h = 0; h < 27; ++h) {
    bool holds = true;
    for (const int c : extra)
      holds =
          holds && std::find(sdk::kHouseCells[h].begin(), sdk::kHouseCells[h].end(), c) != sdk::kHouseCells[h].end();
    if (!holds) continue;
    std::vector<int> others;  // h's empty cells outside the pattern; S holds none of P
    std::vector<int> pool;
    for (const int c : sdk::kHouseCells[h]) {
      if (g.digits[c] != 0 || std::find(cells.begin(), cells.end(), c) != cells.end()) continue;
      others.push_back(c);
      if ((g.candidates[c] & p) == 0) pool.push_back(c);
    }
    for (unsigned s = 1; s < (1u << pool.size()); ++s) {
      Mask held = 0;
      int size = 0;
      std::vector<int> set;
      for (std::size_t i = 0; i < pool.size(); ++i) {
        if ((s >> i & 1) == 0) continue;
        held |= g.candidates[pool[i]];
        set.push_back(pool[i]);
        ++size;
      }
      if (sdk::count_digits(held) != size + 1 || (outside & ~held) != 0) continue;
      std::vector<CellDigit> e;
      for (const int c : others) {
        if (std::find(set.begin(), set.end(), c) != set.end()) continue;
        for (int d = 1; d <= 9; ++d) {
          if (sdk::has_digit(held, d) && sdk::has_digit(g.candidates[c], d))
            e.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
        }
      }
      if (!e.empty() && deadly(g, cells, p)) found.insert(key(cells, p, e));
    }
  }
}

/** Extended rectangles of type 3: as reference_extended's shapes; extra cells (two or more) all in a
 *  house h; any set S of h's other empty cells, no candidate of P, whose candidates are S's count + 1
 *  digits and hold the extra cells' candidates outside P: h's cells outside S and the pattern lose them. */
std::multiset<std::string> reference_extended3(const Grid& g) {
  std::multiset<std::string> found;
  for (const bool rows : {true, false}) {
    for (int l1 = 0; l1 < 9; ++l1) {
      for (int l2 = l1 + 1; l2 < 9; ++l2) {
        for (int k = 0; k < 9 * 9 * 9; ++k) {
          const int k1 = k / 81, k2 = k / 9 % 9, k3 = k % 9;
          if (k1 >= k2 || k2 >= k3) continue;
          std::vector<int> cells;
          for (const int l : {l1, l2}) {
            for (const int x : {k1, k2, k3}) cells.push_back(rows ? l * 9 + x : x * 9 + l);
          }
          int within_three = 0;
          bool empty = true;
          for (const int c : cells) {
            empty = empty && g.digits[c] == 0;
            within_three += sdk::count_digits(g.candidates[c]) <= 3 ? 1 : 0;
          }
          if (!empty || within_three < 3) continue;  // at most three cells (a row's) hold more than P
          // A filling puts all of P in each of the two lines (cells 0-2 and 3-5): P's digits are in both.
          const Mask in_both = (g.candidates[cells[0]] | g.candidates[cells[1]] | g.candidates[cells[2]]) &
                               (g.candidates[cells[3]] | g.candidates[cells[4]] | g.candidates[cells[5]]);
          for (int p = 0; p < 9 * 9 * 9; ++p) {
            const int a = p / 81 + 1, b = p / 9 % 9 + 1, c = p % 9 + 1;
            const Mask digits = bits({a, b, c});
            if (a < b && b < c && (in_both & digits) == digits) reference_extended3_digits(g, cells, digits, found);
          }
        }
      }
    }
  }
  return found;
}

/** Hidden avoidable rectangles: every rectangle in two boxes of non-given cells, one placed. */
std::multiset<std::string> reference_hidden(const Grid& g) {
  std::multiset<std::string> found;
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          const std::vector<int> cells = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
          std::set<int> boxes;
          int placed = 0, corner = -1;
          bool givens = false;
          for (const int c : cells) {
            boxes.insert(sdk::block_of(c));
            givens = givens || g.givens[c] != 0;
            if (g.digits[c] != 0) {
              ++placed;
              corner = c;
            }
          }
          if (boxes.size() != 2 || givens || placed != 1) continue;
          const int a = g.digits[corner];
          const int d = cells[3 - (std::find(cells.begin(), cells.end(), corner) - cells.begin())];
          const int x = sdk::row_of(corner) * 9 + sdk::col_of(d);  // in the corner's row, D's column
          const int y = sdk::row_of(d) * 9 + sdk::col_of(corner);
          for (int b = 1; b <= 9; ++b) {
            if (b == a || !sdk::has_digit(g.candidates[d], a)) continue;
            bool fits = true;
            for (const int c : {x, y, d}) fits = fits && sdk::has_digit(g.candidates[c], b);
            for (int i = 0; i < 9 && fits; ++i) {
              const int in_row = sdk::row_of(d) * 9 + i, in_col = i * 9 + sdk::col_of(d);
              if (in_row != d && in_row != y && g.digits[in_row] == 0 && sdk::has_digit(g.candidates[in_row], b))
                fits = false;
              if (in_col != d && in_col != x && g.digits[in_col] == 0 && sdk::has_digit(g.candidates[in_col], b))
                fits = false;
            }
            const Mask ab = bits({a, b});
            if (!fits || ((g.candidates[x] | g.candidates[y] | g.candidates[d]) & ~ab) == 0) continue;
            found.insert(key(cells, ab, {{static_cast<std::uint8_t>(d), static_cast<std::uint8_t>(a)}}));
          }
        }
      }
    }
  }
  return found;
}

struct Tally {
  long positions = 0;
  std::map<std::string, long> steps;
};

/** Find-all against the references on one position, every step checked by the host (and against the
 *  solution when known). */
void compare(const Grid& grid, const std::optional<Digits>& solution, Tally& tally) {
  ++tally.positions;
  const std::map<std::string, std::multiset<std::string>> expected = {{kExtended1, reference_extended(grid, 1)},
                                                                      {kExtended2, reference_extended(grid, 2)},
                                                                      {kExtended3, reference_extended3(grid)},
                                                                      {kExtended4, reference_extended(grid, 4)},
                                                                      {kHidden, reference_hidden(grid)}};
  for (const auto& [id, keys] : expected) {
    const auto found = plugin_keys(id, grid, solution);
    EXPECT_EQ(found, keys) << id << " " << grid.to_line();
    tally.steps[id] += static_cast<long>(found.size());
  }
}

// Hard positions (forum_hardest_1106 where the full engine type is stuck) and solve paths of every
// 10th of 20,000 corpus puzzles (every 200th under the sanitizers; all with NPE_LONG_TESTS=1).
TEST(UniquenessFrontier, FindAllIsTheReferenceAndSound) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  Tally tally;
  for (const auto& position : test::stuck_hardest_positions(test::scaled(100, 10), 3))
    compare(position.grid, position.solution, tally);
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  test::walk_solve_paths(long_run ? 1 : static_cast<std::size_t>(20000 / test::scaled(2000, 100)),
                         [&](const Grid& grid, const Digits& solution) { compare(grid, solution, tally); });
  std::cout << tally.positions << " positions;";
  for (const auto& [id, count] : tally.steps) std::cout << " " << id << " " << count;
  std::cout << " steps, all as the reference, all sound\n";
  EXPECT_GT(tally.positions, test::scaled(500, 50));
  if (test::scaled(100) < 100) return;  // a sample under the sanitizers: the patterns may not occur
  for (const char* id : {kExtended1, kExtended2, kHidden}) EXPECT_GT(tally.steps[id], 0) << id;
}

// The symmetry check: positions transposed, their digits relabelled (d -> 10 - d): find-all's effects
// are the original's, transformed.
TEST(UniquenessFrontier, FindAllMovesWithTheGridsSymmetries) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  long compared = 0;
  test::walk_solve_paths(
      static_cast<std::size_t>(20000 / test::scaled(2000, 100)), [&](const Grid& grid, const Digits&) {
        const Grid moved = test::transposed_relabelled(grid);
        for (const char* id : {kExtended1, kExtended2, kExtended3, kExtended4, kHidden}) {
          std::set<std::string> expected, actual;
          for (const auto& step : test::unique_steps(id, grid)) {
            std::vector<CellDigit> e;
            for (const auto& el : step.eliminations)
              e.push_back({static_cast<std::uint8_t>(test::transposed_cell(el.cell)),
                           static_cast<std::uint8_t>(test::relabelled_digit(el.digit))});
            expected.insert(test::effect_text(e, {}));
          }
          for (const auto& step : test::unique_steps(id, moved))
            actual.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
          EXPECT_EQ(actual, expected) << id << " " << grid.to_line();
          compared += static_cast<long>(expected.size());
        }
      });
  std::cout << compared << " effects compared\n";
  if (test::scaled(100) == 100) {
    EXPECT_GT(compared, 0);
  }
}

}  // namespace
}  // namespace npe::uniqueness_frontier_test
