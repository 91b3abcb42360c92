// HoDoKu 2.2's subsets in the order its SimpleSolver finds them (docs/techniques.md, "HoDoKu's solution
// path"), for the hodoku engine type:
// - hodoku.naked_subset {size 2..4, locked 0|1}: houses in the order blocks 1..9, rows 1..9, columns
//   1..9; in a house the cells holding 1..size candidates, in the house's order, combined
//   lexicographically; a combination whose candidates number `size` removes them from every other cell
//   of every house all its cells share (row, column, block). It is a Locked Pair or Triple when its
//   cells share a block and a line and it removes candidates both in the block and in the line outside
//   the block. locked 1 (HoDoKu's steps 1000, 1100) takes the first locked one, searching blocks only;
//   locked 0 (1300, 1400, 2000) the first that is not locked.
// - hodoku.hidden_subset {size 2..4}: houses blocks, rows, columns; in a house with more than `size`
//   empty cells, the digits with 1..size places, combined lexicographically; `size` digits whose places
//   are `size` cells remove the cells' other candidates.
// Texts in HoDoKu's words: "Locked Pair: 4,6 in r1c7,r3c7", "Hidden Triple: 1,5,9 in r2c8,r5c8,r6c8".
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <bit>
#include <string>

#include "reported_order.hpp"

namespace npe::plugins::hodoku {

inline constexpr npe_param_desc kNakedParams[] = {
    {sizeof(npe_param_desc), "size", "cells in the subset (2 pair, 3 triple, 4 quadruple)", NPE_PARAM_INT, 2, 4, 2},
    {sizeof(npe_param_desc), "locked",
     "1: only Locked Pairs/Triples (blocks only); 0: only subsets that are not locked", NPE_PARAM_INT, 0, 1, 0}};
inline constexpr npe_param_desc kHiddenParams[] = {
    {sizeof(npe_param_desc), "size", "digits in the subset (2 pair, 3 triple, 4 quadruple)", NPE_PARAM_INT, 2, 4, 2}};

/** Houses in HoDoKu's subset order: blocks, rows, columns. */
inline constexpr std::array<int, sdk::kHouses> kBlocksRowsColumns = [] {
  std::array<int, sdk::kHouses> houses{};
  for (int i = 0; i < 9; ++i) {
    houses[i] = 18 + i;
    houses[9 + i] = i;
    houses[18 + i] = 9 + i;
  }
  return houses;
}();

inline const char* subset_name(int size) { return size == 2 ? "Pair" : size == 3 ? "Triple" : "Quadruple"; }

/** "r1c7,r3c7". */
inline std::string cell_list(const int* cells, int count) {
  std::string out;
  for (int i = 0; i < count; ++i) {
    if (i) out += ',';
    out += 'r';
    out += static_cast<char>('1' + sdk::row_of(cells[i]));
    out += 'c';
    out += static_cast<char>('1' + sdk::col_of(cells[i]));
  }
  return out;
}

/** "4,6". */
inline std::string digit_list(sdk::Mask digits) {
  std::string out;
  for (int d = 1; d <= 9; ++d) {
    if (!sdk::has_digit(digits, d)) continue;
    if (!out.empty()) out += ',';
    out += static_cast<char>('0' + d);
  }
  return out;
}

class NakedSubsetTechnique {
 public:
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "hodoku.naked_subset",
      .name = "HoDoKu naked subset (Locked Pair/Triple, Naked Pair/Triple/Quadruple)",
      .description = "HoDoKu 2.2's naked subsets and locked subsets in its search order; for the hodoku engine type",
      .default_points = 60,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = 0,
      .param_count = 2,
      .params = kNakedParams,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};

  explicit NakedSubsetTechnique(const sdk::Params& params)
      : size_(static_cast<int>(params.get("size"))), locked_(params.get("locked") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const int houses = locked_ ? 9 : sdk::kHouses;
    for (int h = 0; h < houses; ++h) {
      const int house = kBlocksRowsColumns[h];
      int cells[9], count = 0;
      for (int cell : sdk::kHouseCells[house]) {
        const int n = sdk::count_digits(position.candidates(cell));
        if (position.digit(cell) == 0 && n > 0 && n <= size_) cells[count++] = cell;
      }
      int chosen[9];  // size_ <= 4 entries are used; 9 keeps every depth in bounds for the compiler
      if (count >= size_ && combine(position, cells, count, 0, 0, 0, chosen, sink)) return;
    }
  }

 private:
  /** Lexicographic combinations of `cells` from `from`; true when a step was reported (stop). */
  bool combine(const sdk::Position& position, const int* cells, int count, int from, int depth, sdk::Mask digits,
               int* chosen, sdk::StepSink& sink) {
    for (int i = from; i <= count - (size_ - depth); ++i) {
      const sdk::Mask with = static_cast<sdk::Mask>(digits | position.candidates(cells[i]));
      if (sdk::count_digits(with) > size_) continue;
      chosen[depth] = cells[i];
      if (depth + 1 == size_) {
        if (sdk::count_digits(with) == size_ && report(position, chosen, with, sink)) return true;
      } else if (combine(position, cells, count, i + 1, depth + 1, with, chosen, sink)) {
        return true;
      }
    }
    return false;
  }

