// Sudoku Explainer's unique rectangles and loops (4.5 .. 5.x), written from its rules
// (docs/techniques.md, "Sudoku Explainer ratings"): a loop of 4, 6, 8 ... cells holding both digits
// v1 and v2, alternating between blocks, rows and columns so that every house it enters holds
// exactly two of its cells (one at an even and one at an odd position), would have two solutions if
// its cells held v1 and v2 only. Cells with more digits ("extra" cells) must break it:
//  type 1: one extra cell: v1 and v2 leave it;
//  type 2: the extra cells share one extra digit: it leaves every cell seeing all of them;
//  type 3: two extra cells in one house, with their extra digits forming a naked set with other cells
//          of the house (or v1, v2 with other digits a hidden set without the second extra cell);
//  type 4: two extra cells in one house where v1 (or v2) has no other place: v2 (v1) leaves both.
// Rating: 4.5, +0.1 for a loop of 6, +0.2 for 8, +0.5 for 10 or more; type 3 adds 0.1 per digit of
// its set beyond the first (naked) or per cell beyond the first (hidden).
// Sudoku Explainer's search: from every bivalue cell (row-major) a depth-first walk over cells that
// hold both digits, never twice through the same kind of house in a row, each house in block, row,
// column order and its cells in order; the first two extra cells are free, a third or later extra cell
// needs the extra digits met so far (including those of cells tried before it on the same level) to
// be one digit. A hint equal to an earlier one (same type, same loop cells) is dropped; the rest are
// reported sorted by rating, then type, stably.
// Text: "Unique Loop type 2: 3,7 in r1c1,r1c5,r3c5,r3c1 => r2c3<>4".
#pragma once

#include <npe/sdk/describe.hpp>

#include <algorithm>
#include <array>
#include <cstdint>

#include "se_board.hpp"

