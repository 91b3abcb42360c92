// A misbehaving plugin cannot corrupt results: in solve, compare and fixture check a refused step
// ends that puzzle (outcome plugin-error, noted on stderr naming the plugin), the others go on and
// the exit status is 3 (tests/isolation_test.cpp checks the other puzzles' results); fixture record
// never writes a fixture from an unsound run.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "test_support.hpp"

namespace npe::misbehaving_plugin_test {
namespace {

using ::testing::HasSubstr;

struct BrokenEngines {
  std::filesystem::path dir = test::temp_dir("misbehaving");
  std::string garbage = (dir / "garbage.yaml").string();  // steps the host refuses
  std::string unsound = (dir / "unsound.yaml").string();  // valid-looking steps against the solution
  std::string lying = (dir / "lying.yaml").string();      // sound eliminations, evidence that does not hold
  std::string puzzles = (test::source_dir() / "fixtures/puzzles/norvig_easy.txt").string();

  BrokenEngines() {
    std::ofstream(garbage) << "name: garbage\ntechniques: [bad.not_candidate]\n";
    std::ofstream(unsound) << "name: unsound\ntechniques: [unsound.largest]\n";
    std::ofstream(lying)
        << "name: lying\ncandidates: persistent\ntechniques: [broken.fake_link, box, row, col, cell]\n";
  }
  ~BrokenEngines() { std::filesystem::remove_all(dir); }

