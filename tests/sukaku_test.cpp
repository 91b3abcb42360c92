// The sukaku plugin and engine type (docs/techniques.md, "Sukaku Explainer ratings"): Sukaku
// Explainer's N Strong Links and WXYZ- .. TUVWXYZ-Wings. Anchor steps as Sukaku Explainer 1.18.1
// (SudokuMonster/SukakuExplainer@362854e, built and run here) rated and named them; reference searches
// written here from the definitions (plain 2-link chains; the wings of every size) against find-all;
// every step checked by the host (its chain evidence) and against the solution on hard positions; the
// Sudoku Exchange bank's ratings on the shipped sample, and on a sample of the whole bank when ../shared
// is there (that test skips without it: a clone alone passes).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/engine.hpp"
#include "rank_logic_support.hpp"
#include "rating/se_rating.hpp"
#include "test_support.hpp"

namespace npe::sukaku_test {
namespace {

/** configs/engines/NAME.yaml: "sukaku" (the list that graded the bank) or "sukaku-1.18". */
Engine sukaku_engine(const std::string& name = "sukaku", const EngineOptions& options = {}) {
  return Engine(load_engine_type(test::source_dir() / "configs/engines" / (name + ".yaml")), test::shipped_plugins(),
                options);
}

/** ER and the text of the hardest step of the sukaku engine type's run. */
struct Rated {
  int er_x10 = 0;
  std::string hardest_text;
};

Rated rate(Engine& engine, const std::string& puzzle) {
  const RunResult run = engine.run(parse_puzzle_line(puzzle));
  Rated rated;
  rated.er_x10 = se_rating(run).er_x10;
  for (const auto& step : run.steps) {
    if (step.rating_x10 == rated.er_x10 && rated.hardest_text.empty()) rated.hardest_text = step.step.text;
  }
  return rated;
}

// Sukaku Explainer 1.18.1's serate (default options) on bank puzzles: its ER and the name of its
// hardest step ("%r %R"), recorded here; npe's sukaku-1.18 gives the same rating and names the step
// the same way. (The bank itself, graded by an older Sukaku Explainer, says 6.3 for the X-Loop's
// puzzle, 6.7 for the UVWXYZ-Wing's, 8.2 and 8.0 for the TUVWXYZ-Wings': configs/engines/sukaku.yaml.)
TEST(SukakuAnchor, HardestStepsAsSukakuExplainerRatesAndNamesThem) {
  struct Case {
    const char* puzzle;
    int er_x10;
    const char* name;
  };
  const Case cases[] = {
      {"..3..7.1.1..82......8..69.49.1....6..3.....9..6....3.57.65..1......38..9.9.7..8..", 43,
       "Grouped 2 Strong links 101"},
      {".9.3.7.6..........5.2...9.7...715...9..6.4..3..52.97....9...8..68..5..14...4.8...", 55, "3-String Kite 0112"},
      {".2...7..8.1...6...6.39..1..3..4..9...9.....8...4..5..7..9..26.1...5...4.2..3...5.", 59,
       "(4 Strong Links) X-Loop"},
      {"..3..2.57......26...9..4....1..5.9...9.4.1.2...2.8..1....7..5...48......26.9..8..", 64, "VWXYZ-Wing"},
      {"15...7....764.......4..5.9...2..81.7...7.9...3.71..6...6.9..4.......426....5...31", 66, "UVWXYZ-Wing"},
      // "TUVWXYZ-Wing 2417" (doubly linked) and "TUVWXYZ-Wing 1417"
      {".8......91..9.8.....3..1.5..2..74..64.6...9.78..26..1..4.8..2.....4.5..15......7.", 75, "TUVWXYZ-Wing"},
      {"5.......6.17...98..3.....4..6..1..7..452.786..7.8.9.3..23...19....4.1.......2....", 75, "TUVWXYZ-Wing"},
  };
  Engine engine = sukaku_engine("sukaku-1.18", EngineOptions{.check_soundness = true});
  for (const Case& c : cases) {
    const Rated rated = rate(engine, c.puzzle);
    EXPECT_EQ(rated.er_x10, c.er_x10) << c.puzzle;
    EXPECT_THAT(rated.hardest_text, ::testing::StartsWith(c.name)) << c.puzzle;
  }
}

TEST(SukakuStrongLinks, ASkyscraperAndItsRatings) {
  // Sukaku Explainer's first strong-link step of the 6.3 puzzle above: "Skyscraper 011" on 7 (4.0):
  // columns 1 and 4 hold 7 twice each, r5c1 and r5c4 share row 5.
  const Grid grid =
      test::grid_from(".2...7..8.1...6...6.39..1..3..4..9...9.....8...4..5..7..9..26.1...5...4.2..3...5.");
  std::vector<Step> steps = test::find_steps("sukaku.strong_links", grid, true, {{"links", "2"}});
  ASSERT_FALSE(steps.empty());
  for (std::size_t i = 1; i < steps.size(); ++i)
    EXPECT_LE(steps[i - 1].rating_x10, steps[i].rating_x10);  // easiest first
  for (const auto& step : steps) {
    EXPECT_GE(step.rating_x10, 40);
    EXPECT_LE(step.rating_x10, 43);
    if (step.text.rfind("Skyscraper 011", 0) == 0) {
      EXPECT_EQ(step.rating_x10, 40) << step.text;
    }
    if (step.text.rfind("Grouped", 0) == 0) {
      EXPECT_EQ(step.rating_x10, 43) << step.text;
    }
  }
}

bool in_house(int cell, int house) {
  return house < 9    ? sdk::row_of(cell) == house
         : house < 18 ? sdk::col_of(cell) == house - 9
                      : sdk::block_of(cell) == house - 18;
}

/** The first of column, row and block holding both cells (Sukaku Explainer's order), or -1. */
int shared_house(int a, int b) {
  for (const int house : {9 + sdk::col_of(a), sdk::row_of(a), 18 + sdk::block_of(a)}) {
    if (in_house(b, house)) return house;
  }
  return -1;
}

/** Plain 2-link chains from the definition, without the plugin's code: for every digit, two houses
 *  each holding it exactly twice (a block's two not in one line), no shared place, an end of one and
 *  an end of the other in one house (the weak link), the other two ends not in one house; the digit
 *  leaves cells seeing both free ends outside both houses and the weak link's house. Returns the
 *  effects as "r1c2<>3" per elimination set. */
std::set<std::string> reference_two_links(const Grid& grid) {
  std::set<std::string> result;
  for (int digit = 1; digit <= 9; ++digit) {
    std::vector<std::vector<int>> pairs;
    std::vector<int> pair_house;
    for (int house = 0; house < 27; ++house) {
      std::vector<int> places;
      for (int cell = 0; cell < 81; ++cell) {
        if (in_house(cell, house) && grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit)) {
          places.push_back(cell);
        }
      }
      if (places.size() != 2) continue;
      if (house >= 18 && shared_house(places[0], places[1]) < 18) continue;
      pairs.push_back(places);
      pair_house.push_back(house);
    }
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      for (std::size_t j = 0; j < pairs.size(); ++j) {
        if (i == j) continue;
        if (pairs[i][0] == pairs[j][0] || pairs[i][0] == pairs[j][1] || pairs[i][1] == pairs[j][0] ||
            pairs[i][1] == pairs[j][1]) {
          continue;
        }
        for (int a = 0; a < 2; ++a) {
          for (int b = 0; b < 2; ++b) {
            const int bridge1 = pairs[i][1 - a], bridge2 = pairs[j][b];
            const int weak = shared_house(bridge1, bridge2);
            if (weak < 0) continue;
            const int start = pairs[i][a], end = pairs[j][1 - b];
            if (shared_house(start, end) >= 0) continue;  // a loop: its own rule
            std::vector<CellDigit> eliminations;
            for (int cell = 0; cell < 81; ++cell) {
              if (grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], digit)) continue;
              if (!sdk::sees(cell, start) || !sdk::sees(cell, end)) continue;
              if (in_house(cell, pair_house[i]) || in_house(cell, pair_house[j]) || in_house(cell, weak)) continue;
              eliminations.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
            }
            if (!eliminations.empty()) result.insert(test::effect_text(eliminations, {}));
          }
        }
      }
    }
  }
  return result;
}

