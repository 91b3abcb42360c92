// Engine semantics: priority digit, outcomes, points and status line, candidate modes.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "engine/engine.hpp"
#include "engine/givens_solutions.hpp"
#include "isolation/engine_runner.hpp"
#include "loader/plugin_registry.hpp"
#include "reports/status_line.hpp"
#include "test_support.hpp"

namespace npe::engine_test {
namespace {

using ::testing::HasSubstr;

// The seed's 24-digit board (docs/seed-notes.md, The 30-step sequences).
constexpr const char* kSeedBoard =
    "-2---73--/---8----7/--5-1--4-/-3-9--7--/1-------3/--2--4-9-/-7--8-2--/4----5---/--83---5-";

EngineType engine_type(const std::string& yaml) { return parse_engine_type(yaml, "test.yaml"); }

EngineType type1(const std::vector<std::string>& overrides = {}) {
  return load_engine_type(test::source_dir() / "configs/engines/npe-type1.yaml", overrides);
}

TEST(Engine, PriorityDigitPrefersThePreviousDigitWhenTheTechniqueOffersIt) {
  Engine engine(engine_type("name: t\ntechniques: [box]\npriority_digit: true\n"), test::shipped_plugins());
  const Puzzle puzzle = parse_puzzle_argument(kSeedBoard);
  const RunResult run = engine.run(puzzle);
  ASSERT_GT(run.steps.size(), 30u);
  Grid grid = Grid::from_digits(puzzle.givens);
  int switched = 0;
  for (std::size_t i = 0; i < run.steps.size(); ++i) {
    const auto moves = test::find_steps("box", grid);
    ASSERT_FALSE(moves.empty());
    const CellDigit placed = run.steps[i].step.placements.at(0);
    if (i > 0) {
      const int key = run.steps[i - 1].step.placements.at(0).digit;
      const auto with_key =
          std::find_if(moves.begin(), moves.end(), [&](const Step& m) { return m.placements[0].digit == key; });
      // The first move with the key digit when there is one, else the first move.
      const Step& expected = with_key != moves.end() ? *with_key : moves.front();
      EXPECT_EQ(placed, expected.placements[0]) << "step " << i + 1;
      switched += with_key == moves.end();
    } else {
      EXPECT_EQ(placed, moves.front().placements[0]);
    }
    grid.place(placed.cell, placed.digit);
  }
  EXPECT_GT(switched, 0);  // the key digit ran out at least once
}

TEST(Engine, WithoutPriorityDigitTheFirstMoveInScanOrderIsTaken) {
  Engine engine(engine_type("name: t\ntechniques: [box]\npriority_digit: false\n"), test::shipped_plugins());
  const Puzzle puzzle = parse_puzzle_argument(kSeedBoard);
  Grid grid = Grid::from_digits(puzzle.givens);
  for (const auto& step : engine.run(puzzle).steps) {
    EXPECT_EQ(step.step.placements.at(0), test::find_steps("box", grid, false).at(0).placements.at(0));
    grid.place(step.step.placements[0].cell, step.step.placements[0].digit);
  }
}

TEST(Engine, OutcomeSolvedWithStatusLineAndDifficulty) {
  Engine engine(type1(), test::shipped_plugins());
  const RunResult run = engine.run(parse_puzzle_argument(kSeedBoard));
  EXPECT_EQ(run.outcome, Outcome::solved);
  EXPECT_TRUE(run.final_grid.solved());
  EXPECT_EQ(run.start_digits, 24);
  EXPECT_EQ(run.steps.size(), 57u);
  // Box steps cost 2 points below 51 digits on the board and 1 point from 51 on (seed's rule).
  int expected_d = 0;
  for (const auto& step : run.steps) {
    ASSERT_EQ(step.step.technique, "box");
    expected_d += step.board_digits >= 51 ? 1 : 2;
  }
  EXPECT_EQ(run.difficulty, expected_d);
  const std::string status = status_line(run);
  EXPECT_THAT(status, ::testing::StartsWith("Status(24) 1 11111 11111 "));
  EXPECT_THAT(status, HasSubstr(" OK! /"));
  EXPECT_THAT(status, ::testing::EndsWith("d=" + std::to_string(expected_d) + ", f=0"));
}

TEST(Engine, FrequencyCountsCellStepsTenfoldAndLineStepsOnce) {
  RunResult run;
  run.start_digits = 78;
  run.outcome = Outcome::solved;
  for (int code : {3, 2, 3}) {
    RunStep step;
    step.status_code = code;
    step.board_digits = run.start_digits + static_cast<int>(run.steps.size());
    run.steps.push_back(step);
  }
  EXPECT_EQ(technique_frequency(run), 21);
  EXPECT_EQ(status_line(run), "Status(78) 32 3 OK! /33/ d=0, f=21");
}

TEST(Engine, OutcomeStuckWhenNoTechniqueApplies) {
  Engine engine(type1(), test::shipped_plugins());
  const RunResult run = engine.run(parse_puzzle_line(std::string(81, '.')));
  EXPECT_EQ(run.outcome, Outcome::stuck);
  EXPECT_TRUE(run.steps.empty());
}

TEST(Engine, OutcomeInvalidWithReason) {
  Engine engine(type1(), test::shipped_plugins());
  const RunResult run = engine.run(parse_puzzle_line("11" + std::string(79, '.')));
  EXPECT_EQ(run.outcome, Outcome::invalid);
  EXPECT_EQ(run.reason, "digit 1 twice in row 1 (r1c1, r1c2)");
}

TEST(Engine, OutcomeStepLimit) {
  Engine engine(type1({"max_steps=3"}), test::shipped_plugins());
  const RunResult run = engine.run(parse_puzzle_argument(kSeedBoard));
  EXPECT_EQ(run.outcome, Outcome::step_limit);
  EXPECT_EQ(run.steps.size(), 3u);
}

// A search that ends past time_limit_ms with nothing may have been cut short by its technique's own
// bound: the run ends step-limit, not stuck (broken.slow_quiet spins 200 ms of CPU and finds nothing).
TEST(Engine, ASearchThatFindsNothingPastTheTimeLimitEndsStepLimitNotStuck) {
  PluginRegistry registry;
  ASSERT_TRUE(registry.load_file(test::broken_plugin_dir() / "slow_quiet.so"));
  const Puzzle puzzle = parse_puzzle_argument(kSeedBoard);
  const RunResult limited =
      Engine(engine_type("name: t\ntechniques: [broken.slow_quiet]\ntime_limit_ms: 50\n"), registry).run(puzzle);
  EXPECT_EQ(limited.outcome, Outcome::step_limit);
  EXPECT_EQ(limited.reason, "time limit of 50 ms (step 1's search found nothing after it)");
  const RunResult in_time =
      Engine(engine_type("name: t\ntechniques: [broken.slow_quiet]\ntime_limit_ms: 60000\n"), registry).run(puzzle);
  EXPECT_EQ(in_time.outcome, Outcome::stuck);
  EXPECT_EQ(in_time.reason, "");
}

TEST(Engine, TechniquesAreTriedInOrderAndTheFirstThatFindsWins) {
  // With cell first, a position with both a naked single and box moves takes the naked single.
  Engine cell_first(engine_type("name: t\ntechniques: [cell, box]\n"), test::shipped_plugins());
  Engine box_first(engine_type("name: t\ntechniques: [box, cell]\n"), test::shipped_plugins());
  Puzzle puzzle =
      parse_puzzle_line("..8723469367954821294816375619238547485697132732145986976381254841572693523469718");
  EXPECT_EQ(cell_first.run(puzzle).steps.at(0).step.technique, "cell");
  EXPECT_EQ(box_first.run(puzzle).steps.at(0).step.technique, "box");
}

TEST(Engine, AStepContradictingTheKnownSolutionIsRefused) {
  Engine engine(type1(), test::shipped_plugins());
  // The solution given claims r1c1 = 2 although the box technique finds 1 there.
  Puzzle puzzle = parse_puzzle_line(".5" + std::string(79, '.'));
  puzzle.givens =
      parse_puzzle_line(".58723469367954821294816375619238547485697132732145986976381254841572693523469718").givens;
  puzzle.solution = puzzle.givens;
  (*puzzle.solution)[0] = 2;
  try {
    engine.run(puzzle);
    FAIL() << "a contradicting step was applied";
  } catch (const PluginError& e) {
    EXPECT_THAT(e.what(), HasSubstr("places 1 in r1c1, contradicting the solution"));
  }
}

TEST(Engine, UnknownTechniqueNamesTheYamlLocation) {
  try {
    Engine engine(engine_type("name: t\ntechniques: [box, nope]\n"), test::shipped_plugins());
    FAIL();
  } catch (const InputError& e) {
    EXPECT_STREQ(e.what(), "test.yaml:2:19: unknown technique 'nope'");
  }
}

TEST(GivensSolutions, SaysWhatTheExactSolverFindsOfTheGivens) {
  const std::string solved = "158723469367954821294816375619238547485697132732145986976381254841572693523469718";
  const Digits unique_givens = parse_puzzle_argument(".." + solved.substr(2)).givens;
  GivensSolutions unique(unique_givens);
  EXPECT_TRUE(unique.unique());
  EXPECT_FALSE(unique.none());
  EXPECT_FALSE(unique.undecided());
  EXPECT_EQ(unique.solution(), parse_puzzle_argument(solved).givens);

  const Digits clashing = parse_puzzle_argument("11" + std::string(79, '.')).givens;
  GivensSolutions none(clashing);
  EXPECT_TRUE(none.none());
  EXPECT_FALSE(none.unique());

  const Digits empty = parse_puzzle_argument(std::string(81, '.')).givens;
  GivensSolutions several(empty);
  EXPECT_FALSE(several.unique());
  EXPECT_FALSE(several.none());
  EXPECT_FALSE(several.undecided());
}

TEST(Engine, OptionsAreTheOnesItWasMadeWith) {
  Engine plain(type1(), test::shipped_plugins());
  EXPECT_TRUE(plain.options().check_solution);
  EXPECT_FALSE(plain.options().check_soundness);
  EXPECT_FALSE(plain.options().errors_as_results);
  Engine timed(type1(), test::shipped_plugins(), {.time_techniques = true});
  timed.run(parse_puzzle_argument(kSeedBoard));
  EXPECT_EQ(timed.technique_seconds().size(), timed.instances().size());
  EXPECT_TRUE(plain.technique_seconds().empty());
}

TEST(EngineRunner, RefusesAnEngineThatWouldThrowARefusedStep) {
  Engine throwing(type1(), test::shipped_plugins());
  EXPECT_THROW(EngineRunner({&throwing}, IsolationOptions{}, {""}), std::invalid_argument);
  Engine recording(type1(), test::shipped_plugins(), {.errors_as_results = true});
  EngineRunner runner({&recording}, IsolationOptions{}, {""});
  EXPECT_EQ(runner.run(0, parse_puzzle_argument(kSeedBoard)).outcome, Outcome::solved);
}

}  // namespace
}  // namespace npe::engine_test
