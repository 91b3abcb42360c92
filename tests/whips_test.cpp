// Berthier's chains (plugin `whips`, docs/techniques.md "Berthier's whips and braids"): his worked
// resolution path of top1465 #1 (CSP-Rules-Examples, Sudoku-a/Magictour-top1465/#1-W10.clp), a slow
// reference search from the definitions (tests/whips_reference.hpp) equal to find-all, soundness on
// the shared corpora, symmetry, and the csp-rules-w engine type's W rating.
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <optional>
#include <random>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "board/puzzle_text.hpp"
#include "check/symmetry.hpp"
#include "corpus_soundness.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "whips_reference.hpp"

namespace npe::whips_test {
namespace {

namespace ref = test::whips_reference;

ParamList length_param(int n) { return {{"max_length", std::to_string(n)}}; }

/** Every step (or the first), each through the host's checks: its forcing chains replayed. */
std::vector<Step> chain_steps(const std::string& id, const Grid& grid, int max_length, bool all = true,
                              const std::optional<Digits>& solution = std::nullopt) {
  return search_technique(test::shipped_plugins(), id, length_param(max_length), grid, {all, false, false}, solution)
      .steps;
}

/** n of a text "whip[n]: ...". */
int length_in_text(const std::string& text) {
  const auto open = text.find('[');
  return open == std::string::npos ? 0 : std::stoi(text.substr(open + 1));
}

int cand(int row, int col, int digit) { return (row * 9 + col) * 9 + digit - 1; }  // 0-based row, col

/** Each eliminated candidate and the length of the step's chain (find-all reports each once). */
std::map<int, int> found_lengths(const std::vector<Step>& steps) {
  std::map<int, int> lengths;
  for (const auto& step : steps) {
    for (const auto& e : step.eliminations) {
      EXPECT_TRUE(lengths.emplace(e.cell * 9 + e.digit - 1, length_in_text(step.text)).second) << step.text;
    }
  }
  return lengths;
}

void eliminate_all(Grid& grid, const std::vector<Step>& steps) {
  for (const auto& step : steps) {
    for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
  }
}

// Magictour top1465 #1, CSP-Rules-Examples Sudoku-a/Magictour-top1465/#1-W10.clp (W10: whips of
// length 10 at most), with its solution.
const char* const kTop1465First = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

/** The givens with their one single (#1-W10.clp line 57: hidden-single-in-a-block ==> r9c3 = 7). */
Grid first_position() {
  Grid grid = Grid::from_digits(parse_puzzle_argument(kTop1465First).givens);
  fill_singles(grid);
  return grid;
}

TEST(WhipsBerthier, Whip1AreTheSevenOfThePathAndBivalueChains2Follow) {
  const Grid start = first_position();
  // #1-W10.clp lines 62-68: seven whip[1] (CSP-Rules' intersections), 22 eliminations in all.
  const std::set<int> expected = {cand(8, 8, 5), cand(8, 6, 5), cand(8, 7, 5), cand(8, 8, 3), cand(8, 6, 3),
                                  cand(8, 7, 3), cand(2, 2, 9), cand(0, 2, 9), cand(1, 2, 9), cand(2, 2, 5),
                                  cand(0, 2, 5), cand(1, 2, 5), cand(3, 1, 2), cand(0, 1, 2), cand(1, 1, 2),
                                  cand(2, 1, 2), cand(3, 1, 1), cand(0, 1, 1), cand(1, 1, 1), cand(6, 8, 8),
                                  cand(6, 4, 8), cand(6, 7, 8)};
  const auto whip1 = chain_steps("whips.whip", start, 1);
  std::set<int> found;
  for (const auto& [c, n] : found_lengths(whip1)) {
    EXPECT_EQ(n, 1);
    found.insert(c);
  }
  EXPECT_EQ(found, expected);
  // In Berthier's notation: the first target in candidate order is r1c2 1, whose whip[1] is line 67's,
  // b7n1{r9c2 .} ==> r4c2 ≠ 1, r1c2 ≠ 1, r2c2 ≠ 1, entered from the other 1 of column 2 in block 7
  // (CSP-Rules takes its rules' matches in its own order; any candidate linked to the target will do).
  ASSERT_FALSE(whip1.empty());
  EXPECT_EQ(whip1[0].text, "whip[1]: b7n1{r8c2 .} ==> r1c2 \xE2\x89\xA0 1, r2c2 \xE2\x89\xA0 1, r4c2 \xE2\x89\xA0 1");
  Grid after = start;
  eliminate_all(after, whip1);
  EXPECT_TRUE(chain_steps("whips.whip", after, 1).empty());
  // Lines 71-72: biv-chain[2] ==> r7c8 ≠ 6; r7c9 ≠ 6, r7c9 ≠ 9.
  const auto bivalue = found_lengths(chain_steps("whips.bivalue_chain", after, 2));
  for (const int c : {cand(6, 7, 6), cand(6, 8, 6), cand(6, 8, 9)}) {
    ASSERT_TRUE(bivalue.count(c)) << c;
    EXPECT_EQ(bivalue.at(c), 2);
  }
}

/** From `grid`, Singles and whips of at most n variables until nothing changes (by the confluence
 *  of whips, the position CSP-Rules reaches before its first whip longer than n). */
Grid closure(Grid grid, int n) {
  for (bool changed = true; changed;) {
    fill_singles(grid);
    const auto steps = chain_steps("whips.whip", grid, n);
    changed = !steps.empty();
    eliminate_all(grid, steps);
  }
  return grid;
}

TEST(WhipsBerthier, TheFirstWhip5OfThePath) {
  // #1-W10.clp lines 86-94: after whip[1] and biv-chain[2], CSP-Rules enters W2 .. W5 and its first
  // eliminations past length 2 are two whip[5], one chain for both targets:
  //   whip[5]: r2n4{c6 c9} - r2n9{c9 c2} - r2n5{c2 c8} - c7n5{r3 r6} - r6n4{c7 .} ==> r2c6 ≠ 7 (and ≠ 1)
  // npe finds exactly these two, in one step, by the same variables and right-linking candidates; it
  // enters c7n5 from r1c7 (the first 5 of block 3 linked to r2c8 5), CSP-Rules from r3c7.
  const Grid grid = closure(first_position(), 4);
  const auto steps = chain_steps("whips.whip", grid, 5);
  const auto lengths = found_lengths(steps);
  EXPECT_EQ(lengths, (std::map<int, int>{{cand(1, 5, 1), 5}, {cand(1, 5, 7), 5}}));
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text,
            "whip[5]: r2n4{c6 c9} - r2n9{c9 c2} - r2n5{c2 c8} - c7n5{r1 r6} - r6n4{c7 .} ==> r2c6 \xE2\x89\xA0 1, r2c6 "
            "\xE2\x89\xA0 7");
}

// The engine type csp-rules-w (Singles, then bivalue-chains and whips of increasing length) solves
// top1465 #1 with whips of length 10 at most: W = 10, as the file's name says.
TEST(WhipsCorpusRatings, CspRulesWRatesTop1465FirstW10) {
  const auto path = test::source_dir() / "configs/engines/csp-rules-w.yaml";
  const RunResult run =
      Engine(load_engine_type(path), test::shipped_plugins()).run(parse_puzzle_argument(kTop1465First));
  EXPECT_EQ(run.outcome, Outcome::solved);
  EXPECT_EQ(run.rating_x10, 100);
}

// Two of the 66 puzzles of CSP-Rules' cbg-000 collection whose B rating is below their W rating
// (CSP-Rules-Examples Sudoku-b/cbg-000: lines 9 and 3526 of puzzles-000.txt, W-ratings-000.txt and
// B-ratings-000.txt): W 5, B 4 each. Braids of 4 variables finish what whips need 5 for.
TEST(WhipsCorpusRatings, BraidsRateLowerThanWhipsWhereCspRulesSays) {
  Engine whips(load_engine_type(test::source_dir() / "configs/engines/csp-rules-w.yaml"), test::shipped_plugins());
  Engine braids(load_engine_type(test::source_dir() / "configs/engines/csp-rules-b.yaml"), test::shipped_plugins());
  for (const char* line : {".2.4..7......891.........65..48.....3..9....1.95..1.7..7.3...1263.........2.1...8",
                           "....5....4..7.9...78...36...31.9..5......23.......8.1739...5..1......97..4..6...3"}) {
    const RunResult w = whips.run(parse_puzzle_argument(line)), b = braids.run(parse_puzzle_argument(line));
    EXPECT_EQ(w.outcome, Outcome::solved) << line;
    EXPECT_EQ(b.outcome, Outcome::solved) << line;
    EXPECT_EQ(w.rating_x10, 50) << line;
    EXPECT_EQ(b.rating_x10, 40) << line;
  }
}

// Magictour top1465 #2, CSP-Rules-Examples Sudoku-a/Magictour-top1465/#2-gW16.clp: "one of the 3 puzzles
// in the top1465 collection that cannot be solved by whips ... solvable by g-whips" (lines 32-37), gW =
// 16 (the file's name). csp-rules-gw (Singles, then bivalue-chains, whips and g-whips of increasing
// length) gives 16. 16 s of CPU: with NPE_LONG_TESTS=1 only.
TEST(WhipsCorpusRatings, CspRulesGwRatesTop1465SecondGw16) {
  if (test::ci_share(4, 1) == 1) GTEST_SKIP() << "with NPE_LONG_TESTS=1 (16 s of CPU)";
  const auto path = test::source_dir() / "configs/engines/csp-rules-gw.yaml";
  const RunResult run = Engine(load_engine_type(path), test::shipped_plugins())
                            .run(parse_puzzle_argument(
                                "7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5..........."));
  EXPECT_EQ(run.outcome, Outcome::solved);
  EXPECT_EQ(run.rating_x10, 160);
}

/** Positions of the shipped sx_diabolical_150 sample with their singles filled. */
std::vector<std::pair<Grid, Digits>> diabolical_positions(int count) {
  std::vector<std::pair<Grid, Digits>> list;
  const auto puzzles = read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"));
  for (std::size_t i = 0; i < puzzles.size() && static_cast<int>(list.size()) < count; i += 7) {
    Grid grid = Grid::from_digits(puzzles[i].givens);
    fill_singles(grid);
    if (!grid.solved() && puzzles[i].solution) list.emplace_back(grid, *puzzles[i].solution);
  }
  return list;
}

struct TypeCase {
  const char* id;
  ref::Type type;
  int max_length;  // in CI; two more with NPE_LONG_TESTS
};

const TypeCase kTypes[] = {{"whips.bivalue_chain", ref::Type::bivalue, 4}, {"whips.z_chain", ref::Type::z_chain, 4},
                           {"whips.t_whip", ref::Type::t_whip, 4},         {"whips.whip", ref::Type::whip, 3},
                           {"whips.braid", ref::Type::braid, 2},           {"whips.g_whip", ref::Type::g_whip, 3},
                           {"whips.g_braid", ref::Type::g_braid, 2}};

TEST(WhipsReference, FindAllIsEveryShortestChainOfTheDefinition) {
  const bool long_run = test::ci_share(4, 1) > 1;  // NPE_LONG_TESTS=1
  const auto positions = diabolical_positions(long_run ? 12 : 2);
  for (const auto& type : kTypes) {
    const int n = type.max_length + (long_run ? 1 : 0);
    for (const bool distinct : {true, false}) {
      if (!distinct && (!long_run || type.type == ref::Type::braid || type.type == ref::Type::g_braid)) continue;
      long eliminations = 0;
      for (const auto& [grid, solution] : positions) {
        ParamList params = length_param(n);
        params.emplace_back("distinct_left", distinct ? "1" : "0");
        const auto steps =
            search_technique(test::shipped_plugins(), type.id, params, grid, {true, false, false}, solution).steps;
        const auto found = found_lengths(steps);
        EXPECT_EQ(found, ref::shortest(grid, type.type, n, distinct)) << type.id << " at " << grid.to_line();
        eliminations += static_cast<long>(found.size());
      }
      std::cout << type.id << " (at most " << n << (distinct ? "" : ", distinct_left=0") << "): " << eliminations
                << " eliminations on " << positions.size() << " positions, as the reference\n";
    }
  }
}

// A g-label in Berthier's notation: the segment a right-linking g-candidate stands for, its three
// columns in a row (r8n1{c2 c789}), rows in a column (c1n6{r6 r789}) or cells in a block
// (b6n7{r6c7 r5c789}, b6n1{r5c8 r456c7}): #2-gW16.clp lines 97 and 101.
TEST(WhipsReference, GWhipsWriteTheirGLabelsAsCspRulesDoes) {
  const std::regex glabel(R"(([rc]\dn\d\{[rc]\d [rc]\d{3}\})|(b\dn\d\{r\dc\d (r\dc\d{3}|r\d{3}c\d)\}))");
  int with_glabel = 0, needed = 0;
  for (const auto& [grid, solution] : diabolical_positions(2)) {
    const auto whips = found_lengths(chain_steps("whips.whip", grid, 4, true, solution));
    const auto g_steps = chain_steps("whips.g_whip", grid, 4, true, solution);
    for (const auto& step : g_steps) with_glabel += std::regex_search(step.text, glabel);
    // Targets that only g-labels make this short: no whip of that length (or none at all).
    for (const auto& [target, length] : found_lengths(g_steps)) {
      const auto whip = whips.find(target);
      needed += whip == whips.end() || whip->second > length;
    }
  }
  EXPECT_GT(with_glabel, 0);
  EXPECT_GT(needed, 0);
}

TEST(WhipsSymmetry, TheEliminationsMoveWithTheGrid) {
  std::mt19937 random(56);
  for (const auto& [grid, solution] : diabolical_positions(2)) {
    for (const auto& type : kTypes) {
      const std::string id = type.id;
      const int n = type.max_length;
      const FindFunction find = [&](const Grid& g, bool all) { return test::find_steps(id, g, all, length_param(n)); };
      EXPECT_EQ(symmetry_mismatch(find, grid, random_transform(random), SymmetryCompare::union_of), std::nullopt) << id;
    }
  }
}

// Soundness on the shared corpora: the first step (an engine's) on each position, every step on every
// 10th, each type at length 6 (braids 4); every 100th position also through the host's checks. 40
// positions in CI, 4,000 with NPE_LONG_TESTS=1.
TEST(WhipsSoundness, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA(test::kSoundnessCorpora);
  const auto list = test::corpus_positions(test::kSoundnessCorpora, 0, 5, test::ci_share(4, 1) > 1 ? 4000 : 40);
  std::vector<std::pair<Grid, Digits>> sample;
  for (std::size_t i = 0; i < list.size(); i += 10) sample.push_back(list[i]);
  for (const auto& type : kTypes) {
    const bool braid = type.type == ref::Type::braid || type.type == ref::Type::g_braid;
    const ParamList params = length_param(braid ? 4 : 6);
    test::check_soundness(type.id, list, false, params);
    test::check_soundness(type.id, sample, true, params);
  }
}

}  // namespace
}  // namespace npe::whips_test
