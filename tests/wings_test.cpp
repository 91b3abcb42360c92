// Wings (plugins/wings): hand-made positions with their exact texts, HoDoKu's regression cases
// 0800/0801/0803 (tests/data/reglib/reglib-dev.txt, from HoDoKu's reglib-1.3.txt, GPLv3), and every
// technique compared with a slow reference search written from the definitions (docs/techniques.md
// "Wings") on hard positions; every step's chain or net evidence is read back.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "patterns_support.hpp"
#include "wings/wxyz_wing.hpp"

namespace npe::wings_test {
namespace {

using test::evidence_error;

/** An empty board with every candidate everywhere (no cell is bivalue, no house holds a digit
 *  twice), then the listed cells with the listed candidates only. */
Grid board(const std::map<std::string, std::string>& cells) {
  Grid grid;
  for (auto& mask : grid.candidates) mask = sdk::kAllDigits;
  for (const auto& [name, digits] : cells) {
    Mask mask = 0;
    for (char d : digits) mask |= sdk::digit_bit(d - '0');
    grid.candidates[(name[1] - '1') * 9 + (name[3] - '1')] = mask;
  }
  return grid;
}

std::vector<Step> run(const std::string& id, const Grid& grid) {
  auto steps = test::find_steps(id, grid, true);
  for (const auto& step : steps) EXPECT_EQ(evidence_error(grid, step), "") << step_line(step);
  return steps;
}

TEST(WingsHandMade, XyWing) {
  // Pivot r5c5 {1,2} sees r5c1 {1,3} (row 5) and r1c5 {2,3} (column 5): either pincer is 3, so r1c1,
  // which sees both, loses the 3.
  const Grid grid = board({{"r5c5", "12"}, {"r5c1", "13"}, {"r1c5", "23"}});
  EXPECT_EQ(test::texts(run("wings.xy", grid)), std::vector<std::string>{"XY-Wing: 1/2/3 in r15c5,r5c1 => r1c1<>3"});
}

TEST(WingsHandMade, XyzWing) {
  // Pivot r5c5 {1,2,3}, pincers r5c4 {1,3} (box 5) and r2c5 {2,3} (column 5): r4c5 and r6c5 see all
  // three and lose the 3. Evidence: per target three forcing chains, one from each pivot digit.
  const Grid grid = board({{"r5c5", "123"}, {"r5c4", "13"}, {"r2c5", "23"}});
  const auto steps = run("wings.xyz", grid);
  EXPECT_EQ(test::texts(steps), std::vector<std::string>{"XYZ-Wing: 1/2/3 in r25c5,r5c4 => r46c5<>3"});
  ASSERT_EQ(steps.size(), 1u);
  ASSERT_EQ(steps[0].chains.size(), 6u);
  for (const auto& chain : steps[0].chains) EXPECT_EQ(chain.kind, static_cast<std::uint32_t>(NPE_CHAIN_FORCING));
  EXPECT_TRUE(run("wings.xy", grid).empty());
}

TEST(WingsHandMade, WWing) {
  // r1c1 and r9c9 hold {1,2}; row 5 holds the 2 only at r5c1 (seeing r1c1) and r5c9 (seeing r9c9).
  // Both bivalue cells 2 would leave row 5 without a 2, so one is 1: r1c9 and r9c1 lose the 1.
  Grid grid = board({{"r1c1", "12"}, {"r9c9", "12"}});
  for (int col = 1; col < 8; ++col) grid.eliminate(4 * 9 + col, 2);
  EXPECT_EQ(test::texts(run("wings.w", grid)),
            std::vector<std::string>{"W-Wing: 1/2 in r1c1,r9c9 connected by 2 in r5c19 => r1c9,r9c1<>1"});
}

TEST(WingsHandMade, WxyzWingWithAHinge) {
  // The narrow form: hinge r5c5 {1,2,3,4}, wings r5c2 {1,4}, r4c4 {2,4}, r6c6 {3,4}. 1, 2 and 3 are
  // restricted (their cells see each other), 4 is not (r5c2 does not see r4c4): one of the four cells
  // is 4, and r5c4, r5c6 see all of them.
  const Grid grid = board({{"r5c5", "1234"}, {"r5c2", "14"}, {"r4c4", "24"}, {"r6c6", "34"}});
  const auto steps = run("wings.wxyz", grid);
  EXPECT_EQ(test::texts(steps), std::vector<std::string>{"WXYZ-Wing: 1/2/3/4 in r4c4,r5c25,r6c6 => r5c46<>4"});
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].kind & plugins::wings::kNoNet, 0u);
}

