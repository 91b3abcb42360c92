// Running a fixture file again and comparing: the data behind `npe fixture check | diff | update`.
#pragma once

#include <cstddef>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "fixture.hpp"
#include "plugin_registry.hpp"

namespace npe {

struct CaseResult {
  Puzzle puzzle;
  RunResult run;
  FixtureCase actual;                   // the case as it would be recorded now
  std::optional<Divergence> divergence; // first difference from the expected case
};

struct FixtureRun {
  std::filesystem::path path;
  Fixture fixture;                  // as read (expected)
  Provenance now;                   // what runs now
  std::vector<std::string> changes; // provenance differences since recording
  std::vector<CaseResult> cases;    // one per fixture case, same order

  std::size_t failures() const;
  /** The fixture as `record` would write it now: same header, actual cases, current provenance. */
  Fixture as_recorded() const;
};

/** Re-runs a fixture with its engine type (or `engine_override`, a name or path) and compares.
 *  Every step is checked for soundness against the puzzle's solution (computed when not given). */
FixtureRun check_fixture(const std::filesystem::path& path, const PluginRegistry& registry,
                         const std::string& engine_override = "", const std::function<void()>& on_case = {});

}  // namespace npe
