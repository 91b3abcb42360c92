// Preprocessing (engine type `preprocess:`): eliminations applied to the candidates before the
// placement techniques, to a fixpoint (or `preprocess_passes` passes), redone every step with
// `candidates: rebuild`, never steps of their own; the same techniques in `techniques:` are steps.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "base/errors.hpp"
#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::preprocess_test {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

// sx_medium_500.txt line 45 (docs/corpora.md): npe-type2 solves it only when pointing is repeated
// until nothing changes (found by comparing preprocess_passes 0 and 1 over 2,000 corpus puzzles).
const char* const kNeedsRepeatedPointing =
    "....65..8...71...49.....37..8....7.3.5..2..4.2.4....5..18.....65...36...3..89.... "
    "742365198835719264961248375689451723153627849274983651418572936597136482326894517";
// fixtures/puzzles/sx_hard.txt line 3, the first of sx_hard_500.txt (type 1 is stuck after 9 steps).
const char* const kHard =
    ".8.2..4..57....1....23.....82..9...5...715...7...2..41.....67....3....18..7..9.5. "
    "389251467576948132142367589821694375934715826765823941258136794493572618617489253";

EngineType shipped(const std::string& name, const std::vector<std::string>& overrides = {}) {
  return load_engine_type(test::source_dir() / ("configs/engines/" + name + ".yaml"), overrides);
}

RunResult run(const EngineType& type, const char* line) {
  Engine engine(type, test::shipped_plugins());
  return engine.run(parse_puzzle_line(line));
}

/** Candidates from the digits, then `technique`'s eliminations until nothing changes. */
Grid preprocessed(const Digits& digits, const std::string& technique) {
  Grid grid = Grid::from_digits(digits);
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& step : test::find_steps(technique, grid)) {
      for (const auto& e : step.eliminations) {
        changed |= sdk::has_digit(grid.candidates[e.cell], e.digit);
        grid.eliminate(e.cell, e.digit);
      }
    }
  }
  return grid;
}

TEST(Preprocess, EliminationsAreNotStepsAndHelpTheBoxTechnique) {
  const RunResult type1 = run(shipped("npe-type1"), kHard);
  const RunResult type2 = run(shipped("npe-type2"), kHard);
  EXPECT_EQ(type1.outcome, Outcome::stuck);
  EXPECT_GT(type2.steps.size(), type1.steps.size());
  for (const auto& step : type2.steps) {
    EXPECT_THAT(std::set<std::string>({"box", "row", "col", "cell"}), ::testing::Contains(step.step.technique));
    EXPECT_TRUE(step.step.eliminations.empty()) << step.step.text;
    EXPECT_EQ(step.step.placements.size(), 1u);
  }
}

TEST(Preprocess, RepeatsUntilNothingChangesUnlessLimitedToOnePass) {
  const RunResult fixpoint = run(shipped("npe-type2"), kNeedsRepeatedPointing);
  const RunResult one_pass = run(shipped("npe-type2", {"preprocess_passes=1"}), kNeedsRepeatedPointing);
  EXPECT_EQ(fixpoint.outcome, Outcome::solved);
  EXPECT_EQ(one_pass.outcome, Outcome::stuck);
}

TEST(Preprocess, RebuildRedoesThePreprocessingBeforeEveryStep) {
  // Replay type 2's run: at every step the placement must be a move of its technique on the
  // candidates rebuilt from the digits and then preprocessed; at some later step it is a move only
  // thanks to that preprocessing, so the preprocessing was redone there.
  const Puzzle puzzle = parse_puzzle_line(kHard);
  const RunResult result = run(shipped("npe-type2"), kHard);
  Digits digits = puzzle.givens;
  int needed_preprocessing_after_first = 0;
  for (std::size_t i = 0; i < result.steps.size(); ++i) {
    const Step& step = result.steps[i].step;
    const auto moves = test::texts(test::find_steps(step.technique, preprocessed(digits, "hidden_digit.pointing")));
    const auto plain = test::texts(test::find_steps(step.technique, Grid::from_digits(digits)));
    EXPECT_THAT(moves, ::testing::Contains(step.text)) << "step " << i + 1;
    if (i > 0 && std::find(plain.begin(), plain.end(), step.text) == plain.end()) ++needed_preprocessing_after_first;
    digits[step.placements.at(0).cell] = step.placements.at(0).digit;
  }
  EXPECT_GT(needed_preprocessing_after_first, 0);
}