  bool report(const sdk::Position& position, const int* chosen, sdk::Mask digits, sdk::StepSink& sink) {
    std::array<int, 3> shared = sdk::houses_of(chosen[0]);
    std::array<bool, 3> same = {true, true, true};
    for (int i = 1; i < size_; ++i) {
      const auto houses = sdk::houses_of(chosen[i]);
      for (int k = 0; k < 3; ++k) same[k] = same[k] && houses[k] == shared[k];
    }
    step_.reset();
    order_.clear();
    bool removed = false, in_line_outside_block = false, in_block = false;
    for (int k = 0; k < 3; ++k) {
      if (!same[k]) continue;
      for (int cell : sdk::kHouseCells[shared[k]]) {
        bool member = false;
        for (int i = 0; i < size_; ++i) member = member || chosen[i] == cell;
        const sdk::Mask gone = static_cast<sdk::Mask>(position.candidates(cell) & digits);
        if (member || position.digit(cell) != 0 || gone == 0) continue;
        removed = true;
        if (k == 2) in_block = true;
        if (k < 2 && sdk::block_of(cell) + 18 != shared[2]) in_line_outside_block = true;
        // A block cell on a shared line was removed from with the line (HoDoKu lists it twice).
        if (k == 2 &&
            ((same[0] && sdk::row_of(cell) == shared[0]) || (same[1] && sdk::col_of(cell) + 9 == shared[1]))) {
          continue;
        }
        for (int d = 1; d <= 9; ++d) {
          if (!sdk::has_digit(gone, d)) continue;
          step_.eliminate(cell, d);
          order_.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)});
        }
      }
    }
    if (!removed) return false;
    const bool locked = size_ < 4 && same[2] && (same[0] || same[1]) && in_block && in_line_outside_block;
    if (locked != locked_) return false;
    for (int i = 0; i < size_; ++i) step_.add_cell(chosen[i]);
    step_.add_digits(digits);
    const std::string text = std::string(locked ? "Locked " : "Naked ") + subset_name(size_) + ": " +
                             digit_list(digits) + " in " + cell_list(chosen, size_);
    step_.set_plain_text(text.c_str());
    last_reported_eliminations() = order_;
    sink.emit(step_);
    return true;
  }

  int size_;
  bool locked_;
  std::vector<Single> order_;  // the step's eliminations in HoDoKu's order
  sdk::StepBuilder step_;
};

class HiddenSubsetTechnique {
 public:
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "hodoku.hidden_subset",
      .name = "HoDoKu hidden subset (Hidden Pair/Triple/Quadruple)",
      .description = "HoDoKu 2.2's hidden subsets in its search order; for the hodoku engine type",
      .default_points = 70,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = 0,
      .param_count = 1,
      .params = kHiddenParams,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};

  explicit HiddenSubsetTechnique(const sdk::Params& params) : size_(static_cast<int>(params.get("size"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int house : kBlocksRowsColumns) {
      int empty = 0;
      for (int cell : sdk::kHouseCells[house]) empty += position.digit(cell) == 0;
      if (empty <= size_) continue;
      int digits[9], count = 0;
      for (int d = 1; d <= 9; ++d) {
        const int n = std::popcount(static_cast<unsigned>(places(position, house, d)));
        if (n > 0 && n <= size_) digits[count++] = d;
      }
      int chosen[9];  // size_ <= 4 entries are used; 9 keeps every depth in bounds for the compiler
      if (count >= size_ && combine(position, house, digits, count, 0, 0, 0, chosen, sink)) return;
    }
  }

 private:
  /** The digit's places in the house as bits of the house's cell positions. */
  static unsigned places(const sdk::Position& position, int house, int digit) {
    unsigned out = 0;
    for (int k = 0; k < 9; ++k) {
      const int cell = sdk::kHouseCells[house][k];
      if (position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), digit)) out |= 1u << k;
    }
    return out;
  }

  bool combine(const sdk::Position& position, int house, const int* digits, int count, int from, int depth,
               unsigned where, int* chosen, sdk::StepSink& sink) {
    for (int i = from; i <= count - (size_ - depth); ++i) {
      const unsigned with = where | places(position, house, digits[i]);
      chosen[depth] = digits[i];
      if (depth + 1 == size_) {
        if (std::popcount(with) == size_ && report(position, house, chosen, with, sink)) return true;
      } else if (combine(position, house, digits, count, i + 1, depth + 1, with, chosen, sink)) {
        return true;
      }
    }
    return false;
  }

  bool report(const sdk::Position& position, int house, const int* chosen, unsigned where, sdk::StepSink& sink) {
    sdk::Mask keep = 0;
    for (int i = 0; i < size_; ++i) keep = static_cast<sdk::Mask>(keep | sdk::digit_bit(chosen[i]));
    step_.reset();
    int cells[4], n = 0;
    for (int k = 0; k < 9; ++k) {
      if (!(where & (1u << k))) continue;
      const int cell = sdk::kHouseCells[house][k];
      cells[n++] = cell;
      const sdk::Mask gone = static_cast<sdk::Mask>(position.candidates(cell) & ~keep);
      for (int d = 1; d <= 9; ++d) {
        if (sdk::has_digit(gone, d)) step_.eliminate(cell, d);
      }
    }
    if (step_.elimination_count() == 0) return false;
    for (int i = 0; i < n; ++i) step_.add_cell(cells[i]);
    step_.add_digits(keep);
    const std::string text =
        std::string("Hidden ") + subset_name(size_) + ": " + digit_list(keep) + " in " + cell_list(cells, n);
    step_.set_plain_text(text.c_str());
    sink.emit(step_);
    return true;
  }

  int size_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::hodoku
