// The almost locked set techniques (plugins/als) and Sue de Coq (plugins/sue_de_coq): a hand-made
// position, worked examples with HoDoKu's texts (checked against HoDoKu 2.2's own output), the shape
// of the evidence, and a slow reference search from the definition of ALS-XZ compared with find-all.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <bitset>
#include <set>

#include "als_support.hpp"
#include "board/position_input.hpp"
#include "engine/technique_search.hpp"
#include "test_support.hpp"

namespace npe::als_test {
namespace {

using ::testing::Contains;

std::vector<Step> all_steps(const std::string& technique, const std::string& position, const ParamList& params = {}) {
  const SearchPosition parsed = parse_position(position, "test");
  return search_technique(test::shipped_plugins(), technique, params, parsed.grid, {true, false, false}).steps;
}

std::string first_text(const std::string& technique, const std::string& position, const ParamList& params = {}) {
  const SearchPosition parsed = parse_position(position, "test");
  const auto steps = search_technique(test::shipped_plugins(), technique, params, parsed.grid, {false, false, false}).steps;
  return steps.empty() ? "" : steps.front().text;
}

// Hand-made: r1c1 holds {1,2} (an ALS of one cell), r1c5 {2,3} and r4c5 {1,3} (an ALS of two cells in
// column 5 with {1,2,3}); every other cell holds every digit. 2 is a restricted common: A's 2 (r1c1)
// sees B's 2 (r1c5). 1 is not (r1c1 does not see r4c5). Either A or B loses 2 and is locked, so 1 is
// in r1c1 or in r4c5: r4c1, which sees both, loses 1. (The filler cells make many more ALS.)
std::string hand_made_xz() {
  std::string grid;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const char* cell = "123456789";
      if (row == 0 && col == 0) cell = "12";
      if (row == 0 && col == 4) cell = "23";
      if (row == 3 && col == 4) cell = "13";
      grid += std::string(cell) + (col < 8 ? " " : "\n");
    }
  }
  return grid;
}

TEST(AlsXz, HandMadePosition) {
  const auto steps = all_steps("als.xz", hand_made_xz());
  EXPECT_THAT(test::texts(steps), Contains("Almost Locked Set XZ-Rule: A=r1c1 {12}, B=r14c5 {123}, X=2, Z=1 => r4c1<>1"));
  for (const auto& step : steps) {
    if (step.text.rfind("Almost Locked Set XZ-Rule: A=r1c1 {12}, B=r14c5 {123}", 0) != 0) continue;
    // Evidence: the two sets, the restricted common, one open chain of four ALS nodes.
    ASSERT_EQ(step.als.size(), 2u);
    ASSERT_EQ(step.restricted_commons.size(), 1u);
    EXPECT_EQ(step.restricted_commons[0].digit, 2);
    ASSERT_EQ(step.chains.size(), 1u);
    const auto& nodes = step.chains[0].nodes;
    ASSERT_EQ(nodes.size(), 4u);
    EXPECT_EQ(step.chains[0].kind, static_cast<std::uint32_t>(NPE_CHAIN_OPEN));
    const int digits[] = {1, 2, 2, 1};
    const int links[] = {NPE_LINK_STRONG, NPE_LINK_WEAK, NPE_LINK_STRONG, NPE_LINK_END};
    for (int i = 0; i < 4; ++i) {
      EXPECT_EQ(nodes[i].kind, NPE_NODE_ALS);
      EXPECT_EQ(nodes[i].digit, digits[i]);
      EXPECT_EQ(nodes[i].link, links[i]);
      EXPECT_EQ(nodes[i].als, i < 2 ? 0 : 1);
    }
  }
}

// Worked examples: reglib-dev cases; the texts are HoDoKu's for the same positions.
const std::string kXzCase = ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:"
                            "314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::";
const std::string kDoublyCase = ":0901-2:12357:9..17....4.1....7..7...31..14...6.98.9248173.38.5.......48...2.......6.7....6...3:"
                                "793:172 244 385 571 572 796::";
const std::string kWingCase = ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4:"
                              "441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::";
