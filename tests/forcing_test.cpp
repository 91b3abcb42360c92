// Forcing Chain and Forcing Net (plugin `forcing`, docs/techniques.md "Forcing Chains and Forcing
// Nets"): hand-made positions, a net position from a hard puzzle, soundness on corpus puzzles with
// known solutions (every step also through the host's evidence checks on a sample), the work bound.
// HoDoKu's regression library has no cases for these codes (1301-1304).
#include <gtest/gtest.h>

#include <iostream>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "base/errors.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "corpus_soundness.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::forcing_test {
namespace {

int cell(int row, int col) { return row * 9 + col; }

/** Every step, each through the host's checks (evidence replayed, chain by chain). */
std::vector<Step> forcing(const std::string& id, const Grid& grid, bool all = true, const ParamList& params = {},
                          const std::optional<Digits>& solution = std::nullopt) {
  return search_technique(test::shipped_plugins(), id, params, grid, {all, false, false}, solution).steps;
}

/** Every digit everywhere except 1, which is a candidate where `keep(row, col)` (0-based) says. */
template <class Keep>
Grid board_with_ones(Keep keep) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (int c = 0; c < 81; ++c) {
    if (!keep(c / 9, c % 9)) grid.candidates[c] &= static_cast<Mask>(~sdk::digit_bit(1));
  }
  return grid;
}

TEST(ForcingHandMade, XWingEliminationsAreContradictions) {
  // Rows 1 and 2 have 1 only in c1 and c4 (an X-Wing); every other cell holds every digit. Assuming
  // r3c1=1 removes r1c1 and r2c1, so rows 1 and 2 both put their 1 in c4; but first (one link
  // sooner) it removes r3c7-r3c9, block 3's only places for 1 (rows 1 and 2 have none there): the
  // contradiction HoDoKu names "in b3". The same holds for every 1 of c1 and c4 outside rows 1-2, and for r3c2, r3c3
  // (they see r1c1 and r2c1 through block 1) and r3c5, r3c6 (block 2): 18 eliminations, each its own step.
  const Grid grid = board_with_ones([](int row, int col) { return row >= 2 || col == 0 || col == 3; });
  const auto steps = forcing("forcing.chain", grid);
  std::set<int> expected = {cell(2, 1), cell(2, 2), cell(2, 4), cell(2, 5)};
  for (int row = 2; row < 9; ++row) expected.insert({cell(row, 0), cell(row, 3)});
  std::set<int> found;
  for (const auto& step : steps) {
    EXPECT_TRUE(step.placements.empty()) << step.text;
    ASSERT_EQ(step.eliminations.size(), 1u) << step.text;
    EXPECT_EQ(step.eliminations[0].digit, 1) << step.text;
    EXPECT_EQ(step.kind, 1u) << step.text;  // contradiction
    found.insert(step.eliminations[0].cell);
  }
  EXPECT_EQ(found, expected);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].text, "Forcing Chain Contradiction in b3 => r3c1<>1");
  EXPECT_EQ(steps[0].chains.size(), 1u);
  // A net adds nothing a chain does not give.
  EXPECT_TRUE(forcing("forcing.net", grid).empty());
}

