// HoDoKu's text for chain steps (SolutionStep.toString, getChainString, getCompactCellPrint and
// getCandidatesToDelete), written into fixed buffers: e.g.
//   X-Chain: 5 r2c2 =5= r2c7 -5- r9c7 =5= r9c3 => r1c3,r3c3<>5
//   XY-Chain: 8 8- r1c6 -2- r4c6 -3- r7c6 -8 => r1c9<>8
//   Discontinuous Nice Loop: 1 r4c5 -1- r4c2 =1= r5c2 -3- r5c5 =3= r6c5 =1= r4c5 => r4c5<>1
// See docs/techniques.md, "Chains and loops".
#pragma once

#include <npe/sdk.hpp>

#include <cstdio>

#include "../gnpx_cell_list.hpp"
#include "cell_set.hpp"

namespace npe::plugins::chains {

using plugins::TextBuffer;

/** "r1c2". */
inline void put_cell(TextBuffer& text, int cell) {
  text.put('r');
  text.put_digit(sdk::row_of(cell) + 1);
  text.put('c');
  text.put_digit(sdk::col_of(cell) + 1);
}

/** HoDoKu's compact cell list: take the lowest cell; add every later cell of its row (columns
 *  appended) while it is alone in its column, or of its column (rows inserted) while it is alone in
 *  its row; repeat with the cells left, separated by commas ("r1c15,r2c1", "r12c3"). */
inline void put_compact_cells(TextBuffer& text, CellSet cells) {
  bool first = true;
  while (!cells.empty()) {
    const int cell = cells.first();
    cells.remove(cell);
    const int row = sdk::row_of(cell), col = sdk::col_of(cell);
    int rows[9] = {row}, cols[9] = {col};
    int row_count = 1, col_count = 1;
    cells.for_each([&](int other) {
      if (sdk::row_of(other) == row && row_count == 1) {
        cols[col_count++] = sdk::col_of(other);
        cells.remove(other);
      } else if (sdk::col_of(other) == col && col_count == 1) {
        rows[row_count++] = sdk::row_of(other);
        cells.remove(other);
      }
    });
    if (!first) text.put(',');
    first = false;
    text.put('r');
    for (int i = 0; i < row_count; ++i) text.put_digit(rows[i] + 1);
    text.put('c');
    for (int i = 0; i < col_count; ++i) text.put_digit(cols[i] + 1);
  }
}

/** Digits of a mask with slashes, "1/2/5". */
inline void put_digits_slashed(TextBuffer& text, sdk::Mask mask) {
  bool first = true;
  for (int d = 1; d <= 9; ++d) {
    if (!sdk::has_digit(mask, d)) continue;
    if (!first) text.put('/');
    first = false;
    text.put_digit(d);
  }
}

/** " => r1c3,r3c3<>5, r2c9<>7": eliminations grouped by digit (ascending), cells compacted.
 *  by_digit[d] holds digit d's cells. */
inline void put_eliminations(TextBuffer& text, const CellSet* by_digit) {
  text.put(" => ");
  bool first = true;
  for (int d = 1; d <= 9; ++d) {
    if (by_digit[d].empty()) continue;
    if (!first) text.put(", ");
    first = false;
    put_compact_cells(text, by_digit[d]);
    text.put("<>");
    text.put_digit(d);
  }
}

}  // namespace npe::plugins::chains
