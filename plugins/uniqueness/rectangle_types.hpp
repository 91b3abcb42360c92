// The Uniqueness Tests 1..6 and the Hidden Rectangle on one rectangle (rectangle_scan.hpp), as
// HoDoKu's UniquenessSolver decides them (docs/techniques.md, "Uniqueness"). The rectangle's four
// cells must not all end up holding only a and b (the two ways to fill them would both be
// solutions), so some "extra" cell (one with other candidates) keeps another digit:
//   1: three plain cells: the extra cell loses a and b.
//   2, 5: all extra cells have the same one extra digit x: a cell seeing all of them loses x
//      (two extra cells in one row or column: type 2; diagonal, or three extra cells: type 5).
//   3: two extra cells; their extra digits with k-1 more cells of a house they share (cells without
//      a and b) form a naked set of k digits: the house's other cells lose those digits (and, when
//      all of the set lies in one block of a row or column, that block's other cells too).
//   4: two extra cells in one row or column; one of a, b has no other place in the cells seeing
//      both: the extra cells lose the other digit.
//   6: two extra cells on a diagonal; one of a, b has no other place in the rectangle's rows and
//      columns (an X-Wing on the rectangle): the extra cells lose that digit.
//   Hidden: one plain cell C (or two on a diagonal, each taken as C); in the row and the column
//      through the cell D opposite C, a digit (a or b) has no place outside the rectangle: D
//      loses the other digit.
// Each check appends its steps to `report` and hands them to `sink`; it returns false when the
// sink wants no more steps.
#pragma once

#include "rectangle_scan.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

/** Step kinds: the Uniqueness Test's number, 7 for the Hidden Rectangle. */
inline constexpr std::uint32_t kHiddenRectangleKind = 7;

namespace detail {

inline bool share_line(int x, int y) { return sdk::row_of(x) == sdk::row_of(y) || sdk::col_of(x) == sdk::col_of(y); }

inline bool emit_rectangle(StepReport& report, sdk::StepSink& sink, const char* name, const Rectangle& rect) {
  const int order[] = {rect.a, rect.b, 0};
  return report.emit(sink, name, order, rect.all, rect.pair);
}

inline void add_extra_fins(StepReport& report, const Rectangle& rect) {
  for (int i = 0; i < rect.extra_count; ++i) report.step.add_fin(rect.extra[i]);
}

/** Type 3 in one house: extends the two extra cells with cells of `unit` (no a or b) one at a time,
 *  in ascending order, reporting each naked set. `block_unit`: skip sets within one line (the row or
 *  column search reported them). */
class Type3Search {
 public:
  Type3Search(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink, int house)
      : board_(board), rect_(rect), report_(report), sink_(sink), house_(house) {
    kHouseSet[house].for_each([&](int cell) {
      if (board.digits[cell] == 0 && board.candidates[cell] != 0 && (board.candidates[cell] & rect.pair) == 0 &&
          !rect.all.has(cell)) {
        pool_[pool_count_++] = cell;
      }
    });
  }

  bool run() {
    if (pool_count_ == 0) return true;
    return extend(0, rect_.extra_digits(board_), rect_.extra_set, 2);
  }

 private:
  /** `set` holds `size` cells: the two extra cells and pool cells before `from`. */
  bool extend(int from, sdk::Mask digits, CellSet set, int size) {
    for (int i = from; i < pool_count_; ++i) {
      const sdk::Mask with_digits = digits | board_.candidates[pool_[i]];
      CellSet with_set = set;
      with_set.add(pool_[i]);
      if ((house_ < 18 || !in_one_line(with_set)) && sdk::count_digits(with_digits) == size) {
        if (!report(with_digits, with_set)) return false;
      }
      if (!extend(i + 1, with_digits, with_set, size + 1)) return false;
    }
    return true;
  }

  static bool in_one_line(CellSet set) {
    const int cell = set.first();
    return set.minus(row_set(cell)).empty() || set.minus(col_set(cell)).empty();
  }

  void eliminate_in(int house, sdk::Mask digits, CellSet set) {
    kHouseSet[house].for_each([&](int cell) {
      if (board_.digits[cell] != 0 || set.has(cell)) return;
      for (sdk::Mask m = board_.candidates[cell] & digits; m; m &= m - 1) {
        report_.eliminations.add_once(cell, sdk::first_digit(m));
      }
    });
  }

  bool report(sdk::Mask digits, CellSet set) {
    report_.begin(3);
    eliminate_in(house_, digits, set);
    if (report_.eliminations.empty()) return true;
    if (house_ < 18) {
      const int block = sdk::block_of(set.first());
      if (set.minus(kHouseSet[18 + block]).empty()) eliminate_in(18 + block, digits, set);
    }
    set.for_each([&](int cell) { report_.step.add_fin(cell); });
    report_.step.add_base_house(house_);
    report_.step.set_rating_x10(45 + sdk::count_digits(digits) - 1);  // SE: naked pair 4.6, triple 4.7, ...
    return emit_rectangle(report_, sink_, "Uniqueness Test 3", rect_);
  }

  const BoardView& board_;
  const Rectangle& rect_;
  StepReport& report_;
  sdk::StepSink& sink_;
  int house_;
  int pool_[9] = {};
  int pool_count_ = 0;
};

}  // namespace detail

