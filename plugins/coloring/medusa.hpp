// 3D Medusa (reglib code 0507, not in HoDoKu 2.2), Bob Hanson's colouring of candidates of all
// digits (docs/techniques.md "Colouring"): strong links are conjugate pairs (a house holding a digit
// exactly twice) and bivalue cells; a cluster is a connected part of that graph, two-coloured along
// it, so exactly one colour is true. With "weakly linked" = same digit in cells that see each
// other, or two digits of one cell:
//   wrap: a colour is false when two of its candidates are weakly linked (twice in a cell, twice in
//         a house) or when every candidate of an uncoloured cell is weakly linked to it (the cell
//         would be empty); its candidates go;
//   trap: an uncoloured candidate weakly linked to both colours goes (two colours in a cell, two
//         colours elsewhere, two colours in a house and a cell).
// Evidence: the coloured candidates (colours 0 and 1).
// Scan order: clusters by their lowest candidate (cell, then digit); per cluster the wrap, else the
// trap.
#pragma once

#include <npe/sdk/describe.hpp>

#include "clusters.hpp"

namespace npe::plugins::coloring {

class Medusa {
 public:
  static constexpr std::uint32_t kTrap = 1, kWrap = 2;
  static constexpr npe_reglib_code kReglib[] = {{.code = "0507", .params = "", .flags = 0, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "coloring.medusa",
       .name = "3D Medusa",
       .description = "two-colour candidates of all digits along conjugate pairs and bivalue cells: a colour "
                      "contradicting itself is false, a candidate weakly linked to both colours is false",
       .default_points = 250,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit Medusa(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    // color_[candidate] = 0 unvisited, else 1 + 2 * cluster + side; candidate = cell * 9 + digit - 1.
    for (auto& c : color_) c = 0;
    int clusters = 0;
    for (int start = 0; start < sdk::kCells * 9; ++start) {
      if (color_[start] != 0 || !has_strong_link(position, table, start)) continue;
      grow(position, table, start, clusters);
      if (!check(position, table, clusters, sink)) return;
      ++clusters;
    }
  }

 private:
  static bool candidate(const sdk::Position& position, int cell, int digit) {
    return position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), digit);
  }

  /** Calls f(other) for every strong-link partner of candidate c. */
  template <class F>
  static void for_each_strong(const sdk::Position& position, const DigitTable& table, int c, F&& f) {
    const int cell = c / 9, digit = c % 9 + 1;
    if (!candidate(position, cell, digit)) return;
    const sdk::Mask mask = position.candidates(cell);
    if (sdk::count_digits(mask) == 2) f(cell * 9 + sdk::first_digit(mask & ~sdk::digit_bit(digit)) - 1);
    for (const int house : sdk::houses_of(cell)) {
      const int other = partner(table, digit, house, cell);
      if (other >= 0) f(other * 9 + digit - 1);
    }
  }

  static bool has_strong_link(const sdk::Position& position, const DigitTable& table, int c) {
    bool any = false;
    for_each_strong(position, table, c, [&](int) { any = true; });
    return any;
  }

  void grow(const sdk::Position& position, const DigitTable& table, int start, int cluster) {
    int stack[sdk::kCells * 9], top = 0;
    color_[start] = static_cast<std::uint16_t>(1 + 2 * cluster);
    stack[top++] = start;
    members_ = 0;
    while (top > 0) {
      const int c = stack[--top];
      member_[members_++] = static_cast<std::int16_t>(c);
      const int side = (color_[c] - 1) & 1;
      for_each_strong(position, table, c, [&](int other) {
        if (color_[other] != 0) return;
        color_[other] = static_cast<std::uint16_t>(1 + 2 * cluster + (1 - side));
        stack[top++] = other;
      });
    }
  }

  /** Side (0, 1) of candidate c in `cluster`, or -1. */
  int side_of(int c, int cluster) const {
    const int v = color_[c];
    return v != 0 && (v - 1) / 2 == cluster ? (v - 1) & 1 : -1;
  }

