// A step as the host records it: what a plugin reported, copied out of the ABI and validated.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "grid.hpp"

namespace npe {

struct Step {
  std::string technique;  // technique id, e.g. "box"
  std::string text;       // the plugin's text in the seed notation, e.g. "177", "R821"
  std::uint32_t kind = 0;
  std::vector<CellDigit> placements;
  std::vector<CellDigit> eliminations;
  // Evidence, for display only.
  std::vector<std::uint8_t> cells;
  Mask digits = 0;
  std::vector<std::uint8_t> base_houses;
  std::vector<std::uint8_t> cover_houses;
  std::vector<std::uint8_t> fins;
};

/** One-line canonical form used in fixtures and for comparing steps: the text, then for steps
 *  that eliminate, " => " and the eliminations grouped by cell ("r1c2<>38 r4c5<>3"). */
std::string step_line(const Step& step);

/** The data a step_line() carries back as a Step: the text, the eliminations after " => ", and the
 *  placement of a seed-notation text ("177", "R821", "C971", "M453"); other data stays empty. */
Step parse_step_line(const std::string& line);

/** Placement token for the status-line-style token list: the text; texts with spaces in brackets. */
std::string step_token(const Step& step);

}  // namespace npe
