// The rectangles every Uniqueness Test and the Hidden Rectangle look at, in HoDoKu's scan order
// (docs/techniques.md, "Uniqueness"): four empty cells in two rows, two columns and two blocks
// whose digits a/b could be swapped without touching a given.
//
// Scan: every cell with exactly two candidates a < b (the start cell), in cell order; then the
// other cells of its block in the block's row-major order that share its row or column (the
// partner); then, along the start cell's column (if the partner is in its row) or row, the cells
// outside the block, each with the cell of the partner's column (row) in the same row (column).
//   - missing candidates not allowed: the partner and the two far cells hold both a and b;
//   - missing candidates allowed (HoDoKu's default): they are empty and see no placed a or b
//     (a or b may have been eliminated by earlier steps).
// A rectangle (its four cells and its digits) is visited once, the first time the scan meets it:
// from its first corner (in cell order) that holds just a and b.
#pragma once

#include "board_view.hpp"

namespace npe::plugins::uniqueness {

/** One rectangle: its cells, the digits a < b, and its cells split into those holding nothing but
 *  a and/or b ("floor" cells, `plain`) and those with other candidates (`extra`), each ascending. */
struct Rectangle {
  int cells[4] = {};  // start cell, partner, far cell of the start cell, far cell of the partner
  int a = 0, b = 0;
  sdk::Mask pair = 0;
  CellSet all;
  int plain[4] = {}, plain_count = 0;
  int extra[4] = {}, extra_count = 0;
  CellSet extra_set;

  /** Candidates of the extra cells other than a and b. */
  sdk::Mask extra_digits(const BoardView& board) const {
    sdk::Mask mask = 0;
    for (int i = 0; i < extra_count; ++i) mask |= board.candidates[extra[i]] & static_cast<sdk::Mask>(~pair);
    return mask;
  }
};

/** Whether the scan met the rectangle from an earlier start cell: a corner before the start holding
 *  just a and b, from which the start cell itself fits (the other corners fit from any start). */
template <class Fits>
bool met_before(const BoardView& board, const int* cells, sdk::Mask pair, Fits&& fits) {
  for (int i = 1; i < 4; ++i) {
    if (cells[i] < cells[0] && board.candidates[cells[i]] == pair && fits(cells[0])) return true;
  }
  return false;
}

/** Calls visit(const Rectangle&) for every rectangle in scan order; visit returns false to stop.
 *  Returns false when stopped. */
template <class Visit>
bool scan_rectangles(const BoardView& board, bool allow_missing, Visit&& visit) {
  for (int start = 0; start < sdk::kCells; ++start) {
    if (board.digits[start] != 0 || board.count(start) != 2) continue;
    const sdk::Mask pair = board.candidates[start];
    const int a = sdk::first_digit(pair);
    const int b = sdk::first_digit(pair & (pair - 1));
    const int block = sdk::block_of(start);
    // A cell may stand in the rectangle when it holds both digits, or (missing allowed) could hold them.
    auto fits = [&](int cell) {
      if (board.digits[cell] != 0) return false;
      return allow_missing ? board.allows(cell, a) && board.allows(cell, b) : (board.candidates[cell] & pair) == pair;
    };
    for (int k = 0; k < 9; ++k) {
      const int partner = sdk::block_cell(block, k);
      if (partner == start) continue;
      const bool same_row = sdk::row_of(partner) == sdk::row_of(start);
      if (!same_row && sdk::col_of(partner) != sdk::col_of(start)) continue;
      if (!fits(partner)) continue;
      for (int j = 0; j < 9; ++j) {
        const int far_start = same_row ? sdk::cell_at(j, sdk::col_of(start)) : sdk::cell_at(sdk::row_of(start), j);
        if (sdk::block_of(far_start) == block) continue;
        const int far_partner =
            same_row ? sdk::cell_at(j, sdk::col_of(partner)) : sdk::cell_at(sdk::row_of(partner), j);
        if (!fits(far_start) || !fits(far_partner)) continue;
        Rectangle rect;
        rect.cells[0] = start;
        rect.cells[1] = partner;
        rect.cells[2] = far_start;
        rect.cells[3] = far_partner;
        if (met_before(board, rect.cells, pair, fits)) continue;
        rect.a = a;
        rect.b = b;
        rect.pair = pair;
        for (int cell : rect.cells) rect.all.add(cell);
        rect.all.for_each([&](int cell) {
          if (board.candidates[cell] & static_cast<sdk::Mask>(~pair)) {
            rect.extra[rect.extra_count++] = cell;
            rect.extra_set.add(cell);
          } else {
            rect.plain[rect.plain_count++] = cell;
          }
        });
        if (!visit(rect)) return false;
      }
    }
  }
  return true;
}

/** Calls visit(const Rectangle&) for every rectangle of four empty cells in two boxes and every two
 *  digits a < b they all hold (cells, all, a, b and pair set); false to stop. */
template <class Visit>
bool scan_all_rectangles(const BoardView& board, Visit&& visit) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3)) continue;  // two boxes: one band or one stack
          Rectangle rect;
          const int cells[4] = {sdk::cell_at(r1, c1), sdk::cell_at(r1, c2), sdk::cell_at(r2, c1), sdk::cell_at(r2, c2)};
          sdk::Mask common = sdk::kAllDigits;
          for (int i = 0; i < 4; ++i) {
            rect.cells[i] = cells[i];
            rect.all.add(cells[i]);
            common &= board.digits[cells[i]] == 0 ? board.candidates[cells[i]] : 0;
          }
          for (sdk::Mask ma = common; ma; ma &= static_cast<sdk::Mask>(ma - 1)) {
            for (sdk::Mask mb = ma & static_cast<sdk::Mask>(ma - 1); mb; mb &= static_cast<sdk::Mask>(mb - 1)) {
              rect.a = sdk::first_digit(ma);
              rect.b = sdk::first_digit(mb);
              rect.pair = static_cast<sdk::Mask>(sdk::digit_bit(rect.a) | sdk::digit_bit(rect.b));
              if (!visit(rect)) return false;
            }
          }
        }
      }
    }
  }
  return true;
}

}  // namespace npe::plugins::uniqueness
