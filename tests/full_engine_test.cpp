// The full engine type (configs/engines/full.yaml): Sudoku Explainer's technique order and ratings,
// persistent candidates, and the puzzle's rating = the highest rating used (SE's ER).
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/engine.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::full_engine_test {
namespace {

EngineType full_type() { return load_engine_type(test::source_dir() / "configs/engines/full.yaml"); }

std::string entry_name(const TechniqueRef& ref) {
  std::string entry = ref.id;
  for (const auto& [name, value] : ref.params) {
    if (name == "size") entry += "/" + value;
  }
  return entry;
}

TEST(FullEngine, SudokuExplainersOrderAndRatings) {
  const EngineType type = full_type();
  EXPECT_EQ(type.candidates, CandidateMode::persistent);
  std::vector<std::pair<std::string, int>> order;
  for (const auto& ref : type.techniques) order.emplace_back(entry_name(ref), type.rating_for(ref, 0));
  // Sudoku Explainer's ratings (docs/techniques.md, In the full engine type); finned fish: basic fish + 0.2.
  const std::vector<std::pair<std::string, int>> expected = {{"box", 12},
                                                             {"row", 15},
                                                             {"col", 15},
                                                             {"cell", 23},
                                                             {"hidden_digit.pointing", 26},
                                                             {"hidden_digit.claiming", 28},
                                                             {"locked_set.naked/2", 30},
                                                             {"fish.basic/2", 32},
                                                             {"locked_set.hidden/2", 34},
                                                             {"fish.finned/2", 34},
                                                             {"locked_set.naked/3", 36},
                                                             {"fish.basic/3", 38},
                                                             {"locked_set.hidden/3", 40},
                                                             {"fish.finned/3", 40},
                                                             {"locked_set.naked/4", 50},
                                                             {"fish.basic/4", 52},
                                                             {"locked_set.hidden/4", 54},
                                                             {"fish.finned/4", 54},
                                                             {"locked_set.naked/5", 54},
                                                             {"locked_set.hidden/5", 54},
                                                             {"locked_set.naked/6", 54},
                                                             {"locked_set.hidden/6", 54},
                                                             {"locked_set.naked/7", 54},
                                                             {"locked_set.hidden/7", 54},
                                                             {"fish.basic/5", 55},
                                                             {"fish.basic/6", 55},
                                                             {"fish.basic/7", 55}};
  EXPECT_EQ(order, expected);
  for (std::size_t i = 1; i < order.size(); ++i) EXPECT_LE(order[i - 1].second, order[i].second) << order[i].first;
}

RunResult solve(const std::string& line) {
  Engine engine(full_type(), test::shipped_plugins());
  Puzzle puzzle = parse_puzzle_line(line);
  puzzle.solution = unique_solution(puzzle.givens);  // every step is checked against it
  return engine.run(puzzle);
}

TEST(FullEngine, RatingIsTheHighestRatingUsed) {
  // fixtures/puzzles/sx_hard.txt: solved with a naked pair (3.0) and an X-Wing (3.2) as its hardest steps.
  const RunResult run = solve("97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3");
  ASSERT_EQ(run.outcome, Outcome::solved);
  int highest = 0;
  bool xwing = false;
  for (const auto& step : run.steps) {
    highest = std::max(highest, step.rating_x10);
    xwing |= step.step.text.rfind("Xwing #", 0) == 0;
  }
  EXPECT_TRUE(xwing);
  EXPECT_EQ(highest, 32);
  EXPECT_EQ(run.rating_x10, 32);
}

TEST(FullEngine, SolveCommandPrintsTheRating) {
  const auto result = test::run_npe(
      {"solve", "-e", "full", "97.3.6.428.5...1.9....5....2.7...3.4.1..2..8.4..738..1...9.5............1..847..3"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("rating: 3.2"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("[Xwing #5 BaseSet:R69 CoverSet:C28]"), std::string::npos) << result.out;
}

}  // namespace
}  // namespace npe::full_engine_test
