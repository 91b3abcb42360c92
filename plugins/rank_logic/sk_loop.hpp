// SK loop (domino loop; docs/techniques.md "Rank logic"). Two rows r1, r2 of different bands and two
// columns c1, c2 of different stacks cross in four pivot cells, one in each of four boxes. In each of
// those boxes the pivot's row holds two more cells (a row domino) and its column two more (a column
// domino): 16 cells in 8 dominoes, joined in a loop by 8 houses, each shared by two neighbouring
// dominoes: row r1, the box at (r1, c2), column c2, the box at (r2, c2), row r2, the box at (r2, c1),
// column c1, the box at (r1, c1).
// Set logic: the loop's empty cells are the base sets (each holds one true digit); the cover sets
// are, per digit, the fewest loop houses that hold every domino with that digit (an edge cover of the
// digit's dominoes on the 8-cycle). When the covers are as many as the bases (rank 0), each cover
// holds one of the loop's truths: its digit goes from the rest of its house, and a domino candidate
// lying in two covers is false (Allan Barker's rank logic; the host checks it, docs/abi.md).
// Definition: kyoyama-kazusa/Sudoku, DominoLoopStepSearcher.cs and DominoLoopPattern.cs at
// 7dfb5054436d3c2ef40bfb6d0d8665fca63ccd1b (the 729 loops, at most 4 of the 16 cells filled), read,
// not copied; the per-digit edge cover is this plugin's own statement of "link digits summing to 16".
// Search (complete, no bound beyond the pattern's shape): every pair of rows of two bands with every
// pair of columns of two stacks; per digit every minimum edge cover; every combination of them whose covers equal the
// bases, with eliminations. Text: the domino-loop notation of the enjoysudoku thread "Domino Loops (SK Loops &
// Beyond)": "SK Loop: (69=37)r2c13-(37=24)r2c78-... => ...", each domino with the digits it shares with the previous
// and the next.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <array>
#include <bit>

namespace npe::plugins::rank_logic {

using sdk::CellSet;
using sdk::DigitTable;

/** The 16 cells of one SK loop: dominoes 0..7 in loop order, and the house linking domino i to i+1. */
struct SkLoopShape {
  std::array<std::array<int, 2>, 8> dominoes{};
  std::array<int, 8> link_house{};
  CellSet cells;
};

/** The loop of rows r1 < r2 (different bands) and columns c1 < c2 (different stacks). */
constexpr SkLoopShape sk_loop_shape(int r1, int r2, int c1, int c2) {
  SkLoopShape shape;
  // The two cells of `line` (a row or a column index 0..17) in the box of cell (r, c), other than the pivot.
  auto domino = [](int r, int c, bool row) {
    std::array<int, 2> cells{};
    int n = 0;
    for (int k = 0; k < 3; ++k) {
      const int rr = row ? r : r / 3 * 3 + k, cc = row ? c / 3 * 3 + k : c;
      if (rr * 9 + cc != r * 9 + c) cells[n++] = rr * 9 + cc;
    }
    return cells;
  };
  auto box = [](int r, int c) { return 18 + r / 3 * 3 + c / 3; };
  shape.dominoes = {domino(r1, c1, true), domino(r1, c2, true), domino(r1, c2, false), domino(r2, c2, false),
                    domino(r2, c2, true), domino(r2, c1, true), domino(r2, c1, false), domino(r1, c1, false)};
  shape.link_house = {r1, box(r1, c2), 9 + c2, box(r2, c2), r2, box(r2, c1), 9 + c1, box(r1, c1)};
  for (const auto& d : shape.dominoes) {
    shape.cells.add(d[0]);
    shape.cells.add(d[1]);
  }
  return shape;
}

class SkLoop {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "rank_logic.sk_loop",
       .name = "SK Loop",
       .description = "16 cells in 8 dominoes around four pivots, linked by 8 houses whose digits cover them "
                      "exactly (rank 0): the link digits go from the rest of each house",
       .default_points = 0,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit SkLoop(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;
    for (int r1 = 0; r1 < 9; ++r1) {
      for (int r2 = r1 + 1; r2 < 9; ++r2) {
        if (r1 / 3 == r2 / 3) continue;
        for (int c1 = 0; c1 < 9; ++c1) {
          for (int c2 = c1 + 1; c2 < 9; ++c2) {
            if (c1 / 3 == c2 / 3) continue;
            if (!loop(position, table, sk_loop_shape(r1, r2, c1, c2), sink)) return;
          }
        }
      }
    }
  }

 private:
  /** At most this many of the 16 cells filled (kyoyama-kazusa's bound). */
  static constexpr int kMaxFilled = 4;

  /** Per digit, every minimum set of links (bit i: link i) covering the dominoes holding it. */
  struct DigitCovers {
    std::array<std::uint8_t, 16> options{};
    int count = 0;
    int size = 0;
  };

  static DigitCovers covers_of(unsigned dominoes_with_digit) {
    DigitCovers covers;
    if (dominoes_with_digit == 0) {
      covers.count = 1;  // no covers: the empty set
      return covers;
    }
    covers.size = 9;
    for (unsigned links = 1; links < 256; ++links) {
      // link i touches dominoes i and i+1: the dominoes a set of links touches
      const unsigned touched = (links | ((links << 1) | (links >> 7))) & 0xFF;
      if ((dominoes_with_digit & ~touched) != 0) continue;
      const int size = std::popcount(links);
      if (size < covers.size) {
        covers.size = size;
        covers.count = 0;
      }
      if (size == covers.size && covers.count < static_cast<int>(covers.options.size())) {
        covers.options[covers.count++] = static_cast<std::uint8_t>(links);
      }
    }
    return covers;
  }

