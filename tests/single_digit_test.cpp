// Single-digit patterns (plugins/single_digit): hand-made positions with their exact HoDoKu texts,
// and every technique compared with a slow reference search written from the definitions
// (docs/techniques.md "Single-digit patterns") on hard positions; every step's chain evidence is
// read back (tests/patterns_evidence.hpp).
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "patterns_support.hpp"

namespace npe::single_digit_test {
namespace {

using test::evidence_error;

/** An empty board with every candidate, except that `digit` is a candidate only in `cells`: the
 *  other digits are everywhere and make no pattern, so only the digit's places matter. */
Grid digit_board(int digit, const std::vector<std::string>& cells) {
  Grid grid;
  for (int cell = 0; cell < 81; ++cell)
    grid.candidates[cell] = static_cast<Mask>(sdk::kAllDigits & ~sdk::digit_bit(digit));
  for (const auto& name : cells) {
    const int cell = (name[1] - '1') * 9 + (name[3] - '1');
    grid.candidates[cell] |= sdk::digit_bit(digit);
  }
  return grid;
}

/** Every cell except those listed, as names. */
std::vector<std::string> all_but(const std::set<std::string>& removed) {
  std::vector<std::string> cells;
  for (int r = 1; r <= 9; ++r) {
    for (int c = 1; c <= 9; ++c) {
      std::string name = "r" + std::to_string(r) + "c" + std::to_string(c);
      if (!removed.count(name)) cells.push_back(name);
    }
  }
  return cells;
}

/** The cells of a row, column or block except the kept ones, as names. */
std::set<std::string> house_except(int house, const std::set<std::string>& kept) {
  std::set<std::string> out;
  for (int cell : sdk::kHouseCells[house]) {
    const std::string name = cell_name(cell);
    if (!kept.count(name)) out.insert(name);
  }
  return out;
}

std::set<std::string> merge(std::initializer_list<std::set<std::string>> sets) {
  std::set<std::string> out;
  for (const auto& s : sets) out.insert(s.begin(), s.end());
  return out;
}

std::vector<Step> run(const std::string& id, const Grid& grid, const ParamList& params = {}) {
  auto steps = test::find_steps(id, grid, true, params);
  for (const auto& step : steps) EXPECT_EQ(evidence_error(grid, step), "") << step_line(step);
  return steps;
}

std::vector<std::string> lines(const std::vector<Step>& steps) {
  std::vector<std::string> out;
  for (const auto& step : steps) out.push_back(step_line(step));
  return out;
}

TEST(SingleDigitHandMade, Skyscraper) {
  // Rows 1 and 6 hold the 4 twice: r1c1,r1c4 and r6c1,r6c6. Both have a place in column 1 (the
  // base), so r1c4 or r6c6 is true and every 4 seeing both goes: r2c6, r3c6 (box 2 / column 6),
  // r4c4, r5c4 (column 4 / box 5).
  const Grid grid =
      digit_board(4, all_but(merge({house_except(0, {"r1c1", "r1c4"}), house_except(5, {"r6c1", "r6c6"})})));
  EXPECT_EQ(lines(run("single_digit.skyscraper", grid)),
            std::vector<std::string>{"Skyscraper: 4 in r1c4,r6c6 (connected by r16c1) => "
                                     "r2c6<>4 r3c6<>4 r4c4<>4 r5c4<>4"});
  const auto steps = run("single_digit.skyscraper", grid);
  ASSERT_EQ(steps.size(), 1u);
  ASSERT_EQ(steps[0].chains.size(), 1u);
  EXPECT_EQ(steps[0].chains[0].kind, static_cast<std::uint32_t>(NPE_CHAIN_OPEN));
  EXPECT_EQ(steps[0].base_houses, (std::vector<std::uint8_t>{0, 5}));
  // The same places moved so that the other ends share a column: an X-Wing, not a Skyscraper.
  const Grid x_wing =
      digit_board(4, all_but(merge({house_except(0, {"r1c1", "r1c4"}), house_except(5, {"r6c1", "r6c4"})})));
  EXPECT_TRUE(run("single_digit.skyscraper", x_wing).empty());
}

TEST(SingleDigitHandMade, SkyscraperBaseOnOppositeSides) {
  // Row 2: r2c8,r2c9; row 7: r7c7,r7c8. The base column 8 is the first place of one row and the
  // second of the other (HoDoKu 2.2 compares first with first and second with second only, and
  // leaves this one to Turbot Fish); npe reports it as a Skyscraper. The ends r2c9 and r7c7 both see
  // r1c7, r3c7 (block 3 / column 7) and r8c9, r9c9 (column 9 / block 9).
  const Grid grid =
      digit_board(9, all_but(merge({house_except(1, {"r2c8", "r2c9"}), house_except(6, {"r7c7", "r7c8"})})));
  const auto steps = run("single_digit.skyscraper", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Skyscraper: 9 in r2c9,r7c7 (connected by r27c8) => r13c7,r89c9<>9");
}

TEST(SingleDigitHandMade, TwoStringKite) {
  // Row 3 holds the 5 at r3c1,r3c7, column 2 at r2c2,r8c2; r3c1 and r2c2 share block 1. r3c7 or r8c2
  // is true, so r8c7 (column 7 / row 8) loses the 5.
  const Grid grid =
      digit_board(5, all_but(merge({house_except(2, {"r3c1", "r3c7"}), house_except(10, {"r2c2", "r8c2"})})));
  EXPECT_EQ(lines(run("single_digit.two_string_kite", grid)),
            std::vector<std::string>{"2-String Kite: 5 in r3c7,r8c2 (connected by r2c2,r3c1) => r8c7<>5"});
  EXPECT_TRUE(run("single_digit.skyscraper", grid).empty());
}

TEST(SingleDigitHandMade, TurbotFishThroughABlock) {
  // Block 1 holds the 7 only at r1c1,r2c3; row 7 only at r7c3,r7c8; r2c3 sees r7c3 (column 3).
  // Chain r1c1 =7= r2c3 -7- r7c3 =7= r7c8: r1c1 or r7c8 is 7, so r1c8 is not (r7c1, the other cell
  // seeing both, has no 7 left).
  const Grid grid =
      digit_board(7, all_but(merge({house_except(18, {"r1c1", "r2c3"}), house_except(6, {"r7c3", "r7c8"})})));
  EXPECT_EQ(lines(run("single_digit.turbot_fish", grid)),
            std::vector<std::string>{"Turbot Fish: 7 r1c1 =7= r2c3 -7- r7c3 =7= r7c8 => r1c8<>7"});
}

TEST(SingleDigitHandMade, EmptyRectangle) {
  // Block 5 holds the 1 only in row 5 and column 5 (r4c5 r5c4 r5c5 r5c6 r6c5); column 8 holds it at
  // r2c8,r5c8. r2c5 true -> block 5's 1 in row 5 (column 5 is seen) -> r5c8 false -> r2c8 true, which
  // sees r2c5: a contradiction, so r2c5 loses the 1.
  const Grid grid =
      digit_board(1, all_but(merge({{"r4c4", "r4c6", "r6c4", "r6c6"}, house_except(16, {"r2c8", "r5c8"})})));
  const auto steps = run("single_digit.empty_rectangle", grid);
  EXPECT_EQ(lines(steps), std::vector<std::string>{"Empty Rectangle: 1 in b5 (r25c8) => r2c5<>1"});
  ASSERT_EQ(steps.size(), 1u);
  ASSERT_EQ(steps[0].chains.size(), 1u);
  // q =S= p -W- block row 5 (a group) =S= block column 5 outside row 5 (a group).
  const auto& nodes = steps[0].chains[0].nodes;
  ASSERT_EQ(nodes.size(), 4u);
  EXPECT_EQ(nodes[2].kind, NPE_NODE_GROUP);
  EXPECT_EQ(nodes[2].cell_count, 3);  // r5c4 r5c5 r5c6
  EXPECT_EQ(nodes[3].cell_count, 2);  // r4c5 r6c5
}

TEST(SingleDigitHandMade, EmptyRectangleWithTwoCandidates) {
  // Block 5 holds the 1 only at r5c4 and r4c5 (one in row 5, one in column 5): HoDoKu's default
  // refuses it, two_candidates=1 (reglib 0402-1) takes it. Column 8: r2c8,r5c8 -> r2c5 loses the 1.
  const Grid grid =
      digit_board(1, all_but(merge({house_except(22, {"r5c4", "r4c5"}), house_except(16, {"r2c8", "r5c8"})})));
  EXPECT_TRUE(run("single_digit.empty_rectangle", grid).empty());
  const auto steps = run("single_digit.empty_rectangle", grid, {{"two_candidates", "1"}});
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].text, "Empty Rectangle: 1 in b5 (r25c8) => r2c5<>1");
}

TEST(SingleDigitHandMade, DualTwoStringKite) {
  // Box 1 cells r1c1 and r2c2 each carry a row and a column conjugate pair of the 2: row 1 r1c1,r1c5
  // with column 2 r2c2,r6c2 (kite 1: r6c5), row 2 r2c2,r2c8 with column 1 r1c1,r9c1 (kite 2: r9c8).
  const Grid grid =
      digit_board(2, all_but(merge({house_except(0, {"r1c1", "r1c5"}), house_except(1, {"r2c2", "r2c8"}),
                                    house_except(9, {"r1c1", "r9c1"}), house_except(10, {"r2c2", "r6c2"})})));
  EXPECT_EQ(test::texts(run("single_digit.two_string_kite", grid)),
            (std::vector<std::string>{"2-String Kite: 2 in r1c5,r6c2 (connected by r1c1,r2c2) => r6c5<>2",
                                      "2-String Kite: 2 in r2c8,r9c1 (connected by r1c1,r2c2) => r9c8<>2"}));
  EXPECT_EQ(test::texts(run("single_digit.dual_two_string_kite", grid)),
            std::vector<std::string>{
                "Dual 2-String Kite: 2 in r1c5,r6c2/in r2c8,r9c1 (connected by r1c1,r2c2) => r6c5,r9c8<>2"});
}

TEST(SingleDigitHandMade, DualEmptyRectangle) {
  // The Empty Rectangle of block 5 above with a second conjugate pair, column 2 r5c2,r8c2 (r8c5).
  const Grid grid = digit_board(1, all_but(merge({{"r4c4", "r4c6", "r6c4", "r6c6"},
                                                  house_except(16, {"r2c8", "r5c8"}),
                                                  house_except(10, {"r5c2", "r8c2"})})));
  EXPECT_EQ(test::texts(run("single_digit.dual_empty_rectangle", grid)),
            std::vector<std::string>{"Dual Empty Rectangle: 1 in b5 (r58c2/r25c8) => r28c5<>1"});
}

// ---- reference: every instance from the definitions --------------------------------------------

using Key = std::vector<int>;  // digit, then chain cells (-1 between nodes), then -2, eliminations

bool has(const Grid& g, int cell, int digit) {
  return g.digits[cell] == 0 && sdk::has_digit(g.candidates[cell], digit);
}

std::vector<int> places(const Grid& g, int house, int digit) {
  std::vector<int> out;
  for (int cell : sdk::kHouseCells[house]) {
    if (has(g, cell, digit)) out.push_back(cell);
  }
  return out;
}

bool strong(const Grid& g, int a, int b, int digit) {
  if (a == b) return false;
  for (int house = 0; house < 27; ++house) {
    const auto p = places(g, house, digit);
    if (p.size() == 2 && ((p[0] == a && p[1] == b) || (p[0] == b && p[1] == a))) return true;
  }
  return false;
}

Key make_key(int digit, const std::vector<std::vector<int>>& nodes, std::vector<int> elims) {
  Key key{digit};
  for (const auto& node : nodes) {
    for (int c : node) key.push_back(c);
    key.push_back(-1);
  }
  key.push_back(-2);
  std::sort(elims.begin(), elims.end());
  for (int c : elims) key.push_back(c);
  return key;
}

std::vector<int> seeing_both(const Grid& g, int digit, int a, int b) {
  std::vector<int> out;
  for (int c = 0; c < 81; ++c) {
    if (has(g, c, digit) && sdk::sees(c, a) && sdk::sees(c, b)) out.push_back(c);
  }
  return out;
}

std::set<Key> ref_skyscrapers(const Grid& g) {
  std::set<Key> found;
  for (int columns = 0; columns < 2; ++columns) {
    for (int digit = 1; digit <= 9; ++digit) {
      for (int la = 9 * columns; la < 9 * columns + 9; ++la) {
        for (int lb = la + 1; lb < 9 * columns + 9; ++lb) {
          const auto a = places(g, la, digit), b = places(g, lb, digit);
          if (a.size() != 2 || b.size() != 2) continue;
          const auto cross = [&](int c) { return columns ? sdk::row_of(c) : sdk::col_of(c); };
          for (int x = 0; x < 2; ++x) {
            for (int y = 0; y < 2; ++y) {
              if (cross(a[x]) != cross(b[y]) || cross(a[1 - x]) == cross(b[1 - y])) continue;
              const auto elims = seeing_both(g, digit, a[1 - x], b[1 - y]);
              if (!elims.empty()) found.insert(make_key(digit, {{a[1 - x]}, {a[x]}, {b[y]}, {b[1 - y]}}, elims));
            }
          }
        }
      }
    }
  }
  return found;
}

struct RefKite {
  int digit, rf, rb, cb, cf, cross;
};

std::vector<RefKite> ref_kite_list(const Grid& g) {
  std::vector<RefKite> kites;
  for (int digit = 1; digit <= 9; ++digit) {
    for (int row = 0; row < 9; ++row) {
      for (int col = 0; col < 9; ++col) {
        const auto r = places(g, row, digit), c = places(g, 9 + col, digit);
        if (r.size() != 2 || c.size() != 2) continue;
        if (std::find(r.begin(), r.end(), c[0]) != r.end() || std::find(r.begin(), r.end(), c[1]) != r.end()) continue;
        for (int x = 0; x < 2; ++x) {
          for (int y = 0; y < 2; ++y) {
            if (sdk::block_of(r[x]) != sdk::block_of(c[y])) continue;
            const int cross = sdk::cell_at(sdk::row_of(c[1 - y]), sdk::col_of(r[1 - x]));
            if (has(g, cross, digit)) kites.push_back({digit, r[1 - x], r[x], c[y], c[1 - y], cross});
          }
        }
      }
    }
  }
  return kites;
}

Key kite_key(const RefKite& k) { return make_key(k.digit, {{k.rf}, {k.rb}, {k.cb}, {k.cf}}, {k.cross}); }

std::set<Key> ref_kites(const Grid& g) {
  std::set<Key> found;
  for (const auto& k : ref_kite_list(g)) found.insert(kite_key(k));
  return found;
}

std::set<Key> ref_turbots(const Grid& g) {
  std::set<Key> found;
  for (int digit = 1; digit <= 9; ++digit) {
    for (int e1 = 0; e1 < 81; ++e1) {
      if (!has(g, e1, digit)) continue;
      for (int b1 = 0; b1 < 81; ++b1) {
        if (!has(g, b1, digit) || !strong(g, e1, b1, digit)) continue;
        for (int b2 = 0; b2 < 81; ++b2) {
          if (!has(g, b2, digit) || b2 == e1 || !sdk::sees(b1, b2)) continue;
          for (int e2 = e1 + 1; e2 < 81; ++e2) {
            if (!has(g, e2, digit) || e2 == b1 || e2 == b2 || !strong(g, b2, e2, digit)) continue;
            const auto elims = seeing_both(g, digit, e1, e2);
            if (!elims.empty()) found.insert(make_key(digit, {{e1}, {b1}, {b2}, {e2}}, elims));
          }
        }
      }
    }
  }
  return found;
}

struct RefEr {
  int digit, block, p, q, target;
  std::vector<int> near, far;
};

std::vector<RefEr> ref_er_list(const Grid& g, bool two_candidates) {
  std::vector<RefEr> ers;
  for (int digit = 1; digit <= 9; ++digit) {
    for (int block = 0; block < 9; ++block) {
      const auto in_block = places(g, 18 + block, digit);
      for (int row = 3 * (block / 3); row < 3 * (block / 3) + 3; ++row) {
        for (int col = 3 * (block % 3); col < 3 * (block % 3) + 3; ++col) {
          bool inside = true;
          int row_only = 0, col_only = 0, in_row = 0, in_col = 0;
          for (int c : in_block) {
            inside &= sdk::row_of(c) == row || sdk::col_of(c) == col;
            in_row += sdk::row_of(c) == row;
            in_col += sdk::col_of(c) == col;
            row_only += sdk::row_of(c) == row && sdk::col_of(c) != col;
            col_only += sdk::col_of(c) == col && sdk::row_of(c) != row;
          }
          if (!inside || row_only == 0 || col_only == 0) continue;
          if (!two_candidates && in_row < 2 && in_col < 2) continue;
          for (int through_column = 0; through_column < 2; ++through_column) {
            for (int p = 0; p < 81; ++p) {
              if (!has(g, p, digit) || sdk::block_of(p) == block) continue;
              if (through_column ? sdk::col_of(p) != col : sdk::row_of(p) != row) continue;
              const auto pair = places(g, through_column ? sdk::row_of(p) : 9 + sdk::col_of(p), digit);
              if (pair.size() != 2) continue;
              const int q = pair[0] == p ? pair[1] : pair[0];
              const int t = through_column ? sdk::cell_at(row, sdk::col_of(q)) : sdk::cell_at(sdk::row_of(q), col);
              if (sdk::block_of(t) == block || !has(g, t, digit)) continue;
              RefEr er{digit, block, p, q, t, {}, {}};
              for (int c : in_block) {
                const bool on_near = through_column ? sdk::col_of(c) == col : sdk::row_of(c) == row;
                (on_near ? er.near : er.far).push_back(c);
              }
              ers.push_back(er);
            }
          }
        }
      }
    }
  }
  return ers;
}

Key er_key(const RefEr& e) { return make_key(e.digit, {{e.q}, {e.p}, e.near, e.far}, {e.target}); }

std::set<Key> ref_ers(const Grid& g, bool two_candidates) {
  std::set<Key> found;
  for (const auto& e : ref_er_list(g, two_candidates)) found.insert(er_key(e));
  return found;
}

/** Unordered pairs of keys, as one key. */
Key pair_key(Key a, Key b) {
  if (b < a) std::swap(a, b);
  a.push_back(-3);
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::set<Key> ref_dual_kites(const Grid& g) {
  std::set<Key> found;
  const auto kites = ref_kite_list(g);
  for (std::size_t i = 0; i < kites.size(); ++i) {
    for (std::size_t j = i + 1; j < kites.size(); ++j) {
      const auto& a = kites[i];
      const auto& b = kites[j];
      if (a.digit == b.digit && a.cross == b.cross) continue;  // HoDoKu pairs kites of any digits
      if (std::set<int>{a.rb, a.cb} != std::set<int>{b.rb, b.cb}) continue;
      found.insert(pair_key(kite_key(a), kite_key(b)));
    }
  }
  return found;
}

std::set<Key> ref_dual_ers(const Grid& g, bool two_candidates) {
  std::set<Key> found;
  const auto ers = ref_er_list(g, two_candidates);
  for (std::size_t i = 0; i < ers.size(); ++i) {
    for (std::size_t j = i + 1; j < ers.size(); ++j) {
      if (ers[i].digit != ers[j].digit || ers[i].block != ers[j].block || ers[i].target == ers[j].target) continue;
      found.insert(pair_key(er_key(ers[i]), er_key(ers[j])));
    }
  }
  return found;
}

/** A step's key from its evidence: one chain, or (duals) two chains with one elimination each. */
Key step_key(const Step& step, int chain_index, std::span<const CellDigit> elims) {
  const auto& chain = step.chains.at(chain_index);
  std::vector<std::vector<int>> nodes;
  for (const auto& node : chain.nodes) nodes.emplace_back(node.cells, node.cells + node.cell_count);
  std::vector<int> cells;
  for (const auto& e : elims) cells.push_back(e.cell);
  return make_key(chain.nodes.front().digit, nodes, cells);
}

std::set<Key> plugin_keys(const std::string& id, const Grid& g, const ParamList& params, int& steps) {
  std::set<Key> found;
  for (const auto& step : run(id, g, params)) {
    ++steps;
    Key key;
    if (step.chains.size() == 2) {
      key = pair_key(step_key(step, 0, {&step.eliminations[0], 1}), step_key(step, 1, {&step.eliminations[1], 1}));
    } else {
      key = step_key(step, 0, step.eliminations);
    }
    EXPECT_TRUE(found.insert(key).second) << "reported twice: " << step.text;
  }
  return found;
}

TEST(SingleDigitReference, PluginFindsExactlyTheDefinitionsInstances) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  const auto& positions = test::pattern_positions();
  ASSERT_FALSE(positions.empty());
  ASSERT_GE(positions.size(), static_cast<std::size_t>(test::scaled(300)));
  std::map<std::string, int> steps;
  for (const auto& [grid, origin] : positions) {
    EXPECT_EQ(plugin_keys("single_digit.skyscraper", grid, {}, steps["skyscraper"]), ref_skyscrapers(grid)) << origin;
    EXPECT_EQ(plugin_keys("single_digit.two_string_kite", grid, {}, steps["kite"]), ref_kites(grid)) << origin;
    EXPECT_EQ(plugin_keys("single_digit.turbot_fish", grid, {}, steps["turbot"]), ref_turbots(grid)) << origin;
    for (int two = 0; two < 2; ++two) {
      const ParamList params{{"two_candidates", std::to_string(two)}};
      EXPECT_EQ(plugin_keys("single_digit.empty_rectangle", grid, params, steps["er" + std::to_string(two)]),
                ref_ers(grid, two != 0))
          << origin;
      EXPECT_EQ(plugin_keys("single_digit.dual_empty_rectangle", grid, params, steps["dual_er" + std::to_string(two)]),
                ref_dual_ers(grid, two != 0))
          << origin;
    }
    EXPECT_EQ(plugin_keys("single_digit.dual_two_string_kite", grid, {}, steps["dual_kite"]), ref_dual_kites(grid))
        << origin;
  }
  std::cout << "single-digit reference on " << positions.size() << " positions:";
  for (const auto& [name, n] : steps) std::cout << " " << name << " " << n;
  std::cout << "\n";
  // Every kind is met on the full sample; the sanitizer pass's fortieth may miss the rare duals.
  if (test::scaled(400) < 400) return;
  for (const auto& [name, n] : steps) EXPECT_GT(n, 0) << name << " never found";
}

}  // namespace
}  // namespace npe::single_digit_test
