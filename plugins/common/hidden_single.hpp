// Hidden single in one kind of house (block, row or column): a digit with exactly one candidate
// cell in the house. Scan order: houses 1..9 of the kind, inside each house digits 1..9.
// Text: the kind's prefix, then the placement in BCD notation ("177", "R821", "C971").
#pragma once

#include <npe/sdk.hpp>

#include "cell_boards.hpp"
#include "house_tallies.hpp"

namespace npe::plugins {

/** Kind: a struct with kFirstHouse (0 rows, 9 columns, 18 blocks), kPrefix and the descriptor (which
 *  declares NPE_TECHNIQUE_KEY_DIGIT_FIRST: find honours the position's key digit). */
template <class Kind>
struct HiddenSingle {
  static constexpr npe_technique_desc descriptor = Kind::descriptor;

  explicit HiddenSingle(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    // A house holds at most one single of a digit, so the first keyed step in scan order is the key
    // digit's single in the first house that has one.
    if (const int key = position.key_digit(); key != 0 && report_keyed(position, sink, key)) return;
    // Every house's tallies at once; a house's placed digits are read only where a digit is seen
    // once there (on a consistent board a placed digit is no candidate in its house).
    const std::uint8_t* digits = position.digits();
    const std::uint16_t* candidates = position.candidate_masks();
    const HouseTallies tallies = tally_houses(candidates, Kind::kFirstHouse);
    for (int i = 0; i < 9; ++i) {
      unsigned singles = tallies.once[i] & ~tallies.twice[i] & sdk::kAllDigits;
      if (singles == 0) continue;
      const int house = Kind::kFirstHouse + i;
      for (const int cell : sdk::kHouseCells[house]) singles &= ~((1u << digits[cell]) >> 1);
      for (; singles != 0; singles &= singles - 1) {
        const int digit = sdk::first_digit(static_cast<sdk::Mask>(singles));
        int k = 0;
        while (!sdk::has_digit(candidates[sdk::kHouseCells[house][k]], digit)) ++k;
        if (!report(sink, house, sdk::kHouseCells[house][k], digit)) return;
      }
    }
  }

 private:
  /** Reports the key digit's first single (the same test as the scan: one candidate cell in the
   *  house, the digit not placed there); false when there is none. The key digit's places come from
   *  the host's candidate bands when it offers them (else a scan of the masks), then a word operation
   *  per house, and the nine digits of a house where it has a single place: it runs at every step
   *  of a priority-digit engine type. */
  bool report_keyed(const sdk::Position& position, sdk::StepSink& sink, int key) {
    const npe_digit_bands* bands = position.candidate_bands(key);
    const sdk::CellSet places =
        bands ? cells_from_bands(*bands) : cells_with_candidate(position.candidate_masks(), key);
    if (places.empty()) return false;
    for (int house = Kind::kFirstHouse; house < Kind::kFirstHouse + 9; ++house) {
      const sdk::CellSet in_house = places & sdk::kHouseSet[house];
      if (!in_house.single() || placed_in(position.digits(), house, key)) continue;
      report(sink, house, in_house.first(), key);
      return true;
    }
    return false;
  }

  /** Whether `digit` is placed in the house (read only where the digit has a single place). */
  static bool placed_in(const std::uint8_t* digits, int house, int digit) {
    for (const int cell : sdk::kHouseCells[house]) {
      if (digits[cell] == digit) return true;
    }
    return false;
  }

  bool report(sdk::StepSink& sink, int house, int cell, int digit) {
    step_.reset();
    step_.place(cell, digit);
    step_.add_base_house(house);
    step_.add_digits(sdk::digit_bit(digit));
    char text[16];
    sdk::format_placement(text, sizeof text, Kind::kPrefix, cell, digit);
    step_.set_plain_text(text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
