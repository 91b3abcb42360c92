// Unique Rectangle Singly-Linked Almost Locked Sets XZ Rule (kyoyama-kazusa/Sudoku, src/Sudoku.Analytics/
// Analytics/StepSearchers/Uniqueness/UniqueRectangleStepSearcher.pattern.cs, CheckAlmostLockedSetsXz,
// commit 7dfb5054; name from its AnalyticsResources.resx; not in HoDoKu). A unique rectangle (two rows,
// two columns, two boxes, four empty cells each holding a and b) whose cells hold exactly two other
// digits x and y in all: one of its x or y candidates is true (else the four cells are deadly), so x
// is in the rectangle's x-cells or y in its y-cells. An almost locked set A outside the rectangle
// holding x and y, its x-cells all seeing every x-cell of the rectangle (x restricted common): if
// the rectangle holds x, A loses x and locks y in its y-cells. Either way y is in the rectangle's
// y-cells or A's: cells seeing all of them lose y. Both ways round (x, y swapped).
// As kyoyama-kazusa's search, the step is reported only when the y-cells of the rectangle and A share
// no house (else y is a second restricted common: its doubly-linked rule, not built here). Unlike its
// search, every rectangle cell holds both a and b (no missing candidates: the host checks a deadly
// pattern by its candidates). A is any ALS of one house (one bivalue cell, or n cells with n + 1
// digits), as kyoyama-kazusa collects them.
// Evidence: a deadly pattern (ABI 1.3) over the four cells, digits {a, b}, the candidates x and y of its
// cells as guardians; A as an ALS and per guardian x of a cell c the chain c=x -> (ALS A) A<>x ->
// (ALS A) A=y (a guardian y excludes the targets by itself). Fins: the rectangle's cells with x or y.
// Text in the family's form, kyoyama-kazusa's name:
//   "Unique Rectangle Singly-Linked Almost Locked Sets XZ Rule: 1/2 in r1c12,r4c12 => r4c7<>4"
// Scan: every rectangle (not only those of rectangle_scan.hpp, which start from a cell holding just a
// and b: here no cell need): rows, then columns ascending, then a < b among the digits all four cells
// hold; x the smaller extra digit first; the sets as plugins/common/chains/als.hpp lists them (sets of
// two cells and more), then the bivalue cells in cell order.
#pragma once

#include "../common/chains/als.hpp"
#include "rectangle_scan.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

/** Step kind of the Unique Rectangle Singly-Linked ALS-XZ rule. */
inline constexpr std::uint32_t kRectangleAlsKind = 1;

/** Calls visit(const Rectangle&) for every rectangle of four empty cells in two boxes and every two
 *  digits a < b they all hold (cells, all, a, b and pair set); false to stop. */
template <class Visit>
bool scan_all_rectangles(const BoardView& board, Visit&& visit) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          if ((r1 / 3 == r2 / 3) == (c1 / 3 == c2 / 3)) continue;  // two boxes: one band or one stack
          Rectangle rect;
          const int cells[4] = {sdk::cell_at(r1, c1), sdk::cell_at(r1, c2), sdk::cell_at(r2, c1), sdk::cell_at(r2, c2)};
          sdk::Mask common = sdk::kAllDigits;
          for (int i = 0; i < 4; ++i) {
            rect.cells[i] = cells[i];
            rect.all.add(cells[i]);
            common &= board.digits[cells[i]] == 0 ? board.candidates[cells[i]] : 0;
          }
          for (sdk::Mask ma = common; ma; ma &= static_cast<sdk::Mask>(ma - 1)) {
            for (sdk::Mask mb = ma & static_cast<sdk::Mask>(ma - 1); mb; mb &= static_cast<sdk::Mask>(mb - 1)) {
              rect.a = sdk::first_digit(ma);
              rect.b = sdk::first_digit(mb);
              rect.pair = static_cast<sdk::Mask>(sdk::digit_bit(rect.a) | sdk::digit_bit(rect.b));
              if (!visit(rect)) return false;
            }
          }
        }
      }
    }
  }
  return true;
}

class RectangleAlsSearch {
 public:
  /** Enough for every ALS of a position (at most 511 per house, 27 houses; the list's table holds 2^14). */
  static constexpr int kCapacity = 14000;