TEST(WingsHandMade, WxyzWingWithoutAHinge) {
  // StrmCkr's general form: r1c1 {1,4}, r1c5 {1,2}, r3c5 {2,3}, r3c9 {3,4}; 1 (row 1), 2 (column 5)
  // and 3 (row 3) are restricted, 4 is not. Cells seeing r1c1 and r3c9 lose the 4. The net is a
  // verity on r1c1: 4 there, or 1 there and 2, 3, 4 down the cells.
  const Grid grid = board({{"r1c1", "14"}, {"r1c5", "12"}, {"r3c5", "23"}, {"r3c9", "34"}});
  EXPECT_EQ(test::texts(run("wings.wxyz", grid)),
            std::vector<std::string>{"WXYZ-Wing: 1/2/3/4 in r1c15,r3c59 => r1c789,r3c123<>4"});
}

TEST(WingsHandMade, WxyzWingNeedsFourDigitsAndOneFreeDigit) {
  // The hinge form with the 4 of r5c2 moved into box 5's row 4 (r4c4 {2,4} and r5c2 {1,5}): five
  // digits, no WXYZ-Wing.
  EXPECT_TRUE(run("wings.wxyz", board({{"r5c5", "1234"}, {"r5c2", "15"}, {"r4c4", "24"}, {"r6c6", "34"}})).empty());
  // Three of the four cells holding three digits (r5c5 {1,2,3}, pincers {1,3} {2,3}: an XYZ-Wing) and
  // a fourth cell: left to the smaller pattern.
  EXPECT_TRUE(run("wings.wxyz", board({{"r5c5", "123"}, {"r5c4", "13"}, {"r2c5", "23"}, {"r4c5", "34"}})).empty());
}

// ---- reference: every instance from the definitions --------------------------------------------

using Key = std::vector<int>;

Mask cands(const Grid& g, int cell) { return g.digits[cell] ? Mask{0} : g.candidates[cell]; }
bool has(const Grid& g, int cell, int digit) { return sdk::has_digit(cands(g, cell), digit); }

std::vector<int> elim_cells(std::span<const CellDigit> e) {
  std::vector<int> cells;
  for (const auto& x : e) cells.push_back(x.cell);
  std::sort(cells.begin(), cells.end());
  return cells;
}

Key key_of(std::initializer_list<int> head, const std::vector<int>& elims) {
  Key key(head);
  key.push_back(-1);
  key.insert(key.end(), elims.begin(), elims.end());
  return key;
}

std::vector<int> seeing_all(const Grid& g, int digit, const std::vector<int>& cells) {
  std::vector<int> out;
  for (int c = 0; c < 81; ++c) {
    if (!has(g, c, digit)) continue;
    bool all = true;
    for (int x : cells) all &= sdk::sees(c, x);
    if (all) out.push_back(c);
  }
  return out;
}

