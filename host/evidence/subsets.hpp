// The subset rules a forcing chain's replay may use besides the basic ones (docs/abi.md, "What the
// host checks"): a naked pair, a hidden pair or an X-Wing on the board as the chain has shrunk it
// removes a candidate. Sudoku Explainer's Dynamic Forcing Chains (+) link through them.
#pragma once

#include <npe/sdk/board.hpp>

#include <array>
#include <cstdint>

namespace npe::evidence {

/** Whether (cell, digit) is false by a naked pair or a hidden pair of one of its houses, or an
 *  X-Wing of the digit, on the board of `candidates` (used only where `digits` is 0). */
bool subset_excludes(const std::array<sdk::Mask, 81>& candidates, const std::array<std::uint8_t, 81>& digits, int cell,
                     int digit);

}  // namespace npe::evidence
