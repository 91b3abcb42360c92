// The almost locked set techniques (plugins/als) and Sue de Coq (plugins/sue_de_coq): a hand-made
// position, worked examples with HoDoKu's texts (checked against HoDoKu 2.2's own output), the shape
// of the evidence, and slow reference searches from the definitions of ALS-XZ and GNPX's XYZ-Wing
// (ALS) compared with find-all.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <bitset>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <tuple>

#include "als_support.hpp"
#include "board/position_input.hpp"
#include "search/technique_search.hpp"
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
  const auto steps =
      search_technique(test::shipped_plugins(), technique, params, parsed.grid, {false, false, false}).steps;
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
  EXPECT_THAT(test::texts(steps),
              Contains("Almost Locked Set XZ-Rule: A=r1c1 {12}, B=r14c5 {123}, X=2, Z=1 => r4c1<>1"));
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
const std::string kXzCase =
    ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:"
    "314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::";
const std::string kDoublyCase =
    ":0901-2:12357:9..17....4.1....7..7...31..14...6.98.9248173.38.5.......48...2.......6.7....6...3:"
    "793:172 244 385 571 572 796::";
const std::string kWingCase =
    ":0902-1:7:+8...43..+1.+3+1.5+7..8.721......9+3+5+1......5....1.18.3..........1.67..7..91..3+1+8+76592+4:"
    "441 247 451 254 454 854 255 257 265 267 471 274 875 481 284 885:768::";
const std::string kChainCase =
    ":0903-1:7:..7..5..4+5......16+4.....5..3..9....+58.4+5......56378+1+4.+7+4+5+8+32+961+1+8346925+7..91+5+7+4..:"
    "212 612 215 318 225 232 235 636 338 339 145 357 258 259:758::";
const std::string kBlossomCase =
    ":0904-1:9:8+7+14..6..5+42...7..+93+6+8+57+42+1.28.7.+3.....3.6+2....+3+21.54..1.7..+93.+3.9...8+72.+87..3+1.4:"
    "915 919 924 929 641 946 948 958 959 669 475 675 476 584 694:966::";
const std::string kOverlapBlossomCase =
    ":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5.2+654....8:"
    "927 728 374 978 787 789 998:384::";
const std::string kSueDeCoqCase =
    ":1101:789:+3+24+8+6+1+59765+7+9+4+3+82191+8+5+273+642.1+43....5.32.6...+4..+7.....+1..6.....+8..1746..7..+39..1.::"
    "748 852 949 967 969::";

TEST(AlsXz, FirstStepIsHoDoKus) {
  // A in block 2, B in block 3: every 5 of A sees every 5 of B (5 is restricted), both hold 3, and r2c7
  // sees every 3 of both. The first of HoDoKu's order (and HoDoKu's solver step) has the larger B.
  EXPECT_EQ(first_text("als.xz", kXzCase),
            "Almost Locked Set XZ-Rule: A=r1c46,r2c5 {1358}, B=r1c89,r2c9,r3c8 {23589}, X=5, Z=3 => r2c7<>3");
}

TEST(AlsXz, DoublyLinkedIsALoop) {
  // A and B share the restricted commons 3 and 7: both sets lock their other digits. HoDoKu lists the
  // eliminations as found (the locked digits of A, then of B) and leaves Z out.
  const auto steps = all_steps("als.xz", kDoublyCase);
  const std::string text =
      "Almost Locked Set XZ-Rule: A=r7c5679 {13579}, B=r2389c4 {23679}, X=3,7 => r9c6<>7, r8c5<>3, r7c2<>1, r7c12<>5, "
      "r4c4<>2";
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
  EXPECT_THAT(
      test::texts(all_steps("als.death_blossom", kOverlapBlossomCase, {{"allow_overlap", "1"}})),
      Contains("Death Blossom: [r6c9],  -1- r8c1239 {13479},  -5- r4c4,r6c6 {135},  -7- r46c4 {137} => r8c4<>3"));
}

