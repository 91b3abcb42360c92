// Forwards to the SDK's toolkit (npe/sdk/cell_text.hpp) while the families move onto it; removed
// when the last one has.
#pragma once

#include <npe/npe_plugin.h>
#include <npe/sdk/cell_text.hpp>

#include <cstdint>

#include "cell_set.hpp"
#include "gnpx_cell_list.hpp"

namespace npe::plugins {

using sdk::put_cell;
inline void put_compact_cells(TextBuffer& text, CellSet cells) { sdk::put_hodoku_cells(text, cells); }
inline void put_eliminations(TextBuffer& text, const npe_cell_digit* eliminations, std::uint32_t count) {
  sdk::put_hodoku_eliminations(text, eliminations, count);
}

}  // namespace npe::plugins
