// Soundness of the serate engine type: on 20,000 corpus puzzles (the optional corpora of
// docs/corpora.md), every step along Sudoku Explainer's solve path is checked against the puzzle's
// solution (the exact solver gives it when the line has none; check_step throws PluginError on a
// placement or elimination that contradicts it), and every technique of the serate plugin is met.
#include <gtest/gtest.h>

#include <map>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe {
namespace {

TEST(SerateSoundness, EveryStepOfTwentyThousandSolvePathsAgreesWithTheSolution) {
  const std::vector<std::string> files = {"sx_by_rating_200each.txt", "sx_easy_500.txt", "sx_medium_500.txt",
                                          "sx_hard_500.txt", "sx_diabolical_500.txt", "top1465.txt",
                                          "17clue.txt"};
  NPE_NEEDS_SHARED_CORPORA(files);
  Engine engine(load_engine_type(test::source_dir() / "configs/engines/serate.yaml"), test::shipped_plugins());
  engine.set_check_soundness(true);
  const int wanted = test::scaled(20000);
  int runs = 0;
  std::map<std::string, int> met;
  for (const auto& file : files) {
    for (const auto& puzzle : read_puzzle_file(test::shared_corpus(file))) {
      if (runs == wanted) break;
      ++runs;
      for (const auto& step : engine.run(puzzle).steps) ++met[step.step.technique];
    }
  }
  EXPECT_EQ(runs, wanted);
  if (runs < 20000) return;  // the sanitizer sample need not meet every technique
  for (const char* id : {"serate.last_value", "serate.direct_pointing", "serate.direct_claiming",
                         "serate.direct_hidden_pair", "serate.direct_hidden_triplet", "serate.unique_loop",
                         "serate.bug", "serate.aligned_pair_exclusion", "serate.aligned_triplet_exclusion"}) {
    EXPECT_GT(met[id], 0) << id;
  }
}

}  // namespace
}  // namespace npe
