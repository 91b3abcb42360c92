// Hidden single in one kind of house (block, row or column): a digit with exactly one candidate
// cell in the house. Scan order: houses 1..9 of the kind, inside each house digits 1..9.
// Text: the kind's prefix, then the placement in BCD notation ("177", "R821", "C971").
#pragma once

#include <npe/sdk.hpp>

namespace npe::plugins {

/** Kind: a struct with kFirstHouse (0 rows, 9 columns, 18 blocks), kPrefix and the descriptor. */
template <class Kind>
struct HiddenSingle {
  static constexpr npe_technique_desc descriptor = Kind::descriptor;

  explicit HiddenSingle(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int house = Kind::kFirstHouse; house < Kind::kFirstHouse + 9; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(house, digit);
        if (std::popcount(places) != 1) continue;
        const int cell = sdk::kHouseCells[house][std::countr_zero(places)];
        step_.reset();
        step_.place(cell, digit);
        step_.add_base_house(house);
        step_.add_digits(sdk::digit_bit(digit));
        char text[16];
        sdk::format_placement(text, sizeof text, Kind::kPrefix, cell, digit);
        step_.set_text("%s", text);
        if (!sink.emit(step_)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
