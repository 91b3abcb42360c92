// Soundness of the chains plugin on corpus puzzles with a unique solution: no chain step removes a
// solution digit (check_step, run by search_technique when the solution is known, throws
// PluginError) and every step's evidence holds (tests/chains_support.hpp).
//   - Corpus positions: each puzzle with singles filled and the simpler eliminations applied
//     (tests/fish_support.hpp); X-, XY-chains and remote pairs find-all, nice loops find-first,
//     grouped loops on a sample (they cost milliseconds). Sharded to keep each test short.
//   - Solve paths: hard puzzles solved by singles, the simpler eliminations and the chain techniques
//     in HoDoKu's order, each step checked.
// Puzzles: corpus files with solutions (the optional corpora of docs/corpora.md), others solved by the exact
// solver (unique solutions only).
#include <gtest/gtest.h>
#include <algorithm>

#include <chrono>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "chains_support.hpp"
#include "fish_support.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::chains_soundness_test {
namespace {

struct Tally {
  long puzzles = 0, positions = 0, steps = 0, eliminations = 0;
};

struct Call {
  const char* id;
  ParamList params;
  bool all;
  int every;  // run on every n-th position
};

const std::vector<Call>& calls() {
  static const std::vector<Call> list = {
      {"chains.x_chain", {}, true, 1},
      {"chains.xy_chain", {}, true, 1},
      {"chains.remote_pair", {}, true, 1},
      {"chains.nice_loop", {}, false, 1},
      {"chains.nice_loop", {}, true, 25},
      {"chains.grouped_nice_loop", {}, false, 10},
      {"chains.grouped_nice_loop", {{"als", "1"}}, false, 50},
  };
  return list;
}

void check_position(const Grid& grid, const Digits& solution, Tally& tally, const std::string& origin) {
  ++tally.positions;
  for (const auto& call : calls()) {
    if (tally.positions % call.every != 0) continue;
    const auto result = search_technique(test::shipped_plugins(), call.id, call.params, grid, {call.all}, solution);
    for (const auto& step : result.steps) {
      ++tally.steps;
      tally.eliminations += static_cast<long>(step.eliminations.size());
      ASSERT_EQ(test::check_chain_evidence(grid, step), "") << origin << ": " << step.text;
    }
  }
}

const std::vector<std::string> kCorpora = {
    "sx_easy_500.txt",        "sx_medium_500.txt", "sx_hard_500.txt",      "sx_diabolical_500.txt",    "top1465.txt",
    "forum_hardest_1106.txt", "norvig_top95.txt",  "norvig_hardest11.txt", "sx_by_rating_200each.txt", "17clue.txt"};

/** Puzzles [from, to) of kCorpora, in this order, that have a unique solution (in CI an evenly
 *  spaced share, test::ci_share, so that a shard still reaches its hard corpora). */
void run_shard(long from, long to) {
  const long stride = std::max(1L, (to - from) / test::ci_share(static_cast<int>(to - from)));
  NPE_NEEDS_SHARED_CORPORA(kCorpora);
  const auto start = std::chrono::steady_clock::now();
  Tally tally;
  long index = 0;
  for (const auto& file : kCorpora) {
    if (index >= to) break;
    for (const auto& puzzle : read_puzzle_file(test::shared_corpus(file))) {
      if (index >= to) break;
      const long at = index++;
      if (at < from || (at - from) % stride != 0) continue;
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (!solution) continue;
      ++tally.puzzles;
      Grid grid = Grid::from_digits(puzzle.givens);
      test::apply_simple_eliminations(grid);
      if (grid.solved()) continue;
      ASSERT_NO_FATAL_FAILURE(check_position(grid, *solution, tally, puzzle.origin));
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "chains soundness [" << from << "," << to << "): " << tally.puzzles << " puzzles, " << tally.positions
            << " positions, " << tally.steps << " steps, " << tally.eliminations << " eliminations, " << seconds
            << " s\n";
  EXPECT_GT(tally.steps, 0);
}

// 21,000 puzzles in all (the shards cover [0, 21000)).
TEST(ChainsSoundness, Shard0) { run_shard(0, 2100); }
TEST(ChainsSoundness, Shard1) { run_shard(2100, 4200); }
TEST(ChainsSoundness, Shard2) { run_shard(4200, 6300); }
TEST(ChainsSoundness, Shard3) { run_shard(6300, 8400); }
TEST(ChainsSoundness, Shard4) { run_shard(8400, 10500); }
TEST(ChainsSoundness, Shard5) { run_shard(10500, 12600); }
TEST(ChainsSoundness, Shard6) { run_shard(12600, 14700); }
TEST(ChainsSoundness, Shard7) { run_shard(14700, 16800); }
TEST(ChainsSoundness, Shard8) { run_shard(16800, 18900); }
TEST(ChainsSoundness, Shard9) { run_shard(18900, 21000); }

TEST(ChainsSoundness, SolvePathsOfHardPuzzles) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  // Singles and the simpler eliminations, then the first step of the first chain technique that
  // finds one (HoDoKu's order), until solved or stuck; every step is checked against the solution.
  const std::vector<std::pair<const char*, ParamList>> order = {{"chains.remote_pair", {}},
                                                                {"chains.x_chain", {}},
                                                                {"chains.xy_chain", {}},
                                                                {"chains.nice_loop", {}},
                                                                {"chains.grouped_nice_loop", {}}};
  long puzzles = 0, solved = 0, steps = 0;
  for (const char* file : {"sx_diabolical_500.txt", "top1465.txt"}) {
    const auto all = read_puzzle_file(test::shared_corpus(file));
    for (std::size_t i = 0; i < all.size() && i < static_cast<std::size_t>(test::ci_share(300, 20)); ++i) {
      const auto& puzzle = all[i];
      const auto solution = puzzle.solution ? puzzle.solution : unique_solution(puzzle.givens);
      if (!solution) continue;
      ++puzzles;
      Grid grid = Grid::from_digits(puzzle.givens);
      for (int guard = 0; guard < 200; ++guard) {
        test::apply_simple_eliminations(grid);
        if (grid.solved()) break;
        bool moved = false;
        for (const auto& [id, params] : order) {
          const auto result = search_technique(test::shipped_plugins(), id, params, grid, {false}, *solution);
          if (result.steps.empty()) continue;
          const Step& step = result.steps.front();
          ASSERT_EQ(test::check_chain_evidence(grid, step), "") << puzzle.origin << ": " << step.text;
          for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
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
  std::cout << "chains solve paths: " << puzzles << " puzzles, " << solved << " solved, " << steps << " chain steps\n";
  EXPECT_GT(steps, 0);
}

}  // namespace
}  // namespace npe::chains_soundness_test
