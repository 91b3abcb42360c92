// Solution-checked steps (docs/architecture.md, ABI rule 9): with soundness checking, a step contradicting the unique
// solution is an error naming plugin, technique, step and cell, even when the puzzle line carries
// no solution (the exact solver computes it).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::soundness_test {
namespace {

using ::testing::HasSubstr;

const std::string kTop1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

TEST(Soundness, SolveChecksOnlyWithTheSwitchWhenNoSolutionIsGiven) {
  const auto dir = test::temp_dir("soundness");
  std::ofstream(dir / "guess.yaml") << "name: guess\ntechniques: [unsound.largest]\nmax_steps: 3\n";
  const std::vector<std::string> base = {"--plugin-dir", test::broken_plugin_dir().string(), "solve",
                                         "-e",           (dir / "guess.yaml").string(),      kTop1};
  auto result = test::run_npe(base);
  EXPECT_EQ(result.exit_code, 0) << result.err;  // unchecked: the guesses are applied

  auto checked = base;
  checked.push_back("--check-soundness");
  result = test::run_npe(checked);
  EXPECT_EQ(result.exit_code, 3);
  // r1c2 holds {1,2,5,6,7,9}; the solution has 6 there: placing 9 contradicts it.
  EXPECT_THAT(result.err, HasSubstr("technique 'unsound.largest' of plugin unsound"));
  EXPECT_THAT(result.err, HasSubstr("step 'guess 9' places 9 in r1c2, contradicting the solution"));
  std::filesystem::remove_all(dir);
}

TEST(Soundness, FixtureCheckComputesTheSolution) {
  const auto dir = test::temp_dir("soundness_fixture");
  std::ofstream(dir / "guess.yaml") << "name: guess\ntechniques: [unsound.largest]\nmax_steps: 1\n";
  std::ofstream(dir / "f.yaml") << "engine: \"guess.yaml\"\npuzzles:\n  - puzzle: \"" << kTop1
                                << "\"\n    outcome: step-limit\n    steps:\n      - \"x\"\n";
  const auto result = test::run_npe(
      {"--plugin-dir", test::broken_plugin_dir().string(), "fixture", "check", (dir / "f.yaml").string()});
  EXPECT_EQ(result.exit_code, 3) << result.out << result.err;
  EXPECT_THAT(result.err, HasSubstr("places 9 in r1c2, contradicting the solution"));
  std::filesystem::remove_all(dir);
}

TEST(Soundness, EngineComputesTheMissingSolutionOnlyWhenAsked) {
  const auto type = load_engine_type(test::source_dir() / "configs/engines/npe-type1.yaml");
  Engine engine(type, test::shipped_plugins(), {.check_soundness = true});
  const Puzzle puzzle = parse_puzzle_line(kTop1);
  EXPECT_NO_THROW(engine.run(puzzle));  // the shipped techniques are sound
}

}  // namespace
}  // namespace npe::soundness_test
