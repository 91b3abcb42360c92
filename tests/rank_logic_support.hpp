// Shared by the rank-logic and impossible-pattern tests: hard positions where the simpler
// techniques are stuck, the host's checks of every step, and effect lists to compare searches.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "board/puzzle_text.hpp"
#include "patterns_support.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::test {

struct StuckPosition {
  Grid grid;
  Digits solution{};
  std::string origin;
};

/** Calls `take(grid, solution, origin, index)` for every `stride`-th puzzle of a ../shared corpus that
 *  has a solution (its givens' grid; `index` counts the puzzles read) until `take` returns false.
 *  False when the corpus is missing. */
template <class Take>
bool for_each_corpus_puzzle(const std::string& corpus, int stride, Take&& take) {
  const auto path = shared_corpus(corpus);
  if (!std::filesystem::exists(path)) return false;
  int index = 0;
  for (const auto& puzzle : read_puzzle_file(path)) {
    if (index++ % stride != 0) continue;
    std::optional<Digits> solution = puzzle.solution;
    if (!solution) solution = unique_solution(puzzle.givens);
    if (solution && !take(Grid::from_digits(puzzle.givens), *solution, puzzle.origin, index)) break;
  }
  return true;
}

/** Puzzles of forum_hardest_1106 or another corpus (every `stride`-th, `count` of them) taken as far as singles, locked
 *  candidates, naked/hidden sets and basic/finned fish 2..4 go: about where the hodoku engine type
 *  starts its chains, and where SK loops, MSLS and Tridagons are found. Empty without ../shared. */
inline std::vector<StuckPosition> stuck_hardest_positions(int count, int stride = 1,
                                                          const std::string& corpus = "forum_hardest_1106.txt") {
  std::vector<StuckPosition> positions;
  for_each_corpus_puzzle(corpus, stride, [&](Grid grid, const Digits& solution, const std::string& origin, int) {
    if (static_cast<int>(positions.size()) >= count) return false;
    apply_simple_eliminations(grid);
    apply_full_engine_eliminations(grid);
    if (!grid.solved()) positions.push_back({grid, solution, origin});
    return true;
  });
  return positions;
}

/** What a step does, sorted: "r1c2<>3 r4c5=6". */
inline std::string effect_text(const std::vector<CellDigit>& eliminations, const std::vector<CellDigit>& placements) {
  std::string text;
  for (const auto& e : sorted_unique(eliminations)) text += cell_name(e.cell) + "<>" + std::to_string(e.digit) + " ";
  for (const auto& p : sorted_unique(placements)) text += cell_name(p.cell) + "=" + std::to_string(p.digit) + " ";
  return text;
}

/** The steps' effects as a set. */
inline std::set<std::string> effects(const std::vector<Step>& steps) {
  std::set<std::string> result;
  for (const auto& step : steps) {
    result.insert(effect_text({step.eliminations.begin(), step.eliminations.end()},
                              {step.placements.begin(), step.placements.end()}));
  }
  return result;
}

/** Per step text, its eliminations as "r1c2<>3" (a pattern's steps share one text). */
inline std::map<std::string, std::set<std::string>> effects_by_text(const std::vector<Step>& steps) {
  std::map<std::string, std::set<std::string>> result;
  for (const auto& step : steps) {
    for (const auto& e : step.eliminations)
      result[step.text].insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
  }
  return result;
}

/** Every step passes the host's checks (the step, its evidence records, what they prove) and agrees
 *  with the solution; returns the number of steps. */
inline int check_steps(const std::vector<Step>& steps, const Grid& grid, const std::optional<Digits>& solution) {
  int checked = 0;
  for (const auto& step : steps) {
    try {
      check_step(step, grid, solution, "test");
      ++checked;
    } catch (const std::exception& error) {
      ADD_FAILURE() << step.text << ": " << error.what() << " at " << grid.to_line();
    }
  }
  return checked;
}

}  // namespace npe::test
