// check-plugin's missed-instance checks (missed.symmetry, external.reglib as the reference,
// behaviour.uniqueness_fact) and the position
// named by crashed and timed-out checks: the grid transformations keep a grid valid, a pointing
// technique that ignores columns fails the symmetry check while every shipped plugin passes it, a
// technique reading NPE_FACT_UNIQUE without declaring it fails, and a crash or hang names its
// position with an `npe find` command that reproduces it.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <set>

#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "check/support.hpp"
#include "check/symmetry.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::check_missed_test {
namespace {

using ::testing::HasSubstr;

std::string broken(const std::string& name) { return (test::broken_plugin_dir() / (name + ".so")).string(); }

/** The JSON result of `npe check-plugin ARGS --json` for one check of one technique. */
nlohmann::json check_result(const std::vector<std::string>& arguments, const std::string& check,
                            const std::string& technique, int* exit_code = nullptr) {
  std::vector<std::string> all{"check-plugin"};
  all.insert(all.end(), arguments.begin(), arguments.end());
  all.push_back("--json");
  const auto run = test::run_npe(all);
  if (exit_code) *exit_code = run.exit_code;
  const auto json = nlohmann::json::parse(run.out);
  for (const auto& result : json["checks"]) {
    if (result["check"] == check && result["technique"] == technique) return result;
  }
  ADD_FAILURE() << "no " << check << " for " << technique << " in " << run.out << run.err;
  return nlohmann::json::object({{"status", "missing"}, {"reason", ""}});
}

// A solved grid (a Latin-square-like pattern that is a valid Sudoku solution).
Digits solution_grid() {
  Digits digits{};
  for (int row = 0; row < 9; ++row) {
    for (int column = 0; column < 9; ++column)
      digits[row * 9 + column] = static_cast<std::uint8_t>((row * 3 + row / 3 + column) % 9 + 1);
  }
  return digits;
}

bool valid_solution(const Digits& digits) {
  for (int house = 0; house < 27; ++house) {
    Mask seen = 0;
    for (const int cell : sdk::kHouseCells[house]) seen |= sdk::digit_bit(digits[cell]);
    if (seen != sdk::kAllDigits) return false;
  }
  return true;
}

TEST(GridTransform, KeepsSolutionsValidAndIsABijection) {
  ASSERT_TRUE(valid_solution(solution_grid()));
  std::mt19937 random(7);
  int transposed = 0;
  for (int k = 0; k < 200; ++k) {
    const GridTransform transform = random_transform(random);
    transposed += transform.transpose;
    const Grid moved = transform.apply(Grid::from_digits(solution_grid()));
    EXPECT_TRUE(valid_solution(moved.digits)) << transform.describe();
    std::set<int> cells, digits;
    for (int cell = 0; cell < 81; ++cell) cells.insert(transform.cell(cell));
    for (int digit = 1; digit <= 9; ++digit) digits.insert(transform.digit(digit));
    EXPECT_EQ(cells.size(), 81u);
    EXPECT_EQ(digits.size(), 9u);
  }
  EXPECT_GT(transposed, 50);  // about half
  EXPECT_LT(transposed, 150);
}

// A declared geometry (ABI 1.5) keeps its symmetry: every transformation drawn for the half-turn
// commutes with it (cell c and its opposite 80 - c go to opposite cells), every one for the diagonal
// with the reflection in it; one house kind's are never transposed, a fixed geometry's move no cell.
// Each is still a valid transformation, and each draws more than one arrangement of the lines.
TEST(GridTransform, AGeometrysTransformationsKeepItsSymmetry) {
  auto mirror = [](int cell) { return 80 - cell; };
  auto reflect = [](int cell) { return cell % 9 * 9 + cell / 9; };
  std::mt19937 random(11);
  for (const Geometry geometry : {Geometry::one_house_kind, Geometry::half_turn, Geometry::diagonal, Geometry::fixed}) {
    std::set<std::string> seen;
    for (int k = 0; k < 200; ++k) {
      const GridTransform transform = random_transform(random, geometry);
      seen.insert(transform.describe());
      EXPECT_TRUE(valid_solution(transform.apply(Grid::from_digits(solution_grid())).digits)) << transform.describe();
      for (int cell = 0; cell < 81; ++cell) {
        switch (geometry) {
          case Geometry::half_turn:
            ASSERT_EQ(transform.cell(mirror(cell)), mirror(transform.cell(cell))) << transform.describe();
            break;
          case Geometry::diagonal:
            ASSERT_EQ(transform.cell(reflect(cell)), reflect(transform.cell(cell))) << transform.describe();
            break;
          case Geometry::fixed: ASSERT_EQ(transform.cell(cell), cell) << transform.describe(); break;
          default: break;
        }
      }
      if (geometry == Geometry::one_house_kind) {
        EXPECT_FALSE(transform.transpose);
      }
    }
    EXPECT_GT(seen.size(), 20u);  // digits relabelled at least
  }
  EXPECT_EQ(geometry_of(NPE_TECHNIQUE_FINDS_ALL), Geometry::free);
  EXPECT_EQ(geometry_of(NPE_TECHNIQUE_HALF_TURN_GEOMETRY | NPE_TECHNIQUE_FINDS_ALL), Geometry::half_turn);
}

TEST(GridTransform, KeepsAPuzzlesSolutionCountAndDescribesItself) {
  const Digits givens =
      parse_puzzle_line("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......").givens;
  const auto solution = unique_solution(givens);
  ASSERT_TRUE(solution.has_value());
  std::mt19937 random(11);
  const GridTransform transform = random_transform(random);
  const Grid moved = transform.apply(Grid::from_digits(givens));
  const auto moved_solution = unique_solution(moved.digits);
  ASSERT_TRUE(moved_solution.has_value()) << transform.describe();
  for (int cell = 0; cell < 81; ++cell) {
    EXPECT_EQ((*moved_solution)[transform.cell(cell)], transform.digit((*solution)[cell]));
  }
  GridTransform only_transpose;
  only_transpose.transpose = true;
  EXPECT_EQ(only_transpose.describe(), "transposed (rows become columns)");
  EXPECT_EQ(only_transpose.cell(1), 9);  // r1c2 -> r2c1
  EXPECT_EQ(GridTransform{}.describe(), "identity");
}

TEST(SymmetryMismatch, AlsXyChainAgreesWhenItsSearchBudgetRunsOut) {
  // An easy puzzle's givens (fixtures/puzzles/norvig_easy.txt, line 3) with HoDoKu's all-steps setting
  // (links both ways, at most 6): every path over its many ALS is more than the search budget (the
  // default 2^24 links as well; 2^20 here, so that the test takes a fraction of a second). The
  // chains found are then those of the longest length searched in full (plugins/als/als_chain.hpp),
  // the same on a copy with rows, columns, bands and stacks moved; before, they were whatever the
  // search had reached in cell order, and the copy lacked eliminations (found by missed.symmetry).
  const Grid grid =
      test::grid_from("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..");
  GridTransform moved;
  moved.transpose = true;
  moved.rows = {2, 1, 0, 6, 7, 8, 3, 4, 5};
  moved.columns = {0, 2, 1, 3, 4, 5, 8, 7, 6};
  const ParamList all_steps_setting = {{"forward_only", "0"}, {"max_rcs", "6"}, {"search_budget", "20"}};
  const FindFunction find = [&](const Grid& g, bool all) {
    return test::find_steps("als.xy_chain", g, all, all_steps_setting);
  };
  ASSERT_FALSE(find(grid, true).empty());
  EXPECT_EQ(symmetry_mismatch(find, grid, moved, SymmetryCompare::steps), std::nullopt);
}

TEST(SymmetryMismatch, UsableFromATestWithAnyFindFunction) {
  // The shipped pointing technique agrees with itself on a transposed position; a find function
  // that drops its column instances does not, and the message names the step and the transformation.
  const Grid grid =
      test::grid_from("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  GridTransform transpose;
  transpose.transpose = true;
  const FindFunction shipped = [](const Grid& g, bool all) {
    return test::find_steps("hidden_digit.pointing", g, all);
  };
  EXPECT_EQ(symmetry_mismatch(shipped, grid, transpose, SymmetryCompare::steps), std::nullopt);
  const FindFunction rows_only = [](const Grid& g, bool all) {
    std::vector<Step> kept;
    for (auto& step : test::find_steps("hidden_digit.pointing", g, all)) {
      if (step.kind == 0) kept.push_back(std::move(step));  // kind 0: the cover is a row
    }
    return kept;
  };
  ASSERT_FALSE(rows_only(grid, true).empty());
  const auto mismatch = symmetry_mismatch(rows_only, grid, transpose, SymmetryCompare::steps);
  ASSERT_TRUE(mismatch.has_value());
  EXPECT_THAT(*mismatch, HasSubstr("has no counterpart"));
  EXPECT_THAT(*mismatch, HasSubstr("transformation: transposed"));
}

TEST(SymmetryCheck, FailsAPointingThatIgnoresColumns) {
  int exit_code = -1;
  const auto result = check_result({broken("ignores_columns"), "-s", "1", "--check", "missed.symmetry"},
                                   "missed.symmetry", "broken.rows_only_pointing", &exit_code);
  EXPECT_EQ(exit_code, 1);
  EXPECT_EQ(result["status"], "failed");
  const std::string reason = result["reason"].get<std::string>();
  EXPECT_THAT(reason, HasSubstr("has no counterpart"));
  EXPECT_THAT(reason, HasSubstr("; position "));
  EXPECT_THAT(reason, HasSubstr("transformation: "));
}

TEST(EveryShippedPlugin, PassesTheSymmetryCheck) {
  // Strictness 2 (10 puzzles, about 40 positions, 2 transformations each); 1 under the sanitizers.
  const std::string strictness = test::scaled(20, 1) >= 20 ? "2" : "1";
  int libraries = 0;
  for (const auto& item : std::filesystem::directory_iterator(test::plugin_dir())) {
    if (item.path().extension() != ".so") continue;
    ++libraries;
    std::vector<std::string> arguments{"check-plugin", item.path().string(), "-s",      strictness,
                                       "--check",      "missed.symmetry",    "--check", "behaviour.uniqueness_fact",
                                       "--json"};
    const auto run = test::run_npe(arguments);
    EXPECT_EQ(run.exit_code, 0) << item.path() << "\n" << run.out << run.err;
    const auto json = nlohmann::json::parse(run.out);
    for (const auto& result : json["checks"]) {
      EXPECT_EQ(result["status"], "passed")
          << result["technique"] << " " << result["check"] << ": " << result["reason"];
    }
  }
  EXPECT_GE(libraries, 15);
}

TEST(EveryShippedPlugin, FindsTheReglibCasesOfItsTechniquesCodes) {
  // external.reglib with the source tree's reglib (its default in a build from a checkout).
  int libraries = 0;
  for (const auto& item : std::filesystem::directory_iterator(test::plugin_dir())) {
    if (item.path().extension() != ".so") continue;
    ++libraries;
    const auto run =
        test::run_npe({"check-plugin", item.path().string(), "-s", "1", "--check", "external.reglib", "--json"});
    EXPECT_EQ(run.exit_code, 0) << item.path() << "\n" << run.out << run.err;
    const auto report = nlohmann::json::parse(run.out);  // kept: the loop reads into it
    for (const auto& result : report["checks"]) {
      if (result["check"] != "external.reglib") continue;
      const bool declares =
          result["reason"].get<std::string>().find("declares no HoDoKu reglib code") == std::string::npos;
      EXPECT_EQ(result["status"], declares ? "passed" : "skipped") << result["technique"] << ": " << result["reason"];
    }
  }
  EXPECT_GE(libraries, 15);
}

TEST(UniquenessFactCheck, FailsATechniqueThatReadsTheFactWithoutDeclaringIt) {
  const auto undeclared =
      check_result({broken("undeclared_uniqueness"), "-s", "1", "--check", "behaviour.uniqueness_fact"},
                   "behaviour.uniqueness_fact", "broken.undeclared_unique");
  EXPECT_EQ(undeclared["status"], "failed");
  EXPECT_THAT(undeclared["reason"].get<std::string>(), HasSubstr("does not declare NPE_TECHNIQUE_NEEDS_UNIQUENESS"));
  // The same technique with the flag (the engine's probe) passes: it finds nothing without the fact.
  const auto declared = check_result({broken("uniqueness_probe"), "-s", "1", "--check", "behaviour.uniqueness_fact"},
                                     "behaviour.uniqueness_fact", "probe.unique_single");
  EXPECT_EQ(declared["status"], "passed") << declared["reason"];
  EXPECT_THAT(declared["reason"].get<std::string>(), HasSubstr("nothing found"));
}

TEST(CheckPosition, ACrashNamesItsPositionAndACommandThatReproducesIt) {
  const auto sound = check_result({broken("crash_in_find"), "-s", "1", "--check", "behaviour.sound"}, "behaviour.sound",
                                  "broken.crash");
  ASSERT_EQ(sound["status"], "crashed");
  const std::string reason = sound["reason"].get<std::string>();
  EXPECT_THAT(reason, HasSubstr(" while running "));
  EXPECT_THAT(reason, HasSubstr(".txt:"));  // a corpus line
  EXPECT_THAT(reason, HasSubstr("reproduce with: npe --plugin-dir "));
  const std::string command = sound["metrics"]["reproduce"].get<std::string>();
  EXPECT_THAT(command, HasSubstr(" find -t broken.crash --all "));
  // The position text reads back as the same position in `npe find`, which then crashes too.
  const std::string position = sound["metrics"]["position_text"].get<std::string>();
  const auto again = test::run_npe(
      {"--plugin-dir", test::broken_plugin_dir().string(), "find", "-t", "broken.crash", "--all", position});
  EXPECT_NE(again.exit_code, 0);
  if (!test::sanitized_build()) {   // under UBSan the null store ends the run with its report and exit 1
    EXPECT_NE(again.exit_code, 1);  // not "no instance": it crashed
  }
  const auto box = test::run_npe({"find", "-t", "box", "--all", position});
  EXPECT_NE(box.exit_code, 2) << box.err;  // a position npe find reads
}

TEST(CheckPosition, ThePositionTextReadsBackAsTheSamePosition) {
  // Digits line '/' pencil-mark string: placed cells, single candidates and removed candidates survive.
  Grid grid = test::grid_from("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
  grid.place(1, 6);
  for (int cell = 20; cell < 40; ++cell) {
    if (grid.digits[cell] == 0 && sdk::count_digits(grid.candidates[cell]) > 1)
      grid.eliminate(cell, sdk::first_digit(grid.candidates[cell]));
  }
  const SearchPosition back = parse_position_argument(position_text(grid));
  EXPECT_EQ(back.grid.digits, grid.digits);
  EXPECT_EQ(back.grid.candidates, grid.candidates);
}

TEST(CheckPosition, ATimeoutNamesItsPosition) {
  const auto result =
      check_result({broken("endless_loop"), "-s", "1", "--timeout", "1", "--check", "behaviour.deterministic"},
                   "behaviour.deterministic", "broken.loop");
  ASSERT_EQ(result["status"], "timed-out");
  EXPECT_THAT(result["reason"].get<std::string>(), HasSubstr(" while running "));
  EXPECT_THAT(result["reason"].get<std::string>(), HasSubstr(" find -t broken.loop"));
}

}  // namespace
}  // namespace npe::check_missed_test
