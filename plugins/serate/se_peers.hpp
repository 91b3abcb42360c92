// A cell's peers in Sudoku Explainer's order (its block, then its row, then its column, each in
// house order, without repeats): the order its pattern searches meet cells in.
#pragma once

#include <array>

#include "se_board.hpp"

namespace npe::plugins::serate {

inline constexpr std::array<std::array<std::uint8_t, 20>, sdk::kCells> kSePeers = [] {
  std::array<std::array<std::uint8_t, 20>, sdk::kCells> table{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    int count = 0;
    bool seen[sdk::kCells] = {};
    seen[cell] = true;
    const int houses[3] = {18 + sdk::block_of(cell), sdk::row_of(cell), 9 + sdk::col_of(cell)};
    for (int house : houses) {
      for (int other : sdk::kHouseCells[house]) {
        if (seen[other]) continue;
        seen[other] = true;
        table[cell][count++] = static_cast<std::uint8_t>(other);
      }
    }
  }
  return table;
}();

}  // namespace npe::plugins::serate
