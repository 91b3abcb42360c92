// Fish as evidence: base houses, cover houses, fins (exo and endo) of one digit (basic, finned,
// sashimi, Franken, Mutant; Kraken fins answered by chains).
#pragma once

#include "evidence/chains.hpp"

namespace npe::evidence {

/** Checks that every base candidate lies in a cover or is a fin; throws EvidenceError. */
void check_fish(const Step& step, const Grid& grid);

/** Whether the fish removes (cell, digit): a cover candidate outside the base (or in two covers:
 *  cannibalism) that sees every fin, or whose every unseen fin leads to its removal by a chain of
 *  the step (Kraken type 1); or, any digit, whose removal every fin and every base candidate of one
 *  cover house (those in no other cover) lead to by chains of the step (Kraken type 2). */
bool fish_proves(const Step& step, const Grid& grid, const ChainProof& chains, int cell, int digit);

}  // namespace npe::evidence
