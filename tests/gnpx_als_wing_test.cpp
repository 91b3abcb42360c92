// GNPX's eALS_Wing_2D/3D/4D (als.gnpx_als_wing, plugins/als/gnpx_als_wing.hpp): GNPX's docs
// page53.html Death Blossom example with overlapping sets, find-all against a slow reference from
// GNPX's definition, soundness and the host's checks on stuck corpus positions, symmetry.
// The tests on ../shared corpora declare them (NPE_NEEDS_SHARED_CORPORA): without ../shared they skip by name.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <iostream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "check/symmetry.hpp"
#include "firework_support.hpp"

#include <npe/sdk/cell_text.hpp>

namespace npe::gnpx_als_wing_test {
namespace {

std::vector<Step> wing_steps(int size, const Grid& grid, const std::optional<Digits>& solution = std::nullopt) {
  const ParamList params = {{"size", std::to_string(size)}};
  if (solution)
    return search_technique(test::shipped_plugins(), "als.gnpx_als_wing", params, grid, {true, false, false}, *solution)
        .steps;
  return search_technique(test::shipped_plugins(), "als.gnpx_als_wing", params, grid, {true, false, false}).steps;
}

std::set<std::string> texts(const std::vector<Step>& steps) {
  std::set<std::string> result;
  for (const auto& step : steps) result.insert(step.text);
  return result;
}

// page53.html ("ALS DeathBlossom(basic)", the blossom eALS_Wing reads from the target): its overlap
// example, stem r1c7 #37, ALS1 r2c459 #1347 (for 7), ALS2 r234c9 #1347 (for 3) sharing r2c9, r4c5 #4
// gone, stands on the givens' candidates of the page's second puzzle; its first example, stem r2c3
// #69, ALS1 r27c7 #567, ALS2 r12368c2 #345679, r7c2 #7 gone, on the grid of the page's first puzzle
// that GNPX's eALS_Wing source gives "for develop(1)".
constexpr const char* kPage53Second =
    "..2956.485.6....9.4...7.5...538...1.2.......6.1...582...1.8...2.9....1.582.4316..";
constexpr const char* kDevelop1 = "1..89..4.8..21...7...7.59813154.9..8.8.5..41...41.8395..1382.646.89..1...236.18.9";

TEST(GnpxAlsWing, Page53Examples) {
  auto found = texts(wing_steps(2, test::givens_example(kPage53Second).grid));
  EXPECT_TRUE(found.count("eALS_Wing_2D  Stem: r1c7  Eliminated: r4c5#4"));
  found = texts(wing_steps(2, test::givens_example(kDevelop1).grid));
  EXPECT_TRUE(found.count("eALS_Wing_2D  Stem: r2c3  Eliminated: r7c2#7"));
}

/** Corpus positions where blossoms stand (up to `count`, every `stride`-th puzzle): singles filled,
 *  and the same thinned. Past the full engine (test::stuck_hardest_positions) the Death Blossom has
 *  removed them. Empty without ../shared. */
std::vector<test::StuckPosition> blossom_positions(int count, int stride, const std::string& corpus) {
  return test::singles_filled_positions(count, stride, corpus, {.thinned = true});
}

TEST(GnpxAlsWing, OneStepPerEliminationWithTheBlossomsEvidence) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const auto stuck = blossom_positions(test::scaled(6, 2), 13, "forum_hardest_1106.txt");
  ASSERT_FALSE(stuck.empty());
  int steps = 0;
  for (const auto& position : stuck) {
    for (const auto& step : wing_steps(2, position.grid)) {
      ++steps;
      EXPECT_EQ(step.eliminations.size(), 1u) << step.text;
      EXPECT_FALSE(step.chains.empty()) << step.text;
    }
  }
  EXPECT_GT(steps, 0);
}

// ---- reference from GNPX's definition ---------------------------------------------------------

using Bits = unsigned __int128;
Bits bit(int c) { return static_cast<Bits>(1) << c; }

struct Set {
  Bits cells = 0;
  Mask digits = 0;
  Bits with[9] = {};
  Bits buddies[9] = {};  // the cells holding digit z+1, outside the set, seeing every cell of with[z]
};

/** The cells holding digit index z that see every cell of `cells` and are not among them. */
Bits seeing_all(const Grid& grid, Bits cells, int z) {
  static const std::array<Bits, 81> peers = [] {
    std::array<Bits, 81> table{};
    for (int c = 0; c < 81; ++c)
      for (int other = 0; other < 81; ++other)
        if (other != c && sdk::sees(c, other)) table[c] |= bit(other);
    return table;
  }();
  Bits result = 0;
  for (int t = 0; t < 81; ++t)
    if (grid.digits[t] == 0 && (grid.candidates[t] & (1u << z))) result |= bit(t);
  for (int c = 0; c < 81; ++c)
    if (cells & bit(c)) result &= peers[c];
  return result;
}

/** Every almost locked set: n empty cells of one house holding n + 1 digits (each listed once). */
std::vector<Set> all_sets(const Grid& grid) {
  std::vector<Set> sets;
  std::set<std::pair<std::uint64_t, std::uint64_t>> seen;
  for (int h = 0; h < 27; ++h) {
    std::vector<int> empty;
    for (const int c : sdk::kHouseCells[h])
      if (grid.digits[c] == 0) empty.push_back(c);
    for (unsigned m = 1; m < (1u << empty.size()); ++m) {
      Set set;
      for (std::size_t i = 0; i < empty.size(); ++i) {
        if (!(m & (1u << i))) continue;
        set.cells |= bit(empty[i]);
        set.digits |= grid.candidates[empty[i]];
        for (int d = 0; d < 9; ++d)
          if (grid.candidates[empty[i]] & (1u << d)) set.with[d] |= bit(empty[i]);
      }
      if (std::popcount(static_cast<unsigned>(set.digits)) != std::popcount(m) + 1) continue;
      if (!seen.insert({static_cast<std::uint64_t>(set.cells), static_cast<std::uint64_t>(set.cells >> 64)}).second)
        continue;
      for (int z = 0; z < 9; ++z)
        if (set.digits & (1u << z)) set.buddies[z] = seeing_all(grid, set.with[z], z);
      sets.push_back(set);
    }
  }
  return sets;
}

/** GNPX's eALS_Wing: stem S of `size` candidates; T (holding z, z not in S) is eliminated when every
 *  digit d of S has a set A apart from S with d and z, A's d-cells all seeing S and A's z-cells all
 *  seeing T (A apart from T). The texts of every (S, T, z). */
std::set<std::string> reference(const Grid& grid, const std::vector<Set>& sets, int size) {
  std::set<std::string> result;
  for (int stem = 0; stem < 81; ++stem) {
    const Mask digits = grid.candidates[stem];
    if (grid.digits[stem] != 0 || std::popcount(static_cast<unsigned>(digits)) != size) continue;
    Bits targets[9];
    for (auto& t : targets) t = ~static_cast<Bits>(0);
    for (int d = 0; d < 9; ++d) {
      if (!(digits & (1u << d))) continue;
      Bits any[9] = {};
      for (const auto& set : sets) {
        if ((set.cells & bit(stem)) || !(set.digits & (1u << d))) continue;
        if (!(set.buddies[d] & bit(stem))) continue;
        for (int z = 0; z < 9; ++z)
          if ((set.digits & (1u << z)) && !(digits & (1u << z))) any[z] |= set.buddies[z];
      }
      for (int z = 0; z < 9; ++z) targets[z] &= any[z];
    }
    for (int z = 0; z < 9; ++z) {
      if (digits & (1u << z)) continue;
      for (int t = 0; t < 81; ++t) {
        if (!(targets[z] & bit(t))) continue;
        result.insert("eALS_Wing_" + std::to_string(size) + "D  Stem: " + cell_name(stem) +
                      "  Eliminated: " + cell_name(t) + "#" + std::to_string(z + 1));
      }
    }
  }
  return result;
}

TEST(GnpxAlsWing, FindAllEqualsTheReference) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  // Every 7th forum_hardest_1106 puzzle (12 positions in CI); 300 positions with NPE_LONG_TESTS.
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck = blossom_positions(long_run ? 300 : test::scaled(6, 2), long_run ? 1 : 7, "forum_hardest_1106.txt");
  ASSERT_FALSE(stuck.empty());
  long instances = 0;
  for (const auto& position : stuck) {
    const auto sets = all_sets(position.grid);
    for (int size = 2; size <= 4; ++size) {
      const auto expected = reference(position.grid, sets, size);
      const auto steps = wing_steps(size, position.grid);
      EXPECT_EQ(texts(steps), expected) << size << " " << position.grid.to_line();
      EXPECT_EQ(steps.size(), texts(steps).size()) << "an elimination reported twice for one stem";
      instances += static_cast<long>(expected.size());
    }
  }
  std::cout << "eALS_Wing: " << instances << " eliminations on " << stuck.size() << " positions agree" << std::endl;
  EXPECT_GT(instances, 0);
}

