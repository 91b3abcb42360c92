// The seed's reservation (予約マス, docs/seed-notes.md, Reservation): in a block, every digit
// with exactly two candidate cells is copied into a work block at those cells; two digits that sit
// in the same two work cells reserve those cells (the other digits of the block must go elsewhere),
// so every other candidate of the two cells is removed. It is a hidden pair inside a block.
//
// The seed's third example shows why the test is "same two cells for two digits" and not "a work
// cell holding two digits": there cells 4 {1,8}, 7 {1,9}, 8 {8,9} each hold two digits, yet no
// two digits share their two cells, and the seed finds no reservation.
//
// Scan order: blocks 1..9; inside a block digit pairs (d1, d2) with d1 < d2 in lexicographic
// order. A step is reported only when it eliminates something.
// Text: "Reservation b1 r3c12 #89" (block, the two cells GNPX-style, the two digits); the host
// appends the eliminations. Evidence: the two cells, the two digits, base house = the block.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

namespace npe::plugins {

struct ReservationTechnique {
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "reservation.box",
       .name = "Reservation (hidden pair in a block)",
       .description = "two digits whose only two cells in a block are the same two cells take those cells",
       .default_points = 15,
       .default_rating_x10 = 34,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit ReservationTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      const int house = 18 + block;
      unsigned two_places[10] = {};  // the work block, by digit: its two cells as a bit set, else 0
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(house, digit);
        if (std::popcount(places) == 2) two_places[digit] = places;
      }
      for (int first = 1; first <= 9; ++first) {
        if (!two_places[first]) continue;
        for (int second = first + 1; second <= 9; ++second) {
          if (two_places[second] != two_places[first]) continue;
          if (!report(position, sink, house, first, second, two_places[first])) return;
        }
      }
    }
  }

 private:
  bool report(const sdk::Position& position, sdk::StepSink& sink, int house, int first, int second, unsigned places) {
    const sdk::Mask pair = sdk::digit_bit(first) | sdk::digit_bit(second);
    int cells[2];
    int count = 0;
    for (int k = 0; k < 9; ++k) {
      if (places & (1u << k)) cells[count++] = sdk::kHouseCells[house][k];
    }
    step_.reset();
    for (int cell : cells) {
      const sdk::Mask others = position.candidates(cell) & static_cast<sdk::Mask>(~pair);
      for (int digit = 1; digit <= 9; ++digit) {
        if (sdk::has_digit(others, digit)) step_.eliminate(cell, digit);
      }
    }
    if (step_.elimination_count() == 0) return true;
    for (int cell : cells) step_.add_cell(cell);
    step_.add_digits(pair);
    step_.add_base_house(house);
    char block_name[4], cell_list[32];
    sdk::format_house(block_name, sizeof block_name, house);
    sdk::format_gnpx_cells(cell_list, sizeof cell_list, cells, count);
    step_.set_text("Reservation %s %s #%d%d", block_name, cell_list, first, second);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
