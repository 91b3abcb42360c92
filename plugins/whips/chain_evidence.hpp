// A chain as the proof by contradiction it is, written as an NPE_CHAIN_FORCING chain the host replays
// (docs/abi.md, "What the host checks"): the target assumed true, then variable by variable its
// candidates other than Rk false (each linked to the target or to an earlier Rk, true before it:
// "a true candidate removes its peers and the other candidates of its cell"), then Rk true (its
// variable's last candidate: "a cell with one candidate left or a house with one place left places
// it"; for a g-label Rk, a group node: the digit's places left in the house lie in its segment).
// The last variable is left with no candidate: the replay ends in an empty cell or house,
// which refutes the assumption. Every candidate is written once.
#pragma once

#include <npe/sdk.hpp>

#include "chain_rules.hpp"
#include "csp_graph.hpp"

namespace npe::plugins::whips {

/** How many nodes write_evidence writes for `target`. */
inline int evidence_nodes(const CspGraph& graph, const Chain& chain) {
  CandSet all;
  for (int k = 0; k < chain.length; ++k) all = all | graph.members(chain.var[k]) | graph.stale_members(chain.var[k]);
  return 1 + all.count();
}

/** The forcing chain refuting `target` by `chain` (proves(graph, chain, target) holds). */
inline void write_evidence(sdk::StepBuilder& step, const CspGraph& graph, const Chain& chain, int target) {
  struct Node {
    int cand;
    bool value;
  };
  Node nodes[1 + kMaxLength * 10];
  int count = 0;
  nodes[count++] = {target, true};
  CandSet written;
  for (int k = 0; k < chain.length; ++k) {
    const int right = k == chain.length - 1 ? -1 : chain.rlc[k];
    CandSet kept;  // the candidates Rk stands for, not written false
    if (right >= 0) kept = is_glabel(right) ? graph.glabel_members(right) : CandSet{};
    if (right >= 0 && !is_glabel(right)) kept.add(right);
    // Stale candidates too: each is false by the placed digit it sees.
    (graph.stale_members(chain.var[k]) | graph.members(chain.var[k])).minus(kept).for_each([&](int cand) {
      if (written.has(cand)) return;
      written.add(cand);
      nodes[count++] = {cand, false};
    });
    if (right >= 0) {
      if (!is_glabel(right)) written.add(right);
      nodes[count++] = {right, true};
    }
  }
  step.begin_chain(NPE_CHAIN_FORCING);
  for (int i = 0; i < count; ++i) {
    // Links are for display (as ForcingTrace writes them): a true node rules the next out, a false one
    // leaves it the last choice.
    const npe_link_kind link = i == count - 1 ? NPE_LINK_END : nodes[i].value ? NPE_LINK_WEAK : NPE_LINK_STRONG;
    if (is_glabel(nodes[i].cand)) {
      int cells[3], n = 0;
      graph.glabel_members(nodes[i].cand).for_each([&](int c) { cells[n++] = cell_of(c); });
      step.add_node(NPE_NODE_GROUP, label_digit(nodes[i].cand), cells, n, link, true);
    } else {
      step.add_candidate_node(cell_of(nodes[i].cand), digit_of(nodes[i].cand), link, nodes[i].value);
    }
  }
}

}  // namespace npe::plugins::whips
