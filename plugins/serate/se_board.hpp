// Board helpers shared by the serate techniques: Sudoku Explainer's house order (blocks, then columns,
// then rows, docs/techniques.md "Sudoku Explainer ratings"), empty-cell counts, k-subsets in
// Sudoku Explainer's enumeration order (increasing bit mask).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>

namespace npe::plugins::serate {

using sdk::CellSet;
using sdk::kHouseSet;
using sdk::TextBuffer;

/** Sudoku Explainer scans blocks, then columns, then rows: house number at position i (0..26). */
constexpr int se_house(int i) { return i < 9 ? 18 + i : i < 18 ? i : i - 18; }

/** Bits set in a 9-bit mask, from a table (std::popcount is a library call without -mpopcnt). */
inline constexpr std::array<std::uint8_t, 512> kBits9 = [] {
  std::array<std::uint8_t, 512> table{};
  for (unsigned m = 1; m < 512; ++m) table[m] = static_cast<std::uint8_t>(table[m >> 1] + (m & 1));
  return table;
}();
inline int bits9(unsigned mask) { return kBits9[mask & 511]; }

/** places[house][digit]: bit k set when kHouseCells[house][k] is empty and holds the digit. */
inline void house_places(const sdk::Position& position, unsigned (&places)[sdk::kHouses][10]) {
  for (auto& house : places) {
    for (unsigned& digit : house) digit = 0;
  }
  // Each empty cell once, into its row, column and block (its index there: column, row, in-block).
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (position.digit(cell) != 0) continue;
    const auto houses = sdk::houses_of(cell);
    const unsigned in_row = 1u << sdk::col_of(cell), in_col = 1u << sdk::row_of(cell);
    const unsigned in_block = 1u << sdk::index_in_block(cell);
    for (sdk::Mask cands = position.candidates(cell); cands; cands = static_cast<sdk::Mask>(cands & (cands - 1))) {
      const int digit = sdk::first_digit(cands);
      places[houses[0]][digit] |= in_row;
      places[houses[1]][digit] |= in_col;
      places[houses[2]][digit] |= in_block;
    }
  }
}

inline int empty_cells(const sdk::Position& position, int house) {
  int count = 0;
  for (int cell : sdk::kHouseCells[house]) count += position.digit(cell) == 0;
  return count;
}

/** The next k-subset of n bits after `mask` in increasing numeric order (Gosper), 0 when done. */
constexpr unsigned next_subset(unsigned mask, int n) {
  const unsigned smallest = mask & (~mask + 1);
  const unsigned ripple = mask + smallest;
  const unsigned ones = ((mask ^ ripple) >> 2) / smallest;
  const unsigned next = ripple | ones;
  return next >> n ? 0u : next;
}

/** The position index (0..8) in `house` of each set bit of `places`, as cells. */
inline int cells_of(int house, unsigned places, int* cells) {
  int count = 0;
  for (int k = 0; k < 9; ++k) {
    if (places & (1u << k)) cells[count++] = sdk::kHouseCells[house][k];
  }
  return count;
}

/** "r1c5=3" */
inline void format_cell_value(char* out, std::size_t size, int cell, int digit) {
  std::snprintf(out, size, "r%dc%d=%d", sdk::row_of(cell) + 1, sdk::col_of(cell) + 1, digit);
}

}  // namespace npe::plugins::serate
