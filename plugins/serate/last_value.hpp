// Sudoku Explainer's "last value in a house" (rating 1.0): the only empty cell of a block, column or
// row takes the one digit the house lacks. Scan order: blocks, columns, rows (Sudoku Explainer's).
// Text: "Last value in b1: r1c1=5".
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "se_board.hpp"

namespace npe::plugins::serate {

struct LastValue {
  static constexpr npe_reglib_code kReglibCodes[] = {{"0000", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "serate.last_value",
      .name = "Last value in a house (Sudoku Explainer)",
      .description = "the only empty cell of a house takes the digit the house lacks",
      .default_points = 1,
      .default_rating_x10 = 10,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 1,
      .reglib_codes = kReglibCodes};

  explicit LastValue(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    // The empty cells as an 81-bit board (cells 0..63, 64..80): a house's empty cells are one AND.
    std::uint64_t empty_lo = 0, empty_hi = 0;
    empty_cells(position.digits(), empty_lo, empty_hi);
    for (int i = 0; i < sdk::kHouses; ++i) {
      const int house = se_house(i);
      const std::uint64_t lo = empty_lo & kHouseBits[house][0], hi = empty_hi & kHouseBits[house][1];
      if (std::popcount(lo) + std::popcount(hi) != 1) continue;
      const int empty = lo != 0 ? std::countr_zero(lo) : 64 + std::countr_zero(hi);
      if (sdk::count_digits(position.candidates(empty)) != 1) continue;
      const int digit = sdk::first_digit(position.candidates(empty));
      step_.reset();
      step_.place(empty, digit);
      step_.add_base_house(house);
      step_.add_digits(sdk::digit_bit(digit));
      // "Last value in b1: r1c1=5", without printf (the commonest step of easy puzzles).
      char text[] = "Last value in h0: r0c0=0";
      text[14] = house < 9 ? 'r' : house < 18 ? 'c' : 'b';
      text[15] = static_cast<char>('1' + house % 9);
      text[19] = static_cast<char>('1' + sdk::row_of(empty));
      text[21] = static_cast<char>('1' + sdk::col_of(empty));
      text[23] = static_cast<char>('0' + digit);
      step_.set_plain_text(text);
      if (!sink.emit(step_)) return;
    }
  }

 private:
  /** Bit c of lo (cells 0..63) and of hi (64..80, bit c-64) set for the empty cells. */
  static void empty_cells(const std::uint8_t* digits, std::uint64_t& lo, std::uint64_t& hi) {
#if defined(__SSE2__)
    // Sixteen cells a compare: cells 0..79 in five loads (none reads past cell 80), then cell 80.
    std::uint64_t words[2] = {0, 0};
    const __m128i zero = _mm_setzero_si128();
    for (int block = 0; block < 5; ++block) {
      const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(digits + 16 * block));
      const auto empty = static_cast<std::uint64_t>(static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero))));
      const int at = 16 * block;
      words[at / 64] |= empty << (at % 64);
    }
    lo = words[0];
    hi = words[1] | std::uint64_t{digits[80] == 0} << 16;
#else
    lo = hi = 0;
    for (int cell = 0; cell < 64; ++cell) lo |= std::uint64_t{digits[cell] == 0} << cell;
    for (int cell = 64; cell < sdk::kCells; ++cell) hi |= std::uint64_t{digits[cell] == 0} << (cell - 64);
#endif
  }

  /** Each house's cells as an 81-bit board (cells 0..63, 64..80). */
  static constexpr auto kHouseBits = [] {
    std::array<std::array<std::uint64_t, 2>, sdk::kHouses> bits{};
    for (int house = 0; house < sdk::kHouses; ++house) {
      for (const int cell : sdk::kHouseCells[house]) bits[house][cell / 64] |= std::uint64_t{1} << (cell % 64);
    }
    return bits;
  }();

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