inline bool check_type1(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
  if (rect.plain_count != 3) return true;
  report.begin(1);
  report.eliminate_if_present(board, rect.extra[0], rect.a);
  report.eliminate_if_present(board, rect.extra[0], rect.b);
  detail::add_extra_fins(report, rect);
  return detail::emit_rectangle(report, sink, "Uniqueness Test 1", rect);
}

/** Types 2 and 5 (`type` 2 or 5): one shared extra digit. */
inline bool check_type2_or_5(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink,
                             int type) {
  if (rect.plain_count != 1 && rect.plain_count != 2) return true;
  const sdk::Mask extra = rect.extra_digits(board);
  if (sdk::count_digits(extra) != 1) return true;
  const int x = sdk::first_digit(extra);
  const bool type2 = rect.extra_count == 2 && detail::share_line(rect.extra[0], rect.extra[1]);
  if ((type == 2) != type2) return true;
  CellSet targets = board.with[x];
  for (int i = 0; i < rect.extra_count; ++i) targets = targets & kPeerSet[rect.extra[i]];
  if (targets.empty()) return true;
  report.begin(static_cast<std::uint32_t>(type));
  targets.for_each([&](int cell) { report.eliminations.add_once(cell, x); });
  detail::add_extra_fins(report, rect);
  return detail::emit_rectangle(report, sink, type2 ? "Uniqueness Test 2" : "Uniqueness Test 5", rect);
}

inline bool check_type3(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
  if (rect.plain_count != 2) return true;
  const int x = rect.extra[0], y = rect.extra[1];
  if (sdk::row_of(x) == sdk::row_of(y) && !detail::Type3Search(board, rect, report, sink, sdk::row_of(x)).run())
    return false;
  if (sdk::col_of(x) == sdk::col_of(y) && !detail::Type3Search(board, rect, report, sink, 9 + sdk::col_of(x)).run())
    return false;
  if (sdk::block_of(x) == sdk::block_of(y) &&
      !detail::Type3Search(board, rect, report, sink, 18 + sdk::block_of(x)).run()) {
    return false;
  }
  return true;
}

inline bool check_type4(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
  if (rect.plain_count != 2) return true;
  const int x = rect.extra[0], y = rect.extra[1];
  if (!detail::share_line(x, y)) return true;
  const CellSet seeing_both = kPeerSet[x] & kPeerSet[y];
  int removed = 0;  // the digit other than the one locked in the extra cells
  if ((seeing_both & board.with[rect.a]).empty())
    removed = rect.b;
  else if ((seeing_both & board.with[rect.b]).empty())
    removed = rect.a;
  else
    return true;
  report.begin(4);
  report.eliminate_if_present(board, x, removed);
  report.eliminate_if_present(board, y, removed);
  detail::add_extra_fins(report, rect);
  return detail::emit_rectangle(report, sink, "Uniqueness Test 4", rect);
}

inline bool check_type6(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
  if (rect.plain_count != 2) return true;
  const int x = rect.extra[0], y = rect.extra[1];
  if (detail::share_line(x, y)) return true;
  const CellSet lines = (row_set(x) | col_set(x) | row_set(y) | col_set(y)).minus(rect.all);
  int digit = 0;
  if ((lines & board.with[rect.a]).empty())
    digit = rect.a;
  else if ((lines & board.with[rect.b]).empty())
    digit = rect.b;
  else
    return true;
  report.begin(6);
  report.eliminate_if_present(board, x, digit);
  report.eliminate_if_present(board, y, digit);
  detail::add_extra_fins(report, rect);
  return detail::emit_rectangle(report, sink, "Uniqueness Test 6", rect);
}

inline bool check_hidden_rectangle(const BoardView& board, const Rectangle& rect, StepReport& report,
                                   sdk::StepSink& sink) {
  if (rect.plain_count != 1 && rect.plain_count != 2) return true;
  if (rect.plain_count == 2 && detail::share_line(rect.plain[0], rect.plain[1])) return true;
  for (int c = 0; c < rect.plain_count; ++c) {
    const int corner = rect.plain[c];
    const int x = rect.extra[0], y = rect.extra[1];
    const int row = sdk::row_of(x) != sdk::row_of(corner) ? sdk::row_of(x) : sdk::row_of(y);
    const int col = sdk::col_of(x) != sdk::col_of(corner) ? sdk::col_of(x) : sdk::col_of(y);
    const int opposite = sdk::cell_at(row, col);
    const CellSet outside_row = kHouseSet[row].minus(rect.all);
    const CellSet outside_col = kHouseSet[9 + col].minus(rect.all);
    for (const auto& [locked, removed] : {std::pair{rect.a, rect.b}, std::pair{rect.b, rect.a}}) {  // a first
      if (!(board.with[locked] & outside_row).empty() || !(board.with[locked] & outside_col).empty()) continue;
      report.begin(kHiddenRectangleKind);
      report.eliminate_if_present(board, opposite, removed);
      if (report.eliminations.empty()) continue;
      detail::add_extra_fins(report, rect);
      if (!detail::emit_rectangle(report, sink, "Hidden Rectangle", rect)) return false;
    }
  }
  return true;
}

}  // namespace npe::plugins::uniqueness
