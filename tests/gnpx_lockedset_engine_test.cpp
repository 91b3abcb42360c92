// GNPX's engine types. gnpx-lockedset: singles, then LockedSet 2..7 with naked before hidden of each
// order (GNPX's analyzer order, docs/seed-notes.md), eliminations kept between steps. gnpx: GNPX
// v5.84's method list in its order with its difficulty levels as ratings (docs/techniques.md, "GNPX's
// methods and the engine type `gnpx`").
#include <gtest/gtest.h>

#include <map>

#include "engine/engine.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::gnpx_lockedset_engine_test {
namespace {

EngineType gnpx_type() { return load_engine_type(test::source_dir() / "configs/engines/gnpx-lockedset.yaml"); }

TEST(GnpxLockedSetEngine, TechniqueOrder) {
  const EngineType type = gnpx_type();
  EXPECT_EQ(type.candidates, CandidateMode::persistent);
  EXPECT_FALSE(type.priority_digit);
  std::vector<std::string> order;
  for (const auto& ref : type.techniques) {
    std::string entry = ref.id;
    for (const auto& [name, value] : ref.params) {
      if (name == "size") entry += "/" + value;
    }
    order.push_back(entry);
  }
  const std::vector<std::string> expected = {"box",
                                             "row",
                                             "col",
                                             "cell",
                                             "locked_set.naked/2",
                                             "locked_set.hidden/2",
                                             "locked_set.naked/3",
                                             "locked_set.hidden/3",
                                             "locked_set.naked/4",
                                             "locked_set.hidden/4",
                                             "locked_set.naked/5",
                                             "locked_set.hidden/5",
                                             "locked_set.naked/6",
                                             "locked_set.hidden/6",
                                             "locked_set.naked/7",
                                             "locked_set.hidden/7"};
  EXPECT_EQ(order, expected);
}

TEST(GnpxLockedSetEngine, PointsPerOrder) {
  const EngineType type = gnpx_type();
  for (const auto& ref : type.techniques) {
    if (ref.id.rfind("locked_set.", 0) != 0) continue;
    const int order = std::stoi(ref.params.at(0).second);
    const int expected = 20 + 10 * (order - 2) + (ref.id == "locked_set.hidden" ? 5 : 0);
    EXPECT_EQ(type.points_for(ref, 60, 0), expected) << ref.id << " size " << order;
  }
}

TEST(GnpxLockedSetEngine, SolvesTheSeedPuzzleWithTheSeedsFirstPair) {
  Engine engine(gnpx_type(), test::shipped_plugins());
  Puzzle puzzle =
      parse_puzzle_line("2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3");
  puzzle.solution = unique_solution(puzzle.givens);  // every step is checked against it
  const RunResult run = engine.run(puzzle);
  EXPECT_EQ(run.outcome, Outcome::solved);
  std::vector<std::string> eliminating;
  for (const auto& step : run.steps) {
    if (!step.step.eliminations.empty()) eliminating.push_back(step.step.text);
  }
  // After the singles (49 digits) the first LockedSet in GNPX's order is the seed's item 1.
  ASSERT_FALSE(eliminating.empty());
  EXPECT_EQ(eliminating.front(), "Locked Pair[2D] r6c45 #38");
}

// --- the engine type gnpx ------------------------------------------------------------------------

EngineType gnpx_methods_type() { return load_engine_type(test::source_dir() / "configs/engines/gnpx.yaml"); }

TEST(GnpxEngine, EveryEntryIsAShippedTechniqueWithGnpxsLevel) {
  const EngineType type = gnpx_methods_type();
  EXPECT_EQ(type.candidates, CandidateMode::persistent);
  EXPECT_FALSE(type.priority_digit);
  std::map<std::string, int> level;  // GNPX's difficultyLevel of a few methods (501 Analyzer_Man.cs)
  for (const auto& ref : type.techniques) {
    EXPECT_NO_THROW(test::shipped_plugins().create(ref.id, ref.params)) << ref.id;
    ASSERT_TRUE(ref.rating_x10.has_value()) << ref.id;
    std::string key = ref.id;
    for (const auto& [name, value] : ref.params) key += "/" + name + "=" + value;
    level.emplace(key, *ref.rating_x10 / 10);
  }
  EXPECT_EQ(type.techniques.front().id, "hodoku.singles");
  EXPECT_EQ(level.at("hodoku.singles"), 1);                              // LastDigit, NakedSingle, HiddenSingle
  EXPECT_EQ(level.at("fish.basic/size=5"), 10);                          // Squirmbag
  EXPECT_EQ(level.at("als.gnpx_xyz_wing"), 5);                           // XYZ_WingALS
  EXPECT_EQ(level.at("als.gnpx_death_blossom_ex"), 10);                  // ALS_DeathBlossomEx
  EXPECT_EQ(level.at("als.gnpx_subset_exclusion/als=1"), 8);             // SubsetExclusionALS
  EXPECT_EQ(level.at("als.gnpx_als_wing/size=2"), 9);                    // eALS_Wing_2D
  EXPECT_EQ(level.at("als.gnpx_als_wing/size=4"), 11);                   // eALS_Wing_4D
  EXPECT_EQ(level.at("complex_fish.kraken"), 13);                        // eKrakenFish
  EXPECT_EQ(level.at("se_chains.nested_forcing/max_work=2000000"), 14);  // past GNPX: npe's nested levels
}

// GNPX v5.84 has no brute force: past its last method (eKrakenFish) the engine type goes on with
// Sudoku Explainer's nested levels at level 14, which GNPX never shows. This puzzle (line 3 of the
// forum's hardest list, shared/corpora/forum_hardest_1106.txt) is one GNPX's methods leave stuck.
TEST(GnpxEngine, PastGnpxsMethodsTheNestedLevelsSolveAForumHardestPuzzleAtLevel14) {
  if (test::scaled(100) < 100) return;  // a second of CPU in Release; minutes under sanitizers
  Engine engine(gnpx_methods_type(), test::shipped_plugins());
  Puzzle puzzle =
      parse_puzzle_line("..2...7...1.....6.5......18....37.......49.....41.23....3.2.9...8.....5.6.......2");
  puzzle.solution = unique_solution(puzzle.givens);
  const RunResult run = engine.run(puzzle);
  EXPECT_EQ(run.outcome, Outcome::solved);
  EXPECT_EQ(run.rating_x10, 140);
  int nested = 0;
  for (const auto& step : run.steps) nested += step.step.technique.rfind("se_chains.", 0) == 0;
  EXPECT_GT(nested, 0);
}

TEST(GnpxEngine, SolvesPage44sXyzWingPuzzleAndRatesItWithGnpxsLevels) {
  // GNPX's docs page44.html gives this puzzle for XYZ-Wing; in GNPX's order an XY-Chain (level 7) comes
  // first, so the run's rating is 7.
  Engine engine(gnpx_methods_type(), test::shipped_plugins());
  Puzzle puzzle =
      parse_puzzle_line("7.1..9..8.52...19..8...3.574.3.5.......2.1.......3.7.519.7...3..37...68.8..3..9.1");
  puzzle.solution = unique_solution(puzzle.givens);
  const RunResult run = engine.run(puzzle);
  EXPECT_EQ(run.outcome, Outcome::solved);
  EXPECT_EQ(run.rating_x10, 70);
}

}  // namespace
}  // namespace npe::gnpx_lockedset_engine_test