namespace npe::plugins::serate {

struct UniqueLoops {
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "serate.unique_loop",
                     .name = "Unique Rectangle / Loop (Sudoku Explainer)",
                     .description = "a loop of two digits that would have two solutions, types 1-4",
                     .default_points = 45,
                     .default_rating_x10 = 45,
                     .yields = NPE_YIELDS_ELIMINATIONS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_NEEDS_UNIQUENESS});

  explicit UniqueLoops(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    pos_ = &position;
    hint_count_ = 0;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const sdk::Mask cands = position.candidates(cell);
      if (position.digit(cell) != 0 || sdk::count_digits(cands) != 2) continue;
      v1_ = sdk::first_digit(cands);
      v2_ = sdk::first_digit(static_cast<sdk::Mask>(cands & ~sdk::digit_bit(v1_)));
      length_ = 0;
      parity_houses_[0] = parity_houses_[1] = 0;
      walk(cell, 2, 0, -1);
    }
    std::array<int, kMaxHints> order;
    for (int i = 0; i < hint_count_; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.begin() + hint_count_, [&](int a, int b) {
      if (hints_[a].rating != hints_[b].rating) return hints_[a].rating < hints_[b].rating;
      return hints_[a].type < hints_[b].type;
    });
    for (int i = 0; i < hint_count_; ++i) {
      if (!emit(sink, hints_[order[i]])) return;
    }
  }

 private:
  static constexpr int kMaxHints = 256;
  static constexpr int kMaxLoop = 81;
  static constexpr int kTypes[3] = {2, 0, 1};  // block, row, column (Sudoku Explainer's order)

  struct Hint {
    std::uint8_t type = 0;  // 1..4
    std::uint8_t kind = 0;  // 1, 2, 3 naked, 4 hidden type 3, 5 type 4: what counts as "equal"
    int rating = 0;
    std::uint8_t v1 = 0, v2 = 0;
    std::uint8_t loop_length = 0;
    std::uint8_t loop[kMaxLoop];
    int elim_count = 0;
    npe_cell_digit elims[kMaxLoop];
    std::uint64_t set_lo = 0, set_hi = 0;  // the loop's cells
  };

  static int house_of(int cell, int type) {
    return type == 0 ? sdk::row_of(cell) : type == 1 ? 9 + sdk::col_of(cell) : 18 + sdk::block_of(cell);
  }

  static std::uint32_t houses_mask(int cell) {
    return (1u << sdk::row_of(cell)) | (1u << (9 + sdk::col_of(cell))) | (1u << (18 + sdk::block_of(cell)));
  }

  /** Would `cell` as the loop's next cell share a house with a cell of the same parity? Then no loop
   *  through this path is valid (valid_loop), and the walk need not go on from it. */
  bool breaks_parity(int cell) const { return (houses_mask(cell) & parity_houses_[length_ & 1]) != 0; }

  bool in_loop(int cell) const {
    for (int i = 0; i < length_; ++i) {
      if (loop_[i] == cell) return true;
    }
    return false;
  }

  void walk(int cell, int allowed_extra, sdk::Mask extra_in, int last_type) {
    if (length_ >= kMaxLoop) return;
    parity_houses_[length_ & 1] |= houses_mask(cell);
    loop_[length_++] = cell;
    sdk::Mask extra = extra_in;  // grows with every cell tried at this level (Sudoku Explainer's)
    const sdk::Mask pair = static_cast<sdk::Mask>(sdk::digit_bit(v1_) | sdk::digit_bit(v2_));
    for (int type : kTypes) {
      if (type == last_type) continue;
      const int house = house_of(cell, type);
      for (int next : sdk::kHouseCells[house]) {
        if (next == loop_[0] && length_ >= 4) {
          found_loop();
        } else if (!in_loop(next)) {
          const sdk::Mask cands = pos_->candidates(next);
          if ((cands & pair) != pair) continue;
          extra = static_cast<sdk::Mask>(extra | (cands & ~pair));
          const int count = sdk::count_digits(cands);
          if ((count == 2 || sdk::count_digits(extra) == 1 || allowed_extra > 0) && !breaks_parity(next)) {
            walk(next, allowed_extra - (count > 2 ? 1 : 0), extra, type);
          }
        }
      }
    }
    --length_;
    parity_houses_[length_ & 1] &= ~houses_mask(cell);
  }

  bool valid_loop() const {
    std::uint32_t seen[2] = {0, 0};
    for (int i = 0; i < length_; ++i) {
      for (int type : kTypes) {
        const std::uint32_t bit = 1u << house_of(loop_[i], type);
        if (seen[i & 1] & bit) return false;
        seen[i & 1] |= bit;
      }
    }
    return seen[0] == seen[1];
  }

  int base_rating() const {
    int rating = 45;
    if (length_ >= 10) rating += 3;
    if (length_ >= 8)
      rating += 2;
    else if (length_ >= 6)
      rating += 1;
    return rating;
  }

  void found_loop() {
    if (!valid_loop()) return;
    const sdk::Mask pair = static_cast<sdk::Mask>(sdk::digit_bit(v1_) | sdk::digit_bit(v2_));
    int extras[kMaxLoop];
    int extra_count = 0;
    for (int i = 0; i < length_; ++i) {
      if (sdk::count_digits(pos_->candidates(loop_[i])) > 2) extras[extra_count++] = loop_[i];
    }
    if (extra_count == 1) {
      Hint& h = start(1, 1);
      add_elim(h, extras[0], v1_);
      add_elim(h, extras[0], v2_);
      keep(h);
    } else if (extra_count > 2) {
      type2(extras, extra_count);
    } else if (extra_count == 2) {
      const int c1 = extras[0], c2 = extras[1];
      const sdk::Mask rest = static_cast<sdk::Mask>((pos_->candidates(c1) | pos_->candidates(c2)) & ~pair);
      if (sdk::count_digits(rest) == 1)
        type2(extras, 2);
      else if (sdk::count_digits(rest) >= 2)
        type3(c1, c2, rest);
      type4(c1, c2);
    }
  }

  Hint& start(int type, int kind) {
    Hint& h = scratch_;
    h.type = static_cast<std::uint8_t>(type);
    h.kind = static_cast<std::uint8_t>(kind);
    h.rating = base_rating();
    h.v1 = static_cast<std::uint8_t>(v1_);
    h.v2 = static_cast<std::uint8_t>(v2_);
    h.loop_length = static_cast<std::uint8_t>(length_);
    h.set_lo = h.set_hi = 0;
    for (int i = 0; i < length_; ++i) {
      h.loop[i] = static_cast<std::uint8_t>(loop_[i]);
      if (loop_[i] < 64)
        h.set_lo |= std::uint64_t{1} << loop_[i];
      else
        h.set_hi |= std::uint64_t{1} << (loop_[i] - 64);
    }
    h.elim_count = 0;
    return h;
  }

  void add_elim(Hint& h, int cell, int digit) {
    if (h.elim_count < kMaxLoop && sdk::has_digit(pos_->candidates(cell), digit)) {
      h.elims[h.elim_count++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
    }
  }

  /** Keeps the hint unless it removes nothing or equals an earlier one (type and loop cells). */
  void keep(const Hint& h) {
    if (h.elim_count == 0 || hint_count_ >= kMaxHints) return;
    for (int i = 0; i < hint_count_; ++i) {
      const Hint& o = hints_[i];
      if (o.kind == h.kind && o.loop_length == h.loop_length && o.set_lo == h.set_lo && o.set_hi == h.set_hi) return;
    }
    hints_[hint_count_++] = h;
  }

  void type2(const int* extras, int count) {
    const sdk::Mask pair = static_cast<sdk::Mask>(sdk::digit_bit(v1_) | sdk::digit_bit(v2_));
    const int value = sdk::first_digit(static_cast<sdk::Mask>(pos_->candidates(extras[0]) & ~pair));
    Hint& h = start(2, 2);
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      bool sees_all = true;
      for (int i = 0; i < count && sees_all; ++i) sees_all = cell != extras[i] && sdk::sees(cell, extras[i]);
      if (sees_all) add_elim(h, cell, value);
    }
    keep(h);
  }

  void type3(int c1, int c2, sdk::Mask extra) {
    const sdk::Mask pair = static_cast<sdk::Mask>(sdk::digit_bit(v1_) | sdk::digit_bit(v2_));
    for (int degree = sdk::count_digits(extra); degree <= 7; ++degree) {
      for (int type : kTypes) {
        const int house = house_of(c1, type);
        if (house != house_of(c2, type)) continue;
        const int empty = empty_cells(*pos_, house);
        int index1 = 0, index2 = 0;
        for (int k = 0; k < 9; ++k) {
          if (sdk::kHouseCells[house][k] == c1) index1 = k;
          if (sdk::kHouseCells[house][k] == c2) index2 = k;
        }
        if (degree * 2 <= empty) naked(house, c1, c2, index1, index2, extra, degree);
        if (degree * 2 < empty) hidden(house, c1, c2, index1, index2, extra, degree, pair);
      }
    }
  }

  void naked(int house, int c1, int c2, int index1, int index2, sdk::Mask extra, int degree) {
    for (unsigned subset = (1u << degree) - 1; subset != 0; subset = next_subset(subset, 9)) {
      if (!(subset & (1u << index1)) || (subset & (1u << index2))) continue;
      sdk::Mask naked_set = static_cast<sdk::Mask>(extra & pos_->candidates(c1) & pos_->candidates(c2));
      sdk::Mask common = 0;
      bool tuple = true;
      for (int k = 0; k < 9; ++k) {
        if (!(subset & (1u << k))) continue;
        const sdk::Mask p = k == index1 ? extra : pos_->candidates(sdk::kHouseCells[house][k]);
        if (k != index1) naked_set = static_cast<sdk::Mask>(naked_set | p);
        tuple &= sdk::count_digits(p) >= 2;
        common = static_cast<sdk::Mask>(common | p);
      }
      if (sdk::count_digits(naked_set) != degree || !tuple || sdk::count_digits(common) != degree) continue;
      Hint& h = start(3, 3);
      h.rating += degree - 1;
      for (int k = 0; k < 9; ++k) {
        const int cell = sdk::kHouseCells[house][k];
        if ((subset & (1u << k)) || cell == c1 || cell == c2) continue;
        for (int d = 1; d <= 9; ++d) {
          if (sdk::has_digit(common, d)) add_elim(h, cell, d);
        }
      }
      keep(h);
    }
  }

  void hidden(int house, int c1, int c2, int index1, int index2, sdk::Mask extra, int degree, sdk::Mask pair) {
    int rem[9];
    int rem_count = 0;
    for (int d = 1; d <= 9; ++d) {
      if (!(sdk::digit_bit(d) & (pair | extra))) rem[rem_count++] = d;
    }
    if (degree - 2 > rem_count) return;
    (void)c1;
    (void)c2;
    unsigned subset = (1u << (degree - 2)) - 1;
    for (;;) {
      sdk::Mask values = pair;
      for (int i = 0; i < rem_count; ++i) {
        if (subset & (1u << i)) values = static_cast<sdk::Mask>(values | sdk::digit_bit(rem[i]));
      }
      unsigned cells = 0;
      bool tuple = true;
      for (int d = 1; d <= 9; ++d) {
        if (!sdk::has_digit(values, d)) continue;
        const unsigned p = pos_->places_for(house, d) & ~(1u << index2);
        tuple &= p != 0;
        cells |= p;
      }
      if (tuple && std::popcount(cells) == degree) {
        const unsigned hidden_cells = cells & ~(1u << index1) & ~(1u << index2);
        Hint& h = start(3, 4);
        h.rating += std::popcount(hidden_cells) - 1;
        for (int k = 0; k < 9; ++k) {
          if (!(hidden_cells & (1u << k))) continue;
          const int cell = sdk::kHouseCells[house][k];
          for (int d = 1; d <= 9; ++d) {
            if (!sdk::has_digit(values, d)) add_elim(h, cell, d);
          }
        }
        keep(h);
      }
      if (subset == 0) break;  // the one empty subset
      subset = next_subset(subset, rem_count);
      if (subset == 0) break;
    }
  }

  void type4(int c1, int c2) {
    int lock = 0;
    int r1 = -1, r2 = -1;
    for (int type : kTypes) {
      const int house = house_of(c1, type);
      if (house != house_of(c2, type)) continue;
      bool has1 = false, has2 = false;
      for (int cell : sdk::kHouseCells[house]) {
        if (cell == c1 || cell == c2) continue;
        has1 |= sdk::has_digit(pos_->candidates(cell), v1_);
        has2 |= sdk::has_digit(pos_->candidates(cell), v2_);
      }
      if (!has1) r1 = house;
      if (!has2) r2 = house;
    }
    if (r1 >= 0)
      lock = v1_;
    else if (r2 >= 0)
      lock = v2_;
    if (lock == 0) return;
    const int remove = lock == v1_ ? v2_ : v1_;
    Hint& h = start(4, 5);
    add_elim(h, c1, remove);
    add_elim(h, c2, remove);
    keep(h);
  }

  bool emit(sdk::StepSink& sink, const Hint& h) {
    step_.reset(h.type);
    for (int i = 0; i < h.elim_count; ++i) step_.eliminate(h.elims[i].cell, h.elims[i].digit);
    int cells[kMaxLoop];
    for (int i = 0; i < h.loop_length; ++i) {
      cells[i] = h.loop[i];
      step_.add_cell(h.loop[i]);
    }
    step_.add_digits(static_cast<sdk::Mask>(sdk::digit_bit(h.v1) | sdk::digit_bit(h.v2)));
    step_.set_rating_x10(h.rating);
    char list[256];
    TextBuffer text(list, sizeof list);
    for (int i = 0; i < h.loop_length; ++i) {
      if (i) text.put(',');
      put_cell(text, cells[i]);
    }
    step_.set_text("Unique %s type %d: %d,%d in %s", h.loop_length == 4 ? "Rectangle" : "Loop", h.type, h.v1, h.v2,
                   list);
    return sink.emit(step_);
  }

  const sdk::Position* pos_ = nullptr;
  int v1_ = 0, v2_ = 0;
  int loop_[kMaxLoop];
  int length_ = 0;
  // The houses of the loop's cells at even and at odd positions: a valid loop has each house at
  // most once per parity, so a walk that would break that is cut (Sudoku Explainer walks it on).
  std::uint32_t parity_houses_[2] = {0, 0};
  Hint scratch_;
  int hint_count_ = 0;
  std::array<Hint, kMaxHints> hints_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
