// Berthier's chain types as one rule about the next CSP variable of a chain (docs/techniques.md,
// "Berthier's whips and braids"; his definitions as CSP-Rules V2.1 states them in
// CSP-Rules-Generic/CHAIN-RULES-MEMORY/{PARTIAL-WHIPS,WHIPS,Z-CHAINS,T-WHIPS,BRAIDS} and
// CHAIN-RULES-COMMON/BIVALUE-CHAINS). A chain for target Z is a sequence of CSP variables V1..Vn, each
// entered by a left-linking candidate Lk and, but for the last, left by a right-linking candidate Rk:
// - L1 is linked to Z; Lk (k > 1) to R(k-1), or for a braid to Z or any earlier R;
// - no Vk holds Z or an earlier R;
// - in Vk every candidate but Lk and Rk is linked to Z (a z-candidate) or to an earlier R (a
//   t-candidate); whips and braids allow both, z-chains only z-candidates, t-whips only t-candidates
//   after V1, bivalue-chains none (every Vk has exactly two candidates);
// - Rk is linked neither to Z nor to an earlier R (it is the one candidate of Vk left when Z and the
//   earlier R's are true);
// - the last variable Vn has no candidate left: for whips and braids every candidate but Ln is a z- or
//   t-candidate; z-chains, t-whips and bivalue-chains end, as CSP-Rules builds them, in one candidate
//   Rn linked to Z (the z-chain's Vn may hold several).
// g-whips and g-braids (Berthier's g-chains) also let Rk be a g-label: the candidates of a house-digit
// variable left when Z and the earlier R's are true may lie in one segment (a line's cells in a block);
// then "the digit is in that segment" is true, and whatever sees the whole segment is false.
// So Z true makes every Rk true in turn and empties Vn: Z is false. That is the step's evidence, a
// forcing chain the host replays (chain_evidence.hpp). CSP-Rules also asks the left-linking
// candidates of a whip or chain (not of a braid) to be distinct: npe does with the parameter
// `distinct_left` (default 1); without it a whip may reuse one (it is still a proof), and a partial
// chain is determined by its right-linking candidates alone.
#pragma once

#include <cstdint>

#include "csp_graph.hpp"

