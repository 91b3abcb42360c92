// Sue de Coq (HoDoKu's SUE_DE_COQ, library code 1101; HoDoKu's MiscellaneousSolver, after the
// Players' Forum definition). C: two or three empty cells where a line meets a block, holding the
// digits V with |V| >= |C| + 2. L: cells of the line outside C, B: cells of the block outside C and
// L; L's digits inside V (VL) and B's (VB) share none, each set may hold extra digits outside V
// (EL, EB), and |L| - |EL| + |B| - |EB| = |V| - |C|. Then every digit of C u L u B is placed as
// often as it can be: a digit of V once (in the line or the block), one of EL or EB once, one of
// both twice, and the cells are exactly as many as those placements. So (V u VB u EB) minus L's
// digits, plus the extras of both, leave the rest of the block; (V u VL u EL) minus B's digits,
// plus the extras of both, leave the rest of the line (docs/techniques.md, "Sue de Coq").
//
// Scan order (HoDoKu's getSueDeCoqInt): rows 1..9 with the blocks they cross, then columns 1..9;
// C as cell pairs and triples of the intersection in cell order; L and then B as the subsets of
// their source cells depth first in cell order. Text:
// "Sue de Coq: r7c45 - {123689} (r7c128 - {2389}, r9c6 - {16}) => r8c46,r9c4<>1, r8c456,r9c4<>6, r7c3<>2, r7c3<>9".
// Evidence: cells (C, L and B), digits, base houses (the line, the block). The sets are not npe_als
// entries: C holds |C| + 2 digits or more and L, B need not be almost locked either, while an
// npe_als is n cells with n + 1 digits (the host checks that); no ABI evidence expresses the
// counting argument (docs/techniques.md, "Sue de Coq").
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

