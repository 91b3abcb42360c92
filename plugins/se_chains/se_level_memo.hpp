// Which of Sudoku Explainer's dynamic chaining levels have a hint on which grid (level 0: Dynamic
// Forcing Chains, 1: Dynamic Forcing Chains (+), 2 and up: the nested levels). SE tries a level only
// where every level below it has no hint (its rules in order, the first with a hint applies), so a
// level's technique must know whether those below have one: the engine asked them a moment ago on
// the same position, and this table (shared by the techniques, every thread) keeps their answer so
// that the level need not search again.
#pragma once

#include <mutex>
#include <optional>
#include <vector>

#include "se_grid.hpp"

namespace npe::plugins::se_chains {

class LevelMemo {
 public:
  static LevelMemo& shared() {
    static LevelMemo memo;
    return memo;
  }

  std::optional<bool> get(const Grid& grid, int level) {
    std::lock_guard lock(mutex_);
    for (const Entry& e : entries_) {
      if (e.level == level && e.cand == grid.cand && e.digit == grid.digit) return e.has_hint;
    }
    return std::nullopt;
  }

  void put(const Grid& grid, int level, bool has_hint) {
    std::lock_guard lock(mutex_);
    Entry e{grid.cand, grid.digit, level, has_hint};
    if (entries_.size() < kSize) {
      entries_.push_back(e);
    } else {
      entries_[next_] = e;
      next_ = (next_ + 1) % kSize;
    }
  }

 private:
  struct Entry {
    std::array<Mask, 81> cand;
    std::array<std::uint8_t, 81> digit;
    int level;
    bool has_hint;
  };
  static constexpr std::size_t kSize = 256;  // a few positions per thread: each is asked right away
  std::mutex mutex_;
  std::vector<Entry> entries_;
  std::size_t next_ = 0;
};

}  // namespace npe::plugins::se_chains
