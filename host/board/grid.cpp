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
  // Row by row, so each cell's row, column and block are loop indices (the engine rebuilds before
  // every step of `candidates: rebuild` types).
  Mask row_used[9] = {}, col_used[9] = {}, block_used[9] = {};
  for (int row = 0, cell = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col, ++cell) {
      const Mask bit = digits[cell] ? sdk::digit_bit(digits[cell]) : Mask{0};
      row_used[row] |= bit;
      col_used[col] |= bit;
      block_used[row / 3 * 3 + col / 3] |= bit;
    }
  }
  for (int row = 0, cell = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col, ++cell) {
      const Mask free =
          static_cast<Mask>(sdk::kAllDigits & ~(row_used[row] | col_used[col] | block_used[row / 3 * 3 + col / 3]));
      candidates[cell] = digits[cell] ? Mask{0} : free;
    }
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
