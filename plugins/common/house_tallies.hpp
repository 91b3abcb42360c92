// For the nine houses of one kind (rows, columns or blocks), the digits seen as a candidate in one
// cell or more (`once`) and in two or more (`twice`): a hidden single is a digit in once and not in
// twice (and not placed in the house). All nine houses are tallied at once, blocks and columns
// eight columns a vector, rows folded within a vector (SSE2): it runs at every step of the singles
// techniques, where the house-by-house scan read each cell through the house table. Without SSE2,
// cell by cell.
#pragma once

#include <array>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <npe/sdk.hpp>

namespace npe::plugins {

struct HouseTallies {
  std::array<unsigned, 9> once{}, twice{};
};

/** The tallies of houses first..first+8 (0 rows, 9 columns, 18 blocks), cell by cell. */
inline HouseTallies tally_houses_by_cell(const std::uint16_t* candidates, int first) {
  HouseTallies tallies;
  for (int i = 0; i < 9; ++i) {
    unsigned once = 0, twice = 0;
    for (const int cell : sdk::kHouseCells[first + i]) {
      twice |= once & candidates[cell];
      once |= candidates[cell];
    }
    tallies.once[i] = once;
    tallies.twice[i] = twice;
  }
  return tallies;
}

#if defined(__SSE2__)
namespace detail {

/** Adds `masks` to a running tally: seen twice if seen before or now in both. */
inline void add_to_tally(__m128i& once, __m128i& twice, __m128i masks) {
  twice = _mm_or_si128(twice, _mm_and_si128(once, masks));
  once = _mm_or_si128(once, masks);
}

}  // namespace detail

/** Columns: rows added lane by lane (columns 1..8 in the lanes, column 9 on its own). */
inline HouseTallies tally_columns(const std::uint16_t* candidates) {
  __m128i once = _mm_setzero_si128(), twice = _mm_setzero_si128();
  unsigned once9 = 0, twice9 = 0;
  for (int row = 0; row < 9; ++row) {
    detail::add_to_tally(once, twice, _mm_loadu_si128(reinterpret_cast<const __m128i*>(candidates + 9 * row)));
    twice9 |= once9 & candidates[9 * row + 8];
    once9 |= candidates[9 * row + 8];
  }
  alignas(16) std::uint16_t once_lanes[8], twice_lanes[8];
  _mm_store_si128(reinterpret_cast<__m128i*>(once_lanes), once);
  _mm_store_si128(reinterpret_cast<__m128i*>(twice_lanes), twice);
  HouseTallies tallies;
  for (int col = 0; col < 8; ++col) {
    tallies.once[col] = once_lanes[col];
    tallies.twice[col] = twice_lanes[col];
  }
  tallies.once[8] = once9;
  tallies.twice[8] = twice9;
  return tallies;
}

/** Rows: each row's eight first cells folded within the vector (neighbours, then pairs, then
 *  fours: lane 0 ends with the tally of all eight), then the ninth cell added. */
inline HouseTallies tally_rows(const std::uint16_t* candidates) {
  HouseTallies tallies;
  for (int row = 0; row < 9; ++row) {
    __m128i once = _mm_loadu_si128(reinterpret_cast<const __m128i*>(candidates + 9 * row));
    __m128i twice = _mm_setzero_si128();
    auto fold = [&](__m128i next_once, __m128i next_twice) {
      twice = _mm_or_si128(_mm_or_si128(twice, next_twice), _mm_and_si128(once, next_once));
      once = _mm_or_si128(once, next_once);
    };
    fold(_mm_srli_si128(once, 2), _mm_srli_si128(twice, 2));
    fold(_mm_srli_si128(once, 4), _mm_srli_si128(twice, 4));
    fold(_mm_srli_si128(once, 8), _mm_srli_si128(twice, 8));
    const unsigned once8 = static_cast<unsigned>(_mm_cvtsi128_si32(once)) & 0xFFFF;
    const unsigned twice8 = static_cast<unsigned>(_mm_cvtsi128_si32(twice)) & 0xFFFF;
    const unsigned ninth = candidates[9 * row + 8];
    tallies.once[row] = once8 | ninth;
    tallies.twice[row] = twice8 | (once8 & ninth);
  }
  return tallies;
}

/** Blocks: a band's three rows tallied lane by lane (each lane a column of the band), then each
 *  block's three columns combined: lanes 0-2 and 3-5 in the vector, lanes 6-7 with column 9. */
inline HouseTallies tally_blocks(const std::uint16_t* candidates) {
  HouseTallies tallies;
  for (int band = 0; band < 3; ++band) {
    __m128i once = _mm_setzero_si128(), twice = _mm_setzero_si128();
    unsigned once9 = 0, twice9 = 0;
    for (int row = 3 * band; row < 3 * band + 3; ++row) {
      detail::add_to_tally(once, twice, _mm_loadu_si128(reinterpret_cast<const __m128i*>(candidates + 9 * row)));
      twice9 |= once9 & candidates[9 * row + 8];
      once9 |= candidates[9 * row + 8];
    }
    // Lane i joined with lanes i+1 and i+2: lanes 0 and 3 then hold blocks 1 and 2 of the band.
    __m128i block_once = once, block_twice = twice;
    for (const __m128i next : {_mm_srli_si128(once, 2), _mm_srli_si128(once, 4)}) {
      block_twice = _mm_or_si128(block_twice, _mm_and_si128(block_once, next));
      block_once = _mm_or_si128(block_once, next);
    }
    const __m128i next_twice = _mm_or_si128(_mm_srli_si128(twice, 2), _mm_srli_si128(twice, 4));
    block_twice = _mm_or_si128(block_twice, next_twice);
    // Lanes read with pextrw, not through a stored copy (a vector store read back as 16-bit loads).
    tallies.once[3 * band] = static_cast<unsigned>(_mm_extract_epi16(block_once, 0));
    tallies.twice[3 * band] = static_cast<unsigned>(_mm_extract_epi16(block_twice, 0));
    tallies.once[3 * band + 1] = static_cast<unsigned>(_mm_extract_epi16(block_once, 3));
    tallies.twice[3 * band + 1] = static_cast<unsigned>(_mm_extract_epi16(block_twice, 3));
    // Lane 6 holds columns 7 and 8 (lane 8 does not exist): add column 9.
    const unsigned once78 = static_cast<unsigned>(_mm_extract_epi16(block_once, 6));
    const unsigned twice78 = static_cast<unsigned>(_mm_extract_epi16(block_twice, 6));
    tallies.once[3 * band + 2] = once78 | once9;
    tallies.twice[3 * band + 2] = twice78 | twice9 | (once78 & once9);
  }
  return tallies;
}
#endif

/** The tallies of the nine houses of kind `first` (0 rows, 9 columns, 18 blocks). */
inline HouseTallies tally_houses(const std::uint16_t* candidates, int first) {
#if defined(__SSE2__)
  if (first == 0) return tally_rows(candidates);
  if (first == 9) return tally_columns(candidates);
  if (first == 18) return tally_blocks(candidates);
#endif
  return tally_houses_by_cell(candidates, first);
}

}  // namespace npe::plugins
