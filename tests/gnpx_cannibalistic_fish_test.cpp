// GNPX's Cannibalistic F/M fish (methods 201: the complex fish with `cannibalistic: 1`) and GNPX's
// F/M fish (46, 47: `gnpx: 1`, covers never overlapping; plugins/complex_fish/gnpx_fish.hpp):
// hand-made positions and GNPX's docs page37.html example, find-all against a slow reference search
// from GNPX's definition, soundness and the host's checks on stuck corpus positions, symmetry.
// The tests on ../shared corpora declare them (NPE_NEEDS_SHARED_CORPORA): without ../shared they skip by name.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cstdlib>
#include <iostream>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "check/symmetry.hpp"
#include "firework_support.hpp"
#include "fish_support.hpp"

namespace npe::gnpx_cannibalistic_fish_test {
namespace {

struct Variant {
  const char* id;
  bool finned;
};
constexpr Variant kVariants[] = {{"complex_fish.franken", false},
                                 {"complex_fish.mutant", false},
                                 {"complex_fish.finned_franken", true},
                                 {"complex_fish.finned_mutant", true}};

/** Which of GNPX's methods the complex fish stand for: 201 (covers overlapping) or 46/47 (never). */
enum class Method { cannibalistic, plain };

/** The parameters of `id` for `method` (max_endo_fins belongs to the finned techniques only). */
ParamList params_of(const std::string& id, int size, Method method = Method::cannibalistic) {
  if (method == Method::cannibalistic) return {{"size", std::to_string(size)}, {"cannibalistic", "1"}};
  ParamList params{{"size", std::to_string(size)}, {"gnpx", "1"}};
  if (id.find("finned") != std::string::npos) params.emplace_back("max_endo_fins", "0");
  return params;
}

std::vector<Step> steps_of(const std::string& id, int size, const Grid& grid,
                           const std::optional<Digits>& solution = std::nullopt, Method method = Method::cannibalistic,
                           bool all = true) {
  const auto params = params_of(id, size, method);
  if (solution)
    return search_technique(test::shipped_plugins(), id, params, grid, {all, false, false}, *solution).steps;
  return search_technique(test::shipped_plugins(), id, params, grid, {all, false, false}).steps;
}

int cell(int row, int col) { return (row - 1) * 9 + col - 1; }

/** Every candidate everywhere except digit 1 in the listed cells (row, column 1-based). */
Grid board_without_ones(std::initializer_list<std::pair<int, int>> removed) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (const auto& [row, col] : removed) grid.candidates[cell(row, col)] &= static_cast<Mask>(~sdk::digit_bit(1));
  return grid;
}

const Step* with_text(const std::vector<Step>& steps, const std::string& text) {
  for (const auto& step : steps) {
    if (step.text == text) return &step;
  }
  return nullptr;
}

std::set<int> eliminated(const Step& step) {
  std::set<int> cells;
  for (const auto& e : step.eliminations) cells.insert(e.cell);
  return cells;
}

/** Row 1 keeps 1 in r1c1 r1c2, row 4 only in r4c1: base r1 r4, covers c1 b1 sharing r1c1..r3c1. */
Grid overlapping_xwing_board() {
  return board_without_ones({{1, 3},
                             {1, 4},
                             {1, 5},
                             {1, 6},
                             {1, 7},
                             {1, 8},
                             {1, 9},
                             {4, 2},
                             {4, 3},
                             {4, 4},
                             {4, 5},
                             {4, 6},
                             {4, 7},
                             {4, 8},
                             {4, 9}});
}

TEST(GnpxCannibalisticFish, HandMadeXwingRemovesOnlyTheTwiceCoveredOnes) {
  // Base r1 r4, cover c1 b1: r1c1..r3c1 lie in both covers. A 1 there would fill both, leaving one of
  // the two base 1s uncovered: all three go. The covers' other 1s (the plain Franken fish's
  // eliminations) are not this method's.
  const Grid grid = overlapping_xwing_board();
  const auto steps = steps_of("complex_fish.franken", 2, grid);
  const Step* step = with_text(steps, "Cannibalistic F/M Xwing #1 r14/c1 b1");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(eliminated(*step), (std::set<int>{cell(1, 1), cell(2, 1), cell(3, 1)}));
  ASSERT_EQ(step->cannibalistic.size(), 1u);  // r1c1 is a base candidate; r2c1, r3c1 are not
  EXPECT_EQ(step->cannibalistic[0].cell, cell(1, 1));
  // Without the parameter the technique reports HoDoKu's step with every cover elimination.
  const auto plain =
      search_technique(test::shipped_plugins(), "complex_fish.franken", {{"size", "2"}}, grid, {true, false, false})
          .steps;
  bool hodoku = false;
  for (const auto& s : plain) hodoku |= s.text.rfind("Franken X-Wing: 1 r14 c1b1 => ", 0) == 0;
  EXPECT_TRUE(hodoku);
}

TEST(GnpxCannibalisticFish, HandMadeFinnedXwingRemovesWhatSeesTheFinAndTheTwiceCovered) {
  // Row 1 keeps 1 in r1c1 r1c2, row 4 in r4c1 and r4c2 (an exo-fin: in neither c1 nor b1). Either
  // r4c2 is 1, or the fish stands. GNPX's code counts the twice-covered r1c1..r3c1 as fins as well:
  // the cover candidates that see r4c2 and all three go: r5c1 r6c1 (column 1, block 4) and r2c2 r3c2
  // (block 1, column 2).
  Grid grid = board_without_ones(
      {{1, 3}, {1, 4}, {1, 5}, {1, 6}, {1, 7}, {1, 8}, {1, 9}, {4, 3}, {4, 4}, {4, 5}, {4, 6}, {4, 7}, {4, 8}, {4, 9}});
  const auto steps = steps_of("complex_fish.finned_franken", 2, grid);
  const Step* step = with_text(steps, "Finned Cannibalistic F/M Xwing #1 r14/c1 b1");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(eliminated(*step), (std::set<int>{cell(2, 2), cell(3, 2), cell(5, 1), cell(6, 1)}));
  EXPECT_EQ(step->fins, (std::vector<std::uint8_t>{static_cast<std::uint8_t>(cell(4, 2))}));
  EXPECT_TRUE(step->cannibalistic.empty());
  // The fin-less technique does not report it.
  EXPECT_EQ(with_text(steps_of("complex_fish.franken", 2, grid), "Cannibalistic F/M Xwing #1 r14/c1 b1"), nullptr);
}

TEST(GnpxFrankenMutantFish, HandMadeXwingInGnpxsWordsAndNoOverlappingCovers) {
  // Row 1 keeps 1 only in r1c4 r1c5, block 5 only in column 4 and 5: base r1 b5, covers c4 c5 (GNPX's
  // docs page36.html, "(Finned) Franken/Mutant Fish": bases and covers from the 27 houses, neither
  // overlapping). The digit leaves the covers' other cells.
  Grid grid = board_without_ones({{1, 1}, {1, 2}, {1, 3}, {1, 6}, {1, 7}, {1, 8}, {1, 9}, {4, 6}, {5, 6}, {6, 6}});
  const auto steps = steps_of("complex_fish.franken", 2, grid, std::nullopt, Method::plain);
  const Step* step = with_text(steps, "F/M Xwing #1 r1 b5/c45");
  ASSERT_NE(step, nullptr);
  std::set<int> expected;
  for (const int row : {2, 3, 7, 8, 9})
    for (const int col : {4, 5}) expected.insert(cell(row, col));
  EXPECT_EQ(eliminated(*step), expected);
  EXPECT_EQ(test::check_steps({*step}, grid, std::nullopt), 1);
  // The first hand-made board's fish r14/c1 b1 has covers sharing r1c1..r3c1: HoDoKu's Franken X-Wing,
  // GNPX's cannibalistic fish, not GNPX's F/M fish.
  for (const auto& s : steps_of("complex_fish.franken", 2, overlapping_xwing_board(), std::nullopt, Method::plain))
    EXPECT_EQ(s.text.find("r14/c1 b1"), std::string::npos) << s.text;
}

// GNPX's docs page37.html ("Endo Fins/Cannibalism", section (4) Cannibalism) shows four cannibalistic
// fish of one scene of its puzzle ....9.6..4.61.8....8.462.5..6.2.1.373.5...2.8.4.3.6.95.3.914.7.6.18.5.......2.8..;
// GNPX's fish source gives that scene's grid "for develop" (FishGen, CannibalisticFMFish): its
// fin-less X-Wing (cannibalistic r3c7) and finned X-Wing (fin r8c5, cannibalistic r2c7; r2c5 sees
// both) stand on the grid's candidates.
constexpr const char* kPage37Scene =
    "12.59.6844561.8.2..8.462.51.6.251437315749268.4.386195.3.9145766.18.5.425.462.81.";

TEST(GnpxCannibalisticFish, Page37Examples) {
  const Grid grid = test::givens_example(kPage37Scene).grid;
  const auto plain = steps_of("complex_fish.mutant", 2, grid);
  const Step* step = with_text(plain, "Cannibalistic F/M Xwing #9 r2 b1/r3 b3");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(eliminated(*step), (std::set<int>{cell(3, 7)}));
  const auto finned = steps_of("complex_fish.finned_mutant", 2, grid);
  step = with_text(finned, "Finned Cannibalistic F/M Xwing #3 r8 b3/r2 c7");
  ASSERT_NE(step, nullptr);
  EXPECT_EQ(eliminated(*step), (std::set<int>{cell(2, 5)}));
  EXPECT_EQ(step->fins, (std::vector<std::uint8_t>{static_cast<std::uint8_t>(cell(8, 5))}));
}

/** Corpus positions where fish stand (up to `count`, every `stride`-th puzzle): singles filled, the
 *  same thinned, and after the basic eliminations. Past the full engine (test::stuck_hardest_positions)
 *  HoDoKu's fish have removed every cannibalistic candidate already. Empty without ../shared. */
std::vector<test::StuckPosition> fish_positions(int count, int stride, const std::string& corpus) {
  return test::singles_filled_positions(count, stride, corpus, {.thinned = true, .basic = true});
}

// ---- reference: every cannibalistic fish from GNPX's definition --------------------------------

using Bits = test::CellBits;
Bits bit(int c) { return static_cast<Bits>(1) << c; }
int count(Bits b) {
  return std::popcount(static_cast<std::uint64_t>(b)) + std::popcount(static_cast<std::uint64_t>(b >> 64));
}

struct Key {
  int digit;
  std::uint32_t base, cover;
  Bits fins, eliminations;
  auto tie() const { return std::tie(digit, base, cover, fins, eliminations); }
  friend bool operator<(const Key& a, const Key& b) { return a.tie() < b.tie(); }
  friend bool operator==(const Key& a, const Key& b) { return a.tie() == b.tie(); }
};

/** GNPX's definition (531 UFishMan.cs; FishGen.CannibalisticFMFish_Ex): n base houses of the 27
 *  holding the digit, no candidate in two of them; n other houses each meeting the base candidates;
 *  the candidates in two covers or more are cannibalistic (one at least); fins = base candidates in
 *  no cover (at most 5, npe's max_fins). Rows against columns (basic fish) never have overlapping
 *  covers. */
struct Reference {
  const Grid& grid;
  int n;
  bool finned;
  Method method = Method::cannibalistic;
  int digit = 0;
  std::array<Bits, 27> house{};
  std::set<Key> found;

