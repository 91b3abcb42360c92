#include "cli/order_view.hpp"

#include <fmt/format.h>

namespace npe::cli {

namespace {

std::string starred_line(const Digits& digits) {
  std::string line;
  for (auto d : digits) line += d == 0 ? '*' : static_cast<char>('0' + d);
  return line;
}

/** Row `row` of a board in the seed's grid style: "12* 456 789". */
std::string grid_row(const Digits& board, int row) {
  std::string text;
  for (int col = 0; col < 9; ++col) {
    if (col > 0 && col % 3 == 0) text += ' ';
    const int d = board[sdk::cell_at(row, col)];
    text += d == 0 ? '*' : static_cast<char>('0' + d);
  }
  return text;
}

int open_cells(const Digits& board) {
  int n = 0;
  for (auto d : board) n += d == 0;
  return n;
}

}  // namespace

std::string orders_verdict(const OrderDiagnosis& d, const Validation& exact) {
  const bool multiple = exact.verdict == Verdict::multiple;
  int limited = 0;
  for (const auto& pair : d.solves) {
    for (const auto& solve : pair) limited += solve.limit_reached;
  }
  if (!d.complete) {
    return fmt::format("order method: inconclusive ({} of 12 orders reached the trial limit){}", limited,
                       multiple ? ": it would MISS the multiple solutions the exact count found" : "");
  }
  if (d.detects_multiple) {
    const bool a_misses = open_cells(d.board_a) == 0;
    return fmt::format("order method: detects multiple solutions (board A: {} differing cells, B: {}){}{}",
                       open_cells(d.board_a), open_cells(d.board_b), a_misses ? "; board A alone would miss them" : "",
                       multiple ? "" : " (!) but the exact count says " + std::string(verdict_name(exact.verdict)));
  }
  if (multiple) {
    return fmt::format(
        "order method: MISSED: boards A and B agree everywhere although the exact count found {}{} "
        "solutions",
        exact.count.end == CountEnd::exhausted ? "" : "at least ", exact.count.count);
  }
  return "order method: boards A and B agree everywhere, as the exact count (" +
         std::string(verdict_name(exact.verdict)) + ")";
}

std::string orders_text(const OrderDiagnosis& d, const Validation& exact) {
  std::string text;
  if (d.complete) {
    text += fmt::format("  {:<13}  {:<13}  {:<13}\n", "A (rows ↔)", "B (1..9↔9..1)", "C (blocks)");
    for (int row = 0; row < 9; ++row) {
      text += fmt::format("  {:<13}  {:<13}  {:<13}\n", grid_row(d.board_a, row), grid_row(d.board_b, row),
                          grid_row(d.board_c, row));
    }
  }
  for (std::size_t c = 0; c < kCellOrders.size(); ++c) {
    for (int k = 0; k < 2; ++k) {
      const OrderSolve& s = d.solves[c][k];
      text += fmt::format("  {:<26} {}: {} trials{}\n", cell_order_name(kCellOrders[c]),
                          digit_order_name(k == 0 ? DigitOrder::ascending : DigitOrder::descending), s.trials,
                          s.limit_reached ? ", limit reached" : (s.solution ? "" : ", no solution"));
    }
  }
  text += orders_verdict(d, exact) + "\n";
  return text;
}

nlohmann::json orders_json(const OrderDiagnosis& d, const Validation& exact) {
  nlohmann::json json;
  json["complete"] = d.complete;
  if (d.complete) {
    json["board_a"] = starred_line(d.board_a);
    json["board_b"] = starred_line(d.board_b);
    json["board_c"] = starred_line(d.board_c);
  }
  json["detects_multiple"] = d.detects_multiple;
  json["any_order_differs"] = d.any_order_differs;
  json["missed"] = !d.detects_multiple && exact.verdict == Verdict::multiple;
  json["board_a_misses"] = d.complete && exact.verdict == Verdict::multiple && d.board_a == d.solves[0][0].solution;
  nlohmann::json solves = nlohmann::json::array();
  for (std::size_t c = 0; c < kCellOrders.size(); ++c) {
    for (int k = 0; k < 2; ++k) {
      const OrderSolve& s = d.solves[c][k];
      solves.push_back({{"cells", cell_order_name(kCellOrders[c])},
                        {"digits", digit_order_name(k == 0 ? DigitOrder::ascending : DigitOrder::descending)},
                        {"trials", s.trials},
                        {"limit_reached", s.limit_reached},
                        {"solution", s.solution ? starred_line(*s.solution) : ""}});
    }
  }
  json["solves"] = std::move(solves);
  return json;
}

}  // namespace npe::cli
