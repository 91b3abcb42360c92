// Templates of one digit (HoDoKu's TemplateSolver, docs/techniques.md "Templates"): the ways to place
// a digit nine times, once in every row, column and block. A template fits a position when it holds
// every cell where the digit is placed and otherwise only cells where it is a candidate. A cell in
// every fitting template must hold the digit; a candidate in none can go. Library (plugins/common):
// the templates family's techniques, and complex_fish's template pruning, use it.
//
// The search walks rows 1..9, each taking one column not yet used whose stack the row's band has not
// used; it keeps the union and the intersection of the templates it completes. Fixed arrays, no heap.
#pragma once

#include <bit>
#include <cstdint>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>

namespace npe::plugins::templates {

using sdk::CellSet;

/** The union and the intersection of the fitting templates of one digit. */
struct TemplateSummary {
  CellSet any;              // cells in some fitting template
  CellSet all;              // cells in every fitting template (every cell when there is none)
  std::uint32_t count = 0;  // fitting templates
};

/** Per row, the columns (9-bit masks) a template may use, and the column it must use (-1 none). */
struct DigitRows {
  unsigned allowed[9] = {};
  int forced[9] = {-1, -1, -1, -1, -1, -1, -1, -1, -1};

  /** The rows of `digit`: its candidates and placed cells, minus the cells of `forbidden`. */
  DigitRows(const sdk::Position& position, int digit, const CellSet& forbidden = {}) {
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const int row = sdk::row_of(cell), col = sdk::col_of(cell);
      if (position.digit(cell) == digit) {
        forced[row] = col;
        allowed[row] |= 1u << col;
      } else if (position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), digit) &&
                 !forbidden.has(cell)) {
        allowed[row] |= 1u << col;
      }
    }
    for (int row = 0; row < 9; ++row) {
      if (forced[row] >= 0) allowed[row] = 1u << forced[row];
    }
  }
};

namespace detail {

inline void walk(const DigitRows& rows, int row, unsigned used_cols, unsigned band_stacks, CellSet path,
                 TemplateSummary& out) {
  if (row == 9) {
    out.any |= path;
    out.all &= path;
    ++out.count;
    return;
  }
  const unsigned stacks = row % 3 == 0 ? 0u : band_stacks;
  for (unsigned options = rows.allowed[row] & ~used_cols; options != 0; options &= options - 1) {
    const int col = std::countr_zero(options);
    const unsigned stack = 1u << (col / 3);
    if (stacks & stack) continue;
    CellSet next = path;
    next.add(sdk::cell_at(row, col));
    walk(rows, row + 1, used_cols | (1u << col), stacks | stack, next, out);
  }
}

}  // namespace detail

/** Every fitting template of the rows, summarised. */
inline TemplateSummary summarize(const DigitRows& rows) {
  TemplateSummary out;
  out.all = CellSet::all();
  detail::walk(rows, 0, 0u, 0u, CellSet{}, out);
  return out;
}

/** The candidates of `digit` that lie in no fitting template (HoDoKu's delCandTemplates & candidates):
 *  no single-digit pattern (fish of any shape with or without fins) can remove any other. */
inline CellSet deletable_candidates(const sdk::Position& position, int digit) {
  const TemplateSummary summary = summarize(DigitRows(position, digit));
  CellSet candidates;
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), digit)) candidates.add(cell);
  }
  return candidates & ~summary.any;
}

/** The nine digits' summaries after HoDoKu's refinement (its initCandTemplates with lists): a template
 *  of one digit that uses a cell where another digit must stand (in every template of that digit) is
 *  dropped, until nothing changes. Without `refine`, each digit on its own. */
inline void summarize_all(const sdk::Position& position, bool refine, TemplateSummary (&out)[9]) {
  for (int digit = 1; digit <= 9; ++digit) out[digit - 1] = summarize(DigitRows(position, digit));
  if (!refine) return;
  for (bool changed = true; changed;) {
    changed = false;
    for (int digit = 1; digit <= 9; ++digit) {
      CellSet forbidden;
      for (int other = 1; other <= 9; ++other) {
        if (other != digit) forbidden |= out[other - 1].all;
      }
      const TemplateSummary next = summarize(DigitRows(position, digit, forbidden));
      if (next.count != out[digit - 1].count) {
        out[digit - 1] = next;
        changed = true;
      }
    }
  }
}

}  // namespace npe::plugins::templates
