// What the sukaku plugin's set rules share: Sukaku Explainer's region order and its notation for
// cells and regions in hint texts (RC notation, its default; diuf/sudoku/Cell.java, Grid.java
// @362854e), and the house-digit kind of a set-logic record.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>

namespace npe::plugins::sukaku {

using sdk::CellSet;

/** npe's first house of Sukaku Explainer's region types 0, 1, 2: blocks (18..26), rows (0..8),
 *  columns (9..17). */
inline constexpr int kSukakuRegionOrder[3] = {18, 0, 9};

/** "Cells r4c1,r4c2" ("Cell r4c1" for one), cells in grid order. */
inline void put_sukaku_cells(sdk::TextBuffer& text, CellSet cells) {
  text.put(cells.single() ? "Cell " : "Cells ");
  bool first = true;
  cells.for_each([&](int cell) {
    if (!first) text.put(',');
    first = false;
    sdk::put_cell(text, cell);
  });
}

/** "row 4", "column 4" or "block 4" for house 0..26. */
inline void put_sukaku_region(sdk::TextBuffer& text, int house) {
  text.put(house < 9 ? "row " : house < 18 ? "column " : "block ");
  text.put_digit(house % 9 + 1);
}

/** "row", "column" or "block": a region's kind, as Sukaku Explainer's naked-set texts end. */
inline const char* sukaku_region_kind(int house) { return house < 9 ? "row" : house < 18 ? "column" : "block"; }

/** The set-logic kind of a house's digit. */
inline npe_set_kind set_kind(int house) {
  return house < 9 ? NPE_SET_ROW_DIGIT : house < 18 ? NPE_SET_COL_DIGIT : NPE_SET_BOX_DIGIT;
}

}  // namespace npe::plugins::sukaku
