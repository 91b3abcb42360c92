// HoDoKu's text pieces (SolutionStep.toString and its helpers), written into a fixed buffer:
//   cells      "r1c46,r2c5"  (HoDoKu's compact cell print: the lowest cell, then the other cells of its
//                             row, or else of its column, in ascending order; then the next group)
//   ALS        "r1c46,r2c5 {1358}"
//   results    " => r2c7<>3, r789c3<>8"  (one group per digit, in the order the digits first occur in
//                             the step's elimination list; cells of a group compacted)
#pragma once

#include <cstddef>
#include <cstdint>

#include "cell_set.hpp"

namespace npe::plugins::als {

/** Appends to a fixed buffer, silently truncating (the ABI reads 255 bytes of a text). */
class Text {
 public:
  Text(char* buffer, std::size_t size) : buffer_(buffer), size_(size) { buffer_[0] = '\0'; }
  void put(char c) {
    if (length_ + 1 < size_) {
      buffer_[length_++] = c;
      buffer_[length_] = '\0';
    }
  }
  void put(const char* s) {
    while (*s) put(*s++);
  }
  void put_digit(int d) { put(static_cast<char>('0' + d)); }
  /** Digits of a mask ascending, e.g. "1358"; with a separator "1,3". */
  void put_digits(sdk::Mask mask, const char* separator = "") {
    bool first = true;
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(mask, d)) continue;
      if (!first) put(separator);
      put_digit(d);
      first = false;
    }
  }

  /** HoDoKu's compact cell print of a set of cells. */
  void put_cells(CellSet cells) {
    bool first_group = true;
    while (!cells.empty()) {
      const int head = cells.pop_first();
      const int row = sdk::row_of(head), col = sdk::col_of(head);
      int rows[9], cols[9];
      int row_count = 1, col_count = 1;
      rows[0] = row;
      cols[0] = col;
      for (CellSet rest = cells; !rest.empty();) {
        const int cell = rest.pop_first();
        if (sdk::row_of(cell) == row && row_count == 1) {
          cols[col_count++] = sdk::col_of(cell);
          cells.remove(cell);
        } else if (sdk::col_of(cell) == col && col_count == 1) {
          rows[row_count++] = sdk::row_of(cell);
          cells.remove(cell);
        }
      }
      if (!first_group) put(',');
      first_group = false;
      put('r');
      for (int i = 0; i < row_count; ++i) put_digit(rows[i] + 1);
      put('c');
      for (int i = 0; i < col_count; ++i) put_digit(cols[i] + 1);
    }
  }

  /** "r1c46,r2c5 {1358}" */
  void put_als(const CellSet& cells, sdk::Mask digits) {
    put_cells(cells);
    put(" {");
    put_digits(digits);
    put('}');
  }

  /** " => " and the eliminations grouped by digit in first-occurrence order (HoDoKu's
   *  getCandidatesToDelete); `list` may hold a candidate twice. */
  void put_results(const npe_cell_digit* list, int count) {
    put(" => ");
    sdk::Mask done = 0;
    for (int i = 0; i < count; ++i) {
      const int digit = list[i].digit;
      if (sdk::has_digit(done, digit)) continue;
      done |= sdk::digit_bit(digit);
      CellSet cells;
      for (int k = i; k < count; ++k) {
        if (list[k].digit == digit) cells.add(list[k].cell);
      }
      if (i > 0) put(", ");
      put_cells(cells);
      put("<>");
      put_digit(digit);
    }
  }

  const char* c_str() const { return buffer_; }

 private:
  char* buffer_;
  std::size_t size_;
  std::size_t length_ = 0;
};

/** A step's eliminations in HoDoKu's order (duplicates allowed, as HoDoKu's list has them). */
struct EliminationList {
  npe_cell_digit items[729];
  int count = 0;
  void clear() { count = 0; }
  void add(int cell, int digit) {
    if (count < 729) items[count++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
  }
  /** Adds digit `digit` at every cell of `cells`, ascending. */
  void add(CellSet cells, int digit) {
    while (!cells.empty()) add(cells.pop_first(), digit);
  }
};

}  // namespace npe::plugins::als
