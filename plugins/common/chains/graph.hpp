// The link graph of a position: nodes are propositions "digit d is in one of these cells" —
// candidates, group nodes (2..3 candidates of one digit in one box-line intersection) and ALS
// nodes (the cells of an almost locked set holding one of its digits) — joined by the strong and
// weak inferences of the ABI header (npe_link_kind):
//   weak   at most one node is true: one digit, every cell of one node sees every cell of the
//          other; or two digits of one cell;
//   strong at least one is true: the only two places of a digit in a house (a group node counts
//          all its cells), the only two digits of a cell, or two digits of one ALS.
// Searches run on literals (node, value): node true -> weak neighbour false, node false ->
// strong neighbour true. An alternating chain is a path of literals (search.hpp).
//
// Which links exist, and the order in which a node's neighbours are listed, follow HoDoKu's
// TablingSolver/ChainSolver (docs/techniques.md, "Chains and loops"), so that a breadth-first search
// meets the same shortest chains: in-cell links (digits ascending), then the row, column and block
// of the cell (cells ascending), then group nodes, then ALS nodes.
//
// Built once per position into fixed-capacity arrays (allocated when the graph is constructed,
// never while searching). Reused by the chains plugin and meant for forcing chains and a Sudoku
// Explainer rating engine as well.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "als.hpp"

namespace npe::plugins::chains {

using sdk::common_peers;
using sdk::kHouseSet;
using sdk::kPeerSet;

enum class NodeKind : std::uint8_t { Candidate = 0, Group = 1, Als = 2 };

struct GraphNode {
  NodeKind kind = NodeKind::Candidate;
  std::uint8_t digit = 0;
  std::int8_t line = -1;   // group nodes: the row (0..8) or column (9..17) house
  std::int8_t block = -1;  // group nodes: the block house (18..26)
  std::int16_t als = -1;   // ALS nodes: index into Graph::als()
  std::int16_t first_cell = 0;
  CellSet cells;
};

/** What a graph holds (every kind of link is optional so that X-, XY-chains and remote pairs use
 *  the same graph with fewer links). */
struct GraphOptions {
  bool cell_weak = true;      // weak links between two digits of one cell
  bool cell_strong = true;    // strong links between the two digits of a bivalue cell
  bool house_weak = true;     // weak links between candidates of one digit that see each other
  bool house_strong = true;   // strong links: the only two candidates of a digit in a house
  bool bivalue_only = false;  // candidate nodes only in bivalue cells (XY-chains)
  sdk::Mask pair = 0;         // non-zero: candidate nodes only in bivalue cells holding exactly this pair
  bool groups = false;        // group nodes
  bool als = false;           // ALS nodes
  bool als_force = false;     // HoDoKu's forced ALS exit: an ALS that leaves a cell one digit places it
                              // (no single ABI link; nice_loops.hpp writes it as a verity net)
};

/** How a search measures a chain (Arc::cost): kLoopLength, HoDoKu's nice-loop length (an ALS counts
 *  as one node plus 2.5 links: Chain.getLength without the step's ALS); kAicLength, its AIC length
 *  (one node plus AlsInSolutionStep's penalty: 1 for two cells, 2 (n - 1) for n, als_penalty);
 *  kHodokuSearch, the distance its tabling search minimises (one node plus Als.getChainPenalty of
 *  the set's n + 1 digits, 2 n; a forced exit one link more), which picks among chains the
 *  reported lengths cannot tell apart. */
enum Metric : int { kLoopLength = 0, kAicLength = 1, kHodokuSearch = 2, kMetrics = 3 };

/** One successor of a literal: the literal reached and the length it adds to the search under each
 *  Metric, in the graph's units (Graph::unit): one link is one unit; with ALS nodes a unit is half
 *  a link. Only the strong links through an ALS (and its forced exits) cost more than one link. */
struct Arc {
  std::uint16_t to;
  std::uint8_t cost[kMetrics];
};

/** Literal numbering: node * 2 + (1 when the node is true). */
constexpr int literal(int node, bool value) { return node * 2 + (value ? 1 : 0); }
constexpr int node_of(int lit) { return lit >> 1; }
constexpr bool value_of(int lit) { return (lit & 1) != 0; }
constexpr int negate(int lit) { return lit ^ 1; }

class Graph {
 public:
  static constexpr int kMaxGroups = 486;

  /** Capacities: ALS sets kept (the rest are ignored), arcs in all. */
  explicit Graph(int max_als = 0, int max_arcs = 1 << 16) : als_(max_als), max_arcs_(max_arcs) {
    const int max_nodes = 729 + kMaxGroups + max_als * 9;
    nodes_.reserve(max_nodes);
    offsets_.resize(2 * max_nodes + 1);
    arcs_.reserve(max_arcs);
    als_node_begin_.reserve(max_als + 1);
    for (auto& list : groups_of_) list.reserve(kMaxGroups);
    for (auto& list : als_nodes_of_) list.reserve(max_als);
  }

