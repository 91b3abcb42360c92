// Soundness of hidden_digit.pointing, hidden_digit.claiming and reservation.box: on corpus puzzles
// with known unique solutions (the optional sx_{easy,medium,hard}_500 and top1465, docs/corpora.md;
// solution after a space), no elimination removes the solution's digit and no placement that follows
// contradicts it.
#include <gtest/gtest.h>

#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::hidden_digit_soundness_test {
namespace {

const char* const kTechniques[] = {"hidden_digit.pointing", "hidden_digit.claiming", "reservation.box"};

const std::vector<std::string> kCorpora = {"sx_easy_500.txt", "sx_medium_500.txt", "sx_hard_500.txt", "top1465.txt"};

std::vector<Puzzle> corpus() {
  std::vector<Puzzle> puzzles;
  for (const auto& name : kCorpora) {
    for (auto& puzzle : test::sampled(read_puzzle_file(test::shared_corpus(name)))) {
      if (puzzle.solution) puzzles.push_back(std::move(puzzle));
    }
  }
  return puzzles;
}

TEST(HiddenDigitSoundness, EngineRunsWithSolutionChecking) {
  NPE_NEEDS_SHARED_CORPORA(kCorpora);
  // The engine raises PluginError when a preprocess or technique step contradicts puzzle.solution.
  const auto puzzles = corpus();
  ASSERT_GE(puzzles.size(), static_cast<std::size_t>(test::scaled(2900, 1)));  // 3 x 500 + 1465
  const EngineType all_three = parse_engine_type(
      "name: all-three\n"
      "preprocess: [hidden_digit.pointing, hidden_digit.claiming, reservation.box]\n"
      "techniques: [box, row, col, cell]\n",
      "soundness.yaml");
  const EngineType as_steps = parse_engine_type(
      "name: as-steps\ncandidates: persistent\nmax_steps: 0\n"
      "techniques: [box, row, col, cell, hidden_digit.pointing, hidden_digit.claiming, reservation.box]\n",
      "soundness-steps.yaml");
  for (const EngineType& type : {all_three, as_steps}) {
    Engine engine(type, test::shipped_plugins(), {.check_solution = true});
    int solved = 0;
    for (const auto& puzzle : puzzles) {
      RunResult result;
      ASSERT_NO_THROW(result = engine.run(puzzle)) << type.name << " " << puzzle.origin;
      EXPECT_NE(result.outcome, Outcome::invalid) << type.name << " " << puzzle.origin << " " << result.reason;
      solved += result.outcome == Outcome::solved;
    }
    EXPECT_GT(solved, test::scaled(1000, 1)) << type.name;  // a third of the puzzles (of the sample, sanitized)
  }
}

TEST(HiddenDigitSoundness, EveryStepOnPositionsAlongSolvePaths) {
  NPE_NEEDS_SHARED_CORPORA(kCorpora);
  // Positions: the givens, then after each placement of an npe-type1 run with the three techniques as
  // preprocessing (candidates from the digits, as NPE rebuilds them), plus the same positions with
  // the candidates after all three techniques' eliminations (richer maps for the reservation).
  const EngineType type = parse_engine_type(
      "name: path\npreprocess: [hidden_digit.pointing, hidden_digit.claiming, reservation.box]\n"
      "techniques: [box, row, col, cell]\n",
      "path.yaml");
  Engine engine(type, test::shipped_plugins());
  long checked = 0;
  int puzzles_seen = 0;
  for (const auto& puzzle : corpus()) {
    if (++puzzles_seen % 3 != 0) continue;  // a third of the corpus keeps the test quick
    const Digits& solution = *puzzle.solution;
    Digits digits = puzzle.givens;
    const RunResult result = engine.run(puzzle);
    for (std::size_t i = 0; i <= result.steps.size(); ++i) {
      Grid grid = Grid::from_digits(digits);
      for (int round = 0; round < 2; ++round) {
        for (const char* technique : kTechniques) {
          for (const auto& step : test::find_steps(technique, grid)) {
            EXPECT_TRUE(step.placements.empty()) << technique;
            for (const auto& e : step.eliminations) {
              ASSERT_NE(solution[e.cell], e.digit)
                  << technique << " " << step_line(step) << " at " << grid.to_line() << " (" << puzzle.origin << ")";
              ASSERT_TRUE(sdk::has_digit(grid.candidates[e.cell], e.digit)) << step_line(step);
              ++checked;
            }
          }
        }
        for (const char* technique : kTechniques) {  // second round: on the reduced candidates
          for (const auto& step : test::find_steps(technique, grid)) {
            for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
          }
        }
      }
      if (i < result.steps.size()) {
        for (const auto& p : result.steps[i].step.placements) {
          ASSERT_EQ(solution[p.cell], p.digit) << puzzle.origin;
          digits[p.cell] = p.digit;
        }
      }
    }
  }
  EXPECT_GT(checked, test::scaled(100000, 1));
}

}  // namespace
}  // namespace npe::hidden_digit_soundness_test
