// ABI 1.1 evidence of SE's chaining hints (sdk/include/npe/npe_plugin.h, npe_chain_kind):
//  - a cycle is a continuous loop (its on nodes linked weakly to the next, its off nodes strongly);
//    an elimination that sees an on node and an off node of the loop that are not neighbours is
//    shown as a verity: from the on node true it falls, from the on node false the loop's other
//    state reaches the off node true, and it falls;
//  - every other hint is one forcing chain per case: the potentials behind the target in derivation
//    order (SE's parents are older than their children), each following from earlier ones by the
//    header's basic rules. A contradiction chain stops where the replayed board becomes
//    contradictory (a digit twice in a house, a cell or house without a place), which refutes its
//    assumption.
#pragma once

#include <npe/sdk.hpp>

#include <vector>

#include "se_chaining.hpp"

namespace npe::plugins::se_chains {

/** The board a forcing chain's replay sees (the host's rules, docs/abi.md "What the host checks"). */
class Replay {
 public:
  explicit Replay(const Grid& grid) : cand_(grid.cand), digit_(grid.digit) {}

  bool contradictory() const { return bad_; }

  /** Whether `digit` is placed in `cell` (its "off" then does not follow). */
  bool placed(int cell, int digit) const { return digit_[cell] == digit; }

  /** Whether the host's basic rules give `digit` in `cell` here: placed, the cell's last digit, or the
   *  digit's last place in a house. */
  bool gives(int cell, int digit) const {
    if (digit_[cell] == digit) return true;
    if (!possible(cell, digit)) return false;
    if (cand_[cell] == sdk::digit_bit(digit)) return true;
    for (const int house : sdk::houses_of(cell)) {
      bool alone = true;
      for (const int c : sdk::kHouseCells[house])
        alone = alone && digit_[c] != digit && (c == cell || !possible(c, digit));
      if (alone) return true;
    }
    return false;
  }

  /** The board as replayed so far, as the host builds it for a lemma (evidence_chains.cpp,
   *  Replay::board): placed digits taken out of their peers' candidates. */
  Grid board() const {
    Grid grid;
    grid.digit = digit_;
    for (int cell = 0; cell < 81; ++cell) grid.cand[cell] = digit_[cell] == 0 ? cand_[cell] : 0;
    for (int cell = 0; cell < 81; ++cell) {
      if (digit_[cell] == 0) continue;
      for (const int peer : sdk::kPeers[cell]) grid.cand[peer] &= static_cast<Mask>(~sdk::digit_bit(digit_[cell]));
    }
    grid.build();
    return grid;
  }

  /** Whether `digit` is still a candidate of the empty `cell`. */
  bool possible_digit(int cell, int digit) const { return possible(cell, digit); }

  void apply(int cell, int digit, bool on) {
    if (on) {
      if (digit_[cell] != 0 && digit_[cell] != digit) bad_ = true;
      digit_[cell] = static_cast<std::uint8_t>(digit);
      for (const int house : sdk::houses_of(cell)) check_house(house);
    } else {
      cand_[cell] &= static_cast<Mask>(~sdk::digit_bit(digit));
      if (digit_[cell] == 0 && cand_[cell] == 0) bad_ = true;
      for (const int house : sdk::houses_of(cell)) check_house_digit(house, digit);
    }
  }

 private:
  bool possible(int cell, int digit) const { return digit_[cell] == 0 && sdk::has_digit(cand_[cell], digit); }
  void check_house_digit(int house, int digit) {
    bool placed = false, place = false;
    for (const int c : sdk::kHouseCells[house]) {
      placed = placed || digit_[c] == digit;
      place = place || possible(c, digit);
    }
    if (!placed && !place) bad_ = true;
  }
  void check_house(int house) {
    Mask seen = 0;
    for (const int c : sdk::kHouseCells[house]) {
      if (digit_[c] == 0) continue;
      if (seen & sdk::digit_bit(digit_[c])) bad_ = true;
      seen |= sdk::digit_bit(digit_[c]);
    }
    for (int d = 1; d <= 9; ++d) check_house_digit(house, d);
  }