  void build(const sdk::Position& position, const GraphOptions& options) {
    options_ = options;
    unit_ = options.als ? 2 : 1;
    nodes_.clear();
    arcs_.clear();
    truncated_ = false;
    for (int i = 0; i < 81 * 10; ++i) candidate_node_[i] = -1;
    for (int d = 0; d <= 9; ++d) {
      digit_cells_[d] = CellSet{};
      groups_of_[d].clear();
      als_nodes_of_[d].clear();
    }
    als_node_begin_.clear();
    for (int house = 0; house < sdk::kHouses; ++house) placed_[house] = 0;
    for (int cell = 0; cell < 81; ++cell) {
      cell_mask_[cell] = position.digit(cell) ? 0 : position.candidates(cell);
      for (sdk::Mask m = cell_mask_[cell]; m; m &= m - 1) digit_cells_[sdk::first_digit(m)].add(cell);
      if (position.digit(cell)) {
        for (int house : sdk::houses_of(cell)) placed_[house] |= sdk::digit_bit(position.digit(cell));
      }
    }
    // Candidate nodes, cells then digits ascending.
    for (int cell = 0; cell < 81; ++cell) {
      const sdk::Mask mask = cell_mask_[cell];
      if (!mask || !keeps_cell(mask)) continue;
      for (sdk::Mask m = mask; m; m &= m - 1) {
        GraphNode node;
        node.digit = static_cast<std::uint8_t>(sdk::first_digit(m));
        node.first_cell = static_cast<std::int16_t>(cell);
        node.cells = CellSet::of(cell);
        candidate_node_[cell * 10 + node.digit] = static_cast<std::int16_t>(nodes_.size());
        nodes_.push_back(node);
      }
    }
    candidate_count_ = static_cast<int>(nodes_.size());
    if (options.groups) add_groups();
    group_end_ = static_cast<int>(nodes_.size());
    if (options.als) add_als(position);
    for_each_literal_build();
  }

  const GraphOptions& options() const { return options_; }
  /** Search length of one link (see Arc). */
  int unit() const { return unit_; }
  int node_count() const { return static_cast<int>(nodes_.size()); }
  int literal_count() const { return 2 * node_count(); }
  int candidate_count() const { return candidate_count_; }
  const GraphNode& node(int index) const { return nodes_[index]; }
  /** The candidate node of (cell, digit), -1 when the graph has none. */
  int candidate(int cell, int digit) const { return candidate_node_[cell * 10 + digit]; }
  sdk::Mask cell_candidates(int cell) const { return cell_mask_[cell]; }
  /** Every cell holding digit d as a candidate (the whole position, not only graph nodes). */
  const CellSet& digit_cells(int digit) const { return digit_cells_[digit]; }
  const AlsList& als() const { return als_; }
  /** The node of ALS `a` for `digit`, -1 when the set lacks the digit. */
  int als_node(int a, int digit) const {
    for (int k = als_node_begin_[a]; k < als_node_begin_[a + 1]; ++k) {
      if (nodes_[k].digit == digit) return k;
    }
    return -1;
  }
  /** True when a capacity was reached and some links are missing (the search stays sound). */
  bool truncated() const { return truncated_; }

  /** Successors of a literal. */
  const Arc* begin(int lit) const { return arcs_.data() + offsets_[lit]; }
  const Arc* end(int lit) const { return arcs_.data() + offsets_[lit + 1]; }

  /** Cells that see the whole node (its cells holding the node's digit). */
  CellSet node_peers(int index) const {
    const GraphNode& n = nodes_[index];
    return n.kind == NodeKind::Candidate ? kPeerSet[n.first_cell] : common_peers(n.cells);
  }

 private:
  bool keeps_cell(sdk::Mask mask) const {
    if (options_.pair) return mask == options_.pair;
    if (options_.bivalue_only) return sdk::count_digits(mask) == 2;
    return true;
  }

  /** HoDoKu's group nodes: for every row, then every column, each digit and block, the digit's
   *  candidates in the line-block intersection when there are two or three of them. */
  void add_groups() {
    for (int line = 0; line < 18; ++line) {
      for (int digit = 1; digit <= 9; ++digit) {
        const CellSet in_line = kHouseSet[line] & digit_cells_[digit];
        if (in_line.empty()) continue;
        for (int block = 18; block < 27; ++block) {
          const CellSet cells = in_line & kHouseSet[block];
          if (cells.count() < 2) continue;
          GraphNode node;
          node.kind = NodeKind::Group;
          node.digit = static_cast<std::uint8_t>(digit);
          node.line = static_cast<std::int8_t>(line);
          node.block = static_cast<std::int8_t>(block);
          node.first_cell = static_cast<std::int16_t>(cells.first());
          node.cells = cells;
          groups_of_[digit].push_back(static_cast<int>(nodes_.size()));
          nodes_.push_back(node);
        }
      }
    }
  }

