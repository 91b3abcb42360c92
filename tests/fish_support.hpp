// Positions for the fish tests: corpus puzzles with singles filled, and the same positions taken
// further by the simpler elimination techniques (where fish appear far more often).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "test_support.hpp"

namespace npe::test {

/** A set of cells as a mask, bit c for cell c: the fish reference searches' sets. */
using CellBits = unsigned __int128;

/** The cells each cell sees (not itself). */
inline const std::array<CellBits, 81>& peer_bits() {
  static const std::array<CellBits, 81> table = [] {
    std::array<CellBits, 81> result{};
    for (int c = 0; c < 81; ++c) {
      for (int other = 0; other < 81; ++other) {
        if (other != c && sdk::sees(c, other)) result[c] |= CellBits{1} << other;
      }
    }
    return result;
  }();
  return table;
}

/** Per house, the cells holding `digit` as a candidate; 0 in a house where the digit is placed (no
 *  base or cover there). */
inline std::array<CellBits, 27> digit_places(const Grid& grid, int digit) {
  std::array<CellBits, 27> places{};
  for (int h = 0; h < 27; ++h) {
    bool placed = false;
    for (const int c : sdk::kHouseCells[h]) {
      placed |= grid.digits[c] == digit;
      if (grid.digits[c] == 0 && sdk::has_digit(grid.candidates[c], digit)) places[h] |= CellBits{1} << c;
    }
    if (placed) places[h] = 0;
  }
  return places;
}

/** Applies every pointing, claiming and naked/hidden set (2..4) elimination plus the singles, until
 *  nothing changes; returns the number of rounds. The grid must have a unique solution. */
inline int apply_simple_eliminations(Grid& grid) {
  struct Call {
    const char* id;
    int size;
  };
  static const Call kCalls[] = {{"hidden_digit.pointing", 0}, {"hidden_digit.claiming", 0}, {"locked_set.naked", 2},
                                {"locked_set.hidden", 2},     {"locked_set.naked", 3},      {"locked_set.hidden", 3},
                                {"locked_set.naked", 4},      {"locked_set.hidden", 4}};
  int rounds = 0;
  for (bool changed = true; changed && !grid.solved(); ++rounds) {
    changed = fill_singles(grid) > 0;
    for (const auto& call : kCalls) {
      const ParamList params = call.size ? ParamList{{"size", std::to_string(call.size)}} : ParamList{};
      for (const auto& step : find_steps(call.id, grid, true, params)) {
        for (const auto& e : step.eliminations) {
          if (grid.digits[e.cell] == 0 && sdk::has_digit(grid.candidates[e.cell], e.digit)) {
            grid.eliminate(e.cell, e.digit);
            changed = true;
          }
        }
      }
    }
  }
  return rounds;
}

}  // namespace npe::test
