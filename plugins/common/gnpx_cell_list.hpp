// Forwards to the SDK's toolkit (npe/sdk/cell_text.hpp) while the families move onto it; removed
// when the last one has.
#pragma once

#include <npe/sdk/cell_text.hpp>

namespace npe::plugins {

using sdk::put_gnpx_cells;
using sdk::TextBuffer;

}  // namespace npe::plugins