  std::array<Mask, 81> cand_;
  std::array<std::uint8_t, 81> digit_;
  bool bad_ = false;
};

/** Writes `nodes` (arena indices, derivation order, the assumption first) as one forcing chain;
 *  with `stop_at_contradiction` the chain ends where the replay turns contradictory. `on_node(i,
 *  pot, replay)` is called for every written node after the first, before it is applied (where a
 *  nested chain's lemma is proved). With a `premise` key (>= 0) the chain assumes that candidate
 *  true instead of the first node, which must already hold on `grid` (a lemma's board may have the
 *  nested chain's assumption as a fact): the nodes after it then refute the premise. Returns whether
 *  every written node follows on its board by the host's basic rules (on nodes: a single; off
 *  nodes: not the cell's placed digit). */
template <class OnNode>
bool write_forcing(sdk::StepBuilder& step, const Arena& arena, const Grid& grid, const std::vector<int>& nodes,
                   bool stop_at_contradiction, OnNode&& on_node, int premise = -1) {
  auto key_at = [&](int i) { return i == 0 && premise >= 0 ? premise : arena[nodes[static_cast<std::size_t>(i)]].key; };
  auto on_at = [&](int i) { return i == 0 && premise >= 0 ? true : arena[nodes[static_cast<std::size_t>(i)]].on; };
  Replay replay(grid);
  int n = 0;
  for (; n < static_cast<int>(nodes.size()); ++n) {
    if (stop_at_contradiction && n >= 1 && replay.contradictory()) break;
    replay.apply(cell_of(key_at(n)), digit_of(key_at(n)), on_at(n));
  }
  if (n == 1 && stop_at_contradiction && replay.contradictory()) {
    // The assumption alone is contradictory (a lemma's board may be that far along): the chain is
    // the assumption, repeated (a node that holds), ending on a contradictory board.
    step.begin_chain(NPE_CHAIN_FORCING);
    step.add_candidate_node(cell_of(key_at(0)), digit_of(key_at(0)), on_at(0) ? NPE_LINK_WEAK : NPE_LINK_STRONG,
                            on_at(0));
    step.add_candidate_node(cell_of(key_at(0)), digit_of(key_at(0)), NPE_LINK_END, on_at(0));
    return true;
  }
  if (n < 2) return premise < 0;
  step.begin_chain(NPE_CHAIN_FORCING);
  Replay again(grid);
  AdvancedRules rules;
  bool follows = true;
  for (int i = 0; i < n; ++i) {
    const int key = key_at(i), cell = cell_of(key), digit = digit_of(key);
    const bool on = on_at(i);
    const npe_link_kind link = i + 1 == n ? NPE_LINK_END : on ? NPE_LINK_WEAK : NPE_LINK_STRONG;
    step.add_candidate_node(cell, digit, link, on);
    if (i > 0) on_node(i, nodes[static_cast<std::size_t>(i)], again);
    if (i > 0) follows = follows && (on ? again.gives(cell, digit) : !again.placed(cell, digit));
    // An advanced rule's node was found with every hint of its rule's batch on the grid at once; the
    // replay applies them one by one, and an earlier one may have broken this one's pattern.
    if (i > 0 && !on && arena[nodes[static_cast<std::size_t>(i)]].cause == kCauseRule && follows)
      follows = !again.possible_digit(cell, digit) || rules.removes(again.board(), key);
    again.apply(cell, digit, on);
  }
  return follows && (premise < 0 || again.contradictory());
}

inline void write_forcing(sdk::StepBuilder& step, const Arena& arena, const Grid& grid, const std::vector<int>& nodes,
                          bool stop_at_contradiction) {
  (void)write_forcing(step, arena, grid, nodes, stop_at_contradiction, [](int, int, const Replay&) {});
}

/** A loop's nodes (source first) from a cycle's end potential. */
inline void cycle_nodes(const Arena& arena, int dst, std::vector<int>& out) {
  out.clear();
  for (int p = arena.first_parent(dst); p >= 0; p = arena.first_parent(p)) out.push_back(p);
  std::reverse(out.begin(), out.end());
}

inline bool sees_candidate(int cell, int digit, const Pot& p) {
  const int c = cell_of(p.key), d = digit_of(p.key);
  return d == digit && c != cell && sdk::sees(c, cell);
}

/** The two forcing chains that prove candidate `key` false by the loop: from an on node that sees
 *  it, true (it falls) and false (round the loop the other state reaches an off node that sees it).
 *  Returns false when no on node of the loop sees it, or an on node of the second chain does not
 *  follow on `grid` by the host's basic rules. */
inline bool write_cycle_verity(sdk::StepBuilder& step, const Arena& arena, const Grid& grid,
                               const std::vector<int>& loop, int key) {
  const int n = static_cast<int>(loop.size());
  const int cell = cell_of(key), digit = digit_of(key);
  int a = -1, seen = -1;
  for (int i = 0; i < n && a < 0; ++i) {
    const Pot& p = arena[loop[static_cast<std::size_t>(i)]];
    if (!p.on || !sees_candidate(cell, digit, p)) continue;
    if (seen < 0) seen = i;
    if (grid.digit[cell_of(p.key)] == 0 && grid.has(cell_of(p.key), digit_of(p.key))) a = i;
  }
  // Every on node that sees the candidate is gone from a lemma's board: the loop's other state
  // holds there, and from the candidate assumed true it reaches an off node that sees it (a
  // contradiction). An on node placed there would have taken the candidate out: not this case.
  const bool from_candidate = a < 0 && seen >= 0;
  if (from_candidate) a = seen;
  if (a < 0) return false;
  const Pot& pa = arena[loop[static_cast<std::size_t>(a)]];
  if (!from_candidate) {
    step.begin_chain(NPE_CHAIN_FORCING);
    step.add_candidate_node(cell_of(pa.key), digit_of(pa.key), NPE_LINK_WEAK, true);
    step.add_candidate_node(cell, digit, NPE_LINK_END, false);
  }
  // The other state: walking back from the on node, off nodes are true and on nodes false, until
  // the off node that sees the candidate (or a contradiction: a loop may hold a candidate twice,
  // then this state is impossible and the on node is true).
  struct Node {
    int cell, digit;
    bool value;
  };
  Node nodes[2 * 81 * 9];
  int n_nodes = 0;
  nodes[n_nodes++] = from_candidate ? Node{cell, digit, true} : Node{cell_of(pa.key), digit_of(pa.key), false};
  bool reached = false;
  for (int k = 1; k < n && !reached; ++k) {
    const Pot& q = arena[loop[static_cast<std::size_t>(((a - k) % n + n) % n)]];
    nodes[n_nodes++] = {cell_of(q.key), digit_of(q.key), !q.on};
    reached = !q.on && sees_candidate(cell, digit, q);
  }
  if (!from_candidate) nodes[n_nodes++] = {cell, digit, false};
  Replay replay(grid);
  int m = 0;
  bool follows = true;
  for (; m < n_nodes; ++m) {
    if (m >= 1 && replay.contradictory()) break;
    if (m >= 1)
      follows = follows && (nodes[m].value ? replay.gives(nodes[m].cell, nodes[m].digit)
                                           : !replay.placed(nodes[m].cell, nodes[m].digit));
    replay.apply(nodes[m].cell, nodes[m].digit, nodes[m].value);
  }
  if (m == 1) nodes[m++] = nodes[0];  // the assumption alone is contradictory: repeated, it holds
  step.begin_chain(NPE_CHAIN_FORCING);
  for (int i = 0; i < m; ++i) {
    const npe_link_kind link = i + 1 == m ? NPE_LINK_END : nodes[i].value ? NPE_LINK_WEAK : NPE_LINK_STRONG;
    step.add_candidate_node(nodes[i].cell, nodes[i].digit, link, nodes[i].value);
  }
  return follows && (!from_candidate || replay.contradictory());
}

inline void write_cycle(sdk::StepBuilder& step, const Arena& arena, const Grid& grid, const std::vector<int>& loop,
                        const CandSet& removable) {
  const int n = static_cast<int>(loop.size());
  step.begin_chain(NPE_CHAIN_LOOP);
  for (const int i : loop) {
    const Pot& p = arena[i];
    step.add_candidate_node(cell_of(p.key), digit_of(p.key), p.on ? NPE_LINK_WEAK : NPE_LINK_STRONG);
  }
  removable.for_each([&](int key) {
    const int cell = cell_of(key), digit = digit_of(key);
    for (int i = 0; i < n; ++i) {
      if (sees_candidate(cell, digit, arena[loop[static_cast<std::size_t>(i)]]) &&
          sees_candidate(cell, digit, arena[loop[static_cast<std::size_t>((i + 1) % n)]])) {
        return;  // the host's loop rule: it sees both ends of a link
      }
    }
    write_cycle_verity(step, arena, grid, loop, key);
  });
}

}  // namespace npe::plugins::se_chains
