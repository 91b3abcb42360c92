// What every uniqueness search reads from the position, gathered once per find: digits, candidates,
// givens, the cells holding each candidate, and which digits a cell could still take at all (empty
// and no placed peer holds the digit: HoDoKu's "allowed" candidates, used when a rectangle may have
// missing candidates).
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>

namespace npe::plugins::uniqueness {

using sdk::CellSet;
using sdk::kHouseSet;
using sdk::kPeerSet;

inline constexpr CellSet row_set(int cell) { return kHouseSet[sdk::row_of(cell)]; }
inline constexpr CellSet col_set(int cell) { return kHouseSet[9 + sdk::col_of(cell)]; }

struct BoardView {
  sdk::Mask candidates[sdk::kCells] = {};
  std::uint8_t digits[sdk::kCells] = {};
  bool given[sdk::kCells] = {};
  sdk::Mask allowed[sdk::kCells] = {};  // digits not placed in a peer, for empty cells; 0 for filled cells
  CellSet with[10];                     // with[d]: the empty cells holding candidate d
  CellSet empty;                        // the empty cells

  explicit BoardView(const sdk::Position& position) {
    sdk::Mask placed_in_house[sdk::kHouses] = {};
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      digits[cell] = static_cast<std::uint8_t>(position.digit(cell));
      given[cell] = digits[cell] != 0 && position.is_given(cell);
      if (digits[cell] != 0) {
        for (int house : sdk::houses_of(cell)) placed_in_house[house] |= sdk::digit_bit(digits[cell]);
        continue;
      }
      candidates[cell] = position.candidates(cell) & sdk::kAllDigits;
      empty.add(cell);
      for (sdk::Mask m = candidates[cell]; m; m &= m - 1) with[sdk::first_digit(m)].add(cell);
    }
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (digits[cell] != 0) continue;
      const auto houses = sdk::houses_of(cell);
      allowed[cell] = sdk::kAllDigits &
                      static_cast<sdk::Mask>(
                          ~(placed_in_house[houses[0]] | placed_in_house[houses[1]] | placed_in_house[houses[2]]));
    }
  }

  int count(int cell) const { return sdk::count_digits(candidates[cell]); }
  bool has(int cell, int digit) const { return sdk::has_digit(candidates[cell], digit); }
  bool allows(int cell, int digit) const { return sdk::has_digit(allowed[cell], digit); }
  /** A filled cell whose digit was placed while solving (not a given). */
  bool placed(int cell) const { return digits[cell] != 0 && !given[cell]; }
};

}  // namespace npe::plugins::uniqueness
