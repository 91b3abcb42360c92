// Cell lists in GNPX's compressed form, as the seed's LockedSet list prints them (docs/seed-notes.md,
// GNPX LockedSet). The rule, inferred from the seed's list and GNPX's documented output:
//   - when some row holds two or more of the cells, every row is written as "r<row>c<columns>"
//     ("r4c7 r5c7 r6c79", "r5c89 r6c78");
//   - otherwise the cells are grouped by column, "r<rows>c<column>" ("r238c6", "r45c7 r6c9",
//     "r4c1 r5c2").
// Rows and columns ascending. Fixed buffers, no heap: safe on a plugin's report path.
#pragma once

#include <npe/sdk/board.hpp>

#include <cstddef>

namespace npe::plugins {

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
  void put_digit(int value) { put(static_cast<char>('0' + value)); }
  /** Digits 1..9 of a 9-bit mask, ascending ("#38" without the '#'). */
  void put_mask(unsigned mask) {
    for (int bit = 0; bit < 9; ++bit) {
      if (mask & (1u << bit)) put_digit(bit + 1);
    }
  }
  std::size_t length() const { return used_; }

 private:
  char* out_;
  std::size_t size_;
  std::size_t used_ = 0;
};

/** Writes the cells (a 81-bit set given as a list of cell indices) in GNPX's compressed form. */
inline void put_gnpx_cells(TextBuffer& text, const int* cells, int count) {
  unsigned columns_of_row[9] = {};
  unsigned rows_of_column[9] = {};
  for (int i = 0; i < count; ++i) {
    columns_of_row[sdk::row_of(cells[i])] |= 1u << sdk::col_of(cells[i]);
    rows_of_column[sdk::col_of(cells[i])] |= 1u << sdk::row_of(cells[i]);
  }
  bool by_rows = false;
  for (unsigned columns : columns_of_row) by_rows |= (columns & (columns - 1)) != 0;
  bool first = true;
  auto separate = [&] {
    if (!first) text.put(' ');
    first = false;
  };
  if (by_rows) {
    for (int row = 0; row < 9; ++row) {
      if (columns_of_row[row] == 0) continue;
      separate();
      text.put('r');
      text.put_digit(row + 1);
      text.put('c');
      text.put_mask(columns_of_row[row]);
    }
    return;
  }
  for (int col = 0; col < 9; ++col) {
    if (rows_of_column[col] == 0) continue;
    separate();
    text.put('r');
    text.put_mask(rows_of_column[col]);
    text.put('c');
    text.put_digit(col + 1);
  }
}

}  // namespace npe::plugins
