// Sudoku Explainer's Direct Pointing (1.7) and Direct Claiming (1.9): a digit locked in a box-line
// intersection (pointing: its places in a block all lie in one line; claiming: its places in a line
// all lie in one block) is not placed; instead its consequence is: another house of the first kind
// crossing the second one is left with one place for the digit, a hidden single there. The step is
// that placement alone (Sudoku Explainer applies nothing else).
// Scan order (Sudoku Explainer's): pointing blocks x columns, then blocks x rows; claiming columns x
// blocks, then rows x blocks; digits 1..9; then the other houses of the first kind in order.
// Text: "Direct Pointing: 5 in b1 and c2 => r7c2=5".
#pragma once

#include <npe/sdk/describe.hpp>

#include <array>
#include <bit>

#include "se_board.hpp"

namespace npe::plugins::serate {

// The descriptor's fields, chosen by the template parameter at namespace scope: clang 14 refuses a
// conditional between string literals inside a class template's member initialiser as an argument of
// describe()'s consteval checks (GCC takes both).
template <bool kClaiming>
inline constexpr sdk::TechniqueInfo kDirectLockingInfo = {
    .id = kClaiming ? "serate.direct_claiming" : "serate.direct_pointing",
    .name = kClaiming ? "Direct Claiming (Sudoku Explainer)" : "Direct Pointing (Sudoku Explainer)",
    .description = kClaiming ? "a line-block lock leaves a hidden single in another line"
                             : "a block-line lock leaves a hidden single in another block",
    .default_points = kClaiming ? 19 : 17,
    .default_rating_x10 = kClaiming ? 19 : 17,
    .yields = NPE_YIELDS_PLACEMENTS,
    .flags = NPE_TECHNIQUE_FINDS_ALL};

template <bool kClaiming>
struct DirectLocking {
  static constexpr npe_technique_desc descriptor = sdk::describe(kDirectLockingInfo<kClaiming>);

  explicit DirectLocking(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    position_ = &position;
    // Sudoku Explainer's order: region1 (kind A) x the region2 (kind B) it crosses x digits 1..9, where
    // the digit's places in region1 (two or more) all lie in region2; pass 0 crosses pointing blocks
    // with columns and claiming columns with blocks, pass 1 both with rows. The three region2 crossing
    // a house of kind A come in increasing number, k = 0..2, and cover its part k (below), and every
    // other house of kind A crossing region2 meets it in its part k too.
    for (int pass = 0; pass < 2; ++pass) {
      const int first = kClaiming ? (pass == 0 ? 9 : 0) : 18;
      const bool block_columns = !kClaiming && pass == 0;
      for (int i = 0; i < 9; ++i) parts_[i] = house_parts(first + i, block_columns);
      for (int i1 = 0; i1 < 9; ++i1) {
        for (int k = 0; k < 3; ++k) {
          const int region2 = crossing(pass, i1, k);
          for (unsigned digits = parts_[i1].locked(k); digits != 0; digits &= digits - 1) {
            if (!follow(sink, first, i1, region2, k, std::countr_zero(digits) + 1)) return;
          }
        }
      }
    }
  }

 private:
  /** A house's three parts, each the three cells it shares with one crossing house: its thirds
   *  (positions 0-2, 3-5, 6-8), or for a block crossed by columns its columns (k, k+3, k+6). Per part,
   *  the digits (bit d-1) of its empty cells: in any of them, in two or more. */
  struct Parts {
    unsigned any[3];
    unsigned twice[3];

    /** The digits with two or more places in the house, all in part k. */
    unsigned locked(int k) const { return twice[k] & ~(any[(k + 1) % 3] | any[(k + 2) % 3]); }

    /** The digits with exactly one place outside part k and at least one inside it: a hidden single
     *  once the digit leaves part k. */
    unsigned single_outside(int k) const {
      const int p = (k + 1) % 3, q = (k + 2) % 3;
      const unsigned once_outside = (any[p] & ~twice[p] & ~any[q]) | (any[q] & ~twice[q] & ~any[p]);
      return once_outside & any[k];
    }
  };

