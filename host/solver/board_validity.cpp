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
      return "digit " + std::to_string(digit) + " twice in " + house_name(house) + " (" +
             cell_name(seen_at[digit]) + ", " + cell_name(cell) + ")";
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
 *  every step; the reasons are worked out only when this says no). */
bool looks_valid(const Grid& grid) {
  std::array<Mask, sdk::kHouses> placed{}, possible{};
  Mask twice = 0, empty_without_candidates = 0;
  for (int row = 0, cell = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col, ++cell) {
      const int house[3] = {row, 9 + col, 18 + row / 3 * 3 + col / 3};
      const Mask bit = grid.digits[cell] ? sdk::digit_bit(grid.digits[cell]) : Mask{0};
      const Mask candidates = grid.candidates[cell];
      empty_without_candidates |= !grid.digits[cell] && !candidates;
      for (int h : house) {
        twice |= placed[h] & bit;
        placed[h] |= bit;
        possible[h] |= candidates;
      }
    }
  }
  if (twice != 0 || empty_without_candidates != 0) return false;
  for (int h = 0; h < sdk::kHouses; ++h) {
    if ((placed[h] | possible[h]) != sdk::kAllDigits) return false;
  }
  return true;
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