TEST(SueDeCoq, FirstStepIsHoDoKus) {
  // C = r5c789 {14789}; the row adds r5c5 {18}, the block r4c7 {79}: 4 stays in C, 1 and 8 in C or r5c5,
  // 7 and 9 in C or r4c7.
  const auto steps = all_steps("sue_de_coq", kSueDeCoqCase);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps.front().text,
            "Sue de Coq: r5c789 - {14789} (r5c5 - {18}, r4c7 - {79}) => r4c8<>7, r46c9,r6c7<>9, r5c2<>8");
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
      if (!empty_only || std::popcount(static_cast<unsigned>(set.digits)) != static_cast<int>(set.cells.count()) + 1)
        continue;
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
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  const auto positions = test::hard_positions(static_cast<std::size_t>(test::scaled(300)));
  ASSERT_FALSE(positions.empty());
  ASSERT_EQ(static_cast<int>(positions.size()), test::scaled(300));
  long instances = 0;
  for (const auto& position : positions) {
    std::set<Instance> plugin;
    for (const auto& step :
         search_technique(test::shipped_plugins(), "als.xz", {}, position.grid, {true, false, false}, position.solution)
             .steps) {
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

// --- GNPX's XYZ-Wing (ALS) (plugins/als/gnpx_xyz_wing.hpp): a hand-made position built from the
// definition on GNPX's docs page44.html ("XYZ-WingALS"), the shape of the evidence, the size parameter,
// and a slow reference search from the definition compared with find-all on hard positions. Soundness
// is in als_soundness_test.cpp, the symmetry check in check-plugin's run (check_plugin.shipped.als).

namespace npe::gnpx_xyz_wing_test {
namespace {

using ::testing::Contains;
using ::testing::Not;

std::vector<Step> all_steps(const Grid& grid, const ParamList& params = {}) {
  return search_technique(test::shipped_plugins(), "als.gnpx_xyz_wing", params, grid, {true, false, false}).steps;
}

// The axis r5c5 {123} lacks 9; in its block off row 5 the set r4c4 {19}, r4c6 {39}; on row 5 off the
// block the set r5c1 {29}; every other empty cell holds every digit. Whatever r5c5 holds, one of the
// two sets is locked with its 9: 9 is in r4c4, r4c6 or r5c1, and leaves r4c1..r4c3 and r5c4, r5c6,
// which see all three (page44's figure: "numbers in row in the block (excluding axis cells) can be
// excluded", and outside the block and row those relating to every 9 of both sets).
Grid hand_made() {
  std::string text;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const char* cell = "123456789";
      if (row == 4 && col == 4) cell = "123";
      if (row == 3 && col == 3) cell = "19";
      if (row == 3 && col == 5) cell = "39";
      if (row == 4 && col == 0) cell = "29";
      text += std::string(cell) + (col < 8 ? " " : "\n");
    }
  }
  return parse_position(text, "test").grid;
}

const char* const kHandMadeText = "XYZ-Wing (*ALS) Pivot: r5c5 #123 in: r4c46 #139 out: r5c1 #29";

TEST(GnpxXyzWing, HandMadePosition) {
  const auto steps = all_steps(hand_made());
  EXPECT_THAT(test::texts(steps), Contains(kHandMadeText));
  bool seen = false;
  for (const auto& step : steps) {
    if (step.text != kHandMadeText) continue;
    seen = true;
    std::set<std::pair<int, int>> eliminations;
    for (const auto& e : step.eliminations) eliminations.insert({e.cell, e.digit});
    EXPECT_EQ(eliminations, (std::set<std::pair<int, int>>{{27, 9}, {28, 9}, {29, 9}, {39, 9}, {41, 9}}));
    // Evidence: both sets, and per elimination one chain per axis digit (a verity over r5c5).
    ASSERT_EQ(step.als.size(), 2u);
    ASSERT_EQ(step.chains.size(), 5u * 3u);
    const auto& chain = step.chains[0];
    ASSERT_EQ(chain.nodes.size(), 4u);
    EXPECT_EQ(chain.nodes[0].cells[0], 40);  // the axis r5c5
    EXPECT_EQ(chain.nodes[0].link, NPE_LINK_WEAK);
    EXPECT_EQ(chain.nodes[1].link, NPE_LINK_STRONG);
    EXPECT_EQ(chain.nodes[2].digit, 9);
  }
  EXPECT_TRUE(seen);
}

TEST(GnpxXyzWing, TheSizeIsTheAxisCandidateCount) {
  EXPECT_THAT(test::texts(all_steps(hand_made(), {{"size", "3"}})), Contains(kHandMadeText));
  EXPECT_THAT(test::texts(all_steps(hand_made(), {{"size", "2"}})), Not(Contains(kHandMadeText)));
  for (const auto& step : all_steps(hand_made(), {{"size", "2"}}))
    EXPECT_EQ(step.text.rfind("XY-Wing (*ALS)", 0), 0u) << step.text;
}

TEST(GnpxXyzWing, NoStepWhenTheAxisHoldsZ) {
  // GNPX v5.84 asks the axis's candidates to be the sets' digits other than z: with 9 in the axis too,
  // the wing above is not one (page44's variant with the axis holding z is not GNPX's code).
  Grid grid = hand_made();
  grid.candidates[40] = static_cast<Mask>(grid.candidates[40] | sdk::digit_bit(9));
  for (const auto& step : all_steps(grid)) EXPECT_EQ(step.text.find("Pivot: r5c5 "), std::string::npos) << step.text;
}

// --- reference search, from the definition ------------------------------------------------------

using CellBits = std::bitset<81>;
using Instance =
    std::tuple<int, std::string, std::string, std::set<std::pair<int, int>>>;  // axis, in, out, eliminations

bool sees_all(int cell, const CellBits& cells) {
  for (int other = 0; other < 81; ++other) {
    if (cells.test(other) && (other == cell || !sdk::sees(cell, other))) return false;
  }
  return true;
}

/** The almost locked sets among the subsets of `region` (cells of one house). */
std::vector<std::pair<CellBits, Mask>> sets_in(const Grid& grid, const std::vector<int>& region) {
  std::vector<std::pair<CellBits, Mask>> sets;
  for (unsigned subset = 1; subset < (1u << region.size()); ++subset) {
    CellBits cells;
    Mask digits = 0;
    for (std::size_t k = 0; k < region.size(); ++k) {
      if (!(subset & (1u << k))) continue;
      cells.set(region[k]);
      digits = static_cast<Mask>(digits | grid.candidates[region[k]]);
    }
    if (sdk::count_digits(digits) == static_cast<int>(cells.count()) + 1) sets.push_back({cells, digits});
  }
  return sets;
}

/** axis_z: the axis holds z and its candidates lie among the sets' digits (page44's variant). */
std::set<Instance> reference(const Grid& grid, bool axis_z) {
  std::set<Instance> found;
  for (int axis = 0; axis < 81; ++axis) {
    if (grid.digits[axis] != 0 || sdk::count_digits(grid.candidates[axis]) < 2 ||
        sdk::count_digits(grid.candidates[axis]) > 6)
      continue;
    for (int z = 1; z <= 9; ++z) {
      if (sdk::has_digit(grid.candidates[axis], z) != axis_z) continue;
      for (const int line : {sdk::row_of(axis), 9 + sdk::col_of(axis)}) {
        std::vector<int> inside, outside;
        CellBits regions;
        for (int cell = 0; cell < 81; ++cell) {
          if (grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], z)) continue;
          const bool in_block = sdk::block_of(cell) == sdk::block_of(axis);
          const bool on_line = line < 9 ? sdk::row_of(cell) == line : sdk::col_of(cell) == line - 9;
          if (in_block && !on_line) inside.push_back(cell);
          if (on_line && !in_block) outside.push_back(cell);
          if (in_block != on_line) regions.set(cell);
        }
        for (const auto& [in_cells, in_digits] : sets_in(grid, inside)) {
          for (const auto& [out_cells, out_digits] : sets_in(grid, outside)) {
            const auto digits = static_cast<Mask>(in_digits | out_digits);
            if (axis_z ? (grid.candidates[axis] & ~digits) != 0
                       : static_cast<Mask>(digits & ~sdk::digit_bit(z)) != grid.candidates[axis]) {
              continue;
            }
            std::set<std::pair<int, int>> eliminations;
            for (int cell = 0; cell < 81; ++cell) {
              if (grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], z) || regions.test(cell)) continue;
              if (axis_z && (cell == axis || !sdk::sees(cell, axis))) continue;
              if (sees_all(cell, in_cells | out_cells)) eliminations.insert({cell, z});
            }
            if (!eliminations.empty()) found.insert({axis, in_cells.to_string(), out_cells.to_string(), eliminations});
          }
        }
      }
    }
  }
  return found;
}

