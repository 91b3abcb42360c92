// The board: digits and candidate masks, with the operations the engine applies.
#pragma once

#include <npe/npe_plugin.h>
#include <npe/sdk/board.hpp>

#include <array>
#include <cstdint>
#include <string>

namespace npe {

using sdk::Mask;
using Digits = std::array<std::uint8_t, 81>;

struct CellDigit {
  std::uint8_t cell = 0;
  std::uint8_t digit = 0;
  friend bool operator==(const CellDigit&, const CellDigit&) = default;
};

/** Digits (0 = empty) and candidate masks (0 for filled cells), with what the puzzle says about them:
 *  which digits are givens (the rest were placed while solving) and whether it is known unique. */
struct Grid {
  Digits digits{};
  std::array<Mask, 81> candidates{};
  std::array<std::uint8_t, 81> givens{};  // 1 = the cell's digit is a given
  std::uint32_t facts = 0;                // npe_position_facts bits (NPE_FACT_UNIQUE)

  /** A grid holding `digits` (all of them givens) with candidates computed from them. */
  static Grid from_digits(const Digits& digits);

  /** Recomputes every candidate mask from the digits alone (NPE's "rebuild"). */
  void rebuild_candidates();
  /** Sets a digit and removes it from the candidates of its peers. */
  void place(int cell, int digit);
  void eliminate(int cell, int digit) { candidates[cell] &= static_cast<Mask>(~sdk::digit_bit(digit)); }

  int filled_count() const;
  bool solved() const { return filled_count() == 81; }
  /** 81 characters, '.' for empty. */
  std::string to_line() const;
};

/** "r3c7" for cell 24 (rows and columns counted from 1). */
std::string cell_name(int cell);

}  // namespace npe
