// What an impossible pattern proves: the pattern cannot be filled with its digits alone, so one of its
// guardians (a candidate of its cells outside those digits) is true. A lone guardian is placed; with
// several, a candidate every guardian excludes (the guardian's cell, or its digit's peers) is false.
// Shared by the Tridagon and the bivalue oddagon, which differ only in the shapes they find.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/position_view.hpp>

#include <array>

namespace npe::plugins::impossible_patterns {

struct Guardians {
  int count = 0;
  int lone_cell = -1, lone_digit = 0;  // the last one seen: the guardian when count == 1
  sdk::CellSet eliminated[10]{};       // per digit: candidates every guardian excludes
};

/** The guardians of the pattern on `cells` whose digits are `digits`. */
inline Guardians guardians_of(const sdk::Position& position, const sdk::DigitTable& table, sdk::CellSet cells,
                              sdk::Mask digits) {
  Guardians g;
  std::array<sdk::CellSet, 10> excluded;
  for (auto& set : excluded) set = sdk::CellSet::all();
  cells.for_each([&](int cell) {
    for (sdk::Mask m = position.candidates(cell) & static_cast<sdk::Mask>(~digits); m;
         m &= static_cast<sdk::Mask>(m - 1)) {
      const int digit = sdk::first_digit(m);
      ++g.count, g.lone_cell = cell, g.lone_digit = digit;
      for (int d = 1; d <= 9; ++d) excluded[d] &= d == digit ? sdk::kPeerSet[cell] : sdk::CellSet::of(cell);
    }
  });
  for (int d = 1; d <= 9; ++d) g.eliminated[d] = excluded[d] & table.cells[d];
  return g;
}

/** The step's effect: the lone guardian placed, or what every guardian excludes eliminated; false when
 *  the guardians prove nothing (none: not a state of a valid solve; several excluding nothing). */
inline bool add_guardian_effects(sdk::StepBuilder& step, const Guardians& g) {
  if (g.count == 0) return false;
  if (g.count == 1) {
    step.place(g.lone_cell, g.lone_digit);
    return true;
  }
  bool any = false;
  for (int d = 1; d <= 9; ++d) {
    g.eliminated[d].for_each([&](int cell) { step.eliminate(cell, d); });
    any |= !g.eliminated[d].empty();
  }
  return any;
}

/** The pattern record's guardians, and the text's end: ", guardians 3r1c1 45r2c2 => r1c1=3" (a lone
 *  guardian) or "... guardians 3r1c1 4r5c5 => r1c5<>3, ..." (HoDoKu's elimination list). */
inline void put_guardians(sdk::TextBuffer& out, sdk::StepBuilder& step, const sdk::Position& position,
                          sdk::CellSet cells, sdk::Mask digits, const Guardians& g) {
  out.put(", guardians");
  cells.for_each([&](int cell) {
    const sdk::Mask others = position.candidates(cell) & static_cast<sdk::Mask>(~digits);
    for (sdk::Mask m = others; m; m &= static_cast<sdk::Mask>(m - 1)) step.add_guardian(cell, sdk::first_digit(m));
    if (others == 0) return;
    out.put(' ');
    out.put_digits(others);
    sdk::put_cell(out, cell);
  });
  if (g.count == 1) {
    out.put(" => ");
    sdk::put_cell(out, g.lone_cell);
    out.put('=');
    out.put_digit(g.lone_digit);
  } else {
    sdk::put_hodoku_eliminations(out, g.eliminated);
  }
}

}  // namespace npe::plugins::impossible_patterns
