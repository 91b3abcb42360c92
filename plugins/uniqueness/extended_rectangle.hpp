// Extended Unique Rectangles (SudokuWiki, "Extended Unique Rectangles"; the types as in mturner's
// "Extended Unique Rectangles - Solving the 3,2,3,3 MUG", forum.enjoysudoku.com; not in HoDoKu):
// six empty cells where two rows cross three columns (or two columns three rows), with three digits P,
// in three boxes (SudokuWiki's: the rows in one band, a column in each stack, each column's pair in one
// box) or in two (the rows in two bands, the columns those of one stack, each row's three cells in one
// box; the other shapes are never deadly: a box would hold four cells, or the swap change its digits).
// Filled from P, each of the two lines holds all of P and each cross pair two digits; swapping the two
// lines' digits keeps every house's digits: a second solution. So the six cells do not all end in P.
//   Type 1: one cell has candidates outside P, the other five none: it loses P.
//   Type 2: two cells or more have candidates outside P, all the same one digit x: one of them is x,
//      so cells seeing all of them lose x.
//   Type 4: two cells have candidates outside P, and a digit p of P has no other place in a house
//      holding both: one of them is p, so the other is outside P: both lose P's other digits (per p).
// The host checks the claim by the pattern's fillings (its candidates within P), which it accepts only
// when every filling's swap is a filling too; the search reports the same patterns only (a filling
// and its swap are the only fillings alike in every house: the cross pairs are the three pairs of P).
// Evidence: a deadly pattern (ABI 1.3) over the six cells, digits P, the candidates outside P as its
// guardians; type 4 also, per guardian g of either extra cell, the chain cell=g -> cell<>p -> other=p. Text in the
// family's form, SudokuWiki's name:
//   "Extended Unique Rectangle Type 1: 1/2/3 in r1c12,r4c12,r7c12 => r7c2<>1, r7c2<>2, r7c2<>3"
// Scan: the row shapes (two rows ascending; three columns, one per stack in ascending order, or the
// stacks' columns), then the column shapes; for each, every three digits P of its candidates ascending.
#pragma once

#include "board_view.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

/** Six cells: cells[line][k], the two lines (rows or columns) crossed by three cross lines k. */
struct ExtendedRectangle {
  int cells[2][3] = {};
  CellSet all;
};

/** Calls visit(const ExtendedRectangle&) for every shape whose six cells are empty; false to stop. */
template <class Visit>
bool scan_extended_rectangles(const BoardView& board, Visit&& visit) {
  for (const bool rows : {true, false}) {
    auto at = [&](int line, int cross) { return rows ? sdk::cell_at(line, cross) : sdk::cell_at(cross, line); };
    for (int first = 0; first < 9; ++first) {
      for (int second = first + 1; second < 9; ++second) {
        const bool one_band = first / 3 == second / 3;
        for (int k = 0; k < (one_band ? 27 : 3); ++k) {
          // One band: one cross line per band across (three boxes); two bands: the cross lines of one
          // band across (each line's three cells in one box: two boxes).
          const int cross[3] = {one_band ? k / 9 : 3 * k, one_band ? 3 + k / 3 % 3 : 3 * k + 1,
                                one_band ? 6 + k % 3 : 3 * k + 2};
          ExtendedRectangle rect;
          bool empty = true;
          for (int j = 0; j < 3; ++j) {
            rect.cells[0][j] = at(first, cross[j]);
            rect.cells[1][j] = at(second, cross[j]);
            empty = empty && board.digits[rect.cells[0][j]] == 0 && board.digits[rect.cells[1][j]] == 0;
            rect.all.add(rect.cells[0][j]);
            rect.all.add(rect.cells[1][j]);
          }
          if (empty && !visit(rect)) return false;
        }
      }
    }
  }
  return true;
}

/** Whether the six cells over `digits` (three) make a deadly pattern: some filling (each line all three
 *  digits, each cross pair two, every cell a candidate) and each filling's swap of the lines a filling. */
inline bool extended_rectangle_deadly(const BoardView& board, const ExtendedRectangle& rect, sdk::Mask digits) {
  int d[3];
  int n = 0;
  for (sdk::Mask m = digits; m; m &= static_cast<sdk::Mask>(m - 1)) d[n++] = sdk::first_digit(m);
  static constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  auto fits = [&](int line, const int* perm) {
    for (int j = 0; j < 3; ++j) {
      if (!board.has(rect.cells[line][j], d[perm[j]])) return false;
    }
    return true;
  };
  bool any = false;
  for (const auto& p : kPermutations) {
    for (const auto& q : kPermutations) {
      if (p[0] == q[0] || p[1] == q[1] || p[2] == q[2] || !fits(0, p) || !fits(1, q)) continue;
      any = true;
      if (!fits(0, q) || !fits(1, p)) return false;
    }
  }
  return any;
}

/** Type 4's two extra cells: whether `digit` has no other place in a house holding both. */
inline bool locked_in(const BoardView& board, CellSet pair, int digit) {
  const int first = pair.first();
  for (const int house : sdk::houses_of(first)) {
    if ((pair & kHouseSet[house]) == pair && (board.with[digit] & kHouseSet[house]) == pair) return true;
  }
  return false;
}