  void run() {
    for (digit = 1; digit <= 9; ++digit) {
      house = test::digit_places(grid, digit);
      bases(0, 0, 0u, 0);
    }
  }

  void bases(int from, int chosen, std::uint32_t base, Bits cells) {
    if (chosen == n) return covers(base, cells, 0, 0, 0u, 0, 0);
    for (int h = from; h < 27; ++h) {
      if (house[h] != 0 && (house[h] & cells) == 0) bases(h + 1, chosen + 1, base | (1u << h), cells | house[h]);
    }
  }

  void covers(std::uint32_t base, Bits cells, int from, int chosen, std::uint32_t cover, Bits covered, Bits twice) {
    if (chosen == n) return check(base, cells, cover, covered, twice);
    for (int h = from; h < 27; ++h) {
      if (house[h] == 0 || (base & (1u << h)) || (house[h] & cells) == 0) continue;
      covers(base, cells, h + 1, chosen + 1, cover | (1u << h), covered | house[h], twice | (covered & house[h]));
    }
  }

  void check(std::uint32_t base, Bits cells, std::uint32_t cover, Bits covered, Bits twice) {
    const Bits fins = cells & ~covered;
    if (finned != (fins != 0) || count(fins) > 5) return;
    if (method == Method::plain) return check_plain(base, cells, cover, covered, twice, fins);
    if (twice == 0) return;
    // Fin-less: the twice-covered candidates. Finned: the cover candidates outside the base and the
    // twice-covered ones that see every fin and every twice-covered candidate (GNPX's code).
    Key key{digit, base, cover, fins, finned ? (covered & ~cells) | twice : twice};
    const Bits seen_by_all = finned ? fins | twice : 0;
    for (int f = 0; f < 81; ++f) {
      if (seen_by_all & bit(f)) key.eliminations &= test::peer_bits()[f];
    }
    if (key.eliminations != 0) found.insert(key);
  }