const std::string kChainCase = ":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961+1+8346925+7..91+5+7+4..:"
                               "212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::";
const std::string kBlossomCase = ":0904-1:9:8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72.+87..3+1.4:"
                                 "915 919 924 929 641 946 948 958 959 669 475 675 476 584 694:966::";
const std::string kOverlapBlossomCase = ":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5.2+654....8:"
                                        "927 728 374 978 787 789 998:384::";
const std::string kSueDeCoqCase = ":1101:789:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8..1746..7..+39..1.::"
                                  "748 852 949 967 969::";

TEST(AlsXz, FirstStepIsHoDoKus) {
  // A in block 2, B in block 3: every 5 of A sees every 5 of B (5 is restricted), both hold 3, and r2c7
  // sees every 3 of both. The first of HoDoKu's order (and HoDoKu's solver step) has the larger B.
  EXPECT_EQ(first_text("als.xz", kXzCase), "Almost Locked Set XZ-Rule: A=r1c46,r2c5 {1358}, B=r1c89,r2c9,r3c8 {23589}, X=5, Z=3 => r2c7<>3");
}

TEST(AlsXz, DoublyLinkedIsALoop) {
  // A and B share the restricted commons 3 and 7: both sets lock their other digits. HoDoKu lists the
  // eliminations as found (the locked digits of A, then of B) and leaves Z out.
  const auto steps = all_steps("als.xz", kDoublyCase);
  const std::string text = "Almost Locked Set XZ-Rule: A=r7c5679 {13579}, B=r2389c4 {23679}, X=3,7 => r9c6<>7, r8c5<>3, r7c2<>1, r7c12<>5, r4c4<>2";
  EXPECT_EQ(first_text("als.xz", kDoublyCase), text);
  ASSERT_FALSE(steps.empty());
  const Step& step = steps.front();
  EXPECT_EQ(step.restricted_commons.size(), 2u);
  ASSERT_GE(step.chains.size(), 1u);
  EXPECT_EQ(step.chains[0].kind, static_cast<std::uint32_t>(NPE_CHAIN_LOOP));
  EXPECT_EQ(step.chains[0].nodes.size(), 4u);
  EXPECT_EQ(step.kind, 1u);
}

TEST(AlsXyWing, FirstStepIsHoDoKus) {
  EXPECT_EQ(first_text("als.xy_wing", kWingCase),
            "Almost Locked Set XY-Wing: A=r6c5 {79}, B=r123c8,r3c79 {345679}, C=r3c56 {689}, X,Y=6,9, Z=7 => r6c8<>7");
  const auto steps = all_steps("als.xy_wing", kWingCase);
  ASSERT_FALSE(steps.empty());
  ASSERT_EQ(steps.front().chains.size(), 1u);
  EXPECT_EQ(steps.front().chains[0].nodes.size(), 6u);  // (z,A) (x,A) (x,C) (y,C) (y,B) (z,B)
}

TEST(AlsXyChain, FirstStepIsHoDoKus) {
  // HoDoKu's solver setting (the defaults): forward links only, 50 links at most, one chain per
  // set of eliminations, the best by HoDoKu's order.
  EXPECT_EQ(first_text("als.xy_chain", kChainCase),
            "Almost Locked Set Chain: 2- r1c14 {269} -9- r6c1 {29} -2- r6c9 {29} -9- r359c9 {2389} -2 => r1c8<>2");
  const auto steps = all_steps("als.xy_chain", kChainCase);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps.front().als.size(), 4u);
  ASSERT_EQ(steps.front().chains.size(), 1u);
  EXPECT_EQ(steps.front().chains[0].nodes.size(), 8u);  // (z,A1), two nodes per link, (z,A4)
}

TEST(AlsXyChain, ParametersAreHoDoKusSettings) {
  // The regression setting (both directions, 6 links, every chain) finds at least what the solver
  // setting finds.
  const ParamList regression = {{"forward_only", "0"}, {"max_rcs", "6"}, {"one_per_elimination", "0"}};
  EXPECT_GE(all_steps("als.xy_chain", kChainCase, regression).size(), all_steps("als.xy_chain", kChainCase).size());
}

