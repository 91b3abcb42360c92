// Impossible and deadly patterns as evidence (ABI 1.3, npe_pattern): cells restricted to some digits
// that, with every guardian false, could not be filled (Tridagons, oddagons) or could be filled two
// ways alike in every house (uniqueness: rectangles, loops, BUG). The host counts the fillings itself.
#pragma once

#include "evidence/chains.hpp"
#include "evidence/records.hpp"

namespace npe::evidence {

/** Most nodes the filling search visits for one pattern, and most fillings a deadly pattern may have:
 *  a pattern past them is refused as too large to check. */
inline constexpr long kPatternNodeBudget = 2'000'000;
inline constexpr std::size_t kPatternMaxFillings = 4096;

/** Checks the pattern against the position and its claim by counting fillings: no filling
 *  (NPE_PATTERN_IMPOSSIBLE), or every filling with a partner holding the same digits in every house
 *  (NPE_PATTERN_DEADLY, only when the puzzle is known unique and no pattern cell is a given). Throws
 *  EvidenceError. */
void check_pattern(const Pattern& pattern, const Grid& grid);

/** Whether the pattern (checked) makes `target` hold: every guardian excludes it (a false target) or
 *  is it (a true target), directly or by a chain of the step from that guardian. */
bool pattern_proves(const Pattern& pattern, const ChainProof& chains, const Literal& target);

}  // namespace npe::evidence
