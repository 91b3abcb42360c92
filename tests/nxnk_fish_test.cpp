// N x (N+K) fish (plugins/rank_logic/nxnk_fish.hpp, docs/techniques.md "Rank logic"), checked the
// project's ways: the anchor's worked example, a slow reference search written from the definition
// that must find the same eliminations as find-all, soundness with the host's check of every step's
// set-logic record on the hardest corpus, and the symmetry of the rule.
#include <gtest/gtest.h>

#include <npe/sdk/cell_set.hpp>

#include <array>
#include <bit>
#include <cstdlib>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "check/symmetry.hpp"
#include "corpus_soundness.hpp"
#include "evidence/records.hpp"
#include "rank_logic_support.hpp"

#include <npe/sdk/cell_set.hpp>

namespace npe::nxnk_fish_test {
namespace {

using test::check_steps;
using test::effects;
using test::find_steps;

constexpr const char* kId = "rank_logic.nxnk_fish";

bool long_tests() { return std::getenv("NPE_LONG_TESTS") != nullptr; }

ParamList sizes(int max_size, int min_extra = 0, int max_extra = 2) {
  return {{"max_size", std::to_string(max_size)},
          {"min_extra", std::to_string(min_extra)},
          {"max_extra", std::to_string(max_extra)}};
}

/** The r/sudoku wiki page "N x N + K Fish" (StrmCkr, after Obi-Wahn): the pattern r348c8b1\r12c567b9
 *  of the Ultimate Fish Guide, 5 bases and 6 covers, as its table of excess covers gives it. Digit 7
 *  is missing where the excess is negative (those cells must be empty of it) and present everywhere
 *  else; every other digit is a candidate everywhere. */
Grid obi_wahn_position() {
  static constexpr int kExcess[81] = {0,  0,  0,  1,  2, 2, 2, 0,  1,   //
                                      0,  0,  0,  1,  2, 2, 2, 0,  1,   //
                                      -2, -2, -2, -1, 0, 0, 0, -2, -1,  //
                                      -1, -1, -1, -1, 0, 0, 0, -2, -1,  //
                                      0,  0,  0,  0,  1, 1, 1, -1, 0,   //
                                      0,  0,  0,  0,  1, 1, 1, -1, 0,   //
                                      0,  0,  0,  0,  1, 1, 2, 0,  1,   //
                                      -1, -1, -1, -1, 0, 0, 1, -1, 0,   //
                                      0,  0,  0,  0,  1, 1, 2, 0,  1};
  Grid grid;
  for (int cell = 0; cell < 81; ++cell) {
    grid.candidates[cell] = static_cast<Mask>(sdk::kAllDigits);
    if (kExcess[cell] < 0) grid.eliminate(cell, 7);
  }
  return grid;
}

constexpr const char* kObiWahnText = "5x5+1 Fish: 7 r348c8b1\\r12c567b9 => r1c567,r2c567,r79c7<>7";

TEST(NxnkFishExamples, ObiWahnsFiveByFivePlusOneOfTheUltimateFishGuide) {
  // The page's eliminations: the eight candidates whose excess is +2, more than K = 1.
  const Grid grid = obi_wahn_position();
  const auto steps = find_steps(kId, grid, true, sizes(5));
  const Step* found = nullptr;
  for (const auto& step : steps) found = step.text == kObiWahnText ? &step : found;
  ASSERT_NE(found, nullptr) << testing::PrintToString(test::texts(steps));
  EXPECT_EQ(check_steps({*found}, grid, std::nullopt), 1);
  const auto records = evidence::parse_evidence_records(*found);
  ASSERT_EQ(records.set_logic.size(), 1u);
  int bases = 0, covers = 0;
  for (const auto& set : records.set_logic[0].sets) (set.role == NPE_SET_BASE ? bases : covers) += 1;
  EXPECT_EQ(bases, 5);
  EXPECT_EQ(covers, 6);
  // r5c5 lies in one cover (excess +1, not more than K): its 7 does not follow, and the host says so.
  Step wrong = *found;
  wrong.eliminations.push_back({static_cast<std::uint8_t>(4 * 9 + 4), 7});
  EXPECT_THROW(check_step(wrong, grid, std::nullopt, "test"), std::exception);
  // Without K = 1 the pattern is not there; with 4 bases at most neither.
  for (const auto& params : {sizes(5, 0, 0), sizes(4)}) {
    for (const auto& step : find_steps(kId, grid, true, params)) EXPECT_NE(step.text, kObiWahnText);
  }
}

TEST(NxnkFishExamples, AnXWingIsTheCaseKZero) {
  // Digit 1 in rows 1 and 6 only in columns 1 and 4 (docs/abi.md's set-logic example): 2x2 Fish, the
  // other 1s of the two columns go; none of it with K from 1 (no cover would be needed).
  Grid grid;
  for (int cell = 0; cell < 81; ++cell) grid.candidates[cell] = static_cast<Mask>(sdk::kAllDigits);
  for (const int row : {0, 5}) {
    for (int col = 0; col < 9; ++col) {
      if (col != 0 && col != 3) grid.eliminate(row * 9 + col, 1);
    }
  }
  std::vector<std::string> texts;
  for (const auto& step : find_steps(kId, grid, true, sizes(2))) texts.push_back(step.text);
  ASSERT_FALSE(texts.empty());
  EXPECT_EQ(texts[0], "2x2 Fish: 1 r16\\c14 => r2c14,r3c14,r4c14,r5c14,r7c14,r8c14,r9c14<>1");
  EXPECT_TRUE(find_steps(kId, grid, true, sizes(2, 1, 2)).empty());
}

// ---------------------------------------------------------------------------------------------
// Reference search, from the definition, by brute force over every set of bases and of covers.

sdk::CellSet digit_cells(const Grid& grid, int digit) {
  sdk::CellSet cells;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit)) cells.add(cell);
  }
  return cells;
}

