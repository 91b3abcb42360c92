// Ratings of chain steps on Sudoku Explainer's scale (docs/techniques.md, "Chains and loops").
// Sudoku Explainer (Chaining, CycleHint, ForcingChainHint, ChainingHint.getLengthDifficulty):
//   - a bidirectional cycle (a continuous loop) rates 6.5 when it uses only X-links (one digit) or
//     only Y-links (its strong links are bivalue cells), 7.0 when it needs both;
//   - a forcing chain (a chain reaching a contradiction from the eliminated candidate: every
//     discontinuous loop, AIC, X- and XY-chain) rates 6.6 with X-links only, 7.0 otherwise;
//   - plus 0.1 for each step of length beyond 4, 6, 8, 12, 16, 24, 32, 48, 64, ... where the length
//     is the number of candidates SE's chain holds minus two.
// SE has no group or ALS nodes; npe counts a group node as one candidate and an ALS as two nodes
// (its entry and exit digit groups), an extrapolation of SE's rule.
#pragma once

#include "graph.hpp"
#include "search.hpp"

namespace npe::plugins::chains {

/** ChainingHint.getLengthDifficulty in tenths. */
constexpr int se_length_tenths(int length) {
  int added = 0;
  int ceil = 4;
  bool odd = false;
  while (length > ceil) {
    ++added;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

/** One digit, no link inside a cell: SE's X-links only. */
inline bool only_x_links(const Graph& graph, const int* lits, int n) {
  const int digit = graph.node(node_of(lits[0])).digit;
  for (int i = 0; i < n; ++i) {
    if (graph.node(node_of(lits[i])).digit != digit) return false;
  }
  return true;
}

/** Every strong link (into a true literal) joins the two digits of one cell: SE's Y-links only.
 *  `closing_strong` tells whether a loop's closing link (last to first) is strong. */
inline bool only_y_strong_links(const Graph& graph, const int* lits, int n, bool closing_strong) {
  auto in_cell = [&](int a, int b) {
    const GraphNode& x = graph.node(node_of(a));
    const GraphNode& y = graph.node(node_of(b));
    return x.kind == NodeKind::Candidate && y.kind == NodeKind::Candidate && x.first_cell == y.first_cell;
  };
  for (int i = 1; i < n; ++i) {
    if (value_of(lits[i]) && !in_cell(lits[i - 1], lits[i])) return false;
  }
  return !closing_strong || in_cell(lits[n - 1], lits[0]);
}

/** SE's rating (tenths) of a forcing chain holding `se_length` + 2 candidates. */
inline int se_forcing_chain_rating(bool x_only, int se_length) {
  return (x_only ? 66 : 70) + se_length_tenths(se_length);
}

/** SE's rating (tenths) of a cycle of `nodes` candidates. */
inline int se_cycle_rating(bool single_kind, int nodes) {
  return (single_kind ? 65 : 70) + se_length_tenths(nodes - 2);
}

}  // namespace npe::plugins::chains
