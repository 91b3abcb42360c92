// Extended Unique Rectangle Type 3 (SudokuWiki, "Extended Unique Rectangles"; the type as in mturner's
// "Extended Unique Rectangles - Solving the 3,2,3,3 MUG", forum.enjoysudoku.com, the Uniqueness Test 3
// of the 2x2 rectangle carried over to the 2x3 pattern; not in HoDoKu). The pattern, its shapes and its
// deadliness are extended_rectangle.hpp's: six cells over three digits P must not all end in P.
//   Type 3: two or more cells have candidates outside P (the extra cells, SudokuWiki's "roof") and all
//      lie in one house h. One of them holds a digit of E (their candidates outside P). With k-1 other
//      cells S of h (no candidate of P) whose candidates with E make k digits D, the extra cells act as
//      one more cell of S: D is locked in S and that cell, so h's other cells lose D.
// S's own candidates are all of D (an almost locked set): with fewer, S alone would be a naked set of
// k-1 cells, found without uniqueness.
// Evidence: a deadly pattern (ABI 1.3) over the six cells, digits P, the candidates outside P as its
// guardians; S as an ALS of digits D, and per guardian g of an extra cell r and digit z (z != g) that
// goes, the chain r=g -> (ALS S) S<>g -> (ALS S) S=z: z is in S, so h's other cells lose it; a guardian
// z excludes z from h's cells by itself (r is in h). Fins: the extra cells and S. Text in the family's
// form, SudokuWiki's name:
//   "Extended Unique Rectangle Type 3: 1/2/3 in r1c12,r4c12,r7c12 => r7c5<>4, r7c5<>5"
// Scan: extended_rectangle.hpp's shapes; per shape every three digits ascending, per house holding the
// extra cells row, column, box; the sets S in ascending cell order, smaller first at each cell.
#pragma once

#include "extended_rectangle.hpp"

namespace npe::plugins::uniqueness {

/** Step kind of the Extended Unique Rectangle Type 3. */
inline constexpr std::uint32_t kExtendedRectangle3Kind = 3;

/** Type 3 on the shapes of one position; `check` decides one shape. */
class ExtendedRectangle3Search {
 public:
  ExtendedRectangle3Search(const BoardView& board, StepReport& report, sdk::StepSink& sink)
      : board_(board), report_(report), sink_(sink) {}

  /** Every three digits P of the shape; false when the sink wants no more steps. */
  bool check(const ExtendedRectangle& rect) {
    sdk::Mask all_digits = 0;
    rect.all.for_each([&](int cell) { all_digits |= board_.candidates[cell]; });
    for (sdk::Mask m1 = all_digits; m1; m1 &= static_cast<sdk::Mask>(m1 - 1)) {
      for (sdk::Mask m2 = m1 & static_cast<sdk::Mask>(m1 - 1); m2; m2 &= static_cast<sdk::Mask>(m2 - 1)) {
        for (sdk::Mask m3 = m2 & static_cast<sdk::Mask>(m2 - 1); m3; m3 &= static_cast<sdk::Mask>(m3 - 1)) {
          const auto digits = static_cast<sdk::Mask>((m1 & -m1) | (m2 & -m2) | (m3 & -m3));
          if (!check_digits(rect, digits)) return false;
        }
      }
    }
    return true;
  }

 private:
  bool check_digits(const ExtendedRectangle& rect, sdk::Mask digits) {
    rect_ = &rect;
    digits_ = digits;
    extra_ = CellSet{};
    extra_digits_ = 0;
    deadly_ = -1;
    rect.all.for_each([&](int cell) {
      const auto outside = static_cast<sdk::Mask>(board_.candidates[cell] & ~digits);
      if (outside == 0) return;
      extra_.add(cell);
      extra_digits_ |= outside;
    });
    if (extra_.count() < 2) return true;
    for (const int house : sdk::houses_of(extra_.first())) {
      if ((extra_ & kHouseSet[house]) != extra_) continue;
      house_ = house;
      pool_count_ = 0;
      kHouseSet[house].for_each([&](int cell) {
        if (board_.digits[cell] == 0 && !rect.all.has(cell) && (board_.candidates[cell] & digits) == 0)
          pool_[pool_count_++] = cell;
      });
      if (!extend(0, 0, CellSet{}, 0)) return false;
    }
    return true;
  }

