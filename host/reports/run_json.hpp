// Machine-readable form of steps and runs (`--json`), cells 0..80 row-major.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include "engine/engine.hpp"

namespace npe {

nlohmann::json to_json(const Step& step);
/** {puzzle, origin, engine, outcome, reason?, steps[{notation, technique, text, placements,
 *  eliminations, points}], status, difficulty, final} */
nlohmann::json to_json(const Puzzle& puzzle, const RunResult& run);

}  // namespace npe
