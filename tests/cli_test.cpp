// The npe program end to end: output formats, exit codes, error messages, no partial files.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include <sys/wait.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "board/position_input.hpp"
#include "test_support.hpp"

namespace npe::cli_test {
namespace {

using test::run_npe;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

constexpr const char* kSeedBoard =
    "-2---73--/---8----7/--5-1--4-/-3-9--7--/1-------3/--2--4-9-/-7--8-2--/4----5---/--83---5-";

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
    EXPECT_EQ(library["abi"], std::to_string(NPE_ABI_VERSION_MAJOR) + "." + std::to_string(NPE_ABI_VERSION_MINOR) +
                                  "." + std::to_string(NPE_ABI_VERSION_PATCH));
    for (const auto& technique : library["techniques"]) points[technique["id"]] = technique["default_points"];
  }
  EXPECT_EQ(points["box"], 2);
  EXPECT_EQ(points["row"], 5);
  EXPECT_EQ(points["col"], 5);
  EXPECT_EQ(points["cell"], 10);
  EXPECT_TRUE(json["refused"].empty());
}

TEST(Cli, PluginsTextKeepsItsColumnsAlignedForLongIds) {
  // Every technique line ("  ID NAME points N"): the name column at one offset, however long the id
  // (als.gnpx_death_blossom_ex and longer pushed it right).
  const auto result = run_npe({"plugins"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  std::istringstream lines(result.out);
  std::set<std::size_t> offsets;
  std::size_t longest_id = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("  ", 0) != 0 || line.rfind("      ", 0) == 0) continue;  // technique lines only
    const auto id_end = line.find(' ', 2);
    ASSERT_NE(line.find(" points ", id_end), std::string::npos) << line;
    offsets.insert(line.find_first_not_of(' ', id_end));
    longest_id = std::max(longest_id, id_end - 2);
  }
  EXPECT_GT(longest_id, 22u);  // the shipped ids are longer than the old fixed column
  EXPECT_EQ(offsets.size(), 1u);
}

TEST(Cli, SolvePrintsSeedSequenceStatusAndOutcome) {
  const auto result =
      run_npe({"solve", "-e", "npe-box", "--max-steps", "30", "--set", "priority_digit=false", kSeedBoard});
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
        BadInput{{"solve", "1234567890123456"},
                 "npe: error: puzzle:1: a puzzle line needs 81 cells, found 16 characters"},
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
  EXPECT_EQ(json["refused"].size(),
            6u);  // the six broken ones; duplicate_id's box and clashing_pair's wings.xy stand in
  EXPECT_EQ(json["clashes"].size(), 2u);
}