/** Positions of the shipped diabolical sample: singles, locked candidates and sets applied, and fish
 *  too when `fish` (then fewer remain unsolved, with fewer simple chains). */
std::vector<test::StuckPosition> shipped_hard_positions(int count, bool fish) {
  std::vector<test::StuckPosition> positions;
  for (const auto& puzzle : read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"))) {
    if (static_cast<int>(positions.size()) >= count) break;
    if (!puzzle.solution) continue;
    Grid grid = Grid::from_digits(puzzle.givens);
    test::apply_simple_eliminations(grid);
    if (fish) test::apply_full_engine_eliminations(grid);
    if (!grid.solved()) positions.push_back({grid, *puzzle.solution, puzzle.origin});
  }
  return positions;
}

TEST(SukakuStrongLinks, FindAllHasEveryPlainTwoLinkChainOfTheReference) {
  const auto positions = shipped_hard_positions(test::scaled(60, 10), false);
  ASSERT_FALSE(positions.empty());
  int compared = 0;
  for (const auto& position : positions) {
    std::set<std::string> plain;
    for (const auto& step : test::find_steps("sukaku.strong_links", position.grid, true, {{"links", "2"}})) {
      if (step.text.find("Grouped") != std::string::npos || step.text.find("X-Loop") != std::string::npos) continue;
      plain.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
    }
    const std::set<std::string> reference = reference_two_links(position.grid);
    EXPECT_EQ(plain, reference) << position.grid.to_line();
    compared += static_cast<int>(reference.size());
  }
  EXPECT_GT(compared, test::scaled(20, 3));  // fewer positions under the sanitizers
}

