// The board scans the singles techniques repeat at every step, as CellSets (npe/sdk/cell_set.hpp), read off a
// position's arrays sixteen or eight cells at a time without a branch per cell (SSE2; a plain loop
// elsewhere): the empty cells, the empty cells with one candidate, and for the key digit
// (NPE_TECHNIQUE_KEY_DIGIT_FIRST) the cells holding it and the cells with it as a candidate.
#pragma once

#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <npe/sdk/cell_set.hpp>

namespace npe::plugins {

/** The empty cells (digit 0) of an 81-cell digit array. */
inline sdk::CellSet empty_cells(const std::uint8_t* digits) {
  sdk::CellSet set;
#if defined(__SSE2__)
  // Sixteen cells a compare: cells 0..79 in five loads (none reads past cell 80), then cell 80.
  const __m128i zero = _mm_setzero_si128();
  for (int at = 0; at < 80; at += 16) {
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(digits + at));
    const auto empty =
        static_cast<std::uint64_t>(static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero))));
    (at < 64 ? set.lo : set.hi) |= empty << (at % 64);
  }
  if (digits[80] == 0) set.add(80);
#else
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (digits[cell] == 0) set.add(cell);
  }
#endif
  return set;
}

/** The empty cells with exactly one candidate (naked singles). */
inline sdk::CellSet single_candidate_cells(const std::uint8_t* digits, const std::uint16_t* candidates) {
  sdk::CellSet set;
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
    (at < 64 ? set.lo : set.hi) |= bits << (at % 64);
  }
  if (single(80)) set.add(80);
#else
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (single(cell)) set.add(cell);
  }
#endif
  return set;
}

/** The cells of a digit's candidate bands (ABI 1.3, npe_position.candidate_bands): band b holds cells
 *  27 b .. 27 b + 26. */
inline sdk::CellSet cells_from_bands(const npe_digit_bands& bands) {
  sdk::CellSet set;
  set.lo = std::uint64_t{bands.band[0]} | std::uint64_t{bands.band[1]} << 27 | std::uint64_t{bands.band[2]} << 54;
  set.hi = std::uint64_t{bands.band[2]} >> 10;
  return set;
}

/** The cells whose candidates include `digit` (1..9). */
inline sdk::CellSet cells_with_candidate(const std::uint16_t* candidates, int digit) {
  sdk::CellSet set;
  const auto bit = sdk::digit_bit(digit);
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128(), wanted = _mm_set1_epi16(static_cast<short>(bit));
  for (int at = 0; at < 80; at += 8) {
    const __m128i masks = _mm_loadu_si128(reinterpret_cast<const __m128i*>(candidates + at));
    const __m128i without = _mm_cmpeq_epi16(_mm_and_si128(masks, wanted), zero);
    const auto bits = static_cast<std::uint64_t>(~_mm_movemask_epi8(_mm_packs_epi16(without, zero)) & 0xFF);
    (at < 64 ? set.lo : set.hi) |= bits << (at % 64);
  }
  if ((candidates[80] & bit) != 0) set.add(80);
#else
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if ((candidates[cell] & bit) != 0) set.add(cell);
  }
#endif
  return set;
}

}  // namespace npe::plugins
