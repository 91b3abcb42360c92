// Pieces every single-digit pattern shares: eliminating a cell set, adding X-chain nodes (one
// candidate, or a group of a box-line intersection) and the texts' common parts.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins::single_digit {

using sdk::CellSet;
using sdk::DigitTable;
using sdk::kHouseSet;
using sdk::kPeerSet;
using sdk::TextBuffer;

/** Eliminates `digit` from every cell of the set (ascending). */
inline void eliminate_all(sdk::StepBuilder& step, CellSet cells, int digit) {
  cells.for_each([&](int cell) { step.eliminate(cell, digit); });
}

/** A chain node for a set of cells of one digit: a candidate for one cell, else a group. */
inline void add_set_node(sdk::StepBuilder& step, CellSet cells, int digit, npe_link_kind link) {
  int list[9];
  const int n = cells.to_array(list);
  step.add_node(n == 1 ? NPE_NODE_CANDIDATE : NPE_NODE_GROUP, digit, list, n, link);
}

/** The X-chain a =S= b -W- c =S= d of one digit (four single candidates). */
inline void add_x_chain4(sdk::StepBuilder& step, int digit, int a, int b, int c, int d) {
  step.begin_chain(NPE_CHAIN_OPEN);
  step.add_candidate_node(a, digit, NPE_LINK_STRONG);
  step.add_candidate_node(b, digit, NPE_LINK_WEAK);
  step.add_candidate_node(c, digit, NPE_LINK_STRONG);
  step.add_candidate_node(d, digit, NPE_LINK_END);
}

/** The evidence cells of a pattern (ascending) and its digit. */
inline void add_cells(sdk::StepBuilder& step, CellSet cells, int digit) {
  cells.for_each([&](int cell) { step.add_cell(cell); });
  step.add_digits(sdk::digit_bit(digit));
}

/** "Name: d in " — the start of most single-digit texts. */
inline void put_name_digit(TextBuffer& text, const char* name, int digit) {
  text.put(name);
  text.put(": ");
  text.put_digit(digit);
}

/** Appends HoDoKu's elimination list to the text and stores it as the step's text. */
inline void finish_text(sdk::StepBuilder& step, char* buffer, TextBuffer& text) {
  const npe_step view = step.view();
  put_hodoku_eliminations(text, view.eliminations, view.elimination_count);
  step.set_text("%s", buffer);
}

}  // namespace npe::plugins::single_digit