namespace npe::plugins::whips {

enum class ChainType : std::uint8_t { bivalue, z_chain, t_whip, whip, braid, g_whip, g_braid };

/** Braids enter a variable from anything false so far; the others from the last right-linking candidate. */
constexpr bool is_braid(ChainType type) { return type == ChainType::braid || type == ChainType::g_braid; }
/** Whips and braids (plain or g-) allow z- and t-candidates and close on an empty variable. */
constexpr bool is_whip(ChainType type) {
  return type == ChainType::whip || type == ChainType::braid || type == ChainType::g_whip || type == ChainType::g_braid;
}
constexpr bool is_grouped(ChainType type) { return type == ChainType::g_whip || type == ChainType::g_braid; }

inline constexpr int kMaxLength = 36;  // CSP-Rules' longest whips and braids

/** The shortest chain of each type: whips and braids of length 1 are Berthier's whip[1]. */
constexpr int min_length(ChainType type) { return is_whip(type) ? 1 : 2; }

/** A chain: variables, left- and right-linking candidates (g-labels too, for g-chains). rlc[length -
 *  1] is the last variable's candidate linked to Z for the types that end in one (-1 for whips and
 *  braids). */
struct Chain {
  ChainType type = ChainType::whip;
  bool distinct_left = false;  // no candidate enters two variables
  int length = 0;
  int target = -1;
  int var[kMaxLength] = {};
  int llc[kMaxLength] = {};
  int rlc[kMaxLength] = {};
};

/** What variable k of a chain does: nothing usable, continue with a right-linking candidate, or
 *  close the chain. */
struct NextVar {
  enum Kind : std::uint8_t { kNone, kExtend, kClose } kind = kNone;
  int rlc = -1;
};

/** The right-linking candidate of variable `var` when `left` are its candidates that neither Z nor
 *  an earlier R excludes: the one candidate, or for g-chains the g-label of the segment they lie in;
 *  -1 when there is none. */
inline int right_of(ChainType type, int var, const CandSet& left) {
  if (left.count() == 1) return left.first();
  if (!is_grouped(type)) return -1;
  const int segment = segment_in(var, left);
  return segment < 0 ? -1 : glabel(segment, digit_of(left.first()));
}

/** The rule for variable k (1-based) `var`, entered by `llc`, whose candidates are `members` (holding
 *  neither Z nor an earlier R: the caller checks, and that a g-label found is not an earlier R);
 *  `z_links` are the candidates linked to Z, `r_links` those linked to an earlier R. */
inline NextVar next_var(ChainType type, int k, int var, int llc, const CandSet& members, const CandSet& z_links,
                        const CandSet& r_links) {
  CandSet others = members;
  others.remove(llc);
  if (type == ChainType::bivalue && members.count() != 2) return {};
  const auto extend = [&](const CandSet& left) {
    const int r = right_of(type, var, left);
    return r < 0 ? NextVar{} : NextVar{NextVar::kExtend, r};
  };
  if (k == 1) {  // every type: the other candidates of V1 are z-candidates
    const CandSet left = others.minus(z_links);
    if (left.empty()) return min_length(type) == 1 ? NextVar{NextVar::kClose, -1} : NextVar{};
    return extend(left);
  }
  if (is_whip(type)) {
    const CandSet left = others.minus(z_links | r_links);
    return left.empty() ? NextVar{NextVar::kClose, -1} : extend(left);
  }
  switch (type) {
    case ChainType::z_chain: {
      const CandSet left = others.minus(z_links);
      if (left.empty()) return {NextVar::kClose, -1};
      if (left.count() != 1 || r_links.has(left.first())) return {};
      return {NextVar::kExtend, left.first()};
    }
    case ChainType::t_whip: {
      const CandSet left = others.minus(r_links);
      if (left.count() != 1) return {};
      const int r = left.first();
      return {z_links.has(r) ? NextVar::kClose : NextVar::kExtend, r};
    }
    case ChainType::bivalue: {
      const int r = others.first();
      if (z_links.has(r)) return {NextVar::kClose, r};
      return r_links.has(r) ? NextVar{} : NextVar{NextVar::kExtend, r};
    }
    default: return {};
  }
}

/** Whether `chain`'s variables and linking candidates make a chain of its type for `target` (the
 *  search's own chain, and the other targets one chain also eliminates, as CSP-Rules' "blocked" rules
 *  apply a whip to every target it fits). */
inline bool proves(const CspGraph& graph, const Chain& chain, int target) {
  if (!graph.present().has(target)) return false;
  const CandSet z_links = graph.links(target);
  CandSet r_links, rights;
  for (int k = 1; k <= chain.length; ++k) {
    const int llc = chain.llc[k - 1], var = chain.var[k - 1];
    const CandSet members = graph.members(var);
    if (!members.has(llc) || members.has(target) || !(members & rights).empty()) return false;
    for (int j = 0; j < k - 1 && chain.distinct_left; ++j) {
      if (chain.llc[j] == llc) return false;
    }
    const bool entered = k == 1                 ? z_links.has(llc)
                         : is_braid(chain.type) ? (z_links | r_links).has(llc)
                                                : graph.linked(chain.rlc[k - 2], llc);
    if (!entered) return false;
    const NextVar next = next_var(chain.type, k, var, llc, members, z_links, r_links);
    if (k == chain.length) return next.kind == NextVar::kClose;
    if (next.kind != NextVar::kExtend || next.rlc != chain.rlc[k - 1]) return false;
    for (int j = 0; j < k - 1; ++j) {
      if (chain.rlc[j] == next.rlc) return false;  // a g-label again
    }
    if (!is_glabel(next.rlc)) rights.add(next.rlc);
    r_links = r_links | graph.links(next.rlc);
  }
  return false;
}

}  // namespace npe::plugins::whips
