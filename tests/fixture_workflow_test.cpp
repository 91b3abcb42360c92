// Fixtures in CI: provenance, side-by-side diffs, review-and-accept, JUnit and JSON reports.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "fixtures/fixture_run.hpp"
#include "reports/fixture_report.hpp"
#include "test_support.hpp"

namespace npe::fixture_workflow_test {
namespace {

using test::run_npe;
using ::testing::HasSubstr;

std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

void write_text(const std::filesystem::path& path, const std::string& text) { std::ofstream(path) << text; }

void replace_once(std::string& text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  text.replace(at, from.size(), to);
}

/** A fresh fixture of npe-type1 over the norvig puzzles, recorded into a temp dir with a copy of
 *  the engine type beside it (so tests can change the engine type). */
struct RecordedFixture {
  std::filesystem::path dir = test::temp_dir("workflow");
  std::filesystem::path engine = dir / "engine.yaml";
  std::filesystem::path fixture = dir / "f.yaml";

  RecordedFixture() {
    write_text(engine, read_text(test::source_dir() / "configs/engines/npe-type1.yaml"));
    const auto result = run_npe({"fixture", "record", "-e", engine.string(), "-o", fixture.string(), "--file",
                                 (test::source_dir() / "fixtures/puzzles/norvig_easy.txt").string()});
    EXPECT_EQ(result.exit_code, 0) << result.err;
  }
  ~RecordedFixture() { std::filesystem::remove_all(dir); }
};

TEST(FixtureWorkflow, RecordStoresProvenance) {
  RecordedFixture f;
  const Fixture fixture = read_fixture(f.fixture);
  EXPECT_EQ(fixture.engine, "engine.yaml");  // relative to the fixture
  EXPECT_EQ(fixture.recorded_with.engine_name, "npe-type1");
  EXPECT_EQ(fixture.recorded_with.engine_hash.size(), 16u);
  EXPECT_EQ(fixture.recorded_with.techniques.at("row"), "rowcol 1.0.0");
  EXPECT_EQ(fixture.recorded_with.techniques.at("box"), "box 1.0.0");
  EXPECT_EQ(fixture.recorded_with.npe_version, NPE_VERSION);
}

TEST(FixtureWorkflow, EngineHashIgnoresFormattingButNotContent) {
  const auto a = parse_engine_type("name: t\n# comment\ntechniques: [box, cell]\ndescription: one\n", "a.yaml");
  const auto b = parse_engine_type("description: two\ntechniques:\n  - box\n  - cell\nname: t\n", "b.yaml");
  const auto c = parse_engine_type("name: t\ntechniques: [cell, box]\n", "c.yaml");
  EXPECT_EQ(engine_type_hash(a), engine_type_hash(b));
  EXPECT_NE(engine_type_hash(a), engine_type_hash(c));
  EXPECT_NE(engine_type_hash(a), engine_type_hash(parse_engine_type("name: t\ntechniques: [box, cell]\n", "d.yaml",
                                                                    {"priority_digit=false"})));
}

TEST(FixtureWorkflow, CheckTellsChangedStepsFromChangedEngineType) {
  RecordedFixture f;
  // 1. The steps changed, the engine type did not: alter a recorded step.
  std::string text = read_text(f.fixture);
  const Fixture original = read_fixture(f.fixture);
  replace_once(text, "\"" + original.cases[0].steps[3] + "\"", "\"999\"");
  write_text(f.fixture, text);
  auto result = run_npe({"fixture", "check", f.fixture.string()});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_THAT(result.out, HasSubstr("the steps changed (same engine type and plugins as when recorded)"));
  EXPECT_THAT(result.out, HasSubstr(">>     4  999"));
  EXPECT_THAT(result.out, HasSubstr("| " + original.cases[0].steps[3]));

  // 2. The engine type changed since recording (the fixture is the original again).
  write_fixture(original, f.fixture);
  std::string engine = read_text(f.engine);
  replace_once(engine, "priority_digit: true", "priority_digit: false");
  write_text(f.engine, engine);
  result = run_npe({"fixture", "check", f.fixture.string()});
  EXPECT_THAT(result.out, HasSubstr("the engine type or a plugin changed since recording:\n    engine type npe-type1 "
                                    "changed since recording (hash"));
}

TEST(FixtureWorkflow, WriteNewThenAcceptReplacesTheFixtureAtomically) {
  RecordedFixture f;
  std::string engine = read_text(f.engine);
  replace_once(engine, "techniques: [box, row, col, cell]", "techniques: [cell, box, row, col]");
  write_text(f.engine, engine);
  const std::string before = read_text(f.fixture);
  auto result = run_npe({"fixture", "check", "--write-new", f.fixture.string()});
  EXPECT_EQ(result.exit_code, 1);
  EXPECT_EQ(read_text(f.fixture), before);  // untouched
  ASSERT_TRUE(std::filesystem::exists(f.fixture.string() + ".new"));
  EXPECT_EQ(run_npe({"fixture", "check", f.fixture.string() + ".new"}).exit_code, 0);  // the new one checks

  // A plain record refuses to overwrite a fixture recorded with another engine type...
  result = run_npe({"fixture", "record", "-e", f.engine.string(), "-o", f.fixture.string(), "--file",
                    (test::source_dir() / "fixtures/puzzles/norvig_easy.txt").string()});
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_THAT(result.err, HasSubstr("pass --force to overwrite"));
  EXPECT_EQ(read_text(f.fixture), before);

  // ...accept moves the reviewed result into place.
  result = run_npe({"fixture", "accept", f.fixture.string()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_FALSE(std::filesystem::exists(f.fixture.string() + ".new"));
  EXPECT_EQ(run_npe({"fixture", "check", f.fixture.string()}).exit_code, 0);
  EXPECT_EQ(run_npe({"fixture", "accept", f.fixture.string()}).exit_code, 2);  // nothing left to accept
}

TEST(FixtureWorkflow, JunitAndJsonReports) {
  RecordedFixture f;
  std::string text = read_text(f.fixture);
  const Fixture original = read_fixture(f.fixture);
  replace_once(text, "\"" + original.cases[1].steps[0] + "\"", "\"<&>\"");
  write_text(f.fixture, text);
  const auto junit = f.dir / "report.xml";
  auto result = run_npe({"fixture", "check", "--junit", junit.string(), f.fixture.string()});
  EXPECT_EQ(result.exit_code, 1);
  const std::string xml = read_text(junit);
  EXPECT_THAT(xml, HasSubstr("<testsuites name=\"npe fixtures\" tests=\"20\" failures=\"1\">"));
  EXPECT_THAT(xml, HasSubstr("<failure message=\"step 1: expected &lt;&amp;&gt;, got "));
  EXPECT_EQ(std::count(xml.begin(), xml.end(), '\n') > 20, true);

  result = run_npe({"fixture", "check", "--json", f.fixture.string()});
  EXPECT_EQ(result.exit_code, 1);
  const auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["failures"], 1);
  EXPECT_EQ(json["fixtures"][0]["diverging"][0]["index"], 1);
  EXPECT_EQ(json["fixtures"][0]["diverging"][0]["expected"], "<&>");
  EXPECT_TRUE(json["fixtures"][0]["provenance_recorded"]);
}

// A plugin library rebuilt with the same version string: the provenance holds its content hash (for
// libraries outside the shipped directory), so `fixture check` notes the change.
TEST(FixtureWorkflow, ProvenanceNotesARebuiltLibrary) {
  const auto dir = test::temp_dir("fixture_library_hash");
  const auto plugins = dir / "plugins";
  std::filesystem::create_directories(plugins);
  std::filesystem::copy_file(test::broken_plugin_dir() / "clashing_pair.so", plugins / "clashing_pair.so");
  write_text(dir / "e.yaml", "name: e\ntechniques: [clash.own, box, row, col, cell]\n");
  const auto fixture = dir / "f.yaml";
  auto result =
      run_npe({"--plugin-dir", plugins.string(), "fixture", "record", "-e", (dir / "e.yaml").string(), "-o",
               fixture.string(), "--file", (test::source_dir() / "fixtures/puzzles/norvig_easy.txt").string()});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(read_text(fixture), HasSubstr("  libraries:\n    \"clashing_pair\": \""));
  const std::string text = read_text(fixture);
  const std::string libraries =
      text.substr(text.find("  libraries:\n"), text.find("puzzles:") - text.find("  libraries:\n"));
  EXPECT_EQ(std::count(libraries.begin(), libraries.end(), '\n'), 2) << libraries;  // shipped ones: no hash
  result = run_npe({"--plugin-dir", plugins.string(), "fixture", "check", fixture.string()});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, ::testing::Not(HasSubstr("library content changed")));
  std::ofstream(plugins / "clashing_pair.so", std::ios::app) << "rebuilt";  // other bytes, same version
  result = run_npe({"--plugin-dir", plugins.string(), "fixture", "check", fixture.string()});
  EXPECT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("note: plugin clashing_pair: library content changed since recording (hash "));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::fixture_workflow_test

namespace npe::fixture_workflow_test {
namespace {

TEST(FixtureWorkflow, StepLinesParseBackIntoData) {
  const Step placed = parse_step_line("R821");
  ASSERT_EQ(placed.placements.size(), 1u);
  EXPECT_EQ(placed.placements[0], (CellDigit{static_cast<std::uint8_t>(sdk::block_cell(7, 1)), 1}));
  EXPECT_EQ(parse_step_line("177").placements.at(0), (CellDigit{18, 7}));
  const Step eliminating = parse_step_line("Locked Pair[2D] r6c45 #38 => r6c1<>38 r6c9<>3");
  EXPECT_EQ(eliminating.text, "Locked Pair[2D] r6c45 #38");
  EXPECT_TRUE(eliminating.placements.empty());
  EXPECT_EQ(eliminating.eliminations, (std::vector<CellDigit>{{45, 3}, {45, 8}, {53, 3}}));
  Step round_trip;
  round_trip.text = "x";
  round_trip.eliminations = {{0, 1}, {80, 9}};
  EXPECT_EQ(parse_step_line(step_line(round_trip)).eliminations, round_trip.eliminations);
}

TEST(FixtureWorkflow, DiffWritesPicturesOfBothSteps) {
  const auto dir = test::temp_dir("diff_svg");
  std::ifstream in(test::source_dir() / "fixtures/seed/box_priority_on.yaml");
  std::string text((std::istreambuf_iterator<char>(in)), {});
  text.replace(text.find("\"957\""), 5, "\"958\"");
  std::ofstream(dir / "seed.yaml") << text;
  const auto result =
      test::run_npe({"fixture", "diff", "--svg", (dir / "pictures").string(), (dir / "seed.yaml").string()});
  EXPECT_EQ(result.exit_code, 1);
  const std::string expected = read_text(dir / "pictures/seed_p1_s3_expected.svg");
  const std::string actual = read_text(dir / "pictures/seed_p1_s3_actual.svg");
  EXPECT_THAT(expected, HasSubstr("<svg"));
  EXPECT_THAT(expected, HasSubstr("expected: 958"));
  EXPECT_THAT(actual, HasSubstr("actual: 957"));
  EXPECT_NE(expected, actual);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::fixture_workflow_test
