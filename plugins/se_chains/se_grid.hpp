// The grid as Sudoku Explainer's chaining sees it (docs/techniques.md, "Sudoku Explainer chains"):
// candidate masks that dynamic chains switch off one by one, and SE's scan orders: a cell's houses
// are block, row, column (in that order), a house's cells in npe's house order (blocks row-major),
// which is SE's.
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <cstdint>

namespace npe::plugins::se_chains {

using Mask = sdk::Mask;

/** The houses of a cell in SE's order: block, row, column. */
constexpr std::array<int, 3> se_houses(int cell) {
  return {18 + sdk::block_of(cell), sdk::row_of(cell), 9 + sdk::col_of(cell)};
}

/** A candidate's key (cell*9 + digit-1), the identity SE's Potential has with its on/off state. */
constexpr int key_of(int cell, int digit) { return cell * 9 + digit - 1; }
constexpr int cell_of(int key) { return key / 9; }
constexpr int digit_of(int key) { return key % 9 + 1; }

struct Grid {
  std::array<Mask, 81> cand{};
  std::array<std::uint8_t, 81> digit{};  // placed digits (replays of the evidence need them)

  bool has(int cell, int digit) const { return sdk::has_digit(cand[cell], digit); }
  int count(int cell) const { return sdk::count_digits(cand[cell]); }
  /** Positions (bits over the house's 9 cells) of a digit in a house. */
  unsigned places(int house, int digit) const {
    unsigned m = 0;
    for (int k = 0; k < 9; ++k) {
      if (has(sdk::kHouseCells[house][k], digit)) m |= 1u << k;
    }
    return m;
  }
};

/** SE's ChainingHint.getLengthDifficulty, computed as SE does (a double summed by 0.1 steps), so that
 *  ties between ratings compare as they do in SE. */
inline double se_length_difficulty(int complexity) {
  double added = 0.0;
  int ceil = 4;
  const int length = complexity - 2;
  bool odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
    odd = !odd;
  }
  return added;
}

/** serate prints a difficulty d as (int)((d + 0.05) * 10) tenths. */
inline int se_tenths(double difficulty) { return static_cast<int>((difficulty + 0.05) * 10); }

}  // namespace npe::plugins::se_chains
