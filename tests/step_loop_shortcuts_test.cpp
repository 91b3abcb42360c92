// The step loop's two shortcuts (docs/performance.md), each against the full work it skips:
// - `candidates: rebuild` types rebuild the candidates only when a step could have left them differing
//   from a rebuild: after a step, place() removes the digit from its peers as a rebuild would. Checked
//   on the grid after every recorded step, and as whole runs against runs rebuilding before every step.
// - The validity check after a step looks only where the step can have broken the board
//   (ValidityDelta): against find_invalidity after random changes, and as whole runs.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/validity_delta.hpp"
#include "solver/board_validity.hpp"
#include "test_support.hpp"

namespace npe::step_loop_shortcuts_test {
namespace {

std::vector<Puzzle> shipped_puzzles() { return test::shipped_puzzle_sample(300); }

/** An engine type of configs/engines, or bench/engines (hodoku-basic). */
Engine make_engine(const std::string& name, bool shortcuts) {
  auto file = test::source_dir() / ("configs/engines/" + name + ".yaml");
  if (!std::filesystem::exists(file)) file = test::source_dir() / ("bench/engines/" + name + ".yaml");
  return Engine(load_engine_type(file), test::shipped_plugins(),
                {.incremental_candidates = shortcuts, .narrowed_validity = shortcuts});
}

const std::vector<std::string> kRebuildTypes = {"npe-type1", "npe-box", "npe-type2", "npe-type3"};

TEST(StepLoopShortcuts, PlacingAfterEveryStepEqualsARebuild) {
  const auto puzzles = shipped_puzzles();
  for (const auto& name : kRebuildTypes) {
    Engine engine = make_engine(name, true);
    std::size_t compared = 0;
    for (const auto& puzzle : puzzles) {
      const RunResult run = engine.run(puzzle);
      Grid placed = Grid::from_digits(puzzle.givens);
      std::vector<CellDigit> eliminated;
      for (const auto& applied : run.steps) {
        for (const auto& [cell, digit] : applied.step.eliminations) placed.eliminate(cell, digit);
        eliminated.insert(eliminated.end(), applied.step.eliminations.begin(), applied.step.eliminations.end());
        for (const auto& [cell, digit] : applied.step.placements) placed.place(cell, digit);
        Grid rebuilt = placed;
        rebuilt.rebuild_candidates();
        for (const auto& [cell, digit] : eliminated) rebuilt.eliminate(cell, digit);
        ASSERT_EQ(placed.candidates, rebuilt.candidates)
            << name << " on " << placed.to_line() << " after " << applied.step.technique << " " << applied.step.text;
        ++compared;
      }
    }
    EXPECT_GT(compared, puzzles.size()) << name;
  }
}

void expect_same_runs(const RunResult& a, const RunResult& b, const std::string& what) {
  ASSERT_EQ(a.outcome, b.outcome) << what;
  ASSERT_EQ(a.reason, b.reason) << what;
  ASSERT_EQ(a.steps.size(), b.steps.size()) << what;
  for (std::size_t i = 0; i < a.steps.size(); ++i) {
    const auto &x = a.steps[i], &y = b.steps[i];
    ASSERT_EQ(x.step.technique, y.step.technique) << what << " step " << i + 1;
    ASSERT_EQ(x.step.text, y.step.text) << what << " step " << i + 1;
    ASSERT_EQ(x.step.placements, y.step.placements) << what << " step " << i + 1;
    ASSERT_EQ(x.step.eliminations, y.step.eliminations) << what << " step " << i + 1;
    ASSERT_EQ(x.preprocessed, y.preprocessed) << what << " step " << i + 1;
    ASSERT_EQ(x.points, y.points) << what << " step " << i + 1;
    ASSERT_EQ(x.board_digits, y.board_digits) << what << " step " << i + 1;
  }
  ASSERT_EQ(a.final_grid.digits, b.final_grid.digits) << what;
  ASSERT_EQ(a.final_grid.candidates, b.final_grid.candidates) << what;
  ASSERT_EQ(a.final_preprocessed, b.final_preprocessed) << what;
}

TEST(StepLoopShortcuts, RunsEqualRunsThatRebuildAndCheckTheWholeBoard) {
  const auto puzzles = shipped_puzzles();
  std::vector<std::string> types = kRebuildTypes;
  for (const char* name : {"hodoku-basic", "full", "gnpx-lockedset"}) types.push_back(name);
  for (const auto& name : types) {
    Engine shortcut = make_engine(name, true), full = make_engine(name, false);
    for (const auto& puzzle : puzzles) {
      expect_same_runs(shortcut.run(puzzle), full.run(puzzle), name + " on " + puzzle.givens_line());
    }
  }
}

/** A random candidate of the grid, none when none is left. */
std::optional<CellDigit> random_candidate(const Grid& grid, std::mt19937& random) {
  std::vector<CellDigit> all;
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (sdk::has_digit(grid.candidates[cell], digit))
        all.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
    }
  }
  if (all.empty()) return std::nullopt;
  return all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(random)];
}

