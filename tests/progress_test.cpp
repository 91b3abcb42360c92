// The pace a long run's progress line shows (host/cli/progress.cpp): whole puzzles a second when
// fast, one decimal below ten, and seconds a puzzle below one (the hardest puzzles' runs).
#include <gtest/gtest.h>

#include "cli/progress.hpp"

namespace npe::progress_test {
namespace {

TEST(ProgressRate, ReadableAtEveryPace) {
  EXPECT_EQ(cli::progress_rate(130.4), "130/s");
  EXPECT_EQ(cli::progress_rate(2.54), "2.5/s");
  EXPECT_EQ(cli::progress_rate(0.12), "8.3 s/puzzle");
  EXPECT_EQ(cli::progress_rate(0), "0/s");
}

}  // namespace
}  // namespace npe::progress_test
