// Fixtures carry each step's rating when the engine type rates steps (docs/fixtures.md): written
// and read back, a changed rating diverges, and fixtures without ratings still load and compare.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "base/errors.hpp"
#include "fixtures/fixture.hpp"
#include "test_support.hpp"

namespace npe::fixture_ratings_test {
namespace {

using ::testing::HasSubstr;

constexpr const char* kSeedLine = ".2...73.....8....7..5.1..4..3.9..7..1.......3..2..4.9..7..8.2..4....5.....83...5.";

RunResult run_with(const std::string& techniques) {
  Engine engine(parse_engine_type("name: t\ntechniques: " + techniques + "\nmax_steps: 4\n", "t.yaml"),
                test::shipped_plugins());
  return engine.run(parse_puzzle_line(kSeedLine));
}

TEST(FixtureRatings, WrittenReadBackAndCompared) {
  const RunResult run = run_with("[box]");
  const FixtureCase recorded = case_from_run(kSeedLine, "", run);
  EXPECT_EQ(recorded.ratings_x10, std::vector<int>(4, 12));  // box: 1.2
  Fixture fixture;
  fixture.engine = "npe-box";
  fixture.cases.push_back(recorded);
  const auto dir = test::temp_dir("fixture_ratings");
  write_fixture(fixture, dir / "f.yaml");
  std::ifstream in(dir / "f.yaml");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_THAT(text, HasSubstr("    ratings: [1.2, 1.2, 1.2, 1.2]\n"));
  EXPECT_EQ(read_fixture(dir / "f.yaml").cases.at(0).ratings_x10, recorded.ratings_x10);

  const Puzzle puzzle = parse_puzzle_line(kSeedLine);
  EXPECT_EQ(compare_case(recorded, puzzle, run), std::nullopt);
  const RunResult rerated = run_with("[{id: box, rating: 1.3}]");  // the same steps, rated otherwise
  const auto divergence = compare_case(recorded, puzzle, rerated);
  ASSERT_TRUE(divergence.has_value());
  EXPECT_EQ(divergence->step, 0u);
  EXPECT_THAT(divergence->expected, HasSubstr("rating 1.2: "));
  EXPECT_THAT(divergence->actual, HasSubstr("rating 1.3: "));

  FixtureCase old = recorded;  // a fixture recorded before ratings: steps only
  old.ratings_x10.clear();
  EXPECT_EQ(compare_case(old, puzzle, rerated), std::nullopt);
}

TEST(FixtureRatings, ARatingListMustMatchTheSteps) {
  const auto dir = test::temp_dir("fixture_ratings_bad");
  std::ofstream(dir / "bad.yaml") << "engine: npe-box\npuzzles:\n  - puzzle: \"" << kSeedLine
                                  << "\"\n    outcome: stuck\n    ratings: [1.2]\n    steps: [\"177\", \"133\"]\n";
  try {
    read_fixture(dir / "bad.yaml");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("'ratings' has 1 entries for 2 steps"));
  }
}

}  // namespace
}  // namespace npe::fixture_ratings_test
