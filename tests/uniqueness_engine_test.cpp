// The uniqueness techniques inside an engine type, under its `uniqueness:` setting:
//   check (default): the exact solver decides once per puzzle; unique puzzles get NPE_FACT_UNIQUE;
//   assume: every puzzle gets it; when the puzzle is not unique the run says so (a warning in the run,
//     on `npe solve`'s output and in its JSON) and `npe fixture record` refuses to record it;
//   off: no puzzle gets it.
// Two puzzles: sx_hard_500 line 13 (one solution; a Uniqueness Test 1 helps solve it) and
// serg_benchmark_counts line 12 (several solutions; after the singles a Uniqueness Test 4 removes a
// digit of one of them).
#include <gtest/gtest.h>

#include <fstream>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "solver/solver.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_engine_test {
namespace {

const char* const kUnique = ".6..5..3....3.6.....7...4...3.....6..14.2.79.7.......1.........9..147..5.516.987.";
const char* const kSeveral = "8.........95.......76.........926487...473215...518963...7.1546.....4792......138";

std::string engine_yaml(const std::string& uniqueness) {
  return "name: with-uniqueness\n"
         "candidates: persistent\n"
         "priority_digit: false\n"
         "uniqueness: " +
         uniqueness +
         "\n"
         "techniques: [box, row, col, cell, hidden_digit.pointing, hidden_digit.claiming,\n"
         "  {id: locked_set.naked, size: 2}, {id: locked_set.hidden, size: 2},\n"
         "  uniqueness.type1, uniqueness.type2, uniqueness.type3, uniqueness.type4, uniqueness.type5,\n"
         "  uniqueness.type6, uniqueness.hidden_rectangle, uniqueness.avoidable1, uniqueness.avoidable2,\n"
         "  uniqueness.bug1, uniqueness.bug_lite]\n";
}

RunResult run(const std::string& uniqueness, const char* puzzle) {
  Engine engine(parse_engine_type(engine_yaml(uniqueness), "with-uniqueness.yaml"), test::shipped_plugins());
  return engine.run(parse_puzzle_line(puzzle));
}

int uniqueness_steps(const RunResult& result) {
  int count = 0;
  for (const auto& step : result.steps) count += step.step.technique.rfind("uniqueness.", 0) == 0;
  return count;
}

TEST(UniquenessEngine, CheckTellsUniquePuzzlesOnly) {
  ASSERT_TRUE(count_solutions(parse_puzzle_line(kUnique).givens).unique());
  const RunResult unique = run("check", kUnique);
  EXPECT_TRUE(unique.known_unique);
  EXPECT_EQ(unique.outcome, Outcome::solved);
  EXPECT_GT(uniqueness_steps(unique), 0);
  EXPECT_TRUE(unique.uniqueness_warning.empty());
  // Every step of the solved run agrees with the solution (the engine checks it when it is known).
  const auto solution = unique_solution(parse_puzzle_line(kUnique).givens);
  EXPECT_EQ(unique.final_grid.digits, *solution);

  ASSERT_TRUE(count_solutions(parse_puzzle_line(kSeveral).givens).multiple());
  const RunResult several = run("check", kSeveral);
  EXPECT_FALSE(several.known_unique);
  EXPECT_EQ(uniqueness_steps(several), 0);
  EXPECT_TRUE(several.uniqueness_warning.empty());
}

TEST(UniquenessEngine, AssumeOnASeveralSolutionPuzzleIsReported) {
  const RunResult several = run("assume", kSeveral);
  EXPECT_TRUE(several.known_unique);
  EXPECT_GT(uniqueness_steps(several), 0);  // the Uniqueness Test 4 after the singles
  EXPECT_NE(several.uniqueness_warning, "");
  // On the unique puzzle, assume and check give the same run.
  const RunResult assumed = run("assume", kUnique);
  const RunResult checked = run("check", kUnique);
  EXPECT_TRUE(assumed.uniqueness_warning.empty());
  ASSERT_EQ(assumed.steps.size(), checked.steps.size());
  for (std::size_t i = 0; i < assumed.steps.size(); ++i) {
    EXPECT_EQ(step_line(assumed.steps[i].step), step_line(checked.steps[i].step)) << i;
  }
}

TEST(UniquenessEngine, OffNeverTells) {
  for (const char* puzzle : {kUnique, kSeveral}) {
    const RunResult result = run("off", puzzle);
    EXPECT_FALSE(result.known_unique);
    EXPECT_EQ(uniqueness_steps(result), 0);
    EXPECT_TRUE(result.uniqueness_warning.empty());
  }
}

TEST(UniquenessEngine, TheCommandsSayWhenTheAssumptionIsFalse) {
  const auto dir = test::temp_dir("uniqueness_engine");
  const auto engine = dir / "with-uniqueness.yaml";
  std::ofstream(engine) << engine_yaml("assume");
  const auto solved = test::run_npe({"solve", "-e", engine.string(), kSeveral});
  EXPECT_EQ(solved.exit_code, 0) << solved.err;
  EXPECT_NE(solved.out.find("warning: uniqueness was assumed"), std::string::npos) << solved.out;
  const auto json = test::run_npe({"solve", "--json", "-e", engine.string(), kSeveral});
  EXPECT_NE(json.out.find("\"warning\""), std::string::npos) << json.out;
  const auto recorded =
      test::run_npe({"fixture", "record", "-e", engine.string(), "-o", (dir / "f.yaml").string(), kSeveral});
  EXPECT_EQ(recorded.exit_code, 2) << recorded.out << recorded.err;
  EXPECT_NE(recorded.err.find("not recorded"), std::string::npos) << recorded.err;
  EXPECT_FALSE(std::filesystem::exists(dir / "f.yaml"));
  // The unique puzzle records.
  const auto unique =
      test::run_npe({"fixture", "record", "-e", engine.string(), "-o", (dir / "u.yaml").string(), kUnique});
  EXPECT_EQ(unique.exit_code, 0) << unique.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::uniqueness_engine_test
