// The chains a Kraken fish needs (HoDoKu's TablingSolver.initForKrakenSearch: chains only, group
// nodes, no ALS by default): from a candidate assumed true, which candidates an alternating chain
// makes false, and that chain. Built on the chains plugins' link graph and breadth-first search
// (plugins/common/chains), so every chain is one the host checks link by link.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>

#include <memory>
#include <vector>

#include "../common/chains/chain_view.hpp"
#include "../common/chains/graph.hpp"
#include "../common/chains/search.hpp"

namespace npe::plugins::complex_fish {

class KrakenChains {
 public:
  /** Longest chain followed, in links (HoDoKu's tables are unbounded; this keeps a chain writable). */
  static constexpr int kMaxLinks = 60;

  KrakenChains() : graph_(0, kArcs), search_(kLiterals, kArcs + kLiterals), off_(81 * 10), stamp_(81 * 10, 0) {}

  void build(const sdk::Position& position) {
    chains::GraphOptions options;
    options.groups = true;
    graph_.build(position, options);
    if (++epoch_ == 0) {
      std::fill(stamp_.begin(), stamp_.end(), 0);
      epoch_ = 1;
    }
  }

  /** The cells where `digit` is false once (cell, start_digit) is assumed true. */
  sdk::CellSet off(int cell, int start_digit, int digit) { return table(cell, start_digit)[digit]; }

  /** Links of the shortest chain from (cell, start_digit) true to (target, digit) false; only
   *  meaningful where off(cell, start_digit, digit) has target. */
  int links(int cell, int start_digit, int target, int digit) { return table(cell, start_digit).links[digit][target]; }

  /** Writes the chain "(cell, start_digit) true ... (target, digit) false" into the step (an open
   *  chain, first and last links weak). False when it is not reached (or too long to write). */
  bool add_chain(sdk::StepBuilder& step, int cell, int start_digit, int target, int digit) {
    const int start = graph_.candidate(cell, start_digit);
    const int end = graph_.candidate(target, digit);
    if (start < 0 || end < 0) return false;
    const int goal = chains::literal(end, false);
    search_.run(graph_, chains::literal(start, true), kMaxLinks, [&](int lit, int) { return lit != goal; });
    if (!search_.reached(goal)) return false;
    int lits[chains::kMaxChainLiterals];
    const int n = search_.path(goal, lits, chains::kMaxChainLiterals);
    if (n < 2 || lits[n - 1] != goal) return false;
    int als_map[1] = {-1};
    chains::add_chain_evidence(step, graph_, lits, n, NPE_CHAIN_OPEN, NPE_LINK_END, als_map);
    return true;
  }

 private:
  static constexpr int kLiterals = 2 * (729 + chains::Graph::kMaxGroups);
  static constexpr int kArcs = 1 << 17;

  struct Off {
    sdk::CellSet by_digit[10];
    std::uint8_t links[10][81];  // set where by_digit has the cell (kMaxLinks fits)
    const sdk::CellSet& operator[](int digit) const { return by_digit[digit]; }
  };

  const Off& table(int cell, int digit) {
    const int key = cell * 10 + digit;
    Off& off = off_[key];
    if (stamp_[key] == epoch_) return off;
    stamp_[key] = epoch_;
    off = Off{};
    const int start = graph_.candidate(cell, digit);
    if (start < 0) return off;
    const int candidates = graph_.candidate_count();
    search_.run(graph_, chains::literal(start, true), kMaxLinks, [&](int lit, int distance) {
      const int node = chains::node_of(lit);
      if (!chains::value_of(lit) && node < candidates) {
        const chains::GraphNode& g = graph_.node(node);
        off.by_digit[g.digit].add(g.first_cell);
        off.links[g.digit][g.first_cell] = static_cast<std::uint8_t>(distance / graph_.unit());
      }
      return true;
    });
    return off;
  }

  chains::Graph graph_;
  chains::PathSearch search_;
  std::vector<Off> off_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t epoch_ = 0;
};

}  // namespace npe::plugins::complex_fish
