// Random test positions (npe generate): a random filled grid by randomized backtracking (as seed 004
// fills its boards; docs/seed-notes.md, Backtracking solvers), then clues removed in random order as
// long as the solution stays unique.
// Reproducible from the seed value on every platform: std::mt19937_64's output sequence is fixed
// by the C++ standard, and the distributions below are our own (std's are implementation-defined).
#pragma once

#include <cstdint>
#include <random>

#include "board/grid.hpp"

namespace npe {

class PuzzleGenerator {
 public:
  explicit PuzzleGenerator(std::uint64_t seed) : rng_(seed) {}

  /** A uniformly drawn integer in [0, n). */
  std::uint32_t below(std::uint32_t n);

  /** A random complete valid grid. */
  Digits filled_grid();

  /** A random puzzle with a unique solution and at least `min_clues` givens, whose solution is
   *  `solution`: clues are removed in random order, each kept when removing it loses uniqueness. */
  Digits puzzle_from(const Digits& solution, int min_clues);

 private:
  std::mt19937_64 rng_;
};

}  // namespace npe
