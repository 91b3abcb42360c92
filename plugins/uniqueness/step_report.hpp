// Assembling one uniqueness step: eliminations in the order found, the evidence (the pattern's
// cells and digits, extra cells as fins) and HoDoKu's text
// "<name>: <digits> in <cells> => <eliminations>". No heap; the text is built only for steps that
// are reported.
#pragma once

#include <npe/sdk.hpp>

#include "hodoku_text.hpp"

namespace npe::plugins::uniqueness {

class StepReport {
 public:
  sdk::StepBuilder step;
  Eliminations eliminations;

  void begin(std::uint32_t kind) {
    step.reset(kind);
    eliminations.clear();
  }
  void eliminate_if_present(const BoardView& board, int cell, int digit) {
    if (board.has(cell, digit)) eliminations.add(cell, digit);
  }
  /** Reports the step when it eliminates something: evidence cells `cells` (ascending), digits
   *  `digits`; text "<name>: d1/d2/... in <cells>" with the digits in `order` (1..9 each, 0-ended)
   *  and the eliminations. Returns false when the sink wants no more steps. */
  bool emit(sdk::StepSink& sink, const char* name, const int* order, CellSet cells, sdk::Mask digits) {
    if (eliminations.empty()) return true;
    eliminations.copy_to(step);
    cells.each([&](int cell) { step.add_cell(cell); });
    step.add_digits(digits);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer out(text, sizeof text);
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
    eliminations.put_text(out);
    step.set_text("%s", text);
    return sink.emit(step);
  }
};

}  // namespace npe::plugins::uniqueness
