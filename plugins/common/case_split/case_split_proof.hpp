// A refutation by cases, written as forcing chains with lemmas (ABI 1.3, NPE_EVIDENCE_LEMMA) that the
// host replays: to show that a candidate P is false, assume it; if the basic rules (propagation.hpp)
// reach a contradiction, that chain is the proof. Otherwise split on a cell S: the chain goes on with
// "S<>s" for every candidate s of S, each either following at once (a peer of P's digit) or proved by
// a lemma — the refutation of S=s on the board the chain has left, split further on the next cell —
// and ends with S empty, a contradiction. An Exocet's eliminations are refuted this way with its two
// base cells as the splits: the case of two base digits is where its theorem (the targets hold the
// base cells' digits) becomes the basic rules' X-Wings and singles.
// A chain's nodes, its lemmas' chains after it: every lemma is one chain, so its chains are
// contiguous whatever the depth (two splits: lemmas two deep, NPE_MAX_LEMMA_DEPTH is 8).
#pragma once

#include <memory>
#include <span>
#include <utility>
#include <vector>

#include <npe/sdk.hpp>

#include "propagation.hpp"

namespace npe::plugins::case_split {

struct ProofChain {
  std::vector<Literal> nodes;
  std::vector<std::pair<int, std::unique_ptr<ProofChain>>> lemmas;  // node index, its proof

  int chain_count() const {
    int n = 1;
    for (const auto& lemma : lemmas) n += lemma.second->chain_count();
    return n;
  }
  int node_count() const {
    int n = static_cast<int>(nodes.size());
    for (const auto& lemma : lemmas) n += lemma.second->node_count();
    return n;
  }
};

/** The chain refuting (cell, digit) = true on `board`, splitting on `splits` in order when the basic
 *  rules alone do not; nullptr when no refutation is found that way. */
inline std::unique_ptr<ProofChain> refute(const Board& board, int cell, int digit, std::span<const int> splits) {
  {
    Propagation propagation(board);
    if (propagation.refutes(cell, digit)) {
      auto chain = std::make_unique<ProofChain>();
      chain->nodes = propagation.contradiction_chain();
      // The assumption alone: the board was contradictory before it (a lemma's board, where the
      // chain's earlier split candidates are gone), which no chain of the ABI can say (two nodes at
      // least); the elimination is then not reported rather than proved some other way.
      if (chain->nodes.size() < 2) return nullptr;
      return chain;
    }
  }
  // The next split cell still open after the assumption.
  while (!splits.empty() && (splits.front() == cell || board.digits[static_cast<std::size_t>(splits.front())] != 0)) {
    splits = splits.subspan(1);
  }
  if (splits.empty()) return nullptr;
  const int split = splits.front();
  auto chain = std::make_unique<ProofChain>();
  chain->nodes.push_back({cell, digit, true});
  Board after = board;  // the board the host builds for a lemma: the assumption placed, earlier nodes applied
  after.place(cell, digit);
  after.settle();
  for (sdk::Mask m = board.candidates[static_cast<std::size_t>(split)]; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
    const int s = sdk::first_digit(m);
    if (after.open(split, s)) {  // not a peer of the assumption: a lemma refutes it
      auto lemma = refute(after, split, s, splits.subspan(1));
      if (!lemma) return nullptr;
      chain->lemmas.emplace_back(static_cast<int>(chain->nodes.size()), std::move(lemma));
      after.remove(split, s);
    }
    chain->nodes.push_back({split, s, false});
  }
  return chain;  // the split cell has no candidate left: the replay ends in a contradiction
}

/** Writes the chain and, after it, its lemmas' chains; returns the chain's index. */
inline int write_proof(const ProofChain& proof, sdk::StepBuilder& step) {
  step.begin_chain(NPE_CHAIN_FORCING);
  const std::size_t last = proof.nodes.size() - 1;
  for (std::size_t i = 0; i < proof.nodes.size(); ++i) {
    const Literal& node = proof.nodes[i];
    // Links are for display: a true node rules the next out (weak), a false one leaves it (strong).
    const npe_link_kind link = i == last ? NPE_LINK_END : node.value ? NPE_LINK_WEAK : NPE_LINK_STRONG;
    step.add_candidate_node(node.cell, node.digit, link, node.value);
  }
  const int index = step.chain_index();
  for (const auto& [node, lemma] : proof.lemmas) {
    const int first = write_proof(*lemma, step);
    step.add_lemma(index, node, first, 1);
  }
  return index;
}

/** An elimination and the chain refuting its candidate. */
struct Refutation {
  Literal elimination;
  std::unique_ptr<ProofChain> proof;
};

/** Emits the eliminations as steps of one text, as many per step as NPE_MAX_CHAINS and
 *  NPE_MAX_CHAIN_NODES allow (the rest in further steps); false when the sink wants no more. Each
 *  proof must fit one step alone. */
inline bool emit_refutations(const std::vector<Refutation>& refutations, const char* text, sdk::StepBuilder& step,
                             sdk::StepSink& sink) {
  std::size_t next = 0;
  while (next < refutations.size()) {
    step.reset();
    int chains = 0, nodes = 0;
    std::size_t end = next;
    while (end < refutations.size()) {
      const int c = refutations[end].proof->chain_count(), k = refutations[end].proof->node_count();
      if (end > next && (chains + c > NPE_MAX_CHAINS || nodes + k > NPE_MAX_CHAIN_NODES)) break;
      chains += c;
      nodes += k;
      ++end;
    }
    for (std::size_t i = next; i < end; ++i) {
      step.eliminate(refutations[i].elimination.cell, refutations[i].elimination.digit);
      write_proof(*refutations[i].proof, step);
    }
    step.set_text("%s", text);
    next = end;
    if (!sink.emit(step)) return false;
  }
  return true;
}

/** Whether a proof fits one step's evidence limits. */
inline bool fits_one_step(const ProofChain& proof) {
  return proof.chain_count() <= NPE_MAX_CHAINS && proof.node_count() <= NPE_MAX_CHAIN_NODES;
}

}  // namespace npe::plugins::case_split
