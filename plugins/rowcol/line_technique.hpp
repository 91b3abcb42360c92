// Row and column techniques (seed: 行、列に着目した解法, code 2): a hidden single in a row or column.
// Scan order: lines 1..9, inside each line digits 1..9. Text: "R" or "C" then the BCD placement
// ("R821" = block 8, cell 2, digit 1).
#pragma once

#include <npe/sdk.hpp>

namespace npe::plugins {

template <int kFirstHouse, char kPrefix>
struct LineTechnique {
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc),
      kFirstHouse == 0 ? "row" : "col",
      kFirstHouse == 0 ? "Row (hidden single in a row)" : "Column (hidden single in a column)",
      kFirstHouse == 0 ? "a digit with exactly one candidate cell in a row"
                       : "a digit with exactly one candidate cell in a column",
      5,
      15,
      NPE_YIELDS_PLACEMENTS,
      NPE_TECHNIQUE_FINDS_ALL,
      0,
      nullptr};

  explicit LineTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const char prefix[2] = {kPrefix, '\0'};
    for (int line = 0; line < 9; ++line) {
      const int house = kFirstHouse + line;
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(house, digit);
        if (std::popcount(places) != 1) continue;
        const int cell = sdk::kHouseCells[house][std::countr_zero(places)];
        step_.reset();
        step_.place(cell, digit);
        step_.add_base_house(house);
        step_.add_digits(sdk::digit_bit(digit));
        char text[16];
        sdk::format_placement(text, sizeof text, prefix, cell, digit);
        step_.set_text("%s", text);
        if (!sink.emit(step_)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

using RowTechnique = LineTechnique<0, 'R'>;
using ColTechnique = LineTechnique<9, 'C'>;

}  // namespace npe::plugins
