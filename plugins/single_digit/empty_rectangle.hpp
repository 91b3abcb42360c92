// Empty Rectangle (HoDoKu 0402, 0402-1) and Dual Empty Rectangle (0405); docs/techniques.md
// "Single-digit patterns". In a block the digit's places lie in one row R and one column C of the
// block (the other four cells are empty of it), with a place in R outside C and one in C outside R;
// HoDoKu also wants R or C to hold two places (parameter two_candidates=1 drops that: reglib 0402-1).
// A cell pair_start of R outside the block whose column holds the digit exactly twice, at pair_start
// and pair_end: the cell target of pair_end's row in column C (outside the block) loses the digit —
// target true would leave the block only R, so pair_start false, pair_end true, target false. The
// mirror: pair_start in C, its row a conjugate pair, target in R. (HoDoKu's p, q and t.)
// X-chain: pair_end =S= pair_start -W- (block cells on pair_start's line) =S= (the other block
// cells), grouped nodes.
// Scan order (HoDoKu's): digits 1..9; blocks 1..9; the nine (R, C) of a block as HoDoKu lists them
// (R = the block's 3rd, 2nd, 1st row, for each C = 3rd, 2nd, 1st column); pairs through R
// (pair_start in column order), then through C (pair_start in row order). A dual ER is two ERs of one
// block and digit with other eliminations, pairs in found order.
#pragma once

#include <npe/sdk/describe.hpp>

#include "pattern_step.hpp"

namespace npe::plugins::single_digit {

struct EmptyRectangle {
  std::uint8_t digit, block, row, col;  // row, col: R and C (0..8)
  std::uint8_t pair_start, pair_end, target;
  bool through_column;  // pair_start lies in C (the conjugate pair is a row)
};

inline constexpr npe_param_desc kTwoCandidatesParam[] = {
    {.struct_size = sizeof(npe_param_desc),
     .name = "two_candidates",
     .description = "1: also blocks with only two places, one in R and one in C (HoDoKu's option, reglib 0402-1)",
     .type = NPE_PARAM_INT,
     .min_value = 0,
     .max_value = 1,
     .default_value = 0}};

/** Calls visit(const EmptyRectangle&) for every ER in scan order; stops when visit returns false. */
template <class Visit>
bool for_each_empty_rectangle(const DigitTable& table, bool two_candidates, Visit&& visit) {
  static constexpr int kLineOffset[9] = {2, 2, 2, 1, 1, 1, 0, 0, 0};
  static constexpr int kColOffset[9] = {2, 1, 0, 2, 1, 0, 2, 1, 0};
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet cells = table.cells[digit];
    for (int block = 0; block < 9; ++block) {
      const int places = table.count(digit, 18 + block);
      if (places < 2 || places > 5) continue;
      const CellSet in_block = cells & kHouseSet[18 + block];
      for (int er = 0; er < 9; ++er) {
        const int row = 3 * (block / 3) + kLineOffset[er], col = 3 * (block % 3) + kColOffset[er];
        const CellSet row_set = kHouseSet[row], col_set = kHouseSet[9 + col];
        if (!in_block.minus(row_set | col_set).empty()) continue;
        const CellSet in_row = in_block & row_set, in_col = in_block & col_set;
        if (in_row.minus(col_set).empty() || in_col.minus(row_set).empty()) continue;
        if (!two_candidates && !in_row.several() && !in_col.several()) continue;
        for (int through_column = 0; through_column < 2; ++through_column) {
          const int line = through_column ? 9 + col : row;  // the house pair_start lies in
          for (const int pair_start : sdk::kHouseCells[line]) {
            if (sdk::block_of(pair_start) == block || !cells.has(pair_start)) continue;
            const int pair_house = through_column ? sdk::row_of(pair_start) : 9 + sdk::col_of(pair_start);
            if (table.count(digit, pair_house) != 2) continue;
            const int first = table.place(digit, pair_house, 0);
            const int pair_end = first == pair_start ? table.place(digit, pair_house, 1) : first;
            const int target =
                through_column ? sdk::cell_at(row, sdk::col_of(pair_end)) : sdk::cell_at(sdk::row_of(pair_end), col);
            if (sdk::block_of(target) == block || !cells.has(target)) continue;
            const EmptyRectangle found{static_cast<std::uint8_t>(digit),      static_cast<std::uint8_t>(block),
                                       static_cast<std::uint8_t>(row),        static_cast<std::uint8_t>(col),
                                       static_cast<std::uint8_t>(pair_start), static_cast<std::uint8_t>(pair_end),
                                       static_cast<std::uint8_t>(target),     through_column != 0};
            if (!visit(found)) return false;
          }
        }
      }
    }
  }
  return true;
}

