// Sudoku Explainer's Bivalue Universal Grave (BUG, 5.6 .. 6.1), from its rules (docs/techniques.md,
// "Sudoku Explainer ratings"): without its "BUG values" every empty cell would hold two digits and
// every digit two places in each house it is missing from — a pattern with no unique solution — so
// one BUG value is true.
//  type 1 (5.6): one BUG cell: its other digits go;
//  type 2 (5.7): one BUG digit in several cells: it leaves every cell seeing them all;
//  type 3 (5.7 + 0.1 per set digit beyond the first): the BUG cells' BUG digits act as one cell of a
//          naked set with other cells of a house they share;
//  type 4 (5.7): two BUG cells in one house sharing one non-BUG digit: their third digits go.
// A BUG digit is found where a digit has neither zero nor two places in a house and exactly one of its
// places is a cell with three or more digits (Sudoku Explainer's search order: blocks, rows,
// columns; digits 1..9); steps come in its order (type 1; or 2 then 4; or 4 then 3).
// Text: "BUG type 2: 7 in r1c1,r5c5".
#pragma once

#include <npe/sdk/describe.hpp>

#include "se_peers.hpp"

namespace npe::plugins::serate {

struct Bug {
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "serate.bug",
                     .name = "Bivalue Universal Grave (Sudoku Explainer)",
                     .description = "BUG types 1-4: one of the digits beyond a bivalue grave is true",
                     .default_points = 56,
                     .default_rating_x10 = 56,
                     .yields = NPE_YIELDS_ELIMINATIONS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_NEEDS_UNIQUENESS});

  explicit Bug(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    pos_ = &position;
    if (!pattern()) return;
    if (bug_count_ == 1) {
      type1(sink);
    } else if (sdk::count_digits(all_) == 1) {
      if (!type2(sink)) return;
      if (bug_count_ == 2) type4(sink);
    } else if (common_count() > 0) {
      if (bug_count_ == 2 && !type4(sink)) return;
      type3(sink);
    }
  }

 private:
  static constexpr int kTypes[3] = {2, 0, 1};  // block, row, column

  static int house_of(int cell, int type) {
    return type == 0 ? sdk::row_of(cell) : type == 1 ? 9 + sdk::col_of(cell) : 18 + sdk::block_of(cell);
  }

  bool is_bug(int cell) const {
    for (int i = 0; i < bug_count_; ++i) {
      if (bug_[i] == cell) return true;
    }
    return false;
  }

  int common_count() const {
    int n = 0;
    for (int i = 0; i < 20; ++i) n += common_[i] && !is_bug(kSePeers[first_][i]);
    return n;
  }

  /** Finds the BUG cells and digits; false when the position is no BUG. */
  bool pattern() {
    bug_count_ = 0;
    all_ = 0;
    first_ = -1;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      temp_[cell] = pos_->candidates(cell);
      values_[cell] = 0;
    }
    for (int type : kTypes) {
      for (int i = 0; i < 9; ++i) {
        const int house = type == 0 ? i : type == 1 ? 9 + i : 18 + i;
        for (int digit = 1; digit <= 9; ++digit) {
          const unsigned places = pos_->places_for(house, digit);
          const int count = std::popcount(places);
          if (count == 0 || count == 2) continue;
          int found = -1, found_count = 0;
          for (int k = 0; k < 9; ++k) {
            const int cell = sdk::kHouseCells[house][k];
            if ((places & (1u << k)) && sdk::count_digits(pos_->candidates(cell)) >= 3) {
              found = cell;
              ++found_count;
            }
          }
          if (found_count == 0) return false;
          if (found_count != 1) continue;
          if (!is_bug(found)) bug_[bug_count_++] = found;
          values_[found] = static_cast<sdk::Mask>(values_[found] | sdk::digit_bit(digit));
          all_ = static_cast<sdk::Mask>(all_ | sdk::digit_bit(digit));
          temp_[found] = static_cast<sdk::Mask>(temp_[found] & ~sdk::digit_bit(digit));
          if (first_ < 0) {  // the cells seeing every BUG cell start as the first one's peers
            first_ = found;
            for (int p = 0; p < 20; ++p) common_[p] = true;
          }
          for (int p = 0; p < 20; ++p)
            common_[p] = common_[p] && sdk::sees(kSePeers[first_][p], found) && kSePeers[first_][p] != found;
          if (bug_count_ > 1 && sdk::count_digits(all_) > 1 && common_count() == 0) return false;
        }
      }
    }
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (pos_->digit(cell) == 0 && sdk::count_digits(temp_[cell]) != 2) return false;
    }
    for (int house = 0; house < sdk::kHouses; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        int count = 0;
        for (int cell : sdk::kHouseCells[house]) count += sdk::has_digit(temp_[cell], digit);
        if (count != 0 && count != 2) return false;
      }
    }
    return true;
  }

  void begin(int type) {
    step_.reset(static_cast<std::uint32_t>(type));
    for (int i = 0; i < bug_count_; ++i) step_.add_cell(bug_[i]);
    step_.add_digits(all_);
  }

  bool finish(sdk::StepSink& sink, int type, int rating) {
    step_.set_rating_x10(rating);
    char list[128];
    TextBuffer text(list, sizeof list);
    for (int i = 0; i < bug_count_; ++i) {
      if (i) text.put(',');
      put_cell(text, bug_[i]);
    }
    char digits[24];
    int at = 0;
    for (int d = 1; d <= 9; ++d) {
      if (sdk::has_digit(all_, d)) at += std::snprintf(digits + at, sizeof digits - at, at ? ",%d" : "%d", d);
    }
    step_.set_text("BUG type %d: %s in %s", type, digits, list);
    return sink.emit(step_);
  }

  void eliminate_mask(int cell, sdk::Mask mask) {
    for (int d = 1; d <= 9; ++d) {
      if (sdk::has_digit(mask, d) && sdk::has_digit(pos_->candidates(cell), d)) step_.eliminate(cell, d);
    }
  }

  bool type1(sdk::StepSink& sink) {
    begin(1);
    eliminate_mask(bug_[0], static_cast<sdk::Mask>(pos_->candidates(bug_[0]) & ~all_));
    if (step_.elimination_count() == 0) return true;
    return finish(sink, 1, 56);
  }

  bool type2(sdk::StepSink& sink) {
    if (common_count() == 0) return true;
    begin(2);
    const int digit = sdk::first_digit(all_);
    for (int p = 0; p < 20; ++p) {
      const int cell = kSePeers[first_][p];
      if (common_[p] && !is_bug(cell)) eliminate_mask(cell, sdk::digit_bit(digit));
    }
    if (step_.elimination_count() == 0) return true;
    return finish(sink, 2, 57);
  }

  bool type4(sdk::StepSink& sink) {
    const int c1 = bug_[0], c2 = bug_[1];
    const sdk::Mask common = static_cast<sdk::Mask>(pos_->candidates(c1) & pos_->candidates(c2) & ~all_);
    if (sdk::count_digits(common) != 1) return true;
    for (int type : kTypes) {
      if (house_of(c1, type) != house_of(c2, type)) continue;
      begin(4);
      eliminate_mask(c1, static_cast<sdk::Mask>(pos_->candidates(c1) & ~values_[c1] & ~common));
      eliminate_mask(c2, static_cast<sdk::Mask>(pos_->candidates(c2) & ~values_[c2] & ~common));
      step_.add_base_house(house_of(c1, type));
      if (step_.elimination_count() > 0 && !finish(sink, 4, 57)) return false;
    }
    return true;
  }

  bool type3(sdk::StepSink& sink) {
    for (int type : kTypes) {
      const int house = house_of(bug_[0], type);
      bool shared = true;
      for (int i = 1; i < bug_count_; ++i) shared &= house_of(bug_[i], type) == house;
      if (!shared) continue;
      int cells[20];
      int n = 0;
      for (int p = 0; p < 20; ++p) {
        const int cell = kSePeers[first_][p];
        if (common_[p] && !is_bug(cell) && house_of(cell, type) == house) cells[n++] = cell;
      }
      for (int degree = 2; degree <= 6; ++degree) {
        if (n < degree) continue;
        for (unsigned subset = (1u << (degree - 1)) - 1; subset != 0; subset = next_subset(subset, n)) {
          sdk::Mask others = 0;
          bool tuple = sdk::count_digits(all_) >= 2;
          for (int i = 0; i < n; ++i) {
            if (!(subset & (1u << i))) continue;
            others = static_cast<sdk::Mask>(others | pos_->candidates(cells[i]));
            tuple &= sdk::count_digits(pos_->candidates(cells[i])) >= 2;
          }
          if (sdk::count_digits(others) != degree || !tuple) continue;
          const sdk::Mask naked = static_cast<sdk::Mask>(others | all_);
          if (sdk::count_digits(naked) != degree) continue;
          begin(3);
          for (int i = 0; i < n; ++i) {
            if (!(subset & (1u << i))) eliminate_mask(cells[i], naked);
          }
          step_.add_base_house(house);
          if (step_.elimination_count() > 0 && !finish(sink, 3, 57 + degree - 1)) return false;
        }
      }
    }
    return true;
  }

  const sdk::Position* pos_ = nullptr;
  sdk::Mask temp_[sdk::kCells];
  sdk::Mask values_[sdk::kCells];
  sdk::Mask all_ = 0;
  int bug_[sdk::kCells];
  int bug_count_ = 0;
  int first_ = -1;
  bool common_[20];
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
