#include "solver/singles.hpp"

namespace npe {

namespace {

/** One hidden single in house h, or false. */
bool place_hidden_single(Grid& grid, int house) {
  Mask placed = 0, seen_once = 0, seen_twice = 0;
  for (int cell : sdk::kHouseCells[house]) {
    if (grid.digits[cell] != 0) placed |= sdk::digit_bit(grid.digits[cell]);
    const Mask candidates = grid.candidates[cell];
    seen_twice |= seen_once & candidates;
    seen_once |= candidates;
  }
  const Mask singles = static_cast<Mask>(seen_once & ~seen_twice & ~placed);
  if (singles == 0) return false;
  const int digit = sdk::first_digit(singles);
  for (int cell : sdk::kHouseCells[house]) {
    if (sdk::has_digit(grid.candidates[cell], digit)) {
      grid.place(cell, digit);
      return true;
    }
  }
  return false;
}

}  // namespace

int fill_singles(Grid& grid) {
  int placed = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (grid.digits[cell] == 0 && sdk::count_digits(grid.candidates[cell]) == 1) {
        grid.place(cell, sdk::first_digit(grid.candidates[cell]));
        ++placed;
        changed = true;
      }
    }
    for (int house = 0; house < sdk::kHouses; ++house) {
      while (place_hidden_single(grid, house)) {
        ++placed;
        changed = true;
      }
    }
  }
  return placed;
}

}  // namespace npe
