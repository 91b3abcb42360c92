// Shortest alternating chains on a Graph (graph.hpp): a breadth-first search over literals from
// one start literal (Dial's bucket queue, so that ALS links of HoDoKu's penalty cost more than one),
// the chain to any reached literal, and an exact fallback for the shortest *simple* chain (no cell
// used twice) when the breadth-first chain happens to revisit a cell.
//
// A chain is a list of literals l0, l1, ..., ln, each following from the one before by one arc:
// li true -> li+1 false (a weak link), li false -> li+1 true (a strong link). Reading (ABI header,
// NPE_CHAIN_OPEN): assuming l0 (false when the first link is strong, true when it is weak) makes
// ln hold. Distances are in the graph's units (Graph::unit: a link, or half a link with ALS nodes).
//
// All memory is allocated by the constructor; searches only stamp arrays.
#pragma once

#include <cstdint>
#include <vector>

#include "graph.hpp"

namespace npe::plugins::chains {

class PathSearch {
 public:
  static constexpr int kBuckets = 64;  // > largest arc cost (kHodokuSearch, 8 cells: 2 (16 + 2)) + 1
  static constexpr int kUnreached = 0x7fff;

  explicit PathSearch(int max_literals, int max_queue)
      : dist_(max_literals),
        parent_(max_literals),
        stamp_(max_literals, 0),
        done_(max_literals, 0),
        items_(max_queue),
        next_(max_queue) {}

  /** Breadth-first from `start` up to `max_length`; calls visit(literal, distance) for every
   *  literal when its distance is final, in increasing distance (first found first). visit returns
   *  false to stop the search. Arcs cost what `metric` says (Graph's Metric). */
  template <class Visit>
  void run(const Graph& graph, int start, int max_length, Visit&& visit, int metric = kLoopLength) {
    ++epoch_;
    if (epoch_ == 0) {  // wrapped: clear the stamps once
      std::fill(stamp_.begin(), stamp_.end(), 0);
      std::fill(done_.begin(), done_.end(), 0);
      epoch_ = 1;
    }
    for (int b = 0; b < kBuckets; ++b) head_[b] = tail_[b] = -1;
    used_ = 0;
    set(start, 0, -1);
    enqueue(start, 0);
    int pending = 1;
    for (int d = 0; pending > 0 && d <= max_length; ++d) {
      const int b = d % kBuckets;
      while (head_[b] >= 0) {
        const int slot = head_[b];
        head_[b] = next_[slot];
        if (head_[b] < 0) tail_[b] = -1;
        --pending;
        const int lit = items_[slot];
        if (done_[lit] == epoch_ || dist_[lit] != d) continue;
        done_[lit] = epoch_;
        if (!visit(lit, d)) return;
        for (const Arc* arc = graph.begin(lit); arc != graph.end(lit); ++arc) {
          const int to = arc->to;
          const int nd = d + arc->cost[metric];
          if (nd > max_length || done_[to] == epoch_) continue;
          if (stamp_[to] == epoch_ && dist_[to] <= nd) continue;
          set(to, nd, lit);
          if (enqueue(to, nd)) ++pending;
        }
      }
    }
  }

  bool reached(int lit) const { return stamp_[lit] == epoch_; }
  int distance(int lit) const { return reached(lit) ? dist_[lit] : kUnreached; }
  int parent(int lit) const { return parent_[lit]; }

  /** The chain from the start to `target` (literals in order) into out; returns its size. */
  int path(int target, int* out, int capacity) const {
    int n = 0;
    for (int lit = target; lit >= 0 && n < capacity; lit = parent_[lit]) out[n++] = lit;
    for (int i = 0, j = n - 1; i < j; ++i, --j) std::swap(out[i], out[j]);
    return n;
  }

 private:
  void set(int lit, int d, int parent) {
    stamp_[lit] = epoch_;
    dist_[lit] = static_cast<std::int16_t>(d);
    parent_[lit] = parent;
  }
  bool enqueue(int lit, int d) {
    if (used_ >= static_cast<int>(items_.size())) return false;
    const int slot = used_++;
    items_[slot] = lit;
    next_[slot] = -1;
    const int b = d % kBuckets;
    if (tail_[b] >= 0)
      next_[tail_[b]] = slot;
    else
      head_[b] = slot;
    tail_[b] = slot;
    return true;
  }

