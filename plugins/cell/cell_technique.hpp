// Cell technique (seed: マスに着目した解法, code 3): a naked single, a cell with one candidate.
// Scan order: blocks 1..9, inside each block cells 1..9. Text: "M" then the BCD placement.
// Honours the key digit (NPE_TECHNIQUE_KEY_DIGIT_FIRST).
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/describe.hpp>

#include "../common/cell_boards.hpp"

namespace npe::plugins {

struct CellTechnique {
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0000", "", NPE_REGLIB_SHARED, 0, 0}, {"0003", "", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "cell",
                     .name = "Cell (naked single)",
                     .description = "an empty cell with exactly one candidate",
                     .default_points = 10,
                     .default_rating_x10 = 23,
                     .yields = NPE_YIELDS_PLACEMENTS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST},
                    kReglibCodes);

  explicit CellTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    // Most positions have no naked single: one pass over the arrays finds them all, then they are
    // taken block by block (a block's cells in increasing order, as block_cell gives them).
    const sdk::CellSet singles = single_candidate_cells(position.digits(), position.candidate_masks());
    if (singles.empty()) return;
    // The key digit's first single in the same order, else the first single (KEY_DIGIT_FIRST).
    if (const int key = position.key_digit(); key != 0) {
      const sdk::CellSet keyed = singles & cells_with_candidate(position.candidate_masks(), key);
      if (!keyed.empty()) {
        report(sink, first_in_block_order(keyed), position);
        return;
      }
    }
    for (int block = 0; block < 9; ++block) {
      for (sdk::CellSet in_block = singles & sdk::kHouseSet[18 + block]; !in_block.empty();
           in_block.remove(in_block.first())) {
        if (!report(sink, in_block.first(), position)) return;
      }
    }
  }

 private:
  static int first_in_block_order(sdk::CellSet cells) {
    int block = 0;
    while (!cells.intersects(sdk::kHouseSet[18 + block])) ++block;
    return (cells & sdk::kHouseSet[18 + block]).first();
  }

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
