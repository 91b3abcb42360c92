// Shared by the firework tests (firework_test.cpp, firework_alp_test.cpp): running one technique,
// its effects by step text, the firework definition cell by cell, and the hard positions the
// reference searches run on.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "check/checks.hpp"
#include "check/support.hpp"
#include "rank_logic_support.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::test {

/** Every step of technique `id` on `grid` (find-all), checked against `solution` when given. */
inline std::vector<Step> all_steps(const std::string& id, const Grid& grid,
                                   const std::optional<Digits>& solution = std::nullopt) {
  if (solution) return search_technique(shipped_plugins(), id, {}, grid, {true, false, false}, *solution).steps;
  return search_technique(shipped_plugins(), id, {}, grid, {true, false, false}).steps;
}

/** Whether `leaf` is the only cell of the line through `stem` and `leaf`, outside the stem's box,
 *  holding n (n not placed there). */
inline bool only_outside(const Grid& grid, int stem, int leaf, int n) {
  const bool row = sdk::row_of(stem) == sdk::row_of(leaf);
  for (int c = 0; c < 81; ++c) {
    const bool on = row ? sdk::row_of(c) == sdk::row_of(stem) : sdk::col_of(c) == sdk::col_of(stem);
    if (!on || sdk::block_of(c) == sdk::block_of(stem)) continue;
    if (grid.digits[c] == n) return false;
    const bool holds = grid.digits[c] == 0 && sdk::has_digit(grid.candidates[c], n);
    if (holds != (c == leaf)) return false;
  }
  return true;
}

/** The digits that firework on (stem, row leaf, column leaf). */
inline sdk::Mask firework_digits(const Grid& grid, int a, int b, int c) {
  sdk::Mask digits = 0;
  if (grid.digits[a] != 0) return 0;
  for (int n = 1; n <= 9; ++n) {
    if (sdk::has_digit(grid.candidates[a], n) && only_outside(grid, a, b, n) && only_outside(grid, a, c, n))
      digits |= sdk::digit_bit(n);
  }
  return digits;
}

/** The reference searches' positions: `stuck` stuck forum_hardest_1106 positions (fireworks are rare
 *  there), then the givens' candidates of top1465 puzzles up to `total` positions, where a few
 *  fireworks are. Empty without ../shared. */
inline std::vector<StuckPosition> firework_positions(int stuck, std::size_t total) {
  auto positions = stuck_hardest_positions(stuck);
  const auto top = shared_corpus("top1465.txt");
  if (positions.empty() || !std::filesystem::exists(top)) return {};
  for (const auto& puzzle : read_puzzle_file(top)) {
    if (positions.size() >= total) break;
    std::optional<Digits> solution = puzzle.solution;
    if (!solution) solution = unique_solution(puzzle.givens);
    if (solution) positions.push_back({Grid::from_digits(puzzle.givens), *solution, puzzle.origin});
  }
  return positions;
}

/** The positions `npe check-plugin` takes from `corpus` at `strictness` (per puzzle: the givens,
 *  partly solved, after singles, and thinned: about half the wrong candidates gone, where fireworks
 *  are common). Empty without ../shared. */
inline std::vector<StuckPosition> check_plugin_positions(const std::string& corpus, int strictness) {
  const auto path = shared_corpus(corpus);
  if (!std::filesystem::exists(path)) return {};
  CheckSettings settings;
  settings.strictness = strictness;
  settings.corpus = {path};
  std::vector<StuckPosition> positions;
  for (const auto& position : corpus_positions(settings))
    positions.push_back({position.grid, position.solution, position.origin});
  return positions;
}

/** `grid` with each candidate other than the solution's digit kept with probability 1 in 2^`halvings`
 *  (deterministic from `seed`): boards later on a solve path, where bivalue cells and lone places in
 *  lines, and so fireworks and their corners, are common. */
inline Grid thinned_by(Grid grid, const Digits& solution, int halvings, unsigned seed) {
  std::mt19937 random(seed);
  for (int cell = 0; cell < 81; ++cell) {
    unsigned kept = sdk::kAllDigits;
    for (int k = 0; k < halvings; ++k) kept &= static_cast<unsigned>(random());
    if (grid.digits[cell] == 0) grid.candidates[cell] &= static_cast<sdk::Mask>(kept | sdk::digit_bit(solution[cell]));
  }
  return grid;
}

/** Which boards singles_filled_positions takes of each puzzle besides the one with its singles filled. */
struct LaterBoards {
  bool thinned = false;  // the same thinned by half (thinned_by, one halving)
  bool basic = false;    // the same after the basic eliminations (locked candidates and sets)
};

/** Corpus puzzles (every `stride`-th, up to `count` positions) with their singles filled, and the later
 *  boards `later` asks for: where the techniques that a full engine would have cleared still stand.
 *  Empty without ../shared. */
inline std::vector<StuckPosition> singles_filled_positions(int count, int stride, const std::string& corpus,
                                                           LaterBoards later = {}) {
  std::vector<StuckPosition> positions;
  for_each_corpus_puzzle(corpus, stride, [&](Grid grid, const Digits& solution, const std::string& origin, int index) {
    if (static_cast<int>(positions.size()) >= count) return false;
    fill_singles(grid);
    if (grid.solved()) return true;
    positions.push_back({grid, solution, origin});
    if (later.thinned)
      positions.push_back(
          {thinned_by(grid, solution, 1, static_cast<unsigned>(index)), solution, origin + " (thinned)"});
    if (later.basic) {
      apply_simple_eliminations(grid);
      if (!grid.solved()) positions.push_back({grid, solution, origin + " (basic eliminations)"});
    }
    return true;
  });
  return positions;
}

/** A worked example on its puzzle's givens' candidates, with the puzzle's unique solution. */
struct GivensExample {
  Grid grid;
  Digits solution{};
};
inline GivensExample givens_example(const char* line) {
  const Puzzle puzzle = parse_puzzle_line(line);
  const auto solution = unique_solution(puzzle.givens);
  EXPECT_TRUE(solution) << line;
  return {Grid::from_digits(puzzle.givens), solution.value_or(Digits{})};
}

/** The first step of `id` on `grid` without its lemmas (the chains' split nodes no longer follow) is
 *  refused by the host's checks. */
inline void expect_refused_without_lemmas(const std::string& id, const Grid& grid) {
  auto steps = all_steps(id, grid);
  ASSERT_FALSE(steps.empty()) << id;
  Step step = steps.front();
  step.evidence_records.clear();
  EXPECT_THROW(check_step(step, grid, std::nullopt, "test"), std::exception) << id;
}

}  // namespace npe::test
