// Cell technique (seed: マスに着目した解法, code 3): a naked single, a cell with one candidate.
// Scan order: blocks 1..9, inside each block cells 1..9. Text: "M" then the BCD placement.
#pragma once

#include <npe/sdk.hpp>

namespace npe::plugins {

struct CellTechnique {
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "cell", "Cell (naked single)", "an empty cell with exactly one candidate",
      10, 23, NPE_YIELDS_PLACEMENTS, NPE_TECHNIQUE_FINDS_ALL, 0, nullptr};

  explicit CellTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      for (int k = 0; k < 9; ++k) {
        const int cell = sdk::block_cell(block, k);
        const sdk::Mask candidates = position.candidates(cell);
        if (position.digit(cell) != 0 || sdk::count_digits(candidates) != 1) continue;
        const int digit = sdk::first_digit(candidates);
        step_.reset();
        step_.place(cell, digit);
        step_.add_cell(cell);
        step_.add_digits(candidates);
        char text[16];
        sdk::format_placement(text, sizeof text, "M", cell, digit);
        step_.set_text("%s", text);
        if (!sink.emit(step_)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
