// Single-digit colour clusters (docs/techniques.md "Colouring"): the candidates of a digit that lie
// in a conjugate pair (a house holding the digit exactly twice), grouped into the connected parts of
// the conjugate-pair graph and two-coloured along it (HoDoKu's ColoringSolver.doColoring: clusters
// in order of their lowest cell; that cell gets colour 0). Exactly one colour of a cluster is true.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins::coloring {

using sdk::CellSet;
using sdk::DigitTable;
using sdk::kPeerSet;
using sdk::TextBuffer;

struct Cluster {
  CellSet side[2];
  CellSet all() const { return side[0] | side[1]; }
};

inline constexpr int kMaxClusters = 41;  // a cluster holds two cells at least

/** The conjugate partner of `cell` in `house`, or -1. */
inline int partner(const DigitTable& table, int digit, int house, int cell) {
  if (table.count(digit, house) != 2) return -1;
  const int a = table.place(digit, house, 0);
  return a == cell ? table.place(digit, house, 1) : a;
}

/** Builds the digit's clusters in HoDoKu's order; returns how many. */
inline int build_clusters(const DigitTable& table, int digit, Cluster* clusters) {
  CellSet open;
  table.cells[digit].for_each([&](int cell) {
    for (const int house : sdk::houses_of(cell)) {
      if (table.count(digit, house) == 2) {
        open.add(cell);
        return;
      }
    }
  });
  int count = 0;
  while (!open.empty() && count < kMaxClusters) {
    Cluster& cluster = clusters[count++];
    cluster = {};
    int stack[sdk::kCells], colors[sdk::kCells], top = 0;
    stack[top] = open.first();
    colors[top++] = 0;
    open.remove(stack[0]);
    while (top > 0) {
      --top;
      const int cell = stack[top], color = colors[top];
      cluster.side[color].add(cell);
      for (const int house : sdk::houses_of(cell)) {
        const int next = partner(table, digit, house, cell);
        if (next < 0 || !open.has(next)) continue;
        open.remove(next);
        stack[top] = next;
        colors[top++] = 1 - color;
      }
    }
  }
  return count;
}

/** The cells seeing some cell of the set. */
inline CellSet peers_of(CellSet cells) {
  CellSet peers;
  cells.for_each([&](int cell) { peers |= kPeerSet[cell]; });
  return peers;
}

/** Whether two cells of the set see each other. */
inline bool has_mutual_peers(CellSet cells) {
  bool found = false;
  cells.for_each([&](int cell) { found |= kPeerSet[cell].intersects(cells); });
  return found;
}

/** HoDoKu's colour list: "(r1c1,r2c2) / (r3c3)" for colours 0, 1, then ", (..) / (..)" for 2, 3. */
inline void put_color_sets(TextBuffer& text, const CellSet* sets, int count) {
  for (int i = 0; i < count; ++i) {
    text.put(i == 0 ? "" : i % 2 ? " / " : ", ");
    text.put('(');
    bool first = true;
    sets[i].for_each([&](int cell) {
      if (!first) text.put(',');
      first = false;
      put_cell(text, cell);
    });
    text.put(')');
  }
}

/** The colour evidence of a cluster: colours 2k (side 0) and 2k + 1 (side 1). */
inline void add_cluster_colors(sdk::StepBuilder& step, const Cluster& cluster, int digit, int k) {
  for (int side = 0; side < 2; ++side) {
    cluster.side[side].for_each([&](int cell) {
      step.add_color(cell, digit, 2 * k + side);
      step.add_cell(cell);
    });
  }
}

}  // namespace npe::plugins::coloring
