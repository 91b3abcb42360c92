// Multi-sector locked sets (MSLS; docs/techniques.md "Rank logic"). Some rows R and columns C cross
// in a set of empty cells, the base sets (each holds one true digit). Each digit is covered by one
// kind of house: the rows of R, the columns of C or the boxes whose crossing cells hold it, whichever
// kind needs the fewest. When those covers are as many as the cells (rank 0), each cover holds one of
// the cells' truths, so its digit goes from the rest of its house (Allan Barker's rank logic; the host
// checks the set logic, docs/abi.md).
// Definition: kyoyama-kazusa/Sudoku, MultisectorLockedSetsStepSearcher.cs at
// 7dfb5054436d3c2ef40bfb6d0d8665fca63ccd1b (per digit the fewest of rows, columns and boxes, summing
// to the cells), and the enjoysudoku thread "Using Multi-Sector Locked Sets" (David P Bird); read,
// not copied (docs/techniques.md says how this search's bound compares with that searcher's).
// Search bound (complete within it): every set of at least three rows and every set of at least three
// columns, each line holding an empty cell of the crossing, the crossing at most `max_filled` (2, as
// kyoyama-kazusa) filled cells and at most `max_cells` (64: two sets per cell fill NPE_MAX_SETS) empty
// ones; per digit every kind that reaches the fewest covers. A step is reported when its covers remove
// something; kinds of one digit that remove the same candidates count once. Without the filled-cell
// bound a nearly solved grid holds thousands of such crossings, each a few singles in disguise.
// Text: the thread's notation, "MSLS: 16 cells r5689c3589, 16 links 14r5 27r6 ... => ...".
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>

