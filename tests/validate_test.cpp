// npe validate and NpValidLE's order diagnostics (docs/seed-notes.md, Invalid boards and multiple solutions).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "board/puzzle_text.hpp"
#include "solver/order_search.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::validate_test {
namespace {

using ::testing::HasSubstr;

// The first line of serg_benchmark_counts.txt: 872 solutions.
const std::string kMultiple = "8.........95.......76.........426798...571243...893165......916....3.487....1.532";
const std::string kTop1 = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const std::string kTop1Solution = "468931527751624839392578461134756298289413675675289314846192753513867942927345186";

TEST(Validate, UniqueMultipleInvalidAndNoSolution) {
  auto result = test::run_npe({"validate", kTop1});
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_THAT(result.out, HasSubstr("result: unique\nsolution: " + kTop1Solution));

  result = test::run_npe({"validate", kMultiple});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, HasSubstr("result: multiple (at least 2 solutions)"));
  EXPECT_THAT(result.out, HasSubstr("differ: r5c1 "));

  result = test::run_npe({"validate", "--count-limit", "1000", kMultiple});
  EXPECT_THAT(result.out, HasSubstr("result: multiple (872 solutions)"));

  result = test::run_npe({"validate", "5...5" + std::string(76, '.')});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, HasSubstr("result: invalid (digit 5 twice in row 1 (r1c1, r1c5))"));

  std::string no_solution = kTop1;
  no_solution[1] = '9';  // r1c2 is 6 in the only solution; 9 is a candidate there but wrong
  result = test::run_npe({"validate", no_solution});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, ::testing::AnyOf(HasSubstr("result: no solution"), HasSubstr("result: invalid")));

  result = test::run_npe({"validate", "--max-trials", "5", std::string(81, '.'), "--count-limit", "100000"});
  EXPECT_THAT(result.out, HasSubstr("result: limit reached (5 trials"));
}

TEST(Validate, JsonLinesAndExitCodeOverAFile) {
  const auto dir = test::temp_dir("validate_json");
  std::ofstream(dir / "p.txt") << kTop1 << "\n" << kMultiple << "\n";
  auto result = test::run_npe({"validate", "--json", "--file", (dir / "p.txt").string()});
  EXPECT_EQ(result.exit_code, 1);
  std::istringstream lines(result.out);
  std::string line;
  std::getline(lines, line);
  auto json = nlohmann::json::parse(line);
  EXPECT_EQ(json["result"], "unique");
  EXPECT_EQ(json["solutions"][0], kTop1Solution);
  EXPECT_EQ(json["origin"], (dir / "p.txt").string() + ":1");
  std::getline(lines, line);
  json = nlohmann::json::parse(line);
  EXPECT_EQ(json["result"], "multiple");
  EXPECT_EQ(json["solutions"].size(), 2u);
  EXPECT_FALSE(json["differ"].empty());
  std::filesystem::remove_all(dir);

  result = test::run_npe({"validate", "--file", (test::source_dir() / "fixtures/puzzles/top1465.txt").string()});
  EXPECT_EQ(result.exit_code, 0);
}

/** A puzzle whose two solutions differ in one unique rectangle (2 rows, 2 columns, 2 blocks):
 *  a top1465 solution with the four cells of such a rectangle emptied. */
Digits rectangle_puzzle() {
  const Digits solution = parse_puzzle_line(kTop1Solution).givens;
  for (int a = 0; a < 81; ++a) {
    for (int b = a + 1; b < 81; ++b) {
      const int r1 = a / 9, c1 = a % 9, r2 = b / 9, c2 = b % 9;
      if (r1 == r2 || c1 >= c2 || sdk::block_of(a) == sdk::block_of(b)) continue;
      const int ab = sdk::cell_at(r1, c2), ba = sdk::cell_at(r2, c1);
      const bool two_blocks = sdk::block_of(a) == sdk::block_of(ab) || sdk::block_of(a) == sdk::block_of(ba);
      if (!two_blocks || solution[a] != solution[b] || solution[ab] != solution[ba]) continue;
      Digits puzzle = solution;
      puzzle[a] = puzzle[b] = puzzle[ab] = puzzle[ba] = 0;
      return puzzle;
    }
  }
  return solution;
}

TEST(OrderDiagnosis, BoardAMissesARectangleThatBoardBFinds) {
  // Rows forward and backward both meet the rectangle's diagonal first and give it the smaller
  // digit: the same answer. Digits 9..1 give the larger one.
  const Digits puzzle = rectangle_puzzle();
  ASSERT_EQ(count_solutions(puzzle, {10, 1000}).count, 2);
  const OrderDiagnosis d = diagnose_orders(puzzle);
  ASSERT_TRUE(d.complete);
  EXPECT_EQ(d.board_a, *d.solves[0][0].solution);
  EXPECT_NE(d.board_b, *d.solves[0][0].solution);
  EXPECT_TRUE(d.detects_multiple);
  int open = 0;
  for (auto digit : d.board_b) open += digit == 0;
  EXPECT_EQ(open, 4);

  std::string line;
  for (auto digit : puzzle) line += digit ? static_cast<char>('0' + digit) : '.';
  const auto result = test::run_npe({"validate", "--orders", line});
  EXPECT_THAT(result.out,
              HasSubstr("detects multiple solutions (board A: 0 differing cells, B: 4); board A alone would miss"));
}

TEST(OrderDiagnosis, FirstSolutionsAreTheLexicographicExtremes) {
  // Plain backtracking returns the first solution in (cell order, digit order): digits 1..9 and 9..1
  // give the smallest and the largest, equal only for a unique puzzle.
  const Digits puzzle = parse_puzzle_line(kMultiple).givens;
  const OrderSolve up = order_solve(puzzle, CellOrder::rows_forward, DigitOrder::ascending);
  const OrderSolve down = order_solve(puzzle, CellOrder::rows_forward, DigitOrder::descending);
  ASSERT_TRUE(up.solution && down.solution);
  EXPECT_LT(*up.solution, *down.solution);
}

TEST(OrderDiagnosis, TheTrialLimitMakesTheOrderMethodMissWhatTheCountFinds) {
  // kMultiple under a 50-trial limit: the seed's method cannot answer, the exact count can.
  const auto result = test::run_npe({"validate", "--orders", "--max-trials", "50", kMultiple});
  EXPECT_THAT(result.out, HasSubstr("result: multiple"));
  EXPECT_THAT(result.out, HasSubstr("inconclusive"));
  EXPECT_THAT(result.out, HasSubstr("it would MISS the multiple solutions"));
}

}  // namespace
}  // namespace npe::validate_test
