// The `hodoku` engine type against HoDoKu 2.2's own solution paths (tests/data/hodoku, made by HoDoKu's
// batch solve): each puzzle's run is compared step by step (placements and eliminations, not texts),
// its score and level with HoDoKu's. The first divergence of each differing puzzle is printed; the
// test fails when fewer paths, scores or levels agree than the floors below (measured when they were
// set: raising a floor records progress, a drop is a regression).
//
// NPE_HODOKU_REFERENCE=FILE[:FILE...] measures other HoDoKu outputs instead (the held-out set of
// tests/data/hodoku/README.md): the table by level and the run time, no assertions.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "hodoku_reference.hpp"
#include "rating/hodoku_grade.hpp"
#include "test_support.hpp"

namespace npe::hodoku_path_test {
namespace {

using test::hodoku::Effect;
using test::hodoku::parse_effect;

std::vector<CellDigit> cds(std::initializer_list<std::pair<int, int>> items) {
  std::vector<CellDigit> out;
  for (auto [cell, digit] : items) out.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
  return out;
}

TEST(HodokuReference, StepTextsReadAsPlacementsAndEliminations) {
  EXPECT_EQ(parse_effect("Hidden Single: r3c7=3").placements, cds({{2 * 9 + 6, 3}}));
  EXPECT_EQ(parse_effect("Forcing Chain Contradiction in r2 => r2c6=9").placements, cds({{9 + 5, 9}}));
  const Effect pair = parse_effect("Locked Pair: 4,6 in r13c7 => r12c9,r5c7<>4, r12c9,r8c7<>6");
  EXPECT_TRUE(pair.placements.empty());
  EXPECT_EQ(pair.eliminations, cds({{8, 4}, {8, 6}, {17, 4}, {17, 6}, {42, 4}, {69, 6}}));
  EXPECT_EQ(parse_effect("Hidden Pair: 2,3 in r1c46 => r1c4<>1, r1c4<>6, r1c6<>7").eliminations,
            cds({{3, 1}, {3, 6}, {5, 7}}));
  EXPECT_THROW(parse_effect("Naked Pair: 2,6 in r2c56 => x2c4<>6"), std::runtime_error);
}

// npe rate grades as HoDoKu's batch solve prints its header lines (sx_easy_100.txt #1, sx_hard_100.txt #3).
TEST(HodokuGrade, RatePrintsHodokusLevelAndScore) {
  const auto result =
      test::run_npe({"rate", "-e", "hodoku", "--format", "%n %l (%c)",
                     ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...",
                     "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96"});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out, "1 Easy (204)\n2 Hard (1142)\n");
}

// npe solve prints the grade for engine types that say `grade: hodoku` (sx_hard_100.txt #3), and only for them.
TEST(HodokuGrade, SolvePrintsHodokusLevelForTheHodokuType) {
  const std::string puzzle = "21.95...4.9..6..37...7...........3.892.....158.5...........2...68..1..4.1...47.96";
  const auto text = test::run_npe({"solve", "-e", "hodoku", puzzle});
  EXPECT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("\nhodoku: Hard (1142)\n"), std::string::npos) << text.out;
  const auto json = test::run_npe({"solve", "-e", "hodoku", "--json", puzzle});
  EXPECT_NE(json.out.find("\"hodoku_level\":\"Hard\""), std::string::npos) << json.out;
  EXPECT_NE(json.out.find("\"hodoku_score\":1142"), std::string::npos) << json.out;
  const auto other = test::run_npe({"solve", "-e", "full", puzzle});
  EXPECT_EQ(other.out.find("hodoku"), std::string::npos) << other.out;
}

TEST(HodokuGrade, LevelRisesWithTheScoreAndAnUnsolvedRunIsExtreme) {
  RunResult run;
  run.outcome = Outcome::solved;
  run.difficulty = 801;
  run.rating_x10 = 10;  // only Easy techniques
  EXPECT_EQ(hodoku_level_name(hodoku_grade(run).level), "Medium");
  run.difficulty = 1601;
  EXPECT_EQ(hodoku_level_name(hodoku_grade(run).level), "Unfair");
  run.difficulty = 100;
  run.rating_x10 = 30;  // a Hard technique
  EXPECT_EQ(hodoku_level_name(hodoku_grade(run).level), "Hard");
  run.outcome = Outcome::stuck;
  EXPECT_EQ(hodoku_level_name(hodoku_grade(run).level), "Extreme");
}

struct Tally {
  int puzzles = 0, paths = 0, scores = 0, levels = 0;
};

struct Comparison {
  std::map<std::string, Tally> by_level;  // HoDoKu's level
  Tally total;
  std::vector<std::string> divergences;
  double seconds = 0;
};