namespace npe::plugins::rank_logic {

class Msls {
 public:
  static constexpr npe_param_desc kParams[] = {
      {sizeof(npe_param_desc), "max_cells", "most empty cells in the crossing of the rows and columns (2 sets each)",
       NPE_PARAM_INT, 9, 64, 64},
      {sizeof(npe_param_desc), "max_filled", "most filled cells in the crossing (kyoyama-kazusa: 1 or 2)",
       NPE_PARAM_INT, 0, 8, 2}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "rank_logic.msls",
       .name = "Multi-Sector Locked Sets",
       .description = "the empty cells where some rows and columns cross, each digit covered by its fewest rows, "
                      "columns or boxes, as many covers as cells (rank 0): the covers' digits go elsewhere",
       .default_points = 0,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  explicit Msls(const sdk::Params& params)
      : max_cells_(static_cast<int>(params.get("max_cells"))),
        max_filled_(static_cast<int>(params.get("max_filled"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const sdk::DigitTable table(position);
    if (table.broken) return;
    prepare(position);
    for (unsigned cols = 7; cols < 512; ++cols) {
      if (std::popcount(cols) < kMinLines) continue;
      prepare_columns(cols);
      unsigned rows_reaching = 0;
      for (int r = 0; r < 9; ++r) rows_reaching |= (empty_cols_[r] & cols) != 0 ? 1u << r : 0u;
      // every subset of the rows with an empty cell in the columns
      for (unsigned rows = rows_reaching; rows != 0; rows = (rows - 1) & rows_reaching) {
        if (std::popcount(rows) < kMinLines || (empty_cols_of_rows_[rows] & cols) != cols) continue;
        if (!crossing(position, table, rows, cols, sink)) return;
      }
    }
  }

 private:
  enum Kind { kRow, kCol, kBox };
  /** Rows and columns at least: with two lines of a kind the crossing is a locked pair's or a fish's
   *  ground, which those techniques find. */
  static constexpr int kMinLines = 3;

  /** Per-find tables: by row and by column, the lines holding each digit in empty cells. */
  void prepare(const sdk::Position& position) {
    empty_cols_.fill(0);
    for (auto& d : cols_with_) d.fill(0);
    for (auto& d : rows_with_) d.fill(0);
    for (auto& d : box_cells_with_) d.fill(0);
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      const int r = sdk::row_of(cell), c = sdk::col_of(cell), b = sdk::block_of(cell);
      empty_cols_[r] |= 1u << c;
      for (unsigned m = position.candidates(cell) & sdk::kAllDigits; m; m &= m - 1) {
        const int digit = std::countr_zero(m) + 1;
        cols_with_[digit][r] |= 1u << c;
        rows_with_[digit][c] |= 1u << r;
        box_cells_with_[digit][b] |= 1u << (r % 3 * 3 + c % 3);
      }
    }
    // per set of rows: the columns they reach with empty cells, and per digit with that digit
    empty_cols_of_rows_[0] = 0;
    for (int digit = 1; digit <= 9; ++digit) digit_cols_of_rows_[digit][0] = 0;
    for (unsigned rows = 1; rows < 512; ++rows) {
      const int low = std::countr_zero(rows);
      const unsigned rest = rows & (rows - 1);
      empty_cols_of_rows_[rows] = empty_cols_of_rows_[rest] | empty_cols_[low];
      for (int digit = 1; digit <= 9; ++digit) {
        digit_cols_of_rows_[digit][rows] =
            static_cast<std::uint16_t>(digit_cols_of_rows_[digit][rest] | cols_with_[digit][low]);
      }
    }
  }

  /** Per chosen set of columns: per digit the rows reaching it, per band and row pattern the boxes
   *  holding it and the empty cells. */
  void prepare_columns(unsigned cols) {
    for (int digit = 1; digit <= 9; ++digit) {
      unsigned rows = 0;
      for (int c = 0; c < 9; ++c) rows |= (cols >> c & 1u) != 0 ? rows_with_[digit][c] : 0u;
      digit_rows_[digit] = rows;
    }
    for (int band = 0; band < 3; ++band) {
      for (unsigned pattern = 0; pattern < 8; ++pattern) {
        int cells = 0;
        for (int k = 0; k < 3; ++k) {
          if ((pattern >> k & 1u) != 0) cells += std::popcount(empty_cols_[band * 3 + k] & cols);
        }
        band_cells_[band][pattern] = cells;
        for (int digit = 1; digit <= 9; ++digit) {
          int boxes = 0;
          for (int stack = 0; stack < 3; ++stack) {
            const unsigned stack_cols = cols >> (stack * 3) & 7u;
            boxes += (box_cells_with_[digit][band * 3 + stack] & cross(pattern, stack_cols)) != 0;
          }
          band_boxes_[digit][band][pattern] = boxes;
        }
      }
    }
  }

  /** The 9-bit in-box mask of the local rows `rows` (3 bits) crossed with the local columns `cols`. */
  static unsigned cross(unsigned rows, unsigned cols) {
    unsigned mask = 0;
    for (int k = 0; k < 3; ++k) mask |= (rows >> k & 1u) != 0 ? cols << (3 * k) : 0u;
    return mask;
  }

  bool crossing(const sdk::Position& position, const sdk::DigitTable& table, unsigned rows, unsigned cols,
                sdk::StepSink& sink) {
    int cells = 0;
    for (int band = 0; band < 3; ++band) cells += band_cells_[band][rows >> (band * 3) & 7u];
    if (cells > max_cells_ || std::popcount(rows) * std::popcount(cols) - cells > max_filled_) return true;
    int total = 0;
    std::array<unsigned, 10> kinds{};  // per digit, bit k: kind k reaches the fewest covers
    for (int digit = 1; digit <= 9; ++digit) {
      const int by_row = std::popcount(digit_rows_[digit] & rows);
      const int by_col = std::popcount(digit_cols_of_rows_[digit][rows] & cols);
      int by_box = 0;
      for (int band = 0; band < 3; ++band) by_box += band_boxes_[digit][band][rows >> (band * 3) & 7u];
      const int fewest = std::min({by_row, by_col, by_box});
      total += fewest;
      if (total > cells) return true;
      kinds[digit] = fewest == 0 ? 1u
                                 : (by_row == fewest ? 1u << kRow : 0u) | (by_col == fewest ? 1u << kCol : 0u) |
                                       (by_box == fewest ? 1u << kBox : 0u);
    }
    if (total != cells) return true;  // fewer covers than truths: not a state of a valid solve
    sdk::CellSet base;
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) {
        if ((rows >> r & 1u) != 0 && (cols >> c & 1u) != 0 && position.digit(r * 9 + c) == 0) base.add(r * 9 + c);
      }
    }
    // Per digit its cheapest kinds; two that remove the same candidates make the same step: keep one.
    std::array<std::array<int, 3>, 10> options{};
    std::array<std::array<sdk::CellSet, 3>, 10> removes{};
    std::array<int, 10> option_count{};
    bool any = false;
    for (int digit = 1; digit <= 9; ++digit) {
      for (int k = kRow; k <= kBox; ++k) {
        if ((kinds[digit] >> k & 1u) == 0) continue;
        const sdk::CellSet removed = eliminated_by(table, base, digit, k);
        bool again = false;
        for (int j = 0; j < option_count[digit] && !again; ++j) again = removes[digit][j] == removed;
        if (again) continue;
        options[digit][option_count[digit]] = k;
        removes[digit][option_count[digit]++] = removed;
        any |= !removed.empty();
      }
    }
    if (!any) return true;
    // every combination of the digits' cheapest kinds
    std::array<int, 10> choice{};
    while (true) {
      std::array<int, 10> kind{};
      sdk::CellSet eliminated[10];
      for (int digit = 1; digit <= 9; ++digit) {
        kind[digit] = options[digit][choice[digit]];
        eliminated[digit] = removes[digit][choice[digit]];
      }
      if (!report(table, base, rows, cols, cells, kind, eliminated, sink)) return false;
      int digit = 1;
      while (digit <= 9 && ++choice[digit] == option_count[digit]) choice[digit++] = 0;
      if (digit > 9) return true;
    }
  }