std::set<Key> ref_xy(const Grid& g, bool xyz) {
  std::set<Key> found;
  for (int pivot = 0; pivot < 81; ++pivot) {
    if (sdk::count_digits(cands(g, pivot)) != (xyz ? 3 : 2)) continue;
    for (int p1 = 0; p1 < 81; ++p1) {
      for (int p2 = p1 + 1; p2 < 81; ++p2) {
        if (p1 == pivot || p2 == pivot || !sdk::sees(pivot, p1) || !sdk::sees(pivot, p2)) continue;
        const Mask a = cands(g, p1), b = cands(g, p2), v = cands(g, pivot);
        if (sdk::count_digits(a) != 2 || sdk::count_digits(b) != 2 || a == b) continue;
        if (sdk::count_digits(a & b) != 1) continue;
        const int z = sdk::first_digit(a & b);
        if (xyz ? ((a | b) != v) : (sdk::has_digit(v, z) || (a | b) != (v | sdk::digit_bit(z)))) continue;
        const auto elims = xyz ? seeing_all(g, z, {pivot, p1, p2}) : seeing_all(g, z, {p1, p2});
        if (!elims.empty()) found.insert(key_of({pivot, p1, p2}, elims));
      }
    }
  }
  return found;
}

std::set<Key> ref_w(const Grid& g) {
  std::set<Key> found;
  for (int a = 0; a < 81; ++a) {
    for (int b = a + 1; b < 81; ++b) {
      if (sdk::count_digits(cands(g, a)) != 2 || cands(g, a) != cands(g, b)) continue;
      for (int x = 1; x <= 9; ++x) {
        for (int y = 1; y <= 9; ++y) {
          if (x == y || !has(g, a, x) || !has(g, a, y)) continue;
          const auto elims = seeing_all(g, x, {a, b});
          if (elims.empty()) continue;
          std::set<std::pair<int, int>> links;
          for (int house = 0; house < 27; ++house) {
            std::vector<int> p;
            for (int c : sdk::kHouseCells[house]) {
              if (has(g, c, y)) p.push_back(c);
            }
            if (p.size() != 2 || p[0] == a || p[0] == b || p[1] == a || p[1] == b) continue;
            if ((sdk::sees(p[0], a) && sdk::sees(p[1], b)) || (sdk::sees(p[1], a) && sdk::sees(p[0], b))) {
              links.insert({p[0], p[1]});
            }
          }
          for (const auto& [u, v] : links) found.insert(key_of({a, b, x, y, u, v}, elims));
        }
      }
    }
  }
  return found;
}

std::set<Key> ref_wxyz(const Grid& g) {
  std::set<Key> found;
  std::vector<int> cells;
  for (int c = 0; c < 81; ++c) {
    const int n = sdk::count_digits(cands(g, c));
    if (n >= 2 && n <= 4) cells.push_back(c);
  }
  const int n = static_cast<int>(cells.size());
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      if (sdk::count_digits(cands(g, cells[i]) | cands(g, cells[j])) > 4) continue;
      for (int k = j + 1; k < n; ++k) {
        if (sdk::count_digits(cands(g, cells[i]) | cands(g, cells[j]) | cands(g, cells[k])) > 4) continue;
        for (int l = k + 1; l < n; ++l) {
          const std::vector<int> group{cells[i], cells[j], cells[k], cells[l]};
          Mask all = 0;
          for (int c : group) all |= cands(g, c);
          if (sdk::count_digits(all) != 4) continue;
          bool smaller = false;
          for (int skip = 0; skip < 4; ++skip) {
            Mask three = 0;
            for (int m = 0; m < 4; ++m) {
              if (m != skip) three |= cands(g, group[m]);
            }
            smaller |= sdk::count_digits(three) == 3;
          }
          if (smaller) continue;
          std::vector<int> free_digits;
          for (int d = 1; d <= 9; ++d) {
            if (!sdk::has_digit(all, d)) continue;
            bool restricted = true;
            for (int a : group) {
              for (int b : group) {
                if (a != b && has(g, a, d) && has(g, b, d) && !sdk::sees(a, b)) restricted = false;
              }
            }
            if (!restricted) free_digits.push_back(d);
          }
          if (free_digits.size() != 1) continue;
          const int z = free_digits[0];
          std::vector<int> z_cells;
          for (int c : group) {
            if (has(g, c, z)) z_cells.push_back(c);
          }
          std::vector<int> elims;
          for (int c : seeing_all(g, z, z_cells)) {
            if (std::find(group.begin(), group.end(), c) == group.end()) elims.push_back(c);
          }
          if (!elims.empty()) found.insert(key_of({group[0], group[1], group[2], group[3], z}, elims));
        }
      }
    }
  }
  return found;
}

