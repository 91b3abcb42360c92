// A technique tied to the grid's geometry (ABI 1.5): Gurth's symmetrical placement fires only on
// half-turn symmetric puzzles, so most of missed.symmetry's transformations (a row swap alone, say)
// leave a position on which it rightly finds nothing. Declaring NPE_TECHNIQUE_HALF_TURN_GEOMETRY
// limits the check to the transformations that keep the half-turn: the declared technique passes
// check-plugin on positions `npe mine` finds, the same technique without the flag fails there.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "test_support.hpp"

namespace npe::check_plugin_geometry_test {
namespace {

using ::testing::HasSubstr;

TEST(CheckPluginGeometry, AHalfTurnTechniquePassesWithItsGeometryFlagAndFailsWithout) {
  const auto dir = test::temp_dir("check_plugin_geometry");
  const std::string mined = (dir / "mined.txt").string();
  const auto mine =
      test::run_npe({"--plugin-dir", test::broken_plugin_dir().string(), "mine", "-t", "test.half_turn_placement",
                     (test::source_dir() / "tests/data/corpora/symmetric_12.txt").string(), "-o", mined});
  ASSERT_EQ(mine.exit_code, 0) << mine.err;
  std::ifstream in(mined);
  int positions = 0;
  for (std::string line; std::getline(in, line);) positions += !line.empty() && line[0] != '#';
  ASSERT_GT(positions, 3);
  auto check = [&](const std::string& library) {
    return test::run_npe(
        {"check-plugin", (test::broken_plugin_dir() / library).string(), "-s", "1", "--corpus", mined});  // every check
  };
  const auto declared = check("half_turn_placement.so");
  EXPECT_EQ(declared.exit_code, 0) << declared.out << declared.err;
  EXPECT_THAT(declared.out, HasSubstr("only transformations commuting with the half-turn"));
  const auto undeclared = check("symmetric_only.so");
  EXPECT_EQ(undeclared.exit_code, 1) << undeclared.out << undeclared.err;
  EXPECT_THAT(undeclared.out, HasSubstr("FAILED:failed      test.symmetric_placement: missed.symmetry"));
  EXPECT_THAT(undeclared.out, HasSubstr("passed             test.symmetric_placement: behaviour.sound"));
}

}  // namespace
}  // namespace npe::check_plugin_geometry_test