  test::CommandResult run(std::vector<std::string> arguments) const {
    arguments.insert(arguments.begin(), {"--plugin-dir", test::broken_plugin_dir().string()});
    return test::run_npe(arguments);
  }
};

constexpr const char* kGarbage = "technique 'bad.not_candidate' of plugin bad_steps";
constexpr const char* kUnsound = "technique 'unsound.largest' of plugin unsound";
constexpr const char* kLying = "technique 'broken.fake_link' of plugin broken_fake_link";
constexpr const char* kFakeLink = "that is not one";

TEST(MisbehavingPlugin, SolveFailsThePuzzle) {
  BrokenEngines e;
  const auto result = e.run({"solve", "-e", e.garbage, "--file", e.puzzles});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_THAT(result.err, HasSubstr(kGarbage));
}

TEST(MisbehavingPlugin, CompareFailsThePuzzleWhateverTheThreads) {
  BrokenEngines e;
  for (const char* threads : {"1", "2"}) {
    auto result = e.run({"compare", "-e", e.garbage, "-e", "npe-type1", "--file", e.puzzles, "--threads", threads});
    EXPECT_EQ(result.exit_code, 3) << threads;
    EXPECT_THAT(result.err, HasSubstr(kGarbage));
    result = e.run({"compare", "-e", e.unsound, "--file", e.puzzles, "--threads", threads});
    EXPECT_EQ(result.exit_code, 3) << threads;
    EXPECT_THAT(result.err, HasSubstr(kUnsound));
  }
}

TEST(MisbehavingPlugin, FixtureCheckFailsTheCase) {
  BrokenEngines e;
  const auto fixture = (test::source_dir() / "fixtures/npe-type1/norvig_easy.yaml").string();
  auto result = e.run({"fixture", "check", "--engine", e.unsound, fixture});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_THAT(result.err, HasSubstr(kUnsound));
  result = e.run({"fixture", "check", "--engine", e.garbage, fixture});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_THAT(result.err, HasSubstr(kGarbage));
}

TEST(MisbehavingPlugin, LyingEvidenceIsRefusedEverywhere) {
  BrokenEngines e;
  const std::string puzzles = (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string();
  auto result = e.run({"solve", "-e", e.lying, "--file", puzzles});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_THAT(result.err, HasSubstr(kLying));
  EXPECT_THAT(result.err, HasSubstr(kFakeLink));
  for (const char* threads : {"1", "2"}) {
    result = e.run({"compare", "-e", e.lying, "-e", "npe-type1", "--file", puzzles, "--threads", threads});
    EXPECT_EQ(result.exit_code, 3) << threads;
    EXPECT_THAT(result.err, HasSubstr(kFakeLink));
  }
  result = e.run(
      {"fixture", "check", "--engine", e.lying, (test::source_dir() / "fixtures/npe-type1/sx_hard.yaml").string()});
  EXPECT_EQ(result.exit_code, 3);
  EXPECT_THAT(result.err, HasSubstr(kFakeLink));
  result = e.run({"check-plugin", (test::broken_plugin_dir() / "fake_strong_link.so").string(), "-s", "1", "--json"});
  EXPECT_EQ(result.exit_code, 1) << result.out;
  EXPECT_THAT(result.out, HasSubstr(kFakeLink));
}

// ABI 1.3's evidence records (tests/broken_plugins/lying_records.cpp): each technique's steps are sound;
// told to lie, its record no longer holds (a lemma whose chain does not follow, a cover set that misses
// base candidates, a "pattern" that has a filling). Every command that runs steps refuses the lie and
// accepts the truth.
struct RecordEngines {
  std::filesystem::path dir = test::temp_dir("lying_records");
  std::string plugins = test::broken_plugin_dir().string();

  std::string engine(const std::string& technique, int lie) const {
    const std::string name = technique.substr(technique.find('.') + 1) + (lie ? "_lie" : "_true");
    const auto path = dir / (name + ".yaml");
    std::ofstream(path) << "name: " << name << "\ncandidates: persistent\ntechniques:\n  - {id: " << technique
                        << ", lie: " << lie << "}\n  - box\n  - row\n  - col\n  - cell\n";
    return path.string();
  }
  ~RecordEngines() { std::filesystem::remove_all(dir); }
  test::CommandResult run(std::vector<std::string> arguments) const {
    arguments.insert(arguments.begin(), {"--plugin-dir", plugins});
    return test::run_npe(arguments);
  }
};

TEST(MisbehavingPlugin, LyingEvidenceRecordsAreRefusedEverywhere) {
  RecordEngines e;
  const std::string puzzles = (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string();
  const std::string fixture = (test::source_dir() / "fixtures/npe-type1/sx_hard.yaml").string();
  const std::pair<const char*, const char*> lies[] = {
      {"records.lemma", "does not follow (in a lemma)"},
      {"records.sets", "which its evidence does not justify"},
      {"records.pattern", "has an impossible pattern that can be filled"}};
  for (const auto& [technique, why] : lies) {
    const std::string lying = e.engine(technique, 1), honest = e.engine(technique, 0);
    auto result = e.run({"solve", "-e", honest, "--file", puzzles, "--json"});
    EXPECT_EQ(result.exit_code, 0) << technique << result.err;
    EXPECT_THAT(result.out, HasSubstr(technique)) << "the technique took part";
    result = e.run({"solve", "-e", lying, "--file", puzzles});
    EXPECT_EQ(result.exit_code, 3) << technique;
    EXPECT_THAT(result.err, HasSubstr(why)) << technique;
    result = e.run({"compare", "-e", lying, "-e", "npe-type1", "--file", puzzles, "--threads", "2"});
    EXPECT_EQ(result.exit_code, 3) << technique;
    EXPECT_THAT(result.err, HasSubstr(why)) << technique;
    result = e.run({"fixture", "check", "--engine", lying, fixture});
    EXPECT_EQ(result.exit_code, 3) << technique;
    EXPECT_THAT(result.err, HasSubstr(why)) << technique;
  }
  // check-plugin creates each technique with its defaults: lying.
  for (const auto& [technique, why] : lies) {
    const auto result = e.run({"check-plugin", (test::broken_plugin_dir() / "lying_records.so").string(), "-t",
                               technique, "-s", "1", "--json"});
    EXPECT_EQ(result.exit_code, 1) << technique << result.out;
    EXPECT_THAT(result.out, HasSubstr(why)) << technique;
  }
}

TEST(MisbehavingPlugin, EvidenceRecordsReachTheJsonOutputs) {
  RecordEngines e;
  const std::string puzzles = (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string();
  const auto result = e.run({"solve", "-e", e.engine("records.sets", 0), "--file", puzzles, "--json"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  std::size_t with_sets = 0;
  std::istringstream lines(result.out);
  for (std::string line; std::getline(lines, line);) {
    const auto run = nlohmann::json::parse(line);
    for (const auto& step : run["steps"]) {
      if (step["technique"] != "records.sets") {
        EXPECT_FALSE(step.contains("evidence") && step["technique"] == "box");
        continue;
      }
      ASSERT_TRUE(step.contains("evidence")) << step.dump();
      EXPECT_EQ(step["evidence"]["kinds"], nlohmann::json::array({"sets"}));
      EXPECT_EQ(step["evidence"]["sets"][0]["rank"], 0);
      EXPECT_EQ(step["evidence"]["sets"][0]["base"].size(), 1u);
      ++with_sets;
    }
  }
  EXPECT_GT(with_sets, 0u);
}

TEST(MisbehavingPlugin, RecordNeverWritesAnUnsoundFixture) {
  BrokenEngines e;
  const auto output = e.dir / "f.yaml";
  // Puzzles without a solution on the line: the solver supplies it, and the unsound step is caught.
  std::ofstream(e.dir / "bare.txt")
      << "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..\n";
  for (const auto& puzzles : {e.puzzles, (e.dir / "bare.txt").string()}) {
    const auto result = e.run({"fixture", "record", "-e", e.unsound, "-o", output.string(), "--file", puzzles});
    EXPECT_EQ(result.exit_code, 3);
    EXPECT_THAT(result.err, HasSubstr(kUnsound));
    EXPECT_FALSE(std::filesystem::exists(output));
  }
}

}  // namespace
}  // namespace npe::misbehaving_plugin_test
