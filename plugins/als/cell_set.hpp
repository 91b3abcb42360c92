// Forwards to the SDK's toolkit (npe/sdk/cell_set.hpp) while the families that include it move onto
// it; removed when the last one has.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/position_view.hpp>

#include <array>

namespace npe::plugins::als {

using sdk::CellSet;
using sdk::common_peers;

inline constexpr struct {
  const std::array<CellSet, sdk::kCells>& cells;
} kPeerSets{sdk::kPeerSet};

inline constexpr struct {
  const std::array<CellSet, sdk::kHouses>& houses;
} kHouseSets{sdk::kHouseSet};

/** Per digit, the empty cells holding it as a candidate (index d-1). */
struct DigitCells {
  CellSet cells[9];
  CellSet empty;

  explicit DigitCells(const sdk::Position& position) {
    const sdk::CandidateCells candidates(position);
    for (int digit = 1; digit <= 9; ++digit) cells[digit - 1] = candidates.of(digit);
    empty = candidates.empty;
  }
  DigitCells() = default;
  const CellSet& of(int digit) const { return cells[digit - 1]; }
};

}  // namespace npe::plugins::als
