// Positions for the ALS and Sue de Coq tests: hard corpus puzzles taken as far as the simpler
// techniques go (fish_support.hpp), where almost locked sets are what is left to find.
#pragma once

#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "fish_support.hpp"
#include "solver/solver.hpp"

namespace npe::test {

struct HardPosition {
  Grid grid;
  Digits solution{};
  std::string origin;
};

/** Up to `count` unsolved positions from sx_diabolical_500 and top1465 after singles, locked
 *  candidates and subsets (empty without the optional corpora, docs/corpora.md). */
inline std::vector<HardPosition> hard_positions(std::size_t count) {
  std::vector<HardPosition> positions;
  for (const char* file : {"sx_diabolical_500.txt", "top1465.txt"}) {
    const auto path = shared_corpus(file);
    if (!std::filesystem::exists(path)) return {};
    for (const auto& puzzle : read_puzzle_file(path)) {
      if (positions.size() >= count) return positions;
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (!solution) continue;
      Grid grid = Grid::from_digits(puzzle.givens);
      apply_simple_eliminations(grid);
      if (grid.solved()) continue;
      positions.push_back({grid, *solution, puzzle.origin});
    }
  }
  return positions;
}

}  // namespace npe::test