void compare_with_reference(bool axis_z) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  const auto positions = test::hard_positions(static_cast<std::size_t>(test::scaled(300)));
  ASSERT_FALSE(positions.empty());
  ASSERT_EQ(static_cast<int>(positions.size()), test::scaled(300));
  long instances = 0;
  for (const auto& position : positions) {
    std::set<Instance> plugin;
    const ParamList params = axis_z ? ParamList{{"axis_z", "1"}} : ParamList{};
    for (const auto& step : search_technique(test::shipped_plugins(), "als.gnpx_xyz_wing", params, position.grid,
                                             {true, false, false}, position.solution)
                                .steps) {
      ASSERT_EQ(step.als.size(), 2u);
      CellBits sets[2];
      for (int s = 0; s < 2; ++s) {
        for (int k = 0; k < step.als[s].cell_count; ++k) sets[s].set(step.als[s].cells[k]);
      }
      std::set<std::pair<int, int>> eliminations;
      for (const auto& e : step.eliminations) eliminations.insert({e.cell, e.digit});
      const int axis = step.chains.at(0).nodes.at(0).cells[0];
      EXPECT_TRUE(plugin.insert({axis, sets[0].to_string(), sets[1].to_string(), eliminations}).second)
          << "found twice: " << step.text;
    }
    const auto expected = reference(position.grid, axis_z);
    EXPECT_EQ(plugin, expected) << position.origin << " " << position.grid.to_line();
    instances += static_cast<long>(expected.size());
  }
  std::cout << "XYZ-Wing (ALS)" << (axis_z ? " axis_z=1" : "") << ": " << instances << " instances on "
            << positions.size() << " positions\n";
  EXPECT_GT(instances, 0);
}