  void add_als(const sdk::Position& position) {
    als_.collect(position);
    for (int a = 0; a < als_.size(); ++a) {
      als_node_begin_.push_back(static_cast<int>(nodes_.size()));
      for (sdk::Mask m = als_[a].digits; m; m &= m - 1) {
        GraphNode node;
        node.kind = NodeKind::Als;
        node.digit = static_cast<std::uint8_t>(sdk::first_digit(m));
        node.als = static_cast<std::int16_t>(a);
        node.cells = als_[a].cells_of[node.digit];
        node.first_cell = static_cast<std::int16_t>(node.cells.first());
        als_nodes_of_[node.digit].push_back(static_cast<int>(nodes_.size()));
        nodes_.push_back(node);
      }
    }
    als_node_begin_.push_back(static_cast<int>(nodes_.size()));
  }

  void push(int lit) { push(lit, unit_, unit_, unit_); }
  void push(int lit, int loop_cost, int aic_cost, int search_cost) {
    if (static_cast<int>(arcs_.size()) >= max_arcs_) {
      truncated_ = true;
      return;
    }
    arcs_.push_back({static_cast<std::uint16_t>(lit),
                     {static_cast<std::uint8_t>(loop_cost), static_cast<std::uint8_t>(aic_cost),
                      static_cast<std::uint8_t>(search_cost)}});
  }

  void for_each_literal_build() {
    const int count = node_count();
    for (int index = 0; index < count; ++index) {
      offsets_[literal(index, false)] = static_cast<int>(arcs_.size());
      strong_neighbours(index);  // false -> strong neighbours true
      offsets_[literal(index, true)] = static_cast<int>(arcs_.size());
      weak_neighbours(index);  // true -> weak neighbours false
    }
    offsets_[2 * count] = static_cast<int>(arcs_.size());
  }

  // --- weak links (from the node's true literal) ---------------------------------------------------

  void weak_neighbours(int index) {
    const GraphNode& n = nodes_[index];
    const int d = n.digit;
    if (n.kind == NodeKind::Candidate) {
      const int cell = n.first_cell;
      if (options_.cell_weak) {
        for (sdk::Mask m = cell_mask_[cell] & ~sdk::digit_bit(d); m; m &= m - 1) {
          const int other = candidate(cell, sdk::first_digit(m));
          if (other >= 0) push(literal(other, false));
        }
      }
      if (options_.house_weak) {
        CellSet seen;
        for (int house : sdk::houses_of(cell)) {
          const CellSet cells = (kHouseSet[house] & digit_cells_[d]).minus(seen);
          seen |= cells;
          cells.for_each([&](int other) {
            const int o = other == cell ? -1 : candidate(other, d);
            if (o >= 0) push(literal(o, false));
          });
        }
      }
      const CellSet peers = kPeerSet[cell];
      for (int g : groups_of_[d]) {
        if (peers.contains(nodes_[g].cells)) push(literal(g, false));
      }
      for (int a : als_nodes_of_[d]) {
        if (peers.contains(nodes_[a].cells)) push(literal(a, false));
      }
      return;
    }
    const CellSet peers = common_peers(n.cells);
    // Candidates that see the whole node.
    (peers & digit_cells_[d]).for_each([&](int cell) {
      const int o = candidate(cell, d);
      if (o >= 0) push(literal(o, false));
    });
    if (n.kind == NodeKind::Group) {
      for (int g : groups_of_[d]) {
        const GraphNode& o = nodes_[g];
        if (g == index || o.cells.intersects(n.cells)) continue;
        if (n.line == o.line || n.block == o.block) push(literal(g, false));
      }
      for (int a : als_nodes_of_[d]) {
        const GraphNode& o = nodes_[a];
        if (!als_[o.als].cells.intersects(n.cells) && peers.contains(o.cells)) push(literal(a, false));
      }
      return;
    }
    // ALS node: group nodes and other (disjoint) ALS nodes that the digit's cells see.
    const CellSet& als_cells = als_[n.als].cells;
    for (int g : groups_of_[d]) {
      const GraphNode& o = nodes_[g];
      if (!o.cells.intersects(als_cells) && peers.contains(o.cells)) push(literal(g, false));
    }
    for (int a : als_nodes_of_[d]) {
      const GraphNode& o = nodes_[a];
      if (a == index || als_[o.als].cells.intersects(als_cells)) continue;
      if (peers.contains(o.cells)) push(literal(a, false));
    }
  }

