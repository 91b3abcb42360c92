// SPDX-License-Identifier: MIT
// The seed's placement notation (README.md, "Output of solve"): block 1..9, cell in block 1..9, digit.
#pragma once

#include <cstdio>

#include "board.hpp"

namespace npe::sdk {

/** Writes "[prefix]BCD" (e.g. "177", "R821") into out (at least 8 bytes). */
inline void format_placement(char* out, std::size_t size, const char* prefix, int cell, int digit) {
  std::snprintf(out, size, "%s%d%d%d", prefix, block_of(cell) + 1, index_in_block(cell) + 1, digit);
}

}  // namespace npe::sdk
