// One technique on one position — what `npe find` does, the way a technique author works:
// optionally fill the singles first, run the technique (first instance or all), drop instances
// found again in another house.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

struct SearchOptions {
  bool all = false;           // every instance, not only the first
  bool unique = false;        // merge instances with the same kind and cell set (see merge_repeated)
  bool fill_singles = false;  // apply naked and hidden singles first (singles.hpp)
};

struct SearchResult {
  Grid grid;               // the position searched (after the singles, when filled)
  int singles_placed = 0;  // digits placed by fill_singles
  std::vector<Step> steps;
};

/** Runs technique `id` with `params` on `grid`. Every step is copied and checked (step_validation.hpp;
 *  against `solution` when known). Throws InputError for an unknown technique or refused
 *  parameters, PluginError for a misbehaving plugin. */
SearchResult search_technique(const PluginRegistry& registry, const std::string& id, const ParamList& params, Grid grid,
                              const SearchOptions& options, const std::optional<Digits>& solution = std::nullopt);

/** Keeps the first of the steps that have the same kind (for LockedSet: order and naked/hidden),
 *  the same evidence digits and the same set of evidence cells — one set found in a row and again in its block — with
 * the union of their eliminations and placements, in first-found order. */
std::vector<Step> merge_repeated(std::vector<Step> steps);

}  // namespace npe
