// SPDX-License-Identifier: MIT
// Board geometry and candidate-mask helpers shared by plugins and the host (header-only, constexpr).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace npe::sdk {

using Mask = std::uint16_t;  // 9-bit candidate mask: digit d in bit d-1

inline constexpr int kCells = 81;
inline constexpr int kHouses = 27;  // rows 0..8, columns 9..17, blocks 18..26
inline constexpr Mask kAllDigits = 0x1FF;

constexpr int row_of(int cell) { return cell / 9; }
constexpr int col_of(int cell) { return cell % 9; }
constexpr int block_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
/** Position 0..8 of a cell inside its block, row-major within the block. */
constexpr int index_in_block(int cell) { return (row_of(cell) % 3) * 3 + col_of(cell) % 3; }
constexpr int cell_at(int row, int col) { return row * 9 + col; }
/** Cell k (0..8) of block b (0..8). */
constexpr int block_cell(int block, int k) { return cell_at((block / 3) * 3 + k / 3, (block % 3) * 3 + k % 3); }

constexpr Mask digit_bit(int digit) { return static_cast<Mask>(1u << (digit - 1)); }
constexpr bool has_digit(Mask mask, int digit) { return (mask & digit_bit(digit)) != 0; }
constexpr int count_digits(Mask mask) { return std::popcount(static_cast<unsigned>(mask)); }
/** Lowest digit of a non-empty mask. */
constexpr int first_digit(Mask mask) { return std::countr_zero(static_cast<unsigned>(mask)) + 1; }

/** The 9 cells of house h (0..26), in row-major order. */
inline constexpr std::array<std::array<std::uint8_t, 9>, kHouses> kHouseCells = [] {
  std::array<std::array<std::uint8_t, 9>, kHouses> houses{};
  for (int i = 0; i < 9; ++i) {
    for (int k = 0; k < 9; ++k) {
      houses[i][k] = static_cast<std::uint8_t>(cell_at(i, k));
      houses[9 + i][k] = static_cast<std::uint8_t>(cell_at(k, i));
      houses[18 + i][k] = static_cast<std::uint8_t>(block_cell(i, k));
    }
  }
  return houses;
}();

/** The three houses of a cell: row, column, block (as house indices 0..26). */
constexpr std::array<int, 3> houses_of(int cell) { return {row_of(cell), 9 + col_of(cell), 18 + block_of(cell)}; }

/** The 20 peers of each cell (same row, column or block), ascending. */
inline constexpr std::array<std::array<std::uint8_t, 20>, kCells> kPeers = [] {
  std::array<std::array<std::uint8_t, 20>, kCells> peers{};
  for (int cell = 0; cell < kCells; ++cell) {
    int n = 0;
    for (int other = 0; other < kCells; ++other) {
      if (other != cell &&
          (row_of(other) == row_of(cell) || col_of(other) == col_of(cell) || block_of(other) == block_of(cell))) {
        peers[cell][n++] = static_cast<std::uint8_t>(other);
      }
    }
  }
  return peers;
}();

constexpr bool sees(int a, int b) {
  return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || block_of(a) == block_of(b));
}

}  // namespace npe::sdk