/** Plain open chains of `links` strong links from the definition, without the plugin's code: per
 *  digit, houses each holding it exactly twice (a block's two not in one line), every sequence of
 *  `links` of them in distinct houses with no place in common, each link's end and the next link's
 *  start in one house (the weak link: the first of column, row, block holding both), the chain's two
 *  free ends in no common house (else an X-Loop, its own rule); the digit leaves cells seeing both
 *  ends outside every house of the chain and of its weak links. Each chain is found in both
 *  directions: the same eliminations. Returns the effects as "r1c2<>3" texts. */
std::set<std::string> reference_plain_links(const Grid& grid, int links) {
  std::set<std::string> result;
  for (int digit = 1; digit <= 9; ++digit) {
    const auto holds = [&](int cell) { return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit); };
    struct Link {
      int house;
      int cells[2];
    };
    std::vector<Link> pairs;
    for (int house = 0; house < 27; ++house) {
      std::vector<int> places;
      for (int cell = 0; cell < 81; ++cell) {
        if (in_house(cell, house) && holds(cell)) places.push_back(cell);
      }
      if (places.size() != 2 || (house >= 18 && shared_house(places[0], places[1]) < 18)) continue;
      pairs.push_back({house, {places[0], places[1]}});
    }
    // chain[i] = (pair index, which cell starts it); weak[i] joins link i to link i + 1
    std::vector<std::pair<int, int>> chain;
    std::vector<int> weak;
    std::function<void()> extend = [&]() {
      if (static_cast<int>(chain.size()) == links) {
        const int start = pairs[chain.front().first].cells[chain.front().second];
        const int end = pairs[chain.back().first].cells[1 - chain.back().second];
        if (shared_house(start, end) >= 0) return;
        std::vector<CellDigit> eliminations;
        for (int cell = 0; cell < 81; ++cell) {
          if (!holds(cell) || !sdk::sees(cell, start) || !sdk::sees(cell, end)) continue;
          bool outside = true;
          for (const auto& [index, side] : chain) outside = outside && !in_house(cell, pairs[index].house);
          for (const int house : weak) outside = outside && !in_house(cell, house);
          if (outside) eliminations.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
        }
        if (!eliminations.empty()) result.insert(test::effect_text(eliminations, {}));
        return;
      }
      for (int index = 0; index < static_cast<int>(pairs.size()); ++index) {
        bool disjoint = true;
        for (const auto& [used, side] : chain) {
          for (const int a : pairs[used].cells) {
            for (const int b : pairs[index].cells) disjoint = disjoint && a != b;
          }
          disjoint = disjoint && pairs[used].house != pairs[index].house;
        }
        if (!disjoint) continue;
        for (int side = 0; side < 2; ++side) {
          int house = -1;
          if (!chain.empty()) {
            house = shared_house(pairs[chain.back().first].cells[1 - chain.back().second], pairs[index].cells[side]);
            if (house < 0) continue;
            weak.push_back(house);
          }
          chain.emplace_back(index, side);
          extend();
          chain.pop_back();
          if (house >= 0) weak.pop_back();
        }
      }
    };
    extend();
  }
  return result;
}

