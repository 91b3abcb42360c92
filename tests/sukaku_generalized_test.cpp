// Sukaku Explainer's Generalized Intersections (VLocking) and Generalized Naked Sets in the plugin
// `sukaku` (docs/techniques.md, "Sukaku Explainer ratings"). Anchor: Sukaku Explainer 1.18.1
// (SudokuMonster/SukakuExplainer@362854e, built here and run with only its singles and these rules
// on) solved the shipped diabolical puzzles; its steps are in tests/data/sukaku/generalized_paths.txt
// and an engine type of the same rules takes the same steps. Reference searches written here from the
// definitions equal find-all; every step passes the host's checks (set-logic evidence) and agrees with
// the solution; a tampered step is refused; transposed and relabelled positions give the transformed
// steps. The forum_hardest_1905_11plus test skips without ../shared.
#include <gtest/gtest.h>

#include <bit>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "engine/engine.hpp"
#include "patterns_support.hpp"
#include "rank_logic_support.hpp"
#include "solver/singles.hpp"
#include "test_support.hpp"

namespace npe::sukaku_generalized_test {
namespace {

constexpr const char* kIntersections = "sukaku.generalized_intersections";
constexpr const char* kNakedSet = "sukaku.generalized_naked_set";

bool sees(int a, int b) {
  return a != b &&
         (sdk::row_of(a) == sdk::row_of(b) || sdk::col_of(a) == sdk::col_of(b) || sdk::block_of(a) == sdk::block_of(b));
}

bool holds(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit);
}

bool in_house(int cell, int house) {
  return house < 9    ? sdk::row_of(cell) == house
         : house < 18 ? sdk::col_of(cell) == house - 9
                      : sdk::block_of(cell) == house - 18;
}

/** The cells of a house, in grid order. */
std::vector<int> house_cells(int house) {
  std::vector<int> cells;
  for (int cell = 0; cell < 81; ++cell) {
    if (in_house(cell, house)) cells.push_back(cell);
  }
  return cells;
}

/** Eliminations of `digit` from every cell outside `group` holding it and seeing all of `group`. */
void eliminate_seeing_all(const Grid& grid, const std::vector<int>& group, int digit, std::vector<CellDigit>& out) {
  for (int cell = 0; cell < 81; ++cell) {
    if (!holds(grid, cell, digit)) continue;
    bool all = true;
    for (const int member : group) all = all && sees(cell, member);
    if (all) out.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
  }
}

/** Generalized Intersections from the definition: in every house, a digit with 2..6 places; every
 *  other cell holding it that sees all of them loses it. Effects as "r1c2<>3" texts. */
std::set<std::string> reference_intersections(const Grid& grid) {
  std::set<std::string> result;
  for (int house = 0; house < 27; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      std::vector<int> places;
      for (const int cell : house_cells(house)) {
        if (holds(grid, cell, digit)) places.push_back(cell);
      }
      if (places.size() < 2 || places.size() > 6) continue;
      std::vector<CellDigit> eliminations;
      eliminate_seeing_all(grid, places, digit, eliminations);
      if (!eliminations.empty()) result.insert(test::effect_text(eliminations, {}));
    }
  }
  return result;
}

/** Generalized Naked Sets of `size` from the definition: in every house with at least 2 x size empty
 *  cells, every `size` of its cells, each with two candidates or more, holding `size` digits between
 *  them; each digit leaves every cell seeing all of the set's cells that hold it. */
std::set<std::string> reference_naked_sets(const Grid& grid, int size) {
  std::set<std::string> result;
  for (int house = 0; house < 27; ++house) {
    const std::vector<int> cells = house_cells(house);
    int empty = 0;
    for (const int cell : cells) empty += grid.digits[cell] == 0 ? 1 : 0;
    if (empty < 2 * size) continue;
    for (unsigned pick = 0; pick < 512; ++pick) {
      if (std::popcount(pick) != size) continue;
      std::vector<int> set;
      unsigned digits = 0;
      bool usable = true;
      for (int k = 0; k < 9; ++k) {
        if (!((pick >> k) & 1u)) continue;
        set.push_back(cells[k]);
        digits |= grid.candidates[cells[k]];
        usable = usable && grid.digits[cells[k]] == 0 && std::popcount(unsigned{grid.candidates[cells[k]]}) >= 2;
      }
      if (!usable || std::popcount(digits) != size) continue;
      std::vector<CellDigit> eliminations;
      for (int digit = 1; digit <= 9; ++digit) {
        std::vector<int> places;
        for (const int cell : set) {
          if (holds(grid, cell, digit)) places.push_back(cell);
        }
        if (!places.empty()) eliminate_seeing_all(grid, places, digit, eliminations);
      }
      if (!eliminations.empty()) result.insert(test::effect_text(eliminations, {}));
    }
  }
  return result;
}

