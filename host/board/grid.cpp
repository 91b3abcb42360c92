#include "board/grid.hpp"

namespace npe {

Grid Grid::from_digits(const Digits& digits) {
  Grid grid;
  grid.digits = digits;
  for (int cell = 0; cell < sdk::kCells; ++cell) grid.givens[cell] = digits[cell] != 0 ? 1 : 0;
  grid.rebuild_candidates();
  return grid;
}

void Grid::rebuild_candidates() {
  std::array<Mask, sdk::kHouses> used{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (digits[cell] == 0) continue;
    for (int house : sdk::houses_of(cell)) used[house] |= sdk::digit_bit(digits[cell]);
  }
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (digits[cell] != 0) {
      candidates[cell] = 0;
      continue;
    }
    const auto houses = sdk::houses_of(cell);
    candidates[cell] = static_cast<Mask>(sdk::kAllDigits & ~(used[houses[0]] | used[houses[1]] | used[houses[2]]));
  }
}

void Grid::place(int cell, int digit) {
  digits[cell] = static_cast<std::uint8_t>(digit);
  candidates[cell] = 0;
  for (int peer : sdk::kPeers[cell]) eliminate(peer, digit);
}

int Grid::filled_count() const {
  int count = 0;
  for (auto digit : digits) count += digit != 0;
  return count;
}

std::string Grid::to_line() const {
  std::string line(81, '.');
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (digits[cell] != 0) line[cell] = static_cast<char>('0' + digits[cell]);
  }
  return line;
}

std::string cell_name(int cell) {
  return "r" + std::to_string(sdk::row_of(cell) + 1) + "c" + std::to_string(sdk::col_of(cell) + 1);
}

}  // namespace npe