  bool check(const sdk::Position& position, const DigitTable& table, int cluster, sdk::StepSink& sink) {
    // Per side: its candidates by digit, the cells seeing them, and per cell its side's digits.
    CellSet by_digit[2][10] = {}, seen[2][10] = {}, cells[2] = {};
    sdk::Mask digits_at[2][sdk::kCells] = {};
    for (int i = 0; i < members_; ++i) {
      const int c = member_[i], side = side_of(c, cluster), cell = c / 9, digit = c % 9 + 1;
      by_digit[side][digit].add(cell);
      cells[side].add(cell);
      digits_at[side][cell] |= sdk::digit_bit(digit);
    }
    for (int side = 0; side < 2; ++side) {
      for (int d = 1; d <= 9; ++d) seen[side][d] = peers_of(by_digit[side][d]) & table.cells[d];
    }
    // Cells holding candidate d weakly linked to `side`: a peer with d of that side, or another digit
    // of that side in the same cell.
    const auto linked = [&](int side, int d) {
      CellSet other_digit;
      cells[side].for_each([&](int cell) {
        if (digits_at[side][cell] & ~sdk::digit_bit(d)) other_digit.add(cell);
      });
      return (seen[side][d] | other_digit) & table.cells[d];
    };
    bool false_side[2] = {false, false};
    CellSet coloured = cells[0] | cells[1], empty_cells;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) == 0 && position.candidates(cell) != 0) empty_cells.add(cell);
    }
    for (int side = 0; side < 2; ++side) {
      CellSet emptied = empty_cells.minus(coloured);
      for (int d = 1; d <= 9; ++d) {
        const CellSet link = linked(side, d);
        if (link.intersects(by_digit[side][d])) false_side[side] = true;  // twice in a cell or a house
        emptied = emptied.minus(table.cells[d].minus(link));
      }
      if (!emptied.empty()) false_side[side] = true;  // an uncoloured cell whose every candidate is seen
    }
    const bool wrap = false_side[0] || false_side[1];
    step_.reset(wrap ? kWrap : kTrap);
    CellSet trap[10];
    if (!wrap) {
      for (int d = 1; d <= 9; ++d) trap[d] = (linked(0, d) & linked(1, d)).minus(by_digit[0][d] | by_digit[1][d]);
    }
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      for (int d = 1; d <= 9; ++d) {
        if (!candidate(position, cell, d)) continue;
        const int side = side_of(cell * 9 + d - 1, cluster);
        if (wrap ? side >= 0 && false_side[side] : trap[d].has(cell)) step_.eliminate(cell, d);
      }
    }
    if (step_.elimination_count() == 0) return true;
    return report(cluster, sink);
  }

  bool report(int cluster, sdk::StepSink& sink) {
    sdk::Mask digits = 0;
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    const npe_step first = step_.view();
    text.put(first.kind == kWrap ? "3D Medusa Wrap: " : "3D Medusa Trap: ");
    for (int side = 0; side < 2; ++side) {
      text.put(side == 0 ? "(" : " / (");
      bool first_candidate = true;
      for (int c = 0; c < sdk::kCells * 9; ++c) {
        if (side_of(c, cluster) != side) continue;
        step_.add_color(c / 9, c % 9 + 1, side);
        digits |= sdk::digit_bit(c % 9 + 1);
        if (!first_candidate) text.put(',');
        first_candidate = false;
        text.put_digit(c % 9 + 1);
        put_cell(text, c / 9);
      }
      text.put(')');
    }
    step_.add_digits(digits);
    const npe_step view = step_.view();
    put_hodoku_eliminations(text, view.eliminations, view.elimination_count);
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  std::uint16_t color_[sdk::kCells * 9] = {};
  std::int16_t member_[sdk::kCells * 9] = {};
  int members_ = 0;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::coloring