std::set<Key> plugin_keys(const std::string& id, const Grid& g, int& steps, int* no_net = nullptr) {
  std::set<Key> found;
  for (const auto& step : run(id, g)) {
    ++steps;
    const auto elims = elim_cells(step.eliminations);
    Key key;
    if (id == "wings.xy") {
      const auto& n = step.chains.at(0).nodes;
      key = key_of({n[2].cells[0], std::min(n[0].cells[0], n[4].cells[0]), std::max(n[0].cells[0], n[4].cells[0])},
                   elims);
    } else if (id == "wings.xyz") {
      key = key_of({step.cells[0], std::min(step.cells[1], step.cells[2]), std::max(step.cells[1], step.cells[2])},
                   elims);
    } else if (id == "wings.w") {
      const auto& n = step.chains.at(0).nodes;
      key = key_of({n[0].cells[0], n[5].cells[0], n[0].digit, n[1].digit, std::min(n[2].cells[0], n[3].cells[0]),
                    std::max(n[2].cells[0], n[3].cells[0])},
                   elims);
    } else {
      key = key_of({step.cells[0], step.cells[1], step.cells[2], step.cells[3], step.eliminations[0].digit}, elims);
      if (no_net && (step.kind & plugins::wings::kNoNet)) ++*no_net;
    }
    EXPECT_TRUE(found.insert(key).second) << "reported twice: " << step.text;
  }
  return found;
}

TEST(WingsReference, PluginFindsExactlyTheDefinitionsInstances) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  const auto& positions = test::pattern_positions();
  ASSERT_FALSE(positions.empty());
  ASSERT_GE(positions.size(), static_cast<std::size_t>(test::scaled(300)));
  std::map<std::string, int> steps;
  int no_net = 0;
  for (const auto& [grid, origin] : positions) {
    EXPECT_EQ(plugin_keys("wings.xy", grid, steps["xy"]), ref_xy(grid, false)) << origin;
    EXPECT_EQ(plugin_keys("wings.xyz", grid, steps["xyz"]), ref_xy(grid, true)) << origin;
    EXPECT_EQ(plugin_keys("wings.w", grid, steps["w"]), ref_w(grid)) << origin;
    EXPECT_EQ(plugin_keys("wings.wxyz", grid, steps["wxyz"], &no_net), ref_wxyz(grid)) << origin;
  }
  std::cout << "wings reference on " << positions.size() << " positions:";
  for (const auto& [name, n] : steps) std::cout << " " << name << " " << n;
  std::cout << " (WXYZ-Wings without a basic-rule net: " << no_net << ")\n";
  for (const auto& [name, n] : steps) EXPECT_GT(n, 0) << name << " never found";
}

// ---- HoDoKu's regression cases -----------------------------------------------------------------

const std::vector<std::string> kTechniques = {"wings.xy", "wings.xyz", "wings.w", "wings.wxyz"};

class WingsReglib : public ::testing::TestWithParam<std::string> {};

TEST_P(WingsReglib, EveryDevCasePasses) {
  ASSERT_FALSE(test::techniques_answering(GetParam(), kTechniques).empty()) << "no technique declares " << GetParam();
  const auto tally = test::run_reglib_code(GetParam());
  std::cout << "reglib " << GetParam() << ": " << tally.passed << "/" << tally.total << " passed\n";
  EXPECT_GT(tally.total, 0);
  EXPECT_EQ(tally.passed, tally.total) << tally.failures;
}

INSTANTIATE_TEST_SUITE_P(HoDoKu, WingsReglib, ::testing::Values("0800", "0801", "0803"));

}  // namespace
}  // namespace npe::wings_test