// HoDoKu's strong link from a group node: sx_diabolical_500 line 51 (tests/data/hodoku, the position
// before HoDoKu's step 18), where HoDoKu's first forcing chain is `r5c1=5 r46c3<>5 r8c3=5 ...`:
// r5c1 sees both 5s of c3 in block 4, so c3's 5 goes to r8c3. Without the rule the first chain
// conclusion was r7c9<>9.
TEST(ForcingHandMade, AGroupSeenByATrueCandidateIsFalse) {
  const Grid grid = parse_position(
                        "9.......5..41296.....6.5....4..6..2....7.8...78.....63..7...3...2.3.4.8...8.5.1.. "
                        "........91.3..67...23..6......4...8...34..78...3...7...2.4.....1..4..7......5......3.5..8....."
                        "5.7.....4.....1.........2...............9.....6.....3...7........78..23....8.1.3...7...23....."
                        "......6.....34..7......5.....2.4..7891.34..7.91..4....9"
                        "1.3.5.......4.....1.3.5...9....5...9.....6...1.3............78..2.............78..2..56.....3."
                        "56..9.23..6..9......7....34....9.......8....45...91..45...91..4....9......7.........8.1...5..."
                        "9.2.45...91..4....912..........45...9.....6.....3......"
                        "1..456.......56..9......7...2.....891......8912...6.....3.........45...9.2.4.6..91...56....2.."
                        ".....1...5...9..3......1.....7.9...4.........5.7.9.......8......6..9..34.6.....3..6..9......."
                        "8..2......9....5.....2...67..1...........4..7.9.2.4.6..9",
                        "sx_diabolical_500:51")
                        .grid;
  const auto steps = forcing("forcing.chain", grid, false);
  ASSERT_FALSE(steps.empty());
  ASSERT_EQ(steps[0].eliminations.size(), 1u) << steps[0].text;
  EXPECT_EQ(steps[0].eliminations[0].cell, cell(4, 0)) << steps[0].text;
  EXPECT_EQ(steps[0].eliminations[0].digit, 5) << steps[0].text;
}

TEST(ForcingHandMade, PlacementFromAFalseAssumption) {
  // Digit 1: row 1 in c1, c4; rows 2 and 5 in c4, c7; column 7 only in r2, r5; everywhere else free.
  // Assuming r1c1<>1 puts row 1's 1 in r1c4, which removes r2c4 and r5c4; rows 2 and 5 then both take
  // c7: two 1s in column 7. So r1c1=1, and HoDoKu's order reports placements first.
  const Grid grid = board_with_ones([](int row, int col) {
    if (row == 0) return col == 0 || col == 3;
    if (row == 1 || row == 4) return col == 3 || col == 6;
    return col != 6;
  });
  const auto first = forcing("forcing.chain", grid, false);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].text, "Forcing Chain Contradiction in c7 => r1c1=1");
  ASSERT_EQ(first[0].placements.size(), 1u);
  EXPECT_EQ(first[0].placements[0].cell, cell(0, 0));
  // Among every step: r1c4<>1 (assuming it true, rows 2 and 5 meet in c7 again).
  bool r1c4 = false;
  for (const auto& step : forcing("forcing.chain", grid)) {
    for (const auto& e : step.eliminations) r1c4 |= e.cell == cell(0, 3) && e.digit == 1;
  }
  EXPECT_TRUE(r1c4);
}

// From top1465.txt, puzzle 2, where the `hodoku` engine type reaches forcing nets: no forcing chain
// applies, nets do (each assumption propagated with naked and hidden singles and locked candidates).
const char* const kNetPosition =
    "7.8...3.....2.1...5.........4.....263...8.......1...93.9.6....4....7.5...........\n"
    "7 126 8 459 4569 4569 3 1456 125\n"
    "49 36 3469 2 3456 1 467 4578 578\n"
    "5 1236 12346 78 346 78 269 146 129\n"
    "189 4 1579 3579 59 3579 178 2 6\n"
    "3 1267 1269 479 8 2469 147 1457 157\n"
    "268 578 2567 1 2456 2467 478 9 3\n"
    "128 9 1357 6 125 2358 127 1378 4\n"
    "12468 12368 12346 3489 7 23489 5 1368 1289\n"
    "12468 3578 1234567 34589 1249 234589 2679 13678 12789\n";

TEST(ForcingHandMade, NetsWhereChainsStop) {
  const Grid grid = parse_position(kNetPosition, "net").grid;
  const auto solution = unique_solution(
      parse_puzzle_argument("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........")
          .givens);
  ASSERT_TRUE(solution);
  EXPECT_TRUE(forcing("forcing.chain", grid).empty());
  const auto steps = forcing("forcing.net", grid, true, {}, solution);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(steps[0].text.rfind("Forcing Net ", 0), 0u) << steps[0].text;
  for (const auto& step : steps) {
    for (const auto& e : step.eliminations) EXPECT_NE((*solution)[e.cell], e.digit) << step.text;
    for (const auto& p : step.placements) EXPECT_EQ((*solution)[p.cell], p.digit) << step.text;
  }
}