namespace npe::plugins::sue_de_coq {

using sdk::CellSet;

class SueDeCoq {
 public:
  static constexpr npe_reglib_code kReglib[] = {{"1101", "", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "sue_de_coq",
       .name = "Sue de Coq",
       .description =
           "two or three cells of a line-block intersection with n + 2 digits or more, completed by "
           "cells of the line and of the block with disjoint digits: their digits leave the rest of both houses",
       .default_points = 250,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit SueDeCoq(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int cell = 0; cell < 81; ++cell) candidates_[cell] = position.digit(cell) == 0 ? position.candidates(cell) : 0;
    for (int pass = 0; pass < 2; ++pass) {
      for (int line = 0; line < 9; ++line) {
        line_house_ = pass * 9 + line;
        line_cells_ = empty_cells(line_house_);
        for (int block = 0; block < 9; ++block) {
          block_house_ = 18 + block;
          block_cells_ = empty_cells(block_house_);
          const CellSet meet = line_cells_ & block_cells_;
          if (meet.count() < 2) continue;
          if (!check_intersection(meet, sink)) return;
        }
      }
    }
  }

 private:
  CellSet empty_cells(int house) const {
    CellSet cells;
    for (int k = 0; k < 9; ++k) {
      const int cell = sdk::kHouseCells[house][k];
      if (candidates_[cell] != 0) cells.add(cell);
    }
    return cells;
  }

  sdk::Mask digits_of(CellSet cells) const {
    sdk::Mask digits = 0;
    while (!cells.empty()) digits |= candidates_[cells.pop_first()];
    return digits;
  }

  /** C = pairs and triples of the intersection; false when the sink asked to stop. */
  bool check_intersection(const CellSet& meet, sdk::StepSink& sink) {
    int cells[3];
    const int count = meet.to_array(cells);
    for (int i1 = 0; i1 < count - 1; ++i1) {
      for (int i2 = i1 + 1; i2 < count; ++i2) {
        const sdk::Mask two = candidates_[cells[i1]] | candidates_[cells[i2]];
        const CellSet pair = CellSet::of(cells[i1]) | CellSet::of(cells[i2]);
        if (sdk::count_digits(two) - 2 >= 2 && !check_line(pair, two, sdk::count_digits(two) - 2, sink)) return false;
        for (int i3 = i2 + 1; i3 < count; ++i3) {
          const sdk::Mask three = two | candidates_[cells[i3]];
          if (sdk::count_digits(three) - 3 >= 2 &&
              !check_line(pair | CellSet::of(cells[i3]), three, sdk::count_digits(three) - 3, sink)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  bool check_line(const CellSet& meet, sdk::Mask meet_digits, int n_plus, sdk::StepSink& sink) {
    meet_set_ = meet;
    meet_digits_ = meet_digits;
    int source[9];
    const int count = (line_cells_ & ~meet).to_array(source);
    return visit_line(source, count, 0, CellSet{}, 0, n_plus, sink);
  }

  /** Line sets L, depth first in cell order. */
  bool visit_line(const int* source, int count, int from, CellSet set, sdk::Mask digits, int n_plus,
                  sdk::StepSink& sink) {
    for (int i = from; i < count; ++i) {
      const CellSet with = set | CellSet::of(source[i]);
      const sdk::Mask with_digits = digits | candidates_[source[i]];
      const int size = with.count();
      const int contained = sdk::count_digits(with_digits & meet_digits_);
      const int extra = sdk::count_digits(with_digits & static_cast<sdk::Mask>(~meet_digits_));
      if (contained > 0 && size > extra && size - extra < n_plus) {
        line_set_ = with;
        line_set_digits_ = with_digits;
        const sdk::Mask forbidden = with_digits & meet_digits_;  // B may not hold L's digits of V
        int block_source[9];
        const int block_count = (block_cells_ & ~meet_set_ & ~with).to_array(block_source);
        if (!visit_block(block_source, block_count, 0, CellSet{}, 0, forbidden, n_plus - (size - extra), sink)) {
          return false;
        }
      }
      if (!visit_line(source, count, i + 1, with, with_digits, n_plus, sink)) return false;
    }
    return true;
  }

  /** Block sets B, depth first in cell order (a set with a forbidden digit has no valid superset). */
  bool visit_block(const int* source, int count, int from, CellSet set, sdk::Mask digits, sdk::Mask forbidden,
                   int n_plus, sdk::StepSink& sink) {
    for (int i = from; i < count; ++i) {
      const sdk::Mask with_digits = digits | candidates_[source[i]];
      if (with_digits & forbidden) continue;
      const CellSet with = set | CellSet::of(source[i]);
      const int contained = sdk::count_digits(with_digits & meet_digits_);
      const int extra = sdk::count_digits(with_digits & static_cast<sdk::Mask>(~meet_digits_));
      if (contained > 0 && with.count() - extra == n_plus && !report(with, with_digits, sink)) return false;
      if (!visit_block(source, count, i + 1, with, with_digits, forbidden, n_plus, sink)) return false;
    }
    return true;
  }

  /** Adds the candidates of `digits` in `cells` (cell by cell, digits ascending: HoDoKu's order). */
  void eliminate_in(CellSet cells, sdk::Mask digits) {
    while (!cells.empty()) {
      const int cell = cells.pop_first();
      for (sdk::Mask m = candidates_[cell] & digits; m != 0; m &= m - 1) list_.add(cell, std::countr_zero(m) + 1);
    }
  }

  bool report(const CellSet& block_set, sdk::Mask block_set_digits, sdk::StepSink& sink) {
    const sdk::Mask both = block_set_digits & line_set_digits_;  // extra digits of both sets
    list_.clear();
    eliminate_in(block_cells_ & ~block_set & ~meet_set_,
                 static_cast<sdk::Mask>(((meet_digits_ | block_set_digits) & ~line_set_digits_) | both));
    eliminate_in(line_cells_ & ~line_set_ & ~meet_set_,
                 static_cast<sdk::Mask>(((meet_digits_ | line_set_digits_) & ~block_set_digits) | both));
    if (list_.empty()) return true;

    step_.reset(line_house_ < 9 ? 0 : 1);
    sdk::eliminate_each_once(step_, list_);
    for (CellSet all = meet_set_ | line_set_ | block_set; !all.empty();) step_.add_cell(all.pop_first());
    step_.add_digits(static_cast<sdk::Mask>(meet_digits_ | line_set_digits_ | block_set_digits));
    step_.add_base_house(line_house_);
    step_.add_base_house(block_house_);

    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put("Sue de Coq: ");
    put_hodoku_cells(text, meet_set_);
    text.put(" - {");
    text.put_digits(meet_digits_);
    text.put("} (");
    put_hodoku_cells(text, line_set_);
    text.put(" - {");
    text.put_digits(line_set_digits_);
    text.put("}, ");
    put_hodoku_cells(text, block_set);
    text.put(" - {");
    text.put_digits(block_set_digits);
    text.put("})");
    put_hodoku_eliminations(text, list_);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  sdk::Mask candidates_[81] = {};
  int line_house_ = 0, block_house_ = 0;
  CellSet line_cells_, block_cells_;
  CellSet meet_set_, line_set_;                      // C and L
  sdk::Mask meet_digits_ = 0, line_set_digits_ = 0;  // V and L's digits
  sdk::EliminationList list_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::sue_de_coq