/** The block's places of the digit. */
inline CellSet er_block_cells(const DigitTable& table, const EmptyRectangle& er) {
  return table.cells[er.digit] & kHouseSet[18 + er.block];
}

/** Chain pair_end =S= pair_start -W- near =S= far: near = the block's places on pair_start's line (R,
 *  or C), far = the rest. */
inline void add_er_evidence(sdk::StepBuilder& step, const DigitTable& table, const EmptyRectangle& er) {
  const CellSet block_cells = er_block_cells(table, er);
  const CellSet near = block_cells & kHouseSet[er.through_column ? 9 + er.col : er.row];
  const CellSet far = block_cells.minus(near);
  step.begin_chain(NPE_CHAIN_OPEN);
  step.add_candidate_node(er.pair_end, er.digit, NPE_LINK_STRONG);
  step.add_candidate_node(er.pair_start, er.digit, NPE_LINK_WEAK);
  add_set_node(step, near, er.digit, NPE_LINK_STRONG);
  add_set_node(step, far, er.digit, NPE_LINK_END);
  step.add_base_house(18 + er.block);  // (no cover houses: the host reads those as a fish's)
}

inline void put_er_start(TextBuffer& text, const char* name, const EmptyRectangle& er) {
  put_name_digit(text, name, er.digit);
  text.put(" in b");
  text.put_digit(er.block + 1);
  text.put(" (");
  put_hodoku_cells(text, CellSet::of(er.pair_start) | CellSet::of(er.pair_end));
}

class EmptyRectangleTechnique {
 public:
  // The variant first: the host takes a technique's first declaration that answers a case's code.
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0402-1", .params = "two_candidates=1", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0},
      {.code = "0402", .params = "two_candidates=0", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "single_digit.empty_rectangle",
       .name = "Empty Rectangle",
       .description = "a block whose places of the digit lie in one row and one column, with a conjugate pair "
                      "outside: the cell seeing both ends loses the digit",
       .default_points = 120,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kTwoCandidatesParam, kReglib);

  explicit EmptyRectangleTechnique(const sdk::Params& params) : two_candidates_(params.get("two_candidates") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for_each_empty_rectangle(table, two_candidates_, [&](const EmptyRectangle& er) {
      step_.reset(er.through_column ? 1u : 0u);
      step_.eliminate(er.target, er.digit);
      add_cells(step_, er_block_cells(table, er) | CellSet::of(er.pair_start) | CellSet::of(er.pair_end), er.digit);
      add_er_evidence(step_, table, er);
      char buffer[NPE_MAX_TEXT_LENGTH + 1];
      TextBuffer text(buffer, sizeof buffer);
      put_er_start(text, "Empty Rectangle", er);
      text.put(")");
      finish_text(step_, buffer, text);
      return sink.emit(step_);
    });
  }

 private:
  bool two_candidates_;
  sdk::StepBuilder step_;
};

class DualEmptyRectangle {
 public:
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0405", .params = "two_candidates=1", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "single_digit.dual_empty_rectangle",
       .name = "Dual Empty Rectangle",
       .description = "two Empty Rectangles of one block and digit with different eliminations, as one step",
       .default_points = 120,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kTwoCandidatesParam, kReglib);

  explicit DualEmptyRectangle(const sdk::Params& params) : two_candidates_(params.get("two_candidates") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    int count = 0;
    for_each_empty_rectangle(table, two_candidates_, [&](const EmptyRectangle& er) {
      if (count < kMax) found_[count++] = er;
      return true;
    });
    for (int i = 0; i < count; ++i) {
      for (int j = i + 1; j < count; ++j) {
        const EmptyRectangle& a = found_[i];
        const EmptyRectangle& b = found_[j];
        if (a.digit != b.digit || a.block != b.block || a.target == b.target) continue;
        if (!report(table, a, b, sink)) return;
      }
    }
  }

 private:
  bool report(const DigitTable& table, const EmptyRectangle& a, const EmptyRectangle& b, sdk::StepSink& sink) {
    step_.reset();
    step_.eliminate(a.target, a.digit);
    step_.eliminate(b.target, b.digit);
    add_cells(step_,
              er_block_cells(table, a) | CellSet::of(a.pair_start) | CellSet::of(a.pair_end) |
                  CellSet::of(b.pair_start) | CellSet::of(b.pair_end),
              a.digit);
    add_er_evidence(step_, table, a);
    add_er_evidence(step_, table, b);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    put_er_start(text, "Dual Empty Rectangle", a);
    text.put("/");
    put_hodoku_cells(text, CellSet::of(b.pair_start) | CellSet::of(b.pair_end));
    text.put(")");
    finish_text(step_, buffer, text);
    return sink.emit(step_);
  }

  static constexpr int kMax = 9 * 9 * 9 * 2 * 6;
  bool two_candidates_;
  EmptyRectangle found_[kMax];
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::single_digit
