// The read-only npe_position a plugin's find sees, made from a Grid in one place.
#pragma once

#include <npe/npe_plugin.h>

#include <array>
#include <bit>

#include "board/grid.hpp"

namespace npe {

/** Per digit (index digit - 1), the empty cells holding it as a candidate (npe_position.candidate_bands). */
using CandidateBands = std::array<npe_digit_bands, 9>;

/** The grid's candidate bands, worked out from its masks (the engine takes them from its validity
 *  bitboards instead when those are the board's). */
inline void candidate_bands_of(const Grid& grid, CandidateBands& bands) {
  bands = {};
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] != 0) continue;
    const std::uint32_t bit = 1u << (cell % 27);
    for (Mask m = grid.candidates[cell]; m; m &= static_cast<Mask>(m - 1)) {
      bands[std::countr_zero(static_cast<unsigned>(m))].band[cell / 27] |= bit;
    }
  }
}

/** Points into `grid` (which must outlive the view); `all` sets NPE_FIND_ALL; `key_digit` (1..9, 0 =
 *  none) is the digit an NPE_TECHNIQUE_KEY_DIGIT_FIRST technique reports a placement of first. Without
 *  candidate bands, as a host that offers none (a plugin must work so too). */
inline npe_position position_view(const Grid& grid, bool all, int key_digit = 0) {
  npe_position position{};
  position.struct_size = sizeof(npe_position);
  position.digits = grid.digits.data();
  position.candidates = grid.candidates.data();
  position.flags = all ? static_cast<std::uint32_t>(NPE_FIND_ALL) : 0u;
  position.givens = grid.givens.data();
  position.facts = grid.facts;
  position.key_digit = static_cast<std::uint32_t>(key_digit);
  return position;
}

/** position_view with the grid's candidate bands (`bands` must outlive the view and be the grid's). */
inline npe_position position_view(const Grid& grid, const CandidateBands& bands, bool all, int key_digit = 0) {
  npe_position position = position_view(grid, all, key_digit);
  position.candidate_bands = bands.data();
  return position;
}

}  // namespace npe
