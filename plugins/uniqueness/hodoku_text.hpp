// Step texts as HoDoKu prints them (docs/techniques.md, "Uniqueness"):
//   "Uniqueness Test 1: 1/3 in r5c89,r8c89 => r8c9<>1, r8c9<>3"
// Cells in HoDoKu's compact form: cells ascending; the first cell left takes every other cell of its
// row ("r5c89") or, when its row has none, every other cell of its column ("r58c9"); groups joined
// by ','. Eliminations: grouped by digit in the order the digits first occur, each group
// "<cells><><digit>", groups joined by ", ", after " => ".
// Eliminations are kept in the order they are found (the order decides the text), without repeats.
#pragma once

#include <npe/sdk.hpp>

#include "../common/gnpx_cell_list.hpp"
#include "cell_set.hpp"

namespace npe::plugins::uniqueness {

using plugins::TextBuffer;

/** HoDoKu's compact cell list ("r5c89,r8c89", "r13c5"). */
inline void put_hodoku_cells(TextBuffer& out, CellSet cells) {
  bool first = true;
  while (!cells.empty()) {
    const int cell = cells.first();
    cells.remove(cell);
    const CellSet row_mates = cells & row_set(cell);
    if (!first) out.put(',');
    first = false;
    out.put('r');
    if (!row_mates.empty()) {
      out.put_digit(sdk::row_of(cell) + 1);
      out.put('c');
      out.put_digit(sdk::col_of(cell) + 1);
      row_mates.each([&](int other) { out.put_digit(sdk::col_of(other) + 1); });
      cells = cells - row_mates;
      continue;
    }
    const CellSet col_mates = cells & col_set(cell);
    out.put_digit(sdk::row_of(cell) + 1);
    col_mates.each([&](int other) { out.put_digit(sdk::row_of(other) + 1); });
    out.put('c');
    out.put_digit(sdk::col_of(cell) + 1);
    cells = cells - col_mates;
  }
}

/** A step's eliminations in the order found, without repeats. */
class Eliminations {
 public:
  void clear() { count_ = 0; }
  void add(int cell, int digit) {
    for (int i = 0; i < count_; ++i) {
      if (items_[i].cell == cell && items_[i].digit == digit) return;
    }
    items_[count_++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
  }
  int size() const { return count_; }
  bool empty() const { return count_ == 0; }
  void copy_to(sdk::StepBuilder& step) const {
    for (int i = 0; i < count_; ++i) step.eliminate(items_[i].cell, items_[i].digit);
  }
  /** " => r1c46,r2c689<>5, r3c4<>7" */
  void put_text(TextBuffer& out) const {
    out.put(" => ");
    bool done[10] = {};
    bool first = true;
    for (int i = 0; i < count_; ++i) {
      const int digit = items_[i].digit;
      if (done[digit]) continue;
      done[digit] = true;
      CellSet cells;
      for (int k = i; k < count_; ++k) {
        if (items_[k].digit == digit) cells.add(items_[k].cell);
      }
      if (!first) out.put(", ");
      first = false;
      put_hodoku_cells(out, cells);
      out.put("<>");
      out.put_digit(digit);
    }
  }

 private:
  npe_cell_digit items_[sdk::kCells * 9] = {};
  int count_ = 0;
};

}  // namespace npe::plugins::uniqueness