TEST(ForcingHandMade, WorkBoundStopsTheSearch) {
  const Grid grid = parse_position(kNetPosition, "net").grid;
  // One round of one assumption: nothing is concluded before the bound.
  EXPECT_TRUE(forcing("forcing.net", grid, true, {{"max_work", "1"}}).empty());
  EXPECT_FALSE(forcing("forcing.net", grid, true, {{"max_work", "0"}}).empty());
}

// The `hodoku` engine type ends with forcing chains and nets and solves the puzzle whose position is
// kNetPosition; its `time_limit_ms` bounds a run (a step-limit outcome with the reason), and a
// forcing step's own `max_work` bounds one find.
TEST(ForcingEngine, HodokuTypeSolvesAndTheTimeLimitStopsARun) {
  const Puzzle puzzle =
      parse_puzzle_argument("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........");
  const auto path = test::source_dir() / "configs/engines/hodoku.yaml";
  const RunResult solved = Engine(load_engine_type(path), test::shipped_plugins()).run(puzzle);
  EXPECT_EQ(solved.outcome, Outcome::solved);
  bool net = false;
  for (const auto& step : solved.steps) net |= step.step.technique == "forcing.net";
  EXPECT_TRUE(net);
  // Nets take milliseconds each: 1 ms stops the run before it is solved.
  const RunResult stopped = Engine(load_engine_type(path, {"time_limit_ms=1"}), test::shipped_plugins()).run(puzzle);
  EXPECT_EQ(stopped.outcome, Outcome::step_limit);
  EXPECT_EQ(stopped.reason, "time limit of 1 ms");
  EXPECT_LT(stopped.steps.size(), solved.steps.size());
  EXPECT_THROW(load_engine_type(path, {"time_limit_ms=-1"}), InputError);
}

// 20,000 positions per technique with NPE_LONG_TESTS=1 (CI: the share test::ci_share gives) in 4
// shards, every fourth position each (each test stays short; every shard meets every kind of corpus): the first step on
// each position (the one an engine takes), every step on every 20th.
void soundness_shard(const char* id, int shard) {
  const int size = test::ci_share(20000) / 4;
  const auto list = test::corpus_positions(test::kSoundnessCorpora, shard, 4, size);
  ASSERT_EQ(static_cast<int>(list.size()), size);
  test::check_soundness(id, list, false);
  std::vector<std::pair<Grid, Digits>> sample;
  for (std::size_t i = 0; i < list.size(); i += 20) sample.push_back(list[i]);
  test::check_soundness(id, sample, true);
}

// Each shard skips itself by name (GTEST_SKIP "needs ../shared/corpora/...") when a corpus is absent;
// the shipped-corpus test below runs on every clone.
#define NPE_FORCING_SOUNDNESS(name, id, shard)         \
  TEST(ForcingSoundness, name##Shard##shard) {         \
    NPE_NEEDS_SHARED_CORPORA(test::kSoundnessCorpora); \
    soundness_shard(id, shard);                        \
  }
NPE_FORCING_SOUNDNESS(Chain, "forcing.chain", 0)
NPE_FORCING_SOUNDNESS(Chain, "forcing.chain", 1)
NPE_FORCING_SOUNDNESS(Chain, "forcing.chain", 2)
NPE_FORCING_SOUNDNESS(Chain, "forcing.chain", 3)
NPE_FORCING_SOUNDNESS(Net, "forcing.net", 0)
NPE_FORCING_SOUNDNESS(Net, "forcing.net", 1)
NPE_FORCING_SOUNDNESS(Net, "forcing.net", 2)
NPE_FORCING_SOUNDNESS(Net, "forcing.net", 3)
NPE_FORCING_SOUNDNESS(GnpxDeathBlossom, "forcing.gnpx_death_blossom", 0)
NPE_FORCING_SOUNDNESS(GnpxDeathBlossom, "forcing.gnpx_death_blossom", 1)
NPE_FORCING_SOUNDNESS(GnpxDeathBlossom, "forcing.gnpx_death_blossom", 2)
NPE_FORCING_SOUNDNESS(GnpxDeathBlossom, "forcing.gnpx_death_blossom", 3)

