// Chains as evidence (ABI 1.1): every link of a static chain must hold in the position, a forcing
// chain must replay from its assumption, and together they say which candidates are false or true.
#pragma once

#include <vector>

#include "evidence/records.hpp"
#include "evidence/support.hpp"

namespace npe::evidence {

/** "premise implies conclusion", proved by one chain; `refutes_premise` when the chain's replay ran
 *  into a contradiction (so the premise is false). */
struct Implication {
  Literal premise;
  Literal conclusion;
  bool refutes_premise = false;
};

/** What a step's chains prove. */
struct ChainProof {
  std::vector<Implication> implications;  // one per open or forcing chain
  std::vector<Literal> loop_facts;        // from continuous loops: propositions proved false
};

/** Checks the step's own chains (links, alternation, forcing replays; the chains of `lemmas` are not
 *  its own: each is checked where its lemma proves a node, on the board its forcing chain left there,
 *  recursively); throws EvidenceError. */
ChainProof check_chains(const Step& step, const Grid& grid, const std::vector<Lemma>& lemmas = {});

/** Whether some chain from `premise` ends in `target` (or refutes the premise), or the premise is it. */
bool case_proves(const ChainProof& proof, const Literal& premise, const Literal& target);

/** Whether the proof makes `target` hold ("(cell, digit) false" for an elimination, "true" for a
 *  placement): directly, by a contradiction between chains of one premise, or by a verity whose
 *  premises cover every candidate of a cell, every place of a digit in a house, or a proposition and
 *  its negation. */
bool chains_prove(const ChainProof& proof, const Grid& grid, const Literal& target);

}  // namespace npe::evidence