  /** `set` holds `size` pool cells before `from` with candidates `held`; adds one more at a time. */
  bool extend(int from, sdk::Mask held, CellSet set, int size) {
    for (int i = from; i < pool_count_; ++i) {
      const auto with_held = static_cast<sdk::Mask>(held | board_.candidates[pool_[i]]);
      CellSet with_set = set;
      with_set.add(pool_[i]);
      const int digit_count = sdk::count_digits(static_cast<sdk::Mask>(with_held | extra_digits_));
      if (digit_count == size + 2 && (extra_digits_ & ~with_held) == 0 && !report(with_held, with_set)) return false;
      // More cells can close the set only while its digits do not outrun the cells left.
      if (digit_count <= pool_count_ + 1 && !extend(i + 1, with_held, with_set, size + 1)) return false;
    }
    return true;
  }

  bool deadly() {
    if (deadly_ < 0) deadly_ = extended_rectangle_deadly(board_, *rect_, digits_) ? 1 : 0;
    return deadly_ == 1;
  }

  /** One naked set: S = `set` of digits `locked` (D, all of them S's candidates). */
  bool report(sdk::Mask locked, CellSet set) {
    report_.begin(kExtendedRectangle3Kind);
    sdk::Mask gone = 0;
    kHouseSet[house_].for_each([&](int cell) {
      if (board_.digits[cell] != 0 || set.has(cell) || rect_->all.has(cell)) return;
      for (sdk::Mask m = board_.candidates[cell] & locked; m; m &= static_cast<sdk::Mask>(m - 1)) {
        report_.eliminations.add_once(cell, sdk::first_digit(m));
        gone |= static_cast<sdk::Mask>(m & -m);
      }
    });
    if (report_.eliminations.empty() || !deadly()) return true;
    report_.step.begin_pattern(NPE_PATTERN_DEADLY, digits_);
    rect_->all.for_each([&](int cell) { report_.step.add_pattern_cell(cell); });
    extra_.for_each([&](int cell) {
      for (sdk::Mask m = board_.candidates[cell] & static_cast<sdk::Mask>(~digits_); m;
           m &= static_cast<sdk::Mask>(m - 1))
        report_.step.add_guardian(cell, sdk::first_digit(m));
      report_.step.add_fin(cell);
    });
    set.for_each([&](int cell) { report_.step.add_fin(cell); });
    add_chains(locked, set, gone);
    int order[4] = {};
    int n = 0;
    for (sdk::Mask m = digits_; m; m &= static_cast<sdk::Mask>(m - 1)) order[n++] = sdk::first_digit(m);
    return report_.emit(sink_, "Extended Unique Rectangle Type 3", order, rect_->all, digits_);
  }

  /** Per guardian g and removed digit z != g: r=g -> S<>g -> S=z (ALS nodes: S's cells holding the digit). */
  void add_chains(sdk::Mask locked, CellSet set, sdk::Mask gone) {
    int cells[9];
    int count = 0;
    set.for_each([&](int cell) { cells[count++] = cell; });
    const int als = report_.step.add_als(cells, count, locked);
    auto node = [&](int digit, npe_link_kind link) {
      int holding[9];
      int n = 0;
      for (int i = 0; i < count; ++i) {
        if (board_.has(cells[i], digit)) holding[n++] = cells[i];
      }
      report_.step.add_node(NPE_NODE_ALS, digit, holding, n, link, false, als);
    };
    extra_.for_each([&](int cell) {
      for (sdk::Mask g = board_.candidates[cell] & static_cast<sdk::Mask>(~digits_); g;
           g &= static_cast<sdk::Mask>(g - 1)) {
        const int guardian = sdk::first_digit(g);
        for (sdk::Mask z = gone & static_cast<sdk::Mask>(~sdk::digit_bit(guardian)); z;
             z &= static_cast<sdk::Mask>(z - 1)) {
          if (!report_.step.begin_chain(NPE_CHAIN_OPEN)) return;
          report_.step.add_candidate_node(cell, guardian, NPE_LINK_WEAK);
          node(guardian, NPE_LINK_STRONG);
          node(sdk::first_digit(z), NPE_LINK_END);
        }
      }
    });
  }

  const BoardView& board_;
  StepReport& report_;
  sdk::StepSink& sink_;
  const ExtendedRectangle* rect_ = nullptr;
  sdk::Mask digits_ = 0;        // P
  CellSet extra_;               // the cells with candidates outside P
  sdk::Mask extra_digits_ = 0;  // E: their candidates outside P
  int deadly_ = -1;             // whether the shape over P is deadly: -1 not yet known
  int house_ = 0;
  int pool_[9] = {};  // h's empty cells outside the pattern without a candidate of P
  int pool_count_ = 0;
};

}  // namespace npe::plugins::uniqueness
