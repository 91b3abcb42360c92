// Reports of fixture runs: readable side-by-side diffs, JUnit XML for CI, JSON.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

#include "fixtures/fixture_run.hpp"

namespace npe {

/** Why a fixture's results may differ: "the steps changed (same engine type and plugins as when
 *  recorded)", or the provenance changes, one per line. */
std::string change_cause(const FixtureRun& run);

/** For one diverging case: location, cause, expected and actual side by side from a little before
 *  the first divergence to `context` steps after it, both texts of the diverging step, and the
 *  board before it. */
std::string divergence_report(const FixtureRun& run, std::size_t case_index, int context = 5);

/** JUnit XML: a test suite per fixture file, a test case per puzzle; failures carry the divergence. */
std::string junit_xml(const std::vector<FixtureRun>& runs);

/** {"fixtures": [{"file", "puzzles", "failures", "changes": [...], "diverging": [{"index", "line",
 *  "origin", "step", "expected", "actual"}]}], "failures": N} */
nlohmann::json fixture_runs_json(const std::vector<FixtureRun>& runs);

}  // namespace npe
