// The evidence of one of SE's chaining hints (se_evidence.hpp writes the chains), with the nested
// levels' lemmas (ABI 1.3, NPE_EVIDENCE_LEMMA): an off potential that a nested hint gave is a node
// of the outer chain that no basic rule gives; its lemma is that nested hint's own chains, written
// for the board the outer chain has left just before the node (the host replays them there). The
// nested hint is found again by running its rule on the grid it ran on (the search is
// deterministic), and its own nested nodes get lemmas in turn. Written "with grids", each nested
// node is preceded by the chain's potentials that made its nested search's grid, so the host's
// board for a nested hint holds no candidate that grid lacked (docs/techniques.md, "Evidence").
#pragma once

#include <npe/sdk.hpp>

#include <algorithm>
#include <bit>
#include <iterator>
#include <vector>

#include "se_chaining.hpp"
#include "se_evidence.hpp"

namespace npe::plugins::se_chains {

class HintWriter {
 public:
  /** Writes `hint` of `chaining` (its arena as the hint's unit left it: right after recapture) as
   *  `step`'s chains and lemmas, `with_grids` or not (see above; lemmas of lemmas only with them).
   *  Returns false when a nested node got no lemma (none of its nested hint's chains holds on the
   *  board the node is proved on) or a written node does not follow: the evidence would not prove it. */
  bool write(Chaining& chaining, const Hint& hint, sdk::StepBuilder& step, bool with_grids = false) {
    bool complete = true;
    with_grids_ = with_grids;
    pending_.clear();
    // Evidence replays the searches that found the hint: the work bound must not cut them short.
    Budget& budget = chaining.budget();
    const std::uint64_t limit = budget.limit;
    budget.limit = 0;
    depth_ = 0;
    follows_ = true;
    chains(chaining, hint, chaining.grid(), step);
    for (std::size_t i = 0; i < pending_.size() && !step.overflowed(); ++i) {
      const Lemma lemma = pending_[i];  // a copy: chains() may grow pending_
      // A node an earlier node of the chain already gave (the nested hints of one search remove
      // their candidates together, the chain applies them one by one) follows without a lemma.
      const int cell = cell_of(lemma.key), digit = digit_of(lemma.key);
      if (lemma.board.digit[cell] != 0 || !lemma.board.has(cell, digit)) continue;
      if (lemma.depth > 1 && !with_grids_) {
        // A lemma's lemma (level 5): the innermost chains need candidates the outermost chain
        // removed that no rule parent names (SE's collectRuleParents does not look into nested
        // chains), so the host's board for them can lack what they need. Written with the grids.
        complete = false;
        break;
      }
      depth_ = lemma.depth;
      Chaining& inner = lemma.owner->nested_rule(lemma.rule);
      inner.run(lemma.grid, false);
      const Hint& nested = inner.recapture(inner.hints()[static_cast<std::size_t>(lemma.hint)]);
      const int first = step.chain_index() + 1;
      key_ = lemma.key;
      lemma_chains(inner, nested, lemma.board, lemma.key, step);
      key_ = -1;
      const int count = step.chain_index() + 1 - first;
      if (count > 0)
        step.add_lemma(lemma.chain, lemma.node, first, count);
      else
        complete = false;
    }
    budget.limit = limit;
    return complete && follows_;
  }

 private:
  struct Lemma {
    Chaining* owner;
    int rule, hint;
    Grid grid;   // the shrunk grid the nested rule ran on
    Grid board;  // the board the host proves the lemma on
    int chain, node, key, depth;
  };

  /** The chains of `h` replayed from `base`; nodes from nested hints queue their lemmas. */
  void chains(Chaining& ch, const Hint& h, const Grid& base, sdk::StepBuilder& step, bool skip_lost = false) {
    const Arena& arena = ch.arena();
    auto lost = [&](const std::vector<int>& nodes) {
      if (!skip_lost || nodes.empty()) return false;
      const int k = arena[nodes.front()].key;
      return base.digit[cell_of(k)] != 0 || !base.has(cell_of(k), digit_of(k));
    };
    auto lemma_of = [&](int node, int pot, const Replay& replay) {
      if (const NestedRecord* r = ch.record_of(pot)) {
        pending_.push_back({&ch, r->rule, r->hint, ch.nested_grid(*r), replay.board(), step.chain_index(), node,
                            arena[pot].key, depth_ + 1});
      }
    };
    // A lemma's case whose assumption the board has lost: dropped when the assumption is false
    // there (a cell's or house's verity counts the cases left), and when it holds there (the nested
    // hint's cases ran from a fact of this board), written from the lemma's candidate assumed true
    // instead: the case's other nodes follow as before and refute it.
    auto write_case = [&](const std::vector<int>& nodes, bool stop) {
      if (!lost(nodes)) {
        note(write_forcing(step, arena, base, nodes, stop, lemma_of));
        return;
      }
      const Pot& a = arena[nodes.front()];
      const int c = cell_of(a.key), d = digit_of(a.key);
      const bool holds = a.on ? base.digit[c] == d : base.digit[c] != 0 ? base.digit[c] != d : !base.has(c, d);
      if (holds && key_ >= 0) note(write_forcing(step, arena, base, nodes, true, lemma_of, key_));
    };
    if (h.type == kCycle) {
      cycle_nodes(arena, h.targets[0], nodes_);
      write_cycle(step, arena, base, nodes_, h.removable);
      for (const int i : nodes_) step.add_cell(cell_of(arena[i].key));
    } else if (h.type == kForcingChain) {
      // The path to the source's opposite, without it: the replay turns contradictory before.
      nodes_.clear();
      for (int p = arena.first_parent(h.targets[0]); p >= 0; p = arena.first_parent(p)) nodes_.push_back(p);
      std::reverse(nodes_.begin(), nodes_.end());
      write_case(nodes_, true);
    } else if (h.type == kContradiction) {
      ch.ancestors(h.targets[0], nodes_);
      ch.ancestors(h.targets[1], other_);
      merged_.clear();
      std::merge(nodes_.begin(), nodes_.end(), other_.begin(), other_.end(), std::back_inserter(merged_));
      merged_.erase(std::unique(merged_.begin(), merged_.end()), merged_.end());
      if (with_grids_) add_nested_grids(ch, merged_);
      write_case(merged_, true);
    } else {
      for (int i = 0; i < h.target_count; ++i) {
        ch.ancestors(h.targets[i], nodes_);
        if (with_grids_) add_nested_grids(ch, nodes_);
        write_case(nodes_, skip_lost);
      }
    }
  }