TEST(GnpxXyzWing, FindAllEqualsTheReferenceSearchOn300HardPositions) { compare_with_reference(false); }

TEST(GnpxXyzWing, WithTheAxisHoldingZFindAllEqualsTheReferenceSearchOn300HardPositions) {
  compare_with_reference(true);
}

TEST(GnpxXyzWing, TheAxisHoldingZWithTheParameter) {
  // page44's variant: r5c5 {1239} is 9, or a set is locked with its 9; r5c4 and r5c6 see all of them.
  Grid grid = hand_made();
  grid.candidates[40] = static_cast<Mask>(grid.candidates[40] | sdk::digit_bit(9));
  const std::string text = "WXYZ-Wing (*ALS) Pivot: r5c5 #1239 in: r4c46 #139 out: r5c1 #29";
  const auto steps = all_steps(grid, {{"axis_z", "1"}});
  EXPECT_THAT(test::texts(steps), Contains(text));
  for (const auto& step : steps) {
    if (step.text != text) continue;
    std::set<std::pair<int, int>> eliminations;
    for (const auto& e : step.eliminations) eliminations.insert({e.cell, e.digit});
    EXPECT_EQ(eliminations, (std::set<std::pair<int, int>>{{39, 9}, {41, 9}}));
    EXPECT_EQ(step.chains.size(), 2u * 4u);  // per elimination: the axis's 9, then 1, 2, 3 through the sets
  }
}

}  // namespace
}  // namespace npe::gnpx_xyz_wing_test

// --- GNPX's ALS Death Blossom Ex (plugins/als/gnpx_death_blossom_ex.hpp): a hand-made position, and
// a slow reference search from the definition compared with find-all on hard positions. Soundness is
// in als_soundness_test.cpp, the symmetry check in check-plugin's run.

namespace npe::gnpx_death_blossom_ex_test {
namespace {

using ::testing::Contains;

// The stem r5c5 {129}, its petal for 1 the cell r4c4 {19}, for 2 the cell r5c1 {29}; every other empty
// cell holds every digit. r5c5 is 9, or 1 and then r4c4 is 9, or 2 and then r5c1 is 9: the cells seeing
// all three, r5c4 and r5c6, lose 9 (GNPX's docs page53a.html: the stem cell itself as the petal of the
// digit the other petals share; this one is an XYZ-Wing).
Grid hand_made() {
  std::string text;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const char* cell = "123456789";
      if (row == 4 && col == 4) cell = "129";
      if (row == 3 && col == 3) cell = "19";
      if (row == 4 && col == 0) cell = "29";
      text += std::string(cell) + (col < 8 ? " " : "\n");
    }
  }
  return parse_position(text, "test").grid;
}

