// Sudoku Explainer's Dynamic Forcing Chains (+) (se_chains.dynamic_plus, docs/techniques.md): on the
// hardest corpus puzzles, where the serate engine used to be stuck after se_chains.dynamic, the
// engine's solve path takes dynamic_plus steps; each is checked against the puzzle's solution and its
// evidence by the host (EngineOptions::check_soundness), is the first step dynamic_plus finds on the board before
// it, and comes where se_chains.dynamic finds nothing (SE's rule order); every other step it finds
// there is sound too.
#include <gtest/gtest.h>

#include <iostream>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "rating/se_rating.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::se_chains_plus_test {
namespace {

TEST(SeChainsPlus, TheSerateEnginesPathsOnForumHardestTakeItWhereDynamicHasNoStep) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const auto puzzles = read_puzzle_file(test::shared_corpus("forum_hardest_1106.txt"));
  // Without the nested levels (9.5 and up, se_chains_nested_test.cpp) the runs stop where they would
  // be needed: this test is about Dynamic (+), and their paths past it cost a minute.
  EngineType type = load_engine_type(test::source_dir() / "configs/engines/serate.yaml");
  std::erase_if(type.techniques, [](const TechniqueRef& t) { return t.id.starts_with("se_chains.nested_"); });
  Engine engine(type, test::shipped_plugins(), {.check_soundness = true});
  const int count = test::scaled(6, 2);
  int plus_steps = 0, all_steps = 0, rated = 0;
  for (int i = 0; i < count && i < static_cast<int>(puzzles.size()); ++i) {
    const Puzzle& puzzle = puzzles[static_cast<std::size_t>(i)];
    ASSERT_TRUE(puzzle.solution.has_value()) << puzzle.origin;
    const RunResult result = engine.run(puzzle);
    ASSERT_FALSE(is_plugin_failure(result.outcome)) << puzzle.origin << ": " << result.reason;
    if (result.outcome == Outcome::solved) ++rated;
    Grid grid = Grid::from_digits(puzzle.givens);
    for (const RunStep& run_step : result.steps) {
      const Step& step = run_step.step;
      if (step.technique == "se_chains.dynamic_plus") {
        ++plus_steps;
        EXPECT_GE(step.rating_x10, 90) << step.text;
        EXPECT_NE(step.text.find("(+)"), std::string::npos) << step.text;
        EXPECT_FALSE(step.chains.empty()) << step.text;
        EXPECT_TRUE(search_technique(test::shipped_plugins(), "se_chains.dynamic", {}, grid, {false}, puzzle.solution)
                        .steps.empty())
            << puzzle.origin << ": " << step.text;
        const auto again =
            search_technique(test::shipped_plugins(), "se_chains.dynamic_plus", {}, grid, {false}, puzzle.solution);
        ASSERT_FALSE(again.steps.empty()) << puzzle.origin;
        EXPECT_EQ(again.steps.front().text, step.text);
        // Every step it finds there, not only the first: each checked against the solution and its
        // evidence by the host (search_technique throws PluginError otherwise).
        const auto all =
            search_technique(test::shipped_plugins(), "se_chains.dynamic_plus", {}, grid, {true}, puzzle.solution);
        all_steps += static_cast<int>(all.steps.size());
        for (const auto& other : all.steps) EXPECT_GE(other.rating_x10, 90) << other.text;
        for (const auto& e : step.eliminations) EXPECT_NE((*puzzle.solution)[e.cell], e.digit) << step.text;
        for (const auto& p : step.placements) EXPECT_EQ((*puzzle.solution)[p.cell], p.digit) << step.text;
      }
      for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
      for (const auto& p : step.placements) grid.place(p.cell, p.digit);
    }
    if (result.outcome == Outcome::solved) {
      EXPECT_EQ(grid.digits, *puzzle.solution) << puzzle.origin;
    }
  }
  std::cout << "serate on forum_hardest_1106: " << rated << " of " << count << " rated, " << plus_steps
            << " Dynamic (+) steps, " << all_steps << " steps found where they were taken\n";
  EXPECT_GT(plus_steps, 0);
}

TEST(SeChainsPlus, TheSerateEngineRatesAsSudokuExplainerWhereItUsedToBeStuck) {
  // ER/EP/ED by Sudoku Explainer's serate (github.com/1to9only/SudokuExplainer, commit b1f9ed4, built
  // locally and unmodified, not part of this repository; run 2026-12-01). Puzzles: top1465 (magictour)
  // lines 2, 3 and 77, forum_hardest_1106 line 38. Without se_chains.dynamic_plus the serate engine
  // is stuck on all four (20.0); each solve path takes a Dynamic Forcing Chains (+) step.
  struct Case {
    const char* puzzle;
    int er, ep, ed;
  };
  const Case cases[] = {
      {"7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........", 95, 12, 12},
      {"7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........", 96, 12, 12},
      {"7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5", 98, 12, 12},
      {".....1.....7.2.....9.6.8..5..1..7....6.9....42.9.........8...59.8....4....6.3...8", 101, 101, 98},
  };
  Engine engine(load_engine_type(test::source_dir() / "configs/engines/serate.yaml"), test::shipped_plugins(),
                {.check_soundness = true});
  for (const Case& c : cases) {
    const RunResult run = engine.run(parse_puzzle_line(c.puzzle));
    const SeRating rating = se_rating(run);
    EXPECT_EQ(rating.er_x10, c.er) << c.puzzle;
    EXPECT_EQ(rating.ep_x10, c.ep) << c.puzzle;
    EXPECT_EQ(rating.ed_x10, c.ed) << c.puzzle;
    int plus = 0;
    for (const RunStep& step : run.steps) plus += step.step.technique == "se_chains.dynamic_plus" ? 1 : 0;
    EXPECT_GT(plus, 0) << c.puzzle;
  }
}

}  // namespace
}  // namespace npe::se_chains_plus_test
