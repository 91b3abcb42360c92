// Helpers for the uniqueness tests: the plugin's technique ids, running a technique on a grid the
// host says is unique (NPE_FACT_UNIQUE) or not, and hand-made boards of open cells.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "board/grid.hpp"
#include "rank_logic_support.hpp"
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

/** A cell by its name: at("r4c7"). */
inline int at(const char* name) { return (name[1] - '1') * 9 + (name[3] - '1'); }

/** The candidate mask of the digits. */
inline Mask bits(std::initializer_list<int> digits) {
  Mask mask = 0;
  for (const int d : digits) mask |= sdk::digit_bit(d);
  return mask;
}

/** A board of empty cells, each holding every digit except the listed cells, which hold their mask. */
inline Grid board(std::initializer_list<std::pair<const char*, Mask>> cells) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (const auto& [name, mask] : cells) grid.candidates[at(name)] = mask;
  return grid;
}

/** The step passes the host (the position told the puzzle is unique); with any one of its chains
 *  dropped, it is refused. */
inline void expect_checked_and_tamper_proof(const Step& step, const Grid& grid) {
  const Grid unique = with_uniqueness(grid, true);
  EXPECT_EQ(check_steps({step}, unique, std::nullopt), 1);
  ASSERT_FALSE(step.chains.empty());
  for (std::size_t k = 0; k < step.chains.size(); ++k) {
    Step tampered = step;
    tampered.chains.erase(tampered.chains.begin() + static_cast<long>(k));
    EXPECT_THROW(check_step(tampered, unique, std::nullopt, "test"), std::exception) << step.text << " chain " << k;
  }
}

}  // namespace npe::test
