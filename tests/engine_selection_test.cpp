// `selection: easiest` (the lowest-rated step of all techniques, Sudoku Explainer's rule) and
// `optional: true` technique entries.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "engine/engine.hpp"
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
  Engine engine(engine_type("name: t\nselection: easiest\ntechniques: [{id: box, rating: 3.0}, {id: cell, rating: 2.0}]\n"),
                test::shipped_plugins());
  const RunResult run = engine.run(two_empty());
  EXPECT_EQ(run.steps.at(0).step.technique, "cell");
  EXPECT_EQ(run.rating_x10, 20);  // the board is then solved by naked singles only
  EXPECT_EQ(run.outcome, Outcome::solved);
}

TEST(EngineSelection, BadSelectionIsAnError) {
  try {
    engine_type("name: t\nselection: hardest\ntechniques: [box]\n");
    FAIL();
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("'selection' must be first or easiest, got 'hardest'"));
  }
}

TEST(EngineSelection, OptionalTechniquesAreSkippedWhenNoPluginHasThem) {
  Engine engine(engine_type("name: t\ntechniques: [box, {id: nope.missing, optional: true}, cell]\n"),
                test::shipped_plugins());
  EXPECT_EQ(engine.instances().size(), 2u);
  EXPECT_EQ(engine.run(two_empty()).outcome, Outcome::solved);
  EXPECT_THROW(Engine(engine_type("name: t\ntechniques: [box, {id: nope.missing, optional: false}]\n"),
                      test::shipped_plugins()),
               InputError);
}

}  // namespace
}  // namespace npe::engine_selection_test
