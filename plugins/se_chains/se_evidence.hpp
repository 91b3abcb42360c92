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

  /** Whether the host's basic rules give `digit` in `cell` here: placed, the cell's last digit, or the
   *  digit's last place in a house. */
  bool gives(int cell, int digit) const {
    if (digit_[cell] == digit) return true;
    if (!possible(cell, digit)) return false;
    if (cand_[cell] == sdk::digit_bit(digit)) return true;
    for (const int house : sdk::houses_of(cell)) {
      bool alone = true;
      for (const int c : sdk::kHouseCells[house]) alone = alone && digit_[c] != digit && (c == cell || !possible(c, digit));
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
 *  nested chain's lemma is proved). */
template <class OnNode>
bool write_forcing(sdk::StepBuilder& step, const Arena& arena, const Grid& grid, const std::vector<int>& nodes,
                   bool stop_at_contradiction, OnNode&& on_node) {
  Replay replay(grid);
  int n = 0;
  for (; n < static_cast<int>(nodes.size()); ++n) {
    if (stop_at_contradiction && n >= 1 && replay.contradictory()) break;
    const Pot& p = arena[nodes[static_cast<std::size_t>(n)]];
    replay.apply(cell_of(p.key), digit_of(p.key), p.on);
  }
  if (n == 1 && stop_at_contradiction && replay.contradictory()) {
    // The assumption alone is contradictory (a lemma's board may be that far along): the chain is
    // the assumption, repeated (a node that holds), ending on a contradictory board.
    const Pot& p = arena[nodes.front()];
    step.begin_chain(NPE_CHAIN_FORCING);
    step.add_candidate_node(cell_of(p.key), digit_of(p.key), p.on ? NPE_LINK_WEAK : NPE_LINK_STRONG, p.on);
    step.add_candidate_node(cell_of(p.key), digit_of(p.key), NPE_LINK_END, p.on);
    return true;
  }
  if (n < 2) return true;
  step.begin_chain(NPE_CHAIN_FORCING);
  Replay again(grid);
  bool follows = true;
  for (int i = 0; i < n; ++i) {
    const int pot = nodes[static_cast<std::size_t>(i)];
    const Pot& p = arena[pot];
    const npe_link_kind link = i + 1 == n ? NPE_LINK_END : p.on ? NPE_LINK_WEAK : NPE_LINK_STRONG;
    step.add_candidate_node(cell_of(p.key), digit_of(p.key), link, p.on);
    if (i > 0) on_node(i, pot, again);
    if (i > 0 && p.on) follows = follows && again.gives(cell_of(p.key), digit_of(p.key));
    again.apply(cell_of(p.key), digit_of(p.key), p.on);
  }
  return follows;
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
inline bool write_cycle_verity(sdk::StepBuilder& step, const Arena& arena, const Grid& grid, const std::vector<int>& loop,
                               int key) {
  const int n = static_cast<int>(loop.size());
  const int cell = cell_of(key), digit = digit_of(key);
  int a = -1;
  for (int i = 0; i < n && a < 0; ++i) {
    const Pot& p = arena[loop[static_cast<std::size_t>(i)]];
    if (p.on && sees_candidate(cell, digit, p) && grid.digit[cell_of(p.key)] == 0 && grid.has(cell_of(p.key), digit_of(p.key))) a = i;
  }
  if (a < 0) return false;
  const Pot& pa = arena[loop[static_cast<std::size_t>(a)]];
  step.begin_chain(NPE_CHAIN_FORCING);
  step.add_candidate_node(cell_of(pa.key), digit_of(pa.key), NPE_LINK_WEAK, true);
  step.add_candidate_node(cell, digit, NPE_LINK_END, false);
  // The other state: walking back from the on node, off nodes are true and on nodes false, until
  // the off node that sees the candidate (or a contradiction: a loop may hold a candidate twice,
  // then this state is impossible and the on node is true).
  struct Node {
    int cell, digit;
    bool value;
  };
  Node nodes[2 * 81 * 9];
  int n_nodes = 0;
  nodes[n_nodes++] = {cell_of(pa.key), digit_of(pa.key), false};
  bool reached = false;
  for (int k = 1; k < n && !reached; ++k) {
    const Pot& q = arena[loop[static_cast<std::size_t>(((a - k) % n + n) % n)]];
    nodes[n_nodes++] = {cell_of(q.key), digit_of(q.key), !q.on};
    reached = !q.on && sees_candidate(cell, digit, q);
  }
  nodes[n_nodes++] = {cell, digit, false};
  Replay replay(grid);
  int m = 0;
  bool follows = true;
  for (; m < n_nodes; ++m) {
    if (m >= 1 && replay.contradictory()) break;
    if (m >= 1 && nodes[m].value) follows = follows && replay.gives(nodes[m].cell, nodes[m].digit);
    replay.apply(nodes[m].cell, nodes[m].digit, nodes[m].value);
  }
  if (m == 1) nodes[m++] = nodes[0];  // the assumption alone is contradictory: repeated, it holds
  step.begin_chain(NPE_CHAIN_FORCING);
  for (int i = 0; i < m; ++i) {
    const npe_link_kind link = i + 1 == m ? NPE_LINK_END : nodes[i].value ? NPE_LINK_WEAK : NPE_LINK_STRONG;
    step.add_candidate_node(nodes[i].cell, nodes[i].digit, link, nodes[i].value);
  }
  return follows;
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
