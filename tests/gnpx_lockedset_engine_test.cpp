// The gnpx-lockedset engine type: singles, then LockedSet 2..7 with naked before hidden of each
// order (GNPX's analyzer order, docs/seed-notes.md), eliminations kept between steps.
#include <gtest/gtest.h>

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
  const std::vector<std::string> expected = {
      "box",                  "row",                  "col",                  "cell",
      "locked_set.naked/2",   "locked_set.hidden/2",  "locked_set.naked/3",   "locked_set.hidden/3",
      "locked_set.naked/4",   "locked_set.hidden/4",  "locked_set.naked/5",   "locked_set.hidden/5",
      "locked_set.naked/6",   "locked_set.hidden/6",  "locked_set.naked/7",   "locked_set.hidden/7"};
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
  Puzzle puzzle = parse_puzzle_line("2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3");
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

}  // namespace
}  // namespace npe::gnpx_lockedset_engine_test
