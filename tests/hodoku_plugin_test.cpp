// The plugin `hodoku` (docs/techniques.md, "HoDoKu's solution path"): its singles follow HoDoKu's
// queues across the positions of one run, answer the same when asked twice and start over on a new
// puzzle; its Locked Pair lists each elimination once in HoDoKu's order; its Brute Force places the
// middle empty cell's solution digit, only on a puzzle known unique.
#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "test_support.hpp"

namespace npe::hodoku_plugin_test {
namespace {

// sx_easy_500 line 1; HoDoKu 2.2's batch solve starts it with these steps (tests/data/hodoku).
constexpr const char* kEasy = ".5.7.3.6...7...8.....816.......3......5...1..73..4..869.6...2.484.572.93...4.9...";
const std::vector<std::string> kHodokuStart = {"Naked Single: r7c5=8", "Naked Single: r8c3=1", "Full House: r8c7=6",
                                               "Naked Single: r7c6=1", "Naked Single: r9c5=6", "Full House: r7c4=3"};

std::string first_text(TechniqueInstance& singles, const Grid& grid) {
  std::string text;
  singles.find(grid, false, [&](const npe_step& raw) {
    text = raw.text;
    return false;
  });
  return text;
}

/** Applies a single's text ("...: r7c5=8") to the grid. */
void place_single(Grid& grid, const std::string& text) {
  const std::size_t at = text.rfind(": r");
  ASSERT_NE(at, std::string::npos) << text;
  grid.place((text[at + 3] - '1') * 9 + (text[at + 5] - '1'), text[at + 7] - '0');
}

TEST(HodokuSingles, FollowHodokusQueuesAlongARun) {
  auto singles = test::shipped_plugins().create("hodoku.singles", {});
  Grid grid = test::grid_from(kEasy);
  for (const std::string& expected : kHodokuStart) {
    const std::string found = first_text(*singles, grid);
    ASSERT_EQ(found, expected);
    EXPECT_EQ(first_text(*singles, grid), expected) << "asked twice about one position";
    place_single(grid, found);
  }
  // npe's own naked single scans blocks: it takes another cell first, which is why the queues matter.
  EXPECT_NE(test::find_steps("cell", test::grid_from(kEasy), false).at(0).placements[0].cell, 6 * 9 + 4);
}

TEST(HodokuSingles, ANewPuzzleStartsOver) {
  auto singles = test::shipped_plugins().create("hodoku.singles", {});
  Grid grid = test::grid_from(kEasy);
  for (int i = 0; i < 4; ++i) place_single(grid, first_text(*singles, grid));
  const std::string other = "3.24.18.9..1...3............4.7.8.1.78.5.2.36....9....2..6.9..39.......88...7...5";
  EXPECT_EQ(first_text(*singles, test::grid_from(other)), "Naked Single: r5c3=9");  // HoDoKu's first step
  EXPECT_EQ(first_text(*singles, test::grid_from(kEasy)), kHodokuStart[0]);
}

TEST(HodokuSubsets, LockedPairComesBeforeLockedCandidatesWithEachEliminationOnce) {
  // sx_medium_500 line 11: HoDoKu's step 10 is "Locked Pair: 3,6 in r8c23 => r7c13,r8c46<>3,
  // r7c13,r8c689,r9c1<>6" (tests/data/hodoku/sx_medium_100.txt).
  const Puzzle puzzle =
      parse_puzzle_argument("..961.72...1.5...4.......1....4..1.9...185...5.7..2....8.......7...9.2...45.273..");
  const RunResult run =
      Engine(load_engine_type(test::source_dir() / "configs/engines/hodoku.yaml"), test::shipped_plugins()).run(puzzle);
  ASSERT_GT(run.steps.size(), 10u);
  const Step& step = run.steps[9].step;
  EXPECT_EQ(step.technique, "hodoku.naked_subset");
  EXPECT_EQ(step.text, "Locked Pair: 3,6 in r8c2,r8c3");
  EXPECT_EQ(run.steps[9].points, 40);
  std::vector<std::pair<int, int>> eliminations;
  for (const auto& e : step.eliminations) eliminations.emplace_back(e.cell, e.digit);
  // HoDoKu's order: the row first (cells, then digits), then the block outside the row.
  const std::vector<std::pair<int, int>> expected = {{66, 3}, {68, 3}, {68, 6}, {70, 6}, {71, 6},
                                                     {54, 3}, {54, 6}, {56, 3}, {56, 6}, {72, 6}};
  EXPECT_EQ(eliminations, expected);
  EXPECT_EQ(run.steps[10].step.text, "Naked Single: r8c4=5");  // the row's single joined the queue first
}

TEST(HodokuBruteForce, PlacesTheMiddleEmptyCellsSolutionDigitOnlyWhenUnique) {
  std::ifstream in(test::data_file("corpora/sx_diabolical_150.txt"));
  std::string puzzle, solution;
  in >> puzzle >> solution;
  Grid grid = test::grid_from(puzzle);
  EXPECT_TRUE(test::find_steps("hodoku.brute_force", grid, false).empty());
  grid.facts = NPE_FACT_UNIQUE;
  std::vector<int> empty;
  for (int cell = 0; cell < 81; ++cell) {
    if (puzzle[cell] == '.') empty.push_back(cell);
  }
  const auto steps = test::find_steps("hodoku.brute_force", grid, false);
  ASSERT_EQ(steps.size(), 1u);
  const int cell = empty[empty.size() / 2];
  ASSERT_EQ(steps[0].placements.size(), 1u);
  EXPECT_EQ(steps[0].placements[0].cell, cell);
  EXPECT_EQ(steps[0].placements[0].digit, solution[cell] - '0');
}

}  // namespace
}  // namespace npe::hodoku_plugin_test