// The first puzzle of forum_hardest_1106.txt (a list of the forum's hardest puzzles; its line carries
// the solution checked by tdoku and qqwing) after its only single, r2c9=2: no forcing chain and no
// forcing net, as in HoDoKu, whose solver falls back to brute force there ("Hidden Single: r2c9=2",
// then "Brute Force: r5c3=7"). HoDoKu 2.3.0 beta (github.com/zh3305/HoDoKu a076e3f, built outside the
// repository) was asked directly: SudokuStepFinder.getAllForcingChains and getAllForcingNets on this
// position both return 0 steps.
TEST(ForcingHodoku, NothingOnTheHardestPuzzleAfterItsSingle) {
  const Grid grid = Grid::from_digits(
      parse_puzzle_argument("........8..3...4.2.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3")
          .givens);
  EXPECT_TRUE(forcing("forcing.chain", grid).empty());
  EXPECT_TRUE(forcing("forcing.net", grid, true, {{"max_work", "0"}}).empty());
}

// The same puzzle after HoDoKu's two brute-force placements (r5c3=7, r5c2=5; HoDoKu 2.3.0 beta as
// above): getAllForcingChains returns 0 steps and getAllForcingNets 21 (a contradiction and mostly a
// verity for each of these 11 eliminations), e.g. "Forcing Net Contradiction in c2 => r1c4<>4".
// forcing.net keeps each conclusion once, from the first check that finds it (the contradictions).
TEST(ForcingHodoku, TheSameNetEliminationsAsHodokuAfterItsGuesses) {
  const Grid grid = Grid::from_digits(
      parse_puzzle_argument("........8..3...4.2.9..2..6.....79....57.612...6.5.2.7...8...5...1.....2.4.5.....3")
          .givens);
  EXPECT_TRUE(forcing("forcing.chain", grid).empty());
  const std::set<std::string> hodoku = {"r1c4<>4", "r2c4<>8", "r2c5<>8", "r4c8<>4", "r4c9<>4", "r7c4<>3",
                                        "r7c4<>4", "r7c4<>6", "r7c5<>3", "r8c4<>6", "r8c6<>6"};
  std::set<std::string> ours;
  const auto steps = forcing("forcing.net", grid, true, {{"max_work", "0"}});
  for (const auto& step : steps) {
    EXPECT_TRUE(step.placements.empty()) << step.text;
    EXPECT_EQ(step.text.rfind("Forcing Net Contradiction in ", 0), 0u) << step.text;
    for (const auto& e : step.eliminations) ours.insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
  }
  EXPECT_EQ(ours, hodoku);
  EXPECT_EQ(steps.size(), hodoku.size());  // one step per conclusion
}

// Without ../shared: the shipped 150 diabolical puzzles, every step, each through the host's checks.
TEST(ForcingSoundness, ShippedCorpusEveryStepChecked) {
  int positions = 0;
  for (const auto& puzzle : read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"))) {
    if (positions >= test::scaled(150, 10)) break;
    const auto solution = unique_solution(puzzle.givens);
    if (!solution) continue;
    Grid grid = Grid::from_digits(puzzle.givens);
    fill_singles(grid);
    if (grid.solved()) continue;
    ++positions;
    for (const char* id : {"forcing.chain", "forcing.net"}) {
      for (const auto& step : forcing(id, grid, true, {}, solution)) {
        for (const auto& e : step.eliminations) ASSERT_NE((*solution)[e.cell], e.digit) << step.text;
        for (const auto& p : step.placements) ASSERT_EQ((*solution)[p.cell], p.digit) << step.text;
      }
    }
  }
  EXPECT_GT(positions, 0);
}

}  // namespace
}  // namespace npe::forcing_test
