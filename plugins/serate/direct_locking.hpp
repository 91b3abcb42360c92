// Sudoku Explainer's Direct Pointing (1.7) and Direct Claiming (1.9): a digit locked in a box-line
// intersection (pointing: its places in a block all lie in one line; claiming: its places in a line
// all lie in one block) is not placed; instead its consequence is: another house of the first kind
// crossing the second one is left with one place for the digit, a hidden single there. The step is
// that placement alone (Sudoku Explainer applies nothing else).
// Scan order (Sudoku Explainer's): pointing blocks x columns, then blocks x rows; claiming columns x
// blocks, then rows x blocks; digits 1..9; then the other houses of the first kind in order.
// Text: "Direct Pointing: 5 in b1 and c2 => r7c2=5".
#pragma once

#include "se_board.hpp"

namespace npe::plugins::serate {

template <bool kClaiming>
struct DirectLocking {
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = kClaiming ? "serate.direct_claiming" : "serate.direct_pointing",
      .name = kClaiming ? "Direct Claiming (Sudoku Explainer)" : "Direct Pointing (Sudoku Explainer)",
      .description = kClaiming ? "a line-block lock leaves a hidden single in another line"
                               : "a block-line lock leaves a hidden single in another block",
      .default_points = kClaiming ? 19 : 17,
      .default_rating_x10 = kClaiming ? 19 : 17,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};

  explicit DirectLocking(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    house_places(position, places_);
    // (first house of region1's kind, of region2's kind), in Sudoku Explainer's order.
    constexpr int kPairs[2][2] = {{kClaiming ? 9 : 18, kClaiming ? 18 : 9}, {kClaiming ? 0 : 18, kClaiming ? 18 : 0}};
    for (const auto& pair : kPairs) {
      for (int i1 = 0; i1 < 9; ++i1) {
        const int region1 = pair[0] + i1;
        for (int i2 = 0; i2 < 9; ++i2) {
          const int region2 = pair[1] + i2;
          if (!crosses(region1, region2)) continue;
          const unsigned inside = overlap(region1, region2);
          for (int digit = 1; digit <= 9; ++digit) {
            const unsigned places = places_[region1][digit];
            if (bits9(places) <= 1 || (places & ~inside) != 0) continue;
            if (!follow(position, sink, pair[0], i1, region1, region2, digit)) return;
          }
        }
      }
    }
  }

 private:
  static bool in_house(int cell, int house) {
    if (house < 9) return sdk::row_of(cell) == house;
    if (house < 18) return sdk::col_of(cell) == house - 9;
    return sdk::block_of(cell) == house - 18;
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
    if (house < 9) return 0x7u << (3 * ((other - 18) % 3));       // a row: the block's three columns
    if (house < 18) return 0x7u << (3 * ((other - 18) / 3));      // a column: the block's three rows
    if (other < 9) return 0x7u << (3 * (other % 3));              // a block: one of its rows
    return 0x49u << ((other - 9) % 3);                            // a block: one of its columns
  }

  bool follow(const sdk::Position& position, sdk::StepSink& sink, int first, int i1, int region1, int region2,
              int digit) {
    (void)position;
    for (int i3 = 0; i3 < 9; ++i3) {
      if (i3 == i1) continue;
      const int region3 = first + i3;
      if (!crosses(region3, region2)) continue;
      const unsigned places = places_[region3][digit];
      if (bits9(places) <= 1) continue;
      const unsigned rest = places & ~overlap(region3, region2);
      if (bits9(rest) != 1) continue;
      const int target = sdk::kHouseCells[region3][std::countr_zero(rest)];
      step_.reset();
      step_.place(target, digit);
      step_.add_base_house(region1);
      // No cover house: the host would read base and cover as a fish, which places nothing.
      step_.add_digits(sdk::digit_bit(digit));
      int cells[9];
      const int count = cells_of(region1, places_[region1][digit], cells);
      for (int i = 0; i < count; ++i) step_.add_cell(cells[i]);
      char name1[4], name2[4], value[16];
      format_house(name1, sizeof name1, region1);
      format_house(name2, sizeof name2, region2);
      format_cell_value(value, sizeof value, target, digit);
      step_.set_text("%s: %d in %s and %s => %s", kClaiming ? "Direct Claiming" : "Direct Pointing", digit, name1,
                     name2, value);
      if (!sink.emit(step_)) return false;
    }
    return true;
  }

  unsigned places_[sdk::kHouses][10];
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
