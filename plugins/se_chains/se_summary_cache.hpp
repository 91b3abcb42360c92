// The hints a nested chaining rule reports on a grid (SE's lastGrid cache, kept for many grids and
// shared): a nested rule's hints are a function of its configuration and the grid alone (Chaining::run
// from a fresh state, every hint, no bound), so every Chaining of one configuration in a thread may
// answer from the same table. Sharing is what pays: level 3 (+ Multiple Forcing Chains) runs SE's
// Forcing Chains & Cycles on the very grids level 2 ran it on (the two propagate alike until Multiple
// Forcing Chains adds something), level 5 runs Dynamic Forcing Chains on level 4's grids, and level 5's
// nested level 2 runs Forcing Chains & Cycles on grids the outer levels 2 and 3 met (docs/performance.md,
// "npe rate against skfr"). One table per thread: no lock, and `npe rate --threads N` shares nothing.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <unordered_map>
#include <vector>

#include "se_grid.hpp"
#include "se_potentials.hpp"

namespace npe::plugins::se_chains {

/** The rule parents of a nested hint before they meet a grid (SE's ChainingHint.collectRuleParents):
 *  the cells whose lost candidates its on potentials needed (a single left in the cell) and the house
 *  digits whose lost places they needed (a single place left in the house). */
struct Need {
  std::uint64_t cells[2] = {};
  std::uint64_t house_digits[4] = {};  // house*9 + digit-1
  void cell(int c) { cells[c >> 6] |= std::uint64_t{1} << (c & 63); }
  void house_digit(int house, int digit) {
    const int k = house * 9 + digit - 1;
    house_digits[k >> 6] |= std::uint64_t{1} << (k & 63);
  }
};

/** A nested hint as the search above it needs it: what it removes and needs, its complexity and
 *  identity (equal chains count once in a hint's complexity, as SE's FullChain). */
struct NestedSummary {
  CandSet removable;
  Need need;
  int complexity;
  std::uint64_t identity;
};

class SummaryCache {
 public:
  /** The calling thread's table for the configuration `config_key` (Config::key). */
  static SummaryCache& of(int config_key) {
    thread_local std::unordered_map<int, std::unique_ptr<SummaryCache>> tables;
    std::unique_ptr<SummaryCache>& table = tables[config_key];
    if (!table) table = std::make_unique<SummaryCache>();
    return *table;
  }

  /** The hints kept for `grid`, or null. Valid until the next put() on this table. */
  const std::vector<NestedSummary>* find(const Grid& grid) const {
    auto it = entries_.find(hash(grid));
    if (it == entries_.end() || it->second.cand != grid.cand || it->second.digit != grid.digit) return nullptr;
    return &it->second.hints;
  }

  /** Keeps `hints` for `grid` (a full table starts again empty); returns the kept copy. */
  const std::vector<NestedSummary>& put(const Grid& grid, std::vector<NestedSummary> hints) {
    if (entries_.size() >= kSize) entries_.clear();
    Entry& entry = entries_[hash(grid)];
    entry.cand = grid.cand;
    entry.digit = grid.digit;
    entry.hints = std::move(hints);
    return entry.hints;
  }

 private:
  static std::uint64_t hash(const Grid& grid) {
    std::uint64_t h = 1469598103934665603ull;
    for (int c = 0; c < 81; ++c) h = (h ^ (grid.cand[c] | grid.digit[c] << 9)) * 1099511628211ull;
    return h;
  }

  struct Entry {
    std::array<Mask, 81> cand;
    std::array<std::uint8_t, 81> digit;
    std::vector<NestedSummary> hints;
  };
  static constexpr std::size_t kSize = 4096;
  std::unordered_map<std::uint64_t, Entry> entries_;
};

}  // namespace npe::plugins::se_chains
