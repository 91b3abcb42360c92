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
      // One pass over the house: digits seen as a candidate once, more than once, and placed.
      sdk::Mask once = 0, twice = 0, placed = 0;
      for (const int cell : sdk::kHouseCells[house]) {
        const sdk::Mask candidates = position.candidates(cell);
        twice |= once & candidates;
        once |= candidates;
        if (position.digit(cell) != 0) placed |= sdk::digit_bit(position.digit(cell));
      }
      for (sdk::Mask singles = once & ~twice & ~placed; singles != 0; singles &= singles - 1) {
        const int digit = sdk::first_digit(singles);
        int k = 0;
        while (!sdk::has_digit(position.candidates(sdk::kHouseCells[house][k]), digit)) ++k;
        const int cell = sdk::kHouseCells[house][k];
        step_.reset();
        step_.place(cell, digit);
        step_.add_base_house(house);
        step_.add_digits(sdk::digit_bit(digit));
        char text[16];
        sdk::format_placement(text, sizeof text, Kind::kPrefix, cell, digit);
        step_.set_plain_text(text);
        if (!sink.emit(step_)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
