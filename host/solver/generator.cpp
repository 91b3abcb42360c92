#include "solver/generator.hpp"

#include <array>
#include <numeric>

#include "solver/solver.hpp"

namespace npe {

std::uint32_t PuzzleGenerator::below(std::uint32_t n) {
  // Rejection sampling: drop the top values that would make `% n` uneven.
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  std::uint64_t r;
  do {
    r = rng_();
  } while (r >= limit);
  return static_cast<std::uint32_t>(r % n);
}

Digits PuzzleGenerator::filled_grid() {
  // Backtracking in row order; each cell tries the digits in its own random order.
  std::array<std::array<std::uint8_t, 9>, 81> order{};
  std::array<std::uint8_t, 81> next{};  // index into order[cell] of the digit to try next
  std::array<Mask, 27> used{};
  Digits grid{};
  auto shuffle = [&](std::array<std::uint8_t, 9>& digits) {
    std::iota(digits.begin(), digits.end(), std::uint8_t{1});
    for (std::uint32_t i = 8; i > 0; --i) std::swap(digits[i], digits[below(i + 1)]);
  };
  shuffle(order[0]);
  int cell = 0;
  while (cell < 81) {
    const auto houses = sdk::houses_of(cell);
    if (grid[cell] != 0) {  // take back the digit tried before
      for (int house : houses) used[house] &= static_cast<Mask>(~sdk::digit_bit(grid[cell]));
      grid[cell] = 0;
    }
    const Mask busy = used[houses[0]] | used[houses[1]] | used[houses[2]];
    while (next[cell] < 9 && sdk::has_digit(busy, order[cell][next[cell]])) ++next[cell];
    if (next[cell] == 9) {  // dead end: back up (an empty grid always has a completion, so cell > 0)
      --cell;
      continue;
    }
    grid[cell] = order[cell][next[cell]++];
    for (int house : houses) used[house] |= sdk::digit_bit(grid[cell]);
    if (++cell < 81) {
      shuffle(order[cell]);
      next[cell] = 0;
    }
  }
  return grid;
}

Digits PuzzleGenerator::puzzle_from(const Digits& solution, int min_clues) {
  std::array<std::uint8_t, 81> cells{};
  std::iota(cells.begin(), cells.end(), std::uint8_t{0});
  for (std::uint32_t i = 80; i > 0; --i) std::swap(cells[i], cells[below(i + 1)]);
  Digits puzzle = solution;
  int clues = 81;
  for (int cell : cells) {
    if (clues <= min_clues) break;
    puzzle[cell] = 0;
    if (count_solutions(puzzle).unique()) {
      --clues;
    } else {
      puzzle[cell] = solution[cell];
    }
  }
  return puzzle;
}

}  // namespace npe
