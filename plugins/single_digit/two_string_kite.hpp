// 2-String Kite (HoDoKu 0401) and Dual 2-String Kite (0404); docs/techniques.md "Single-digit
// patterns". A row and a column each hold the digit exactly twice; one place of the row and one of
// the column (four distinct cells) share a block. One of the two other places (the free ends) is
// true, so the cell where the free end's column meets the other free end's row loses the digit.
// X-chain: row end =S= row base -W- column base =S= column end. A dual kite is two kites with the same
// two block cells and other eliminations — HoDoKu's rule, which pairs kites of different digits too
// (reglib 0404 has such a case); its text names the first kite's digit.
// Scan order: digits 1..9; rows 1..9 holding the digit twice, in each columns 1..9; the four ways to
// pair the places in HoDoKu's order (first with first, first with second, ...). HoDoKu takes only
// the first pairing whose block cells share a block; npe takes every such pairing.
#pragma once

#include <npe/sdk/describe.hpp>

#include "pattern_step.hpp"

namespace npe::plugins::single_digit {

struct Kite {
  std::uint8_t digit, row_end, row_base, col_base, col_end, cross;
};

/** Calls visit(const Kite&) for every kite in scan order; stops when visit returns false. */
template <class Visit>
bool for_each_kite(const DigitTable& table, Visit&& visit) {
  for (int digit = 1; digit <= 9; ++digit) {
    for (int row = 0; row < 9; ++row) {
      if (table.count(digit, row) != 2) continue;
      const int r[2] = {table.place(digit, row, 0), table.place(digit, row, 1)};
      for (int col = 9; col < 18; ++col) {
        if (table.count(digit, col) != 2) continue;
        const int c[2] = {table.place(digit, col, 0), table.place(digit, col, 1)};
        if (r[0] == c[0] || r[0] == c[1] || r[1] == c[0] || r[1] == c[1]) continue;
        for (int pairing = 0; pairing < 4; ++pairing) {
          const int rb = r[pairing >> 1], cb = c[pairing & 1];
          if (sdk::block_of(rb) != sdk::block_of(cb)) continue;
          const int rf = r[1 - (pairing >> 1)], cf = c[1 - (pairing & 1)];
          const int cross = sdk::cell_at(sdk::row_of(cf), sdk::col_of(rf));
          if (!table.cells[digit].has(cross)) continue;
          const Kite kite{static_cast<std::uint8_t>(digit), static_cast<std::uint8_t>(rf),
                          static_cast<std::uint8_t>(rb),    static_cast<std::uint8_t>(cb),
                          static_cast<std::uint8_t>(cf),    static_cast<std::uint8_t>(cross)};
          if (!visit(kite)) return false;
        }
      }
    }
  }
  return true;
}

/** The kite's chain, cells and houses (shared by the single and the dual kite). */
inline void add_kite_evidence(sdk::StepBuilder& step, const Kite& kite) {
  add_x_chain4(step, kite.digit, kite.row_end, kite.row_base, kite.col_base, kite.col_end);
  step.add_base_house(sdk::row_of(kite.row_end));
  step.add_base_house(9 + sdk::col_of(kite.col_end));
}

inline CellSet kite_cells(const Kite& kite) {
  return CellSet::of(kite.row_end) | CellSet::of(kite.row_base) | CellSet::of(kite.col_base) |
         CellSet::of(kite.col_end);
}

class TwoStringKite {
 public:
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0401", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "single_digit.two_string_kite",
       .name = "2-String Kite",
       .description = "a row and a column with the digit twice, joined in a block: the cell seeing both free ends "
                      "loses the digit",
       .default_points = 150,
       .default_rating_x10 = 66,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit TwoStringKite(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for_each_kite(table, [&](const Kite& kite) {
      step_.reset();
      step_.eliminate(kite.cross, kite.digit);
      add_cells(step_, kite_cells(kite), kite.digit);
      add_kite_evidence(step_, kite);
      char buffer[NPE_MAX_TEXT_LENGTH + 1];
      TextBuffer text(buffer, sizeof buffer);
      put_name_digit(text, "2-String Kite", kite.digit);
      text.put(" in ");
      put_hodoku_cells(text, CellSet::of(kite.row_end) | CellSet::of(kite.col_end));
      text.put(" (connected by ");
      put_hodoku_cells(text, CellSet::of(kite.row_base) | CellSet::of(kite.col_base));
      text.put(")");
      finish_text(step_, buffer, text);
      return sink.emit(step_);
    });
  }

 private:
  sdk::StepBuilder step_;
};

class DualTwoStringKite {
 public:
  // No NPE_REGLIB_DIGITS: a dual of two digits has both as evidence, HoDoKu's digits field the first.
  static constexpr npe_reglib_code kReglib[] = {{.code = "0404", .params = "", .flags = 0, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "single_digit.dual_two_string_kite",
                     .name = "Dual 2-String Kite",
                     .description = "two 2-String Kites through the same two block cells, with both eliminations",
                     .default_points = 150,
                     .default_rating_x10 = 66,
                     .yields = NPE_YIELDS_ELIMINATIONS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL},
                    kReglib);

  explicit DualTwoStringKite(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    int count = 0;
    for_each_kite(table, [&](const Kite& kite) {
      if (count < kMaxKites) kites_[count++] = kite;
      return true;
    });
    // HoDoKu's findDualTwoStringKites: pairs i < j in found order.
    for (int i = 0; i < count; ++i) {
      for (int j = i + 1; j < count; ++j) {
        const Kite& a = kites_[i];
        const Kite& b = kites_[j];
        if (a.digit == b.digit && a.cross == b.cross) continue;
        const bool same_block_cells = (a.row_base == b.row_base && a.col_base == b.col_base) ||
                                      (a.row_base == b.col_base && a.col_base == b.row_base);
        if (!same_block_cells) continue;
        if (!report(a, b, sink)) return;
      }
    }
  }

 private:
  bool report(const Kite& a, const Kite& b, sdk::StepSink& sink) {
    step_.reset();
    step_.eliminate(a.cross, a.digit);
    step_.eliminate(b.cross, b.digit);
    add_cells(step_, kite_cells(a) | kite_cells(b), a.digit);
    step_.add_digits(sdk::digit_bit(b.digit));
    add_kite_evidence(step_, a);
    add_kite_evidence(step_, b);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    put_name_digit(text, "Dual 2-String Kite", a.digit);
    text.put(" in ");
    put_hodoku_cells(text, CellSet::of(a.row_end) | CellSet::of(a.col_end));
    text.put("/in ");
    put_hodoku_cells(text, CellSet::of(b.row_end) | CellSet::of(b.col_end));
    text.put(" (connected by ");
    put_hodoku_cells(text, CellSet::of(a.row_base) | CellSet::of(a.col_base));
    text.put(")");
    finish_text(step_, buffer, text);
    return sink.emit(step_);
  }

  static constexpr int kMaxKites = 9 * 9 * 9 * 4;
  Kite kites_[kMaxKites];
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::single_digit