Comparison compare_file(const std::string& path, std::size_t limit = 0) {
  const auto reference = test::hodoku::read_reference(path);
  Engine engine(load_engine_type(test::source_dir() / "configs/engines/hodoku.yaml"), test::shipped_plugins());
  Comparison out;
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < reference.size() && (limit == 0 || i < limit); ++i) {
    const auto& expected = reference[i];
    const RunResult run = engine.run(parse_puzzle_argument(expected.puzzle));
    const HodokuGrade grade = hodoku_grade(run);
    const auto divergence = test::hodoku::first_divergence(expected, run);
    for (Tally* tally : {&out.total, &out.by_level[expected.level]}) {
      ++tally->puzzles;
      tally->paths += !divergence;
      tally->scores += grade.score == expected.score;
      tally->levels += hodoku_level_name(grade.level) == expected.level;
    }
    if (divergence) {
      std::ostringstream line;
      line << expected.puzzle << " step " << divergence->step + 1 << ": HoDoKu " << divergence->hodoku << " | npe "
           << divergence->npe;
      out.divergences.push_back(line.str());
    }
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

void print(const std::string& name, const Comparison& c, std::size_t divergences) {
  std::cout << name << ": " << c.total.puzzles << " puzzles, path identical " << c.total.paths << ", score "
            << c.total.scores << ", level " << c.total.levels << " (" << std::fixed << std::setprecision(2) << c.seconds
            << " s)\n";
  for (std::size_t i = 0; i < c.divergences.size() && i < divergences; ++i)
    std::cout << "  " << c.divergences[i] << '\n';
}

struct Floor {
  const char* file;
  int paths, scores, levels;
};

// Agreement on the shipped reference when the floors were last raised (see the commit messages).
constexpr Floor kFloors[] = {
    {"hodoku/sx_easy_100.txt", 100, 100, 100},
    {"hodoku/sx_medium_100.txt", 100, 100, 100},
    {"hodoku/sx_hard_100.txt", 100, 100, 100},
};

TEST(HodokuPath, AgreesWithHodokusBatchSolve) {
  for (const Floor& floor : kFloors) {
    const Comparison c =
        compare_file(test::data_file(floor.file).string(), static_cast<std::size_t>(test::scaled(100, 20)));
    print(floor.file, c, 5);
    if (test::scaled(100, 20) < 100) continue;  // the floors are for the whole files
    EXPECT_GE(c.total.paths, floor.paths) << floor.file;
    EXPECT_GE(c.total.scores, floor.scores) << floor.file;
    EXPECT_GE(c.total.levels, floor.levels) << floor.file;
  }
}

// The diabolical file needs forcing chains and nets: seconds per puzzle, so only in long runs.
TEST(HodokuPath, AgreesOnDiabolicalPuzzles) {
  if (!std::getenv("NPE_LONG_TESTS")) GTEST_SKIP() << "set NPE_LONG_TESTS=1";
  const Comparison c = compare_file(test::data_file("hodoku/sx_diabolical_60.txt").string());
  print("hodoku/sx_diabolical_60.txt", c, 10);
  EXPECT_GE(c.total.paths, 59);
  EXPECT_GE(c.total.scores, 59);
  EXPECT_GE(c.total.levels, 60);
}

TEST(HodokuPath, MeasureOtherReference) {
  const char* files = std::getenv("NPE_HODOKU_REFERENCE");
  if (!files) GTEST_SKIP() << "set NPE_HODOKU_REFERENCE=FILE[:FILE...] (HoDoKu /bs /vp outputs)";
  Comparison all;
  std::stringstream list(files);
  for (std::string file; std::getline(list, file, ':');) {
    const Comparison c = compare_file(file);
    print(file, c, 0);
    for (const auto& [level, tally] : c.by_level) {
      Tally& sum = all.by_level[level];
      sum.puzzles += tally.puzzles, sum.paths += tally.paths, sum.scores += tally.scores, sum.levels += tally.levels;
    }
    all.seconds += c.seconds;
  }
  std::cout << "| HoDoKu level | puzzles | path identical | score equal | level equal |\n|---|---:|---:|---:|---:|\n";
  for (const char* level : {"Easy", "Medium", "Hard", "Unfair", "Extreme"}) {
    const Tally& t = all.by_level[level];
    all.total.puzzles += t.puzzles, all.total.paths += t.paths, all.total.scores += t.scores,
        all.total.levels += t.levels;
    std::cout << "| " << level << " | " << t.puzzles << " | " << t.paths << " | " << t.scores << " | " << t.levels
              << " |\n";
  }
  const Tally& t = all.total;
  std::cout << "| all | " << t.puzzles << " | " << t.paths << " | " << t.scores << " | " << t.levels << " |\n"
            << "npe run time " << std::fixed << std::setprecision(2) << all.seconds << " s\n";
}

}  // namespace
}  // namespace npe::hodoku_path_test
