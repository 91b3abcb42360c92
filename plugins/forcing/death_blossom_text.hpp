// GNPX's Result line for eNW_DeathBlossom (GNPX v5.84, "5 GNPX_analyzer/59 eNetwork_App/593
// eNetwork_App_eDeathBlossom_Ext3.cs", eDeathBlossom_SolResult and eDeathBlossom_Contradiction_SolResult):
// an origin candidate assumed true whose network ends in a contradiction is eliminated, and the text
// names where the step's chain shows the contradiction:
//   a cell left without candidates (the stem)  "eDeathBlossom Stem: r8c2#457 Eliminate: r3c2#4"
//   a candidate made true and false            "eDB_Contradiction Stem: r2c2#3  Eliminate: r2c8#5"
// (GNPX's two spaces before "Eliminate" kept). A digit made true twice in a house is the second form at
// the first of the two: the other makes it false. A house left without a place for a digit has no cell
// to name (GNPX's network reaches it through a place it then refutes): "eDB_Contradiction House: b3#5
// Eliminate: r2c8#5".
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
    text.put("eDB_Contradiction ");
    if (twice_cell >= 0) {
      text.put("Stem: ");
      sdk::put_cell(text, twice_cell);
      text.put('#');
      text.put_digit(true_digit);
    } else {
      text.put("House: ");
      const int emptied_digit = sdk::first_digit(static_cast<sdk::Mask>(false_digits));
      const int house = emptied_house(position, false_cells | true_cells, emptied_digit);
      if (house >= 0) sdk::put_house(text, house);
      text.put('#');
      text.put_digit(emptied_digit);
    }
    text.put("  Eliminate: ");
  }
  sdk::put_cell(text, cell);
  text.put('#');
  text.put_digit(digit);
}

}  // namespace npe::plugins::forcing