  static int first_house(int kind) { return kind == kRow ? 0 : kind == kCol ? 9 : 18; }

  /** The covering houses of `digit` by `kind`: those holding one of its candidates in the crossing. */
  static unsigned covering_houses(const sdk::CellSet& with_digit, const sdk::CellSet& base, int kind) {
    unsigned houses = 0;
    for (int h = 0; h < 9; ++h)
      houses |= (with_digit & base & sdk::kHouseSet[first_house(kind) + h]).empty() ? 0u : 1u << h;
    return houses;
  }

  /** What covering `digit` by the houses of `kind` removes: its candidates there outside the crossing. */
  static sdk::CellSet eliminated_by(const sdk::DigitTable& table, const sdk::CellSet& base, int digit, int kind) {
    const unsigned houses = covering_houses(table.cells[digit], base, kind);
    sdk::CellSet eliminated;
    for (int h = 0; h < 9; ++h) {
      if ((houses >> h & 1u) != 0)
        eliminated |= (table.cells[digit] & sdk::kHouseSet[first_house(kind) + h]).minus(base);
    }
    return eliminated;
  }

  bool report(const sdk::DigitTable& table, const sdk::CellSet& base, unsigned rows, unsigned cols, int cells,
              const std::array<int, 10>& kind, const sdk::CellSet (&eliminated)[10], sdk::StepSink& sink) {
    bool any = false;
    for (int digit = 1; digit <= 9; ++digit) any |= !eliminated[digit].empty();
    if (!any) return true;
    std::array<unsigned, 10> houses{};
    for (int digit = 1; digit <= 9; ++digit) houses[digit] = covering_houses(table.cells[digit], base, kind[digit]);
    step_.reset();
    for (int digit = 1; digit <= 9; ++digit)
      eliminated[digit].for_each([&](int cell) { step_.eliminate(cell, digit); });
    step_.begin_set_logic();
    base.for_each([&](int cell) { step_.add_set(NPE_SET_BASE, NPE_SET_CELL, cell, 0); });
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer out(text, sizeof text);
    char number[16];
    std::snprintf(number, sizeof number, "%d", cells);
    out.put("MSLS: ");
    out.put(number);
    out.put(" cells r");
    out.put_digits(rows);
    out.put('c');
    out.put_digits(cols);
    out.put(", ");
    out.put(number);
    out.put(" links");
    static constexpr npe_set_kind kSetKinds[] = {NPE_SET_ROW_DIGIT, NPE_SET_COL_DIGIT, NPE_SET_BOX_DIGIT};
    static constexpr char kLetters[] = {'r', 'c', 'b'};
    for (int k = kRow; k <= kBox; ++k) {
      for (int h = 0; h < 9; ++h) {
        unsigned digits = 0;
        for (int digit = 1; digit <= 9; ++digit) {
          if (kind[digit] == k && (houses[digit] >> h & 1u) != 0) {
            digits |= 1u << (digit - 1);
            step_.add_set(NPE_SET_COVER, kSetKinds[k], h, digit);
          }
        }
        if (digits == 0) continue;
        out.put(' ');
        out.put_digits(digits);
        out.put(kLetters[k]);
        out.put_digit(h + 1);
      }
    }
    sdk::put_hodoku_eliminations(out, eliminated);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  int max_cells_;
  int max_filled_;
  std::array<unsigned, 9> empty_cols_{};
  std::array<std::array<unsigned, 9>, 10> cols_with_{};       // [digit][row]: columns holding it
  std::array<std::array<unsigned, 9>, 10> rows_with_{};       // [digit][col]: rows holding it
  std::array<std::array<unsigned, 9>, 10> box_cells_with_{};  // [digit][box]: in-box cells holding it
  std::array<unsigned, 512> empty_cols_of_rows_{};
  std::array<std::array<std::uint16_t, 512>, 10> digit_cols_of_rows_{};
  std::array<unsigned, 10> digit_rows_{};
  std::array<std::array<int, 8>, 3> band_cells_{};
  std::array<std::array<std::array<int, 8>, 3>, 10> band_boxes_{};
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::rank_logic
