// HoDoKu's regression cases for almost locked sets (0901 ALS-XZ, 0902 ALS-XY-Wing, 0903 ALS-XY-Chain,
// 0904 Death Blossom, with their variants) and Sue de Coq (1101), through `npe reglib`'s code path
// (run_reglib): each technique answers the codes its descriptor declares, with the parameters HoDoKu's
// RegressionTester sets for them (e.g. allow_overlap=1 for 0902-2 and 0904-2; for chains both
// directions, 6 links, every chain). The cases are HoDoKu's (tests/data/reglib/, GPLv3 data).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "reglib/reglib_run.hpp"
#include "test_support.hpp"

namespace npe::als_reglib_test {
namespace {

using ::testing::HasSubstr;

const std::vector<ReglibCase>& library() {
  static const std::vector<ReglibCase> cases =
      read_reglib_file(test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt");
  return cases;
}

class AlsReglibCode : public ::testing::TestWithParam<std::string> {};

TEST_P(AlsReglibCode, EveryDevCasePasses) {
  const ReglibReport report = run_reglib(test::shipped_plugins(), library(), {{GetParam()}, ""});
  int total = 0;
  for (const auto& [code, tally] : report.codes) {
    total += tally.passed + tally.failed + tally.not_implemented;
    std::cout << "reglib " << code << ": " << tally.passed << "/" << tally.passed + tally.failed + tally.not_implemented
              << " passed\n";
  }
  EXPECT_GT(total, 0);
  EXPECT_EQ(report.passed, total) << reglib_text(report);
}

INSTANTIATE_TEST_SUITE_P(HoDoKu, AlsReglibCode,
                         ::testing::Values("0901-1", "0901-2", "0902-1", "0902-2", "0903", "0904-1", "0904-2", "1101"));

TEST(AlsReglib, WrongEliminationsFail) {
  // 0901-1's first case, then with another elimination than its own.
  std::vector<ReglibCase> cases = {
      parse_reglib_line(
          ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:"
          "314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::",
          "test:1"),
      parse_reglib_line(
          ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:"
          "314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327 329::",
          "test:2")};
  const ReglibReport report = run_reglib(test::shipped_plugins(), cases);
  EXPECT_EQ(report.passed, 1);
  EXPECT_EQ(report.failed, 1);
  EXPECT_THAT(reglib_text(report), HasSubstr("test:2"));
}

TEST(AlsReglib, OverlapVariantsNeedTheirParameter) {
  // 0904-2's first case has overlapping petals: the 0904-1 declaration (no overlap) does not find it.
  std::vector<ReglibCase> cases = {parse_reglib_line(
      ":0904-1:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5.2+654....8:"
      "927 728 374 978 787 789 998:384::",
      "test:1")};
  EXPECT_EQ(run_reglib(test::shipped_plugins(), cases).failed, 1);
  cases[0] = parse_reglib_line(
      ":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.1.+57..6....+86.5.2+654....8:"
      "927 728 374 978 787 789 998:384::",
      "test:1");
  EXPECT_EQ(run_reglib(test::shipped_plugins(), cases).passed, 1);
}

}  // namespace
}  // namespace npe::als_reglib_test
