// The npe program end to end: output formats, exit codes, error messages, no partial files.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>

#include "test_support.hpp"

namespace npe::cli_test {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;
using test::run_npe;

constexpr const char* kSeedBoard = "-2---73--/---8----7/--5-1--4-/-3-9--7--/1-------3/--2--4-9-/-7--8-2--/4----5---/--83---5-";

std::string fixture_path(const std::string& name) { return (test::source_dir() / "fixtures" / name).string(); }

TEST(Cli, HelpListsCommandsAndExitsZero) {
  const auto result = run_npe({"--help"});
  EXPECT_EQ(result.exit_code, 0);
  for (const char* command : {"plugins", "solve", "fixture"}) EXPECT_THAT(result.out, HasSubstr(command));
  EXPECT_EQ(run_npe({"solve", "--help"}).exit_code, 0);
}

TEST(Cli, PluginsJsonListsTechniquesWithPoints) {
  const auto result = run_npe({"plugins", "--json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = nlohmann::json::parse(result.out);
  std::map<std::string, int> points;
  for (const auto& library : json["libraries"]) {
    EXPECT_EQ(library["abi"], "1.3.0");
    for (const auto& technique : library["techniques"]) points[technique["id"]] = technique["default_points"];
  }
  EXPECT_EQ(points["box"], 2);
  EXPECT_EQ(points["row"], 5);
  EXPECT_EQ(points["col"], 5);
  EXPECT_EQ(points["cell"], 10);
  EXPECT_TRUE(json["refused"].empty());
}

TEST(Cli, SolvePrintsSeedSequenceStatusAndOutcome) {
  const auto result = run_npe({"solve", "-e", "npe-box", "--max-steps", "30", "--set", "priority_digit=false", kSeedBoard});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("steps: 177 467 459 434 154 583 577 531 568 644 772 715 485 635 345 957 887 814 "
                                    "224 215 555 841 852 542 526 476 418 188 622 392\n"));
  EXPECT_THAT(result.out, HasSubstr("status: Status(24) 1 11111 11111 11111 11111 11111 1111 /1111111/ d=57, f=0\n"));
  EXPECT_THAT(result.out, HasSubstr("outcome: step-limit\n"));
}

TEST(Cli, SolveJsonHasTheDocumentedFields) {
  const auto result = run_npe({"solve", "--json", kSeedBoard});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["engine"], "npe-type1");
  EXPECT_EQ(json["outcome"], "solved");
  EXPECT_EQ(json["puzzle"], ".2...73.....8....7..5.1..4..3.9..7..1.......3..2..4.9..7..8.2..4....5.....83...5.");
  ASSERT_EQ(json["steps"].size(), 57u);
  const auto& first = json["steps"][0];
  EXPECT_EQ(first["notation"], "177");
  EXPECT_EQ(first["technique"], "box");
  EXPECT_EQ(first["text"], "177");
  EXPECT_EQ(first["placements"], nlohmann::json::parse("[[18, 7]]"));  // block 1 cell 7 = r3c1 = cell 18
  EXPECT_TRUE(first["eliminations"].empty());
  EXPECT_THAT(json["status"].get<std::string>(), StartsWith("Status(24) 1 11111"));
  EXPECT_TRUE(json["difficulty"].is_number());
}

TEST(Cli, SolveSummaryCountsOutcomes) {
  const auto result = run_npe({"solve", "--summary", "--json", "--file", fixture_path("puzzles/sx_easy.txt")});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["puzzles"], 80);
  long total = 0;
  for (const auto& [outcome, count] : json["outcomes"].items()) total += count.get<long>();
  EXPECT_EQ(total, 80);
}

struct BadInput {
  std::vector<std::string> arguments;
  std::string message;
};

class CliBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(CliBadInput, OneClearLineExitTwoNoOutput) {
  const auto result = run_npe(GetParam().arguments);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_THAT(result.err, HasSubstr(GetParam().message));
  EXPECT_EQ(result.out, "");
  EXPECT_THAT(result.err, ::testing::Not(HasSubstr("terminate called")));
}

INSTANTIATE_TEST_SUITE_P(
    Inputs, CliBadInput,
    ::testing::Values(
        BadInput{{"solve", "1234567890123456"}, "npe: error: puzzle:1: a puzzle line needs 81 cells, found 16 characters"},
        BadInput{{"solve", "--file", "/nonexistent/p.txt"}, "npe: error: /nonexistent/p.txt: cannot open puzzle file"},
        BadInput{{"solve", "-e", "no-such-engine", kSeedBoard}, "npe: error: engine type 'no-such-engine' not found"},
        BadInput{{"solve", "--set", "colour=red", kSeedBoard}, "unknown key 'colour' in engine type"},
        BadInput{{"solve", "--set", "priority_digit=perhaps", kSeedBoard},
                 "npe: error: --set priority_digit=perhaps: 'priority_digit' must be true or false"},
        BadInput{{"solve", "--bogus"}, "npe: The following argument was not expected: --bogus"},
        BadInput{{"frobnicate"}, "npe: "},
        BadInput{{"fixture", "check", "/nonexistent/f.yaml"}, "npe: error: /nonexistent/f.yaml: cannot open fixture"}));

