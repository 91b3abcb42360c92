// Sukaku Explainer's Generalized Intersections ("VLocking"; docs/techniques.md "Sukaku Explainer
// ratings"): a digit has 2..6 places in a house, so one of them holds it, and every cell outside them
// that sees all of them loses it. Written for variant regions; on a standard grid the cells seeing two
// or more places of one house all lie in the one other house holding every place (a block for a line,
// a line for a block), so the rule is pointing and claiming, rated 2.9. Definition, rating and wording
// from SudokuMonster/SukakuExplainer@362854e, diuf/sudoku/solver/rules/VLocking.java and
// VLockingHint.java (read, not copied). Off by default in every Sukaku Explainer version (Settings.init),
// so in neither sukaku engine type. Steps come in Sukaku Explainer's search order (its first hint is
// the one it applies): blocks, then rows, then columns; per kind the digits 1..9, per digit the houses
// in order. Evidence: set logic, the house's digit as the base and the other house holding every place
// as the cover (rank 0), checked by the host. Text: "Generalized Intersections: Cells r4c1,r4c2 on
// value 5 in block 4" (Sukaku Explainer's hint text after the rule's name).
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include "sukaku_text.hpp"

namespace npe::plugins::sukaku {

class GeneralizedIntersections {
  static constexpr int kRatingX10 = 29;  // Sukaku Explainer's 2.9 for every step

 public:
  static constexpr npe_technique_desc descriptor = sdk::describe({
      .id = "sukaku.generalized_intersections",
      .name = "Generalized Intersections",
      .description = "a digit's 2..6 places in a house: cells seeing all of them lose it (Sukaku Explainer's "
                     "VLocking; on a standard grid pointing and claiming)",
      .default_points = 0,
      .default_rating_x10 = kRatingX10,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
  });

  explicit GeneralizedIntersections(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const sdk::DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for (const int first : kSukakuRegionOrder) {
      for (int digit = 1; digit <= 9; ++digit) {
        for (int house = first; house < first + 9; ++house) {
          const CellSet places = table.cells[digit] & sdk::kHouseSet[house];
          const int count = places.count();
          if (count < 2 || count > 6) continue;  // Sukaku Explainer's bounds
          const CellSet victims = sdk::common_peers(places) & table.cells[digit];
          if (victims.empty()) continue;
          const int cover = other_house_holding(places, house);
          // A victim sees two places of the house from outside it, so shares a house with each other
          // than this one: on a 9x9 grid that is the one other house holding every place (cover >= 0).
          if (cover < 0 || !victims.subset_of(sdk::kHouseSet[cover])) continue;
          if (!report(house, cover, digit, places, victims, sink)) return;
        }
      }
    }
  }

 private:
  /** The house other than `house` holding every cell of `places`, or -1. */
  static int other_house_holding(CellSet places, int house) {
    for (const int other : sdk::houses_of(places.first())) {
      if (other != house && places.subset_of(sdk::kHouseSet[other])) return other;
    }
    return -1;
  }

  bool report(int house, int cover, int digit, CellSet places, CellSet victims, sdk::StepSink& sink) {
    step_.reset();
    step_.set_rating_x10(kRatingX10);
    victims.for_each([&](int cell) { step_.eliminate(cell, digit); });
    places.for_each([&](int cell) { step_.add_cell(cell); });
    step_.add_digits(sdk::digit_bit(digit));
    step_.add_base_house(house);
    step_.begin_set_logic();
    step_.add_set(NPE_SET_BASE, set_kind(house), house % 9, digit);
    step_.add_set(NPE_SET_COVER, set_kind(cover), cover % 9, digit);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put("Generalized Intersections: ");
    put_sukaku_cells(text, places);
    text.put(" on value ");
    text.put_digit(digit);
    text.put(" in ");
    put_sukaku_region(text, house);
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::sukaku
