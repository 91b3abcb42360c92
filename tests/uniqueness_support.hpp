// Helpers for the uniqueness tests: the plugin's technique ids, and running a technique on a grid
// the host says is unique (NPE_FACT_UNIQUE) or not.
#pragma once

#include <string>
#include <vector>

#include "board/grid.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::test {

/** Every technique of plugins/uniqueness with the parameters of its default run. */
inline const std::vector<std::string>& uniqueness_ids() {
  static const std::vector<std::string> ids = {"uniqueness.type1",
                                               "uniqueness.type2",
                                               "uniqueness.type3",
                                               "uniqueness.type4",
                                               "uniqueness.type5",
                                               "uniqueness.type6",
                                               "uniqueness.hidden_rectangle",
                                               "uniqueness.avoidable1",
                                               "uniqueness.avoidable2",
                                               "uniqueness.bug1",
                                               "uniqueness.bug_lite"};
  return ids;
}

/** The grid with the fact "exactly one solution" set or cleared. */
inline Grid with_uniqueness(Grid grid, bool unique) {
  if (unique)
    grid.facts |= NPE_FACT_UNIQUE;
  else
    grid.facts &= ~static_cast<std::uint32_t>(NPE_FACT_UNIQUE);
  return grid;
}

/** Every step of a technique on a grid known to be unique, each checked by the host (against the
 *  solution when given). */
inline std::vector<Step> unique_steps(const std::string& id, const Grid& grid, const ParamList& params = {},
                                      const std::optional<Digits>& solution = std::nullopt) {
  return search_technique(shipped_plugins(), id, params, with_uniqueness(grid, true), {true, false, false}, solution)
      .steps;
}

}  // namespace npe::test