/** Both rules' steps, every size of the naked sets. */
struct Found {
  std::vector<Step> intersections;
  std::vector<Step> naked[7];
};

Found find_all(const Grid& grid) {
  Found found;
  found.intersections = test::find_steps(kIntersections, grid, true);
  for (int size = 2; size <= 6; ++size) {
    found.naked[size] = test::find_steps(kNakedSet, grid, true, {{"size", std::to_string(size)}});
  }
  return found;
}

/** Singles, then locked candidates (hidden_digit's pointing and claiming) with singles, to a fixpoint. */
void apply_locked_candidates(Grid& grid) {
  fill_singles(grid);
  for (bool changed = true; changed && !grid.solved();) {
    changed = false;
    for (const char* id : {"hidden_digit.pointing", "hidden_digit.claiming"}) {
      for (const auto& step : test::find_steps(id, grid, true)) {
        for (const auto& e : step.eliminations) {
          if (holds(grid, e.cell, e.digit)) {
            grid.eliminate(e.cell, e.digit);
            changed = true;
          }
        }
      }
    }
    if (changed) fill_singles(grid);
  }
}

/** Positions of a puzzle: its givens' candidates, after the singles, after the singles and locked
 *  candidates (more naked sets stand there), and with every seventh cell placed from the solution (not
 *  as a given), its candidates as the placed digits leave them (the hardest puzzles' givens hold no
 *  intersection or naked set; these positions do). */
std::vector<Grid> positions_of(const Grid& givens, const Digits& solution) {
  std::vector<Grid> out{givens};
  Grid grid = givens;
  fill_singles(grid);
  if (!grid.solved()) out.push_back(grid);
  apply_locked_candidates(grid);
  if (!grid.solved()) out.push_back(grid);
  Grid partly = givens;
  for (int cell = 0; cell < 81; cell += 7) {
    if (partly.digits[cell] == 0) partly.place(cell, solution[cell]);
  }
  out.push_back(partly);
  return out;
}

/** Puzzles with a solution: the shipped diabolical sample, or a shared corpus (empty without it). */
std::vector<test::StuckPosition> puzzles(const std::filesystem::path& path, int count, int stride) {
  std::vector<test::StuckPosition> out;
  if (!std::filesystem::exists(path)) return out;
  int index = 0;
  for (const auto& puzzle : read_puzzle_file(path)) {
    if (static_cast<int>(out.size()) >= count) break;
    if (index++ % stride != 0) continue;
    std::optional<Digits> solution = puzzle.solution;
    if (!solution) solution = unique_solution(puzzle.givens);
    if (solution) out.push_back({Grid::from_digits(puzzle.givens), *solution, puzzle.origin});
  }
  return out;
}

/** An engine type of Sukaku Explainer's run that made generalized_paths.txt: its singles, then
 *  Generalized Intersections and Generalized Naked Pair .. Sextuplet, the first step of the first
 *  rule that has one. */
Engine generalized_engine() {
  const std::string yaml =
      "name: sukaku-generalized\ncandidates: persistent\npriority_digit: false\nselection: first\n"
      "max_steps: 0\ntechniques:\n  - box\n  - col\n  - row\n  - cell\n  - sukaku.generalized_intersections\n"
      "  - {id: sukaku.generalized_naked_set, size: 2}\n  - {id: sukaku.generalized_naked_set, size: 3}\n"
      "  - {id: sukaku.generalized_naked_set, size: 4}\n  - {id: sukaku.generalized_naked_set, size: 5}\n"
      "  - {id: sukaku.generalized_naked_set, size: 6}\n";
  return Engine(parse_engine_type(yaml, "sukaku-generalized.yaml"), test::shipped_plugins(),
                EngineOptions{.check_soundness = true});
}

