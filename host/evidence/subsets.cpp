#include "evidence/subsets.hpp"

#include <bit>

namespace npe::evidence {

namespace {

using Board = std::array<sdk::Mask, 81>;
using Digits81 = std::array<std::uint8_t, 81>;

sdk::Mask open_mask(const Board& cand, const Digits81& digits, int cell) { return digits[cell] == 0 ? cand[cell] : 0; }

/** Bits over the house's 9 cells where the digit may go; *placed when it is placed there. */
unsigned house_places(const Board& cand, const Digits81& digits, int house, int digit, bool* placed) {
  unsigned bits = 0;
  *placed = false;
  for (int k = 0; k < 9; ++k) {
    const int c = sdk::kHouseCells[house][k];
    if (digits[c] == digit) *placed = true;
    if (sdk::has_digit(open_mask(cand, digits, c), digit)) bits |= 1u << k;
  }
  return bits;
}

/** Two other open cells of a house whose candidates are two digits, the digit among them. */
bool naked_pair(const Board& cand, const Digits81& digits, int house, int cell, int digit) {
  for (int i = 0; i < 9; ++i) {
    const int x = sdk::kHouseCells[house][i];
    const sdk::Mask mx = open_mask(cand, digits, x);
    if (x == cell || mx == 0 || std::popcount(static_cast<unsigned>(mx)) > 2) continue;
    for (int j = i + 1; j < 9; ++j) {
      const int y = sdk::kHouseCells[house][j];
      const sdk::Mask my = open_mask(cand, digits, y);
      if (y == cell || my == 0) continue;
      const sdk::Mask both = static_cast<sdk::Mask>(mx | my);
      if (std::popcount(static_cast<unsigned>(both)) == 2 && sdk::has_digit(both, digit)) return true;
    }
  }
  return false;
}

/** Two other digits, unplaced in the house, whose places there are the cell and one other. */
bool hidden_pair(const Board& cand, const Digits81& digits, int house, int cell, int digit) {
  int at = 0;
  while (sdk::kHouseCells[house][at] != cell) ++at;
  unsigned places[10] = {};
  for (int d = 1; d <= 9; ++d) {
    bool placed = false;
    places[d] = house_places(cand, digits, house, d, &placed);
    if (placed || d == digit) places[d] = 0;
  }
  for (int a = 1; a <= 9; ++a) {
    if (places[a] == 0) continue;
    for (int b = a + 1; b <= 9; ++b) {
      if (places[b] == 0) continue;
      const unsigned both = places[a] | places[b];
      if (std::popcount(both) == 2 && (both >> at & 1)) return true;
    }
  }
  return false;
}

/** Two lines parallel to one another, neither holding the cell, whose places of the digit lie in two
 *  crossing lines, one of them the cell's. `base` 0: rows, 9: columns. */
bool x_wing(const Board& cand, const Digits81& digits, int base, int cell, int digit) {
  const int own = base == 0 ? sdk::row_of(cell) : sdk::col_of(cell);
  const int cross = base == 0 ? sdk::col_of(cell) : sdk::row_of(cell);
  unsigned places[9] = {};
  for (int line = 0; line < 9; ++line) {
    bool placed = false;
    places[line] = house_places(cand, digits, base + line, digit, &placed);
    if (placed || line == own) places[line] = 0;
  }
  for (int i = 0; i < 9; ++i) {
    if (places[i] == 0) continue;
    for (int j = i + 1; j < 9; ++j) {
      if (places[j] == 0) continue;
      const unsigned both = places[i] | places[j];
      if (std::popcount(both) == 2 && (both >> cross & 1)) return true;
    }
  }
  return false;
}

}  // namespace

bool subset_excludes(const Board& candidates, const Digits81& digits, int cell, int digit) {
  for (const int house : sdk::houses_of(cell)) {
    if (naked_pair(candidates, digits, house, cell, digit) || hidden_pair(candidates, digits, house, cell, digit)) {
      return true;
    }
  }
  return x_wing(candidates, digits, 0, cell, digit) || x_wing(candidates, digits, 9, cell, digit);
}

}  // namespace npe::evidence
