// Soundness of the pattern plugins (single_digit, wings, coloring) on 20,000 corpus puzzles with a
// unique solution (the optional corpora of docs/corpora.md; the exact solver gives solutions where a line has
// none): every technique, all steps, part-way along a solve path (a third of the empty cells filled
// from the solution), after the singles, and for the hard corpora also after locked candidates and
// naked/hidden sets. The host checks every step's evidence (check_step). check_step throws PluginError on a placement
// or elimination that contradicts the solution; the evidence of every 16th puzzle's steps is read back too
// (tests/patterns_evidence.hpp). WXYZ-Wings whose deduction the header's basic rules cannot express (kind bit kNoNet,
// no chains: it needs a locked-set argument) are counted.
#include <gtest/gtest.h>

#include "patterns_support.hpp"
#include "wings/wxyz_wing.hpp"

namespace npe::patterns_soundness_test {
namespace {

struct Family {
  const char* name;
  std::vector<std::pair<std::string, ParamList>> techniques;
  bool alternate = false;  // one of stages 0 and 1 per puzzle (by index), to halve a slow check
};

void check_family(const Family& family) {
  const auto start = std::chrono::steady_clock::now();
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  const std::size_t wanted = static_cast<std::size_t>(test::scaled(20000));
  const auto puzzles = test::solved_corpus(wanted);
  ASSERT_GE(puzzles.size(), wanted);
  std::vector<test::TechniqueRun> runs;
  for (const auto& [id, params] : family.techniques) {
    runs.push_back({id, params, test::shipped_plugins().create(id, params)});
    if (id == "wings.wxyz") runs.back().no_evidence_kind = plugins::wings::kNoNet;
  }
  long positions = 0;
  for (std::size_t i = 0; i < puzzles.size(); ++i) {
    const auto& puzzle = puzzles[i];
    const bool evidence = i % 16 == 0;
    const bool hard = puzzle.origin.find("diabolical") != std::string::npos ||
                      puzzle.origin.find("top1465") != std::string::npos ||
                      puzzle.origin.find("hard") != std::string::npos;
    // Stage 0: part-way along a solve path (a third of the empty cells filled from the solution);
    // 1: the givens after the singles; 2 (hard corpora): after sets and locked candidates too.
    Digits partway = puzzle.givens;
    for (int cell = 0; cell < 81; ++cell) {
      if (partway[cell] == 0 && (cell * 7 + static_cast<int>(i)) % 3 == 0) partway[cell] = puzzle.solution[cell];
    }
    Grid grid = Grid::from_digits(partway);
    for (int stage = 0; stage < (hard ? 3 : 2); ++stage) {
      if (stage == 1) {
        grid = Grid::from_digits(puzzle.givens);
        fill_singles(grid);
      }
      if (stage == 2) test::apply_simple_eliminations(grid);
      if (grid.solved()) break;
      if (family.alternate && stage < 2 && stage != static_cast<int>(i % 2)) continue;
      ++positions;
      std::string failure;
      ASSERT_NO_THROW(failure = test::run_checked(runs, grid, puzzle.solution, evidence))
          << puzzle.origin << " stage " << stage;
      ASSERT_EQ(failure, "") << puzzle.origin << " stage " << stage;
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << family.name << " soundness: " << puzzles.size() << " puzzles, " << positions << " positions, " << seconds
            << " s\n";
  for (const auto& run : runs) {
    std::cout << "  " << run.id;
    for (const auto& [k, v] : run.params) std::cout << " " << k << "=" << v;
    std::cout << ": " << run.steps << " steps, " << run.eliminations << " eliminations, " << run.placements
              << " placements";
    if (run.no_evidence_kind) std::cout << ", " << run.without_evidence << " without a basic-rule net";
    std::cout << "\n";
    EXPECT_GT(run.steps, 0) << run.id << " was never exercised";
  }
}

TEST(PatternsSoundness, SingleDigit) {
  check_family({"single_digit",
                {{"single_digit.skyscraper", {}},
                 {"single_digit.two_string_kite", {}},
                 {"single_digit.turbot_fish", {}},
                 {"single_digit.empty_rectangle", {{"two_candidates", "1"}}},
                 {"single_digit.dual_two_string_kite", {}},
                 {"single_digit.dual_empty_rectangle", {{"two_candidates", "1"}}}}});
}

TEST(PatternsSoundness, Wings) { check_family({"wings", {{"wings.xy", {}}, {"wings.xyz", {}}, {"wings.w", {}}}}); }

TEST(PatternsSoundness, WxyzWing) { check_family({"wings.wxyz", {{"wings.wxyz", {}}}, true}); }

TEST(PatternsSoundness, WxyzWingsWithoutANetAreRare) {
  NPE_NEEDS_SHARED_CORPORA(test::kSolvedCorpora);
  const std::size_t wanted = static_cast<std::size_t>(test::scaled(3000));
  const auto puzzles = test::solved_corpus(wanted);
  ASSERT_GE(puzzles.size(), wanted);
  std::vector<test::TechniqueRun> runs;
  runs.push_back({"wings.wxyz", {}, test::shipped_plugins().create("wings.wxyz", {})});
  runs.back().no_evidence_kind = plugins::wings::kNoNet;
  for (const auto& puzzle : puzzles) {
    Grid grid = Grid::from_digits(puzzle.givens);
    fill_singles(grid);
    if (!grid.solved()) {
      ASSERT_EQ(test::run_checked(runs, grid, puzzle.solution, true), "") << puzzle.origin;
    }
  }
  std::cout << "WXYZ-Wings: " << runs[0].steps << " steps, " << runs[0].without_evidence << " without a net\n";
  EXPECT_LE(runs[0].without_evidence * 100, runs[0].steps) << "more than 1% of the WXYZ-Wings lack evidence";
}

// One test per colouring technique, one of the first two positions per puzzle: the host's
// colour-evidence check is the cost.
TEST(PatternsSoundness, ColoringSimple) { check_family({"coloring.simple", {{"coloring.simple", {}}}, true}); }
TEST(PatternsSoundness, ColoringMulti) { check_family({"coloring.multi", {{"coloring.multi", {}}}, true}); }
TEST(PatternsSoundness, ColoringWeak) { check_family({"coloring.weak", {{"coloring.weak", {}}}, true}); }
TEST(PatternsSoundness, ColoringXColors) { check_family({"coloring.x_colors", {{"coloring.x_colors", {}}}, true}); }
TEST(PatternsSoundness, ColoringMedusa) { check_family({"coloring.medusa", {{"coloring.medusa", {}}}, true}); }

}  // namespace
}  // namespace npe::patterns_soundness_test
