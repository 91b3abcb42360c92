// Cell lists in the GNPX compressed style of the seed (SPEC.md §2): cells grouped by row, rows
// with the same columns merged: "r238c6", "r4c7 r5c79", "r3c12". Fixed buffers, no heap.
#pragma once

#include <npe/sdk/board.hpp>

#include <cstddef>
#include <cstdio>

namespace npe::plugins {

/** Writes `count` cells (0..80) into out (NUL-terminated, truncated to size), e.g. "r1c23 r2c1". */
inline void format_cells(char* out, std::size_t size, const int* cells, int count) {
  unsigned columns_of_row[9] = {};
  for (int i = 0; i < count; ++i) columns_of_row[sdk::row_of(cells[i])] |= 1u << sdk::col_of(cells[i]);
  bool done[9] = {};
  std::size_t used = 0;
  out[0] = '\0';
  auto append = [&](const char* format, int value) {
    if (used + 1 >= size) return;  // full: the text is truncated, never overrun
    const int written = std::snprintf(out + used, size - used, format, value);
    if (written > 0) used = used + static_cast<std::size_t>(written) < size ? used + written : size - 1;
  };
  for (int row = 0; row < 9; ++row) {
    if (done[row] || columns_of_row[row] == 0) continue;
    append(used == 0 ? "r%d" : " r%d", row + 1);
    for (int other = row + 1; other < 9; ++other) {
      if (!done[other] && columns_of_row[other] == columns_of_row[row]) {
        done[other] = true;
        append("%d", other + 1);
      }
    }
    bool first_column = true;
    for (int col = 0; col < 9; ++col) {
      if (!(columns_of_row[row] & (1u << col))) continue;
      append(first_column ? "c%d" : "%d", col + 1);
      first_column = false;
    }
  }
}

/** "r1", "c5" or "b9" for house 0..26. */
inline void format_house(char* out, std::size_t size, int house) {
  const char kind = house < 9 ? 'r' : house < 18 ? 'c' : 'b';
  std::snprintf(out, size, "%c%d", kind, house % 9 + 1);
}

}  // namespace npe::plugins
