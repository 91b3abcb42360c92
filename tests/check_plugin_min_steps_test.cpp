// check-plugin knows what it checked (docs/writing-a-technique.md, "Finding positions for your
// technique"): a technique that fires only on symmetric puzzles finds no step on the default corpus,
// and behaviour.sound fails naming `npe mine`; on the positions `npe mine` finds in symmetric puzzles
// it passes, the corpus read with its candidates and givens; the JSON report counts what was checked.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "test_support.hpp"

namespace npe::check_plugin_min_steps_test {
namespace {

using ::testing::HasSubstr;

const std::string kLibrary = (test::broken_plugin_dir() / "symmetric_only.so").string();
const std::string kSymmetric = (test::source_dir() / "tests/data/corpora/symmetric_12.txt").string();
const std::vector<std::string> kChecks = {"--check", "behaviour.valid_steps", "--check", "behaviour.sound"};

std::vector<std::string> check_plugin(std::vector<std::string> more) {
  std::vector<std::string> arguments = {"check-plugin", kLibrary, "-s", "1"};
  arguments.insert(arguments.end(), kChecks.begin(), kChecks.end());
  arguments.insert(arguments.end(), more.begin(), more.end());
  return arguments;
}

TEST(CheckPluginMinSteps, ATechniqueThatNeverFiresFailsAndPassesOnAMinedCorpus) {
  const auto plain = test::run_npe(check_plugin({}));
  EXPECT_EQ(plain.exit_code, 1) << plain.out << plain.err;
  EXPECT_THAT(plain.out, HasSubstr("FAILED:failed      test.symmetric_placement: behaviour.sound"));
  EXPECT_THAT(plain.out, HasSubstr("found 0 step(s)"));
  EXPECT_THAT(plain.out, HasSubstr("npe mine -t test.symmetric_placement"));
  // --min-steps 0 accepts it (with the warning that nothing was checked).
  const auto accepted = test::run_npe(check_plugin({"--min-steps", "0"}));
  EXPECT_EQ(accepted.exit_code, 0) << accepted.out;
  EXPECT_THAT(accepted.out, HasSubstr("nothing was checked"));

  const auto dir = test::temp_dir("check_plugin_min_steps");
  const std::string mined = (dir / "mined.txt").string();
  const auto mine = test::run_npe({"--plugin-dir", test::broken_plugin_dir().string(), "mine", "-t",
                                   "test.symmetric_placement", kSymmetric, "-o", mined});
  ASSERT_EQ(mine.exit_code, 0) << mine.err;
  std::ifstream in(mined);
  int positions = 0;
  for (std::string line; std::getline(in, line);) positions += !line.empty() && line[0] != '#';
  ASSERT_GT(positions, 3);
  const auto passed = test::run_npe(check_plugin({"--corpus", mined, "--json"}));
  EXPECT_EQ(passed.exit_code, 0) << passed.out << passed.err;
  const auto report = nlohmann::json::parse(passed.out);
  const auto& counts = report["techniques"]["test.symmetric_placement"];
  EXPECT_EQ(counts["checks"], 2);
  EXPECT_EQ(counts["passed"], 2);
  EXPECT_EQ(counts["positions"], positions);  // each mined line is one position, taken as it is
  EXPECT_GE(counts["steps"], positions);      // and the technique fires on each
  // Asking for more steps than the corpus gives fails again.
  const auto more = test::run_npe(check_plugin({"--corpus", mined, "--min-steps", "1000"}));
  EXPECT_EQ(more.exit_code, 1) << more.out;
  EXPECT_THAT(more.out, HasSubstr("fewer than --min-steps 1000"));
}

// A corpus of pencil-mark positions is read with its candidates: the positions a mined corpus holds
// are those checked, not the puzzles of their digits.
TEST(CheckPluginMinSteps, APositionsCorpusIsReadWithItsCandidates) {
  const auto dir = test::temp_dir("check_plugin_positions");
  const std::string mined = (dir / "xy.txt").string();
  const auto mine = test::run_npe({"mine", "-t", "wings.xy", "-e", "hodoku", "--limit", "6",
                                   (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string(), "-o", mined});
  ASSERT_EQ(mine.exit_code, 0) << mine.err;
  std::ifstream in(mined);
  int positions = 0;
  for (std::string line; std::getline(in, line);) positions += !line.empty() && line[0] != '#';
  const auto report = test::run_npe({"check-plugin", (test::plugin_dir() / "wings.so").string(), "-t", "wings.xy", "-s",
                                     "1", "--check", "behaviour.sound", "--corpus", mined, "--json"});
  ASSERT_EQ(report.exit_code, 0) << report.out << report.err;
  const auto counts = nlohmann::json::parse(report.out)["techniques"]["wings.xy"];
  EXPECT_EQ(counts["positions"], positions);
  EXPECT_GE(counts["steps"], positions);  // every mined position holds an XY-Wing
}

}  // namespace
}  // namespace npe::check_plugin_min_steps_test
