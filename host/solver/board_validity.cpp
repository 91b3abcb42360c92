#include "solver/board_validity.hpp"

#include <array>

namespace npe {

std::string house_name(int house) {
  static const char* const kKinds[] = {"row", "column", "block"};
  return std::string(kKinds[house / 9]) + " " + std::to_string(house % 9 + 1);
}

namespace {

std::optional<std::string> duplicate_in(const Grid& grid, int house) {
  int seen_at[10] = {-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
  for (int cell : sdk::kHouseCells[house]) {
    const int digit = grid.digits[cell];
    if (digit == 0) continue;
    if (seen_at[digit] >= 0) {
      return "digit " + std::to_string(digit) + " twice in " + house_name(house) + " (" + cell_name(seen_at[digit]) +
             ", " + cell_name(cell) + ")";
    }
    seen_at[digit] = cell;
  }
  return std::nullopt;
}

std::optional<std::string> digit_without_place(const Grid& grid, int house) {
  Mask placed = 0, possible = 0;
  for (int cell : sdk::kHouseCells[house]) {
    if (grid.digits[cell] != 0) placed |= sdk::digit_bit(grid.digits[cell]);
    possible |= grid.candidates[cell];
  }
  const Mask missing = static_cast<Mask>(sdk::kAllDigits & ~(placed | possible));
  if (missing == 0) return std::nullopt;
  return "digit " + std::to_string(sdk::first_digit(missing)) + " has no place in " + house_name(house);
}

/** Whether the board is free of the three faults, in one bit-level pass (the engine asks before
 *  every step; the reasons are worked out only when this says no). Band by band and row by row, so
 *  every cell's row, column and block are loop indices and the column updates are independent lanes. */
bool looks_valid(const Grid& grid) {
  Mask col_placed[9] = {}, col_cover[9] = {};
  Mask twice = 0, uncovered = 0, hole = 0;
  for (int band = 0; band < 3; ++band) {
    Mask block_placed[3] = {}, block_cover[3] = {};
    for (int row = band * 3; row < band * 3 + 3; ++row) {
      Mask row_placed = 0, row_cover = 0;
      for (int col = 0; col < 9; ++col) {
        const int cell = row * 9 + col;
        // The placed digit's bit (0 for an empty cell) and what covers the cell: digit or candidates.
        const Mask bit = static_cast<Mask>((1u << grid.digits[cell]) >> 1);
        const Mask cover = static_cast<Mask>(grid.candidates[cell] | bit);
        hole |= cover == 0;
        twice |= static_cast<Mask>((row_placed | col_placed[col] | block_placed[col / 3]) & bit);
        row_placed |= bit;
        col_placed[col] |= bit;
        block_placed[col / 3] |= bit;
        row_cover |= cover;
        col_cover[col] |= cover;
        block_cover[col / 3] |= cover;
      }
      uncovered |= static_cast<Mask>(~row_cover);
    }
    for (Mask cover : block_cover) uncovered |= static_cast<Mask>(~cover);
  }
  for (Mask cover : col_cover) uncovered |= static_cast<Mask>(~cover);
  return twice == 0 && hole == 0 && (uncovered & sdk::kAllDigits) == 0;
}

}  // namespace

std::optional<std::string> find_invalidity(const Grid& grid) {
  if (looks_valid(grid)) return std::nullopt;
  for (int house = 0; house < sdk::kHouses; ++house) {
    if (auto reason = duplicate_in(grid, house)) return reason;
  }
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (grid.digits[cell] == 0 && grid.candidates[cell] == 0) return cell_name(cell) + " has no candidate";
  }
  for (int house = 0; house < sdk::kHouses; ++house) {
    if (auto reason = digit_without_place(grid, house)) return reason;
  }
  return std::nullopt;
}

}  // namespace npe
