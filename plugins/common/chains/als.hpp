// Almost locked sets for chain nodes: n cells (2..8) of one house holding exactly n + 1 digits,
// collected as HoDoKu collects them (every house, rows then columns then blocks; cells in house
// order; a set found in two houses kept once). See docs/techniques.md, "Chains and loops".
// Fixed capacity, no heap after construction.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>

#include <cstdint>
#include <vector>

namespace npe::plugins::chains {

using sdk::CellSet;

struct Als {
  CellSet cells;
  sdk::Mask digits = 0;
  std::uint8_t size = 0;
  CellSet cells_of[10];  // cells holding digit d (index 1..9)
};

/** HoDoKu's chain penalty for an ALS of n cells when it measures a step with the step's ALS
 *  (AlsInSolutionStep.getChainPenalty): 1 for two cells, 2 (n - 1) for more. */
constexpr int als_penalty(int cells) { return cells <= 1 ? 0 : cells == 2 ? 1 : (cells - 1) * 2; }

class AlsList {
 public:
  explicit AlsList(int capacity) : capacity_(capacity) {
    list_.reserve(capacity);
    table_.assign(kTableSize, -1);
  }

  /** Collects every ALS of 2..max_cells cells; stops silently at the capacity. */
  void collect(const sdk::Position& position, int max_cells = 8) {
    list_.clear();
    table_.assign(kTableSize, -1);
    for (int house = 0; house < sdk::kHouses; ++house) {
      int cells[9];
      int count = 0;
      for (int k = 0; k < 9; ++k) {
        const int cell = sdk::kHouseCells[house][k];
        if (position.digit(cell) == 0) cells[count++] = cell;
      }
      grow(position, cells, count, 0, CellSet{}, 0, 0, max_cells);
    }
  }

  int size() const { return static_cast<int>(list_.size()); }
  const Als& operator[](int i) const { return list_[i]; }

 private:
  static constexpr int kTableSize = 1 << 14;

  void grow(const sdk::Position& position, const int* cells, int count, int from, CellSet set, sdk::Mask digits, int n,
            int max_cells) {
    for (int i = from; i < count; ++i) {
      const CellSet next = set | CellSet::of(cells[i]);
      const sdk::Mask next_digits = digits | position.candidates(cells[i]);
      if (n + 1 >= 2 && sdk::count_digits(next_digits) == n + 2) add(position, next, next_digits, n + 1);
      if (n + 1 < max_cells) grow(position, cells, count, i + 1, next, next_digits, n + 1, max_cells);
    }
  }

  void add(const sdk::Position& position, const CellSet& cells, sdk::Mask digits, int n) {
    if (static_cast<int>(list_.size()) >= capacity_) return;
    std::uint64_t h = (cells.lo * 0x9E3779B97F4A7C15ull) ^ (cells.hi * 0xC2B2AE3D27D4EB4Full);
    std::size_t slot = (h >> 40) & (kTableSize - 1);
    while (table_[slot] >= 0) {
      if (list_[table_[slot]].cells == cells) return;
      slot = (slot + 1) & (kTableSize - 1);
    }
    table_[slot] = static_cast<int>(list_.size());
    Als als;
    als.cells = cells;
    als.digits = digits;
    als.size = static_cast<std::uint8_t>(n);
    cells.for_each([&](int cell) {
      for (sdk::Mask m = position.candidates(cell); m; m &= m - 1) als.cells_of[sdk::first_digit(m)].add(cell);
    });
    list_.push_back(als);
  }

  int capacity_;
  std::vector<Als> list_;
  std::vector<int> table_;
};

}  // namespace npe::plugins::chains