TEST(Preprocess, PersistentCandidatesAlsoPreprocessEachStep) {
  const RunResult rebuild = run(shipped("npe-type3"), kHard);
  const RunResult persistent = run(shipped("npe-type3", {"candidates=persistent"}), kHard);
  EXPECT_EQ(rebuild.outcome, persistent.outcome);
  EXPECT_GE(persistent.steps.size(), run(shipped("npe-type1", {"candidates=persistent"}), kHard).steps.size());
}

TEST(Preprocess, AsTechniquesTheyAreRecordedStepsAndSurviveARebuild) {
  // In `techniques:` an elimination step is a step; with candidates rebuilt from the digits its
  // eliminations must be kept, or the same step would be found again and again to the step limit.
  for (const char* mode : {"rebuild", "persistent"}) {
    const RunResult result =
        run(shipped("npe-type1", {"techniques=[box, hidden_digit.pointing, reservation.box, row, col, cell]",
                                  std::string("candidates=") + mode, "max_steps=500"}),
            kHard);
    EXPECT_NE(result.outcome, Outcome::step_limit) << mode;
    std::set<std::string> lines;
    int elimination_steps = 0;
    for (const auto& step : result.steps) {
      if (step.step.placements.empty()) {
        ++elimination_steps;
        EXPECT_FALSE(step.step.eliminations.empty());
        EXPECT_THAT(step.step.text,
                    ::testing::AnyOf(StartsWith("Locked Candidates (pointing) #"), StartsWith("Reservation b")));
        EXPECT_TRUE(lines.insert(step_line(step.step)).second) << "repeated: " << step_line(step.step);
      }
    }
    EXPECT_GT(elimination_steps, 0) << mode;
  }
}

TEST(Preprocess, ReservationAfterPointingSolvesMore) {
  // Type 3 (pointing + reservation) never does worse than type 2 on these puzzles' outcomes.
  const RunResult type2 = run(shipped("npe-type2"), kHard);
  const RunResult type3 = run(shipped("npe-type3"), kHard);
  EXPECT_GE(type3.steps.size(), type2.steps.size());
}

std::string write_engine(const std::string& name, const std::string& yaml) {
  const auto path = test::temp_dir("preprocess_test") / name;
  std::ofstream(path) << yaml;
  return path.string();
}

TEST(PreprocessBadInput, UnknownOptionOfAPreprocessEntryNamesFileLineColumn) {
  const std::string path = write_engine("unknown_option.yaml",
                                        "name: bad\n"
                                        "preprocess:\n"
                                        "  - {id: hidden_digit.pointing, passes: 2}\n"
                                        "techniques: [box]\n");
  try {
    Engine engine(load_engine_type(path), test::shipped_plugins());
    FAIL() << "accepted an unknown option";
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), StartsWith(path + ":3:5: "));
    EXPECT_THAT(e.what(), HasSubstr("unknown parameter 'passes'"));
  }
  const auto cli = test::run_npe({"solve", "-e", path, std::string(kHard).substr(0, 81)});
  EXPECT_EQ(cli.exit_code, 2);
  EXPECT_THAT(cli.err, HasSubstr(path + ":3:5: "));
}

TEST(PreprocessBadInput, TechniqueInBothListsNamesFileLineColumn) {
  const std::string path = write_engine("both.yaml",
                                        "name: bad\n"
                                        "preprocess: [hidden_digit.pointing]\n"
                                        "techniques: [box, hidden_digit.pointing]\n");
  const auto cli = test::run_npe({"solve", "-e", path, std::string(kHard).substr(0, 81)});
  EXPECT_EQ(cli.exit_code, 2);
  EXPECT_THAT(cli.err,
              HasSubstr(path + ":3:19: technique 'hidden_digit.pointing' is in both 'preprocess' and 'techniques'"));
}

TEST(PreprocessBadInput, PassesMustBeANonNegativeInteger) {
  const std::string path = write_engine("passes.yaml",
                                        "name: bad\n"
                                        "preprocess: [hidden_digit.pointing]\n"
                                        "preprocess_passes: -1\n"
                                        "techniques: [box]\n");
  EXPECT_THROW(load_engine_type(path), InputError);
  try {
    load_engine_type(path);
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), StartsWith(path + ":3:20: "));
  }
}

}  // namespace
}  // namespace npe::preprocess_test