/** Type 4's chains: per guardian g of either extra cell, cell=g -> cell<>p -> other cell=p. */
inline void add_locked_digit_chains(const BoardView& board, StepReport& report, CellSet pair, sdk::Mask digits, int p) {
  const int first = pair.first();
  const int second = pair.minus(CellSet::of(first)).first();
  for (const int cell : {first, second}) {
    const int other = cell == first ? second : first;
    for (sdk::Mask m = board.candidates[cell] & static_cast<sdk::Mask>(~digits); m;
         m &= static_cast<sdk::Mask>(m - 1)) {
      if (!report.step.begin_chain(NPE_CHAIN_OPEN)) return;
      report.step.add_candidate_node(cell, sdk::first_digit(m), NPE_LINK_WEAK);
      report.step.add_candidate_node(cell, p, NPE_LINK_STRONG);
      report.step.add_candidate_node(other, p, NPE_LINK_END);
    }
  }
}

/** Type 1, 2 or 4 (the step's kind) on one shape; false when the sink wants no more steps. */
inline bool check_extended_rectangle(const BoardView& board, const ExtendedRectangle& rect, int type,
                                     StepReport& report, sdk::StepSink& sink) {
  static constexpr const char* kNames[5] = {"", "Extended Unique Rectangle Type 1", "Extended Unique Rectangle Type 2",
                                            "", "Extended Unique Rectangle Type 4"};
  sdk::Mask all_digits = 0;
  rect.all.for_each([&](int cell) { all_digits |= board.candidates[cell]; });
  for (sdk::Mask m1 = all_digits; m1; m1 &= static_cast<sdk::Mask>(m1 - 1)) {
    for (sdk::Mask m2 = m1 & static_cast<sdk::Mask>(m1 - 1); m2; m2 &= static_cast<sdk::Mask>(m2 - 1)) {
      for (sdk::Mask m3 = m2 & static_cast<sdk::Mask>(m2 - 1); m3; m3 &= static_cast<sdk::Mask>(m3 - 1)) {
        const auto digits = static_cast<sdk::Mask>((m1 & -m1) | (m2 & -m2) | (m3 & -m3));
        CellSet extra;
        sdk::Mask extra_digits = 0;
        bool one_each = true;  // every extra cell has exactly one candidate outside P
        rect.all.for_each([&](int cell) {
          const auto outside = static_cast<sdk::Mask>(board.candidates[cell] & ~digits);
          if (outside == 0) return;
          extra.add(cell);
          extra_digits |= outside;
          one_each = one_each && sdk::count_digits(outside) == 1;
        });
        const int extra_count = extra.count();
        if (type == 1 && extra_count != 1) continue;
        if (type == 2 && (extra_count < 2 || !one_each || sdk::count_digits(extra_digits) != 1)) continue;
        if (type == 4 && extra_count != 2) continue;
        // Type 4 per digit p of P locked in the two extra cells; types 1 and 2 once (p = 0).
        for (int p = type == 4 ? 1 : 0; p <= (type == 4 ? 9 : 0); ++p) {
          if (type == 4 && (!sdk::has_digit(digits, p) || !locked_in(board, extra, p))) continue;
          report.begin(static_cast<std::uint32_t>(type));
          if (type == 1) {
            const int cell = extra.first();
            for (sdk::Mask m = board.candidates[cell] & digits; m; m &= static_cast<sdk::Mask>(m - 1))
              report.eliminations.add_once(cell, sdk::first_digit(m));
          } else if (type == 2) {
            const int x = sdk::first_digit(extra_digits);
            CellSet targets = board.with[x];
            extra.for_each([&](int cell) { targets = targets & kPeerSet[cell]; });
            targets.for_each([&](int cell) { report.eliminations.add_once(cell, x); });
          } else {
            const auto others = static_cast<sdk::Mask>(digits & ~sdk::digit_bit(p));
            extra.for_each([&](int cell) {
              for (sdk::Mask m = board.candidates[cell] & others; m; m &= static_cast<sdk::Mask>(m - 1))
                report.eliminations.add_once(cell, sdk::first_digit(m));
            });
          }
          if (report.eliminations.empty() || !extended_rectangle_deadly(board, rect, digits)) continue;
          report.step.begin_pattern(NPE_PATTERN_DEADLY, digits);
          rect.all.for_each([&](int cell) { report.step.add_pattern_cell(cell); });
          extra.for_each([&](int cell) {
            for (sdk::Mask m = board.candidates[cell] & static_cast<sdk::Mask>(~digits); m;
                 m &= static_cast<sdk::Mask>(m - 1))
              report.step.add_guardian(cell, sdk::first_digit(m));
            report.step.add_fin(cell);
          });
          if (type == 4) add_locked_digit_chains(board, report, extra, digits, p);
          int order[4] = {};
          int n = 0;
          for (sdk::Mask m = digits; m; m &= static_cast<sdk::Mask>(m - 1)) order[n++] = sdk::first_digit(m);
          if (!report.emit(sink, kNames[type], order, rect.all, digits)) return false;
        }
      }
    }
  }
  return true;
}

}  // namespace npe::plugins::uniqueness