  /** A nested hint's chains as the lemma of candidate `key`'s elimination on `board`. The board is
   *  not quite the grid the hint was found on (the outer chain's other nodes from the same nested
   *  search may already be applied there): a cycle proves the candidate by its two forcing chains
   *  (a loop needs every node), a case whose assumption the board has lost is left out (a cell's
   *  or house's verity counts the cases left), and every case stops where the board turns
   *  contradictory (its assumption is then refuted, which proves the case). */
  void lemma_chains(Chaining& ch, const Hint& h, const Grid& board, int key, sdk::StepBuilder& step) {
    const Arena& arena = ch.arena();
    if (h.type == kCycle) {
      cycle_nodes(arena, h.targets[0], nodes_);
      note(write_cycle_verity(step, arena, board, nodes_, key));
      return;
    }
    chains(ch, h, board, step, true);
  }

  /** Adds to `nodes` (arena indices in derivation order) the potentials that made the grids its
   *  nested nodes' hints were found on: for each nested node, the off potential that removed each
   *  candidate its grid lacks (the chain's own, older than the node), with its ancestors, until
   *  the added nodes' nested nodes have theirs too. The host's board for a nested node then holds
   *  no candidate its grid lacked (only fewer: the nested hints of one search that the chain
   *  applied before), so the nested hint's chains hold there or reach a contradiction sooner. */
  void add_nested_grids(Chaining& ch, std::vector<int>& nodes) {
    const Arena& arena = ch.arena();
    in_.assign(static_cast<std::size_t>(arena.size()), 0);
    todo_.clear();
    for (const int n : nodes) {
      in_[static_cast<std::size_t>(n)] = 1;
      todo_.push_back(n);
    }
    const Grid& start = ch.grid();
    for (std::size_t i = 0; i < todo_.size(); ++i) {
      const int q = todo_[i];
      const NestedRecord* record = ch.record_of(q);
      if (!record) continue;
      const Grid& grid = ch.nested_grid(*record);
      want_.assign(729, 0);
      int wanted = 0;
      for (int cell = 0; cell < 81; ++cell) {
        for (Mask lost = static_cast<Mask>(start.cand[cell] & ~grid.cand[cell]); lost; lost &= lost - 1) {
          want_[static_cast<std::size_t>(key_of(cell, std::countr_zero(static_cast<unsigned>(lost)) + 1))] = 1;
          ++wanted;
        }
      }
      // The chain's off potential of a key is unique in its propagation, which runs up to `q`.
      for (int p = q - 1; p >= 0 && wanted > 0; --p) {
        const Pot& pot = arena[p];
        if (pot.on || !want_[pot.key]) continue;
        want_[pot.key] = 0;
        --wanted;
        stack_.assign(1, p);
        while (!stack_.empty()) {
          const int a = stack_.back();
          stack_.pop_back();
          if (in_[static_cast<std::size_t>(a)]) continue;
          in_[static_cast<std::size_t>(a)] = 1;
          nodes.push_back(a);
          todo_.push_back(a);
          const std::int32_t* ps = arena.parents(a);
          for (int k = 0; k < arena[a].count; ++k) stack_.push_back(ps[k]);
        }
      }
    }
    std::sort(nodes.begin(), nodes.end());
  }

  std::vector<Lemma> pending_;
  bool with_grids_ = false;
  int key_ = -1;  // the candidate whose lemma is being written (-1: the step's own chains)
  std::vector<char> in_, want_;
  std::vector<int> todo_, stack_;
  int depth_ = 0;  // of the lemma whose chains are being written (0: the step's own)
  // Whether every on node written so far follows on its board by the host's basic rules (a lemma's
  // board can lack a removal its nested chain relied on: the step then goes without evidence).
  bool follows_ = true;
  void note(bool follows) { follows_ = follows_ && follows; }
  std::vector<int> nodes_, other_, merged_;
};

}  // namespace npe::plugins::se_chains