/** Every combination of `size` items of `items`, each passed to `visit` as a bit set of houses. */
void combinations(const std::vector<int>& items, int size, int from, std::uint32_t chosen,
                  const std::function<void(std::uint32_t)>& visit) {
  if (size == 0) return visit(chosen);
  for (int i = from; i + size <= static_cast<int>(items.size()); ++i)
    combinations(items, size - 1, i + 1, chosen | 1u << items[i], visit);
}

int covers_of(std::uint32_t covers, int cell) {
  int count = 0;
  for (int house = 0; house < 27; ++house) count += (covers >> house & 1u) != 0 && sdk::kHouseSet[house].has(cell);
  return count;
}

/** The eliminations of every N x (N+K) fish with N <= max_size, K <= 2: bases pairwise without a
 *  common candidate, every base candidate in a cover, every cover holding a base candidate no other
 *  cover holds; a candidate goes when its covers exceed its bases by more than K. */
std::set<std::string> reference_fish(const Grid& grid, int max_size) {
  std::set<std::string> found;
  for (int digit = 1; digit <= 9; ++digit) {
    const sdk::CellSet with_digit = digit_cells(grid, digit);
    std::vector<int> houses;
    for (int house = 0; house < 27; ++house) {
      if ((with_digit & sdk::kHouseSet[house]).several() || (with_digit & sdk::kHouseSet[house]).single())
        houses.push_back(house);
    }
    for (int size = 2; size <= max_size; ++size) {
      combinations(houses, size, 0, 0, [&](std::uint32_t bases) {
        sdk::CellSet base_cells;
        int total = 0;
        for (int house = 0; house < 27; ++house) {
          if ((bases >> house & 1u) == 0) continue;
          base_cells |= with_digit & sdk::kHouseSet[house];
          total += (with_digit & sdk::kHouseSet[house]).count();
        }
        if (total != base_cells.count()) return;  // two bases share a candidate
        std::vector<int> cover_houses;
        for (int house = 0; house < 27; ++house) {
          if ((bases >> house & 1u) == 0 && base_cells.intersects(sdk::kHouseSet[house])) cover_houses.push_back(house);
        }
        for (int extra = 0; extra <= 2; ++extra) {
          combinations(cover_houses, size + extra, 0, 0, [&](std::uint32_t covers) {
            bool valid = true;
            base_cells.for_each([&](int cell) { valid = valid && covers_of(covers, cell) > 0; });
            for (int house = 0; house < 27 && valid; ++house) {
              if ((covers >> house & 1u) == 0) continue;
              bool alone = false;
              (base_cells & sdk::kHouseSet[house]).for_each([&](int cell) {
                alone = alone || covers_of(covers, cell) == 1;
              });
              valid = alone;
            }
            if (!valid) return;
            std::vector<CellDigit> eliminated;
            with_digit.for_each([&](int cell) {
              if (covers_of(covers, cell) - (base_cells.has(cell) ? 1 : 0) > extra)
                eliminated.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
            });
            if (!eliminated.empty()) found.insert(test::effect_text(eliminated, {}));
          });
        }
      });
    }
  }
  return found;
}