  // --- strong links (from the node's false literal) ------------------------------------------------

  void strong_neighbours(int index) {
    const GraphNode& n = nodes_[index];
    const int d = n.digit;
    if (n.kind == NodeKind::Candidate) {
      const int cell = n.first_cell;
      const sdk::Mask mask = cell_mask_[cell];
      if (options_.cell_strong && sdk::count_digits(mask) == 2) {
        const int other = candidate(cell, sdk::first_digit(mask & ~sdk::digit_bit(d)));
        if (other >= 0) push(literal(other, true));
      }
      if (options_.house_strong) {
        int last = -1;
        for (int house : sdk::houses_of(cell)) {
          const CellSet cells = kHouseSet[house] & digit_cells_[d];
          if (cells.count() != 2 || placed(house, d)) continue;
          const int other = cells.minus(CellSet::of(cell)).first();
          const int o = candidate(other, d);
          if (o >= 0 && o != last) push(literal(o, true));
          last = o;
        }
        // A cell that is the only other place of a group's digit in the group's block or line.
        for (int g : groups_of_[d]) {
          const GraphNode& o = nodes_[g];
          if (o.cells.has(cell)) continue;
          if (group_partner(o, o.block) == cell || group_partner(o, o.line) == cell) push(literal(g, true));
        }
      }
      return;
    }
    if (n.kind == NodeKind::Group) {
      // The only other candidate of the digit in the group's block, then in its line.
      for (int house : {static_cast<int>(n.block), static_cast<int>(n.line)}) {
        const int partner = group_partner(n, house);
        if (partner >= 0 && candidate(partner, d) >= 0) push(literal(candidate(partner, d), true));
      }
      // The only other (disjoint) group node of a shared house holding all the house's other places.
      for (int house : {static_cast<int>(n.line), static_cast<int>(n.block)}) {
        int found = -1, count = 0;
        for (int g : groups_of_[d]) {
          const GraphNode& o = nodes_[g];
          if (g == index || o.cells.intersects(n.cells)) continue;
          if (o.line == house || o.block == house) {
            ++count;
            found = g;
          }
        }
        if (count != 1 || placed(house, d)) continue;
        const CellSet rest = (kHouseSet[house] & digit_cells_[d]).minus(n.cells).minus(nodes_[found].cells);
        if (rest.empty()) push(literal(found, true));
      }
      return;
    }
    // ALS node: every other digit of the same ALS (true), 2.5 links.
    const Als& set = als_[n.als];
    const int cost = 5;
    const int penalty = unit_ * als_penalty(set.size);
    const int search = unit_ * 2 * set.size;
    for (int k = als_node_begin_[n.als]; k < als_node_begin_[n.als + 1]; ++k) {
      if (k != index) push(literal(k, true), cost, penalty, search);
    }
    if (options_.als_force) {
      for (int cell = 0; cell < 81; ++cell) {
        const sdk::Mask mask = cell_mask_[cell];
        if (!mask || set.cells.has(cell) || sdk::count_digits(mask) <= 2) continue;
        sdk::Mask left = mask;
        for (sdk::Mask m = set.digits & ~sdk::digit_bit(d); m; m &= m - 1) {
          const int k = sdk::first_digit(m);
          if (sdk::has_digit(mask, k) && common_peers(set.cells_of[k]).has(cell)) left &= ~sdk::digit_bit(k);
        }
        if (sdk::count_digits(left) == 1 && left != mask)
          push(literal(candidate(cell, sdk::first_digit(left)), true), cost + unit_, penalty + unit_,
               search + 2 * unit_);
      }
    }
  }

  /** A house where the digit is placed has no strong link (its candidates there contradict it). */
  bool placed(int house, int digit) const { return sdk::has_digit(placed_[house], digit); }

  /** The one candidate of the group's digit in `house` outside the group, or -1. */
  int group_partner(const GraphNode& group, int house) const {
    if (placed(house, group.digit)) return -1;
    const CellSet rest = (kHouseSet[house] & digit_cells_[group.digit]).minus(group.cells);
    return rest.count() == 1 ? rest.first() : -1;
  }

  GraphOptions options_;
  AlsList als_;
  int max_arcs_;
  std::vector<GraphNode> nodes_;
  std::vector<int> offsets_;
  std::vector<Arc> arcs_;
  std::vector<int> groups_of_[10];
  std::vector<int> als_nodes_of_[10];
  std::vector<int> als_node_begin_;
  std::int16_t candidate_node_[81 * 10];
  sdk::Mask cell_mask_[81];
  sdk::Mask placed_[sdk::kHouses];
  CellSet digit_cells_[10];
  int unit_ = 1;
  int candidate_count_ = 0;
  int group_end_ = 0;
  bool truncated_ = false;
};

}  // namespace npe::plugins::chains
