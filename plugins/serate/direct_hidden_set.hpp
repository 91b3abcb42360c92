// Sudoku Explainer's Direct Hidden Pair (2.0) and Direct Hidden Triplet (2.5): n digits whose places
// in a house are the same n cells (a hidden set) are not used to eliminate; instead their
// consequence: another digit of the house, with two or more places, keeps one place outside those
// cells, a hidden single. The step is that placement alone.
// Sudoku Explainer's conditions: the house has more than n empty cells; each digit of the set has at
// least two places; only the first such digit (1..9) of a set is reported.
// Scan order: blocks, columns, rows; digit sets in increasing bit-mask order.
// Text: "Direct Hidden Pair: 1,2 in b1 => r3c2=7".
#pragma once

#include <npe/sdk/describe.hpp>

#include "se_board.hpp"

namespace npe::plugins::serate {

// The descriptor's fields, chosen by the template parameter at namespace scope: clang 14 refuses a
// conditional between string literals inside a class template's member initialiser as an argument of
// describe()'s consteval checks (GCC takes both).
template <int kSize>
inline constexpr sdk::TechniqueInfo kDirectHiddenSetInfo = {
    .id = kSize == 2 ? "serate.direct_hidden_pair" : "serate.direct_hidden_triplet",
    .name = kSize == 2 ? "Direct Hidden Pair (Sudoku Explainer)" : "Direct Hidden Triplet (Sudoku Explainer)",
    .description = "a hidden set leaves another digit of its house one place",
    .default_points = kSize == 2 ? 20 : 25,
    .default_rating_x10 = kSize == 2 ? 20 : 25,
    .yields = NPE_YIELDS_PLACEMENTS,
    .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_ORDER_DEPENDENT};  // SE: the first digit (1..9) of a set only

template <int kSize>
struct DirectHiddenSet {
  static constexpr npe_technique_desc descriptor = sdk::describe(kDirectHiddenSetInfo<kSize>);

  explicit DirectHiddenSet(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    house_places(position, places_);
    for (int i = 0; i < sdk::kHouses; ++i) {
      const int house = se_house(i);
      const unsigned(&places)[10] = places_[house];
      unsigned empty = 0;
      // Digits a set may hold: two or more places (Sudoku Explainer's condition), and at most kSize
      // (a set's digits lie in its kSize cells): subsets with any other digit never pass the cell count.
      int usable[9];
      int n = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        empty |= places[digit];
        const int count = bits9(places[digit]);
        if (count >= 2 && count <= kSize) usable[n++] = digit;
      }
      if (bits9(empty) <= kSize || n < kSize) continue;
      // Subsets of the usable digits in increasing mask order: the order of all 9-digit subsets, less
      // those that cannot be a set.
      for (unsigned pick = (1u << kSize) - 1; pick != 0; pick = next_subset(pick, n)) {
        unsigned set = 0, cells = 0;
        for (int j = 0; j < n; ++j) {
          if (pick & (1u << j)) {
            set |= 1u << (usable[j] - 1);
            cells |= places[usable[j]];
          }
        }
        if (bits9(cells) != kSize) continue;
        for (int digit = 1; digit <= 9; ++digit) {
          if ((set & (1u << (digit - 1))) || bits9(places[digit]) <= 1) continue;
          const unsigned rest = places[digit] & ~cells;
          if (bits9(rest) != 1) continue;
          if (!report(sink, house, set, cells, digit, sdk::kHouseCells[house][std::countr_zero(rest)])) return;
          break;  // Sudoku Explainer reports the first digit only
        }
      }
    }
  }

 private:
  bool report(sdk::StepSink& sink, int house, unsigned set, unsigned cells, int digit, int target) {
    step_.reset();
    step_.place(target, digit);
    step_.add_base_house(house);
    step_.add_digits(static_cast<sdk::Mask>(set));
    int list[9];
    const int count = cells_of(house, cells, list);
    for (int k = 0; k < count; ++k) step_.add_cell(list[k]);
    char digits[24];
    int at = 0;
    for (int d = 1; d <= 9; ++d) {
      if (set & (1u << (d - 1))) at += std::snprintf(digits + at, sizeof digits - at, at ? ",%d" : "%d", d);
    }
    char name[4], value[40];  // room for any int, so GCC proves no truncation
    sdk::format_house(name, sizeof name, house);
    format_cell_value(value, sizeof value, target, digit);
    step_.set_text("%s: %s in %s => %s", kSize == 2 ? "Direct Hidden Pair" : "Direct Hidden Triplet", digits, name,
                   value);
    return sink.emit(step_);
  }

  unsigned places_[sdk::kHouses][10];
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
