// ABI 1.2's key digit (NPE_TECHNIQUE_KEY_DIGIT_FIRST): under a priority-digit engine type the engine
// asks box, row, col and cell for the keyed step alone instead of all their steps. Whole runs must
// equal the runs choosing from all steps; check-plugin's behaviour.key_digit_first passes the shipped
// singles and fails a plugin that declares the flag but ignores the key.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::key_digit_first_test {
namespace {

using ::testing::HasSubstr;

std::vector<Puzzle> shipped_puzzles() { return test::shipped_puzzle_sample(100); }

/** Every engine type of configs/engines with the priority digit on. */
std::vector<std::filesystem::path> priority_digit_types() {
  std::vector<std::filesystem::path> types;
  for (const auto& entry : std::filesystem::directory_iterator(test::source_dir() / "configs" / "engines")) {
    if (entry.path().extension() == ".yaml" && load_engine_type(entry.path()).priority_digit)
      types.push_back(entry.path());
  }
  std::sort(types.begin(), types.end());
  return types;
}

TEST(StepLoopKeyDigitFirst, KeyedSearchesGiveTheStepsOfChoosingFromAllSteps) {
  const auto puzzles = shipped_puzzles();
  const auto types = priority_digit_types();
  ASSERT_GE(types.size(), 4u);  // npe-box, npe-type1, npe-type2, npe-type3
  for (const auto& file : types) {
    Engine keyed(load_engine_type(file), test::shipped_plugins());
    Engine all(load_engine_type(file), test::shipped_plugins(), {.key_digit_first = false});
    std::size_t steps = 0, keyed_steps = 0;
    for (const auto& puzzle : puzzles) {
      const RunResult a = keyed.run(puzzle), b = all.run(puzzle);
      const std::string what = file.stem().string() + " on " + puzzle.origin;
      ASSERT_EQ(a.outcome, b.outcome) << what;
      ASSERT_EQ(a.reason, b.reason) << what;
      ASSERT_EQ(a.difficulty, b.difficulty) << what;
      ASSERT_EQ(a.steps.size(), b.steps.size()) << what;
      int previous = 0;
      for (std::size_t i = 0; i < a.steps.size(); ++i) {
        const Step &x = a.steps[i].step, &y = b.steps[i].step;
        ASSERT_EQ(x.technique, y.technique) << what << " step " << i + 1;
        ASSERT_EQ(x.text, y.text) << what << " step " << i + 1;
        ASSERT_EQ(x.placements, y.placements) << what << " step " << i + 1;
        ASSERT_EQ(x.eliminations, y.eliminations) << what << " step " << i + 1;
        ASSERT_EQ(a.steps[i].preprocessed, b.steps[i].preprocessed) << what << " step " << i + 1;
        ASSERT_EQ(a.steps[i].points, b.steps[i].points) << what << " step " << i + 1;
        if (!x.placements.empty()) {
          keyed_steps += x.placements.front().digit == previous;
          previous = x.placements.front().digit;
        }
      }
      steps += a.steps.size();
    }
    EXPECT_GT(keyed_steps, puzzles.size()) << file.stem();  // the priority digit really chose
    EXPECT_GT(steps, keyed_steps) << file.stem();
  }
}

nlohmann::json key_digit_check(const std::filesystem::path& library, int* exit_code = nullptr) {
  const auto result =
      test::run_npe({"check-plugin", library.string(), "-s", "1", "--check", "behaviour.key_digit_first", "--json"});
  if (exit_code) *exit_code = result.exit_code;
  nlohmann::json checks = nlohmann::json::array();  // the loading checks always run too
  const auto report = nlohmann::json::parse(result.out);
  for (const auto& check : report["checks"]) {
    if (check["check"] == "behaviour.key_digit_first") checks.push_back(check);
  }
  return checks;
}

TEST(CheckPluginKeyDigit, TheShippedSinglesPass) {
  for (const char* name : {"box", "rowcol", "cell"}) {
    int exit_code = -1;
    const auto checks = key_digit_check(test::plugin_dir() / (std::string(name) + ".so"), &exit_code);
    EXPECT_EQ(exit_code, 0) << name << checks.dump(1);
    ASSERT_FALSE(checks.empty()) << name;
    for (const auto& check : checks) {
      EXPECT_EQ(check["status"], "passed") << check.dump();
      EXPECT_GT(check["metrics"]["keyed"].get<std::size_t>(), 0u) << check.dump();
    }
  }
}

TEST(CheckPluginKeyDigit, APluginIgnoringTheKeyFails) {
  int exit_code = -1;
  const auto checks = key_digit_check(test::broken_plugin_dir() / "ignores_key_digit.so", &exit_code);
  EXPECT_EQ(exit_code, 1);
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_EQ(checks[0]["status"], "failed");
  EXPECT_THAT(checks[0]["reason"].get<std::string>(), HasSubstr("(else its first step) is"));
  EXPECT_THAT(checks[0]["reason"].get<std::string>(), HasSubstr("key digit"));
}

TEST(CheckPluginKeyDigit, ATechniqueWithoutTheFlagIsSkipped) {
  const auto checks = key_digit_check(test::plugin_dir() / "locked_set.so");
  ASSERT_FALSE(checks.empty());
  for (const auto& check : checks) EXPECT_EQ(check["status"], "skipped") << check.dump();
}

}  // namespace
}  // namespace npe::key_digit_first_test
