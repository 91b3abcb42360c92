// Sudoku Explainer's deepest nested levels, 4 (se_chains.nested_dynamic, Dynamic Forcing Chains nested,
// 10.5 and up) and 5 (se_chains.nested_dynamic_forcing, level 2 nested inside it, 11.0 and up), on
// positions of the serate engine type's path through the hardest puzzles of forum_hardest_1905_11plus
// (tests/data/se_chains/deep_levels.txt): there every level below finds nothing (SE's rule order),
// the level's first step is the one the engine took, it holds against the puzzle's solution, and the
// host replays its evidence (a level-4 step's lemmas: taken away, the step is refused). No level-5
// step has been met on those paths yet: the file holds level 4 only, and a level-5 line added to it
// is checked the same way.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "board/pencil_marks.hpp"
#include "board/puzzle_text.hpp"
#include "search/technique_search.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::se_chains_deep_levels_test {
namespace {

struct DeepPosition {
  int level = 0;
  std::string technique, source, puzzle, pm, text;
};

/** deep_levels.txt: LEVEL TECHNIQUE SOURCE PUZZLE PM729 TEXT (README.md there). */
std::vector<DeepPosition> deep_positions() {
  std::ifstream in(test::data_file("se_chains/deep_levels.txt"));
  std::vector<DeepPosition> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    DeepPosition p;
    if (!(fields >> p.level >> p.technique >> p.source >> p.puzzle >> p.pm)) continue;
    std::getline(fields >> std::ws, p.text);
    out.push_back(p);
  }
  return out;
}

const char* const kLevels[] = {"se_chains.dynamic",        "se_chains.dynamic_plus",
                               "se_chains.nested_forcing", "se_chains.nested_multiple",
                               "se_chains.nested_dynamic", "se_chains.nested_dynamic_forcing"};

/** The level's first step where every level below has none, checked by the host against the solution. */
Step first_step_of_its_level(const DeepPosition& p) {
  const Grid grid = parse_pencil_mark_string(SourceLine{p.pm, 1}, "deep_levels");
  const auto solution = unique_solution(parse_puzzle_line(p.puzzle).givens);
  EXPECT_TRUE(solution.has_value()) << p.source;
  for (int below = 0; below < p.level; ++below) {
    EXPECT_TRUE(search_technique(test::shipped_plugins(), kLevels[below], {}, grid, {false}, solution).steps.empty())
        << p.source << ": " << kLevels[below] << " has a step before the level-" << p.level << " step";
  }
  const auto steps = search_technique(test::shipped_plugins(), p.technique, {}, grid, {false}, solution).steps;
  if (steps.empty()) {
    ADD_FAILURE() << p.source << ": " << p.technique << " finds nothing";
    return {};
  }
  return steps.front();
}

TEST(SeChainsDeepLevels, Level4And5StepsComeWhereEveryLevelBelowHasNone) {
  const auto positions = deep_positions();
  bool seen[6] = {};
  for (const DeepPosition& p : positions) {
    ASSERT_TRUE(p.level == 4 || p.level == 5) << p.source;
    EXPECT_EQ(p.technique, kLevels[p.level]);
    seen[p.level] = true;
    const Step step = first_step_of_its_level(p);
    EXPECT_EQ(step.text, p.text) << p.source;
    EXPECT_GE(step.rating_x10, p.level == 4 ? 105 : 110) << step.text;
    EXPECT_THAT(step.text, ::testing::HasSubstr(p.level == 4 ? "(+ Dynamic Forcing Chains)"
                                                             : "(+ Dynamic Forcing Chains (+ Forcing Chains))"));
  }
  EXPECT_TRUE(seen[4]) << "no level-4 position";  // level 5: none found yet (README.md there)
}

TEST(SeChainsDeepLevels, TheHostReplaysALevel4StepsLemmasAndRefusesItWithoutThem) {
  int replayed = 0;
  for (const DeepPosition& p : deep_positions()) {
    if (p.level != 4) continue;
    const Step step = first_step_of_its_level(p);
    if (step.evidence_records.empty()) continue;
    const Grid grid = parse_pencil_mark_string(SourceLine{p.pm, 1}, "deep_levels");
    EXPECT_NO_THROW(check_step(step, grid, std::nullopt, "technique 'test'"));
    Step without = step;
    without.evidence_records.clear();
    EXPECT_THROW(check_step(without, grid, std::nullopt, "technique 'test'"), PluginError) << step.text;
    ++replayed;
  }
  EXPECT_GT(replayed, 0) << "no level-4 step with lemmas";
}

}  // namespace
}  // namespace npe::se_chains_deep_levels_test
