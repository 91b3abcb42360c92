// `npe find` end to end: the program, its output forms and exit codes.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "test_support.hpp"

namespace npe::find_command_test {
namespace {

using test::run_npe;

const std::string kSeedPuzzle = "2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3";

TEST(FindCommand, SeedPairsAsText) {
  const auto result = run_npe({"find", "--technique", "locked_set.naked", "--param", "size=2", "--all", "--unique",
                               "--fill-singles", kSeedPuzzle});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out,
            "Locked Pair[2D] r6c45 #38 => r4c6<>38 r5c6<>38 r6c3<>3 r6c7<>8 r6c8<>38 r6c9<>8\n"
            "Locked Pair[2D] r38c3 #39 => r4c3<>3 r6c3<>3\n"
            "Locked Pair[2D] r45c7 #58 => r5c8<>8 r5c9<>58 r6c7<>58 r6c8<>8 r6c9<>58 r8c7<>58\n"
            "Locked Pair[2D] r89c8 #28 => r3c8<>8 r5c8<>8 r6c8<>28 r8c7<>28 r8c9<>8\n"
            "Locked Pair[2D] r4c1 r5c2 #38 => r4c3<>3 r6c3<>3\n");
}

TEST(FindCommand, UniqueKeepsStepsOfDifferentDigitsApart) {
  // Every HoDoKu pointing case: with --unique, a step still eliminates one digit only (two pointings
  // of different digits on the same cells used to merge into one step).
  std::ifstream in(test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt");
  std::string line;
  int cases = 0, steps = 0;
  while (std::getline(in, line)) {
    if (line.rfind(":0100:", 0) != 0) continue;
    ++cases;
    const auto result = run_npe({"find", "-t", "hidden_digit.pointing", "--all", "--unique", "--json", line});
    ASSERT_EQ(result.exit_code, 0) << line;
    const auto json = nlohmann::json::parse(result.out);
    for (const auto& step : json["steps"]) {
      ++steps;
      std::set<int> digits;
      for (const auto& e : step["eliminations"]) digits.insert(e[1].get<int>());
      EXPECT_EQ(digits.size(), 1u) << step.dump() << " in " << line;
    }
  }
  EXPECT_GT(cases, 20);
  EXPECT_GE(steps, cases);
}

TEST(FindCommand, UniquenessFactFollowsTheOption) {
  // The probe technique reports naked singles only when told the puzzle is unique.
  const std::string plugins = test::broken_plugin_dir().string();
  // A solved grid (norvig_easy's fifth solution) with three cells emptied: unique, naked singles left.
  std::string puzzle = "462831957795426183381795426173984265659312748248567319926178534834259671517643892";
  for (int cell : {0, 40, 80}) puzzle[cell] = '.';
  EXPECT_EQ(run_npe({"--plugin-dir", plugins, "find", "-t", "probe.unique_single", puzzle}).exit_code, 0);
  EXPECT_EQ(
      run_npe({"--plugin-dir", plugins, "find", "-t", "probe.unique_single", "--uniqueness", "off", puzzle}).exit_code,
      1);
}

// A planted wrong elimination (tests/broken_plugins/unsound_elimination.cpp: the smallest candidate of
// the first cell with two or more) on a unique puzzle: the first diabolical bank puzzle, whose r1c1
// holds 1 in the solution. find and show judge it against the exact solver's solution (exit 3, the
// message solve --check-soundness gives); with --uniqueness off, or on a puzzle with several
// solutions, nothing is known to judge it by.
TEST(FindCommand, AStepContradictingTheSolutionIsUnsoundOnAUniquePuzzle) {
  const std::string plugin = test::broken_plugin_dir().string();  // broken.unsound among them
  const std::string unique = ".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.";
  std::string several = unique;
  several[2] = '.';
  for (const char* command : {"find", "show"}) {
    const auto unsound = run_npe({"--plugin-dir", plugin, command, "-t", "broken.unsound", unique});
    EXPECT_EQ(unsound.exit_code, 3) << command << ": " << unsound.out << unsound.err;
    EXPECT_THAT(unsound.err, ::testing::HasSubstr("step 'r1c1<>1' eliminates 1 from r1c1, the solution's digit"))
        << command;
    const auto unchecked =
        run_npe({"--plugin-dir", plugin, command, "-t", "broken.unsound", "--uniqueness", "off", unique});
    EXPECT_EQ(unchecked.exit_code, 0) << command << ": " << unchecked.err;
    EXPECT_THAT(unchecked.out, ::testing::HasSubstr("r1c1<>1")) << command;
    const auto multiple = run_npe({"--plugin-dir", plugin, command, "-t", "broken.unsound", several});
    EXPECT_EQ(multiple.exit_code, 0) << command << ": " << multiple.err;
  }
  // A puzzle line's own solution is the one judged by, whatever --uniqueness says.
  const std::string solution = "183524697547869123629317458235698714471253869896741235354176982962485371718932546";
  EXPECT_EQ(
      run_npe({"--plugin-dir", plugin, "find", "-t", "broken.unsound", "--uniqueness", "off", several + " " + solution})
          .exit_code,
      3);
}

TEST(FindCommand, FirstOnlyWithoutAll) {
  const auto result = run_npe({"find", "-t", "locked_set.hidden", "--fill-singles", kSeedPuzzle});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out, "Locked Pair[2D] (hidden) r8c79 #57 => r8c7<>28 r8c9<>8\n");
}

TEST(FindCommand, Json) {
  const auto result = run_npe({"find", "-t", "locked_set.hidden", "-p", "size=2", "--fill-singles", "--json",
                               "...857.....736.2...6...48..142..86..57......26.35..47..216.3........1.......2...."});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["technique"], "locked_set.hidden");
  EXPECT_EQ(json["position"].get<std::string>().size(), 81u);
  ASSERT_EQ(json["steps"].size(), 1u);
  EXPECT_EQ(json["steps"][0]["text"], "Locked Pair[2D] (hidden) r19c8 #16");
  EXPECT_EQ(json["steps"][0]["placements"], nlohmann::json::array());
  // r1c8 (cell 7) loses 3 and 9; r9c8 (cell 79) loses 3, 4, 9.
  EXPECT_EQ(json["steps"][0]["eliminations"], nlohmann::json::parse("[[7,3],[7,9],[79,3],[79,4],[79,9]]"));
  EXPECT_EQ(result.out.substr(0, 13), "{\"position\":\"");  // keys in the documented order
}

