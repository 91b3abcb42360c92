// Colouring (plugins/coloring): hand-made positions with their texts, HoDoKu's regression cases
// 0500-0503 (tests/data/reglib/reglib-dev.txt, from HoDoKu's reglib-1.3.txt, GPLv3), and every
// technique compared with a slow reference search written from the definitions (docs/techniques.md
// "Colouring") on hard positions; every step's colour or net evidence is read back.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "patterns_support.hpp"

namespace npe::coloring_test {
namespace {

using test::evidence_error;

int cell_of(const std::string& name) { return (name[1] - '1') * 9 + (name[3] - '1'); }

/** Every candidate everywhere; then `digit` only at the listed places in each listed house. */
Grid board(int digit, const std::vector<std::pair<int, std::vector<std::string>>>& houses) {
  Grid grid;
  for (auto& mask : grid.candidates) mask = sdk::kAllDigits;
  for (const auto& [house, keep] : houses) {
    for (int cell : sdk::kHouseCells[house]) {
      if (std::find(keep.begin(), keep.end(), cell_name(cell)) == keep.end()) grid.eliminate(cell, digit);
    }
  }
  return grid;
}

std::vector<Step> run(const std::string& id, const Grid& grid) {
  auto steps = test::find_steps(id, grid, true);
  for (const auto& step : steps) EXPECT_EQ(evidence_error(grid, step), "") << step_line(step);
  return steps;
}

bool contains(const std::vector<std::string>& texts, const std::string& text) {
  return std::find(texts.begin(), texts.end(), text) != texts.end();
}

TEST(ColoringHandMade, SimpleColorsTrap) {
  // The 3 is a conjugate pair in row 1 (r1c1, r1c5), block 2 (r1c5, r3c4) and column 4 (r3c4,
  // r9c4): colours r1c1, r3c4 / r1c5, r9c4. r9c1 sees r1c1 and r9c4, one of which is the 3.
  const Grid grid = board(3, {{0, {"r1c1", "r1c5"}}, {19, {"r1c5", "r3c4"}}, {12, {"r3c4", "r9c4"}}});
  EXPECT_EQ(test::texts(run("coloring.simple", grid)),
            std::vector<std::string>{"Simple Colors Trap: 3 (r1c1,r3c4) / (r1c5,r9c4) => r9c1<>3"});
}

TEST(ColoringHandMade, SimpleColorsWrap) {
  // Conjugate pairs row 1 (r1c1, r1c5), column 5 (r1c5, r5c5), row 5 (r5c5, r5c2), column 2 (r5c2,
  // r2c2): r1c1 and r2c2 get the same colour and share block 1, so that colour is false.
  const Grid grid =
      board(3, {{0, {"r1c1", "r1c5"}}, {13, {"r1c5", "r5c5"}}, {4, {"r5c5", "r5c2"}}, {10, {"r5c2", "r2c2"}}});
  EXPECT_TRUE(contains(test::texts(run("coloring.simple", grid)),
                       "Simple Colors Wrap: 3 (r1c1,r2c2,r5c5) / (r1c5,r5c2) => r1c1,r2c2,r5c5<>3"));
}

TEST(ColoringHandMade, MultiColorsTypeTwo) {
  // Cluster A: r1c1 / r1c5 (row 1). Cluster B: r2c4, r7c8 / r2c8, r7c5 (row 2, column 8, row 7).
  // r1c5 sees r2c4 (block 2) and r7c5 (column 5), a cell of each colour of B: r1c5 is false (type 2).
  // Type 1 sees it too: r1c5 and r2c4 are not both 5, so r1c1 or one of r2c8, r7c5 is, and r1c5
  // sees r1c1 and r7c5.
  const Grid grid =
      board(5, {{0, {"r1c1", "r1c5"}}, {1, {"r2c4", "r2c8"}}, {16, {"r2c8", "r7c8"}}, {6, {"r7c8", "r7c5"}}});
  EXPECT_EQ(test::texts(run("coloring.multi", grid)),
            (std::vector<std::string>{"Multi Colors 2: 5 (r1c1) / (r1c5), (r2c4,r7c8) / (r2c8,r7c5) => r1c5<>5",
                                      "Multi Colors 1: 5 (r1c1) / (r1c5), (r2c4,r7c8) / (r2c8,r7c5) => r1c5<>5"}));
}

TEST(ColoringHandMade, MultiColorsTypeOne) {
  // Cluster A: r1c1 / r1c4 (row 1); cluster B: r2c5 / r8c5 (column 5). r1c4 and r2c5 share block 2:
  // not both 6, so r1c1 or r8c5 is; r8c1 sees both.
  const Grid grid = board(6, {{0, {"r1c1", "r1c4"}}, {13, {"r2c5", "r8c5"}}});
  EXPECT_EQ(test::texts(run("coloring.multi", grid)),
            std::vector<std::string>{"Multi Colors 1: 6 (r1c1) / (r1c4), (r2c5) / (r8c5) => r8c1<>6"});
  EXPECT_TRUE(run("coloring.simple", grid).empty());
}

TEST(ColoringHandMade, ExtendedColorsBonusCell) {
  // Cluster r1c1 / r1c5 (row 1). Block 4 holds the 7 at r4c1, r5c1, r6c1 (all seen by r1c1) and r5c2:
  // if r1c1 is 7, r5c2 is too (a bonus cell of r1c1's colour, Weak Colors and X-Colors alike).
  // r5c5 sees r5c2 and r1c5: false either way.
  const Grid grid = board(7, {{0, {"r1c1", "r1c5"}}, {21, {"r4c1", "r5c1", "r6c1", "r5c2"}}});
  for (const char* id : {"coloring.weak", "coloring.x_colors"}) {
    const auto steps = run(id, grid);
    ASSERT_EQ(steps.size(), 1u) << id;
    EXPECT_EQ(step_line(steps[0]).substr(step_line(steps[0]).find(':')),
              ": 7 (r1c1) / (r1c5), extended (r5c2) / () => r5c5<>7")
        << id;
  }
  EXPECT_TRUE(run("coloring.simple", grid).empty());
}

TEST(ColoringHandMade, XColorsNeedsTwoCellsOfAColour) {
  // Cluster r1c1, r9c5 / r1c5, r8c6 (row 1, column 5, block 8). Block 7 holds the 7 at r7c1 (seen by
  // r1c1), r9c2 (seen by r9c5) and r8c3: both colour-A cells together leave only r8c3 (X-Colors'
  // bonus); no single one does (Weak Colors has none). r8c7, r8c8, r8c9 see r8c3 and r8c6.
  const Grid grid =
      board(7, {{0, {"r1c1", "r1c5"}}, {13, {"r1c5", "r9c5"}}, {25, {"r9c5", "r8c6"}}, {24, {"r7c1", "r9c2", "r8c3"}}});
  const auto x = run("coloring.x_colors", grid);
  ASSERT_EQ(x.size(), 1u);
  EXPECT_NE(x[0].text.find("extended (r8c3) / ()"), std::string::npos) << x[0].text;
  for (const char* target : {"r8c7", "r8c8", "r8c9"}) {
    EXPECT_TRUE(std::any_of(x[0].eliminations.begin(), x[0].eliminations.end(), [&](const CellDigit& e) {
      return e.cell == cell_of(target);
    })) << target;
  }
  for (const auto& step : run("coloring.weak", grid)) EXPECT_EQ(step.text.find("r8c3"), std::string::npos) << step.text;
}

TEST(ColoringHandMade, MedusaAcrossDigits) {
  // r1c1 holds {1,2}; the 1 is a conjugate pair in row 1 (r1c1, r1c3), the 2 in block 1 (r1c1,
  // r3c2). Colours 1r1c1, 2r3c2 / 2r1c1, 1r1c3. The 1 of r3c2 sees 1r1c3 and shares its cell with
  // 2r3c2 (two colours, unit and cell); the other 1s of block 1 see 1r1c1 and 1r1c3.
  Grid grid = board(1, {{0, {"r1c1", "r1c3"}}});
  grid.candidates[0] = sdk::digit_bit(1) | sdk::digit_bit(2);
  for (int cell : sdk::kHouseCells[18]) {
    if (cell != 0 && cell != cell_of("r3c2")) grid.eliminate(cell, 2);
  }
  EXPECT_EQ(test::texts(run("coloring.medusa", grid)),
            std::vector<std::string>{"3D Medusa Trap: (1r1c1,2r3c2) / (2r1c1,1r1c3) => r2c123,r3c123<>1"});
}

// ---- reference: every instance from the definitions --------------------------------------------

using Key = std::vector<int>;

bool has(const Grid& g, int cell, int digit) {
  return g.digits[cell] == 0 && sdk::has_digit(g.candidates[cell], digit);
}

std::vector<int> places(const Grid& g, int house, int digit) {
  std::vector<int> out;
  for (int c : sdk::kHouseCells[house]) {
    if (has(g, c, digit)) out.push_back(c);
  }
  return out;
}

struct RefCluster {
  std::vector<int> side[2];
};

/** Conjugate-pair components of a digit, by lowest cell; side 0 holds the lowest cell. */
std::vector<RefCluster> ref_clusters(const Grid& g, int digit) {
  std::vector<std::vector<int>> partners(81);
  for (int house = 0; house < 27; ++house) {
    const auto p = places(g, house, digit);
    if (p.size() == 2) {
      partners[p[0]].push_back(p[1]);
      partners[p[1]].push_back(p[0]);
    }
  }
  std::vector<int> color(81, -1);
  std::vector<RefCluster> clusters;
  for (int start = 0; start < 81; ++start) {
    if (partners[start].empty() || color[start] >= 0) continue;
    RefCluster cluster;
    std::vector<int> todo{start};
    color[start] = 0;
    while (!todo.empty()) {
      const int c = todo.back();
      todo.pop_back();
      cluster.side[color[c]].push_back(c);
      for (int o : partners[c]) {
        if (color[o] < 0) {
          color[o] = 1 - color[c];
          todo.push_back(o);
        }
      }
    }
    for (auto& s : cluster.side) std::sort(s.begin(), s.end());
    clusters.push_back(cluster);
  }
  return clusters;
}

bool sees_any(int cell, const std::vector<int>& cells) {
  return std::any_of(cells.begin(), cells.end(), [&](int c) { return sdk::sees(cell, c); });
}
bool mutual(const std::vector<int>& cells) {
  return std::any_of(cells.begin(), cells.end(), [&](int c) { return sees_any(c, cells); });
}
std::vector<int> trap(const Grid& g, int digit, const std::vector<int>& a, const std::vector<int>& b) {
  std::vector<int> out;
  for (int c = 0; c < 81; ++c) {
    if (has(g, c, digit) && sees_any(c, a) && sees_any(c, b)) out.push_back(c);
  }
  return out;
}

Key key(int kind, int digit, const std::vector<std::vector<int>>& sets, std::vector<int> elims,
        std::vector<int> places = {}) {
  Key k{kind, digit};
  for (const auto& s : sets) {
    k.insert(k.end(), s.begin(), s.end());
    k.push_back(-1);
  }
  std::sort(elims.begin(), elims.end());
  k.insert(k.end(), elims.begin(), elims.end());
  k.push_back(-2);
  std::sort(places.begin(), places.end());
  k.insert(k.end(), places.begin(), places.end());
  return k;
}

std::set<Key> ref_simple(const Grid& g) {
  std::set<Key> found;
  for (int d = 1; d <= 9; ++d) {
    for (const auto& c : ref_clusters(g, d)) {
      std::vector<int> wrapped;
      for (const auto& s : c.side) {
        if (mutual(s)) wrapped.insert(wrapped.end(), s.begin(), s.end());
      }
      if (!wrapped.empty()) found.insert(key(2, d, {c.side[0], c.side[1]}, wrapped));
      const auto t = trap(g, d, c.side[0], c.side[1]);
      if (!t.empty()) found.insert(key(1, d, {c.side[0], c.side[1]}, t));
    }
  }
  return found;
}

std::set<Key> ref_multi(const Grid& g) {
  std::set<Key> found;
  for (int d = 1; d <= 9; ++d) {
    const auto cl = ref_clusters(g, d);
    for (std::size_t i = 0; i < cl.size(); ++i) {
      for (std::size_t j = 0; j < cl.size(); ++j) {
        if (i == j) continue;
        const std::vector<std::vector<int>> sets{cl[i].side[0], cl[i].side[1], cl[j].side[0], cl[j].side[1]};
        std::vector<int> false_cells;
        for (const auto& s : cl[i].side) {
          bool see0 = false, see1 = false;
          for (int c : s) {
            see0 |= sees_any(c, cl[j].side[0]);
            see1 |= sees_any(c, cl[j].side[1]);
          }
          if (see0 && see1) false_cells.insert(false_cells.end(), s.begin(), s.end());
        }
        if (!false_cells.empty()) found.insert(key(2, d, sets, false_cells));
        if (i > j) continue;
        std::set<int> trapped;
        for (int x = 0; x < 2; ++x) {
          for (int y = 0; y < 2; ++y) {
            bool linked = false;
            for (int c : cl[i].side[x]) linked |= sees_any(c, cl[j].side[y]);
            if (!linked) continue;
            for (int c : trap(g, d, cl[i].side[1 - x], cl[j].side[1 - y])) trapped.insert(c);
          }
        }
        if (!trapped.empty()) found.insert(key(1, d, sets, {trapped.begin(), trapped.end()}));
      }
    }
  }
  return found;
}

/** The colour's extension: cells true whenever the colour is; contradiction when it sees itself
 *  or leaves a house without a place. */
std::pair<std::vector<int>, bool> ref_extend(const Grid& g, int digit, std::vector<int> cells, bool single) {
  for (bool grown = true; grown;) {
    grown = false;
    if (mutual(cells)) return {cells, true};
    for (int house = 0; house < 27; ++house) {
      const auto p = places(g, house, digit);
      if (p.size() < 2 ||
          std::any_of(p.begin(), p.end(), [&](int c) { return std::count(cells.begin(), cells.end(), c); }))
        continue;
      std::vector<std::vector<int>> sources;
      if (single) {
        for (int t : cells) sources.push_back({t});
      } else {
        sources.push_back(cells);
      }
      for (const auto& source : sources) {
        std::vector<int> open;
        for (int c : p) {
          if (!sees_any(c, source)) open.push_back(c);
        }
        if (open.empty()) return {cells, true};
        if (open.size() == 1) {
          cells.push_back(open[0]);
          grown = true;
          break;
        }
      }
    }
  }
  return {cells, mutual(cells)};
}

std::set<Key> ref_extended(const Grid& g, bool single) {
  std::set<Key> found;
  for (int d = 1; d <= 9; ++d) {
    for (const auto& c : ref_clusters(g, d)) {
      const auto e0 = ref_extend(g, d, c.side[0], single), e1 = ref_extend(g, d, c.side[1], single);
      std::vector<int> wrapped;
      if (e0.second && !mutual(c.side[0])) wrapped.insert(wrapped.end(), c.side[0].begin(), c.side[0].end());
      if (e1.second && !mutual(c.side[1])) wrapped.insert(wrapped.end(), c.side[1].begin(), c.side[1].end());
      if (!wrapped.empty()) {
        found.insert(key(2, d, {c.side[0], c.side[1]}, wrapped));
        continue;
      }
      if (e0.second || e1.second) continue;
      const auto t = trap(g, d, e0.first, e1.first);
      std::vector<int> placed;
      for (int x : e0.first) {
        if (std::count(e1.first.begin(), e1.first.end(), x)) placed.push_back(x);
      }
      if (t == trap(g, d, c.side[0], c.side[1]) && placed.empty()) continue;
      found.insert(key(1, d, {c.side[0], c.side[1]}, t, placed));
    }
  }
  return found;
}

std::set<Key> ref_medusa(const Grid& g) {
  std::set<Key> found;
  std::vector<std::vector<int>> partners(729);
  for (int cell = 0; cell < 81; ++cell) {
    if (g.digits[cell] == 0 && sdk::count_digits(g.candidates[cell]) == 2) {
      const int a = sdk::first_digit(g.candidates[cell]);
      const int b = sdk::first_digit(g.candidates[cell] & ~sdk::digit_bit(a));
      partners[cell * 9 + a - 1].push_back(cell * 9 + b - 1);
      partners[cell * 9 + b - 1].push_back(cell * 9 + a - 1);
    }
  }
  for (int d = 1; d <= 9; ++d) {
    for (int house = 0; house < 27; ++house) {
      const auto p = places(g, house, d);
      if (p.size() != 2) continue;
      partners[p[0] * 9 + d - 1].push_back(p[1] * 9 + d - 1);
      partners[p[1] * 9 + d - 1].push_back(p[0] * 9 + d - 1);
    }
  }
  const auto weak = [](int a, int b) {
    return a != b && ((a / 9 == b / 9) || (a % 9 == b % 9 && sdk::sees(a / 9, b / 9)));
  };
  std::vector<int> color(729, -1);
  for (int start = 0; start < 729; ++start) {
    if (partners[start].empty() || color[start] >= 0) continue;
    std::vector<int> side[2];
    std::vector<int> todo{start};
    color[start] = 0;
    std::set<int> members;
    while (!todo.empty()) {
      const int c = todo.back();
      todo.pop_back();
      side[color[c]].push_back(c);
      members.insert(c);
      for (int o : partners[c]) {
        if (color[o] < 0) {
          color[o] = 1 - color[c];
          todo.push_back(o);
        }
      }
    }
    for (auto& s : side) std::sort(s.begin(), s.end());
    const auto linked = [&](int c, const std::vector<int>& s) {
      return std::any_of(s.begin(), s.end(), [&](int m) { return weak(c, m); });
    };
    bool false_side[2] = {false, false};
    for (int s = 0; s < 2; ++s) {
      for (int c : side[s]) false_side[s] |= linked(c, side[s]);
      for (int cell = 0; cell < 81; ++cell) {
        if (g.digits[cell] != 0 || g.candidates[cell] == 0) continue;
        bool coloured = false, all = true;
        for (int dd = 1; dd <= 9; ++dd) {
          if (!has(g, cell, dd)) continue;
          coloured |= members.count(cell * 9 + dd - 1) > 0;
          all &= linked(cell * 9 + dd - 1, side[s]);
        }
        if (!coloured && all) false_side[s] = true;
      }
    }
    std::vector<int> elims;
    int kind = 1;
    if (false_side[0] || false_side[1]) {
      kind = 2;
      for (int s = 0; s < 2; ++s) {
        if (false_side[s]) elims.insert(elims.end(), side[s].begin(), side[s].end());
      }
    } else {
      for (int c = 0; c < 729; ++c) {
        if (!has(g, c / 9, c % 9 + 1) || members.count(c)) continue;
        if (linked(c, side[0]) && linked(c, side[1])) elims.push_back(c);
      }
    }
    if (!elims.empty()) found.insert(key(kind, 0, {side[0], side[1]}, elims));
  }
  return found;
}

/** A step's key from its colours (cells, or candidates for Medusa) and conclusions. */
Key plugin_key(const Step& step, bool candidates) {
  std::vector<std::vector<int>> sets(4);
  for (const auto& c : step.colors) sets[c.color].push_back(candidates ? c.cell * 9 + c.digit - 1 : c.cell);
  while (!sets.empty() && sets.back().empty()) sets.pop_back();
  for (auto& s : sets) std::sort(s.begin(), s.end());
  std::vector<int> elims, placed;
  for (const auto& e : step.eliminations) elims.push_back(candidates ? e.cell * 9 + e.digit - 1 : e.cell);
  for (const auto& p : step.placements) placed.push_back(p.cell);
  return key(static_cast<int>(step.kind), candidates ? 0 : sdk::first_digit(step.digits), sets, elims, placed);
}

std::set<Key> plugin_keys(const std::string& id, const Grid& g, int& steps) {
  std::set<Key> found;
  for (const auto& step : run(id, g)) {
    ++steps;
    EXPECT_TRUE(found.insert(plugin_key(step, id == "coloring.medusa")).second) << "reported twice: " << step.text;
  }
  return found;
}

TEST(ColoringReference, PluginFindsExactlyTheDefinitionsInstances) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  const auto& positions = test::pattern_positions();
  ASSERT_FALSE(positions.empty());
  ASSERT_GE(positions.size(), static_cast<std::size_t>(test::scaled(300)));
  std::map<std::string, int> steps;
  for (const auto& [grid, origin] : positions) {
    EXPECT_EQ(plugin_keys("coloring.simple", grid, steps["simple"]), ref_simple(grid)) << origin;
    EXPECT_EQ(plugin_keys("coloring.multi", grid, steps["multi"]), ref_multi(grid)) << origin;
    EXPECT_EQ(plugin_keys("coloring.weak", grid, steps["weak"]), ref_extended(grid, true)) << origin;
    EXPECT_EQ(plugin_keys("coloring.x_colors", grid, steps["x_colors"]), ref_extended(grid, false)) << origin;
    EXPECT_EQ(plugin_keys("coloring.medusa", grid, steps["medusa"]), ref_medusa(grid)) << origin;
  }
  std::cout << "coloring reference on " << positions.size() << " positions:";
  for (const auto& [name, n] : steps) std::cout << " " << name << " " << n;
  std::cout << "\n";
  for (const auto& [name, n] : steps) EXPECT_GT(n, 0) << name << " never found";
}

// ---- HoDoKu's regression cases -----------------------------------------------------------------

const std::vector<std::string> kTechniques = {"coloring.simple", "coloring.multi", "coloring.weak", "coloring.x_colors",
                                              "coloring.medusa"};

class ColoringReglib : public ::testing::TestWithParam<std::string> {};

TEST_P(ColoringReglib, EveryDevCasePasses) {
  ASSERT_FALSE(test::techniques_answering(GetParam(), kTechniques).empty()) << "no technique declares " << GetParam();
  const auto tally = test::run_reglib_code(GetParam());
  std::cout << "reglib " << GetParam() << ": " << tally.passed << "/" << tally.total << " passed\n";
  EXPECT_GT(tally.total, 0);
  EXPECT_EQ(tally.passed, tally.total) << tally.failures;
}

INSTANTIATE_TEST_SUITE_P(HoDoKu, ColoringReglib, ::testing::Values("0500", "0501", "0502", "0503"));

}  // namespace
}  // namespace npe::coloring_test