  /** GNPX's F/M fish (46, 47): no candidate in two covers; the cover candidates outside the base that
   *  see every fin go. Basic fish (rows against columns) are GNPX's 30..45, npe's fish.basic/finned. */
  void check_plain(std::uint32_t base, Bits cells, std::uint32_t cover, Bits covered, Bits twice, Bits fins) {
    constexpr std::uint32_t kRows = 0x1ffu, kCols = 0x1ffu << 9;
    const bool basic =
        ((base & ~kRows) == 0 && (cover & ~kCols) == 0) || ((base & ~kCols) == 0 && (cover & ~kRows) == 0);
    if (twice != 0 || basic) return;
    Key key{digit, base, cover, fins, covered & ~cells};
    for (int f = 0; f < 81; ++f) {
      if (fins & bit(f)) key.eliminations &= test::peer_bits()[f];
    }
    if (key.eliminations != 0) found.insert(key);
  }
};

std::set<Key> plugin_keys(const Grid& grid, bool finned, int n, Method method) {
  std::set<Key> found;
  for (const auto& variant : kVariants) {
    if (variant.finned != finned) continue;
    for (const auto& step : steps_of(variant.id, n, grid, std::nullopt, method)) {
      Key key{0, 0, 0, 0, 0};
      for (const auto& e : step.eliminations) {
        key.digit = e.digit;
        key.eliminations |= bit(e.cell);
      }
      for (const auto h : step.base_houses) key.base |= 1u << h;
      for (const auto h : step.cover_houses) key.cover |= 1u << h;
      for (const auto f : step.fins) key.fins |= bit(f);
      EXPECT_TRUE(step.endo_fins.empty()) << step.text;
      EXPECT_TRUE(found.insert(key).second) << "reported twice: " << step.text;
    }
  }
  return found;
}

/** `positions` positions of every third forum_hardest_1106 puzzle in CI; 300 of every puzzle with
 *  NPE_LONG_TESTS. */
void compare_with_reference(bool finned, int n, int positions, Method method = Method::cannibalistic) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck =
      fish_positions(long_run ? 300 : test::scaled(positions, 2), long_run ? 1 : 3, "forum_hardest_1106.txt");
  ASSERT_FALSE(stuck.empty());
  long instances = 0;
  for (const auto& position : stuck) {
    Reference reference{position.grid, n, finned, method, 0, {}, {}};
    reference.run();
    const auto actual = plugin_keys(position.grid, finned, n, method);
    EXPECT_EQ(actual.size(), reference.found.size()) << position.grid.to_line();
    EXPECT_TRUE(actual == reference.found) << position.grid.to_line();
    instances += static_cast<long>(reference.found.size());
  }
  std::cout << (finned ? "finned " : "") << (method == Method::plain ? "F/M" : "cannibalistic") << " size " << n << ": "
            << instances << " fish on " << stuck.size() << " positions agree with the reference" << std::endl;
  EXPECT_GT(instances, 0);
}

