#include "solver/order_search.hpp"

namespace npe {

std::string_view cell_order_name(CellOrder order) {
  switch (order) {
    case CellOrder::rows_forward: return "rows from top-left";
    case CellOrder::rows_backward: return "rows from bottom-right";
    case CellOrder::columns_forward: return "columns from top-left";
    case CellOrder::columns_backward: return "columns from bottom-right";
    case CellOrder::blocks_forward: return "blocks forward";
    case CellOrder::blocks_backward: return "blocks backward";
  }
  return "?";
}

std::string_view digit_order_name(DigitOrder order) { return order == DigitOrder::ascending ? "1..9" : "9..1"; }

namespace {

std::array<std::uint8_t, 81> cells_in(CellOrder order) {
  std::array<std::uint8_t, 81> cells{};
  for (int i = 0; i < 81; ++i) {
    switch (order) {
      case CellOrder::rows_forward:
      case CellOrder::rows_backward: cells[i] = static_cast<std::uint8_t>(i); break;
      case CellOrder::columns_forward:
      case CellOrder::columns_backward: cells[i] = static_cast<std::uint8_t>(sdk::cell_at(i % 9, i / 9)); break;
      case CellOrder::blocks_forward:
      case CellOrder::blocks_backward: cells[i] = static_cast<std::uint8_t>(sdk::block_cell(i / 9, i % 9)); break;
    }
  }
  const bool backward =
      order == CellOrder::rows_backward || order == CellOrder::columns_backward || order == CellOrder::blocks_backward;
  if (backward) {
    for (int i = 0; i < 40; ++i) std::swap(cells[i], cells[80 - i]);
  }
  return cells;
}

Digits intersection(const Digits& a, const Digits& b) {
  Digits out{};
  for (int cell = 0; cell < 81; ++cell) out[cell] = a[cell] == b[cell] ? a[cell] : 0;
  return out;
}

}  // namespace

OrderSolve order_solve(const Digits& givens, CellOrder cells, DigitOrder digits, std::uint64_t max_trials) {
  OrderSolve result;
  // Digits used per row, column and block; a given clash means no solution.
  std::array<Mask, 27> used{};
  for (int cell = 0; cell < 81; ++cell) {
    if (givens[cell] == 0) continue;
    const Mask bit = sdk::digit_bit(givens[cell]);
    for (int house : sdk::houses_of(cell)) {
      if (used[house] & bit) return result;
      used[house] |= bit;
    }
  }
  std::array<std::uint8_t, 81> empty{};
  int n = 0;
  for (int cell : cells_in(cells)) {
    if (givens[cell] == 0) empty[n++] = static_cast<std::uint8_t>(cell);
  }
  Digits board = givens;
  const bool up = digits == DigitOrder::ascending;
  // tried[i]: the digit last tried at empty[i] (0 = none yet); the seed's loop, iteratively.
  std::array<std::uint8_t, 81> tried{};
  int i = 0;
  while (i >= 0 && i < n) {
    const int cell = empty[i];
    const auto houses = sdk::houses_of(cell);
    if (tried[i] != 0) {  // take back the previous attempt
      const Mask bit = sdk::digit_bit(tried[i]);
      for (int house : houses) used[house] &= static_cast<Mask>(~bit);
      board[cell] = 0;
    }
    const Mask free = static_cast<Mask>(sdk::kAllDigits & ~(used[houses[0]] | used[houses[1]] | used[houses[2]]));
    int next = 0;
    for (int k = tried[i] == 0 ? 1 : (up ? tried[i] + 1 : 10 - tried[i] + 1); k <= 9; ++k) {
      const int digit = up ? k : 10 - k;
      if (sdk::has_digit(free, digit)) {
        next = digit;
        break;
      }
    }
    if (next == 0) {  // nothing left here: back up one cell
      tried[i] = 0;
      --i;
      continue;
    }
    if (++result.trials > max_trials) {
      result.trials = max_trials;
      result.limit_reached = true;
      return result;
    }
    tried[i] = static_cast<std::uint8_t>(next);
    board[cell] = static_cast<std::uint8_t>(next);
    for (int house : houses) used[house] |= sdk::digit_bit(next);
    ++i;
  }
  if (i == n) result.solution = board;
  return result;
}

OrderDiagnosis diagnose_orders(const Digits& givens, std::uint64_t max_trials) {
  OrderDiagnosis d;
  d.complete = true;
  for (std::size_t c = 0; c < kCellOrders.size(); ++c) {
    for (int k = 0; k < 2; ++k) {
      d.solves[c][k] =
          order_solve(givens, kCellOrders[c], k == 0 ? DigitOrder::ascending : DigitOrder::descending, max_trials);
      d.complete = d.complete && d.solves[c][k].solution.has_value();
    }
  }
  if (!d.complete) return d;
  const Digits& first = *d.solves[0][0].solution;
  d.board_a = intersection(first, *d.solves[1][0].solution);
  d.board_b = intersection(first, *d.solves[0][1].solution);
  d.board_c = *d.solves[4][0].solution;
  d.detects_multiple = d.board_a != first || d.board_b != first;
  for (const auto& pair : d.solves) {
    for (const auto& solve : pair) d.any_order_differs = d.any_order_differs || *solve.solution != first;
  }
  return d;
}

}  // namespace npe
