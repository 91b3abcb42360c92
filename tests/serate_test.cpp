// The serate engine type and plugin: Sudoku Explainer 1.2.1's ratings (docs/techniques.md, "Sudoku
// Explainer ratings"). Hand-made positions for the direct techniques, ER/EP/ED of shipped puzzles
// against the ratings Sudoku Explainer gave them, soundness along the solve paths.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "engine/engine.hpp"
#include "rating/se_rating.hpp"
#include "test_support.hpp"

namespace npe::serate_test {
namespace {

Engine serate_engine(const EngineOptions& options = {}) {
  return Engine(load_engine_type(test::source_dir() / "configs/engines/serate.yaml"), test::shipped_plugins(), options);
}

// A solved grid with r1c1 emptied: block 1, row 1 and column 1 each have one empty cell.
constexpr const char* kSolved = "158723469367954821294816375619238547485697132732145986976381254841572693523469718";

TEST(SerateLastValue, TheOnlyEmptyCellOfAHouseTakesTheMissingDigit) {
  std::string line = kSolved;
  line[0] = '.';
  const auto steps = test::find_steps("serate.last_value", test::grid_from(line));
  ASSERT_EQ(steps.size(), 3u);  // block 1, column 1, row 1 (Sudoku Explainer's order)
  EXPECT_EQ(steps[0].text, "Last value in b1: r1c1=1");
  EXPECT_EQ(steps[1].text, "Last value in c1: r1c1=1");
  EXPECT_EQ(steps[2].text, "Last value in r1: r1c1=1");
}

TEST(SerateEngine, EasiestStepFirstPrefersLastValueThenBlockSingles) {
  // Two empty cells r1c1, r1c2: each is the last empty cell of its column (1.0), before block singles.
  Engine engine = serate_engine();
  const RunResult run = engine.run(parse_puzzle_line(std::string("..") + (kSolved + 2)));
  ASSERT_EQ(run.outcome, Outcome::solved);
  ASSERT_EQ(run.steps.size(), 2u);
  EXPECT_EQ(run.steps[0].step.technique, "serate.last_value");
  EXPECT_EQ(run.steps[0].step.text, "Last value in c1: r1c1=1");
  EXPECT_EQ(run.rating_x10, 10);
}

struct Rated {
  std::string puzzle;
  int er = 0, ep = 0, ed = 0;  // Sudoku Explainer 1.2.1's, tenths
  int bank = 0;                // the Sudoku Exchange bank's rating (Sukaku Explainer), tenths
};

/** A rated file of tests/data/corpora: "puzzle ER EP ED bank" lines (tests/data/corpora/README.md). */
std::vector<Rated> rated_file(const std::string& name) {
  std::vector<Rated> out;
  std::ifstream in(test::data_file("corpora/" + name));
  std::string line;
  auto tenths = [](double x) { return static_cast<int>(x * 10 + 0.5); };
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    Rated r;
    double er = 0, ep = 0, ed = 0, bank = 0;
    fields >> r.puzzle >> er >> ep >> ed >> bank;
    r.er = tenths(er), r.ep = tenths(ep), r.ed = tenths(ed), r.bank = tenths(bank);
    out.push_back(r);
  }
  return out;
}

/** Rates every `stride`-th puzzle with the serate engine type (steps checked against the solution) and
 *  expects Sudoku Explainer's ER, EP and ED; returns how many were compared. */
int expect_se_ratings(const std::vector<Rated>& puzzles, int stride) {
  Engine engine = serate_engine({.check_soundness = true});
  int compared = 0;
  for (std::size_t i = 0; i < puzzles.size(); i += static_cast<std::size_t>(stride)) {
    const Rated& p = puzzles[i];
    ++compared;
    const SeRating rating = se_rating(engine.run(parse_puzzle_line(p.puzzle)));
    EXPECT_EQ(rating.er_x10, p.er) << p.puzzle;
    EXPECT_EQ(rating.ep_x10, p.ep) << p.puzzle;
    EXPECT_EQ(rating.ed_x10, p.ed) << p.puzzle;
  }
  return compared;
}

// The sample: the first four puzzles of each Sudoku Exchange rating file from 2.5 to 6.2, rated by
// Sudoku Explainer 1.2.1's serate (see tests/data/corpora/README.md): ER 2.5 to 7.3, the 37 above 6.2
// through Sudoku Explainer's chaining rules (plugins/se_chains).
TEST(SerateEngine, ShippedPuzzlesGetSudokuExplainersRatings) {
  const auto puzzles = rated_file("sx_by_rating_sample.txt");
  ASSERT_EQ(puzzles.size(), 110u);
  EXPECT_EQ(expect_se_ratings(puzzles, 1), 110);
}

// 1,413 puzzles rated by Sudoku Explainer 1.2.1 (ER 2.5 to 8.3; the first 50 of each rating of the
// Sudoku Exchange bank up to 6.6, whose own ratings come from Sukaku Explainer): every ER, EP and ED
// identical. Every fortieth under the sanitizers.
TEST(SerateEngine, SudokuExplainerRatedCorpusAgreesOnEveryPuzzle) {
  const auto puzzles = rated_file("sx_by_rating_se121.txt");
  ASSERT_EQ(puzzles.size(), 1413u);
  EXPECT_GT(expect_se_ratings(puzzles, 1413 / test::scaled(1413)), 50);
}

TEST(SerateRating, PearlAndDiamond) {
  // ED is the first step's rating, EP the highest up to the first placement (the same here: a
  // placement first), ER the highest overall; a stuck run rates 20.0.
  RunResult run;
  run.outcome = Outcome::solved;
  auto add = [&](int rating, bool places) {
    RunStep step;
    step.rating_x10 = rating;
    step.step.technique = "t" + std::to_string(rating);
    if (places) step.step.placements.push_back({0, 1});
    run.steps.push_back(step);
  };
  add(26, false);
  add(30, false);
  add(12, true);
  add(42, false);
  add(15, true);
  const SeRating r = se_rating(run);
  EXPECT_EQ(r.ed_x10, 26);
  EXPECT_EQ(r.ep_x10, 30);
  EXPECT_EQ(r.er_x10, 42);
  EXPECT_EQ(r.hardest, "t42");
  run.outcome = Outcome::stuck;
  EXPECT_EQ(se_rating(run).er_x10, 200);
  EXPECT_EQ(format_se_rating("%g ED=%r/%p/%d %h %% %n", "p", run, se_rating(run), 0.0, 7),
            "p ED=20.0/3.0/2.6 stuck % 7");
}

TEST(SerateRateCommand, OneLinePerPuzzleInOrderWithTheRequestedFormat) {
  const auto puzzles = rated_file("sx_by_rating_sample.txt");
  std::string input;
  std::string expected;
  for (std::size_t i = 0; i < puzzles.size(); i += 5) {
    input += puzzles[i].puzzle + "\n";
    expected += puzzles[i].puzzle + " " + tenths_text(puzzles[i].er) + "\n";
  }
  const auto file = test::temp_dir("serate_rate") / "puzzles.txt";
  std::ofstream(file) << input;
  const auto one = test::run_npe({"rate", "--file", file.string(), "--format", "%g %r"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, expected);
  const auto two = test::run_npe({"rate", "--file", file.string(), "--format", "%g %r", "--threads", "2"});
  EXPECT_EQ(two.out, expected);
  const auto json = test::run_npe({"rate", puzzles[0].puzzle, "--json"});
  EXPECT_THAT(json.out, ::testing::HasSubstr("\"er\":2.5"));
}

TEST(SerateRateCommand, AnUnsolvedRunRates20AndNamesItsOutcomeAsHardest) {
  const auto puzzles = rated_file("sx_by_rating_sample.txt");
  const auto limited = test::run_npe({"rate", puzzles[0].puzzle, "--max-steps", "1", "--format", "%r %h"});
  ASSERT_EQ(limited.exit_code, 0) << limited.err;
  EXPECT_EQ(limited.out, "20.0 step-limit\n");
  const auto solved = test::run_npe({"rate", puzzles[0].puzzle, "--format", "%r %h"});
  EXPECT_THAT(solved.out, ::testing::Not(::testing::HasSubstr("step-limit")));
}

TEST(SerateRateCommand, BadInputNamesFileAndLine) {
  const auto file = test::temp_dir("serate_rate_bad") / "bad.txt";
  std::ofstream(file) << std::string(81, '.') << "\n123\n";
  const auto result = test::run_npe({"rate", "--file", file.string()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_THAT(result.err, ::testing::HasSubstr("bad.txt:2"));
}

}  // namespace
}  // namespace npe::serate_test
