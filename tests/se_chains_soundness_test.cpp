// Soundness of Sudoku Explainer chains (plugin se_chains) on corpus puzzles with a unique solution:
// no step removes a solution digit or places a wrong one (search_technique checks each step against
// the solution and the host checks its evidence; either throws PluginError). Positions: each puzzle
// with singles filled and the simpler eliminations applied (tests/fish_support.hpp). SE's whole
// "Forcing Chains & Cycles" rule (cycles, forcing X-chains, forcing chains) every step, on every
// position; Nishio, multiple and dynamic forcing chains the first step, on a sample.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <iostream>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "fish_support.hpp"
#include "search/technique_search.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::se_chains_soundness_test {
namespace {

const std::vector<std::string> kCorpora = {
    "sx_hard_500.txt",  "sx_diabolical_500.txt",    "top1465.txt", "forum_hardest_1106.txt",
    "norvig_top95.txt", "sx_by_rating_200each.txt", "17clue.txt"};

struct Call {
  const char* id;
  bool all;
  int every;  // run on every n-th position
};

void run_shard(long from, long to) {
  NPE_NEEDS_SHARED_CORPORA(kCorpora);
  static const Call kCalls[] = {{"se_chains.forcing_chains_cycles", true, 1},
                                {"se_chains.nishio", false, 40},
                                {"se_chains.multiple", false, 40},
                                {"se_chains.dynamic", false, 200}};
  const long stride = std::max(1L, (to - from) / test::scaled(static_cast<int>(to - from)));
  const auto start = std::chrono::steady_clock::now();
  long index = 0, puzzles = 0, positions = 0, steps = 0;
  for (const auto& file : kCorpora) {
    if (index >= to) break;
    for (const auto& puzzle : read_puzzle_file(test::shared_corpus(file))) {
      if (index >= to) break;
      const long at = index++;
      if (at < from || (at - from) % stride != 0) continue;
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (!solution) continue;
      ++puzzles;
      Grid grid = Grid::from_digits(puzzle.givens);
      test::apply_simple_eliminations(grid);
      if (grid.solved()) continue;
      ++positions;
      for (const auto& call : kCalls) {
        if (positions % call.every != 0) continue;
        const auto result = search_technique(test::shipped_plugins(), call.id, {}, grid, {call.all}, solution);
        steps += static_cast<long>(result.steps.size());
        for (const auto& step : result.steps) {
          ASSERT_GT(step.rating_x10, 0) << puzzle.origin << ": " << step.text;
          ASSERT_FALSE(step.chains.empty()) << puzzle.origin << ": " << step.text;
        }
      }
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "se_chains soundness [" << from << "," << to << "): " << puzzles << " puzzles, " << positions
            << " positions, " << steps << " steps, " << seconds << " s\n";
  EXPECT_GT(steps, 0);
}

// 21,000 puzzles in all, in shards of about ten seconds.
TEST(SeChainsSoundness, Shard0) { run_shard(0, 1500); }
TEST(SeChainsSoundness, Shard1) { run_shard(1500, 3000); }
TEST(SeChainsSoundness, Shard2) { run_shard(3000, 4500); }
TEST(SeChainsSoundness, Shard3) { run_shard(4500, 6000); }
TEST(SeChainsSoundness, Shard4) { run_shard(6000, 7500); }
TEST(SeChainsSoundness, Shard5) { run_shard(7500, 9000); }
TEST(SeChainsSoundness, Shard6) { run_shard(9000, 10500); }
TEST(SeChainsSoundness, Shard7) { run_shard(10500, 12000); }
TEST(SeChainsSoundness, Shard8) { run_shard(12000, 13500); }
TEST(SeChainsSoundness, Shard9) { run_shard(13500, 15000); }
TEST(SeChainsSoundness, Shard10) { run_shard(15000, 16500); }
TEST(SeChainsSoundness, Shard11) { run_shard(16500, 18000); }
TEST(SeChainsSoundness, Shard12) { run_shard(18000, 19500); }
TEST(SeChainsSoundness, Shard13) { run_shard(19500, 21000); }

TEST(SeChainsSoundness, SolvePathsInSesRuleOrder) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  // Singles and the simpler eliminations, then the first step of the first SE chaining rule that
  // has one (SE's order), until solved or stuck; every step checked against the solution and its
  // evidence by the host, and its rating no lower than the rule's base.
  const std::pair<const char*, int> order[] = {{"se_chains.forcing_chains_cycles", 65},
                                               {"se_chains.nishio", 75},
                                               {"se_chains.multiple", 80},
                                               {"se_chains.dynamic", 85}};
  long puzzles = 0, solved = 0, steps = 0;
  for (const char* file : {"sx_diabolical_500.txt", "top1465.txt"}) {
    const auto all = read_puzzle_file(test::shared_corpus(file));
    for (std::size_t i = 0; i < all.size() && i < static_cast<std::size_t>(test::scaled(60, 5)); ++i) {
      const auto& puzzle = all[i];
      const auto solution = puzzle.solution ? puzzle.solution : unique_solution(puzzle.givens);
      if (!solution) continue;
      ++puzzles;
      Grid grid = Grid::from_digits(puzzle.givens);
      for (int guard = 0; guard < 300; ++guard) {
        test::apply_simple_eliminations(grid);
        if (grid.solved()) break;
        bool moved = false;
        for (const auto& [id, base] : order) {
          const auto result = search_technique(test::shipped_plugins(), id, {}, grid, {false}, *solution);
          if (result.steps.empty()) continue;
          const Step& step = result.steps.front();
          ASSERT_GE(step.rating_x10, base) << puzzle.origin << ": " << step.text;
          for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
          for (const auto& p : step.placements) grid.place(p.cell, p.digit);
          ++steps;
          moved = true;
          break;
        }
        if (!moved) break;
      }
      if (grid.solved()) {
        ++solved;
        EXPECT_EQ(grid.digits, *solution) << puzzle.origin;
      }
    }
  }
  std::cout << "se_chains solve paths: " << puzzles << " puzzles, " << solved << " solved, " << steps
            << " chain steps\n";
  EXPECT_GT(steps, 0);
}

}  // namespace
}  // namespace npe::se_chains_soundness_test
