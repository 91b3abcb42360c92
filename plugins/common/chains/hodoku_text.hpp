// Forwards to the SDK's toolkit (npe/sdk/cell_text.hpp) while the families move onto it; removed when
// the last one has.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>

#include "cell_set.hpp"

namespace npe::plugins::chains {

using sdk::put_cell;
using sdk::TextBuffer;
inline void put_compact_cells(TextBuffer& text, CellSet cells) { sdk::put_hodoku_cells(text, cells); }
inline void put_digits_slashed(TextBuffer& text, sdk::Mask mask) { text.put_digits(mask, "/"); }
inline void put_eliminations(TextBuffer& text, const CellSet (&by_digit)[10]) { sdk::put_hodoku_eliminations(text, by_digit); }

}  // namespace npe::plugins::chains