/** Positions with singles filled, along the solve paths of top1465 and forum_hardest_1905_11plus (where
 *  fish of every rank are common), and stuck forum_hardest_1106 positions (where they are rare). */
std::vector<std::pair<Grid, Digits>> fish_positions(int count, int stride) {
  auto list = test::corpus_positions({"top1465.txt", "forum_hardest_1905_11plus.txt"}, 0, stride, count);
  for (const auto& position : test::stuck_hardest_positions(count / 4 + 1, stride))
    list.emplace_back(position.grid, position.solution);
  return list;
}

TEST(NxnkFishReference, FindAllAsTheReferenceFindsIt) {
  // The same eliminations, step for step, up to 2 bases, and up to 3 on one position (the reference
  // tries every set of up to 5 covers: about a second a position).
  NPE_NEEDS_SHARED_CORPORA("top1465.txt", "forum_hardest_1905_11plus.txt", "forum_hardest_1106.txt");
  int positions = 0, steps = 0;
  for (const int max_size : {2, 3}) {
    const int count = max_size == 2 ? (long_tests() ? 400 : test::scaled(12, 3)) : (long_tests() ? 40 : 1);
    for (const auto& [grid, solution] : fish_positions(count, long_tests() ? 7 : 97)) {
      const auto found = find_steps(kId, grid, true, sizes(max_size));
      ++positions;
      steps += check_steps(found, grid, solution);
      EXPECT_EQ(effects(found), reference_fish(grid, max_size)) << "max_size " << max_size << " at " << grid.to_line();
    }
  }
  std::cout << "nxnk_fish: " << positions << " positions, " << steps << " steps\n";
  EXPECT_GT(steps, 0);
}

TEST(NxnkFishReference, TheObiWahnPositionAsTheReferenceFindsIt) {
  const Grid grid = obi_wahn_position();
  EXPECT_EQ(effects(find_steps(kId, grid, true, sizes(2))), reference_fish(grid, 2));
}

TEST(NxnkFishSoundness, EveryStepOnTheHardestCorpusHoldsAndPassesTheHostsChecks) {
  // Along the solve paths of forum_hardest_1905_11plus and top1465, with the frontier engine type's
  // bound (4 bases): every step agrees with the solution and passes the host's check of its sets.
  NPE_NEEDS_SHARED_CORPORA("top1465.txt", "forum_hardest_1905_11plus.txt", "forum_hardest_1106.txt");
  const auto positions = fish_positions(long_tests() ? 20000 : test::scaled(200, 10), long_tests() ? 2 : 31);
  int steps = 0, with_steps = 0, with_extra = 0;
  for (const auto& [grid, solution] : positions) {
    const auto found = find_steps(kId, grid, true, sizes(4));
    steps += check_steps(found, grid, solution);
    with_steps += !found.empty();
    for (const auto& step : found) with_extra += step.text.find('+') < step.text.find(':');
  }
  std::cout << kId << ": " << positions.size() << " positions, " << with_steps << " with steps, " << steps
            << " sound steps (" << with_extra << " with K > 0)\n";
  EXPECT_GT(with_extra, 0);
}

void expect_steps_move_with_the_grid(const std::vector<Grid>& grids) {
  std::mt19937 random(36);
  const FindFunction find = [](const Grid& g, bool all) { return find_steps(kId, g, all, sizes(4)); };
  for (const auto& grid : grids) {
    for (int round = 0; round < 2; ++round)
      EXPECT_EQ(symmetry_mismatch(find, grid, random_transform(random), SymmetryCompare::steps), std::nullopt);
  }
}

TEST(NxnkFishSymmetry, StepsMoveWithTheGrid) { expect_steps_move_with_the_grid({obi_wahn_position()}); }

TEST(NxnkFishSymmetry, StepsMoveWithTheGridOnCorpusPositions) {
  NPE_NEEDS_SHARED_CORPORA("top1465.txt", "forum_hardest_1905_11plus.txt", "forum_hardest_1106.txt");
  std::vector<Grid> grids;
  for (const auto& position : fish_positions(long_tests() ? 100 : test::scaled(4, 2), long_tests() ? 3 : 60))
    grids.push_back(position.first);
  ASSERT_FALSE(grids.empty());
  expect_steps_move_with_the_grid(grids);
}

}  // namespace
}  // namespace npe::nxnk_fish_test
