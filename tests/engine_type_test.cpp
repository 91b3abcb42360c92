// Engine types from YAML: values, defaults, --set overrides and errors with file:line:column.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "engine/engine_type.hpp"
#include "test_support.hpp"

namespace npe::engine_type_test {
namespace {

std::string error_of(const std::string& yaml, const std::vector<std::string>& overrides = {}) {
  try {
    parse_engine_type(yaml, "e.yaml", overrides);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST(EngineType, ShippedType1MatchesTheSeed) {
  const EngineType type = load_engine_type(test::source_dir() / "configs/engines/npe-type1.yaml");
  EXPECT_EQ(type.name, "npe-type1");
  EXPECT_EQ(type.candidates, CandidateMode::rebuild);
  EXPECT_TRUE(type.priority_digit);
  ASSERT_EQ(type.techniques.size(), 4u);
  EXPECT_EQ(type.techniques[0].id, "box");
  EXPECT_EQ(type.techniques[3].id, "cell");
  EXPECT_EQ(type.points_for(type.techniques[0], 50, 0), 2);
  EXPECT_EQ(type.points_for(type.techniques[0], 51, 0), 1);
  EXPECT_EQ(type.points_for(type.techniques[1], 70, 0), 5);
  EXPECT_EQ(type.points_for(type.techniques[3], 10, 0), 10);
  EXPECT_EQ(type.points_for(TechniqueRef{"other", {}, "", {}, {}}, 10, 7), 7);  // the plugin's default
  EXPECT_EQ(type.rating_for(type.techniques[0], 12), 12);
  EXPECT_EQ(type.status_code_for("col"), 2);
}

TEST(EngineType, TechniqueEntriesWithParameters) {
  const EngineType type = parse_engine_type(
      "name: x\ntechniques:\n  - box\n  - {id: locked_set.naked, size: 3}\npreprocess: [hidden_digit.pointing]\n",
      "e.yaml");
  ASSERT_EQ(type.techniques.size(), 2u);
  EXPECT_EQ(type.techniques[1].id, "locked_set.naked");
  EXPECT_EQ(type.techniques[1].params, (ParamList{{"size", "3"}}));
  EXPECT_EQ(type.techniques[1].location, "e.yaml:4:5");
  EXPECT_EQ(type.preprocess.at(0).id, "hidden_digit.pointing");
}

TEST(EngineType, PerEntryPointsAndRatingsBeatTheMaps) {
  const EngineType type = parse_engine_type(
      "name: x\ntechniques:\n  - {id: locked_set.naked, size: 2, points: 30, rating: 3.0}\n"
      "  - {id: locked_set.naked, size: 3}\npoints: {locked_set.naked: 40}\nratings: {locked_set.naked: 3.6}\n",
      "e.yaml");
  ASSERT_EQ(type.techniques.size(), 2u);
  EXPECT_EQ(type.techniques[0].params, (ParamList{{"size", "2"}}));
  EXPECT_EQ(type.points_for(type.techniques[0], 30, 0), 30);
  EXPECT_EQ(type.points_for(type.techniques[1], 30, 0), 40);
  EXPECT_EQ(type.rating_for(type.techniques[0], 0), 30);
  EXPECT_EQ(type.rating_for(type.techniques[1], 0), 36);
  EXPECT_EQ(error_of("name: x\ntechniques: [{id: box, rating: high}]\n"),
            "e.yaml:2:32: 'rating' must be a number 0..100");
}

TEST(EngineType, SetOverridesKeysAndMapEntries) {
  const EngineType type =
      parse_engine_type("name: x\ntechniques: [box]\npoints: {box: 2}\n", "e.yaml",
                        {"priority_digit=false", "points.box=7", "techniques=[cell, box]", "candidates=persistent"});
  EXPECT_FALSE(type.priority_digit);
  EXPECT_EQ(type.points.at("box"), 7);
  ASSERT_EQ(type.techniques.size(), 2u);
  EXPECT_EQ(type.techniques[0].id, "cell");
  EXPECT_EQ(type.candidates, CandidateMode::persistent);
}

TEST(EngineType, ErrorsNameFileLineAndColumn) {
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\ncolour: red\n"), "e.yaml:3:1: unknown key 'colour'");
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\npriority_digit: maybe\n"),
            "e.yaml:3:17: 'priority_digit' must be true or false");
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\nmax_steps: -4\n"),
            "e.yaml:3:12: 'max_steps' must be an integer 0..100000");
  EXPECT_EQ(error_of("name: x\ntechniques: box\n"), "e.yaml:2:13: 'techniques' must be a list of techniques");
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\ncandidates: sometimes\n"),
            "e.yaml:3:13: 'candidates' must be rebuild or persistent, got 'sometimes'");
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\npoints: {box: two}\n"),
            "e.yaml:3:15: 'points.box' must be an integer 0..100000");
  EXPECT_EQ(error_of("name: x\nname: y\ntechniques: [box]\n"), "e.yaml:2:1: duplicate key 'name'");
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\npreprocess: [box]\n"),
            "e.yaml:2:14: technique 'box' is in both 'preprocess' and 'techniques'");
  EXPECT_EQ(error_of("techniques: [box]\n"), "e.yaml: missing key 'name'");
  EXPECT_EQ(error_of("name: x\ntechniques: [box\n"), "e.yaml:3:1: end of sequence flow not found");
  EXPECT_EQ(error_of("- a\n- b\n"), "e.yaml: an engine type is a YAML map");
}

TEST(EngineType, SetErrors) {
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\n", {"colour=red"}),
            "--set colour=red: unknown key 'colour' in engine type e.yaml");
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\n", {"priority_digit"}), "--set priority_digit: expected key=value");
  EXPECT_EQ(error_of("name: x\ntechniques: [box]\n", {"priority_digit=perhaps"}),
            "--set priority_digit=perhaps: 'priority_digit' must be true or false");
}

TEST(EngineType, MissingFileAndDirectory) {
  EXPECT_THROW(load_engine_type("/nonexistent/e.yaml"), InputError);
  EXPECT_THROW(load_engine_type(test::source_dir() / "configs"), InputError);
}

}  // namespace
}  // namespace npe::engine_type_test