// Without --isolate, a run stuck in one technique gets a watchdog line, and SIGINT or SIGTERM a line
// naming the engine type, the puzzle, the technique and the step before the signal ends npe.
TEST(Cli, WatchdogAndInterruptNameTheTechniqueAndStep) {
  const auto dir = test::temp_dir("cli_interrupt");
  std::ofstream(dir / "loop.yaml") << "name: loop\ntechniques: [broken.loop]\n";
  for (const auto& [signal, status] : {std::pair<std::string, int>{"INT", 130}, {"TERM", 143}}) {
    const std::string command = "NPE_WATCHDOG_SECONDS=1 timeout --preserve-status -s " + signal + " 2.5 " +
                                test::npe_binary().string() + " --plugin-dir " + test::broken_plugin_dir().string() +
                                " solve -e " + (dir / "loop.yaml").string() + " " + kSeedBoard + " >/dev/null 2>" +
                                (dir / "err.txt").string();
    const int raw = std::system(command.c_str());
    ASSERT_TRUE(WIFEXITED(raw));
    EXPECT_EQ(WEXITSTATUS(raw), status) << signal;
    std::ifstream in(dir / "err.txt");
    const std::string err((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_THAT(err, HasSubstr("npe: still running engine type loop on puzzle argument .2...73...")) << err;
    EXPECT_THAT(err, HasSubstr(" in technique 'broken.loop' of plugin broken_loop (")) << err;
    EXPECT_THAT(err, HasSubstr(" at step 1 after 1 s\n")) << err;
    EXPECT_THAT(err, HasSubstr("npe: interrupted running engine type loop on puzzle argument .2...73...")) << err;
    EXPECT_THAT(err, HasSubstr("at step 1 (signal " + std::to_string(status - 128) + ")\n")) << err;
  }
  std::filesystem::remove_all(dir);
}

// solve --summary --timings: the time spent in each technique's find calls, every technique named.
TEST(Cli, SolveSummaryTimesEachTechnique) {
  const auto file = (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string();
  const auto text = run_npe({"solve", "--summary", "--timings", "-e", "npe-type1", "-f", file});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_THAT(text.out, ::testing::MatchesRegex(
                            "(.|\n)*  time in find: box [0-9.]+ s, row [0-9.]+ s, col [0-9.]+ s, cell [0-9.]+ s\n"));
  const auto json = run_npe({"solve", "--summary", "--timings", "--json", "-e", "npe-type1", "-f", file});
  ASSERT_EQ(json.exit_code, 0) << json.err;
  const auto seconds = nlohmann::json::parse(json.out)["technique_seconds"];
  double sum = 0;
  for (const char* id : {"box", "row", "col", "cell"}) sum += seconds.at(id).get<double>();
  EXPECT_GT(sum, 0.0);                                                  // 80 puzzles of find calls take measurable time
  EXPECT_EQ(run_npe({"solve", "--timings", "-f", file}).exit_code, 2);  // --timings goes with --summary
  // compare: a table in the text, Markdown and HTML reports, a list per engine in the JSON, summed
  // over shards by a merge (not with --no-timings, whose output is reproducible).
  const auto compared = run_npe({"compare", "-e", "npe-type1", "-e", "npe-box", "-j", "2", "-f", file});
  ASSERT_EQ(compared.exit_code, 0) << compared.err;
  EXPECT_THAT(compared.out, ::testing::MatchesRegex(
                                "(.|\n)*time in find by technique \\(all threads, this machine\\):\n"
                                "s in find by technique +npe-type1 +npe-box\n(.|\n)*box +[0-9.]+ +[0-9.]+\n(.|\n)*"));
  const auto markdown = run_npe({"compare", "-e", "npe-type1", "--markdown", "-f", file});
  EXPECT_THAT(markdown.out, HasSubstr("| s in find by technique | npe-type1 |"));
  const auto find_ms = [](const std::string& json) {
    std::map<std::string, double> ms;
    const auto report = nlohmann::json::parse(json);
    for (const auto& item : report["engines"][0]["time_ms"]["find_by_technique"]) {
      ms[item["technique"].get<std::string>()] = item["ms"].get<double>();
    }
    return ms;
  };
  const auto whole = run_npe({"compare", "-e", "npe-type1", "--json", "-f", file});
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  EXPECT_EQ(find_ms(whole.out).size(), 4u);
  const auto dir = test::temp_dir("find_times");
  std::vector<std::string> merge = {"compare", "--json", "--merge"};
  for (const char* shard : {"1/2", "2/2"}) {
    const auto part = (dir / (std::string("p") + shard[0] + ".json")).string();
    ASSERT_EQ(run_npe({"compare", "-e", "npe-type1", "-f", file, "--shard", shard, "--output", part}).exit_code, 0);
    merge.push_back(part);
  }
  const auto merged = run_npe(merge);
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  const auto merged_ms = find_ms(merged.out);
  ASSERT_EQ(merged_ms.size(), 4u);
  double merged_sum = 0;
  for (const auto& [id, ms] : merged_ms) merged_sum += ms;
  EXPECT_GT(merged_sum, 0.0);
  std::filesystem::remove_all(dir);
  const auto reproducible = run_npe({"compare", "-e", "npe-type1", "--no-timings", "--json", "-f", file});
  EXPECT_THAT(reproducible.out, ::testing::Not(HasSubstr("find_by_technique")));
  const auto isolated = run_npe({"compare", "-e", "npe-type1", "--isolate", "-f", file});
  EXPECT_THAT(isolated.out, ::testing::Not(HasSubstr("time in find")));
}

// solve --json --positions: each step carries the board it was found on, as `npe find` reads it:
// the step's candidates are there, and under `candidates: persistent` the eliminations of a step are
// gone from the next step's position (which the digits alone would not show).
TEST(Cli, SolvePositionsGiveTheBoardBeforeEachStep) {
  const std::string puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  const auto result =
      run_npe({"solve", "-e", "hodoku", "--json", "--positions", "--max-steps", "60", "--fail-on", "none", puzzle});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = nlohmann::json::parse(result.out.substr(0, result.out.find('\n')));
  const auto& steps = json["steps"];
  ASSERT_GT(steps.size(), 10u);
  bool carried = false;
  for (std::size_t k = 0; k < steps.size(); ++k) {
    const auto position = parse_position(steps[k]["position"].get<std::string>(), "step");
    ASSERT_EQ(position.format, "digits+pencil-mark-string");
    for (const auto& e : steps[k]["eliminations"]) {
      EXPECT_TRUE(sdk::has_digit(position.grid.candidates[e[0].get<int>()], e[1].get<int>())) << k;
    }
    for (const auto& p : steps[k]["placements"]) {
      EXPECT_TRUE(sdk::has_digit(position.grid.candidates[p[0].get<int>()], p[1].get<int>())) << k;
    }
    if (k + 1 < steps.size() && !steps[k]["eliminations"].empty()) {
      const auto next = parse_position(steps[k + 1]["position"].get<std::string>(), "next");
      for (const auto& e : steps[k]["eliminations"]) {
        EXPECT_FALSE(sdk::has_digit(next.grid.candidates[e[0].get<int>()], e[1].get<int>())) << k;
      }
      carried = carried || next.grid.candidates != Grid::from_digits(next.grid.digits).candidates;
    }
  }
  EXPECT_TRUE(carried);
  EXPECT_EQ(run_npe({"solve", "--positions", puzzle}).exit_code, 2);  // --positions goes with --json
}

// An author's library taking a shipped id (wings.xy) in --plugin-dir: a warning naming both files,
// the author's copy stands in, and the shipped engine type that runs wings.w still works.
TEST(Cli, ClashingTechniqueIdNeverTakesDownAShippedEngineType) {
  const auto dir = test::temp_dir("cli_clash");
  std::filesystem::copy_file(test::broken_plugin_dir() / "clashing_pair.so", dir / "clashing_pair.so");
  const auto result = run_npe({"--plugin-dir", dir.string(), "solve", "-e", "hodoku", "--max-steps", "5", kSeedBoard});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.err, HasSubstr("plugin clash: technique id 'wings.xy' of "));
  EXPECT_THAT(result.err, HasSubstr("wings.so is hidden by " + (dir / "clashing_pair.so").string()));
  EXPECT_THAT(result.err, Not(HasSubstr("unknown technique")));
  EXPECT_THAT(result.out, HasSubstr("outcome: step-limit"));
  std::filesystem::remove_all(dir);
}

TEST(Cli, MisbehavingPluginFailsThePuzzleWithExitThree) {
  const auto dir = test::temp_dir("cli_bad_plugin");
  std::ofstream(dir / "bad.yaml") << "name: bad\ntechniques: [bad.not_candidate]\n";
  const auto result = run_npe(
      {"--plugin-dir", test::broken_plugin_dir().string(), "solve", "-e", (dir / "bad.yaml").string(), kSeedBoard});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_THAT(result.err,
              HasSubstr("npe: plugin-error: argument: step 1: technique 'bad.not_candidate' of plugin bad_steps"));
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
  EXPECT_THAT(result.out,
              HasSubstr("  expected: 958\n  actual:   957\n  board before step 3:\n    . 2 . | . . 7 | 3 . .\n"));
  EXPECT_THAT(result.out, HasSubstr("FAILED"));
  std::filesystem::remove_all(dir);
}

TEST(Cli, FixtureRecordWritesAFileThatChecksAndNeverAPartialOne) {
  const auto dir = test::temp_dir("cli_record");
  const std::string out = (dir / "new.yaml").string();
  auto result =
      run_npe({"fixture", "record", "-e", "npe-type1", "-o", out, "--file", fixture_path("puzzles/norvig_easy.txt")});
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
