#include "engine/validity_delta.hpp"

namespace npe {

namespace {

using Board = unsigned __int128;

constexpr Board cell_bit(int cell) { return Board{1} << cell; }

constexpr std::array<Board, sdk::kHouses> kHouseBoards = [] {
  std::array<Board, sdk::kHouses> boards{};
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (int cell : sdk::kHouseCells[house]) boards[house] |= cell_bit(cell);
  }
  return boards;
}();

}  // namespace

void ValidityDelta::reset(const Grid& grid) {
  places_.fill(0);
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    Mask digits = grid.candidates[cell];
    if (grid.digits[cell] != 0) digits |= sdk::digit_bit(grid.digits[cell]);
    for (; digits != 0; digits &= digits - 1) places_[sdk::first_digit(digits) - 1] |= cell_bit(cell);
  }
  clear();
}

void ValidityDelta::clear() {
  lost_.fill(0);
  shrunk_count_ = 0;
  unsure_ = false;
}

void ValidityDelta::lose(int cell, Mask digits, int skip_row, int skip_col, int skip_block) {
  const auto houses = sdk::houses_of(cell);
  if (houses[0] != skip_row) lost_[houses[0]] |= digits;
  if (houses[1] != skip_col) lost_[houses[1]] |= digits;
  if (houses[2] != skip_block) lost_[houses[2]] |= digits;
  // A cell may shrink more than once: past 81 entries, fall back to the full check.
  if (shrunk_count_ < 81) {
    shrunk_cells_[shrunk_count_++] = static_cast<std::uint8_t>(cell);
  } else {
    unsure_ = true;
  }
}

void ValidityDelta::eliminate(Grid& grid, int cell, int digit) {
  if (sdk::has_digit(grid.candidates[cell], digit)) {
    lose(cell, sdk::digit_bit(digit), -1, -1, -1);
    places_[digit - 1] &= ~cell_bit(cell);
  }
  grid.eliminate(cell, digit);
}

void ValidityDelta::place(Grid& grid, int cell, int digit) {
  // A duplicate can only come from this placement: the digit already in a peer (or the cell filled,
  // or the digit not a candidate, which a consistent board only has beside the same digit).
  if (grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], digit)) unsure_ = true;
  const auto own = sdk::houses_of(cell);
  const Mask bit = sdk::digit_bit(digit);
  for (int peer : sdk::kPeers[cell]) {
    if (grid.digits[peer] == digit) unsure_ = true;
    // The peers that lose the digit: it may lose its last place in their houses, but not in the
    // cell's own, where it is now placed.
    if (grid.candidates[peer] & bit) {
      lose(peer, bit, own[0], own[1], own[2]);
      places_[digit - 1] &= ~cell_bit(peer);
    }
  }
  // The cell's other candidates lose it as a place in its houses.
  const Mask others = static_cast<Mask>(grid.candidates[cell] & ~bit);
  for (int house : own) lost_[house] |= others;
  for (Mask rest = others; rest != 0; rest &= rest - 1) places_[sdk::first_digit(rest) - 1] &= ~cell_bit(cell);
  places_[digit - 1] |= cell_bit(cell);
  grid.place(cell, digit);
}

bool ValidityDelta::still_valid(const Grid& grid) const {
  if (unsure_) return false;
  for (int i = 0; i < shrunk_count_; ++i) {
    const int cell = shrunk_cells_[i];
    if (grid.digits[cell] == 0 && grid.candidates[cell] == 0) return false;
  }
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (Mask digits = lost_[house]; digits != 0; digits &= digits - 1) {
      if ((places_[sdk::first_digit(digits) - 1] & kHouseBoards[house]) == 0) return false;
    }
  }
  return true;
}

}  // namespace npe
