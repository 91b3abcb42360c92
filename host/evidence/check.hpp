// The host checks a step's evidence (ABI 1.1), not only its eliminations: every link of a chain is
// what it claims in the position, every ALS is almost locked, a fish's base candidates lie in its
// covers or fins, a colouring's clusters are linked as coloured, and every elimination and
// placement follows from the evidence (docs/abi.md, "What the host checks"). A step that fails is a
// PluginError, like an unsound one.
#pragma once

#include <string>

#include "board/grid.hpp"
#include "steps/step.hpp"

namespace npe {

/** Whether the step carries evidence the host can check (chains, colours, ALS, fish covers). */
bool has_checkable_evidence(const Step& step);

/** Checks the evidence of `step` against the position `grid` it was found in; throws PluginError
 *  "WHO: step 'TEXT' ..." naming what does not hold. */
void check_evidence(const Step& step, const Grid& grid, const std::string& who);

}  // namespace npe
