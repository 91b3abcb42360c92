// Soundness of the complex fish (Franken, Mutant, finned or not) on corpus puzzles with a unique
// solution: no step removes a solution digit. One position per puzzle: singles filled (puzzles that
// singles solve are skipped); the first 20,000 puzzles left of the corpora below (in CI the share
// test::ci_share gives). The large sizes cost
// milliseconds per position (bench/complex_fish_bench.cpp): in CI they run on the first positions only,
// on 20,000 with NPE_LONG_TESTS=1 (its last run is in docs/techniques.md). Every 100th position also
// goes through the host's full step check (search_technique: check_step and the fish evidence check,
// which throw PluginError on an unsound step or evidence the host does not accept).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>

#include "board/puzzle_text.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::complex_fish_soundness_test {
namespace {

struct Position {
  Grid grid;
  Digits solution;
};

const std::vector<std::string> kCorpora = {
    "sx_hard_500.txt",        "sx_diabolical_500.txt",    "top1465.txt",
    "forum_hardest_1106.txt", "sx_by_rating_200each.txt", "forum_hardest_1905_11plus.txt"};

const std::vector<Position>& positions() {
  static const std::vector<Position> list = [] {
    std::vector<Position> result;
    for (const auto& file : kCorpora) {
      const auto path = test::shared_corpus(file);
      if (!std::filesystem::exists(path)) return std::vector<Position>{};
      for (const auto& puzzle : read_puzzle_file(path)) {
        if (static_cast<int>(result.size()) >= test::ci_share(20000)) return result;
        std::optional<Digits> solution = puzzle.solution;
        if (!solution) solution = unique_solution(puzzle.givens);
        if (!solution) continue;
        Grid grid = Grid::from_digits(puzzle.givens);
        fill_singles(grid);
        if (!grid.solved()) result.push_back({grid, *solution});
      }
    }
    return result;
  }();
  return list;
}

struct Case {
  const char* technique;
  int size;
  int positions;
  bool long_run = false;  // only with NPE_LONG_TESTS=1: more CPU than CI's budget (docs/techniques.md)
};

class ComplexFishSoundness : public ::testing::TestWithParam<Case> {};

/** complex_fish_finned_franken_3: the technique id and the size. */
std::string case_name(const ::testing::TestParamInfo<Case>& info) {
  std::string name = info.param.technique;
  for (char& ch : name) ch = ch == '.' ? '_' : ch;
  return name + "_" + std::to_string(info.param.size);
}

TEST_P(ComplexFishSoundness, NoEliminationContradictsTheSolution) {
  const Case& c = GetParam();
  if (c.long_run && std::getenv("NPE_LONG_TESTS") == nullptr) GTEST_SKIP() << "a long run: NPE_LONG_TESTS=1 runs it";
  NPE_NEEDS_SHARED_CORPORA(kCorpora);
  const auto& list = positions();
  ASSERT_EQ(static_cast<int>(list.size()), test::ci_share(20000));
  const ParamList params = {{"size", std::to_string(c.size)}};
  const double start = test::cpu_seconds();
  const auto instance = test::shipped_plugins().create(c.technique, params);
  long steps = 0, eliminations = 0, unsound = 0;
  const std::size_t count = std::min(list.size(), static_cast<std::size_t>(test::ci_share(c.positions)));
  for (std::size_t i = 0; i < count; ++i) {
    const auto& position = list[i];
    if (i % 100 == 0) {
      search_technique(test::shipped_plugins(), c.technique, params, position.grid, {true, false, false},
                       position.solution);
    }
    instance->find(position.grid, true, [&](const npe_step& step) {
      ++steps;
      eliminations += step.elimination_count;
      for (std::uint32_t k = 0; k < step.elimination_count; ++k) {
        if (position.solution[step.eliminations[k].cell] == step.eliminations[k].digit) {
          ADD_FAILURE() << step.text << " at " << position.grid.to_line();
          ++unsound;
        }
      }
      return unsound < 5;
    });
  }
  std::cout << c.technique << " size " << c.size << ": " << count << " positions, " << steps << " steps, "
            << eliminations << " eliminations, " << test::cpu_seconds() - start << " s CPU\n";
  EXPECT_GT(steps, 0);
}

// CI: every technique and size on its share of the listed positions (test::ci_share), the costly ones
// on the first positions only (finned Mutant 4..7 on 20, which ci_share's floor keeps whole).
// NPE_LONG_TESTS=1 runs the listed counts and adds the 20,000-position runs of the rest (about 40 minutes of CPU in
// all; the finned Mutant fish of size 5..7 cost 21..42 ms per position: docs/techniques.md).
INSTANTIATE_TEST_SUITE_P(
    Corpora, ComplexFishSoundness,
    ::testing::Values(Case{"complex_fish.franken", 2, 20000}, Case{"complex_fish.franken", 3, 20000},
                      Case{"complex_fish.franken", 4, 20000}, Case{"complex_fish.franken", 5, 2000},
                      Case{"complex_fish.franken", 6, 2000}, Case{"complex_fish.franken", 7, 2000},
                      Case{"complex_fish.finned_franken", 2, 20000}, Case{"complex_fish.finned_franken", 3, 3000},
                      Case{"complex_fish.finned_franken", 4, 800}, Case{"complex_fish.finned_franken", 5, 300},
                      Case{"complex_fish.finned_franken", 6, 300}, Case{"complex_fish.finned_franken", 7, 300},
                      Case{"complex_fish.mutant", 2, 20000}, Case{"complex_fish.mutant", 3, 20000},
                      Case{"complex_fish.mutant", 4, 2000}, Case{"complex_fish.mutant", 5, 2000},
                      Case{"complex_fish.mutant", 6, 2000}, Case{"complex_fish.mutant", 7, 2000},
                      Case{"complex_fish.finned_mutant", 2, 20000}, Case{"complex_fish.finned_mutant", 3, 1000},
                      Case{"complex_fish.finned_mutant", 4, 20}, Case{"complex_fish.finned_mutant", 5, 20},
                      Case{"complex_fish.finned_mutant", 6, 20}, Case{"complex_fish.finned_mutant", 7, 20}),
    case_name);

INSTANTIATE_TEST_SUITE_P(
    Long, ComplexFishSoundness,
    ::testing::Values(
        Case{"complex_fish.franken", 5, 20000, true}, Case{"complex_fish.franken", 6, 20000, true},
        Case{"complex_fish.franken", 7, 20000, true}, Case{"complex_fish.finned_franken", 3, 20000, true},
        Case{"complex_fish.finned_franken", 4, 20000, true}, Case{"complex_fish.finned_franken", 5, 20000, true},
        Case{"complex_fish.finned_franken", 6, 20000, true}, Case{"complex_fish.finned_franken", 7, 20000, true},
        Case{"complex_fish.mutant", 4, 20000, true}, Case{"complex_fish.mutant", 5, 20000, true},
        Case{"complex_fish.mutant", 6, 20000, true}, Case{"complex_fish.mutant", 7, 20000, true},
        Case{"complex_fish.finned_mutant", 3, 20000, true}, Case{"complex_fish.finned_mutant", 4, 20000, true},
        Case{"complex_fish.finned_mutant", 5, 20000, true}, Case{"complex_fish.finned_mutant", 6, 20000, true},
        Case{"complex_fish.finned_mutant", 7, 20000, true}),
    case_name);

}  // namespace
}  // namespace npe::complex_fish_soundness_test
