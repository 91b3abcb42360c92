// Sets of cells as 81-bit boards (two words: bit c of word 0 for cells 0..63, bit c-64 of word 1 for
// 64..80), read off a position's arrays sixteen or eight cells at a time: the scans the singles
// techniques repeat at every step, without a branch per cell. A house's cells are one AND away.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <npe/sdk.hpp>

namespace npe::plugins {

using CellBoard = std::array<std::uint64_t, 2>;

inline bool board_empty(const CellBoard& board) { return (board[0] | board[1]) == 0; }

inline int board_count(const CellBoard& board) { return std::popcount(board[0]) + std::popcount(board[1]); }

inline CellBoard board_and(const CellBoard& a, const CellBoard& b) { return {a[0] & b[0], a[1] & b[1]}; }

/** The lowest cell of a non-empty board. */
inline int board_first(const CellBoard& board) {
  return board[0] != 0 ? std::countr_zero(board[0]) : 64 + std::countr_zero(board[1]);
}

/** Each house's cells. */
inline constexpr std::array<CellBoard, sdk::kHouses> kHouseBoards = [] {
  std::array<CellBoard, sdk::kHouses> boards{};
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (const int cell : sdk::kHouseCells[house]) boards[house][cell / 64] |= std::uint64_t{1} << (cell % 64);
  }
  return boards;
}();

/** The empty cells (digit 0) of an 81-cell digit array. */
inline CellBoard empty_cells(const std::uint8_t* digits) {
  CellBoard board{0, 0};
#if defined(__SSE2__)
  // Sixteen cells a compare: cells 0..79 in five loads (none reads past cell 80), then cell 80.
  const __m128i zero = _mm_setzero_si128();
  for (int at = 0; at < 80; at += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(digits + at));
    const auto empty = static_cast<std::uint64_t>(static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero))));
    board[at / 64] |= empty << (at % 64);
  }
  board[1] |= std::uint64_t{digits[80] == 0} << 16;
#else
  for (int cell = 0; cell < sdk::kCells; ++cell) board[cell / 64] |= std::uint64_t{digits[cell] == 0} << (cell % 64);
#endif
  return board;
}

/** The empty cells with exactly one candidate (naked singles). */
inline CellBoard single_candidate_cells(const std::uint8_t* digits, const std::uint16_t* candidates) {
  CellBoard board{0, 0};
  auto single = [&](int cell) {
    const unsigned mask = candidates[cell];
    return digits[cell] == 0 && mask != 0 && (mask & (mask - 1)) == 0;
  };
#if defined(__SSE2__)
  // Eight cells a step: cells 0..79 in ten steps (none reads past cell 80), then cell 80.
  const __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi16(1);
  for (int at = 0; at < 80; at += 8) {
    const __m128i masks = _mm_loadu_si128(reinterpret_cast<const __m128i*>(candidates + at));
    const __m128i cell_digits = _mm_unpacklo_epi8(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(digits + at)), zero);
    const __m128i one_bit = _mm_cmpeq_epi16(_mm_and_si128(masks, _mm_sub_epi16(masks, one)), zero);
    const __m128i some = _mm_andnot_si128(_mm_cmpeq_epi16(masks, zero), one_bit);
    const __m128i singles = _mm_and_si128(some, _mm_cmpeq_epi16(cell_digits, zero));
    const auto bits = static_cast<std::uint64_t>(_mm_movemask_epi8(_mm_packs_epi16(singles, zero)) & 0xFF);
    board[at / 64] |= bits << (at % 64);
  }
  board[1] |= std::uint64_t{single(80)} << 16;
#else
  for (int cell = 0; cell < sdk::kCells; ++cell) board[cell / 64] |= std::uint64_t{single(cell)} << (cell % 64);
#endif
  return board;
}

}  // namespace npe::plugins
