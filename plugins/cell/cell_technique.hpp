// Cell technique (seed: マスに着目した解法, code 3): a naked single, a cell with one candidate.
// Scan order: blocks 1..9, inside each block cells 1..9. Text: "M" then the BCD placement.
#pragma once

#include <npe/sdk.hpp>

#include "../common/cell_boards.hpp"

namespace npe::plugins {

struct CellTechnique {
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {
      {"0000", "", NPE_REGLIB_SHARED, 0, 0},
      {"0003", "", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "cell",
      .name = "Cell (naked single)",
      .description = "an empty cell with exactly one candidate",
      .default_points = 10,
      .default_rating_x10 = 23,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = sizeof kReglibCodes / sizeof kReglibCodes[0],
      .reglib_codes = kReglibCodes};

  explicit CellTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    // Most positions have no naked single: one pass over the arrays finds them all, then they are
    // taken block by block (a block's cells in increasing order, as block_cell gives them).
    const CellSet singles = single_candidate_cells(position.digits(), position.candidate_masks());
    if (singles.empty()) return;
    for (int block = 0; block < 9; ++block) {
      for (CellSet in_block = singles & kHouseSet[18 + block]; !in_block.empty(); in_block.remove(in_block.first())) {
        if (!report(sink, in_block.first(), position)) return;
      }
    }
  }

 private:
  bool report(sdk::StepSink& sink, int cell, const sdk::Position& position) {
    const sdk::Mask candidates = position.candidates(cell);
    const int digit = sdk::first_digit(candidates);
    step_.reset();
    step_.place(cell, digit);
    step_.add_cell(cell);
    step_.add_digits(candidates);
    char text[16];
    sdk::format_placement(text, sizeof text, "M", cell, digit);
    step_.set_plain_text(text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
