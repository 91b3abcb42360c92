// Bivalue oddagon (docs/techniques.md "Impossible patterns"): an odd loop of 5 or more empty cells,
// each holding digits a and b, each sharing a house with the next, no house holding three of them.
// Two digits cannot alternate around an odd loop, so one of the cells' other candidates, the
// guardians, is true: a candidate every guardian excludes (its cell, or its digit in a peer) is false;
// a lone guardian is placed. Evidence: an NPE_PATTERN_IMPOSSIBLE record (cells, {a, b}, guardians),
// whose fillings the host enumerates.
// Definition: kyoyama-kazusa/Sudoku, BivalueOddagonStepSearcher.cs and BivalueOddagonPattern.cs at
// 7dfb5054436d3c2ef40bfb6d0d8665fca63ccd1b (it keeps at most 100 loops; its types 2 and 3 are guardians
// of one digit, and guardians forming a naked set); read, not copied.
// Search bound (complete within it): every pair of digits, every loop of at most `max_length` cells
// (5 or 7, default 7), each found once (from its lowest cell, in the direction of its lower neighbour).
// Text: "Bivalue Oddagon: 1/2 in r1c1,r1c5,... (5 cells), guardians 3r1c1 ... => ...".
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <array>
#include <bit>

#include "guardians.hpp"

namespace npe::plugins::impossible_patterns {

class BivalueOddagon {
 public:
  static constexpr npe_param_desc kParams[] = {
      {sizeof(npe_param_desc), "max_length", "most cells of a loop (5 or 7)", NPE_PARAM_INT, 5, 7, 7}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "impossible_patterns.bivalue_oddagon",
       .name = "Bivalue Oddagon",
       .description = "an odd loop of cells holding two digits, each seeing the next: they cannot alternate, so "
                      "one of the other candidates, the guardians, is true",
       .default_points = 0,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS | NPE_YIELDS_PLACEMENTS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  explicit BivalueOddagon(const sdk::Params& params) : max_length_(static_cast<int>(params.get("max_length"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const sdk::DigitTable table(position);
    if (table.broken) return;
    for (int a = 1; a <= 8; ++a) {
      for (int b = a + 1; b <= 9; ++b) {
        const sdk::CellSet both = table.cells[a] & table.cells[b];
        bool go = true;
        both.for_each([&](int start) {
          if (!go) return;
          path_[0] = start;
          go = extend(position, table, both & sdk::CellSet::after(start), a, b, 1, sink);
        });
        if (!go) return;
      }
    }
  }

 private:
  /** Extends the path of `length` cells through `open` (cells after the start not on the path);
   *  returns false when the sink asked to stop. */
  bool extend(const sdk::Position& position, const sdk::DigitTable& table, sdk::CellSet open, int a, int b, int length,
              sdk::StepSink& sink) {
    const int last = path_[length - 1];
    if (length >= 5 && length % 2 == 1 && sdk::sees(last, path_[0]) && path_[1] < last && !crowded(length, -1)) {
      if (!report(position, table, a, b, length, sink)) return false;
    }
    if (length == max_length_) return true;
    const sdk::CellSet next = open & sdk::kPeerSet[last];
    bool go = true;
    next.for_each([&](int cell) {
      if (!go || crowded(length, cell)) return;
      path_[length] = cell;
      sdk::CellSet rest = open;
      rest.remove(cell);
      go = extend(position, table, rest, a, b, length + 1, sink);
    });
    return go;
  }

  /** Whether some house holds three cells of the path (with `extra` when it is a cell). */
  bool crowded(int length, int extra) const {
    std::array<int, 27> count{};
    for (int i = 0; i < length; ++i) {
      for (const int house : sdk::houses_of(path_[i])) ++count[house];
    }
    if (extra >= 0) {
      for (const int house : sdk::houses_of(extra)) ++count[house];
    }
    for (const int c : count) {
      if (c >= 3) return true;
    }
    return false;
  }

  bool report(const sdk::Position& position, const sdk::DigitTable& table, int a, int b, int length,
              sdk::StepSink& sink) {
    const sdk::Mask digits = static_cast<sdk::Mask>(sdk::digit_bit(a) | sdk::digit_bit(b));
    sdk::CellSet loop;
    for (int i = 0; i < length; ++i) loop.add(path_[i]);
    const Guardians guardians = guardians_of(position, table, loop, digits);
    step_.reset();
    if (!add_guardian_effects(step_, guardians)) return true;
    step_.begin_pattern(NPE_PATTERN_IMPOSSIBLE, digits);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer out(text, sizeof text);
    out.put("Bivalue Oddagon: ");
    out.put_digits(digits, "/");
    out.put(" in ");
    for (int i = 0; i < length; ++i) {
      step_.add_pattern_cell(path_[i]);
      if (i > 0) out.put(',');
      sdk::put_cell(out, path_[i]);
    }
    out.put(" (");
    out.put_digit(length);
    out.put(" cells)");
    put_guardians(out, step_, position, loop, digits, guardians);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  int max_length_;
  std::array<int, 9> path_{};
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::impossible_patterns