/** Sukaku Explainer's rating of a step, from the name its text starts with. */
int anchor_rating_x10(const std::string& text) {
  const std::pair<const char*, int> kRatings[] = {{"Generalized Intersections", 29},    {"Generalized Naked Pair", 30},
                                                  {"Generalized Naked Triplet", 36},    {"Generalized Naked Quad", 50},
                                                  {"Generalized Naked Quintuplet", 56}, {"Generalized Naked Sext", 65}};
  for (const auto& [name, rating] : kRatings) {
    if (text.rfind(name, 0) == 0) return rating;
  }
  return 0;
}

// tests/data/sukaku/generalized_paths.txt: per shipped diabolical puzzle, Sukaku Explainer's ER
// (20.0: stuck) and the texts of its steps other than singles, in order (466 steps: 384
// Generalized Intersections, 82 Generalized Naked Sets). npe's engine of the same rules takes the
// same steps, each checked by the host (evidence and solution), rated as Sukaku Explainer rates it.
TEST(SukakuGeneralizedAnchor, SukakuExplainersStepsOnTheShippedDiabolicalPuzzles) {
  std::ifstream in(test::data_file("sukaku/generalized_paths.txt"));
  ASSERT_TRUE(in) << "tests/data/sukaku/generalized_paths.txt";
  Engine engine = generalized_engine();
  std::string line;
  int puzzles = 0, steps = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> fields;
    std::istringstream split(line);
    for (std::string field; std::getline(split, field, '\t');) fields.push_back(field);
    ASSERT_GE(fields.size(), 2u) << line;
    const RunResult run = engine.run(parse_puzzle_line(fields[0]));
    std::vector<std::string> texts;
    for (const auto& step : run.steps) {
      if (step.step.technique.rfind("sukaku.", 0) != 0) continue;
      texts.push_back(step.step.text);
      EXPECT_EQ(step.rating_x10, anchor_rating_x10(step.step.text)) << step.step.text;
    }
    EXPECT_EQ(texts, std::vector<std::string>(fields.begin() + 2, fields.end())) << fields[0];
    EXPECT_EQ(run.outcome == Outcome::solved, fields[1] != "20.0") << fields[0];
    ++puzzles;
    steps += static_cast<int>(texts.size());
  }
  EXPECT_EQ(puzzles, 150);
  EXPECT_EQ(steps, 466);
}

/** The first puzzle of the anchor paths after its singles: Sukaku Explainer's first step there is
 *  "Cells r1c1,r3c1 on value 1 in block 1". */
Grid first_anchor_position() {
  Grid grid = test::grid_from(".83.2..9....8..1...293....8....987...7.....6...674....3....698...2..5....1..3.54.");
  fill_singles(grid);
  return grid;
}

// Block 1 holds 1 only in r1c1 and r3c1, both in column 1: one of them is 1, so the 1s of column 1
// below the block go (pointing, rated 2.9, with the block's digit as base and the column's as cover).
TEST(SukakuGeneralized, TheAnchorsFirstIntersection) {
  const Grid grid = first_anchor_position();
  const auto steps = test::find_steps(kIntersections, grid, false);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Generalized Intersections: Cells r1c1,r3c1 on value 1 in block 1");
  EXPECT_EQ(steps[0].rating_x10, 29);
  std::vector<CellDigit> expected;
  for (int row = 3; row < 9; ++row) {
    if (holds(grid, row * 9, 1)) expected.push_back({static_cast<std::uint8_t>(row * 9), 1});
  }
  ASSERT_FALSE(expected.empty());
  EXPECT_EQ(test::effect_text({steps[0].eliminations.begin(), steps[0].eliminations.end()}, {}),
            test::effect_text(expected, {}));
}

