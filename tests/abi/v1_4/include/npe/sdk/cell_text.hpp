// SPDX-License-Identifier: MIT
// Step-text pieces in the anchors' notations, written into fixed buffers (no heap: texts are built
// only for steps that are reported):
//   a cell            "r1c4"
//   a house           "r1", "c5", "b9"
//   HoDoKu's cells    "r2c56,r3c5"  (SolutionStep.getCompactCellPrint)
//   GNPX's cells      "r4c7 r5c7 r6c79", "r238c6"  (docs/seed-notes.md, GNPX LockedSet)
//   eliminations      " => r2c7<>3, r789c3<>8"  (SolutionStep.getCandidatesToDelete)
#pragma once

#include <npe/npe_plugin.h>

#include <bit>
#include <cstddef>
#include <cstdint>

#include "board.hpp"
#include "cell_set.hpp"
#include "step_builder.hpp"

namespace npe::sdk {

/** Appends characters to a fixed buffer, truncating (never overrunning); always NUL-terminated. */
class TextBuffer {
 public:
  TextBuffer(char* out, std::size_t size) : out_(out), size_(size) { out_[0] = '\0'; }
  void put(char c) {
    if (used_ + 1 < size_) {
      out_[used_++] = c;
      out_[used_] = '\0';
    }
  }
  void put(const char* text) {
    while (*text) put(*text++);
  }
  /** One decimal digit 0..9. */
  void put_digit(int value) { put(static_cast<char>('0' + value)); }
  /** Digits 1..9 of a 9-bit mask ascending, "1358", or with a separator "1/3/5/8". */
  void put_digits(unsigned mask, const char* separator = "") {
    bool first = true;
    for (int bit = 0; bit < 9; ++bit) {
      if ((mask & (1u << bit)) == 0) continue;
      if (!first) put(separator);
      first = false;
      put_digit(bit + 1);
    }
  }
  std::size_t length() const { return used_; }
  const char* c_str() const { return out_; }

 private:
  char* out_;
  std::size_t size_;
  std::size_t used_ = 0;
};

/** "r1c4" for cell 3. */
inline void put_cell(TextBuffer& text, int cell) {
  text.put('r');
  text.put_digit(row_of(cell) + 1);
  text.put('c');
  text.put_digit(col_of(cell) + 1);
}

/** "r1", "c5" or "b9" for house 0..26. */
inline void put_house(TextBuffer& text, int house) {
  text.put(house < 9 ? 'r' : house < 18 ? 'c' : 'b');
  text.put_digit(house % 9 + 1);
}

/** HoDoKu's compact cell list: the lowest cell left, then every later cell of its row (written as
 *  more columns) or, when its row has none, of its column (more rows); groups joined by ','.
 *  {r2c5, r2c6, r3c5} -> "r2c56,r3c5"; {r1c3, r2c3} -> "r12c3". */
inline void put_hodoku_cells(TextBuffer& text, CellSet cells) {
  bool first = true;
  while (!cells.empty()) {
    const int start = cells.pop_first();
    const CellSet row_mates = cells & kHouseSet[row_of(start)];
    const CellSet col_mates = row_mates.empty() ? cells & kHouseSet[9 + col_of(start)] : CellSet{};
    unsigned rows = 1u << row_of(start), cols = 1u << col_of(start);
    row_mates.for_each([&](int cell) { cols |= 1u << col_of(cell); });
    col_mates.for_each([&](int cell) { rows |= 1u << row_of(cell); });
    cells = cells.minus(row_mates | col_mates);
    if (!first) text.put(',');
    first = false;
    text.put('r');
    text.put_digits(rows);
    text.put('c');
    text.put_digits(cols);
  }
}

/** GNPX's compressed cell list: when some row holds two or more of the cells, every row as
 *  "r<row>c<columns>" ("r4c7 r5c7 r6c79"); otherwise every column as "r<rows>c<column>" ("r238c6",
 *  "r4c1 r5c2"); ascending, joined by ' '. */
inline void put_gnpx_cells(TextBuffer& text, CellSet cells) {
  unsigned columns_of_row[9] = {};
  unsigned rows_of_column[9] = {};
  cells.for_each([&](int cell) {
    columns_of_row[row_of(cell)] |= 1u << col_of(cell);
    rows_of_column[col_of(cell)] |= 1u << row_of(cell);
  });
  bool by_rows = false;
  for (const unsigned columns : columns_of_row) by_rows |= (columns & (columns - 1)) != 0;
  bool first = true;
  for (int line = 0; line < 9; ++line) {
    const unsigned others = by_rows ? columns_of_row[line] : rows_of_column[line];
    if (others == 0) continue;
    if (!first) text.put(' ');
    first = false;
    text.put('r');
    if (by_rows)
      text.put_digit(line + 1);
    else
      text.put_digits(others);
    text.put('c');
    if (by_rows)
      text.put_digits(others);
    else
      text.put_digit(line + 1);
  }
}

/** The same for a list of cells (any order; a cell named twice counts once). */
inline void put_gnpx_cells(TextBuffer& text, const int* cells, int count) {
  CellSet set;
  for (int i = 0; i < count; ++i) set.add(cells[i]);
  put_gnpx_cells(text, set);
}

/** A house's name alone in a buffer: "r1", "c5", "b9". */
inline void format_house(char* out, std::size_t size, int house) {
  TextBuffer text(out, size);
  put_house(text, house);
}

/** A GNPX cell list alone in a buffer. */
inline void format_gnpx_cells(char* out, std::size_t size, const int* cells, int count) {
  TextBuffer text(out, size);
  put_gnpx_cells(text, cells, count);
}

/** " => " and the eliminations grouped by digit in the order the digits first occur in the list,
 *  each group HoDoKu's compact cells, "<>" and the digit; groups joined by ", ". The list may name
 *  a candidate twice (HoDoKu's lists do). */
inline void put_hodoku_eliminations(TextBuffer& text, const npe_cell_digit* eliminations, std::size_t count) {
  text.put(" => ");
  unsigned done = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const int digit = eliminations[i].digit;
    if (done & (1u << digit)) continue;
    CellSet cells;
    for (std::size_t k = i; k < count; ++k) {
      if (eliminations[k].digit == digit) cells.add(eliminations[k].cell);
    }
    if (done != 0) text.put(", ");
    done |= 1u << digit;
    put_hodoku_cells(text, cells);
    text.put("<>");
    text.put_digit(digit);
  }
}

