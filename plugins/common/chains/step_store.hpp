// Steps found by a chain search, one per set of eliminations (HoDoKu keeps one chain per set of
// eliminations, the shortest): a fixed-capacity table keyed by the elimination set, the chains in a
// literal pool. After the search the kept steps are sorted for reporting (shortest chain first).
// No heap after construction.
#pragma once

#include <npe/sdk/cell_set.hpp>

#include <algorithm>
#include <cstdint>
#include <vector>

namespace npe::plugins::chains {

using sdk::CellSet;

/** Eliminations as one 81-cell set per digit. */
struct EliminationSet {
  CellSet by_digit[10];

  void add(int cell, int digit) { by_digit[digit].add(cell); }
  bool has(int cell, int digit) const { return by_digit[digit].has(cell); }
  int count() const {
    int n = 0;
    for (int d = 1; d <= 9; ++d) n += by_digit[d].count();
    return n;
  }
  bool empty() const { return count() == 0; }
  sdk::Mask digits() const {
    sdk::Mask m = 0;
    for (int d = 1; d <= 9; ++d) {
      if (!by_digit[d].empty()) m |= sdk::digit_bit(d);
    }
    return m;
  }
  /** HoDoKu's index sum of the eliminated cells (its order of steps with equal counts). */
  /** HoDoKu's SolutionStep.getIndexSumme over the eliminations listed digit by digit, cells
   *  ascending (the order its chain solvers list them for one digit or one cell): the i-th
   *  elimination (from 0) adds cell * (1 + 80 i) + digit. */
  int hodoku_index_sum() const {
    int sum = 0, offset = 1;
    for (int d = 1; d <= 9; ++d) {
      by_digit[d].for_each([&](int cell) {
        sum += cell * offset + d;
        offset += 80;
      });
    }
    return sum;
  }
  bool operator==(const EliminationSet& o) const {
    for (int d = 1; d <= 9; ++d) {
      if (!(by_digit[d] == o.by_digit[d])) return false;
    }
    return true;
  }
  std::uint64_t hash() const {
    std::uint64_t h = 0x12345;
    for (int d = 1; d <= 9; ++d)
      h = (h ^ by_digit[d].lo) * 0x9E3779B97F4A7C15ull ^ (by_digit[d].hi * 0xC2B2AE3D27D4EB4Full);
    return h;
  }
};

/** A kept step: its eliminations, the chain (literals in the pool), its length, the technique's
 *  type code and an extra word, and the order it was found in (ties keep the first). */
struct StoredStep {
  EliminationSet eliminations;
  int length = 0;
  int type = 0;
  int extra = 0;
  std::uint32_t order = 0;
  std::uint32_t first_order = 0;  // the order of the first chain offered for these eliminations
  int pool_offset = 0;
  int pool_size = 0;
};

class StepStore {
 public:
  StepStore(int capacity, int pool_capacity)
      : capacity_(capacity),
        steps_(capacity),
        table_(2 * capacity_round(capacity), -1),
        pool_(pool_capacity),
        sorted_(capacity) {}

  void clear() {
    count_ = 0;
    pool_used_ = 0;
    order_ = 0;
    std::fill(table_.begin(), table_.end(), -1);
  }

  /** Offers a step; keeps it when its eliminations are new or its chain is shorter than the one
   *  kept (HoDoKu's deletesMap; equal lengths keep the lower order key, by default the first
   *  offered). Returns whether it was kept. */
  bool offer(const EliminationSet& eliminations, int length, int type, int extra, const int* lits, int n) {
    return offer(eliminations, length, type, extra, lits, n, order_++);
  }
  bool offer(const EliminationSet& eliminations, int length, int type, int extra, const int* lits, int n,
             std::uint32_t order) {
    const std::size_t mask = table_.size() - 1;
    std::size_t slot = eliminations.hash() & mask;
    while (table_[slot] >= 0) {
      StoredStep& old = steps_[table_[slot]];
      if (old.eliminations == eliminations) {
        if (length > old.length || (length == old.length && order >= old.order)) return false;
        if (!store_chain(old, lits, n)) return false;
        old.length = length;
        old.type = type;
        old.extra = extra;
        old.order = order;
        return true;
      }
      slot = (slot + 1) & mask;
    }
    if (count_ >= capacity_) return false;
    StoredStep& step = steps_[count_];
    step.pool_size = 0;
    if (!store_chain(step, lits, n)) return false;
    step.eliminations = eliminations;
    step.length = length;
    step.type = type;
    step.extra = extra;
    step.order = order;
    step.first_order = order;
    table_[slot] = count_++;
    return true;
  }

  /** The length kept for these eliminations, or -1 (a chain as long can still replace it only with a
   *  lower order key). */
  int kept_length(const EliminationSet& eliminations) const {
    const std::size_t mask = table_.size() - 1;
    for (std::size_t slot = eliminations.hash() & mask; table_[slot] >= 0; slot = (slot + 1) & mask) {
      if (steps_[table_[slot]].eliminations == eliminations) return steps_[table_[slot]].length;
    }
    return -1;
  }

  int size() const { return count_; }
  const StoredStep& operator[](int i) const { return steps_[i]; }
  const int* chain(const StoredStep& step) const { return pool_.data() + step.pool_offset; }

  /** Indices of the kept steps: shortest chain first, then more eliminations, then found first
   *  (hodoku_order: HoDoKu's hint order instead — more eliminations, lower index sum as HoDoKu
   *  computes it, then the order the eliminations were first found in). */
  const std::vector<int>& sorted(bool hodoku_order) {
    sorted_.resize(count_);
    for (int i = 0; i < count_; ++i) sorted_[i] = i;
    std::sort(sorted_.begin(), sorted_.end(), [&](int a, int b) {
      const StoredStep& x = steps_[a];
      const StoredStep& y = steps_[b];
      const int cx = x.eliminations.count(), cy = y.eliminations.count();
      if (hodoku_order) {
        if (cx != cy) return cx > cy;
        const int sx = x.eliminations.hodoku_index_sum(), sy = y.eliminations.hodoku_index_sum();
        if (sx != sy) return sx < sy;
        // Kept steps differ in their eliminations, so HoDoKu's compareTo ends here (0) and its
        // stable sort keeps the order the eliminations were first found in (a shorter chain found
        // later replaces the step in its place).
        return x.first_order < y.first_order;
      } else {
        if (x.length != y.length) return x.length < y.length;
        if (cx != cy) return cx > cy;
      }
      return x.order < y.order;
    });
    return sorted_;
  }

 private:
  static std::size_t capacity_round(int n) {
    std::size_t p = 1;
    while (p < static_cast<std::size_t>(n)) p <<= 1;
    return p;
  }

  bool store_chain(StoredStep& step, const int* lits, int n) {
    if (step.pool_size >= n && step.pool_size > 0) {  // reuse the old slot
      std::copy(lits, lits + n, pool_.begin() + step.pool_offset);
      step.pool_size = n;
      return true;
    }
    if (pool_used_ + n > static_cast<int>(pool_.size())) return false;
    step.pool_offset = pool_used_;
    step.pool_size = n;
    std::copy(lits, lits + n, pool_.begin() + pool_used_);
    pool_used_ += n;
    return true;
  }

  int capacity_;
  std::vector<StoredStep> steps_;
  std::vector<int> table_;
  std::vector<int> pool_;
  std::vector<int> sorted_;
  int count_ = 0;
  int pool_used_ = 0;
  std::uint32_t order_ = 0;
};

}  // namespace npe::plugins::chains