  Parts house_parts(int house, bool block_columns) const {
    Parts parts{};
    const int step = block_columns ? 3 : 1, stride = block_columns ? 1 : 3;  // within a part, between parts
    for (int part = 0; part < 3; ++part) {
      const int at = part * stride;
      const unsigned a = candidates_if_empty(sdk::kHouseCells[house][at]);
      const unsigned b = candidates_if_empty(sdk::kHouseCells[house][at + step]);
      const unsigned c = candidates_if_empty(sdk::kHouseCells[house][at + 2 * step]);
      parts.any[part] = a | b | c;
      parts.twice[part] = (a & b) | (a & c) | (b & c);
    }
    return parts;
  }

  /** The k-th (0..2) house of the other kind crossing house first + i1, in `pass`. */
  static int crossing(int pass, int i1, int k) {
    if (!kClaiming) return pass == 0 ? 9 + 3 * (i1 % 3) + k : 3 * (i1 / 3) + k;  // a block's columns, rows
    return pass == 0 ? 18 + i1 / 3 + 3 * k : 18 + 3 * (i1 / 3) + k;              // a column's, a row's blocks
  }

  unsigned candidates_if_empty(int cell) const {
    return position_->digit(cell) == 0 ? position_->candidates(cell) : 0u;
  }

  /** Positions (bit k) of the house's empty cells holding the digit: the cells Parts counted
   *  (Position::places_for answers 0 where the digit is placed in the house, which Parts do not see). */
  unsigned places_of(int house, int digit) const {
    unsigned places = 0;
    for (int k = 0; k < 9; ++k) {
      if (sdk::has_digit(static_cast<sdk::Mask>(candidates_if_empty(sdk::kHouseCells[house][k])), digit))
        places |= 1u << k;
    }
    return places;
  }

  /** A block and a line cross when the line passes through the block. */
  static bool crosses(int a, int b) {
    if (a >= 18 && b < 18) return crosses(b, a);
    if (a < 9 && b >= 18) return a / 3 == (b - 18) / 3;
    if (a < 18 && b >= 18) return (a - 9) / 3 == (b - 18) % 3;
    return false;
  }

  /** Positions (bit k = kHouseCells[house][k]) of `house` that lie in the crossing house `other`. */
  static unsigned overlap(int house, int other) {
    if (house < 9) return 0x7u << (3 * ((other - 18) % 3));   // a row: the block's three columns
    if (house < 18) return 0x7u << (3 * ((other - 18) / 3));  // a column: the block's three rows
    if (other < 9) return 0x7u << (3 * (other % 3));          // a block: one of its rows
    return 0x49u << ((other - 9) % 3);                        // a block: one of its columns
  }

  /** The digit, locked in house first + i1 within region2 (its part k), leaves region2's other cells:
   *  the other houses of kind A crossing region2 where that leaves one place get the digit. */
  bool follow(sdk::StepSink& sink, int first, int i1, int region2, int k, int digit) {
    const int region1 = first + i1;
    for (int i3 = 0; i3 < 9; ++i3) {
      if (i3 == i1) continue;
      const int region3 = first + i3;
      if (!crosses(region3, region2) || (parts_[i3].single_outside(k) & (1u << (digit - 1))) == 0) continue;
      const unsigned rest = places_of(region3, digit) & ~overlap(region3, region2);
      const int target = sdk::kHouseCells[region3][std::countr_zero(rest)];
      step_.reset();
      step_.place(target, digit);
      step_.add_base_house(region1);
      // No cover house: the host would read base and cover as a fish, which places nothing.
      step_.add_digits(sdk::digit_bit(digit));
      int cells[9];
      const int count = cells_of(region1, places_of(region1, digit), cells);
      for (int i = 0; i < count; ++i) step_.add_cell(cells[i]);
      char name1[4], name2[4], value[40];  // room for any int, so GCC proves no truncation
      sdk::format_house(name1, sizeof name1, region1);
      sdk::format_house(name2, sizeof name2, region2);
      format_cell_value(value, sizeof value, target, digit);
      step_.set_text("%s: %d in %s and %s => %s", kClaiming ? "Direct Claiming" : "Direct Pointing", digit, name1,
                     name2, value);
      if (!sink.emit(step_)) return false;
    }
    return true;
  }

  const sdk::Position* position_ = nullptr;  // the position of the running find
  Parts parts_[9];                           // the parts of the pass's nine houses of kind A
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
