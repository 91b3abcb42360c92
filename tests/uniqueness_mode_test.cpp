// The engine type's `uniqueness:` (check | assume | off) decides whether techniques are told the
// puzzle has one solution (NPE_FACT_UNIQUE), with a probe technique that needs it
// (tests/broken_plugins/uniqueness_probe.cpp: a naked single only when the fact is set).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::uniqueness_mode_test {
namespace {

using ::testing::HasSubstr;

const PluginRegistry& registry() {
  static const PluginRegistry r = load_plugins({test::broken_plugin_dir() / "uniqueness_probe.so", test::plugin_dir()});
  return r;
}

EngineType engine_type(const std::string& mode) {
  return parse_engine_type("name: probe\ncandidates: persistent\nuniqueness: " + mode +
                               "\ntechniques: [box, row, col, probe.unique_single]\n",
                           "probe.yaml");
}

// fixtures/puzzles/norvig_easy.txt line 5 (unique): box, row and col cannot solve it without naked singles.
const char* const kUnique = "......9.7...42.18....7.5.261..9.4....5.....4....5.7..992.1.8....34.59...5.7......";

Puzzle multi_solution_puzzle() {
  Puzzle puzzle = parse_puzzle_line(kUnique);
  for (int cell : {0, 4, 12, 15}) puzzle.givens[cell] = 0;  // four givens fewer
  return puzzle;
}

bool used_probe(const RunResult& run) {
  for (const auto& step : run.steps) {
    if (step.step.technique == "probe.unique_single") return true;
  }
  return false;
}

TEST(UniquenessMode, CheckTellsTechniquesOnlyWhenTheSolverProvesIt) {
  Engine engine(engine_type("check"), registry());
  const RunResult unique = engine.run(parse_puzzle_line(kUnique));
  EXPECT_TRUE(unique.known_unique);
  EXPECT_TRUE(used_probe(unique));
  const Puzzle multi = multi_solution_puzzle();
  ASSERT_TRUE(count_solutions(multi.givens).multiple());
  const RunResult several = engine.run(multi);
  EXPECT_FALSE(several.known_unique);
  EXPECT_FALSE(used_probe(several));
  EXPECT_TRUE(several.uniqueness_warning.empty());
}

TEST(UniquenessMode, OffNeverTellsThem) {
  Engine engine(engine_type("off"), registry());
  const RunResult run = engine.run(parse_puzzle_line(kUnique));
  EXPECT_FALSE(run.known_unique);
  EXPECT_FALSE(used_probe(run));
}

TEST(UniquenessMode, AssumeTellsThemAndSaysSoWhenItIsWrong) {
  Engine engine(engine_type("assume"), registry());
  const RunResult unique = engine.run(parse_puzzle_line(kUnique));
  EXPECT_TRUE(unique.uniqueness_warning.empty());
  EXPECT_TRUE(used_probe(unique));
  const RunResult several = engine.run(multi_solution_puzzle());
  EXPECT_TRUE(several.known_unique);
  EXPECT_THAT(several.uniqueness_warning,
              HasSubstr("uniqueness was assumed, but the puzzle does not have exactly one solution"));
}

TEST(UniquenessMode, SolvePrintsTheWarningAndRecordRefuses) {
  const auto dir = test::temp_dir("uniqueness_mode");
  std::ofstream(dir / "assume.yaml") << "name: assume\ncandidates: persistent\nuniqueness: assume\n"
                                        "techniques: [box, row, col, probe.unique_single]\n";
  std::ofstream(dir / "multi.txt") << multi_solution_puzzle().givens_line() << "\n";
  const std::string plugins = test::broken_plugin_dir().string();
  auto result = test::run_npe(
      {"--plugin-dir", plugins, "solve", "-e", (dir / "assume.yaml").string(), "--file", (dir / "multi.txt").string()});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("warning: uniqueness was assumed"));
  result = test::run_npe({"--plugin-dir", plugins, "fixture", "record", "-e", (dir / "assume.yaml").string(), "--file",
                          (dir / "multi.txt").string(), "-o", (dir / "f.yaml").string()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_THAT(result.err, HasSubstr("not recorded"));
  EXPECT_FALSE(std::filesystem::exists(dir / "f.yaml"));
  std::filesystem::remove_all(dir);
}

TEST(UniquenessMode, BadValueNamesThePlace) {
  try {
    parse_engine_type("name: x\nuniqueness: maybe\ntechniques: [box]\n", "x.yaml");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("x.yaml:2:13: 'uniqueness' must be check, assume or off, got 'maybe'"));
  }
}

}  // namespace
}  // namespace npe::uniqueness_mode_test
