// Soundness over corpus positions, shared by the technique tests that check thousands of positions
// of the ../shared corpora (forcing chains and nets, Kraken fish).
#pragma once

#include <gtest/gtest.h>

#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board/puzzle_text.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::test {

/** The corpora of the 20,000-position soundness runs, easy to hardest. */
inline const std::vector<std::string> kSoundnessCorpora = {
    "sx_hard_500.txt",          "sx_diabolical_500.txt",         "top1465.txt", "forum_hardest_1106.txt",
    "sx_by_rating_200each.txt", "forum_hardest_1905_11plus.txt", "17clue.txt"};

/** Positions along solve paths: corpus puzzles with singles filled, of the corpora in turn; every
 *  `stride`-th from `first`, `count` of them (solutions computed only for those). */
inline std::vector<std::pair<Grid, Digits>> corpus_positions(const std::vector<std::string>& corpora, int first,
                                                             int stride, int count) {
  std::vector<std::pair<Grid, Digits>> list;
  int index = 0;
  for (const auto& file : corpora) {
    for (const auto& puzzle : read_puzzle_file(shared_corpus(file))) {
      if (static_cast<int>(list.size()) >= count) return list;
      Grid grid = Grid::from_digits(puzzle.givens);
      fill_singles(grid);
      if (grid.solved() || index++ % stride != first) continue;
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (solution) list.emplace_back(grid, *solution);
    }
  }
  return list;
}

/** Every step of `id` on every position is sound; every 100th position also through the host's checks. */
inline void check_soundness(const char* id, const std::vector<std::pair<Grid, Digits>>& list, bool all,
                            const ParamList& params = {}) {
  const auto instance = shipped_plugins().create(id, params);
  long steps = 0, changes = 0, unsound = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const auto& [grid, solution] = list[i];
    if (i % 100 == 0) search_technique(shipped_plugins(), id, params, grid, {true, false, false}, solution);
    instance->find(grid, all, [&](const npe_step& step) {
      ++steps;
      for (std::uint32_t k = 0; k < step.placement_count; ++k, ++changes) {
        if (solution[step.placements[k].cell] != step.placements[k].digit) {
          ADD_FAILURE() << step.text << " at " << grid.to_line();
          ++unsound;
        }
      }
      for (std::uint32_t k = 0; k < step.elimination_count; ++k, ++changes) {
        if (solution[step.eliminations[k].cell] == step.eliminations[k].digit) {
          ADD_FAILURE() << step.text << " at " << grid.to_line();
          ++unsound;
        }
      }
      return unsound < 5;
    });
  }
  std::cout << id << ": " << list.size() << " positions, " << steps << " steps, " << changes
            << " placements/eliminations, all sound\n";
  EXPECT_GT(steps, 0);
}

}  // namespace npe::test