/** The same with the eliminations given per digit (by_digit[d], d = 1..9), digits ascending. */
inline void put_hodoku_eliminations(TextBuffer& text, const CellSet (&by_digit)[10]) {
  text.put(" => ");
  bool first = true;
  for (int digit = 1; digit <= 9; ++digit) {
    if (by_digit[digit].empty()) continue;
    if (!first) text.put(", ");
    first = false;
    put_hodoku_cells(text, by_digit[digit]);
    text.put("<>");
    text.put_digit(digit);
  }
}

/** A step's eliminations in the order a technique finds them (the order decides HoDoKu's text):
 *  up to 729, no heap. */
class EliminationList {
 public:
  static constexpr int kCapacity = kCells * 9;

  void clear() { count_ = 0; }
  /** Appends (cell, digit), even when listed already; ignored when full. */
  void add(int cell, int digit) {
    if (count_ < kCapacity) items_[count_++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
  }
  /** Appends `digit` at every cell of `cells`, ascending. */
  void add(CellSet cells, int digit) {
    cells.for_each([&](int cell) { add(cell, digit); });
  }
  /** Appends (cell, digit) unless it is listed already. */
  void add_once(int cell, int digit) {
    for (int i = 0; i < count_; ++i) {
      if (items_[i].cell == cell && items_[i].digit == digit) return;
    }
    add(cell, digit);
  }
  int size() const { return count_; }
  bool empty() const { return count_ == 0; }
  const npe_cell_digit* data() const { return items_; }
  const npe_cell_digit& operator[](int i) const { return items_[i]; }
  const npe_cell_digit* begin() const { return items_; }
  const npe_cell_digit* end() const { return items_ + count_; }

 private:
  npe_cell_digit items_[kCapacity];
  int count_ = 0;
};

/** Hands a list's eliminations to a step once each, by cell ascending and digit ascending (the list
 *  keeps the order the text needs; the step wants each candidate once). */
inline void eliminate_each_once(StepBuilder& step, const EliminationList& list) {
  Mask per_cell[kCells] = {};
  for (const npe_cell_digit& item : list) per_cell[item.cell] |= digit_bit(item.digit);
  for (int cell = 0; cell < kCells; ++cell) {
    for (unsigned m = per_cell[cell]; m != 0; m &= m - 1) step.eliminate(cell, std::countr_zero(m) + 1);
  }
}

/** put_hodoku_eliminations for a list. */
inline void put_hodoku_eliminations(TextBuffer& text, const EliminationList& list) {
  put_hodoku_eliminations(text, list.data(), static_cast<std::size_t>(list.size()));
}

}  // namespace npe::sdk