// A constructed naked triple whose digits also lie in a block: row 1 is r1c1 {1,2}, r1c2 {1,3},
// r1c7 {2,3} (the rest of the row filled with 4..9 or holding more digits). The three cells hold
// 1, 2 and 3 between them, so each is in one of them: 1 is in r1c1 or r1c2, both in block 1, so 1
// leaves block 1 as well as row 1; 2 and 3 each straddle two blocks and leave only the row. Sukaku
// Explainer's "Generalized Naked Triplet", rated 3.6; its plain naked triplet removes the row's only.
TEST(SukakuGeneralized, ANakedTripletAlsoClearsTheBlockOfItsDigitsPlaces) {
  Grid grid = test::grid_from(std::string(81, '.'));
  grid.candidates[0] = sdk::digit_bit(1) | sdk::digit_bit(2);
  grid.candidates[1] = sdk::digit_bit(1) | sdk::digit_bit(3);
  grid.candidates[6] = sdk::digit_bit(2) | sdk::digit_bit(3);
  const auto steps = test::find_steps(kNakedSet, grid, true, {{"size", "3"}});
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Generalized Naked Triplet: Cells r1c1,r1c2,r1c7: 1,2,3 in row");
  EXPECT_EQ(steps[0].rating_x10, 36);
  std::vector<CellDigit> expected;
  for (const int cell : {2, 3, 4, 5, 7, 8}) {
    for (int digit = 1; digit <= 3; ++digit)
      expected.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
  }
  for (const int cell : {9, 10, 11, 18, 19, 20}) expected.push_back({static_cast<std::uint8_t>(cell), 1});
  EXPECT_EQ(test::effect_text({steps[0].eliminations.begin(), steps[0].eliminations.end()}, {}),
            test::effect_text(expected, {}));
  EXPECT_NO_THROW(check_step(steps[0], grid, std::nullopt, "test"));
  // Sizes 5 and 6 need 10 and 12 empty cells in a house: never on this grid.
  EXPECT_TRUE(test::find_steps(kNakedSet, grid, true, {{"size", "5"}}).empty());
}

/** The first steps of a technique, at least two, on a position of the first anchor puzzles. */
std::pair<Grid, std::vector<Step>> two_steps(const char* id, const ParamList& params) {
  const auto sample = puzzles(test::data_file("corpora/sx_diabolical_150.txt"), 10, 1);
  for (const auto& puzzle : sample) {
    for (const Grid& grid : positions_of(puzzle.grid, puzzle.solution)) {
      auto steps = test::find_steps(id, grid, true, params);
      if (steps.size() >= 2) return {grid, steps};
    }
  }
  return {};
}

// The host accepts the steps and refuses them with one more elimination of the step's digit (a
// cell holding it that the step leaves), or with another step's evidence.
TEST(SukakuGeneralized, TheHostRefusesATamperedStep) {
  for (const auto& [id, params] : {std::pair<const char*, ParamList>{kIntersections, {}},
                                   {kNakedSet, {{"size", "2"}}},
                                   {kNakedSet, {{"size", "3"}}}}) {
    const auto [grid, steps] = two_steps(id, params);
    ASSERT_GE(steps.size(), 2u) << id;
    EXPECT_NO_THROW(check_step(steps[0], grid, std::nullopt, "test"));
    Step more = steps[0];
    const int digit = more.eliminations[0].digit;
    for (int cell = 0; cell < 81 && more.eliminations.size() == steps[0].eliminations.size(); ++cell) {
      bool listed = false;
      for (const auto& e : steps[0].eliminations) listed = listed || (e.cell == cell && e.digit == digit);
      for (const auto c : steps[0].cells) listed = listed || c == cell;
      if (holds(grid, cell, digit) && !listed) {
        more.eliminations.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
      }
    }
    ASSERT_GT(more.eliminations.size(), steps[0].eliminations.size());
    EXPECT_THROW(check_step(more, grid, std::nullopt, "test"), PluginError) << id;
    Step swapped = steps[0];
    swapped.evidence_records = steps[1].evidence_records;
    EXPECT_THROW(check_step(swapped, grid, std::nullopt, "test"), PluginError) << id;
  }
}

/** Steps compared per rule (0: Generalized Intersections, 2..6: Naked Sets of that size). */
struct Tally {
  int compared[7] = {};
  int checked = 0;
  int total() const { return compared[0] + compared[2] + compared[3] + compared[4] + compared[5] + compared[6]; }
};

std::ostream& operator<<(std::ostream& out, const Tally& tally) {
  out << tally.compared[0] << " intersections, naked sets of sizes 2..6:";
  for (int size = 2; size <= 6; ++size) out << " " << tally.compared[size];
  return out << "; " << tally.checked << " steps checked";
}

