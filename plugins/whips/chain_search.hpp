// The search for the shortest chain of one type for one target (chain_rules.hpp): depth first, at
// most `limit` variables, variables entered in candidate order (a candidate's cell, row, column and
// block variable in turn). Called with limit 1, 2, ... it finds the shortest chain first, as
// CSP-Rules' rules of increasing length do.
// A partial chain's future depends only on its set of right-linking candidates (which candidates
// are false, which variables are used up), but for braids on its last one (where the next variable
// is entered) and, when left-linking candidates must be distinct, on their set: a table of those states already
// searched, with the depth left then, prunes every other way to reach them (CSP-Rules keeps one partial whip per
// sequence of right-linking candidates for the same reason). States are 64-bit Zobrist keys; a collision can only
// prune, never make a wrong chain (every chain found is checked again by proves() before it is reported).
#pragma once

#include <cstdint>
#include <memory>

#include "chain_rules.hpp"
#include "csp_graph.hpp"

namespace npe::plugins::whips {

/** Random keys per candidate (splitmix64), for the set of right-linking candidates and the last one. */
struct ZobristKeys {
  std::uint64_t in_set[kLabels];
  std::uint64_t last[kLabels];
  std::uint64_t in_left[kCandidates];
  ZobristKeys() {
    std::uint64_t x = 0x9E3779B97F4A7C15ull;
    auto next = [&x] {
      std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      return z ^ (z >> 31);
    };
    for (auto& k : in_set) k = next();
    for (auto& k : last) k = next();
    for (auto& k : in_left) k = next();
  }
  static const ZobristKeys& get() {
    static const ZobristKeys keys;
    return keys;
  }
};

class ChainSearch {
 public:
  /** `distinct_left`: no candidate enters two variables (CSP-Rules' whips and chains, not its braids);
   *  then the left-linking candidates are part of a state. */
  ChainSearch(ChainType type, bool distinct_left) : type_(type), distinct_left_(distinct_left && !is_braid(type)) {}

  /** A chain of at most `limit` variables for `target` into `chain`, or false. With distinct
   *  left-linking candidates, the search without that rule (whose table prunes far more) runs first:
   *  if it finds nothing, nothing exists; if its chain enters no two variables from one candidate, that
   *  chain will do; only otherwise (rarely) does the search with the rule run. */
  bool find(const CspGraph& graph, int target, int limit, Chain& chain) {
    // The table (2 MB) comes with the first search: an engine type lists many lengths it seldom reaches.
    if (!table_) table_ = std::make_unique<Entry[]>(kTableSize);
    nodes_ = 0;
    if (!run(graph, target, limit, chain, false)) return false;
    if (!distinct_left_ || lefts_distinct(chain)) {
      chain.distinct_left = distinct_left_;
      return true;
    }
    return run(graph, target, limit, chain, true);
  }

  /** Variables tried by the last find (a measure of its work). */
  std::int64_t nodes() const { return nodes_; }

 private:
  static bool lefts_distinct(const Chain& chain) {
    CandSet seen;
    for (int k = 0; k < chain.length; ++k) {
      if (seen.has(chain.llc[k])) return false;
      seen.add(chain.llc[k]);
    }
    return true;
  }

  bool run(const CspGraph& graph, int target, int limit, Chain& chain, bool distinct_left) {
    graph_ = &graph;
    chain_ = &chain;
    chain.type = type_;
    chain.distinct_left = distinct_left;
    chain.target = target;
    limit_ = limit;
    distinct_now_ = distinct_left;
    if (++generation_ == 0) {  // the generation counter wrapped: forget every entry for real
      for (std::size_t i = 0; i < kTableSize; ++i) table_[i] = Entry{};
      generation_ = 1;
    }
    z_links_ = graph.links(target);
    r_links_[0] = CandSet{};
    rights_ = CandSet{};
    lefts_ = CandSet{};
    return extend(1, 0);
  }

  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t generation = 0;
    std::int32_t depth_left = -1;
  };
  static constexpr std::size_t kTableSize = std::size_t{1} << 17;

  /** Tries variable k entered from the candidates `llcs` may hold; `key` is the state so far. */
  bool extend(int k, std::uint64_t key) {
    const CandSet& r_links = r_links_[k - 1];
    CandSet entries;
    if (k == 1)
      entries = z_links_;
    else if (is_braid(type_))
      entries = z_links_ | r_links;
    else
      entries = graph_->links(chain_->rlc[k - 2]);
    if (distinct_now_) entries = entries.minus(lefts_);
    bool found = false;
    entries.for_each([&](int llc) {
      if (found) return;
      for (const int var : variables_of(llc)) {
        if (try_var(k, key, llc, var)) {
          found = true;
          return;
        }
      }
    });
    return found;
  }

  bool try_var(int k, std::uint64_t key, int llc, int var) {
    ++nodes_;
    const CandSet members = graph_->members(var);
    if (members.has(chain_->target) || !(members & rights_).empty()) return false;
    const NextVar next = next_var(type_, k, var, llc, members, z_links_, r_links_[k - 1]);
    if (next.kind == NextVar::kNone) return false;
    if (next.kind == NextVar::kExtend && is_glabel(next.rlc)) {
      for (int j = 0; j < k - 1; ++j) {
        if (chain_->rlc[j] == next.rlc) return false;  // a g-label already true
      }
    }
    chain_->var[k - 1] = var;
    chain_->llc[k - 1] = llc;
    chain_->rlc[k - 1] = next.rlc;
    if (next.kind == NextVar::kClose) {
      chain_->length = k;
      return true;
    }
    if (k >= limit_) return false;
    const ZobristKeys& keys = ZobristKeys::get();
    const std::uint64_t set_key = key ^ keys.in_set[next.rlc] ^ (distinct_now_ ? keys.in_left[llc] : 0);
    const std::uint64_t state = is_braid(type_) ? set_key : set_key ^ keys.last[next.rlc];
    Entry& entry = table_[state & (kTableSize - 1)];
    const int depth_left = limit_ - k;
    if (entry.generation == generation_ && entry.key == state && entry.depth_left >= depth_left) return false;
    if (!is_glabel(next.rlc)) rights_.add(next.rlc);
    lefts_.add(llc);
    r_links_[k] = r_links_[k - 1] | graph_->links(next.rlc);
    const bool found = extend(k + 1, set_key);
    if (!is_glabel(next.rlc)) rights_.remove(next.rlc);
    lefts_.remove(llc);
    if (!found) entry = Entry{state, generation_, depth_left};
    return found;
  }

  ChainType type_;
  bool distinct_left_;
  bool distinct_now_ = false;  // the rule in the current run
  std::unique_ptr<Entry[]> table_;
  std::uint32_t generation_ = 0;
  const CspGraph* graph_ = nullptr;
  Chain* chain_ = nullptr;
  int limit_ = 0;
  std::int64_t nodes_ = 0;
  CandSet z_links_;
  CandSet r_links_[kMaxLength + 1];
  CandSet rights_;  // the right-linking candidates so far (g-labels are in chain_->rlc only)
  CandSet lefts_;   // the left-linking candidates so far
};

}  // namespace npe::plugins::whips
