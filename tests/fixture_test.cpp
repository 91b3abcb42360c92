// Fixtures: write/read round trip, atomic writes, comparison and malformed files.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "base/errors.hpp"
#include "fixtures/fixture.hpp"
#include "test_support.hpp"

namespace npe::fixture_test {
namespace {

using ::testing::HasSubstr;

constexpr const char* kSeedLine = ".2...73.....8....7..5.1..4..3.9..7..1.......3..2..4.9..7..8.2..4....5.....83...5.";

RunResult seed_run(int max_steps) {
  Engine engine(
      parse_engine_type("name: t\ntechniques: [box]\nmax_steps: " + std::to_string(max_steps) + "\n", "t.yaml"),
      test::shipped_plugins());
  return engine.run(parse_puzzle_line(kSeedLine));
}

TEST(Fixture, WriteReadRoundTrip) {
  const auto dir = test::temp_dir("fixture_roundtrip");
  Fixture fixture;
  fixture.engine = "npe-box";
  fixture.overrides = {"priority_digit=false"};
  fixture.source = "a \"quoted\" source";
  fixture.cases.push_back(case_from_run(kSeedLine, "here:1", seed_run(5)));
  FixtureCase weird;
  weird.puzzle = kSeedLine;
  weird.outcome = "stuck";
  weird.steps = {"Locked Pair[2D] r6c45 #38 => r6c1<>38", "a \\ backslash"};
  fixture.cases.push_back(weird);
  write_fixture(fixture, dir / "f.yaml");
  const Fixture back = read_fixture(dir / "f.yaml");
  EXPECT_EQ(back.engine, fixture.engine);
  EXPECT_EQ(back.overrides, fixture.overrides);
  EXPECT_EQ(back.source, fixture.source);
  ASSERT_EQ(back.cases.size(), 2u);
  EXPECT_EQ(back.cases[0].steps, fixture.cases[0].steps);
  EXPECT_EQ(back.cases[0].outcome, "step-limit");
  EXPECT_EQ(back.cases[1].steps, weird.steps);
  EXPECT_EQ(back.cases[1].line,
            17);  // header, engine, set + 1, source, puzzles, first case (10 lines with its ratings)
  for (const auto& item : std::filesystem::directory_iterator(dir)) EXPECT_EQ(item.path().filename(), "f.yaml");
  std::filesystem::remove_all(dir);
}

TEST(Fixture, CompareFindsFirstDivergenceWithBoard) {
  const RunResult run = seed_run(5);
  const Puzzle puzzle = parse_puzzle_line(kSeedLine);
  FixtureCase expected = case_from_run(kSeedLine, "", run);
  EXPECT_EQ(compare_case(expected, puzzle, run), std::nullopt);

  expected.steps[2] = "999";
  auto divergence = compare_case(expected, puzzle, run);
  ASSERT_TRUE(divergence);
  EXPECT_EQ(divergence->step, 2u);
  EXPECT_EQ(divergence->expected, "999");
  EXPECT_EQ(divergence->actual, run.steps[2].step.text);
  EXPECT_EQ(divergence->board.filled_count(), 26);  // 24 givens + 2 steps

  expected = case_from_run(kSeedLine, "", run);
  expected.steps.pop_back();
  divergence = compare_case(expected, puzzle, run);
  ASSERT_TRUE(divergence);
  EXPECT_EQ(divergence->step, 4u);
  EXPECT_EQ(divergence->expected, "(end: step-limit)");

  expected = case_from_run(kSeedLine, "", run);
  expected.outcome = "solved";
  divergence = compare_case(expected, puzzle, run);
  ASSERT_TRUE(divergence);
  EXPECT_EQ(divergence->step, 5u);
  EXPECT_EQ(divergence->expected, "outcome solved");
  EXPECT_EQ(divergence->actual, "outcome step-limit");
}

std::string error_of(const std::string& text) {
  const auto dir = test::temp_dir("fixture_errors");
  std::ofstream(dir / "bad.yaml") << text;
  std::string message = "(no error)";
  try {
    read_fixture(dir / "bad.yaml");
  } catch (const InputError& e) {
    message = e.what();
  }
  std::filesystem::remove_all(dir);
  return message.substr(message.find("bad.yaml"));
}

TEST(Fixture, MalformedFilesAreInputErrorsWithLocation) {
  const std::string head = "engine: npe-box\npuzzles:\n  - puzzle: \"" + std::string(kSeedLine) + "\"\n";
  EXPECT_EQ(error_of(""), "bad.yaml: a fixture is a YAML map (is the file cut short or empty?)");
  EXPECT_EQ(error_of(head + "    outcome: solved\n    steps: [\"177\"\n"),
            "bad.yaml:6:1: end of sequence flow not found");
  EXPECT_EQ(error_of(head + "    outcome: maybe\n    steps: []\n"),
            "bad.yaml:4:14: outcome must be solved, stuck, invalid or step-limit");
  EXPECT_EQ(error_of(head + "    outcome: solved\n"), "bad.yaml:3:5: 'steps' must be a list (possibly empty: [])");
  EXPECT_EQ(error_of("engine: x\npuzzles: []\n"), "bad.yaml: 'puzzles' must be a non-empty list");
  EXPECT_EQ(error_of("engine: x\nextra: 1\npuzzles: []\n"), "bad.yaml:2:1: unknown key 'extra'");
  EXPECT_EQ(error_of("engine: x\npuzzles:\n  - puzzle: \"12\"\n    outcome: solved\n    steps: []\n"),
            "bad.yaml:3:13: a puzzle line needs 81 cells, found 2 characters");
}

}  // namespace
}  // namespace npe::fixture_test
