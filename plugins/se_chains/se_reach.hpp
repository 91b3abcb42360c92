// Which potentials a static propagation reaches from which (docs/performance.md, "npe rate against
// skfr"). SE's forcing chains on a grid that does not change are breadth-first propagations over a
// fixed graph (an on candidate to the off candidates it sees, an off candidate to the on candidates its
// cell and houses force): the propagation from a source reaches exactly the nodes the graph reaches
// from it, whatever the order, and finds a chain only if it reaches the source's opposite. This table
// answers that for every source at once (strongly connected components, then the set of components
// each reaches), so that the searches that would find nothing need not run; those that find a chain
// still run, in SE's order, and give SE's chain.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace npe::plugins::se_chains {

class Reach {
 public:
  static constexpr int kNodes = 1458;  // a candidate's key * 2 + (on ? 1 : 0)

  /** The graph over `nodes` (every other node is absent): `successors(node, out)` writes a node's
   *  successors into out and returns their number (at most 32). */
  template <class Successors>
  void build(const std::vector<int>& nodes, Successors&& successors) {
    // Only the graph's nodes are reset (successors are always nodes of the graph); the stamp tells
    // reaches() which nodes this graph has.
    ++stamp_;
    components_ = 0;
    next_index_ = 0;
    stack_.clear();
    edges_.clear();
    // The edges, in one array (each node's after its begin), for the component pass below.
    for (const int node : nodes) {
      stamp_of_[node] = stamp_;
      component_[node] = index_[node] = -1;
      int out[32];
      const int n = successors(node, out);
      edge_begin_[node] = static_cast<int>(edges_.size());
      edges_.insert(edges_.end(), out, out + n);
      edge_end_[node] = static_cast<int>(edges_.size());
    }
    if (reach_.empty()) reach_.resize(static_cast<std::size_t>(kNodes) * kWords);
    for (const int node : nodes) {
      if (index_[node] < 0) strong_connect(node);
    }
  }

  /** Whether the propagation from `from` reaches `to` (both nodes of the graph). */
  bool reaches(int from, int to) const {
    if (stamp_of_[from] != stamp_ || stamp_of_[to] != stamp_) return false;
    const int a = component_[from], b = component_[to];
    if (b > a) return false;  // what a component reaches was numbered before it
    return (reach_[static_cast<std::size_t>(a) * kWords + static_cast<std::size_t>(b >> 6)] >> (b & 63)) & 1;
  }

 private:
  static constexpr int kWords = (kNodes + 63) / 64;

  /** Tarjan's algorithm without recursion; a component is complete only after every component it
   *  reaches, so its reach is its own bit and its successors' reaches. */
  void strong_connect(int root) {
    std::vector<Frame>& frames = frames_;
    frames.clear();
    frames.push_back({root, edge_begin_[root]});
    visit(root);
    while (!frames.empty()) {
      Frame& f = frames.back();
      if (f.edge < edge_end_[f.node]) {
        const int next = edges_[static_cast<std::size_t>(f.edge++)];
        if (index_[next] < 0) {
          visit(next);
          frames.push_back({next, edge_begin_[next]});
        } else if (on_stack_[next]) {
          low_[f.node] = std::min(low_[f.node], index_[next]);
        }
        continue;
      }
      const int node = f.node;
      frames.pop_back();
      if (!frames.empty()) low_[frames.back().node] = std::min(low_[frames.back().node], low_[node]);
      if (low_[node] == index_[node]) close_component(node);
    }
  }

  void visit(int node) {
    index_[node] = low_[node] = next_index_++;
    stack_.push_back(node);
    on_stack_[node] = true;
  }

  void close_component(int root) {
    const int c = components_++;
    members_.clear();
    int node = -1;
    do {
      node = stack_.back();
      stack_.pop_back();
      on_stack_[node] = false;
      component_[node] = c;
      members_.push_back(node);
    } while (node != root);
    // The row's words past c's are never read (reaches() asks only for components below, which are
    // numbered below their reachers); those up to c's start empty.
    std::uint64_t* set = &reach_[static_cast<std::size_t>(c) * kWords];
    std::fill(set, set + (c >> 6) + 1, 0);
    set[c >> 6] |= std::uint64_t{1} << (c & 63);
    // A successor outside the component is in a complete component, numbered below c.
    for (const int member : members_) {
      for (int e = edge_begin_[member]; e < edge_end_[member]; ++e) {
        const int other = component_[edges_[static_cast<std::size_t>(e)]];
        if (other == c) continue;
        const std::uint64_t* from = &reach_[static_cast<std::size_t>(other) * kWords];
        for (int w = 0; w <= (other >> 6); ++w) set[w] |= from[w];  // other's row ends at its own bit
      }
    }
  }

  struct Frame {
    int node, edge;  // the node and its next edge to follow
  };
  int component_[kNodes], index_[kNodes], low_[kNodes], edge_begin_[kNodes], edge_end_[kNodes];
  std::uint32_t stamp_of_[kNodes] = {}, stamp_ = 0;
  bool on_stack_[kNodes] = {};
  int components_ = 0, next_index_ = 0;
  std::vector<int> edges_, stack_, members_;
  std::vector<Frame> frames_;
  std::vector<std::uint64_t> reach_;
};

}  // namespace npe::plugins::se_chains
