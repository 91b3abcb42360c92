// Forwards to the SDK's toolkit (npe/sdk/cell_set.hpp, position_view.hpp) while the families move
// onto it; removed when the last one has.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins {

using sdk::CellSet;
using sdk::DigitTable;
using sdk::index_in_house;
using sdk::kHouseSet;
using sdk::kPeerSet;
constexpr int digit_count(unsigned mask9) { return sdk::count_digits(static_cast<sdk::Mask>(mask9 & 0x1FF)); }

}  // namespace npe::plugins