  bool loop(const sdk::Position& position, const DigitTable& table, const SkLoopShape& shape, sdk::StepSink& sink) {
    int filled = 0, bases = 0;
    std::array<sdk::Mask, 8> domino_digits{};
    for (int i = 0; i < 8; ++i) {
      for (const int cell : shape.dominoes[i]) {
        if (position.digit(cell) != 0)
          ++filled;
        else
          ++bases, domino_digits[i] |= position.candidates(cell);
      }
      if (domino_digits[i] == 0) return true;  // a domino with no empty cell
    }
    if (filled > kMaxFilled) return true;
    std::array<DigitCovers, 10> covers{};
    int total = 0;
    for (int digit = 1; digit <= 9; ++digit) {
      unsigned with = 0;
      for (int i = 0; i < 8; ++i) with |= sdk::has_digit(domino_digits[i], digit) ? 1u << i : 0u;
      covers[digit] = covers_of(with);
      total += covers[digit].size;
      if (total > bases) return true;
    }
    if (total != bases) return true;  // fewer covers than truths: not a state of a valid solve
    // Minimum covers of one digit that remove the same candidates make the same step: keep one.
    for (int digit = 1; digit <= 9; ++digit) {
      DigitCovers& c = covers[digit];
      int kept = 0;
      for (int k = 0; k < c.count; ++k) {
        const CellSet removed = eliminated_by(table, shape, digit, c.options[k]);
        bool again = false;
        for (int j = 0; j < kept && !again; ++j) again = eliminated_by(table, shape, digit, c.options[j]) == removed;
        if (!again) c.options[kept++] = c.options[k];
      }
      c.count = kept;
    }
    // Every combination of the digits' minimum covers.
    std::array<int, 10> choice{};
    while (true) {
      std::array<std::uint8_t, 10> links{};
      for (int digit = 1; digit <= 9; ++digit) links[digit] = covers[digit].options[choice[digit]];
      if (!report(position, table, shape, links, sink)) return false;
      int digit = 1;
      while (digit <= 9 && ++choice[digit] == covers[digit].count) choice[digit++] = 0;
      if (digit > 9) return true;
    }
  }

  /** What covering `digit` by the links `links` removes: its candidates in those houses outside the
   *  loop, and the loop candidates of a domino whose two links both cover it. */
  static CellSet eliminated_by(const DigitTable& table, const SkLoopShape& shape, int digit, unsigned links) {
    CellSet eliminated;
    for (int i = 0; i < 8; ++i) {
      if ((links >> i & 1u) == 0) continue;
      eliminated |= (table.cells[digit] & sdk::kHouseSet[shape.link_house[i]]).minus(shape.cells);
      if ((links >> ((i + 7) % 8) & 1u) != 0) {
        for (const int cell : shape.dominoes[i]) {
          if (table.cells[digit].has(cell)) eliminated.add(cell);
        }
      }
    }
    return eliminated;
  }

  bool report(const sdk::Position& position, const DigitTable& table, const SkLoopShape& shape,
              const std::array<std::uint8_t, 10>& links, sdk::StepSink& sink) {
    CellSet eliminated[10];
    for (int digit = 1; digit <= 9; ++digit) eliminated[digit] = eliminated_by(table, shape, digit, links[digit]);
    bool any = false;
    for (int digit = 1; digit <= 9; ++digit) any |= !eliminated[digit].empty();
    if (!any) return true;
    step_.reset();
    for (int digit = 1; digit <= 9; ++digit)
      eliminated[digit].for_each([&](int cell) { step_.eliminate(cell, digit); });
    step_.begin_set_logic();
    shape.cells.for_each([&](int cell) {
      if (position.digit(cell) == 0) step_.add_set(NPE_SET_BASE, NPE_SET_CELL, cell, 0);
    });
    for (int i = 0; i < 8; ++i) {
      for (int digit = 1; digit <= 9; ++digit) {
        if ((links[digit] >> i & 1u) != 0) add_house_digit(NPE_SET_COVER, shape.link_house[i], digit);
      }
    }
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer out(text, sizeof text);
    out.put("SK Loop: ");
    for (int i = 0; i < 8; ++i) {
      if (i > 0) out.put('-');
      out.put('(');
      out.put_digits(link_digits(links, (i + 7) % 8));
      out.put('=');
      out.put_digits(link_digits(links, i));
      out.put(')');
      sdk::put_hodoku_cells(out, CellSet::of(shape.dominoes[i][0]) | CellSet::of(shape.dominoes[i][1]));
    }
    sdk::put_hodoku_eliminations(out, eliminated);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  static unsigned link_digits(const std::array<std::uint8_t, 10>& links, int link) {
    unsigned mask = 0;
    for (int digit = 1; digit <= 9; ++digit) mask |= (links[digit] >> link & 1u) != 0 ? 1u << (digit - 1) : 0u;
    return mask;
  }

  void add_house_digit(npe_set_role role, int house, int digit) {
    const npe_set_kind kind = house < 9 ? NPE_SET_ROW_DIGIT : house < 18 ? NPE_SET_COL_DIGIT : NPE_SET_BOX_DIGIT;
    step_.add_set(role, kind, house % 9, digit);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::rank_logic
