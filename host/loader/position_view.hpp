// The read-only npe_position a plugin's find sees, made from a Grid in one place.
#pragma once

#include <npe/npe_plugin.h>

#include "board/grid.hpp"

namespace npe {

/** Points into `grid` (which must outlive the view); `all` sets NPE_FIND_ALL; `key_digit` (1..9, 0 =
 *  none) is the digit an NPE_TECHNIQUE_KEY_DIGIT_FIRST technique reports a placement of first. */
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

}  // namespace npe
