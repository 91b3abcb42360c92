// Skyscraper (HoDoKu 0400; docs/techniques.md "Single-digit patterns"): two parallel lines (rows, or
// columns) each holding the digit exactly twice, one place of each in the same cross line (the
// base); the other two places (the ends) are not in one cross line (that would be an X-Wing). One
// end is true, so cells seeing both ends lose the digit. X-chain: end =S= base -W- base =S= end.
// Scan order (HoDoKu's): rows, then columns; digits 1..9; line pairs in ascending order.
#pragma once

#include <npe/sdk/describe.hpp>

#include "pattern_step.hpp"

namespace npe::plugins::single_digit {

class Skyscraper {
 public:
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0400", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "single_digit.skyscraper",
       .name = "Skyscraper",
       .description = "two parallel lines with the digit twice, joined at one cross line: cells seeing both other "
                      "ends lose the digit",
       .default_points = 130,
       .default_rating_x10 = 66,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit Skyscraper(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for (int columns = 0; columns < 2; ++columns) {
      for (int digit = 1; digit <= 9; ++digit) {
        int lines[9];
        int count = 0;
        for (int line = 0; line < 9; ++line) {
          if (table.count(digit, 9 * columns + line) == 2) lines[count++] = 9 * columns + line;
        }
        for (int i = 0; i < count; ++i) {
          for (int j = i + 1; j < count; ++j) {
            if (!try_pair(table, digit, columns != 0, lines[i], lines[j], sink)) return;
          }
        }
      }
    }
  }

 private:
  /** Returns false when the sink asked to stop. */
  bool try_pair(const DigitTable& table, int digit, bool columns, int line_a, int line_b, sdk::StepSink& sink) {
    const int a[2] = {table.place(digit, line_a, 0), table.place(digit, line_a, 1)};
    const int b[2] = {table.place(digit, line_b, 0), table.place(digit, line_b, 1)};
    const auto cross = [columns](int cell) { return columns ? sdk::row_of(cell) : sdk::col_of(cell); };
    int matches = 0, base_a = 0, base_b = 0;
    for (int x = 0; x < 2; ++x) {
      for (int y = 0; y < 2; ++y) {
        if (cross(a[x]) == cross(b[y])) {
          ++matches;
          base_a = x;
          base_b = y;
        }
      }
    }
    if (matches != 1) return true;  // no common cross line, or an X-Wing
    const int end_a = a[1 - base_a], end_b = b[1 - base_b];
    const CellSet targets = table.cells[digit] & kPeerSet[end_a] & kPeerSet[end_b];
    if (targets.empty()) return true;
    step_.reset(columns ? 1u : 0u);
    eliminate_all(step_, targets, digit);
    CellSet cells = CellSet::of(end_a) | CellSet::of(end_b);
    add_cells(step_, cells | CellSet::of(a[base_a]) | CellSet::of(b[base_b]), digit);
    step_.add_base_house(line_a);
    step_.add_base_house(line_b);
    add_x_chain4(step_, digit, end_a, a[base_a], b[base_b], end_b);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    put_name_digit(text, "Skyscraper", digit);
    text.put(" in ");
    put_hodoku_cells(text, cells);
    text.put(" (connected by ");
    put_hodoku_cells(text, CellSet::of(a[base_a]) | CellSet::of(b[base_b]));
    text.put(")");
    finish_text(step_, buffer, text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::single_digit
