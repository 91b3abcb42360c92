// Unique Rectangle Singly- and Doubly-Linked Almost Locked Sets XZ Rule (kyoyama-kazusa/Sudoku,
// src/Sudoku.Analytics/Analytics/StepSearchers/Uniqueness/UniqueRectangleStepSearcher.pattern.cs,
// CheckAlmostLockedSetsXz, commit 7dfb5054; names from its AnalyticsResources.resx; not in HoDoKu). A
// unique rectangle (two rows, two columns, two boxes, four empty cells each holding a and b) whose
// cells hold exactly two other digits x and y in all: one of its x or y candidates is true (else the
// four cells are deadly), so x is in the rectangle's x-cells or y in its y-cells. An almost locked
// set A outside the rectangle holding x and y, its x-cells all seeing every x-cell of the rectangle (x
// restricted common): if the rectangle holds x, A loses x and locks y in its y-cells. Either way y is
// in the rectangle's y-cells or A's: cells seeing all of them lose y (Singly-Linked; reported only
// when those y-cells share no house). When they share one, y is restricted too (Doubly-Linked): the
// rectangle holds x or y, and A loses it, so besides y, cells seeing every x-cell of both lose x, and
// A's other digits leave every house holding A (kyoyama-kazusa's house of A; its further eliminations
// from the rectangle's naked pairs, EliminationCalculator.UniqueRectangle, are not built). Both ways
// round (x, y swapped). Unlike its search, every rectangle cell holds both a and b (no missing
// candidates: the host checks a deadly pattern by its candidates). A is any ALS of one house (one
// bivalue cell, or n cells with n + 1 digits), as kyoyama-kazusa collects them.
// Evidence: a deadly pattern (ABI 1.3) over the four cells, digits {a, b}, the candidates x and y of its
// cells as guardians; A as an ALS and per guardian g of a cell c and removed digit z != g the chain
// c=g -> (ALS A) A<>g -> (ALS A) A=z (a guardian z excludes the targets by itself). Fins: the
// rectangle's cells with x or y. Text in the family's form, kyoyama-kazusa's names:
//   "Unique Rectangle Singly-Linked Almost Locked Sets XZ Rule: 1/2 in r1c14,r2c14 => r1c56,r2c789<>4"
// Scan: every rectangle (not only those of rectangle_scan.hpp, which start from a cell holding just a
// and b: here no cell need): rows, then columns ascending, then a < b among the digits all four cells
// hold; x the smaller extra digit first; the sets as plugins/common/chains/als.hpp lists them (sets of
// two cells and more), then the bivalue cells in cell order.
#pragma once

#include "../common/chains/als.hpp"
#include "rectangle_scan.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

/** Step kinds of the Unique Rectangle Singly- and Doubly-Linked ALS-XZ rules. */
inline constexpr std::uint32_t kRectangleAlsKind = 1, kRectangleAlsDoublyKind = 2;

class RectangleAlsSearch {
 public:
  /** Enough for every ALS of a position (at most 511 per house, 27 houses; the list's table holds 2^14). */
  static constexpr int kCapacity = 14000;

  explicit RectangleAlsSearch(bool doubly) : doubly_(doubly), list_(kCapacity) {}

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
    bool one_house = false;  // y a second restricted common: the doubly-linked rule
    for (int house = 0; house < sdk::kHouses; ++house) one_house = one_house || y_cells.subset_of(kHouseSet[house]);
    if (one_house != doubly_) return true;
    report.begin(doubly_ ? kRectangleAlsDoublyKind : kRectangleAlsKind);
    (board.with[y] & sdk::common_peers(y_cells)).for_each([&](int cell) { report.eliminations.add_once(cell, y); });
    if (doubly_) {
      (board.with[x] & sdk::common_peers(rect_x | als_x)).for_each([&](int cell) {
        report.eliminations.add_once(cell, x);
      });
      for (int house = 0; house < sdk::kHouses; ++house) {
        if (!cells.subset_of(kHouseSet[house])) continue;
        kHouseSet[house].minus(cells).for_each([&](int cell) {
          for (sdk::Mask m = board.candidates[cell] & digits & static_cast<sdk::Mask>(~xy); m;
               m &= static_cast<sdk::Mask>(m - 1))
            report.eliminations.add_once(cell, sdk::first_digit(m));
        });
      }
    }
    if (report.eliminations.empty()) return true;
    add_evidence(board, rect, xy, cells, digits, report);
    const int order[] = {rect.a, rect.b, 0};
    return report.emit(sink,
                       doubly_ ? "Unique Rectangle Doubly-Linked Almost Locked Sets XZ Rule"
                               : "Unique Rectangle Singly-Linked Almost Locked Sets XZ Rule",
                       order, rect.all, rect.pair);
  }

  /** The deadly pattern, the ALS and per guardian g (x or y) of a rectangle cell c and removed digit
   *  z != g the chain c=g -> (ALS) A<>g -> (ALS) A=z. */
  static void add_evidence(const BoardView& board, const Rectangle& rect, sdk::Mask xy, CellSet cells, sdk::Mask digits,
                           StepReport& report) {
    sdk::Mask gone = 0;
    for (const npe_cell_digit& e : report.eliminations) gone |= sdk::digit_bit(e.digit);
    report.step.begin_pattern(NPE_PATTERN_DEADLY, rect.pair);
    rect.all.for_each([&](int cell) { report.step.add_pattern_cell(cell); });
    const CellSet guarded = rect.all & (board.with[sdk::first_digit(xy)] |
                                        board.with[sdk::first_digit(static_cast<sdk::Mask>(xy & (xy - 1)))]);
    guarded.for_each([&](int cell) {
      for (sdk::Mask m = board.candidates[cell] & xy; m; m &= static_cast<sdk::Mask>(m - 1))
        report.step.add_guardian(cell, sdk::first_digit(m));
      report.step.add_fin(cell);
    });
    int set_cells[9];
    const int count = cells.to_array(set_cells);
    const int index = report.step.add_als(set_cells, count, digits);
    auto als_node = [&](int digit, npe_link_kind link) {
      int nodes[9];
      const int n = holding(board, cells, digit).to_array(nodes);
      report.step.add_node(NPE_NODE_ALS, digit, nodes, n, link, false, index);
    };
    guarded.for_each([&](int cell) {
      for (sdk::Mask g = board.candidates[cell] & xy; g; g &= static_cast<sdk::Mask>(g - 1)) {
        const int guardian = sdk::first_digit(g);
        for (sdk::Mask z = gone & static_cast<sdk::Mask>(~sdk::digit_bit(guardian)); z;
             z &= static_cast<sdk::Mask>(z - 1)) {
          if (!report.step.begin_chain(NPE_CHAIN_OPEN)) return;
          report.step.add_candidate_node(cell, guardian, NPE_LINK_WEAK);
          als_node(guardian, NPE_LINK_STRONG);
          als_node(sdk::first_digit(z), NPE_LINK_END);
        }
      }
    });
  }

  bool doubly_;
  chains::AlsList list_;
  CellSet bivalue_;
};

}  // namespace npe::plugins::uniqueness
