// Assembling one uniqueness step: eliminations in the order found (without repeats: the order decides
// the text), the evidence (the pattern's cells and digits, extra cells as fins) and HoDoKu's text
// "<name>: <digits> in <cells> => <eliminations>", e.g.
//   "Uniqueness Test 1: 1/3 in r5c89,r8c89 => r8c9<>1, r8c9<>3"
// No heap; the text is built only for steps that are reported.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>

#include "board_view.hpp"

namespace npe::plugins::uniqueness {

class StepReport {
 public:
  sdk::StepBuilder step;
  sdk::EliminationList eliminations;  // added with add_once

  void begin(std::uint32_t kind) {
    step.reset(kind);
    eliminations.clear();
  }
  void eliminate_if_present(const BoardView& board, int cell, int digit) {
    if (board.has(cell, digit)) eliminations.add_once(cell, digit);
  }
  /** Reports the step when it eliminates something: evidence cells `cells` (ascending), digits
   *  `digits`; text "<name>: d1/d2/... in <cells>" with the digits in `order` (1..9 each, 0-ended)
   *  and the eliminations. Returns false when the sink wants no more steps. */
  bool emit(sdk::StepSink& sink, const char* name, const int* order, CellSet cells, sdk::Mask digits) {
    if (eliminations.empty()) return true;
    for (const npe_cell_digit& elimination : eliminations) step.eliminate(elimination.cell, elimination.digit);
    cells.for_each([&](int cell) { step.add_cell(cell); });
    step.add_digits(digits);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer out(text, sizeof text);
    out.put(name);
    if (order[0] != 0) {
      out.put(": ");
      for (int i = 0; order[i] != 0; ++i) {
        if (i > 0) out.put('/');
        out.put_digit(order[i]);
      }
      out.put(" in ");
      put_hodoku_cells(out, cells);
    }
    put_hodoku_eliminations(out, eliminations);
    step.set_text("%s", text);
    return sink.emit(step);
  }
};

}  // namespace npe::plugins::uniqueness
