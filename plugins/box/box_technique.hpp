// Box technique (seed: 枠に着目した解法, code 1): a hidden single in a block.
// Scan order: blocks 1..9, inside each block digits 1..9 — the order that reproduces the seed's
// 30-step "show Next Step" list (SPEC.md §3). Text: the placement in BCD notation, no prefix ("177").
#pragma once

#include <npe/sdk.hpp>

namespace npe::plugins {

struct BoxTechnique {
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "box", "Box (hidden single in a block)",
      "a digit with exactly one candidate cell in a block", 2, 12, NPE_YIELDS_PLACEMENTS,
      NPE_TECHNIQUE_FINDS_ALL, 0, nullptr};

  explicit BoxTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      const int house = 18 + block;
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(house, digit);
        if (std::popcount(places) != 1) continue;
        const int cell = sdk::kHouseCells[house][std::countr_zero(places)];
        step_.reset();
        step_.place(cell, digit);
        step_.add_base_house(house);
        step_.add_digits(sdk::digit_bit(digit));
        char text[16];
        sdk::format_placement(text, sizeof text, "", cell, digit);
        step_.set_text("%s", text);
        if (!sink.emit(step_)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
