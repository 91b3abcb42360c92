// GNPX's Result line for eNW_DeathBlossom (GNPX v5.84, "5 GNPX_analyzer/59 eNetwork_App/593
// eNetwork_App_eDeathBlossom_Ext3.cs", eDeathBlossom_SolResult and eDeathBlossom_Contradiction_SolResult):
// an origin candidate assumed true whose network ends in a contradiction is eliminated, and the text
// names where the step's chain shows the contradiction:
//   a cell left without candidates (the stem)  "eDeathBlossom Stem: r8c2#457 Eliminate: r3c2#4"
//   a candidate made true and false            "eDB_Contradiction Stem: r2c2#3  Eliminate: r2c8#5"
// (GNPX's two spaces before "Eliminate" kept). A digit made true twice in a house is the second form at
// the first of the two: the other makes it false. So is a house left without a place for a digit, at
// the house's first place the chain makes false: in GNPX's network each place is true when the others
// are false (the house's last place) and false by the chain.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/forcing_trace.hpp>

#include <algorithm>

namespace npe::plugins::forcing {

/** The first house whose every place of `digit` in the position lies in `cells`, or -1. */
inline int emptied_house(const sdk::Position& position, const sdk::CellSet& cells, int digit) {
  for (int house = 0; house < sdk::kHouses; ++house) {
    bool emptied = true, any = false;
    for (const int c : sdk::kHouseCells[house]) {
      if (position.digit(c) == digit) emptied = false;
      if (position.digit(c) != 0 || !sdk::has_digit(position.candidates(c), digit)) continue;
      any = true;
      emptied = emptied && cells.has(c);
    }
    if (emptied && any) return house;
  }
  return -1;
}

/** The first cell of `house` among `preferred` holding `digit` as a candidate, else the first holding
 *  it; -1 when none (also for house -1). */
inline int first_place(const sdk::Position& position, int house, int digit, const sdk::CellSet& preferred) {
  if (house < 0) return -1;
  int first = -1;
  for (const int c : sdk::kHouseCells[house]) {
    if (position.digit(c) != 0 || !sdk::has_digit(position.candidates(c), digit)) continue;
    if (preferred.has(c)) return c;
    if (first < 0) first = c;
  }
  return first;
}

/** Writes the text for eliminating (cell, digit), whose assumption `trace` (run, contradicted) refutes. */
inline void write_death_blossom_text(sdk::TextBuffer& text, const sdk::Position& position,
                                     const sdk::ForcingTrace& trace, int cell, int digit) {
  sdk::CellSet false_cells, true_cells;  // a cell holding a true digit has no place for another
  unsigned false_digits = 0;
  int true_cell = -1, true_digit = 0, twice_cell = -1;
  for (int k = 0; k < trace.contradiction_size(); ++k) {
    const auto fact = trace.contradiction_fact(k);
    if (!fact.value) {
      false_cells.add(fact.cell);
      false_digits |= sdk::digit_bit(fact.digit);
      continue;
    }
    true_cells.add(fact.cell);
    if (true_digit == fact.digit && true_cell != fact.cell) twice_cell = std::min(true_cell, fact.cell);
    true_cell = fact.cell, true_digit = fact.digit;
  }
  const bool empty_cell = false_cells.single() && false_digits == position.candidates(false_cells.first());
  if (empty_cell) {
    text.put("eDeathBlossom Stem: ");
    sdk::put_cell(text, false_cells.first());
    text.put('#');
    text.put_digits(position.candidates(false_cells.first()));
    text.put(" Eliminate: ");
  } else {
    // The twice-true digit's first cell, or the emptied house's first place.
    int stem = twice_cell, stem_digit = true_digit;
    if (stem < 0) {
      stem_digit = sdk::first_digit(static_cast<sdk::Mask>(false_digits));
      // (A place whose digit the chain makes false, rather than one holding another true digit.)
      stem =
          first_place(position, emptied_house(position, false_cells | true_cells, stem_digit), stem_digit, false_cells);
    }
    text.put("eDB_Contradiction Stem: ");
    if (stem >= 0) sdk::put_cell(text, stem);
    text.put('#');
    text.put_digit(stem_digit);
    text.put("  Eliminate: ");
  }
  sdk::put_cell(text, cell);
  text.put('#');
  text.put_digit(digit);
}

}  // namespace npe::plugins::forcing
