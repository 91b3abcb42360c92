// Turbot Fish (HoDoKu 0403; docs/techniques.md "Single-digit patterns"): an X-chain of three links,
// e1 =S= b1 -W- b2 =S= e2, on four distinct candidates of one digit: the strong links are houses
// holding the digit exactly twice, the weak link two cells seeing each other. e1 or e2 is true, so
// cells seeing both lose the digit. Skyscrapers and 2-String Kites are Turbot Fish too (HoDoKu's
// finds them as well). Each chain is reported once, from the end with the lower cell index.
// Scan order: digits 1..9; e1 ascending; b1 through e1's row, column, block; b2 ascending among b1's
// peers; e2 through b2's row, column, block. (HoDoKu sorts all Turbot Fish by its step order and
// takes the best; npe takes the first in scan order.)
#pragma once

#include <npe/sdk/describe.hpp>

#include "pattern_step.hpp"

namespace npe::plugins::single_digit {

class TurbotFish {
 public:
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0403", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "single_digit.turbot_fish",
       .name = "Turbot Fish",
       .description = "an X-chain of three links (strong, weak, strong) on one digit: cells seeing both ends lose it",
       .default_points = 120,
       .default_rating_x10 = 66,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit TurbotFish(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for (int digit = 1; digit <= 9; ++digit) {
      const CellSet cells = table.cells[digit];
      bool go = true;
      cells.for_each([&](int e1) {
        if (!go) return;
        const CellSet firsts = strong_partners(table, digit, e1);
        firsts.for_each([&](int b1) {
          if (!go) return;
          (cells & kPeerSet[b1]).for_each([&](int b2) {
            if (!go || b2 == e1) return;
            strong_partners(table, digit, b2).for_each([&](int e2) {
              if (!go || e2 <= e1 || e2 == b1) return;  // e2 > e1: each chain once
              const CellSet targets = cells & kPeerSet[e1] & kPeerSet[e2];
              if (!targets.empty()) go = report(digit, e1, b1, b2, e2, targets, sink);
            });
          });
        });
      });
      if (!go) return;
    }
  }

 private:
  /** The other place of every house of `cell` holding the digit exactly twice. */
  static CellSet strong_partners(const DigitTable& table, int digit, int cell) {
    CellSet partners;
    for (const int house : sdk::houses_of(cell)) {
      if (table.count(digit, house) != 2) continue;
      const int a = table.place(digit, house, 0);
      partners.add(a == cell ? table.place(digit, house, 1) : a);
    }
    return partners;
  }

  bool report(int digit, int e1, int b1, int b2, int e2, CellSet targets, sdk::StepSink& sink) {
    step_.reset();
    eliminate_all(step_, targets, digit);
    add_cells(step_, CellSet::of(e1) | CellSet::of(b1) | CellSet::of(b2) | CellSet::of(e2), digit);
    add_x_chain4(step_, digit, e1, b1, b2, e2);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    put_name_digit(text, "Turbot Fish", digit);
    const int chain[4] = {e1, b1, b2, e2};
    const char* links[3] = {" =", " -", " ="};
    for (int i = 0; i < 4; ++i) {
      if (i > 0) {
        text.put(links[i - 1]);
        text.put_digit(digit);
        text.put(links[i - 1][1] == '=' ? "= " : "- ");
      } else {
        text.put(' ');
      }
      put_cell(text, chain[i]);
    }
    finish_text(step_, buffer, text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::single_digit
