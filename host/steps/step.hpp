// A step as the host records it: what a plugin reported, copied out of the ABI and validated.
#pragma once

#include <npe/npe_plugin.h>

#include <cstdint>
#include <string>
#include <vector>

#include "base/small_vector.hpp"
#include "board/grid.hpp"

namespace npe {

/** A chain of a step's evidence (ABI 1.1): its kind (npe_chain_kind) and nodes, each with the link
 *  to the next. */
struct Chain {
  std::uint32_t kind = NPE_CHAIN_OPEN;
  std::vector<npe_node> nodes;
};

// A step's short lists keep their usual lengths inline, so recording a step allocates nothing.
using StepCellDigits = SmallVector<CellDigit, 16>;
using StepPlacements = SmallVector<CellDigit, 4>;
using StepCells = SmallVector<std::uint8_t, 16>;
using StepHouses = SmallVector<std::uint8_t, 8>;

struct Step {
  std::string technique;  // technique id, e.g. "box"
  std::string text;       // the plugin's text in the seed notation, e.g. "177", "R821"
  std::uint32_t kind = 0;
  StepPlacements placements;
  StepCellDigits eliminations;
  // Evidence, for display only.
  StepCells cells;
  Mask digits = 0;
  StepHouses base_houses;
  StepHouses cover_houses;
  StepCells fins;
  // ABI 1.1: the step's own rating and points (0 = the technique's), and the evidence of chains,
  // colourings, almost locked sets and complex fish (checked by check_evidence).
  int rating_x10 = 0;
  int points = 0;
  std::vector<Chain> chains;
  std::vector<npe_colored> colors;
  std::vector<npe_als> als;
  std::vector<npe_restricted_common> restricted_commons;
  std::vector<std::uint8_t> endo_fins;
  std::vector<CellDigit> cannibalistic;
  // ABI 1.3: the evidence records as the plugin laid them out (npe_evidence_header first in each),
  // their shape already checked; evidence/records.hpp reads them.
  std::vector<std::uint64_t> evidence_records;
};

/** One-line canonical form used in fixtures and for comparing steps: the text, then for steps
 *  that eliminate, " => " and the eliminations grouped by cell ("r1c2<>38 r4c5<>3"). A text that
 *  ends in its own " => ..." (HoDoKu's texts) has that part replaced by the canonical list. */
std::string step_line(const Step& step);

/** The data a step_line() carries back as a Step: the text, the eliminations after " => ", and the
 *  placement of a seed-notation text ("177", "R821", "C971", "M453"); other data stays empty. */
Step parse_step_line(const std::string& line);

/** Placement token for the status-line-style token list: the text; texts with spaces in brackets. */
std::string step_token(const Step& step);

}  // namespace npe
