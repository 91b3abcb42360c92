// Forwards to the SDK's toolkit (npe/sdk/cell_text.hpp) while the families move onto it; removed
// when the last one has.
#pragma once

#include <npe/sdk/cell_text.hpp>

namespace npe::plugins {

using sdk::format_house;
inline void format_cells(char* out, std::size_t size, const int* cells, int count) {
  sdk::format_gnpx_cells(out, size, cells, count);
}

}  // namespace npe::plugins