TEST(GnpxDeathBlossomEx, HandMadePosition) {
  const auto steps =
      search_technique(test::shipped_plugins(), "als.gnpx_death_blossom_ex", {}, hand_made(), {true, false, false})
          .steps;
  const std::string text = "ALS Death BlossomEx [connected] Stem cell: r5c5 #129 -#1- r4c4 #19 -#2- r5c1 #29";
  EXPECT_THAT(test::texts(steps), Contains(text));
  for (const auto& step : steps) {
    if (step.text != text) continue;
    std::set<std::pair<int, int>> eliminations;
    for (const auto& e : step.eliminations) eliminations.insert({e.cell, e.digit});
    EXPECT_EQ(eliminations, (std::set<std::pair<int, int>>{{39, 9}, {41, 9}}));
    // Per elimination the verity over the stem: one chain for 9 itself, one per petal.
    ASSERT_EQ(step.chains.size(), 2u * 3u);
    EXPECT_EQ(step.chains[0].nodes.size(), 2u);
    EXPECT_EQ(step.chains[1].nodes.size(), 4u);
  }
}

using CellBits = std::bitset<81>;
using Instance =
    std::tuple<int, int, std::vector<std::string>, std::set<std::pair<int, int>>>;  // stem, z, petals, eliminations

bool sees_all(int cell, const std::vector<int>& cells) {
  return std::all_of(cells.begin(), cells.end(), [&](int other) { return other != cell && sdk::sees(cell, other); });
}

std::set<Instance> reference(const Grid& grid) {
  const auto sets = als_test::reference_sets(grid);
  std::set<Instance> found;
  for (int stem = 0; stem < 81; ++stem) {
    const int size = sdk::count_digits(grid.candidates[stem]);
    if (grid.digits[stem] != 0 || size < 2 || size > 4) continue;
    for (int z = 1; z <= 9; ++z) {
      if (!sdk::has_digit(grid.candidates[stem], z)) continue;
      std::vector<int> petal_digits;
      for (int d = 1; d <= 9; ++d) {
        if (d != z && sdk::has_digit(grid.candidates[stem], d)) petal_digits.push_back(d);
      }
      // Depth-first over one petal per digit: a set holding d and z, not holding the stem, whose
      // d-cells all see the stem.
      std::vector<std::size_t> chosen;
      std::function<void()> visit = [&] {
        if (chosen.size() == petal_digits.size()) {
          std::vector<int> z_cells = {stem};
          std::vector<std::string> petals;
          for (std::size_t i : chosen) {
            z_cells.insert(z_cells.end(), sets[i].with[z].begin(), sets[i].with[z].end());
            petals.push_back(sets[i].cells.to_string());
          }
          std::set<std::pair<int, int>> eliminations;
          for (int cell = 0; cell < 81; ++cell) {
            if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], z) && sees_all(cell, z_cells)) {
              eliminations.insert({cell, z});
            }
          }
          if (!eliminations.empty()) found.insert({stem, z, petals, eliminations});
          return;
        }
        const int d = petal_digits[chosen.size()];
        for (std::size_t i = 0; i < sets.size(); ++i) {
          if (!sdk::has_digit(sets[i].digits, d) || !sdk::has_digit(sets[i].digits, z) || sets[i].cells.test(stem))
            continue;
          if (!sees_all(stem, sets[i].with[d])) continue;
          chosen.push_back(i);
          visit();
          chosen.pop_back();
        }
      };
      visit();
    }
  }
  return found;
}

TEST(GnpxDeathBlossomEx, FindAllEqualsTheReferenceSearchOn300HardPositions) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  const auto positions = test::hard_positions(static_cast<std::size_t>(test::scaled(300)));
  ASSERT_FALSE(positions.empty());
  ASSERT_EQ(static_cast<int>(positions.size()), test::scaled(300));
  long instances = 0;
  for (const auto& position : positions) {
    std::set<Instance> plugin;
    for (const auto& step : search_technique(test::shipped_plugins(), "als.gnpx_death_blossom_ex", {}, position.grid,
                                             {true, false, false}, position.solution)
                                .steps) {
      const int stem = step.chains.at(0).nodes.at(0).cells[0];
      const int z = step.eliminations.at(0).digit;
      std::vector<std::string> petals;
      for (const auto& set : step.als) {
        CellBits cells;
        for (int k = 0; k < set.cell_count; ++k) cells.set(set.cells[k]);
        petals.push_back(cells.to_string());
      }
      std::set<std::pair<int, int>> eliminations;
      for (const auto& e : step.eliminations) eliminations.insert({e.cell, e.digit});
      EXPECT_TRUE(plugin.insert({stem, z, petals, eliminations}).second) << "found twice: " << step.text;
    }
    const auto expected = reference(position.grid);
    EXPECT_EQ(plugin, expected) << position.origin << " " << position.grid.to_line();
    instances += static_cast<long>(expected.size());
  }
  std::cout << "ALS Death Blossom Ex: " << instances << " instances on " << positions.size() << " positions\n";
  EXPECT_GT(instances, 0);
}

}  // namespace
}  // namespace npe::gnpx_death_blossom_ex_test