/** Find-all against the reference searches, every step checked by the host and against the
 *  solution, on the positions of `sample`. */
Tally compare_and_check(const std::vector<test::StuckPosition>& sample) {
  Tally tally;
  for (const auto& puzzle : sample) {
    for (const Grid& grid : positions_of(puzzle.grid, puzzle.solution)) {
      const Found found = find_all(grid);
      EXPECT_EQ(test::effects(found.intersections), reference_intersections(grid)) << grid.to_line();
      tally.checked += test::check_steps(found.intersections, grid, puzzle.solution);
      tally.compared[0] += static_cast<int>(found.intersections.size());
      for (int size = 2; size <= 6; ++size) {
        EXPECT_EQ(test::effects(found.naked[size]), reference_naked_sets(grid, size))
            << "size " << size << ": " << grid.to_line();
        tally.checked += test::check_steps(found.naked[size], grid, puzzle.solution);
        tally.compared[size] += static_cast<int>(found.naked[size].size());
      }
    }
  }
  return tally;
}

// The shipped diabolical puzzles: their givens' candidates, after singles, after singles and locked
// candidates.
TEST(SukakuGeneralized, FindAllEqualsTheReferenceAndEveryStepHoldsOnShippedPuzzles) {
  const auto sample = puzzles(test::data_file("corpora/sx_diabolical_150.txt"), test::scaled(40, 5), 1);
  ASSERT_FALSE(sample.empty());
  const Tally tally = compare_and_check(sample);
  std::cout << sample.size() << " puzzles: " << tally << "\n";
  EXPECT_EQ(tally.checked, tally.total());
  EXPECT_GT(tally.compared[0], test::scaled(200, 20));
  EXPECT_GT(tally.compared[2] + tally.compared[3] + tally.compared[4], test::scaled(50, 5));
}

// The hardest corpus (every 100th puzzle in CI, every 5th with NPE_LONG_TESTS): the same positions of
// each, find-all equal to the reference, every step sound and its evidence checked.
TEST(SukakuGeneralized, OnTheHardestPuzzlesFindAllEqualsTheReferenceAndEveryStepHolds) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto sample = puzzles(test::shared_corpus("forum_hardest_1905_11plus.txt"),
                              long_run ? 4000 : test::scaled(60, 6), long_run ? 5 : 100);
  ASSERT_FALSE(sample.empty());
  const Tally tally = compare_and_check(sample);
  std::cout << sample.size() << " puzzles: " << tally << "\n";
  EXPECT_EQ(tally.checked, tally.total());
  EXPECT_GT(tally.total(), test::scaled(50, 5));
}

/** The steps' effects with cells transposed and digits relabelled (patterns_support.hpp). */
std::set<std::string> moved_effects(const std::vector<Step>& steps) {
  std::set<std::string> out;
  for (const auto& step : steps) {
    std::vector<CellDigit> moved;
    for (const auto& e : step.eliminations) {
      moved.push_back({static_cast<std::uint8_t>(test::transposed_cell(e.cell)),
                       static_cast<std::uint8_t>(test::relabelled_digit(e.digit))});
    }
    out.insert(test::effect_text(moved, {}));
  }
  return out;
}

TEST(SukakuGeneralized, TransposedAndRelabelledPositionsGiveTheTransformedSteps) {
  const auto sample = puzzles(test::data_file("corpora/sx_diabolical_150.txt"), test::scaled(30, 4), 5);
  int compared = 0;
  for (const auto& puzzle : sample) {
    for (const Grid& grid : positions_of(puzzle.grid, puzzle.solution)) {
      const Found found = find_all(grid), moved = find_all(test::transposed_relabelled(grid));
      EXPECT_EQ(test::effects(moved.intersections), moved_effects(found.intersections)) << grid.to_line();
      for (int size = 2; size <= 6; ++size) {
        EXPECT_EQ(test::effects(moved.naked[size]), moved_effects(found.naked[size])) << grid.to_line();
        compared += static_cast<int>(found.naked[size].size());
      }
      compared += static_cast<int>(found.intersections.size());
    }
  }
  EXPECT_GT(compared, test::scaled(100, 10));
}

}  // namespace
}  // namespace npe::sukaku_generalized_test