TEST(SukakuStrongLinks, FindAllHasEveryPlainChainOfThreeToSixLinksOfTheReference) {
  // The plugin's plain open chains (no group, no X-Loop) of 3..6 links against the reference, on the
  // shipped diabolical positions after singles, locked candidates and sets.
  const auto positions = shipped_hard_positions(test::scaled(150, 4), false);
  ASSERT_FALSE(positions.empty());
  std::array<int, 7> compared{};
  for (const auto& position : positions) {
    for (int links = 3; links <= 6; ++links) {
      std::set<std::string> plain;
      const auto steps = test::find_steps("sukaku.strong_links", position.grid, true,
                                          {{"links", std::to_string(links)}, {"loops", "1"}});
      for (const auto& step : steps) {
        if (step.text.find("Grouped") != std::string::npos || step.text.find("X-Loop") != std::string::npos) continue;
        plain.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
      }
      const std::set<std::string> reference = reference_plain_links(position.grid, links);
      EXPECT_EQ(plain, reference) << links << " links: " << position.grid.to_line();
      compared[links] += static_cast<int>(reference.size());
    }
  }
  std::cout << "plain strong-link chains compared, 3..6 links: " << compared[3] << ", " << compared[4] << ", "
            << compared[5] << ", " << compared[6] << "\n";
  if (test::scaled(100) < 100) return;  // a few positions under the sanitizers: they may hold none
  EXPECT_GT(compared[3], 0);
  EXPECT_GT(compared[4], 0);
}

TEST(SukakuSoundness, EveryStepPassesTheHostsChecksAndAgreesWithTheSolution) {
  const auto positions = shipped_hard_positions(test::scaled(40, 8), true);
  ASSERT_FALSE(positions.empty());
  int checked = 0;
  for (const auto& position : positions) {
    for (int links = 2; links <= 4; ++links) {
      for (const char* loops : {"0", "1"}) {
        const auto steps = test::find_steps("sukaku.strong_links", position.grid, true,
                                            {{"links", std::to_string(links)}, {"loops", loops}});
        checked += test::check_steps(steps, position.grid, position.solution);
      }
    }
    for (int size = 3; size <= 6; ++size) {
      const auto steps = test::find_steps("sukaku.als_wing", position.grid, true, {{"size", std::to_string(size)}});
      checked += test::check_steps(steps, position.grid, position.solution);
    }
  }
  EXPECT_GT(checked, test::scaled(100, 20)) << positions.size() << " positions";  // fewer under the sanitizers
}

/** WXYZ- .. TUVWXYZ-Wings of `size` set cells from the definition, without the plugin's code: every
 *  clique of `size` unsolved cells (each pair sees each other; grown cell by cell over all 81, not per
 *  house) holding size + 1 digits, and every bivalue cell {x, z} outside it, both digits in the set,
 *  every set cell holding x seeing it (x restricted). Singly linked, z leaves the cells outside the
 *  wing seeing every z of the wing; with z restricted too, each digit of the set leaves the cells
 *  outside the wing seeing all its places in the wing. Returns the effects as "r1c2<>3" texts. */