  RectangleAlsSearch() : list_(kCapacity) {}

  /** Collects the position's sets; then `check` each rectangle. */
  void collect(const sdk::Position& position, const BoardView& board) {
    list_.collect(position);
    bivalue_ = CellSet{};
    board.empty.for_each([&](int cell) {
      if (board.count(cell) == 2) bivalue_.add(cell);
    });
  }

  /** One rectangle; false when the sink wants no more steps. */
  bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    sdk::Mask extra = 0;
    rect.all.for_each([&](int cell) { extra |= board.candidates[cell] & static_cast<sdk::Mask>(~rect.pair); });
    if (sdk::count_digits(extra) != 2) return true;
    const int first = sdk::first_digit(extra);
    const int second = sdk::first_digit(static_cast<sdk::Mask>(extra & (extra - 1)));
    for (const bool swap : {false, true}) {
      const int x = swap ? second : first, y = swap ? first : second;
      for (int i = 0; i < list_.size(); ++i) {
        const chains::Als& als = list_[i];
        if (!check_set(board, rect, x, y, als.cells, als.digits, report, sink)) return false;
      }
      bool go_on = true;
      bivalue_.for_each([&](int cell) {
        if (go_on) go_on = check_set(board, rect, x, y, CellSet::of(cell), board.candidates[cell], report, sink);
      });
      if (!go_on) return false;
    }
    return true;
  }

 private:
  static CellSet holding(const BoardView& board, CellSet cells, int digit) { return cells & board.with[digit]; }

  /** The set `cells` (digits `digits`) with x restricted and y removed. */
  bool check_set(const BoardView& board, const Rectangle& rect, int x, int y, CellSet cells, sdk::Mask digits,
                 StepReport& report, sdk::StepSink& sink) {
    const auto xy = static_cast<sdk::Mask>(sdk::digit_bit(x) | sdk::digit_bit(y));
    if ((digits & xy) != xy || cells.intersects(rect.all)) return true;
    const CellSet rect_x = holding(board, rect.all, x), rect_y = holding(board, rect.all, y);
    const CellSet als_x = holding(board, cells, x), als_y = holding(board, cells, y);
    if (!als_x.subset_of(sdk::common_peers(rect_x))) return true;
    const CellSet y_cells = rect_y | als_y;
    for (int house = 0; house < sdk::kHouses; ++house) {
      if (y_cells.subset_of(kHouseSet[house])) return true;  // doubly linked: not this rule
    }
    const CellSet targets = board.with[y] & sdk::common_peers(y_cells);
    if (targets.empty()) return true;
    report.begin(kRectangleAlsKind);
    targets.for_each([&](int cell) { report.eliminations.add_once(cell, y); });
    report.step.begin_pattern(NPE_PATTERN_DEADLY, rect.pair);
    rect.all.for_each([&](int cell) { report.step.add_pattern_cell(cell); });
    (rect_x | rect_y).for_each([&](int cell) {
      for (sdk::Mask m = board.candidates[cell] & xy; m; m &= static_cast<sdk::Mask>(m - 1))
        report.step.add_guardian(cell, sdk::first_digit(m));
      report.step.add_fin(cell);
    });
    int set_cells[9];
    const int count = cells.to_array(set_cells);
    const int index = report.step.add_als(set_cells, count, digits);
    int x_nodes[9], y_nodes[9];
    const int x_count = als_x.to_array(x_nodes), y_count = als_y.to_array(y_nodes);
    rect_x.for_each([&](int cell) {
      if (!report.step.begin_chain(NPE_CHAIN_OPEN)) return;
      report.step.add_candidate_node(cell, x, NPE_LINK_WEAK);
      report.step.add_node(NPE_NODE_ALS, x, x_nodes, x_count, NPE_LINK_STRONG, false, index);
      report.step.add_node(NPE_NODE_ALS, y, y_nodes, y_count, NPE_LINK_END, false, index);
    });
    const int order[] = {rect.a, rect.b, 0};
    return report.emit(sink, "Unique Rectangle Singly-Linked Almost Locked Sets XZ Rule", order, rect.all, rect.pair);
  }

  chains::AlsList list_;
  CellSet bivalue_;
};

}  // namespace npe::plugins::uniqueness
