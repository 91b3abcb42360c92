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
// So Z true makes every Rk true in turn and empties Vn: Z is false. That is the step's evidence, a
// forcing chain the host replays (chain_evidence.hpp). CSP-Rules also asks the left-linking
// candidates of a whip to be distinct; npe does not (a whip reusing one is still a proof), so that a
// partial chain is determined by its right-linking candidates and the search can remember them.
#pragma once

#include <cstdint>

#include "csp_graph.hpp"

namespace npe::plugins::whips {

enum class ChainType : std::uint8_t { bivalue, z_chain, t_whip, whip, braid };

inline constexpr int kMaxLength = 36;  // CSP-Rules' longest whips and braids

/** The shortest chain of each type: whips and braids of length 1 are Berthier's whip[1]. */
constexpr int min_length(ChainType type) { return type == ChainType::whip || type == ChainType::braid ? 1 : 2; }

/** A chain: variables, left- and right-linking candidates. rlc[length - 1] is the last variable's
 *  candidate linked to Z for the types that end in one (-1 for whips and braids). */
struct Chain {
  ChainType type = ChainType::whip;
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

/** The rule for variable k (1-based) entered by `llc`, whose candidates are `members` (holding
 *  neither Z nor an earlier R: the caller checks); `z_links` are the candidates linked to Z,
 *  `r_links` those linked to an earlier R. */
inline NextVar next_var(ChainType type, int k, int llc, const CandSet& members, const CandSet& z_links,
                        const CandSet& r_links) {
  CandSet others = members;
  others.remove(llc);
  if (type == ChainType::bivalue && members.count() != 2) return {};
  if (k == 1) {  // every type: the other candidates of V1 are z-candidates
    const CandSet left = others.minus(z_links);
    if (left.empty()) return min_length(type) == 1 ? NextVar{NextVar::kClose, -1} : NextVar{};
    return left.count() == 1 ? NextVar{NextVar::kExtend, left.first()} : NextVar{};
  }
  switch (type) {
    case ChainType::whip:
    case ChainType::braid: {
      const CandSet left = others.minus(z_links | r_links);
      if (left.empty()) return {NextVar::kClose, -1};
      return left.count() == 1 ? NextVar{NextVar::kExtend, left.first()} : NextVar{};
    }
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
  }
  return {};
}

/** Whether `chain`'s variables and linking candidates make a chain of its type for `target` (the
 *  search's own chain, and the other targets one chain also eliminates, as CSP-Rules' "blocked" rules
 *  apply a whip to every target it fits). */
inline bool proves(const CspGraph& graph, const Chain& chain, int target) {
  if (!graph.present().has(target)) return false;
  const CandSet z_links = graph.links(target);
  CandSet r_links, rights;
  for (int k = 1; k <= chain.length; ++k) {
    const int llc = chain.llc[k - 1];
    const CandSet members = graph.members(chain.var[k - 1]);
    if (!members.has(llc) || members.has(target) || !(members & rights).empty()) return false;
    const bool entered = k == 1                           ? z_links.has(llc)
                         : chain.type == ChainType::braid ? (z_links | r_links).has(llc)
                                                          : graph.linked(llc, chain.rlc[k - 2]);
    if (!entered) return false;
    const NextVar next = next_var(chain.type, k, llc, members, z_links, r_links);
    if (k == chain.length) return next.kind == NextVar::kClose;
    if (next.kind != NextVar::kExtend || next.rlc != chain.rlc[k - 1]) return false;
    rights.add(next.rlc);
    r_links = r_links | graph.links(next.rlc);
  }
  return false;
}

}  // namespace npe::plugins::whips