TEST(GnpxAlsWing, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  // Positions of forum_hardest_1905_11plus (every 5th puzzle, 8 positions in CI; every 2nd, 20,000
  // positions with NPE_LONG_TESTS): every step passes the host's checks (its ALS chains) and agrees
  // with the solution.
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck =
      blossom_positions(long_run ? 20000 : test::scaled(8, 2), long_run ? 2 : 5, "forum_hardest_1905_11plus.txt");
  ASSERT_FALSE(stuck.empty());
  for (int size = 2; size <= 4; ++size) {
    long steps = 0;
    for (const auto& position : stuck)
      steps += test::check_steps(wing_steps(size, position.grid, position.solution), position.grid, position.solution);
    std::cout << "eALS_Wing_" << size << "D: " << steps << " steps checked on " << stuck.size() << " positions"
              << std::endl;
    if (size == 2) {
      EXPECT_GT(steps, 0);
    }
  }
}

TEST(GnpxAlsWing, StepsMoveWithTheGrid) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const auto stuck = blossom_positions(test::scaled(6, 2), 17, "forum_hardest_1106.txt");
  ASSERT_FALSE(stuck.empty());
  std::mt19937 random(130);
  const FindFunction find = [](const Grid& g, bool all) {
    return search_technique(test::shipped_plugins(), "als.gnpx_als_wing", {{"size", "2"}}, g, {all, false, false})
        .steps;
  };
  int with_steps = 0;
  for (const auto& position : stuck) {
    with_steps += !find(position.grid, true).empty();
    EXPECT_EQ(symmetry_mismatch(find, position.grid, random_transform(random), SymmetryCompare::steps), std::nullopt);
  }
  EXPECT_GT(with_steps, 0);
}

}  // namespace
}  // namespace npe::gnpx_als_wing_test