TEST(DeathBlossom, FirstStepIsHoDoKus) {
  // Stem r8c6 {145}: 1 sees the 1 of r2c6 {19}, 4 the 4s of r4c46 {459}, 5 the 5s of r68c2 {569}; every
  // petal holds 9, the stem does not: r6c6 sees every 9 of the petals.
  EXPECT_EQ(first_text("als.death_blossom", kBlossomCase),
            "Death Blossom: [r8c6],  -1- r2c6 {19},  -4- r4c46 {459},  -5- r68c2 {569} => r6c6<>9");
  const auto steps = all_steps("als.death_blossom", kBlossomCase);
  ASSERT_FALSE(steps.empty());
  // One chain per stem digit (one elimination): stem = d => ... => r6c6 <> 9, a verity over the stem.
  ASSERT_EQ(steps.front().chains.size(), 3u);
  for (const auto& chain : steps.front().chains) {
    ASSERT_EQ(chain.nodes.size(), 4u);
    EXPECT_EQ(chain.nodes[0].link, NPE_LINK_WEAK);
    EXPECT_EQ(chain.nodes[2].link, NPE_LINK_WEAK);
    EXPECT_EQ(chain.nodes[3].cells[0], 50);  // r6c6
  }
}

TEST(DeathBlossom, OverlappingPetalsNeedTheParameter) {
  // Petals r4c4,r6c6 {135} and r46c4 {137} share r4c4 (variant 0904-2).
  EXPECT_EQ(first_text("als.death_blossom", kOverlapBlossomCase), "");
  EXPECT_THAT(test::texts(all_steps("als.death_blossom", kOverlapBlossomCase, {{"allow_overlap", "1"}})),
              Contains("Death Blossom: [r6c9],  -1- r8c1239 {13479},  -5- r4c4,r6c6 {135},  -7- r46c4 {137} => r8c4<>3"));
}

TEST(SueDeCoq, FirstStepIsHoDoKus) {
  // C = r5c789 {14789}; the row adds r5c5 {18}, the block r4c7 {79}: 4 stays in C, 1 and 8 in C or r5c5,
  // 7 and 9 in C or r4c7.
  const auto steps = all_steps("sue_de_coq", kSueDeCoqCase);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps.front().text, "Sue de Coq: r5c789 - {14789} (r5c5 - {18}, r4c7 - {79}) => r4c8<>7, r46c9,r6c7<>9, r5c2<>8");
  EXPECT_TRUE(steps.front().als.empty());  // the sets are not almost locked: no npe_als entries
  EXPECT_EQ(steps.front().base_houses, (std::vector<std::uint8_t>{4, 23}));
}

// --- reference search for ALS-XZ, from the definition ---------------------------------------------

using CellBits = std::bitset<81>;

struct RefAls {
  CellBits cells;
  Mask digits = 0;
  std::vector<int> with[10];  // the set's cells holding digit d
};

bool all_see(const std::vector<int>& a, const std::vector<int>& b) {
  for (int x : a) {
    for (int y : b) {
      if (!sdk::sees(x, y)) return false;
    }
  }
  return true;
}

/** Every ALS: subsets of a house's empty cells with one digit more than cells, each cell set once. */
std::vector<RefAls> reference_sets(const Grid& grid) {
  std::vector<RefAls> sets;
  std::set<std::string> seen;
  for (int house = 0; house < 27; ++house) {
    for (int subset = 1; subset < 512; ++subset) {
      RefAls set;
      bool empty_only = true;
      for (int k = 0; k < 9; ++k) {
        if (!(subset & (1 << k))) continue;
        const int cell = sdk::kHouseCells[house][k];
        if (grid.digits[cell] != 0) empty_only = false;
        set.cells.set(cell);
        set.digits |= grid.candidates[cell];
      }
      if (!empty_only || std::popcount(static_cast<unsigned>(set.digits)) != static_cast<int>(set.cells.count()) + 1) continue;
      if (!seen.insert(set.cells.to_string()).second) continue;
      for (int cell = 0; cell < 81; ++cell) {
        for (int d = 1; d <= 9; ++d) {
          if (set.cells.test(cell) && sdk::has_digit(grid.candidates[cell], d)) set.with[d].push_back(cell);
        }
      }
      sets.push_back(std::move(set));
    }
  }
  return sets;
}

