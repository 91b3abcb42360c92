// One found chain (a path of literals, search.hpp) seen three ways:
//   - HoDoKu's entries (one entry per node; an ALS entered by digit j and left by digit k is one
//     entry), for HoDoKu's elimination rules, its text and its length;
//   - the ABI evidence (npe_chain of npe_node; an ALS is two nodes, the ALS's cells holding j and
//     those holding k, joined by a strong link), written into a StepBuilder;
//   - the chain's length as HoDoKu's library reports it: links, an ALS counted as one node plus its
//     penalty (Chain.getLength with SolutionStep's ALS; written as getChainLength() - 1).
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>

#include "als.hpp"
#include "graph.hpp"
#include "search.hpp"

namespace npe::plugins::chains {

using sdk::TextBuffer;

inline constexpr int kMaxChainLiterals = 160;

/** HoDoKu's chain entry. */
struct Entry {
  NodeKind kind = NodeKind::Candidate;
  std::uint8_t digit = 0;  // ALS: the entry digit
  bool on = false;         // the node is true at this point of the chain (reached by a strong link)
  std::int16_t cell = 0;   // candidate: its cell; group: its first cell; ALS: its first cell holding the digit
  std::int16_t node = 0;   // graph node (ALS: the entry node)
  CellSet cells;           // the node's cells (ALS: all cells of the set)
};

struct EntryList {
  Entry items[kMaxChainLiterals];
  int count = 0;
};

/** HoDoKu's entries of a chain. */
inline void to_entries(const Graph& graph, const int* lits, int n, EntryList& out) {
  out.count = 0;
  for (int i = 0; i < n; ++i) {
    const int node = node_of(lits[i]);
    const GraphNode& g = graph.node(node);
    Entry& e = out.items[out.count++];
    e.kind = g.kind;
    e.digit = g.digit;
    e.on = value_of(lits[i]);
    e.cell = g.first_cell;
    e.node = static_cast<std::int16_t>(node);
    e.cells = g.kind == NodeKind::Als ? graph.als()[g.als].cells : g.cells;
    // The ALS's exit node (true, same set) belongs to this entry.
    if (g.kind == NodeKind::Als && i + 1 < n && graph.node(node_of(lits[i + 1])).kind == NodeKind::Als &&
        graph.node(node_of(lits[i + 1])).als == g.als) {
      ++i;
    }
  }
}

/** HoDoKu's lasso rule for nice loops and AICs (TablingSolver.addChain): an entry's cell (a group's
 *  first cell, an ALS's entry cell) must not be a cell of an entry before the previous one (groups
 *  and ALS count all their cells); a nice loop's start cell is exempt (the loop returns to it), an
 *  AIC's is not. Consecutive entries may share a cell (two digits of one cell). */
inline bool hodoku_lasso_ok(const EntryList& entries, bool nice_loop) {
  CellSet lasso;
  const int first = entries.items[0].cell;
  for (int i = 0; i < entries.count; ++i) {
    const Entry& e = entries.items[i];
    if (lasso.has(e.cell)) return false;
    if (i > 0) {
      const Entry& prev = entries.items[i - 1];
      if (prev.cell != first || !nice_loop) {
        lasso.add(prev.cell);
        if (prev.kind != NodeKind::Candidate) lasso |= prev.cells;
      }
    }
  }
  return true;
}

/** HoDoKu's length of a chain, as its library writes it (getChainLength() - 1). HoDoKu counts the
 *  entries (an ALS is one entry) and adds a penalty per ALS: in Chain.getLength without the step's
 *  ALS list, 2.5 per ALS (the sum truncated); with it, AlsInSolutionStep's 1 for an ALS of two cells
 *  and 2 (n - 1) for n cells. Nice loops cache the first; an AIC keeps whichever of its two
 *  directions HoDoKu found shorter, so its length is the smaller of the two (with `aic`). */
inline int hodoku_length(const Graph& graph, const int* lits, int n, bool aic = false) {
  int entries = 0, als = 0, penalty = 0;
  for (int i = 0; i < n; ++i) {
    const GraphNode& a = graph.node(node_of(lits[i]));
    ++entries;
    if (a.kind != NodeKind::Als) continue;
    ++als;
    penalty += als_penalty(graph.als()[a.als].size);
    if (i + 1 < n && graph.node(node_of(lits[i + 1])).kind == NodeKind::Als &&
        graph.node(node_of(lits[i + 1])).als == a.als)
      ++i;
  }
  const int without_list = entries - 1 + (5 * als) / 2;
  const int with_list = entries - 1 + penalty;
  return aic && with_list < without_list ? with_list : without_list;
}

/** getChainString(chain) with HoDoKu's nice-loop notation: a node is written once for a run of
 *  entries in one cell; before each node its digit, "=d=" when the node is true there, "-d-" when
 *  false. */
inline void put_chain(TextBuffer& text, const Graph& graph, const EntryList& entries) {
  int last = -1;
  for (int i = 0; i < entries.count; ++i) {
    const Entry& e = entries.items[i];
    if (e.cell == last) continue;
    last = e.cell;
    if (i > 0) {
      text.put(e.on ? " =" : " -");
      text.put_digit(e.digit);
      text.put(e.on ? "= " : "- ");
    }
    switch (e.kind) {
      case NodeKind::Candidate: put_cell(text, e.cell); break;
      case NodeKind::Group: put_hodoku_cells(text, graph.node(e.node).cells); break;
      case NodeKind::Als:
        text.put("ALS:");
        put_hodoku_cells(text, e.cells);
        break;
    }
  }
}

/** Writes one chain of literals as ABI evidence (a new chain in the builder) and its ALS; the last
 *  node's link is `last_link` (NPE_LINK_END for an open chain, the closing link for a loop). ALS
 *  are added once per step: als_map[graph ALS] holds the step's index or -1. */
inline void add_chain_evidence(sdk::StepBuilder& step, const Graph& graph, const int* lits, int n, npe_chain_kind kind,
                               npe_link_kind last_link, int* als_map) {
  step.begin_chain(kind);
  for (int i = 0; i < n; ++i) {
    const GraphNode& g = graph.node(node_of(lits[i]));
    const npe_link_kind link = i + 1 < n ? (value_of(lits[i + 1]) ? NPE_LINK_STRONG : NPE_LINK_WEAK) : last_link;
    int cells[9];
    const int count = g.cells.to_array(cells);
    if (g.kind == NodeKind::Als) {
      if (als_map[g.als] < 0) {
        const Als& set = graph.als()[g.als];
        int all[9];
        const int size = set.cells.to_array(all);
        als_map[g.als] = step.add_als(all, size, set.digits);
      }
      step.add_node(NPE_NODE_ALS, g.digit, cells, count, link, false, als_map[g.als]);
    } else {
      step.add_node(g.kind == NodeKind::Group ? NPE_NODE_GROUP : NPE_NODE_CANDIDATE, g.digit, cells, count, link);
    }
  }
}

/** The chain's cells (every node's cells, ALS: the whole set). */
inline CellSet chain_cells(const Graph& graph, const int* lits, int n) {
  CellSet cells;
  for (int i = 0; i < n; ++i) cells |= occupied_cells(graph, node_of(lits[i]));
  return cells;
}

inline constexpr int kTwoForcedExits = -2;

/** The index of the chain's forced ALS exit (GraphOptions::als_force: an ALS node assumed false
 *  followed by a candidate assumed true), -1 when it has none, kTwoForcedExits for more than one. */
inline int forced_exit(const Graph& graph, const int* lits, int n) {
  int found = -1;
  for (int i = 1; i < n; ++i) {
    if (value_of(lits[i]) && !value_of(lits[i - 1]) && graph.node(node_of(lits[i - 1])).kind == NodeKind::Als &&
        graph.node(node_of(lits[i])).kind == NodeKind::Candidate) {
      if (found >= 0) return kTwoForcedExits;
      found = i;
    }
  }
  return found;
}

/** Whether a chain has a group or ALS node (HoDoKu's "grouped" steps). */
inline bool has_complex_node(const Graph& graph, const int* lits, int n) {
  for (int i = 0; i < n; ++i) {
    if (graph.node(node_of(lits[i])).kind != NodeKind::Candidate) return true;
  }
  return false;
}

}  // namespace npe::plugins::chains