  std::vector<std::int16_t> dist_;
  std::vector<int> parent_;
  std::vector<std::uint32_t> stamp_;
  std::vector<std::uint32_t> done_;
  std::vector<int> items_;
  std::vector<int> next_;
  int head_[kBuckets] = {};
  int tail_[kBuckets] = {};
  int used_ = 0;
  std::uint32_t epoch_ = 0;
};

/** The cells a node occupies for the "no cell twice" rule: all cells of a group node, all cells of
 *  the ALS of an ALS node. */
inline CellSet occupied_cells(const Graph& graph, int node) {
  const GraphNode& n = graph.node(node);
  return n.kind == NodeKind::Als ? graph.als()[n.als].cells : n.cells;
}

/** Whether two consecutive chain nodes may share a cell: two digits of one cell, or the two digit
 *  groups of one ALS. */
inline bool same_place(const Graph& graph, int a, int b) {
  const GraphNode& x = graph.node(a);
  const GraphNode& y = graph.node(b);
  if (x.kind == NodeKind::Candidate && y.kind == NodeKind::Candidate) return x.first_cell == y.first_cell;
  return x.kind == NodeKind::Als && y.kind == NodeKind::Als && x.als == y.als;
}

/** A chain of literals uses no cell twice: split into runs of consecutive nodes of one place
 *  (same_place), no run shares a cell with another, except that with `closes` the last run may lie
 *  in the first node's cell (a loop back to the start). */
inline bool is_simple(const Graph& graph, const int* lits, int n, bool closes) {
  const CellSet first = occupied_cells(graph, node_of(lits[0]));
  CellSet used;  // cells of the finished runs
  CellSet run = first;
  for (int i = 1; i < n; ++i) {
    const CellSet cells = occupied_cells(graph, node_of(lits[i]));
    if (!same_place(graph, node_of(lits[i - 1]), node_of(lits[i]))) {
      used |= run;
      run = CellSet{};
    }
    if (cells.intersects(used)) {
      if (!closes || !first.contains(cells) || cells.intersects(used.minus(first))) return false;
      for (int j = i + 1; j < n; ++j) {  // returning to the start ends the chain
        if (!same_place(graph, node_of(lits[j - 1]), node_of(lits[j]))) return false;
      }
      return true;
    }
    run |= cells;
  }
  return true;
}

/** Shortest simple chain (is_simple, without returning to the start) from `start` to `target`
 *  of length at most max_length, by iterative deepening with the unconstrained distance to the
 *  target as a lower bound (exact: it never prunes a chain that could still fit). For the rare
 *  case where the breadth-first chain uses a cell twice. */
class SimplePathSearch {
 public:
  explicit SimplePathSearch(int max_literals, int max_queue) : back_(max_literals, max_queue) {}

  /** Returns the chain's size in out (0 when none), its length in *length. `allow_start_cell`
   *  lets the target lie in the start cell (a nice loop). */
  int find(const Graph& graph, int start, int target, int lower_bound, int max_length, bool allow_start_cell, int* out,
           int capacity, int* length, long budget = 200000) {
    // Distances to the target over reversed arcs: pred(l) = negate(succ(negate(l))).
    target_ = target;
    back_.run(graph, negate(target), max_length, [](int, int) { return true; });
    if (back_.distance(negate(start)) > max_length) return 0;
    graph_ = &graph;
    out_ = out;
    capacity_ = capacity;
    allow_start_cell_ = allow_start_cell;
    start_cells_ = occupied_cells(graph, node_of(start));
    budget_ = budget;
    for (int bound = lower_bound; bound <= max_length; ++bound) {
      bound_ = bound;
      depth_ = 0;
      out_[depth_++] = start;
      if (dfs(start, 0, CellSet{}, start_cells_)) {
        *length = found_length_;
        return depth_;
      }
      if (budget_ <= 0) return 0;
    }
    return 0;
  }

 private:
  int heuristic(int lit) const {
    const int d = back_.distance(negate(lit));
    return d;
  }

  bool dfs(int lit, int g, CellSet used, CellSet run) {
    if (lit == target_) {
      found_length_ = g;
      return true;
    }
    if (--budget_ <= 0 || depth_ >= capacity_) return false;
    for (const Arc* arc = graph_->begin(lit); arc != graph_->end(lit); ++arc) {
      const int to = arc->to;
      const int ng = g + arc->cost[kLoopLength];
      const int h = heuristic(to);
      if (h >= PathSearch::kUnreached || ng + h > bound_) continue;
      const CellSet cells = occupied_cells(*graph_, node_of(to));
      const bool same = same_place(*graph_, node_of(lit), node_of(to));
      CellSet nused = used, nrun = run;
      if (!same) {
        nused |= run;
        nrun = CellSet{};
      }
      if (cells.intersects(nused)) {
        // Only the target may return to the start cell.
        if (!(allow_start_cell_ && to == target_ && start_cells_.contains(cells) &&
              !cells.intersects(nused.minus(start_cells_))))
          continue;
      }
      nrun |= cells;
      out_[depth_++] = to;
      if (dfs(to, ng, nused, nrun)) return true;
      --depth_;
    }
    return false;
  }

  PathSearch back_;
  const Graph* graph_ = nullptr;
  int* out_ = nullptr;
  int capacity_ = 0;
  int target_ = 0;
  int bound_ = 0;
  int depth_ = 0;
  int found_length_ = 0;
  bool allow_start_cell_ = false;
  CellSet start_cells_;
  long budget_ = 0;
};

}  // namespace npe::plugins::chains
