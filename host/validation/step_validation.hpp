// Turning what a plugin reports into a Step, and checking it before the engine applies it
// (docs/architecture.md, ABI rule 9). Every violation is a PluginError naming the plugin and technique.
#pragma once

#include <npe/npe_plugin.h>

#include <optional>
#include <string>

#include "board/grid.hpp"
#include "steps/step.hpp"

namespace npe {

/** Copies an ABI step (reading no field past its struct_size); `who` names the technique in errors. */
Step copy_step(const npe_step& raw, const std::string& technique, const std::string& who);
/** copy_step into an existing Step, reusing its storage (the engine's chosen step). */
void copy_step_into(const npe_step& raw, const std::string& technique, const std::string& who, Step& step);

/** Checks cells, digits, that placements go into empty cells holding the candidate, that
 *  eliminations remove present candidates, that the step changes something, when the solution
 *  is known that it does not contradict it, and its evidence (evidence_check.hpp). */
void check_step(const Step& step, const Grid& grid, const std::optional<Digits>& solution, const std::string& who);

/** copy_step's and check_step's checks on a step where the plugin left it, with the same errors; no
 *  allocation unless it fails. A step with evidence to check (chains, colours, ALS, fish covers) is
 *  copied into `scratch` and checked there. */
void check_raw_step(const npe_step& raw, const Grid& grid, const std::optional<Digits>& solution,
                    const std::string& who, Step& scratch);

}  // namespace npe