using Instance = std::pair<std::set<std::string>, std::set<std::pair<int, int>>>;  // the two sets, eliminations

/** Every pair of disjoint ALS with a restricted common x (all x of one see all x of the other) and
 *  its eliminations: a common digit z != x leaves the cells outside both seeing every z of both;
 *  with two commons each set's other digits leave the cells outside both seeing all of them. */
std::set<Instance> reference_xz(const Grid& grid) {
  const auto sets = reference_sets(grid);
  std::set<Instance> found;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    for (std::size_t j = i + 1; j < sets.size(); ++j) {
      const RefAls& a = sets[i];
      const RefAls& b = sets[j];
      if ((a.cells & b.cells).any()) continue;
      std::vector<int> rcs;
      for (int x = 1; x <= 9; ++x) {
        if (sdk::has_digit(a.digits & b.digits, x) && all_see(a.with[x], b.with[x])) rcs.push_back(x);
      }
      if (rcs.empty()) continue;
      std::set<std::pair<int, int>> eliminations;
      auto eliminate_seeing = [&](int digit, const std::vector<int>& holders) {
        for (int cell = 0; cell < 81; ++cell) {
          if (a.cells.test(cell) || b.cells.test(cell) || !sdk::has_digit(grid.candidates[cell], digit)) continue;
          if (grid.digits[cell] == 0 && all_see({cell}, holders)) eliminations.insert({cell, digit});
        }
      };
      for (int x : rcs) {
        for (int z = 1; z <= 9; ++z) {
          if (z == x || !sdk::has_digit(a.digits & b.digits, z)) continue;
          std::vector<int> holders = a.with[z];
          holders.insert(holders.end(), b.with[z].begin(), b.with[z].end());
          eliminate_seeing(z, holders);
        }
      }
      if (rcs.size() == 2) {
        for (const RefAls* s : {&a, &b}) {
          for (int d = 1; d <= 9; ++d) {
            if (sdk::has_digit(s->digits, d) && d != rcs[0] && d != rcs[1]) eliminate_seeing(d, s->with[d]);
          }
        }
      }
      if (!eliminations.empty()) found.insert({{a.cells.to_string(), b.cells.to_string()}, eliminations});
    }
  }
  return found;
}

TEST(AlsXz, FindAllEqualsTheReferenceSearchOn300HardPositions) {
  const auto positions = test::hard_positions(static_cast<std::size_t>(test::scaled(300)));
  if (positions.empty()) GTEST_SKIP() << "needs ../shared/corpora/sx_diabolical_500.txt and top1465.txt";
  ASSERT_EQ(static_cast<int>(positions.size()), test::scaled(300));
  long instances = 0;
  for (const auto& position : positions) {
    std::set<Instance> plugin;
    for (const auto& step : search_technique(test::shipped_plugins(), "als.xz", {}, position.grid, {true, false, false},
                                             position.solution).steps) {
      std::set<std::string> pair;
      for (const auto& set : step.als) {
        CellBits cells;
        for (int k = 0; k < set.cell_count; ++k) cells.set(set.cells[k]);
        pair.insert(cells.to_string());
      }
      std::set<std::pair<int, int>> eliminations;
      for (const auto& e : step.eliminations) eliminations.insert({e.cell, e.digit});
      EXPECT_TRUE(plugin.insert({pair, eliminations}).second) << "found twice: " << step.text;
    }
    const auto reference = reference_xz(position.grid);
    EXPECT_EQ(plugin, reference) << position.origin << " " << position.grid.to_line();
    instances += static_cast<long>(reference.size());
  }
  std::cout << "ALS-XZ: " << instances << " instances on " << positions.size() << " positions\n";
  EXPECT_GT(instances, static_cast<long>(positions.size()));
}

}  // namespace
}  // namespace npe::als_test