TEST(FindCommand, NothingFoundExitsOne) {
  const auto result =
      run_npe({"find", "-t", "locked_set.naked", "-p", "size=7", "--all", "--fill-singles", kSeedPuzzle});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(result.out, "");
  EXPECT_EQ(result.err, "npe: no instance of locked_set.naked in argument:1\n");
}

TEST(FindCommand, ReglibLineFromAFile) {
  // Pick the first locked-pair case of reglib-dev.txt by --line.
  const auto path = test::data_file("reglib/reglib-dev.txt").string();
  std::ifstream in(path);
  std::string line;
  int number = 0, wanted = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind(":0110-1:47:", 0) == 0) {
      wanted = number;
      break;
    }
  }
  ASSERT_GT(wanted, 0);
  const auto result = run_npe(
      {"find", "-t", "locked_set.naked", "--all", "--unique", "--file", path, "--line", std::to_string(wanted)});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  // The case lists 477 479 487 488 491 498 777 779 787 792 (digit, row, column): the pair r9c79 #47,
  // in row 9 and block 9, eliminating in both.
  EXPECT_NE(
      result.out.find("Locked Pair[2D] r9c79 #47 => r7c7<>47 r7c9<>47 r8c7<>47 r8c8<>4 r9c1<>4 r9c2<>7 r9c8<>4\n"),
      std::string::npos)
      << result.out;
}

TEST(FindCommand, PencilMarkGridOnStdinLikeFile) {
  const auto dir = test::temp_dir("find_pm");
  // Row 1 holds a naked pair {1,2} in r1c1 and r1c5; every other cell has all candidates.
  std::string grid;
  for (int row = 0; row < 9; ++row) {
    grid += "|";
    for (int col = 0; col < 9; ++col) grid += (row == 0 && (col == 0 || col == 4)) ? " 12" : " 123456789";
    grid += " |\n";
  }
  std::ofstream(dir / "pm.txt") << "+----+\n" << grid << "+----+\n";
  const auto result = run_npe({"find", "-t", "locked_set.naked", "--file", (dir / "pm.txt").string()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_EQ(result.out.substr(0, 29), "Locked Pair[2D] r1c15 #12 => ");
  std::filesystem::remove_all(dir);
}

TEST(FindCommand, BadInputExitsTwo) {
  auto result = run_npe({"find", "-t", "locked_set.naked", "-p", "size=9", kSeedPuzzle});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("parameter 'size' must be an integer 2..7, got '9'"), std::string::npos) << result.err;
  result = run_npe({"find", "-t", "no.such", kSeedPuzzle});
  EXPECT_EQ(result.exit_code, 2);
  result = run_npe({"find", "-t", "locked_set.naked", "-p", "size", kSeedPuzzle});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("--param size: expected NAME=VALUE"), std::string::npos) << result.err;
  result = run_npe({"find", "-t", "locked_set.naked"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("give one position"), std::string::npos) << result.err;
  result = run_npe({"find", "-t", "locked_set.naked", ":0200:1:...:::::"});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_NE(result.err.find("argument:1:9: the givens hold 3 of 81 cells"), std::string::npos) << result.err;
}

}  // namespace
}  // namespace npe::find_command_test
