// Turning what a plugin reports into a Step, and checking it before the engine applies it
// (docs/architecture.md, ABI rule 9). Every violation is a PluginError naming the plugin and technique.
#pragma once

#include <npe/npe_plugin.h>

#include <optional>
#include <string>

#include "board/grid.hpp"
#include "engine/step.hpp"

namespace npe {

/** Copies an ABI step (reading no field past its struct_size); `who` names the technique in errors. */
Step copy_step(const npe_step& raw, const std::string& technique, const std::string& who);

/** Checks cells, digits, that placements go into empty cells holding the candidate, that
 *  eliminations remove present candidates, that the step changes something, when the solution
 *  is known that it does not contradict it, and its evidence (evidence_check.hpp). */
void check_step(const Step& step, const Grid& grid, const std::optional<Digits>& solution, const std::string& who);

}  // namespace npe