std::set<std::string> reference_wings(const Grid& grid, int size) {
  const auto holds = [&](int cell, int digit) {
    return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit);
  };
  std::set<std::string> result;
  std::vector<int> set;
  const auto wings_of = [&]() {
    unsigned digits = 0;
    for (const int cell : set) digits |= grid.candidates[cell];
    if (std::popcount(digits) != size + 1) return;
    for (int pivot = 0; pivot < 81; ++pivot) {
      const unsigned pair = grid.candidates[pivot];
      if (grid.digits[pivot] != 0 || std::popcount(pair) != 2 || (pair & ~digits) != 0) continue;
      if (std::find(set.begin(), set.end(), pivot) != set.end()) continue;
      const auto restricted = [&](int digit) {
        return std::all_of(set.begin(), set.end(),
                           [&](int cell) { return !holds(cell, digit) || sdk::sees(cell, pivot); });
      };
      std::vector<int> pair_digits;
      for (int digit = 1; digit <= 9; ++digit) {
        if (sdk::has_digit(pair, digit)) pair_digits.push_back(digit);
      }
      for (int k = 0; k < 2; ++k) {
        const int x = pair_digits[k], z = pair_digits[1 - k];
        if (!restricted(x)) continue;
        const bool doubly = restricted(z);
        if (doubly && k == 1) continue;  // the same wing as k = 0
        std::vector<CellDigit> eliminations;
        for (int digit = 1; digit <= 9; ++digit) {
          if (doubly ? !sdk::has_digit(digits, digit) : digit != z) continue;
          std::vector<int> holders;
          for (const int cell : set) {
            if (holds(cell, digit)) holders.push_back(cell);
          }
          if (sdk::has_digit(pair, digit)) holders.push_back(pivot);
          for (int cell = 0; cell < 81; ++cell) {
            if (!holds(cell, digit) || cell == pivot || std::find(set.begin(), set.end(), cell) != set.end()) continue;
            if (std::all_of(holders.begin(), holders.end(), [&](int holder) { return sdk::sees(cell, holder); })) {
              eliminations.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
            }
          }
        }
        if (!eliminations.empty()) result.insert(test::effect_text(eliminations, {}));
      }
    }
  };
  const auto grow = [&](const auto& self, int from) -> void {
    if (static_cast<int>(set.size()) == size) {
      wings_of();
      return;
    }
    for (int cell = from; cell < 81; ++cell) {
      if (grid.digits[cell] != 0 || std::popcount(static_cast<unsigned>(grid.candidates[cell])) < 2) continue;
      if (!std::all_of(set.begin(), set.end(), [&](int member) { return sdk::sees(member, cell); })) continue;
      set.push_back(cell);
      self(self, cell + 1);
      set.pop_back();
    }
  };
  grow(grow, 0);
  return result;
}

// Wings of every size as the reference finds them, on the shipped diabolical positions after singles,
// locked candidates and sets (fish left in: more candidates, more wings).
TEST(SukakuAlsWing, FindAllHasEveryWingOfTheReference) {
  const auto positions = shipped_hard_positions(test::scaled(150, 25), false);
  ASSERT_FALSE(positions.empty());
  int compared[7] = {};
  for (const auto& position : positions) {
    for (int size = 3; size <= 6; ++size) {
      std::set<std::string> found;
      for (const auto& step :
           test::find_steps("sukaku.als_wing", position.grid, true, {{"size", std::to_string(size)}})) {
        found.insert(test::effect_text({step.eliminations.begin(), step.eliminations.end()}, {}));
      }
      const std::set<std::string> reference = reference_wings(position.grid, size);
      EXPECT_EQ(found, reference) << "size " << size << ": " << position.grid.to_line();
      compared[size] += static_cast<int>(reference.size());
    }
  }
  // 65, 51, 27 and 6 effects of sizes 3..6 on the whole sample; the sanitizer pass takes a sixth of it,
  // where a TUVWXYZ-Wing may be missing.
  const bool whole_sample = test::scaled(150, 25) == 150;
  for (int size = 3; size <= 6; ++size) {
    if (size < 6 || whole_sample) {
      EXPECT_GT(compared[size], 0) << "size " << size;
    }
  }
}

