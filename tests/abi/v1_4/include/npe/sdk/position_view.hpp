// SPDX-License-Identifier: MIT
// A position seen by digit, as cell sets (cell_set.hpp): where each digit can still go, and per house
// its places. Built once per find; no heap.
#pragma once

#include <bit>
#include <cstdint>

#include "board.hpp"
#include "cell_set.hpp"
#include "plugin.hpp"

namespace npe::sdk {

/** Per digit, the empty cells holding it as a candidate; and the empty cells. */
struct CandidateCells {
  CellSet with[10];  // with[d]: the empty cells holding candidate d (with[0] stays empty)
  CellSet empty;

  CandidateCells() = default;
  explicit CandidateCells(const Position& position) {
    for (int cell = 0; cell < kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      empty.add(cell);
      for (unsigned m = position.candidates(cell) & kAllDigits; m != 0; m &= m - 1)
        with[std::countr_zero(m) + 1].add(cell);
    }
  }
  const CellSet& of(int digit) const { return with[digit]; }
};

/** Candidates of every digit: cell sets and, per house, the 9-bit mask of places; and whether the
 *  position can be a state of a valid solve at all. */
struct DigitTable {
  CellSet cells[10];             // cells[d]: the cells holding candidate d
  std::uint16_t places[10][27];  // places[d][h]: bit k = kHouseCells[h][k] holds d

  /** The position cannot be a state of a valid solve (a digit twice in a house, a candidate equal to
   *  a digit placed in its house, a cell without candidates, a house without a digit): pattern
   *  techniques find nothing there (their evidence would prove nothing; the engine rejects such
   *  boards itself). cells and places are left empty then. */
  bool broken = false;

  explicit DigitTable(const Position& position) : cells{}, places{} {
    unsigned placed[27] = {}, open[27] = {};
    for (int cell = 0; cell < kCells; ++cell) {
      const unsigned mask = position.digit(cell) != 0 ? 0u : position.candidates(cell) & kAllDigits;
      for (const int house : houses_of(cell)) {
        if (position.digit(cell) != 0) {
          const unsigned bit = digit_bit(position.digit(cell));
          broken |= (placed[house] & bit) != 0;
          placed[house] |= bit;
        } else {
          open[house] |= mask;
        }
      }
      broken |= position.digit(cell) == 0 && mask == 0;
    }
    for (int house = 0; house < 27; ++house) {
      broken |= (placed[house] & open[house]) != 0 || (placed[house] | open[house]) != kAllDigits;
    }
    for (int cell = 0; cell < kCells && !broken; ++cell) {
      if (position.digit(cell) != 0) continue;
      const std::array<int, 3> houses = houses_of(cell);
      const std::uint16_t bits[3] = {static_cast<std::uint16_t>(1u << col_of(cell)),
                                     static_cast<std::uint16_t>(1u << row_of(cell)),
                                     static_cast<std::uint16_t>(1u << index_in_block(cell))};
      for (unsigned m = position.candidates(cell) & kAllDigits; m; m &= m - 1) {
        const int digit = std::countr_zero(m) + 1;
        cells[digit].add(cell);
        for (int k = 0; k < 3; ++k) places[digit][houses[k]] |= bits[k];
      }
    }
  }

  /** How many places the digit has in the house. */
  int count(int digit, int house) const { return count_digits(places[digit][house]); }
  /** The k-th (0-based, house order) place of the digit in a house. */
  int place(int digit, int house, int k) const {
    unsigned m = places[digit][house];
    for (int i = 0; i < k; ++i) m &= m - 1;
    return kHouseCells[house][std::countr_zero(m)];
  }
};

}  // namespace npe::sdk
