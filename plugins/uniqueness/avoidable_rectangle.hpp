// Avoidable Rectangles (HoDoKu's UniquenessSolver; docs/techniques.md, "Uniqueness"): a rectangle
// (two rows, two columns, two blocks) with no given in it, where digits placed while solving
// already fill some corners. Two corners of one block hold placed digits a and b; if the corner
// in a's column (row) ended up b and the one in b's column (row) a, the four digits could be
// swapped: another solution. Each far corner thus has a "deadly" digit it must avoid.
//   Type 1: one far corner is placed with its deadly digit: the other loses its deadly digit.
//   Type 2: both far corners are empty, each with two candidates: its deadly digit and one extra
//      digit x, the same for both: one of them is x, so a cell seeing both loses x.
// HoDoKu's scan: every placed non-given cell (start, digit a) in cell order; the placed non-given
// cells of its block in block order sharing its row or column (partner, digit b); then along the
// start cell's column (row) outside the block, the far corners. An empty far corner must hold its
// deadly digit and exactly two candidates (HoDoKu's rule, also for type 1).
#pragma once

#include "rectangle_scan.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

struct AvoidableRectangle {
  int start = 0, partner = 0, far_start = 0, far_partner = 0;
  int a = 0, b = 0;  // digits of start and partner
  CellSet all;
};

/** Calls visit(const AvoidableRectangle&) in HoDoKu's scan order, each rectangle once; visit returns
 *  false to stop. Returns false when stopped. */
template <class Visit>
bool scan_avoidable_rectangles(const BoardView& board, Visit&& visit) {
  for (int start = 0; start < sdk::kCells; ++start) {
    if (!board.placed(start)) continue;
    const int a = board.digits[start];
    const int block = sdk::block_of(start);
    for (int k = 0; k < 9; ++k) {
      const int partner = sdk::block_cell(block, k);
      // The partner as start meets the same rectangle (the conditions are symmetric): once, from the first.
      if (partner <= start || !board.placed(partner)) continue;
      const bool same_row = sdk::row_of(partner) == sdk::row_of(start);
      if (!same_row && sdk::col_of(partner) != sdk::col_of(start)) continue;
      const int b = board.digits[partner];
      // An empty far corner that must avoid `deadly`: it holds it, with one other candidate.
      auto open = [&](int cell, int deadly) {
        return board.digits[cell] == 0 && board.has(cell, deadly) && board.count(cell) == 2;
      };
      for (int j = 0; j < 9; ++j) {
        const int far_start = same_row ? sdk::cell_at(j, sdk::col_of(start)) : sdk::cell_at(sdk::row_of(start), j);
        if (sdk::block_of(far_start) == block) continue;
        const int far_partner =
            same_row ? sdk::cell_at(j, sdk::col_of(partner)) : sdk::cell_at(sdk::row_of(partner), j);
        const bool fits = (board.placed(far_start) && board.digits[far_start] == b && open(far_partner, a)) ||
                          (board.placed(far_partner) && board.digits[far_partner] == a && open(far_start, b)) ||
                          (open(far_start, b) && open(far_partner, a));
        if (!fits) continue;
        AvoidableRectangle rect{start, partner, far_start, far_partner, a, b, {}};
        for (int cell : {start, partner, far_start, far_partner}) rect.all.add(cell);
        if (!visit(rect)) return false;
      }
    }
  }
  return true;
}

inline bool emit_avoidable(StepReport& report, sdk::StepSink& sink, const char* name, const AvoidableRectangle& rect) {
  const int order[] = {rect.a, rect.b, 0};
  return report.emit(sink, name, order, rect.all,
                     static_cast<sdk::Mask>(sdk::digit_bit(rect.a) | sdk::digit_bit(rect.b)));
}

inline bool check_avoidable1(const BoardView& board, const AvoidableRectangle& rect, StepReport& report,
                             sdk::StepSink& sink) {
  if (board.digits[rect.far_start] == 0 && board.digits[rect.far_partner] == 0) return true;
  report.begin(1);
  if (board.digits[rect.far_start] != 0) {
    report.eliminate_if_present(board, rect.far_partner, rect.a);
    report.step.add_fin(rect.far_partner);
  } else {
    report.eliminate_if_present(board, rect.far_start, rect.b);
    report.step.add_fin(rect.far_start);
  }
  return emit_avoidable(report, sink, "Avoidable Rectangle Type 1", rect);
}

inline bool check_avoidable2(const BoardView& board, const AvoidableRectangle& rect, StepReport& report,
                             sdk::StepSink& sink) {
  if (board.digits[rect.far_start] != 0 || board.digits[rect.far_partner] != 0) return true;
  const int x = sdk::first_digit(board.candidates[rect.far_start] & static_cast<sdk::Mask>(~sdk::digit_bit(rect.b)));
  if (!board.has(rect.far_partner, x)) return true;
  const CellSet targets = kPeerSet[rect.far_start] & kPeerSet[rect.far_partner] & board.with[x];
  if (targets.empty()) return true;
  report.begin(2);
  targets.for_each([&](int cell) { report.eliminations.add_once(cell, x); });
  report.step.add_fin(std::min(rect.far_start, rect.far_partner));
  report.step.add_fin(std::max(rect.far_start, rect.far_partner));
  return emit_avoidable(report, sink, "Avoidable Rectangle Type 2", rect);
}

}  // namespace npe::plugins::uniqueness