/** Whether `bands` are the grid's candidate bands as worked out from its masks. */
bool same_bands(const CandidateBands& bands, const Grid& grid) {
  CandidateBands expected;
  candidate_bands_of(grid, expected);
  for (std::size_t digit = 0; digit < expected.size(); ++digit) {
    if (!std::equal(std::begin(bands[digit].band), std::end(bands[digit].band), std::begin(expected[digit].band)))
      return false;
  }
  return true;
}

// From valid boards, one to three random eliminations and placements of candidates at a time: the
// narrowed check says valid exactly when find_invalidity finds nothing (none of these changes is one
// it declines to narrow), and a valid board is the next base: the bitboards are kept by the changes
// across many rounds, and taken afresh only after an invalid board sends the grid back to the start.
TEST(ValidityDelta, AgreesWithFindInvalidityAfterRandomChanges) {
  std::mt19937 random(20);
  std::size_t valid = 0, invalid = 0;
  for (const auto& puzzle : shipped_puzzles()) {
    const Grid start = Grid::from_digits(puzzle.givens);
    if (find_invalidity(start)) continue;
    Grid grid = start, plain = start;  // plain: the same changes made by Grid itself
    ValidityDelta delta;
    delta.reset(grid);
    for (int round = 0; round < 40; ++round) {
      delta.clear();  // the board is valid: the next changes' base (its bitboards kept by the changes)
      const int changes = std::uniform_int_distribution<int>(1, 3)(random);
      for (int i = 0; i < changes; ++i) {
        const auto change = random_candidate(grid, random);
        if (!change) break;
        if (random() % 3 == 0) {
          delta.place(grid, change->cell, change->digit);
          plain.place(change->cell, change->digit);
        } else {
          delta.eliminate(grid, change->cell, change->digit);
          plain.eliminate(change->cell, change->digit);
        }
      }
      // place() visits only the peers its bitboards say hold the digit: the board must still be
      // exactly what Grid::place makes of it.
      ASSERT_EQ(grid.digits, plain.digits);
      ASSERT_EQ(grid.candidates, plain.candidates);
      // The candidate bands the techniques are handed are kept with the bitboards: they must be
      // what a pass over the masks gives, after any changes and after a reset.
      ASSERT_TRUE(same_bands(delta.candidate_bands(), grid)) << grid.to_line();
      const auto reason = find_invalidity(grid);
      ASSERT_EQ(delta.still_valid(), !reason) << grid.to_line() << (reason ? ": " + *reason : "");
      if (reason) {
        ++invalid;
        grid = plain = start;
        delta.reset(grid);
        ASSERT_TRUE(same_bands(delta.candidate_bands(), grid)) << grid.to_line();
      } else {
        ++valid;
      }
    }
  }
  // Both answers were met often.
  EXPECT_GT(valid, 1000u);
  EXPECT_GT(invalid, 1000u);
}

TEST(ValidityDelta, DeclinesPlacementsItCannotNarrow) {
  const Grid start =
      test::grid_from("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  ASSERT_FALSE(find_invalidity(start));
  {
    Grid grid = start;
    ValidityDelta delta;
    EXPECT_FALSE(delta.still_valid());  // no base taken yet
    delta.reset(grid);
    delta.place(grid, 0, 3);  // beside the 3 of r1c3: a duplicate
    EXPECT_FALSE(delta.still_valid());
    EXPECT_TRUE(find_invalidity(grid));
  }
  {
    Grid grid = start;
    ValidityDelta delta;
    delta.reset(grid);
    delta.place(grid, 2, 4);  // over the given 3
    EXPECT_FALSE(delta.still_valid());
  }
  {
    Grid grid = start;
    ValidityDelta delta;
    delta.reset(grid);
    EXPECT_TRUE(delta.still_valid());  // nothing changed
  }
}

}  // namespace
}  // namespace npe::step_loop_shortcuts_test
