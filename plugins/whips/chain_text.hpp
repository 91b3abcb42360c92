// A chain in Berthier's notation, as CSP-Rules prints it (CSP-Rules-Generic/GENERAL/generic-output.clp;
// e.g. CSP-Rules-Examples, Sudoku-a/Magictour-top1465/#1-W10.clp):
//   whip[5]: r2n4{c6 c9} - r2n9{c9 c2} - r2n5{c2 c8} - c7n5{r3 r6} - r6n4{c7 .} ==> r2c6 ≠ 7
// Each variable is written with its left- and right-linking candidates in braces: a cell as
// r2c3{n2 n1} (digits), a row's digit as r2n4{c6 c9} (columns), a column's as c7n5{r3 r6} (rows), a
// block's as b3n3{r3c8 r3c7} (cells); "." stands for the last variable's missing right-linking
// candidate. Bivalue-chains print their last one. The targets follow "==>", the first the chain was
// found for. A text longer than the ABI's 255 bytes is cut at a character boundary.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>

#include <cstring>

#include "chain_rules.hpp"

namespace npe::plugins::whips {

inline const char* type_name(ChainType type) {
  switch (type) {
    case ChainType::bivalue: return "biv-chain";
    case ChainType::z_chain: return "z-chain";
    case ChainType::t_whip: return "t-whip";
    case ChainType::whip: return "whip";
    case ChainType::braid: return "braid";
    case ChainType::g_whip: return "g-whip";
    case ChainType::g_braid: return "g-braid";
  }
  return "?";
}

/** A g-label inside its variable: the segment's three columns (in a row), rows (in a column) or
 *  cells (in a block): "c789", "r123", "r5c789", "r456c7". */
inline void put_glabel_in_var(sdk::TextBuffer& text, int var, int label) {
  const auto cells = segment_cells(segment_of(label));
  const bool row_segment = segment_of(label) < 27;
  if (kind_of(var) == kBlockVar) {
    text.put('r');
    if (row_segment) {
      text.put_digit(sdk::row_of(cells[0]) + 1);
    } else {
      for (const int cell : cells) text.put_digit(sdk::row_of(cell) + 1);
    }
    text.put('c');
    if (row_segment) {
      for (const int cell : cells) text.put_digit(sdk::col_of(cell) + 1);
    } else {
      text.put_digit(sdk::col_of(cells[0]) + 1);
    }
    return;
  }
  text.put(row_segment ? 'c' : 'r');
  for (const int cell : cells) text.put_digit((row_segment ? sdk::col_of(cell) : sdk::row_of(cell)) + 1);
}

/** The part of candidate `cand` that variable `var` leaves open: its digit, column, row or cell. */
inline void put_in_var(sdk::TextBuffer& text, int var, int cand) {
  if (cand < 0) {
    text.put('.');
    return;
  }
  if (is_glabel(cand)) {
    put_glabel_in_var(text, var, cand);
    return;
  }
  const int cell = cell_of(cand);
  switch (kind_of(var)) {
    case kCellVar: text.put('n'), text.put_digit(digit_of(cand)); break;
    case kRowVar: text.put('c'), text.put_digit(sdk::col_of(cell) + 1); break;
    case kColVar: text.put('r'), text.put_digit(sdk::row_of(cell) + 1); break;
    case kBlockVar: sdk::put_cell(text, cell); break;
  }
}

/** "r2c3", "r2n4", "c7n5" or "b3n3". */
inline void put_var(sdk::TextBuffer& text, int var) {
  const int index = var % 81;
  switch (kind_of(var)) {
    case kCellVar: sdk::put_cell(text, index); return;
    case kRowVar: text.put('r'); break;
    case kColVar: text.put('c'); break;
    case kBlockVar: text.put('b'); break;
  }
  text.put_digit(index / 9 + 1);
  text.put('n');
  text.put_digit(index % 9 + 1);
}

/** The chain and its targets into `out` (NPE_MAX_TEXT_LENGTH + 1 bytes). */
inline void write_chain_text(char* out, const Chain& chain, const int* targets, int target_count) {
  char full[1024];
  sdk::TextBuffer text(full, sizeof full);
  text.put(type_name(chain.type));
  text.put('[');
  if (chain.length >= 10) text.put_digit(chain.length / 10);
  text.put_digit(chain.length % 10);
  text.put("]: ");
  for (int k = 0; k < chain.length; ++k) {
    if (k > 0) text.put(" - ");
    put_var(text, chain.var[k]);
    text.put('{');
    put_in_var(text, chain.var[k], chain.llc[k]);
    text.put(' ');
    const bool last = k == chain.length - 1;
    put_in_var(text, chain.var[k], last && chain.type != ChainType::bivalue ? -1 : chain.rlc[k]);
    text.put('}');
  }
  text.put(" ==> ");
  for (int i = 0; i < target_count; ++i) {
    if (i > 0) text.put(", ");
    sdk::put_cell(text, cell_of(targets[i]));
    text.put(" \xE2\x89\xA0 ");  // U+2260 NOT EQUAL TO, as CSP-Rules prints it
    text.put_digit(digit_of(targets[i]));
  }
  std::size_t length = text.length();
  if (length > NPE_MAX_TEXT_LENGTH) {
    length = NPE_MAX_TEXT_LENGTH;
    while (length > 0 && (static_cast<unsigned char>(full[length]) & 0xC0) == 0x80) --length;  // not inside a character
  }
  std::memcpy(out, full, length);
  out[length] = '\0';
}

}  // namespace npe::plugins::whips