TEST(GnpxCannibalisticFish, XwingsEqualTheReference) { compare_with_reference(false, 2, 20); }
TEST(GnpxCannibalisticFish, FinnedXwingsEqualTheReference) { compare_with_reference(true, 2, 20); }
TEST(GnpxCannibalisticFish, SwordfishEqualTheReference) { compare_with_reference(false, 3, 4); }
TEST(GnpxCannibalisticFish, FinnedSwordfishEqualTheReference) { compare_with_reference(true, 3, 4); }
TEST(GnpxFrankenMutantFish, XwingsEqualTheReference) { compare_with_reference(false, 2, 20, Method::plain); }
TEST(GnpxFrankenMutantFish, FinnedXwingsEqualTheReference) { compare_with_reference(true, 2, 20, Method::plain); }
TEST(GnpxFrankenMutantFish, SwordfishEqualTheReference) { compare_with_reference(false, 3, 4, Method::plain); }
TEST(GnpxFrankenMutantFish, FinnedSwordfishEqualTheReference) { compare_with_reference(true, 3, 4, Method::plain); }

/** Positions of forum_hardest_1905_11plus (every 5th puzzle, `ci_positions` positions in CI; every
 *  2nd, 20,000 positions with NPE_LONG_TESTS): every step of the four variants, sizes 2..`ci_size`
 *  (2..4 in the long run), passes the host's checks (the fish's set logic) and agrees with the solution. */
