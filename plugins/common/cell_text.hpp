// Cell lists for plugin texts, in GNPX's compressed form (docs/seed-notes.md, GNPX LockedSet): one
// rule for every plugin, the one the LockedSet list of the seed follows (see gnpx_cell_list.hpp).
// Fixed buffers, no heap.
#pragma once

#include <cstddef>
#include <cstdio>

#include "gnpx_cell_list.hpp"

namespace npe::plugins {

/** Writes `count` cells (0..80) into out (NUL-terminated, truncated to size), e.g. "r1c23", "r238c6". */
inline void format_cells(char* out, std::size_t size, const int* cells, int count) {
  TextBuffer text(out, size);
  put_gnpx_cells(text, cells, count);
}

/** "r1", "c5" or "b9" for house 0..26. */
inline void format_house(char* out, std::size_t size, int house) {
  const char kind = house < 9 ? 'r' : house < 18 ? 'c' : 'b';
  std::snprintf(out, size, "%c%d", kind, house % 9 + 1);
}

}  // namespace npe::plugins
