// Hidden Avoidable Rectangle (kyoyama-kazusa/Sudoku, UniqueRectangleStepSearcher.basic.cs CheckHidden in
// its avoidable mode; SudokuWiki's Hidden Unique Rectangle with a placed corner; not in HoDoKu): a
// rectangle (two rows, two columns, two boxes) of non-given cells whose corner C holds a digit a placed
// while solving and whose other three corners are empty: X in C's row, Y in C's column, D opposite C.
// In D's column b (not a) has no place but D and X, in D's row none but D and Y. If D were a, X and Y
// would be b (the two conjugate pairs) and the four cells a/b crosswise: swapping them (C is no given)
// gives a second solution. So D loses a.
// Evidence: a deadly pattern (ABI 1.3) over the four cells, digits {a, b}, its guardians the other
// candidates of X, Y and D (one of them is true: with none the four cells hold a and b only), and per
// guardian of X or Y a chain to D<>a: X=g -> X<>b -> (conjugate pair) D=b -> D<>a; D's own guardians
// exclude D=a directly. X, Y and D must hold b and D a (X and Y lost a when C was placed: the host lets
// them take it back in the pattern's fillings).
// Text in the family's form, kyoyama-kazusa's name, the digits a/b:
//   "Hidden Avoidable Rectangle: 1/2 in r1c14,r5c14 => r5c4<>1"
// Scan: C in cell order, X along C's row, Y along C's column, b ascending.
#pragma once

#include "board_view.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

/** Step kind of the Hidden Avoidable Rectangle. */
inline constexpr std::uint32_t kHiddenAvoidableKind = 9;

/** Adds D's candidate chains for the guardians of `cell` (X or Y; `digits` = {a, b}). */
inline void add_hidden_avoidable_chains(const BoardView& board, StepReport& report, int cell, int d, int a, int b,
                                        sdk::Mask digits) {
  for (sdk::Mask m = board.candidates[cell] & static_cast<sdk::Mask>(~digits); m; m &= static_cast<sdk::Mask>(m - 1)) {
    if (!report.step.begin_chain(NPE_CHAIN_OPEN)) return;
    report.step.add_candidate_node(cell, sdk::first_digit(m), NPE_LINK_WEAK);
    report.step.add_candidate_node(cell, b, NPE_LINK_STRONG);
    report.step.add_candidate_node(d, b, NPE_LINK_WEAK);
    report.step.add_candidate_node(d, a, NPE_LINK_END);
  }
}

/** Reports every Hidden Avoidable Rectangle; false when the sink wants no more steps. */
inline bool find_hidden_avoidable_rectangles(const BoardView& board, StepReport& report, sdk::StepSink& sink) {
  for (int c = 0; c < sdk::kCells; ++c) {
    if (!board.placed(c)) continue;
    const int a = board.digits[c];
    for (int col = 0; col < 9; ++col) {
      const int x = sdk::cell_at(sdk::row_of(c), col);
      if (x == c || board.digits[x] != 0) continue;
      for (int row = 0; row < 9; ++row) {
        const int y = sdk::cell_at(row, sdk::col_of(c));
        const int d = sdk::cell_at(row, col);
        if (y == c || board.digits[y] != 0 || board.digits[d] != 0 || !board.has(d, a)) continue;
        // Two boxes: C shares its box with exactly one of X and Y.
        if ((sdk::block_of(c) == sdk::block_of(x)) == (sdk::block_of(c) == sdk::block_of(y))) continue;
        for (int b = 1; b <= 9; ++b) {
          if (b == a || !board.has(x, b) || !board.has(y, b) || !board.has(d, b)) continue;
          CellSet column_pair, row_pair;
          column_pair.add(x);
          column_pair.add(d);
          row_pair.add(y);
          row_pair.add(d);
          if ((board.with[b] & col_set(d)) != column_pair || (board.with[b] & row_set(d)) != row_pair) continue;
          const auto digits = static_cast<sdk::Mask>(sdk::digit_bit(a) | sdk::digit_bit(b));
          const bool guarded = ((board.candidates[x] | board.candidates[y] | board.candidates[d]) & ~digits) != 0;
          if (!guarded) continue;  // no guardian: a contradiction simpler techniques find
          report.begin(kHiddenAvoidableKind);
          report.eliminations.add_once(d, a);
          CellSet cells = column_pair;
          cells.add(c);
          cells.add(y);
          report.step.begin_pattern(NPE_PATTERN_DEADLY, digits);
          cells.for_each([&](int cell) {
            report.step.add_pattern_cell(cell);
            if (cell == c) return;
            for (sdk::Mask m = board.candidates[cell] & static_cast<sdk::Mask>(~digits); m;
                 m &= static_cast<sdk::Mask>(m - 1))
              report.step.add_guardian(cell, sdk::first_digit(m));
          });
          add_hidden_avoidable_chains(board, report, x, d, a, b, digits);
          add_hidden_avoidable_chains(board, report, y, d, a, b, digits);
          report.step.add_fin(d);
          const int order[] = {a, b, 0};
          if (!report.emit(sink, "Hidden Avoidable Rectangle", order, cells, digits)) return false;
        }
      }
    }
  }
  return true;
}

}  // namespace npe::plugins::uniqueness