// Bank puzzles (sx_by_rating_200each, solutions computed) where singles, locked sets and fish are
// stuck, and the hardest corpus: every wing agrees with the solution and passes the host's checks, and
// find-all matches the reference. In CI every 40th bank puzzle and 20 hardest; with NPE_LONG_TESTS
// every 4th and 1,000.
TEST(SukakuAlsWing, OnHardPositionsEveryWingHoldsAndMatchesTheReference) {
  NPE_NEEDS_SHARED_CORPORA("sx_by_rating_200each.txt", "forum_hardest_1905_11plus.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  auto positions = test::stuck_hardest_positions(long_run ? 2500 : test::scaled(250, 40), long_run ? 4 : 40,
                                                 "sx_by_rating_200each.txt");
  for (auto& position : test::stuck_hardest_positions(long_run ? 1000 : test::scaled(20, 4), long_run ? 1 : 100,
                                                      "forum_hardest_1905_11plus.txt")) {
    positions.push_back(std::move(position));
  }
  ASSERT_FALSE(positions.empty());
  int checked = 0;
  for (const auto& position : positions) {
    for (int size = 3; size <= 6; ++size) {
      const auto steps = test::find_steps("sukaku.als_wing", position.grid, true, {{"size", std::to_string(size)}});
      checked += test::check_steps(steps, position.grid, position.solution);
      EXPECT_EQ(test::effects(steps), reference_wings(position.grid, size))
          << "size " << size << ": " << position.origin;
    }
  }
  std::cout << positions.size() << " positions, " << checked << " wings checked\n";
  EXPECT_GT(checked, test::scaled(30, 3)) << positions.size() << " positions";
}

/** "puzzle ER EP ED bank" lines of tests/data/corpora/sx_by_rating_sample.txt: puzzle and bank rating. */
std::vector<std::pair<std::string, int>> shipped_bank_sample() {
  std::vector<std::pair<std::string, int>> out;
  std::ifstream in(test::data_file("corpora/sx_by_rating_sample.txt"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string puzzle;
    double er = 0, ep = 0, ed = 0, bank = 0;
    fields >> puzzle >> er >> ep >> ed >> bank;
    out.push_back({puzzle, static_cast<int>(bank * 10 + 0.5)});
  }
  return out;
}

// The shipped sample of the bank (4 puzzles of each rating 2.5 to 6.2, 110 in all): Sukaku Explainer's
// ratings, where serate's engine type agrees on 76 (the rest are 4.0-4.3, 5.4-5.7, 6.2: Sukaku rules).
TEST(SukakuEngine, TheShippedBankSampleGetsTheBanksRatings) {
  const auto sample = shipped_bank_sample();
  ASSERT_EQ(sample.size(), 110u);
  Engine engine = sukaku_engine();
  int agree = 0;
  for (const auto& [puzzle, bank] : sample) {
    const int er = rate(engine, puzzle).er_x10;
    if (er == bank) {
      ++agree;
    } else {
      ADD_FAILURE() << puzzle << ": bank " << bank << ", npe " << er;
    }
  }
  EXPECT_EQ(agree, 110);
}

// A spread sample of the whole bank (every 157th of sx_by_rating_200each, 63 puzzles, ratings 2.5 to
// 9.1): at least 95% agree (the whole bank's figure is in docs/techniques.md "Sukaku Explainer ratings").
TEST(SukakuEngine, ASampleOfTheWholeBankMostlyGetsTheBanksRatings) {
  // GTEST_SKIP when ../shared/corpora lacks the bank.
  NPE_NEEDS_SHARED_CORPORA("sx_by_rating_200each.txt");
  std::ifstream in(test::shared_corpus("sx_by_rating_200each.txt"));
  Engine engine = sukaku_engine();
  std::string puzzle;
  double bank = 0;
  int index = 0, compared = 0, agree = 0;
  const int stride = 157 * (test::scaled(63) < 63 ? 4 : 1);
  while (in >> puzzle >> bank) {
    if (index++ % stride != 0) continue;
    ++compared;
    if (rate(engine, puzzle).er_x10 == static_cast<int>(bank * 10 + 0.5)) ++agree;
  }
  ASSERT_GT(compared, 10);
  EXPECT_GE(agree * 100, compared * 95) << agree << " of " << compared;
}

}  // namespace
}  // namespace npe::sukaku_test
