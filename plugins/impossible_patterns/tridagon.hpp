// Tridagon (Thor's hammer, the chromatic pattern of 2022; docs/techniques.md "Impossible patterns").
// Four boxes at the crossings of two bands and two stacks; in each, three empty cells in three
// different rows and three different columns (a diagonal or an anti-diagonal of the box, shifted). Of
// the 6^4 shapes, those whose 12 cells cannot take three digits with no digit twice in a row, column
// or box are Tridagons (one box oriented against the other three); this plugin finds them by that
// test, not from a list. With digits a, b, c: if every candidate of the 12 cells other than a, b, c
// were false, the cells would need such a filling; so one of those other candidates, the guardians,
// is true. A candidate every guardian excludes (its cell, or its digit in a peer) is false; a lone
// guardian is placed. Evidence: an NPE_PATTERN_IMPOSSIBLE record, whose fillings the host enumerates.
// Definition: kyoyama-kazusa/Sudoku, ChromaticPatternStepSearcher.cs and ChromaticPatternPattern.cs at
// 7dfb5054436d3c2ef40bfb6d0d8665fca63ccd1b (the shapes; its type 1 is the case of guardians in one
// cell), and the enjoysudoku threads "Chromatic patterns" and "Tridagon" (mith, 2022); read, not copied.
// Search (complete): the 9 box quadruples, every impossible shape with 12 empty cells, every 3 of the 9
// digits with one of them at least in each cell; reported when something is removed or placed.
// Text: "Tridagon: 3 digits 1/2/3 in r1c1,... (boxes 1245), guardians 4r1c1 ... => ...".
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <array>
#include <bit>
#include <vector>

#include "guardians.hpp"

namespace npe::plugins::impossible_patterns {

using sdk::CellSet;

/** 12 cells, three in each of four boxes. */
struct TridagonShape {
  std::array<int, 12> cells{};
  unsigned boxes = 0;  // bit b: box b (0..8)
  CellSet set;
};

/** Whether `cells` can take digits 0..2 with no digit twice in a house (a backtracking colouring). */
inline bool three_colourable(const std::array<int, 12>& cells) {
  std::array<int, 12> colour{};
  colour.fill(-1);
  int i = 0;
  while (i >= 0) {
    if (i == 12) return true;
    bool placed = false;
    for (int c = colour[i] + 1; c < 3 && !placed; ++c) {
      bool clash = false;
      for (int j = 0; j < i && !clash; ++j) clash = colour[j] == c && sdk::sees(cells[i], cells[j]);
      if (!clash) colour[i] = c, placed = true;
    }
    if (placed) {
      ++i;
    } else {
      colour[i] = -1;
      --i;
    }
  }
  return false;
}

/** Every Tridagon shape: per box quadruple, per box one of the six permutation shapes. */
inline const std::vector<TridagonShape>& tridagon_shapes() {
  static const std::vector<TridagonShape> shapes = [] {
    static constexpr int kPermutations[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    std::vector<TridagonShape> found;
    for (int band1 = 0; band1 < 3; ++band1) {
      for (int band2 = band1 + 1; band2 < 3; ++band2) {
        for (int stack1 = 0; stack1 < 3; ++stack1) {
          for (int stack2 = stack1 + 1; stack2 < 3; ++stack2) {
            const int boxes[4] = {band1 * 3 + stack1, band1 * 3 + stack2, band2 * 3 + stack1, band2 * 3 + stack2};
            for (int shape = 0; shape < 6 * 6 * 6 * 6; ++shape) {
              TridagonShape s;
              int n = 0, code = shape;
              for (const int box : boxes) {
                const int* p = kPermutations[code % 6];
                code /= 6;
                for (int k = 0; k < 3; ++k) s.cells[n++] = (box / 3 * 3 + k) * 9 + box % 3 * 3 + p[k];
                s.boxes |= 1u << box;
              }
              if (three_colourable(s.cells)) continue;
              for (const int cell : s.cells) s.set.add(cell);
              found.push_back(s);
            }
          }
        }
      }
    }
    return found;
  }();
  return shapes;
}

class Tridagon {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "impossible_patterns.tridagon",
       .name = "Tridagon",
       .description = "12 cells of four boxes that cannot hold their three digits (Thor's hammer): one of "
                      "their other candidates, the guardians, is true",
       .default_points = 0,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS | NPE_YIELDS_PLACEMENTS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit Tridagon(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const sdk::DigitTable table(position);
    if (table.broken) return;
    for (const auto& shape : tridagon_shapes()) {
      bool empty = true;
      for (const int cell : shape.cells) empty = empty && position.digit(cell) == 0;
      if (!empty) continue;
      for (unsigned digits = 7; digits < 512; ++digits) {
        if (std::popcount(digits) != 3) continue;
        if (!pattern(position, table, shape, static_cast<sdk::Mask>(digits), sink)) return;
      }
    }
  }

 private:
  bool pattern(const sdk::Position& position, const sdk::DigitTable& table, const TridagonShape& shape,
               sdk::Mask digits, sdk::StepSink& sink) {
    for (const int cell : shape.cells) {
      if ((position.candidates(cell) & digits) == 0) return true;
    }
    const Guardians guardians = guardians_of(position, table, shape.set, digits);
    step_.reset();
    if (!add_guardian_effects(step_, guardians)) return true;
    step_.begin_pattern(NPE_PATTERN_IMPOSSIBLE, digits);
    for (const int cell : shape.cells) step_.add_pattern_cell(cell);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer out(text, sizeof text);
    out.put("Tridagon: ");
    out.put_digits(digits, "/");
    out.put(" in ");
    sdk::put_hodoku_cells(out, shape.set);
    out.put(" (boxes ");
    out.put_digits(shape.boxes);
    out.put(")");
    put_guardians(out, step_, position, shape.set, digits, guardians);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::impossible_patterns
