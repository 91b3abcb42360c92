// The engine's step loop allocates nothing but the run's record, and the record of singles, locked
// candidates, subsets and basic fish nothing but its steps vector (reserved once): steps are checked
// where the plugin reports them, only the chosen one is copied, and its short lists fit inline
// (docs/performance.md). Counted by the test driver's replaced global operator new
// (tests/driver/allocation_counter.cpp), which the sanitizer build's driver leaves out: the
// sanitizers bring their own allocator.
#include <gtest/gtest.h>

#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::engine_allocation_test {
namespace {

/** Heap blocks a copy of the step needs: its short lists longer than their inline room, its other
 *  non-empty vectors, and strings past the small-string buffer. */
long record_allocations(const Step& step) {
  long blocks = 0;
  for (const std::string* text : {&step.technique, &step.text}) blocks += text->size() > 15;
  blocks += step.placements.size() > StepPlacements{}.capacity();
  blocks += step.eliminations.size() > StepCellDigits{}.capacity();
  for (std::size_t size : {step.cells.size(), step.fins.size()}) blocks += size > StepCells{}.capacity();
  for (std::size_t size : {step.base_houses.size(), step.cover_houses.size()}) blocks += size > StepHouses{}.capacity();
  for (std::size_t size : {step.chains.size(), step.colors.size(), step.als.size(), step.restricted_commons.size(),
                           step.endo_fins.size(), step.cannibalistic.size()}) {
    blocks += size > 0;
  }
  for (const auto& chain : step.chains) blocks += !chain.nodes.empty();
  return blocks;
}

void expect_only_the_record_allocates(const std::string& engine_file, const std::vector<std::string>& puzzles) {
  if (!test::allocations_counted())
    GTEST_SKIP() << "this test driver does not count allocations (the sanitizer build's)";
  Engine engine(load_engine_type(test::source_dir() / engine_file), test::shipped_plugins());
  for (const auto& text : puzzles) {
    const Puzzle puzzle = parse_puzzle_argument(text);
    engine.run(puzzle);  // the engine's reused buffers reach their size
    test::start_counting_allocations();
    const RunResult run = engine.run(puzzle);
    const long allocations = test::stop_counting_allocations();
    ASSERT_GT(run.steps.size(), 20u);
    long steps_blocks = 0;
    for (const auto& step : run.steps) steps_blocks += record_allocations(step.step);
    // These engine types' steps fit their lists' inline room: no block per step at all.
    EXPECT_EQ(steps_blocks, 0) << engine_file << " on " << text;
    // The steps vector is reserved once (a step per empty cell and 16 more), then grows by doubling.
    long growth = 1;
    for (auto capacity = static_cast<std::size_t>(81 - run.start_digits + 16); capacity < run.steps.size();
         capacity *= 2)
      ++growth;
    EXPECT_LE(allocations, steps_blocks + growth + 2)
        << engine_file << " on " << text << ": " << run.steps.size() << " steps";
  }
}

// The first puzzle of fixtures/puzzles/norvig_easy.txt and the seed's 24-digit board (docs/seed-notes.md).
const std::vector<std::string> kPuzzles = {
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "-2---73--/---8----7/--5-1--4-/-3-9--7--/1-------3/--2--4-9-/-7--8-2--/4----5---/--83---5-"};

TEST(EngineAllocation, NpeType1AllocatesOnlyItsRecord) {
  expect_only_the_record_allocates("configs/engines/npe-type1.yaml", kPuzzles);
}

TEST(EngineAllocation, HodokuBasicSetAllocatesOnlyItsRecord) {
  expect_only_the_record_allocates("bench/engines/hodoku-basic.yaml", kPuzzles);
}

}  // namespace
}  // namespace npe::engine_allocation_test
