// Broken Wing (Guardians), a single-digit pattern: SudokuWiki's "Guardians" (a.k.a. Broken Wings,
// after Rod Hagglund; sudokuwiki.org/Guardians), sudoku9981.com's "Broken Wing"; HoDoKu reserves its
// code 0705 and never built it.
// A loop of an odd number (5 or more) of cells holding digit d, each cell linked to the next through a
// house (the link's house); no link's house holds d in a loop cell other than the link's two. The
// guardians are the other cells holding d in the link houses. If no guardian held d, every link would
// be a conjugate pair and d would alternate around the loop, which an odd loop cannot do: one
// guardian at least holds d. So d goes from every other cell that sees every guardian (loop cells
// too), and a lone guardian's other candidates go.
// Evidence: each elimination is refuted by cases (plugins/common/case_split/): the assumption takes d
// from every guardian, and a split on a loop cell (d, or any other digit) runs d around the loop by
// hidden singles into an empty house — forcing chains with lemmas the host replays.
// Search: per digit, loops from their lowest cell, in the direction whose second cell is lower than
// the last (each loop and choice of link houses once); a path is dropped when its guardians (two or
// more) leave no cell seeing them all, since guardians only grow along it.
// Text: "Broken Wing: 3 r5c2-r2c2-r2c5-r1c6-r5c6, guardians r5c8 => r5c8<>1,2" (the loop in order).
#pragma once

#include <vector>

#include <npe/sdk/describe.hpp>

#include "../common/case_split/case_split_proof.hpp"
#include "pattern_step.hpp"

namespace npe::plugins::single_digit {

inline constexpr int kMaxWingLoop = 9;

/** A loop of one digit: cells in order, link i joining cell i to cell i + 1 (the last to the first). */
struct WingLoop {
  int digit = 0;
  int length = 0;
  int cells[kMaxWingLoop] = {};
  int houses[kMaxWingLoop] = {};
  CellSet guardians;
};

/** Every Broken Wing loop of a digit up to `max_length` cells, each handed to `visit` with the cells
 *  that see all its guardians (d-cells outside the guardians); `visit` returns false to stop. */
template <typename Visit>
class WingLoopSearch {
 public:
  WingLoopSearch(const DigitTable& table, int digit, int max_length, Visit& visit)
      : places_(table.cells[digit]), max_length_(max_length), visit_(visit) {
    loop_.digit = digit;
  }

  /** False when `visit` asked to stop. */
  bool run() {
    bool go_on = true;
    places_.for_each([&](int start) {
      if (!go_on) return;
      loop_.length = 1;
      loop_.cells[0] = start;
      loop_.guardians = CellSet{};
      go_on = extend(CellSet::of(start), places_);
    });
    return go_on;
  }

 private:
  /** `targets`: the places seeing every guardian so far, guardians excluded (every place before any). */
  bool extend(CellSet on_loop, CellSet targets) {
    const int last = loop_.cells[loop_.length - 1];
    const CellSet ends = CellSet::of(last) | CellSet::of(loop_.cells[0]);
    for (const int house : sdk::houses_of(last)) {
      const CellSet in_house = places_ & kHouseSet[house];
      const CellSet loop_cells = in_house & on_loop;
      if (loop_.length >= 5 && loop_.length % 2 == 1 && loop_cells == ends && loop_.cells[1] < last) {
        if (!close(house, in_house, targets)) return false;
      }
      if (loop_.length == max_length_ || loop_cells != CellSet::of(last)) continue;
      bool go_on = true;
      in_house.for_each([&](int next) {
        if (!go_on || next <= loop_.cells[0] || next == last || loop_.guardians.has(next)) return;
        go_on = step(house, next, in_house, on_loop, targets);
      });
      if (!go_on) return false;
    }
    return true;
  }

