// Evidence of ALS steps in ABI 1.1 terms (sdk/include/npe/npe_plugin.h): the sets as npe_als, the
// restricted commons, and chains whose nodes are NPE_NODE_ALS (the set's cells holding one digit).
// Two ALS nodes of one set are linked STRONG (the set lacks at most one of its digits); two nodes
// of one digit are linked WEAK when every cell of one sees every cell of the other.
#pragma once

#include <npe/sdk/cell_text.hpp>

#include "als_collection.hpp"

namespace npe::plugins::als {

using sdk::EliminationList;

/** Adds a set to the step's ALS list; returns its index. */
inline int add_set(sdk::StepBuilder& step, const Als& set) {
  int cells[81];
  const int n = set.cells.to_array(cells);
  return step.add_als(cells, n < 8 ? n : 8, set.digits);  // a set has 8 cells at most
}

/** Appends the node "digit in one of set's cells holding it" to the current chain. */
inline void add_als_node(sdk::StepBuilder& step, const Als& set, int index, int digit, npe_link_kind link) {
  int cells[9];
  const int n = set.cells_with(digit).to_array(cells);
  step.add_node(NPE_NODE_ALS, digit, cells, n, link, false, index);
}

/** Hands the eliminations to the step once each, cell by cell (the text keeps HoDoKu's order). */
inline void add_eliminations(sdk::StepBuilder& step, const EliminationList& list) {
  sdk::eliminate_each_once(step, list);
}

/** HoDoKu's text of a set: "r1c46,r2c5 {1358}". */
inline void put_als(sdk::TextBuffer& text, const CellSet& cells, sdk::Mask digits) {
  put_hodoku_cells(text, cells);
  text.put(" {");
  text.put_digits(digits);
  text.put('}');
}

/** The cells of the given sets as evidence cells, ascending and once each. */
inline void add_cells(sdk::StepBuilder& step, CellSet cells) {
  while (!cells.empty()) step.add_cell(cells.pop_first());
}

/** Digits common to a and b (minus `excluded`) whose candidates seen by all of both sets' cells
 *  holding them are eliminated (HoDoKu's checkCandidatesToDelete): adds them to `list`, returns
 *  the digits that eliminated something. */
inline sdk::Mask common_digit_eliminations(const Als& a, const Als& b, sdk::Mask excluded, EliminationList& list) {
  sdk::Mask used = 0;
  const sdk::Mask common = a.digits & b.digits & static_cast<sdk::Mask>(~excluded);
  if (common == 0 || !a.all_buddies.intersects(b.all_buddies)) return 0;
  for (sdk::Mask m = common; m != 0; m &= m - 1) {
    const int d = std::countr_zero(m);
    const CellSet targets = a.buddies[d] & b.buddies[d];
    if (targets.empty()) continue;
    list.add(targets, d + 1);
    used |= static_cast<sdk::Mask>(1u << d);
  }
  return used;
}

/** The eliminations of digit z by an open chain from set `from` to set `to` (both ends STRONG, so
 *  one of the two z nodes is true): every cell seeing both loses z. */
inline CellSet both_ends_targets(const Als& from, const Als& to, int z) {
  return from.buddies_of(z) & to.buddies_of(z);
}

}  // namespace npe::plugins::als
