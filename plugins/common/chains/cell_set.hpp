// Forwards to the SDK's toolkit (npe/sdk/cell_set.hpp) while the families move onto it; removed when
// the last one has.
#pragma once

#include <npe/sdk/cell_set.hpp>

namespace npe::plugins::chains {

using sdk::CellSet;
using sdk::common_peers;
inline constexpr const auto& kPeerSets = sdk::kPeerSet;
inline constexpr const auto& kHouseSets = sdk::kHouseSet;

}  // namespace npe::plugins::chains