void check_soundness(Method method, int ci_positions, int ci_size) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck = fish_positions(long_run ? 20000 : test::scaled(ci_positions, 4), long_run ? 2 : 5,
                                    "forum_hardest_1905_11plus.txt");
  ASSERT_FALSE(stuck.empty());
  for (const auto& variant : kVariants) {
    for (int size = 2; size <= (long_run ? 4 : ci_size); ++size) {
      long steps = 0;
      for (const auto& position : stuck) {
        steps += test::check_steps(steps_of(variant.id, size, position.grid, position.solution, method), position.grid,
                                   position.solution);
      }
      std::cout << variant.id << (method == Method::plain ? " (gnpx)" : " (cannibalistic)") << " size " << size << ": "
                << steps << " steps checked on " << stuck.size() << " positions" << std::endl;
      if (size == 2) {
        EXPECT_GT(steps, 0) << variant.id;
      }
    }
  }
}

TEST(GnpxCannibalisticFish, NoEliminationContradictsTheSolution) { check_soundness(Method::cannibalistic, 40, 3); }
TEST(GnpxFrankenMutantFish, NoEliminationContradictsTheSolution) { check_soundness(Method::plain, 10, 2); }

void check_symmetry(Method method) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const auto stuck = fish_positions(test::scaled(8, 2), 11, "forum_hardest_1106.txt");
  ASSERT_FALSE(stuck.empty());
  std::mt19937 random(201);
  for (const auto& variant : kVariants) {
    const std::string id = variant.id;
    const FindFunction find = [id, method](const Grid& g, bool all) {
      return steps_of(id, 2, g, std::nullopt, method, all);
    };
    int with_steps = 0;
    for (const auto& position : stuck) {
      with_steps += !find(position.grid, true).empty();
      EXPECT_EQ(symmetry_mismatch(find, position.grid, random_transform(random), SymmetryCompare::steps), std::nullopt)
          << id;
    }
    EXPECT_GT(with_steps, 0) << id;
  }
}

TEST(GnpxCannibalisticFish, StepsMoveWithTheGrid) { check_symmetry(Method::cannibalistic); }
TEST(GnpxFrankenMutantFish, StepsMoveWithTheGrid) { check_symmetry(Method::plain); }

}  // namespace
}  // namespace npe::gnpx_cannibalistic_fish_test