  /** The link from the last cell through `house` to `next`, then on. */
  bool step(int house, int next, CellSet in_house, CellSet on_loop, CellSet targets) {
    const int last = loop_.cells[loop_.length - 1];
    const CellSet added = in_house.minus(CellSet::of(last) | CellSet::of(next));
    const CellSet guardians_before = loop_.guardians;
    loop_.guardians |= added;
    const CellSet narrowed = (targets & sdk::common_peers(added)).minus(added);
    bool go_on = true;
    if (!(narrowed.empty() && loop_.guardians.several())) {
      loop_.houses[loop_.length - 1] = house;
      loop_.cells[loop_.length++] = next;
      go_on = extend(on_loop | CellSet::of(next), narrowed);
      --loop_.length;
    }
    loop_.guardians = guardians_before;
    return go_on;
  }

  /** The closing link from the last cell through `house` back to the first. */
  bool close(int house, CellSet in_house, CellSet targets) {
    const int last = loop_.cells[loop_.length - 1];
    const CellSet added = in_house.minus(CellSet::of(last) | CellSet::of(loop_.cells[0]));
    WingLoop found = loop_;
    found.guardians |= added;
    found.houses[loop_.length - 1] = house;
    if (found.guardians.empty()) return true;  // a conjugate odd loop: no valid board holds it
    return visit_(found, (targets & sdk::common_peers(added)).minus(added));
  }

  CellSet places_;
  int max_length_;
  Visit& visit_;
  WingLoop loop_;
};

class BrokenWing {
 public:
  static constexpr npe_param_desc kParams[] = {{sizeof(npe_param_desc), "max_length",
                                                "most cells in the loop (odd lengths from 5)", NPE_PARAM_INT, 5,
                                                kMaxWingLoop, 7}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "single_digit.broken_wing",
       .name = "Broken Wing",
       .description = "an odd loop of one digit's cells that only its guardians keep from being all conjugate "
                      "pairs: one guardian holds the digit",
       .default_points = 150,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  explicit BrokenWing(const sdk::Params& params) : max_length_(static_cast<int>(params.get("max_length"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    const case_split::Board board = case_split::Board::of(position);
    auto visit = [&](const WingLoop& loop, CellSet targets) { return report(position, board, loop, targets, sink); };
    for (int digit = 1; digit <= 9; ++digit) {
      WingLoopSearch<decltype(visit)> search(table, digit, max_length_, visit);
      if (!search.run()) return;
    }
  }

 private:
  bool report(const sdk::Position& position, const case_split::Board& board, const WingLoop& loop, CellSet targets,
              sdk::StepSink& sink) {
    std::vector<case_split::Refutation> proved;
    std::vector<npe_cell_digit> listed;
    auto prove = [&](int cell, int digit) {
      const int splits[2] = {loop.cells[0] == cell ? loop.cells[1] : loop.cells[0],
                             loop.cells[2] == cell ? loop.cells[3] : loop.cells[2]};
      auto proof = case_split::refute(board, cell, digit, splits);
      if (!proof || !case_split::fits_one_step(*proof)) return;
      proved.push_back({{cell, digit, false}, std::move(proof)});
      listed.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
    };
    targets.for_each([&](int cell) { prove(cell, loop.digit); });
    if (loop.guardians.single()) {
      const int guardian = loop.guardians.first();
      for (sdk::Mask m = position.candidates(guardian); m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
        if (sdk::first_digit(m) != loop.digit) prove(guardian, sdk::first_digit(m));
      }
    }
    if (proved.empty()) return true;
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    put_name_digit(text, "Broken Wing", loop.digit);
    text.put(' ');
    for (int i = 0; i < loop.length; ++i) {
      if (i > 0) text.put('-');
      sdk::put_cell(text, loop.cells[i]);
    }
    text.put(", guardians ");
    bool first = true;
    loop.guardians.for_each([&](int cell) {
      if (!first) text.put(',');
      first = false;
      sdk::put_cell(text, cell);
    });
    put_hodoku_eliminations(text, listed.data(), listed.size());
    return case_split::emit_refutations(proved, text.c_str(), step_, sink);
  }

  int max_length_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::single_digit
