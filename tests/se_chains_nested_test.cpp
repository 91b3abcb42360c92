// Sudoku Explainer's nested chaining levels (se_chains.nested_*, docs/techniques.md, "Sudoku Explainer
// chains"): on puzzles of forum_hardest_1106 rated by serate 1.2.1.3 itself (tests/data/serate), the
// serate engine type gives serate's ER/EP/ED, its path takes nested steps, each is checked against the
// solution and its evidence (lemmas included) by the host, is the first step of its level on the board
// before it, and comes where every level below finds nothing (SE's rule order). The host refuses a
// nested step whose lemmas are taken away or whose lemma chain is altered.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "base/errors.hpp"
#include "board/pencil_marks.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "rating/se_rating.hpp"
#include "se_chains/se_chaining.hpp"
#include "se_chains/se_hint_writer.hpp"
#include "search/technique_search.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::se_chains_nested_test {
namespace {

using ::testing::HasSubstr;

struct Reference {
  int line;
  std::string puzzle;
  int er, ep, ed;
};

/** tests/data/serate/forum_hardest_1106_every15.txt: corpus line, puzzle, serate's ER EP ED, CPU. */
std::vector<Reference> serate_reference() {
  std::ifstream in(test::source_dir() / "tests/data/serate/forum_hardest_1106_every15.txt");
  std::vector<Reference> out;
  std::string text;
  while (std::getline(in, text)) {
    if (text.empty() || text[0] == '#') continue;
    std::istringstream fields(text);
    Reference r;
    double er = 0, ep = 0, ed = 0;
    if (!(fields >> r.line >> r.puzzle >> er >> ep >> ed)) continue;  // "timeout" lines
    r.er = static_cast<int>(er * 10 + 0.5);
    r.ep = static_cast<int>(ep * 10 + 0.5);
    r.ed = static_cast<int>(ed * 10 + 0.5);
    out.push_back(r);
  }
  return out;
}

const char* const kLevels[] = {"se_chains.dynamic",        "se_chains.dynamic_plus",
                               "se_chains.nested_forcing", "se_chains.nested_multiple",
                               "se_chains.nested_dynamic", "se_chains.nested_dynamic_forcing"};

int level_of(const std::string& technique) {
  for (int i = 0; i < 6; ++i) {
    if (technique == kLevels[i]) return i;
  }
  return -1;
}

/** Rates `r` with the serate engine type (every step checked by the host) and checks every nested step
 *  where it was taken. Returns the number of nested steps. */
int check_reference(const Reference& r, std::vector<Step>* nested_steps, std::vector<Grid>* boards,
                    int* without_evidence = nullptr) {
  Engine engine(load_engine_type(test::source_dir() / "configs/engines/serate.yaml"), test::shipped_plugins(),
                {.check_soundness = true});
  const Puzzle puzzle = parse_puzzle_line(r.puzzle);
  const RunResult run = engine.run(puzzle);
  EXPECT_FALSE(is_plugin_failure(run.outcome)) << r.line << ": " << run.reason;
  const SeRating rating = se_rating(run);
  EXPECT_EQ(rating.er_x10, r.er) << "line " << r.line;
  EXPECT_EQ(rating.ep_x10, r.ep) << "line " << r.line;
  EXPECT_EQ(rating.ed_x10, r.ed) << "line " << r.line;
  Grid grid = Grid::from_digits(puzzle.givens);
  int nested = 0;
  bool level_checked[6] = {};
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  for (const RunStep& run_step : run.steps) {
    const Step& step = run_step.step;
    const int level = level_of(step.technique);
    if (level >= 2) {
      ++nested;
      if (without_evidence != nullptr && step.chains.empty()) ++*without_evidence;
      if (nested_steps != nullptr && !step.evidence_records.empty()) {
        nested_steps->push_back(step);
        boards->push_back(grid);
      }
    }
    // The searches again where the step was taken: the first step of each level (every step with
    // NPE_LONG_TESTS).
    if (level >= 2 && (long_run || !level_checked[level])) {
      level_checked[level] = true;
      EXPECT_GE(step.rating_x10, 95 + 5 * (level - 2)) << step.text;
      EXPECT_NE(step.text.find("(+ "), std::string::npos) << step.text;
      // SE's order: every level below finds nothing here, and this level's first step is the one taken.
      for (int below = 0; below < level; ++below) {
        EXPECT_TRUE(
            search_technique(test::shipped_plugins(), kLevels[below], {}, grid, {false}, std::nullopt).steps.empty())
            << "line " << r.line << ": " << kLevels[below] << " has a step before " << step.text;
      }
      const auto again = search_technique(test::shipped_plugins(), step.technique, {}, grid, {false}, std::nullopt);
      EXPECT_FALSE(again.steps.empty());
      if (!again.steps.empty()) {
        EXPECT_EQ(again.steps.front().text, step.text);
      }
    }
    for (const auto& e : step.eliminations) grid.eliminate(e.cell, e.digit);
    for (const auto& p : step.placements) grid.place(p.cell, p.digit);
  }
  EXPECT_EQ(run.outcome, Outcome::solved) << "line " << r.line;
  return nested;
}

// CI: line 31 of the reference (about a second of CPU in a Release build); NPE_LONG_TESTS=1: all of
// them (a minute; line 46's lemmas meet the cases se_hint_writer.hpp handles).
TEST(SeChainsNested, TheSerateEngineRatesTheForumsHardestAsSerateDoes) {
  const auto reference = serate_reference();
  ASSERT_GE(reference.size(), 5u);
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  int nested = 0, rated = 0, without_evidence = 0;
  for (const Reference& r : reference) {
    if (!long_run && r.line != 31) continue;
    nested += check_reference(r, nullptr, nullptr, &without_evidence);
    ++rated;
  }
  std::cout << "serate reference: " << rated << " puzzles rated, " << nested << " nested steps, " << without_evidence
            << " of them without evidence (past the ABI's limits)\n";
  EXPECT_GT(nested, 0);
  EXPECT_EQ(without_evidence, 0);
}

/** The forum's hardest lists as the long soundness run takes them: all of forum_hardest_1106 and every
 *  24th puzzle of forum_hardest_1905_11plus (2,032 of 48,766, spread over the whole file). */
std::vector<Puzzle> forum_hardest_sample() {
  std::vector<Puzzle> sample = read_puzzle_file(test::shared_corpus("forum_hardest_1106.txt"));
  const auto larger = read_puzzle_file(test::shared_corpus("forum_hardest_1905_11plus.txt"));
  for (std::size_t i = 0; i < larger.size(); i += 24) sample.push_back(larger[i]);
  return sample;
}

// Soundness beyond the reference: the serate engine type rates every puzzle of forum_hardest_sample(),
// every step checked against the solution and by the host's evidence check (lemmas included), and
// every puzzle ends solved (rated, no 20.0). Hours of CPU, one engine per core: NPE_LONG_TESTS=1 only
// (CI checks the reference puzzles above the same way); progress every 25 puzzles.
// NPE_LONG_RANGE=FROM:TO runs the sample's puzzles FROM to TO-1 only (0-based), so that the run can be
// split over machines or sessions.
TEST(SeChainsNested, SoundOnTheForumsHardestLists) {
  if (std::getenv("NPE_LONG_TESTS") == nullptr) GTEST_SKIP() << "a long run: NPE_LONG_TESTS=1 runs it";
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  std::vector<Puzzle> puzzles = forum_hardest_sample();
  if (const char* range = std::getenv("NPE_LONG_RANGE")) {
    std::size_t from = 0, to = 0;
    ASSERT_EQ(std::sscanf(range, "%zu:%zu", &from, &to), 2) << "NPE_LONG_RANGE=FROM:TO, not " << range;
    ASSERT_LT(from, std::min(to, puzzles.size())) << "NPE_LONG_RANGE " << range << " of " << puzzles.size();
    puzzles = std::vector<Puzzle>(puzzles.begin() + static_cast<std::ptrdiff_t>(from),
                                  puzzles.begin() + static_cast<std::ptrdiff_t>(std::min(to, puzzles.size())));
    std::cout << "puzzles " << from << " to " << from + puzzles.size() - 1 << " of the sample" << std::endl;
  }
  const EngineType type = load_engine_type(test::source_dir() / "configs/engines/serate.yaml");
  std::atomic<std::size_t> next{0};
  std::mutex mutex;
  std::size_t done = 0, solved = 0, nested = 0;
  std::vector<std::string> failures;
  const auto work = [&] {
    // A refused step ends its puzzle's run as plugin-error (a failure below), not the whole test.
    Engine engine(type, test::shipped_plugins(), {.check_soundness = true, .errors_as_results = true});
    for (std::size_t i = next++; i < puzzles.size(); i = next++) {
      const RunResult run = engine.run(puzzles[i]);
      std::size_t nested_here = 0;
      for (const RunStep& step : run.steps) nested_here += level_of(step.step.technique) >= 2 ? 1 : 0;
      std::lock_guard lock(mutex);
      ++done;
      nested += nested_here;
      if (run.outcome == Outcome::solved) {
        ++solved;
      } else {
        failures.push_back(puzzles[i].origin + ": " + std::string(outcome_name(run.outcome)) + " " + run.reason);
        std::cout << "not rated: " << failures.back() << std::endl;
      }
      if (done % 25 == 0) {
        std::cout << done << " of " << puzzles.size() << " done, " << solved << " rated, " << nested << " nested steps"
                  << std::endl;
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::max(1u, std::thread::hardware_concurrency()); ++t) threads.emplace_back(work);
  for (auto& thread : threads) thread.join();
  std::cout << "forum's hardest lists: " << puzzles.size() << " puzzles, " << solved << " solved (rated), " << nested
            << " nested steps\n";
  for (const auto& failure : failures) ADD_FAILURE() << failure;
  EXPECT_EQ(solved, puzzles.size());
  EXPECT_GT(nested, puzzles.size());
}

// The frontier engine type (SE's nested levels after HoDoKu's forcing nets) on the first 20 puzzles of
// forum_hardest_1106, every step checked by the host: no nested step goes without evidence (18 of 124
// level-9.5 steps did before lemmas were written for boards that lost a nested chain's assumption).
// A minute or two of CPU: NPE_LONG_TESTS=1 only.
TEST(SeChainsNested, NoNestedStepOfTheFrontierEngineGoesWithoutEvidence) {
  if (std::getenv("NPE_LONG_TESTS") == nullptr) GTEST_SKIP() << "a long run: NPE_LONG_TESTS=1 runs it";
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const auto puzzles = read_puzzle_file(test::shared_corpus("forum_hardest_1106.txt"));
  Engine engine(load_engine_type(test::source_dir() / "configs/engines/frontier.yaml"), test::shipped_plugins(),
                {.check_soundness = true});
  int nested = 0, without = 0;
  for (std::size_t i = 0; i < 20 && i < puzzles.size(); ++i) {
    const RunResult run = engine.run(puzzles[i]);
    ASSERT_FALSE(is_plugin_failure(run.outcome)) << puzzles[i].origin << ": " << run.reason;
    for (const RunStep& step : run.steps) {
      if (level_of(step.step.technique) < 2) continue;
      ++nested;
      if (step.step.chains.empty()) {
        ++without;
        ADD_FAILURE() << puzzles[i].origin << ": without evidence: " << step.step.text;
      }
    }
  }
  std::cout << "frontier, forum_hardest_1106 first 20: " << nested << " nested steps, " << without
            << " without evidence\n";
  EXPECT_GT(nested, 100);
}

/** Line 31's nested steps with lemmas and the boards they were taken on (rated once for the tests). */
const std::pair<std::vector<Step>, std::vector<Grid>>& line_31_steps() {
  static const auto steps = [] {
    std::pair<std::vector<Step>, std::vector<Grid>> out;
    for (const Reference& r : serate_reference()) {
      if (r.line == 31) check_reference(r, &out.first, &out.second);
    }
    return out;
  }();
  return steps;
}

TEST(SeChainsNested, TheHostRefusesANestedStepWithoutItsLemmasOrWithAnAlteredOne) {
  const auto& [steps, boards] = line_31_steps();
  ASSERT_FALSE(steps.empty()) << "line 31's path has no nested step with lemmas";
  const Step& step = steps.front();
  const Grid& board = boards.front();
  EXPECT_NO_THROW(check_step(step, board, std::nullopt, "technique 'test'"));

  Step without = step;  // the nested nodes now have to follow by basic rules
  without.evidence_records.clear();
  try {
    check_step(without, board, std::nullopt, "technique 'test'");
    ADD_FAILURE() << "accepted without its lemmas: " << step.text;
  } catch (const PluginError& e) {
    EXPECT_THAT(e.what(), HasSubstr("does not follow"));
  }

  Step altered = step;  // the last chain is a lemma's (they follow the step's own): its second node flipped
  ASSERT_GE(altered.chains.back().nodes.size(), 2u);
  altered.chains.back().nodes[1].flags ^= NPE_NODE_TRUE;
  EXPECT_THROW(check_step(altered, board, std::nullopt, "technique 'test'"), PluginError);
}

TEST(SeChainsNested, AWorkBoundFailsTheSearchSayingSoRatherThanReportingNothing) {
  // Line 31's first nested step, with a bound far below its search: find fails naming the bound (an
  // empty answer would end the run stuck, rated 20.0, as if the level had no hint).
  const auto& [steps, boards] = line_31_steps();
  ASSERT_FALSE(steps.empty());
  try {
    search_technique(test::shipped_plugins(), steps.front().technique, {{"max_work", "1"}}, boards.front(), {false},
                     std::nullopt);
    ADD_FAILURE() << "a search far past its work bound reported success";
  } catch (const PluginError& e) {
    EXPECT_THAT(e.what(), HasSubstr("work bound reached (max_work 1"));
  }
  const auto unbounded =
      search_technique(test::shipped_plugins(), steps.front().technique, {}, boards.front(), {false}, std::nullopt);
  ASSERT_FALSE(unbounded.steps.empty());
  EXPECT_EQ(unbounded.steps.front().text, steps.front().text);
}

struct EvidencePosition {
  std::string technique, source, puzzle, pm, text;
};

/** tests/data/se_chains/nested_evidence.txt: TECHNIQUE SOURCE PUZZLE PM729 TEXT (README.md there). */
std::vector<EvidencePosition> evidence_positions() {
  std::ifstream in(test::data_file("se_chains/nested_evidence.txt"));
  std::vector<EvidencePosition> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    EvidencePosition p;
    if (!(fields >> p.technique >> p.source >> p.puzzle >> p.pm)) continue;
    std::getline(fields >> std::ws, p.text);
    out.push_back(p);
  }
  return out;
}

// Every nested step carries evidence the host replays: on positions of the frontier engine type's path
// through forum_hardest_1106 where a nested step went without a record before (its nested nodes' boards
// lacked what their lemmas' chains run through, or a level-5 lemma needed lemmas of its own), the
// step the engine took has chains and lemmas, the host accepts them, and refuses the step without its
// lemmas. CI: the first three positions (seconds); NPE_LONG_TESTS=1: all of them.
TEST(SeChainsNested, EveryNestedStepOfTheEvidencePositionsCarriesEvidenceTheHostReplays) {
  const auto positions = evidence_positions();
  ASSERT_GE(positions.size(), 3u);
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  int checked = 0;
  for (const EvidencePosition& p : positions) {
    if (!long_run && checked == 3) break;
    ++checked;
    const Grid grid = parse_pencil_mark_string(SourceLine{p.pm, 1}, "nested_evidence");
    const auto solution = unique_solution(parse_puzzle_line(p.puzzle).givens);
    ASSERT_TRUE(solution.has_value()) << p.source;
    const auto steps = search_technique(test::shipped_plugins(), p.technique, {}, grid, {false}, solution).steps;
    ASSERT_FALSE(steps.empty()) << p.source << ": " << p.technique << " finds nothing";
    const Step& step = steps.front();
    EXPECT_EQ(step.text, p.text) << p.source;
    EXPECT_FALSE(step.chains.empty()) << p.source << ": without evidence: " << step.text;
    EXPECT_FALSE(step.evidence_records.empty()) << p.source << ": without lemmas: " << step.text;
    EXPECT_NO_THROW(check_step(step, grid, solution, "technique 'test'")) << p.source;
    Step without = step;
    without.evidence_records.clear();
    EXPECT_THROW(check_step(without, grid, std::nullopt, "technique 'test'"), PluginError) << p.source;
  }
}

// The writer's second way, "with grids" (se_hint_writer.hpp: each nested node preceded by the chain's
// potentials that made its nested search's grid; what a level-5 step needs, and the fallback where a
// lemma has no chain for its board): on the level-4 position of deep_levels.txt and three positions
// of nested_evidence.txt, the first hint of the level written that way is accepted by the host, and
// the grids made its chains longer (the way is exercised, not skipped).
TEST(SeChainsNested, StepsWrittenWithTheirNestedGridsAreReplayedByTheHost) {
  namespace se = plugins::se_chains;
  struct Case {
    std::string pm, puzzle;
    int level;
  };
  std::vector<Case> cases;
  {
    std::ifstream in(test::data_file("se_chains/deep_levels.txt"));
    for (std::string line; std::getline(in, line);) {
      std::istringstream fields(line);
      int level = 0;
      std::string technique, source, puzzle, pm;
      if (line.empty() || line[0] == '#' || !(fields >> level >> technique >> source >> puzzle >> pm) || level != 4)
        continue;
      cases.push_back({pm, puzzle, 4});
      break;
    }
  }
  const auto positions = evidence_positions();
  for (std::size_t i = 0; i < 3 && i < positions.size(); ++i)
    cases.push_back({positions[i].pm, positions[i].puzzle, 2});
  ASSERT_EQ(cases.size(), 4u);
  int longer = 0;
  for (const Case& c : cases) {
    const Grid grid = parse_pencil_mark_string(SourceLine{c.pm, 1}, "test");
    const auto solution = unique_solution(parse_puzzle_line(c.puzzle).givens);
    se::Grid board;
    for (int cell = 0; cell < 81; ++cell) {
      board.digit[cell] = static_cast<std::uint8_t>(grid.digits[cell]);
      board.cand[cell] = grid.digits[cell] != 0 ? 0 : grid.candidates[cell];
    }
    // On the heap, as the plugin keeps them (the builder holds the ABI's whole step buffers).
    const auto chaining =
        std::make_unique<se::Chaining>(se::Config{.multiple = true, .dynamic = true, .level = c.level});
    chaining->run(board, true);
    ASSERT_FALSE(chaining->hints().empty()) << c.pm;
    const se::Hint hint = chaining->recapture(chaining->hints().front());
    std::size_t nodes[2] = {};
    for (const bool with_grids : {false, true}) {
      const auto builder = std::make_unique<sdk::StepBuilder>();
      builder->reset(hint.type);
      hint.removable.for_each([&](int key) { builder->eliminate(se::cell_of(key), se::digit_of(key)); });
      const auto writer = std::make_unique<se::HintWriter>();
      EXPECT_TRUE(writer->write(*chaining, hint, *builder, with_grids)) << "with grids " << with_grids << ": " << c.pm;
      ASSERT_EQ(builder->overflowed(), nullptr);
      const Step step = copy_step(builder->view(), "se_chains.test", "technique 'test'");
      EXPECT_FALSE(step.evidence_records.empty());
      EXPECT_NO_THROW(check_step(step, grid, solution, "technique 'test'"))
          << "with grids " << with_grids << ": " << c.pm;
      for (const auto& chain : step.chains) nodes[with_grids ? 1 : 0] += chain.nodes.size();
    }
    longer += nodes[1] > nodes[0] ? 1 : 0;
  }
  EXPECT_GT(longer, 0) << "the grids added no node to any step";
}

// npe rate: the puzzle whose nested search runs out of its work bound gets its line with the outcome
// and the reason, the other puzzles are rated, and the exit status says a plugin failed (3).
TEST(SeChainsNested, RateGoesOnPastAPuzzleWhoseSearchRanOutOfWork) {
  const auto reference = serate_reference();
  const Reference* line_31 = nullptr;
  for (const Reference& r : reference) line_31 = r.line == 31 ? &r : line_31;
  ASSERT_NE(line_31, nullptr);
  const std::string easy = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";
  const auto dir = test::temp_dir("se_nested_rate");
  std::ifstream in(test::source_dir() / "configs/engines/serate.yaml");
  std::string yaml((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string entry = "{id: se_chains.nested_forcing, next_is_easiest: true, max_work: 2000000}";
  ASSERT_NE(yaml.find(entry), std::string::npos);
  yaml.replace(yaml.find(entry), entry.size(), "{id: se_chains.nested_forcing, next_is_easiest: true, max_work: 1}");
  std::ofstream(dir / "bounded.yaml") << yaml;
  std::ofstream(dir / "puzzles.txt") << line_31->puzzle << "\n" << easy << "\n";
  const auto result = test::run_npe(
      {"rate", "-e", (dir / "bounded.yaml").string(), "--file", (dir / "puzzles.txt").string(), "--format", "%r %h"});
  EXPECT_EQ(result.exit_code, 3) << result.err;
  std::vector<std::string> lines;
  std::istringstream out(result.out);
  for (std::string line; std::getline(out, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 2u) << result.out;
  EXPECT_THAT(lines[0], HasSubstr("20.0 plugin-error (plugin-error: step "));
  EXPECT_THAT(lines[0], HasSubstr("work bound reached (max_work 1"));
  EXPECT_THAT(lines[1], ::testing::Not(HasSubstr("error")));
  EXPECT_THAT(result.err, HasSubstr("npe: plugin-error: step "));
}

}  // namespace
}  // namespace npe::se_chains_nested_test
