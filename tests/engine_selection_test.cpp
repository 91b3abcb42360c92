// `selection: easiest` (the lowest-rated step of all techniques, Sudoku Explainer's rule),
// `optional: true` and `next_is_easiest: true` technique entries.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "loader/plugin_registry.hpp"
#include "test_support.hpp"

namespace npe::engine_selection_test {
namespace {

using ::testing::HasSubstr;

EngineType engine_type(const std::string& yaml) { return parse_engine_type(yaml, "test.yaml"); }

// r1c1 and r1c2 are empty: a naked single (cell, 2.3) and hidden singles in block 1 (box, 1.2).
Puzzle two_empty() {
  return parse_puzzle_line("..8723469367954821294816375619238547485697132732145986976381254841572693523469718");
}

TEST(EngineSelection, EasiestTakesTheLowestRatedStepWhateverTheListOrder) {
  Engine first(engine_type("name: t\ntechniques: [cell, box]\n"), test::shipped_plugins());
  Engine easiest(engine_type("name: t\nselection: easiest\ntechniques: [cell, box]\n"), test::shipped_plugins());
  EXPECT_EQ(first.run(two_empty()).steps.at(0).step.technique, "cell");
  const RunResult run = easiest.run(two_empty());
  EXPECT_EQ(run.steps.at(0).step.technique, "box");
  EXPECT_EQ(run.steps.at(0).rating_x10, 12);
}

TEST(EngineSelection, EqualRatingsKeepTheListOrder) {
  Engine cell_first(engine_type("name: t\nselection: easiest\ntechniques: [{id: cell, rating: 1.2}, box]\n"),
                    test::shipped_plugins());
  Engine box_first(engine_type("name: t\nselection: easiest\ntechniques: [box, {id: cell, rating: 1.2}]\n"),
                   test::shipped_plugins());
  EXPECT_EQ(cell_first.run(two_empty()).steps.at(0).step.technique, "cell");
  EXPECT_EQ(box_first.run(two_empty()).steps.at(0).step.technique, "box");
}

TEST(EngineSelection, EntryRatingsOrderTheSearch) {
  Engine engine(
      engine_type("name: t\nselection: easiest\ntechniques: [{id: box, rating: 3.0}, {id: cell, rating: 2.0}]\n"),
      test::shipped_plugins());
  const RunResult run = engine.run(two_empty());
  EXPECT_EQ(run.steps.at(0).step.technique, "cell");
  EXPECT_EQ(run.rating_x10, 20);  // the board is then solved by naked singles only
  EXPECT_EQ(run.outcome, Outcome::solved);
}

void expect_input_error(const std::string& yaml, const std::string& message) {
  try {
    engine_type(yaml);
    FAIL() << "accepted: " << yaml;
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr(message));
  }
}

TEST(EngineSelection, BadSelectionIsAnError) {
  expect_input_error("name: t\nselection: hardest\ntechniques: [box]\n",
                     "'selection' must be first or easiest, got 'hardest'");
}

TEST(EngineSelection, OptionalTechniquesAreSkippedWhenNoPluginHasThem) {
  Engine engine(engine_type("name: t\ntechniques: [box, {id: nope.missing, optional: true}, cell]\n"),
                test::shipped_plugins());
  EXPECT_EQ(engine.instances().size(), 2u);
  EXPECT_EQ(engine.run(two_empty()).outcome, Outcome::solved);
  EXPECT_THROW(
      Engine(engine_type("name: t\ntechniques: [box, {id: nope.missing, optional: false}]\n"), test::shipped_plugins()),
      InputError);
}

// tests/broken_plugins/rating_probe.cpp: naked singles rated 3.0, the last one 2.0; its next step
// is the first, at 3.0.
const PluginRegistry& probe_plugins() {
  static const PluginRegistry r = load_plugins({test::broken_plugin_dir() / "rating_probe.so"});
  return r;
}

TEST(EngineSelection, EasiestAsksForEveryStepUnlessTheEntrySaysTheNextIsTheEasiest) {
  Engine every(engine_type("name: t\nselection: easiest\ntechniques: [probe.rated_singles]\n"), probe_plugins());
  Engine next(
      engine_type("name: t\nselection: easiest\ntechniques: [{id: probe.rated_singles, next_is_easiest: true}]\n"),
      probe_plugins());
  // r1c1 and r1c2 are naked singles: every step seen, the last (r1c2) rates lowest; the next step alone: r1c1.
  const RunResult all = every.run(two_empty());
  ASSERT_FALSE(all.steps.empty());
  EXPECT_EQ(all.steps[0].step.text, "S1");
  EXPECT_EQ(all.steps[0].rating_x10, 20);
  const RunResult first = next.run(two_empty());
  ASSERT_FALSE(first.steps.empty());
  EXPECT_EQ(first.steps[0].step.text, "S0");
  EXPECT_EQ(first.steps[0].rating_x10, 30);
  // Under `selection: first` the key changes nothing: the first step of the first technique.
  Engine plain(engine_type("name: t\ntechniques: [{id: probe.rated_singles, next_is_easiest: true}]\n"),
               probe_plugins());
  EXPECT_EQ(plain.run(two_empty()).steps.at(0).step.text, "S0");
}

TEST(EngineSelection, NextIsEasiestIsAnEngineKeyNotAParameter) {
  const EngineType type = engine_type("name: t\ntechniques: [{id: box, next_is_easiest: true}]\n");
  ASSERT_EQ(type.techniques.size(), 1u);
  EXPECT_TRUE(type.techniques[0].next_is_easiest);
  EXPECT_TRUE(type.techniques[0].params.empty());
  expect_input_error("name: t\ntechniques: [{id: box, next_is_easiest: maybe}]\n",
                     "test.yaml:2:41: 'next_is_easiest' must be true or false");
}

// The shipped serate engine type sets it on SE's chaining rules: their next step is their first
// (lowest-rated) hint, so the ratings and steps are those of asking for every hint.
TEST(EngineSelection, SerateChainingRulesRateTheSameAskedForTheirNextStep) {
  const std::filesystem::path path = test::source_dir() / "configs/engines/serate.yaml";
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::string yaml = text.str();
  int entries = 0;
  for (std::size_t at; (at = yaml.find(", next_is_easiest: true")) != std::string::npos; ++entries) {
    yaml.erase(at, std::string(", next_is_easiest: true").size());
  }
  EXPECT_EQ(entries, 9);  // 5 chaining rules up to Dynamic (+), 4 nested levels
  Engine shipped(load_engine_type(path), test::shipped_plugins());
  Engine every(parse_engine_type(yaml, "serate-every.yaml"), test::shipped_plugins());
  const auto puzzles = read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"));
  int chained = 0;
  for (std::size_t i = 0; i < puzzles.size() && i < static_cast<std::size_t>(test::scaled(40)); ++i) {
    const RunResult a = shipped.run(puzzles[i]);
    const RunResult b = every.run(puzzles[i]);
    ASSERT_EQ(a.steps.size(), b.steps.size()) << "puzzle " << i;
    for (std::size_t k = 0; k < a.steps.size(); ++k) {
      EXPECT_EQ(a.steps[k].step.text, b.steps[k].step.text) << "puzzle " << i << " step " << k;
      EXPECT_EQ(a.steps[k].rating_x10, b.steps[k].rating_x10) << "puzzle " << i << " step " << k;
      chained += a.steps[k].step.technique.rfind("se_chains.", 0) == 0;
    }
  }
  EXPECT_GT(chained, 0);
}

}  // namespace
}  // namespace npe::engine_selection_test
