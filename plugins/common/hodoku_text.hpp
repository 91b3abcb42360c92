// HoDoKu's step-text pieces (docs/techniques.md, "HoDoKu texts"): cells as HoDoKu compresses them
// ("r2c56,r3c5"), single cells ("r1c4"), and the " => r2c56,r3c5<>4" list of eliminations.
// Fixed buffers, no heap: texts are built only for steps that are reported.
#pragma once

#include <npe/npe_plugin.h>

#include <cstdint>

#include "gnpx_cell_list.hpp"
#include "cell_set.hpp"

namespace npe::plugins {

/** "r1c4" for cell 3. */
inline void put_cell(TextBuffer& text, int cell) {
  text.put('r');
  text.put_digit(sdk::row_of(cell) + 1);
  text.put('c');
  text.put_digit(sdk::col_of(cell) + 1);
}

/** HoDoKu's compact cell list: take the lowest remaining cell, then, in ascending order, every later
 *  cell of its row (as long as no cell of its column was taken) or of its column (as long as no cell
 *  of its row was taken); groups joined by ','. {r2c5,r2c6,r3c5} -> "r2c56,r3c5". */
inline void put_compact_cells(TextBuffer& text, CellSet cells) {
  bool first = true;
  while (!cells.empty()) {
    const int start = cells.first();
    cells.remove(start);
    const int row = sdk::row_of(start), col = sdk::col_of(start);
    unsigned rows = 1u << row, cols = 1u << col;
    bool more_rows = false, more_cols = false;
    CellSet taken;
    cells.for_each([&](int cell) {
      if (sdk::row_of(cell) == row && !more_rows) {
        cols |= 1u << sdk::col_of(cell);
        more_cols = true;
        taken.add(cell);
      } else if (sdk::col_of(cell) == col && !more_cols) {
        rows |= 1u << sdk::row_of(cell);
        more_rows = true;
        taken.add(cell);
      }
    });
    cells = cells.minus(taken);
    if (!first) text.put(',');
    first = false;
    text.put('r');
    text.put_mask(rows);
    text.put('c');
    text.put_mask(cols);
  }
}

/** " => " and the eliminations grouped by digit in order of first appearance, each group as
 *  compact cells, "<>" and the digit, groups joined by ", " (SolutionStep.getCandidatesToDelete). */
inline void put_eliminations(TextBuffer& text, const npe_cell_digit* eliminations, std::uint32_t count) {
  text.put(" => ");
  unsigned done = 0;
  bool first = true;
  for (std::uint32_t i = 0; i < count; ++i) {
    const int digit = eliminations[i].digit;
    if (done & (1u << digit)) continue;
    done |= 1u << digit;
    CellSet cells;
    for (std::uint32_t k = i; k < count; ++k) {
      if (eliminations[k].digit == digit) cells.add(eliminations[k].cell);
    }
    if (!first) text.put(", ");
    first = false;
    put_compact_cells(text, cells);
    text.put("<>");
    text.put_digit(digit);
  }
}

}  // namespace npe::plugins
