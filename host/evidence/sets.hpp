// Set logic as evidence (ABI 1.3, npe_set_logic): base sets that each hold one true candidate, cover
// sets that each hold at most one, and the rank that says which candidates must be false. One checker
// for every pattern that is set logic: fish of every kind, multi-sector locked sets, SK loops,
// N x (N+k) fish.
#pragma once

#include <array>
#include <bitset>

#include "evidence/records.hpp"

namespace npe::evidence {

/** Candidates as bits, cell * 9 + digit - 1. */
using Candidates = std::bitset<729>;

/** What one set-logic record proves: how many cover sets hold each candidate, the base candidates,
 *  the fins (base candidates in no cover set) and the rank (covers minus bases). */
struct SetProof {
  std::array<std::uint8_t, 729> cover_count{};
  Candidates base;
  Candidates fins;
  int rank = 0;
};

/** Checks the sets against the position: each in range and distinct, each base set unsolved and
 *  holding candidates, no candidate in two base sets, no more bases than covers. Throws EvidenceError. */
SetProof check_set_logic(const SetLogic& logic, const Grid& grid);

/** Whether the sets make `target` hold: a false candidate lies in more cover sets than the rank allows
 *  (outside the bases: more than rank; in a base set: more than rank + 1) and excludes every fin; a
 *  true candidate when every other candidate of its cell is proved false so. */
bool sets_prove(const SetProof& proof, const Grid& grid, const Literal& target);

/** "r1 d3", "c4 d7", "b2 d5", "r3c4" for messages and pictures. */
std::string set_text(const npe_set& set);

}  // namespace npe::evidence