// --- GNPX's Subset Exclusion (plugins/als/gnpx_subset_exclusion.hpp): hand-made positions, and a slow
// reference search from the definition compared with find-all on hard positions. Soundness is in
// als_soundness_test.cpp, the symmetry check in check-plugin's run.

namespace npe::gnpx_subset_exclusion_test {
namespace {

using ::testing::Contains;

// The stem r1c1 {13}, r5c5 {12} (cells that do not see each other); the leaves r1c5 {13} and r5c1 {23}
// see both. The pairs (3,1) and (3,2) each empty a leaf, so r1c1 is not 3 (GNPX's docs page
// page57.html, Subset Exclusion: a stem, leaves that see it, the digit combinations that survive).
// With `als: 1` the set r4c1 {34}, r4c5 {24} stands for r5c1: its 3s share column 1 with r1c1, its 2s
// column 5 with r5c5, so (3,2) would take two of its three digits.
Grid hand_made(bool with_set) {
  std::string text;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const char* cell = "123456789";
      if (row == 0 && col == 0) cell = "13";
      if (row == 4 && col == 4) cell = "12";
      if (row == 0 && col == 4) cell = "13";
      if (row == 4 && col == 0 && !with_set) cell = "23";
      if (row == 3 && col == 0 && with_set) cell = "34";
      if (row == 3 && col == 4 && with_set) cell = "24";
      text += std::string(cell) + (col < 8 ? " " : "\n");
    }
  }
  return parse_position(text, "test").grid;
}

std::vector<Step> all_steps(const Grid& grid, const ParamList& params = {}) {
  return search_technique(test::shipped_plugins(), "als.gnpx_subset_exclusion", params, grid, {true, false, false})
      .steps;
}

TEST(GnpxSubsetExclusion, HandMadePosition) {
  const std::string text = "SubsetExclusion Stem: r1c1 r5c5 Leaf: r1c5 #13 r5c1 #23";
  const auto steps = all_steps(hand_made(false));
  EXPECT_THAT(test::texts(steps), Contains(text));
  for (const auto& step : steps) {
    if (step.text != text) continue;
    ASSERT_EQ(step.eliminations.size(), 1u);
    EXPECT_EQ(step.eliminations[0].cell, 0);
    EXPECT_EQ(step.eliminations[0].digit, 3);
    ASSERT_EQ(step.chains.size(), 2u);  // a verity over r5c5: from 1 and from 2
    EXPECT_EQ(step.chains[0].nodes.front().cells[0], 40);
  }
}

TEST(GnpxSubsetExclusion, AnAlmostLockedSetExcludesAPairWithTheParameter) {
  const std::string text = "SubsetExclusion_with_ALS Stem: r1c1 r5c5 Leaf: r1c5 #13 ALS:r4c15";
  EXPECT_THAT(test::texts(all_steps(hand_made(true), {{"als", "1"}})), Contains(text));
  for (const auto& step : all_steps(hand_made(true)))
    EXPECT_NE(step.text.rfind("SubsetExclusion Stem: r1c1 r5c5 ", 0), 0u) << step.text;
}

using Instance = std::tuple<int, int, std::set<std::pair<int, int>>>;  // stem cells, eliminations

bool one_house(const std::vector<int>& cells) {
  for (int house = 0; house < 27; ++house) {
    const auto& members = sdk::kHouseCells[house];
    if (std::all_of(cells.begin(), cells.end(),
                    [&](int c) { return std::find(members.begin(), members.end(), c) != members.end(); })) {
      return true;
    }
  }
  return false;
}

