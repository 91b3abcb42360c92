// Sudoku Explainer's Dynamic Forcing Chains (+) (se_chains.dynamic_plus, docs/techniques.md): on the
// hardest corpus puzzles, where the serate engine used to be stuck after se_chains.dynamic, the
// engine's solve path takes dynamic_plus steps; each is checked against the puzzle's solution and its
// evidence by the host (EngineOptions::check_soundness), is the first step dynamic_plus finds on the board before
// it, and comes where se_chains.dynamic finds nothing (SE's rule order); every other step it finds
// there is sound too.
#include <gtest/gtest.h>

#include <iostream>

#include "board/position_input.hpp"
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

// forum_hardest_1905_11plus line 38,857
// (`...4............36..9..25..2.8.9....5....18...3.....7...2..81......2.....4.6....7`), the serate engine type's step
// 34: a Dynamic Contradiction Forcing Chain (+) whose chain holds two hints of one hidden-pair batch (SE applies a
// rule's hints together): the hidden pair {1,9} of row 6 removes 2 from r6c9, but written after the other hint's -1 and
// -9 of r6c9 the pair is gone from the replayed board, and the host refused the step. The plugin now checks every
// advanced node against the board its chain replays (se_evidence.hpp): the step goes without a record, and the host
// takes it.
TEST(SeChainsPlus, AnAdvancedNodeWhosePatternAnEarlierNodeBrokeIsNotWrittenAsEvidence) {
  const std::string position =
      "...4............36..9..25..2.8.9....5....18...3.....7...2..81......2.....4.6....7 "
      "1.3..678.12..56.8.1.3.567.....4.....1.3.56.....3.56..9.2....7.9.2.....8912.....891..4..7...2..5..8....45.7..1..."
      "5..8.1...5.78.....5.7.9.2.4..7.9..3...........6.....34.67..1....678.........9..3...78...3..67...2...........5..."
      ".1..4...8.1..4...8..2.......1....67.........8...3.5.7..........9..34567....34.6...1..456...1.345........5......."
      "..67.9...4.67...23...7....34.67..1...............8....4.6..9.234....91..4.6..9..3......1..4.6....2..5..8....4.6."
      "8....456....2.4.6..9......7..12..5...9..3..67.9....567.9.2.........3.5.7.9..34..7.........8.1...........456....."
      "345....1.3..67891...567891.3.567..1.3...7.9.2.........34..7....34.6......456.89..345..8........89...4.....1.3.5."
      "........6...1...5......3.5.....2......9.2.....89......7..";
  const SearchPosition parsed = parse_position(position, "line 38857, step 34");
  const auto steps =
      search_technique(test::shipped_plugins(), "se_chains.dynamic_plus", {}, parsed.grid, {false, false, false}).steps;
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Dynamic Contradiction Forcing Chains (+) (w/22 nodes): r2c6<>5 [9.5]");
  EXPECT_TRUE(steps[0].chains.empty());
}

}  // namespace
}  // namespace npe::se_chains_plus_test
