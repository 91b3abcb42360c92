// NpValidLE's multiple-solution check (docs/seed-notes.md, Invalid boards and multiple solutions; the seed's sections
// 複数解の検出プログラム and 複数解とバックトラック法): plain backtracking that fills empty cells in a fixed order,
// trying digits in a fixed order, returns the first solution it meets; solving in different orders and comparing the
// answers reveals some (not all) puzzles with several solutions.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "board/grid.hpp"

namespace npe {

/** The seed's six orders of filling empty cells. */
enum class CellOrder {
  rows_forward,      // (1) from the top-left, rightwards row by row
  rows_backward,     // (2) from the bottom-right, leftwards row by row
  columns_forward,   // (3) from the top-left, downwards column by column
  columns_backward,  // (4) from the bottom-right, upwards column by column
  blocks_forward,    // (5) block by block from the top-left block, each block in row order
  blocks_backward,   // (6) the exact reverse of (5), from the bottom-right block
};
inline constexpr std::array<CellOrder, 6> kCellOrders = {CellOrder::rows_forward,    CellOrder::rows_backward,
                                                         CellOrder::columns_forward, CellOrder::columns_backward,
                                                         CellOrder::blocks_forward,  CellOrder::blocks_backward};
std::string_view cell_order_name(CellOrder order);

enum class DigitOrder { ascending, descending };  // 1..9 or 9..1
std::string_view digit_order_name(DigitOrder order);

struct OrderSolve {
  std::optional<Digits> solution;  // the first solution met, if any
  bool limit_reached = false;      // the trial limit ended the search first
  std::uint64_t trials = 0;        // digits tentatively placed (the seed's status counts)
};

/** The seed's backtracking; stops after `max_trials` tentative placements (the seed's 1,000,000). */
OrderSolve order_solve(const Digits& givens, CellOrder cells, DigitOrder digits, std::uint64_t max_trials = 1'000'000);

/** NpValidLE's boards: A = rows forward ∩ rows backward, B = digits 1..9 ∩ 9..1 (rows forward),
 *  C = block order; each intersection keeps the digits both answers agree on (0 elsewhere). */
struct OrderDiagnosis {
  std::array<std::array<OrderSolve, 2>, 6> solves;  // [cell order][digit order]
  Digits board_a{}, board_b{}, board_c{};
  bool complete = false;           // every solve found a solution within the limit
  bool detects_multiple = false;   // boards A or B have an empty cell: the seed's verdict "multiple"
  bool any_order_differs = false;  // some pair among all twelve answers differs
};
OrderDiagnosis diagnose_orders(const Digits& givens, std::uint64_t max_trials = 1'000'000);

}  // namespace npe
