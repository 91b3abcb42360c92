// The evidence a step carries, as JSON for `solve --json` and `find --json`, so a script can count
// steps by kind of evidence (and find those without any the host checks).
#pragma once

#include <nlohmann/json.hpp>

#include "steps/step.hpp"

namespace npe {

/** {"kinds": [...], "chains": [...], "lemmas": [...], "sets": [...], "patterns": [...], ...}: only the
 *  parts the step has; "kinds" names them all ("chains", "colors", "als", "fish", "lemma", "sets",
 *  "pattern", "unknown"). Null when the step carries no evidence beyond its cells and digits. */
nlohmann::ordered_json evidence_to_json(const Step& step);

}  // namespace npe