std::set<Instance> reference(const Grid& grid, bool with_sets) {
  std::vector<als_test::RefAls> sets;
  if (with_sets) {
    for (auto& set : als_test::reference_sets(grid)) {
      if (set.cells.count() >= 2) sets.push_back(std::move(set));
    }
  }
  std::set<Instance> found;
  for (int a = 0; a < 81; ++a) {
    for (int b = a + 1; b < 81; ++b) {
      if (grid.digits[a] != 0 || grid.digits[b] != 0) continue;
      // The sets' restricted commons with this stem (digits whose holders lie in one house).
      std::vector<Mask> set_rccs;
      for (const auto& set : sets) {
        if (set.cells.test(a) || set.cells.test(b)) continue;
        bool all_see = true;
        for (int c = 0; c < 81; ++c) {
          if (set.cells.test(c) && !sdk::sees(c, a) && !sdk::sees(c, b)) all_see = false;
        }
        if (!all_see) continue;
        Mask rcc = 0;
        for (int d = 1; d <= 9; ++d) {
          if (!sdk::has_digit(set.digits, d)) continue;
          std::vector<int> holders = set.with[d];
          if (sdk::has_digit(grid.candidates[a], d)) holders.push_back(a);
          if (sdk::has_digit(grid.candidates[b], d)) holders.push_back(b);
          if (holders.size() > set.with[d].size() && one_house(holders))
            rcc = static_cast<Mask>(rcc | sdk::digit_bit(d));
        }
        set_rccs.push_back(rcc);
      }
      Mask kept[2] = {0, 0};
      for (int d = 1; d <= 9; ++d) {
        if (!sdk::has_digit(grid.candidates[a], d)) continue;
        for (int e = 1; e <= 9; ++e) {
          if (!sdk::has_digit(grid.candidates[b], e)) continue;
          bool excluded = d == e && sdk::sees(a, b);
          const auto pair = static_cast<Mask>(sdk::digit_bit(d) | sdk::digit_bit(e));
          for (int c = 0; c < 81 && !excluded && d != e; ++c) {
            excluded = grid.digits[c] == 0 && grid.candidates[c] == pair && sdk::sees(c, a) && sdk::sees(c, b);
          }
          for (Mask rcc : set_rccs) excluded |= d != e && rcc == pair;  // GNPX: the RCC is the pair
          if (excluded) continue;
          kept[0] = static_cast<Mask>(kept[0] | sdk::digit_bit(d));
          kept[1] = static_cast<Mask>(kept[1] | sdk::digit_bit(e));
        }
      }
      std::set<std::pair<int, int>> eliminations;
      for (int d = 1; d <= 9; ++d) {
        if (sdk::has_digit(grid.candidates[a], d) && !sdk::has_digit(kept[0], d)) eliminations.insert({a, d});
        if (sdk::has_digit(grid.candidates[b], d) && !sdk::has_digit(kept[1], d)) eliminations.insert({b, d});
      }
      if (!eliminations.empty()) found.insert({a, b, eliminations});
    }
  }
  return found;
}

void compare_with_reference(bool with_sets, std::size_t count) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  const auto positions = test::hard_positions(static_cast<std::size_t>(test::scaled(static_cast<int>(count))));
  ASSERT_FALSE(positions.empty());
  long instances = 0;
  const ParamList params = with_sets ? ParamList{{"als", "1"}} : ParamList{};
  for (const auto& position : positions) {
    std::set<Instance> plugin;
    for (const auto& step : search_technique(test::shipped_plugins(), "als.gnpx_subset_exclusion", params,
                                             position.grid, {true, false, false}, position.solution)
                                .steps) {
      std::set<std::pair<int, int>> eliminations;
      for (const auto& e : step.eliminations) eliminations.insert({e.cell, e.digit});
      EXPECT_TRUE(plugin.insert({step.cells.at(0), step.cells.at(1), eliminations}).second)
          << "found twice: " << step.text;
    }
    const auto expected = reference(position.grid, with_sets);
    EXPECT_EQ(plugin, expected) << position.origin << " " << position.grid.to_line();
    instances += static_cast<long>(expected.size());
  }
  std::cout << "Subset Exclusion" << (with_sets ? " (ALS)" : "") << ": " << instances << " instances on "
            << positions.size() << " positions\n";
  EXPECT_GT(instances, 0);
}

TEST(GnpxSubsetExclusion, FindAllEqualsTheReferenceSearchOn300HardPositions) { compare_with_reference(false, 300); }

// The reference tries every set for every pair of cells: 40 positions in CI, 300 with NPE_LONG_TESTS.
TEST(GnpxSubsetExclusion, WithAlsFindAllEqualsTheReferenceSearch) {
  compare_with_reference(true, std::getenv("NPE_LONG_TESTS") != nullptr ? 300 : 40);
}

}  // namespace
}  // namespace npe::gnpx_subset_exclusion_test
