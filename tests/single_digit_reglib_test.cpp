// HoDoKu's regression cases 0400-0405 (tests/data/reglib/reglib-dev.txt, from HoDoKu's reglib-1.3.txt,
// GPLv3; see the file's header) through `npe reglib`'s code path: the single_digit techniques that
// declare each code in their descriptor (npe_reglib_code) run on the case; it passes when one of them
// finds a step with exactly its eliminations and digit, which the host's evidence checks accept.
#include <gtest/gtest.h>

#include "patterns_support.hpp"

namespace npe::single_digit_reglib_test {
namespace {

const std::vector<std::string> kTechniques = {"single_digit.skyscraper",           "single_digit.two_string_kite",
                                              "single_digit.turbot_fish",          "single_digit.empty_rectangle",
                                              "single_digit.dual_two_string_kite", "single_digit.dual_empty_rectangle"};

class SingleDigitReglib : public ::testing::TestWithParam<std::string> {};

TEST_P(SingleDigitReglib, EveryDevCasePasses) {
  ASSERT_FALSE(test::techniques_answering(GetParam(), kTechniques).empty()) << "no technique declares " << GetParam();
  const auto tally = test::run_reglib_code(GetParam());
  std::cout << "reglib " << GetParam() << ": " << tally.passed << "/" << tally.total << " passed\n";
  EXPECT_GT(tally.total, 0);
  EXPECT_EQ(tally.passed, tally.total) << tally.failures;
}

INSTANTIATE_TEST_SUITE_P(HoDoKu, SingleDigitReglib,
                         ::testing::Values("0400", "0401", "0402", "0402-1", "0403", "0404", "0405"));

}  // namespace
}  // namespace npe::single_digit_reglib_test