TEST(Cli, BadEngineYamlAndUnknownTechniqueNameTheLocation) {
  const auto dir = test::temp_dir("cli_yaml");
  std::ofstream(dir / "bad.yaml") << "name: x\ntechniques: [box\n";
  std::ofstream(dir / "unknown.yaml") << "name: x\ntechniques: [box, warp_drive]\n";
  auto result = run_npe({"solve", "-e", (dir / "bad.yaml").string(), kSeedBoard});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_THAT(result.err, HasSubstr("bad.yaml:3:1: end of sequence flow not found"));
  result = run_npe({"solve", "-e", (dir / "unknown.yaml").string(), kSeedBoard});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_THAT(result.err, HasSubstr("unknown.yaml:2:19: unknown technique 'warp_drive'"));
  std::filesystem::remove_all(dir);
}

TEST(Cli, PluginDirAndEnvironmentAddBrokenLibrariesThatAreRefusedOneLineEach) {
  auto result = run_npe({"--plugin-dir", test::broken_plugin_dir().string(), "plugins"});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_THAT(result.out, HasSubstr("refused: "));
  EXPECT_THAT(result.err, HasSubstr("plugin refused: "));
  EXPECT_THAT(result.err, HasSubstr("other_major.so: ABI version 2.0.0 is not supported"));
  EXPECT_THAT(result.out, HasSubstr("bad.not_candidate"));  // good libraries of that directory load

  ::setenv("NPE_PLUGIN_PATH", test::broken_plugin_dir().c_str(), 1);
  result = run_npe({"plugins", "--json"});
  ::unsetenv("NPE_PLUGIN_PATH");
  ASSERT_EQ(result.exit_code, 0);
  const auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["refused"].size(), 6u);  // the five broken ones, and duplicate_id (box is already there)
}

TEST(Cli, MisbehavingPluginFailsThePuzzleWithExitThree) {
  const auto dir = test::temp_dir("cli_bad_plugin");
  std::ofstream(dir / "bad.yaml") << "name: bad\ntechniques: [bad.not_candidate]\n";
  const auto result =
      run_npe({"--plugin-dir", test::broken_plugin_dir().string(), "solve", "-e", (dir / "bad.yaml").string(), kSeedBoard});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_THAT(result.err, HasSubstr("npe: plugin-error: argument: step 1: technique 'bad.not_candidate' of plugin bad_steps"));
  EXPECT_THAT(result.out, HasSubstr("outcome: plugin-error (step 1: technique 'bad.not_candidate'"));
  std::filesystem::remove_all(dir);
}

TEST(Cli, FixtureCheckPassesOnShippedFixtureAndReportsADivergence) {
  EXPECT_EQ(run_npe({"fixture", "check", fixture_path("seed/box_priority_on.yaml")}).exit_code, 0);
  const auto dir = test::temp_dir("cli_fixture");
  std::ifstream in(fixture_path("seed/box_priority_on.yaml"));
  std::string text((std::istreambuf_iterator<char>(in)), {});
  text.replace(text.find("\"957\""), 5, "\"958\"");  // the seed's third step, altered
  std::ofstream(dir / "altered.yaml") << text;
  const auto result = run_npe({"fixture", "check", (dir / "altered.yaml").string()});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, HasSubstr("diverges at step 3\n"));
  EXPECT_THAT(result.out, HasSubstr(">>     3  958      | 957\n"));
  EXPECT_THAT(result.out, HasSubstr("  expected: 958\n  actual:   957\n  board before step 3:\n    . 2 . | . . 7 | 3 . .\n"));
  EXPECT_THAT(result.out, HasSubstr("FAILED"));
  std::filesystem::remove_all(dir);
}

TEST(Cli, FixtureRecordWritesAFileThatChecksAndNeverAPartialOne) {
  const auto dir = test::temp_dir("cli_record");
  const std::string out = (dir / "new.yaml").string();
  auto result = run_npe({"fixture", "record", "-e", "npe-type1", "-o", out, "--file",
                         fixture_path("puzzles/norvig_easy.txt")});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(run_npe({"fixture", "check", out}).exit_code, 0);
  std::ifstream in(out);
  const std::string before((std::istreambuf_iterator<char>(in)), {});

  std::ofstream(dir / "bad.txt") << std::string(81, '.') << "\nnot a puzzle\n";
  result = run_npe({"fixture", "record", "-e", "npe-type1", "-o", out, "--file", (dir / "bad.txt").string()});
  EXPECT_EQ(result.exit_code, 2);
  std::ifstream again(out);
  EXPECT_EQ(std::string((std::istreambuf_iterator<char>(again)), {}), before);  // untouched
  result = run_npe({"fixture", "record", "-e", "npe-type1", "-o", (dir / "other.yaml").string(), "--file",
                    (dir / "bad.txt").string()});
  EXPECT_FALSE(std::filesystem::exists(dir / "other.yaml"));
  int files = 0;
  for (const auto& item : std::filesystem::directory_iterator(dir)) files += item.path().extension() != ".txt";
  EXPECT_EQ(files, 1);  // no temporary left behind
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::cli_test
