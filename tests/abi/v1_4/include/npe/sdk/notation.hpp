// SPDX-License-Identifier: MIT
// The seed's placement notation (README.md, "Output of solve"): block 1..9, cell in block 1..9, digit.
#pragma once

#include <cstddef>

#include "board.hpp"

namespace npe::sdk {

/** Writes "[prefix]BCD" (e.g. "177", "R821") into out, truncated to `size` with its terminating
 *  zero. Plain character writes: singles format one text per step they report (no printf there). */
inline void format_placement(char* out, std::size_t size, const char* prefix, int cell, int digit) {
  if (size == 0) return;
  std::size_t n = 0;
  auto put = [&](char c) {
    if (n + 1 < size) out[n++] = c;
  };
  while (*prefix) put(*prefix++);
  put(static_cast<char>('1' + block_of(cell)));
  put(static_cast<char>('1' + index_in_block(cell)));
  put(static_cast<char>('0' + digit));
  out[n] = '\0';
}

}  // namespace npe::sdk
