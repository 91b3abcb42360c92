// npe compare on real engine types: thread-count independence, divergences replayed from the
// runs, every output format.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "compare/compare_partial.hpp"
#include "compare/compare_run.hpp"
#include "engine/engine_type.hpp"
#include "reports/compare_formats.hpp"
#include "test_support.hpp"

namespace npe::compare_run_test {
namespace {

using ::testing::HasSubstr;

std::vector<EngineType> two_types() {
  return {load_engine_type(test::source_dir() / "configs/engines/npe-type1.yaml"),
          load_engine_type(test::source_dir() / "configs/engines/npe-box.yaml")};
}

std::vector<Puzzle> some_puzzles(std::size_t count) {
  auto puzzles = read_puzzle_file(test::source_dir() / "fixtures/puzzles/sx_medium.txt");
  if (puzzles.size() > count) puzzles.resize(count);
  return puzzles;
}

ComparisonData compare(const std::vector<Puzzle>& puzzles, int threads, std::size_t chunk = 2048) {
  const auto types = two_types();
  std::vector<std::size_t> indices(puzzles.size());
  for (std::size_t i = 0; i < indices.size(); ++i) indices[i] = i;
  CompareRunOptions options;
  options.threads = threads;
  options.chunk = chunk;
  ComparisonData data;
  for (const auto& type : types) data.engines.push_back(describe_engine(type));
  data.total = puzzles.size();
  data.records = run_comparison(types, test::shipped_plugins(), puzzles, indices, options);
  return data;
}

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(CompareRun, OneAndTwoThreadsGiveTheSameReport) {
  const auto puzzles = some_puzzles(40);
  const auto one = compare_json(make_report(compare(puzzles, 1), false));
  const auto two = compare_json(make_report(compare(puzzles, 2), false));
  EXPECT_EQ(one.dump(), two.dump());
  EXPECT_EQ(one["puzzles"], 40);
  EXPECT_FALSE(one["engines"][0].contains("time_ms"));
}

TEST(CompareRun, PicturesKeptForTheFirstDivergencesWhateverTheThreadsAndChunks) {
  const auto puzzles = some_puzzles(60);
  auto without_times = [](ComparisonData data) {
    for (auto& record : data.records) {
      for (auto& run : record.runs) run.seconds = 0;
    }
    return partial_to_json(data).dump();
  };
  const ComparisonData one = compare(puzzles, 1, 7);
  EXPECT_EQ(without_times(one), without_times(compare(puzzles, 2, 5)));
  EXPECT_EQ(without_times(one), without_times(compare(puzzles, 2, 1000)));
  std::size_t divergent = 0, pictured = 0;
  for (const auto& record : one.records) {
    const PairRecord& pair = record.pairs.at(0);
    if (pair.divergence < 0) continue;
    EXPECT_EQ(pair.picture != nullptr, divergent < kPicturedDivergences) << record.index;
    EXPECT_FALSE(pair.technique_a.empty());
    pictured += pair.picture != nullptr;
    ++divergent;
  }
  EXPECT_GT(divergent, kPicturedDivergences);
  EXPECT_EQ(pictured, kPicturedDivergences);
}

// --by eliminations: the same moves worded otherwise are no divergence; other moves still are.
TEST(CompareRun, ByEliminationsIgnoresTheWording) {
  const auto types = two_types();
  const auto puzzle = some_puzzles(1).at(0);
  Engine a(types[0], test::shipped_plugins());
  const RunResult run_a = a.run(puzzle);
  ASSERT_GT(run_a.steps.size(), 3u);
  RunResult reworded = run_a;
  for (auto& step : reworded.steps) step.step.text = "my wording of " + step.step.text;
  const auto ea = describe_engine(types[0]);
  EXPECT_EQ(compare_pair(puzzle, 0, run_a, ea, 1, reworded, ea, CompareBy::text).divergence, 0);
  EXPECT_EQ(compare_pair(puzzle, 0, run_a, ea, 1, reworded, ea, CompareBy::eliminations).divergence, -1);
  RunResult other = reworded;
  other.steps[2].step.placements.clear();
  other.steps[2].step.placements.push_back({0, 1});
  EXPECT_EQ(compare_pair(puzzle, 0, run_a, ea, 1, other, ea, CompareBy::eliminations).divergence, 2);
}

TEST(CompareRun, DivergenceMatchesTheRunsAndReplaysTheBoard) {
  const auto types = two_types();
  const auto puzzle = some_puzzles(1).at(0);
  Engine a(types[0], test::shipped_plugins()), b(types[1], test::shipped_plugins());
  const RunResult run_a = a.run(puzzle), run_b = b.run(puzzle);
  const auto ea = describe_engine(types[0]), eb = describe_engine(types[1]);
  const PairRecord pair = compare_pair(puzzle, 0, run_a, ea, 1, run_b, eb);
  ASSERT_GE(pair.divergence, 0);
  const auto k = static_cast<std::size_t>(pair.divergence);
  for (std::size_t i = 0; i < k; ++i) EXPECT_EQ(step_line(run_a.steps[i].step), step_line(run_b.steps[i].step));
  if (k < run_a.steps.size() && k < run_b.steps.size()) {
    EXPECT_NE(step_line(run_a.steps[k].step), step_line(run_b.steps[k].step));
  }
  ASSERT_NE(pair.picture, nullptr);
  EXPECT_EQ(pair.picture->position.filled_count(),
            run_a.steps.size() > k ? run_a.steps[k].board_digits : run_a.final_grid.filled_count());
  // Same engine twice: identical sequences.
  EXPECT_EQ(compare_pair(puzzle, 0, run_a, ea, 1, run_a, ea).divergence, -1);
}

TEST(CompareRun, DifferenceNamesTheTechniqueTheOtherEngineLacks) {
  // npe-box has only box; npe-type1 adds row, col and cell: on a puzzle npe-box cannot finish, the
  // difference is the first non-box technique in npe-type1's run.
  const auto types = two_types();
  Engine a(types[0], test::shipped_plugins()), b(types[1], test::shipped_plugins());
  const auto ea = describe_engine(types[0]), eb = describe_engine(types[1]);
  int checked = 0;
  for (const auto& puzzle : some_puzzles(60)) {
    const RunResult run_a = a.run(puzzle), run_b = b.run(puzzle);
    if (run_a.outcome != Outcome::solved || run_b.outcome == Outcome::solved) continue;
    std::string first;
    for (const auto& s : run_a.steps) {
      if (s.step.technique != "box") {
        first = s.step.technique;
        break;
      }
    }
    EXPECT_EQ(compare_pair(puzzle, 0, run_a, ea, 1, run_b, eb).difference, first);
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

TEST(CompareOutputs, EveryFormatHoldsTheFigures) {
  const CompareReport report = make_report(compare(some_puzzles(30), 2), true);
  const std::string text = compare_text(report);
  EXPECT_THAT(text, HasSubstr("npe compare: 30 puzzles, 2 engine types"));
  EXPECT_THAT(text, HasSubstr("npe-type1 vs npe-box"));
  EXPECT_THAT(text, HasSubstr("ms/puzzle"));

  const auto json = nlohmann::json::parse(compare_json(report).dump());
  EXPECT_EQ(json["format"], "npe-compare-report");
  EXPECT_EQ(json["engines"].size(), 2u);
  EXPECT_EQ(json["runs"].size(), 30u);
  long outcomes = 0;
  for (const auto& [name, count] : json["engines"][0]["outcomes"].items()) outcomes += count.get<long>();
  EXPECT_EQ(outcomes, 30);
  EXPECT_TRUE(json["engines"][0].contains("time_ms"));
  const auto& pair = json["pairs"][0];
  EXPECT_EQ(pair["both_solved"].get<long>() + pair["only_a"].get<long>() + pair["only_b"].get<long>() +
                pair["neither"].get<long>(),
            30);
  EXPECT_EQ(pair["solved_only_by_a"].size(), pair["only_a"].get<std::size_t>());

  const std::string markdown = compare_markdown(report);
  EXPECT_THAT(markdown, HasSubstr("| engine | puzzles | solved |"));
  EXPECT_THAT(markdown, HasSubstr("**npe-type1 vs npe-box**"));

  const auto dir = test::temp_dir("compare_csv");
  write_compare_csv(report, dir);
  std::istringstream runs(read_file(dir / "runs.csv"));
  std::string line;
  std::getline(runs, line);
  EXPECT_EQ(line, "index,puzzle,origin,engine,outcome,steps,difficulty,rating,ms");
  int rows = 0;
  while (std::getline(runs, line)) {
    ++rows;
    EXPECT_EQ(std::count(line.begin(), line.end(), ','), 8) << line;
  }
  EXPECT_EQ(rows, 60);
  EXPECT_THAT(read_file(dir / "engines.csv"), HasSubstr("\nnpe-box,30,"));
  EXPECT_THAT(read_file(dir / "pairs.csv"), HasSubstr("\nnpe-type1,npe-box,"));
  std::filesystem::remove_all(dir);

  const std::string html = compare_html(report);
  EXPECT_THAT(html, HasSubstr("<!DOCTYPE html>"));
  EXPECT_THAT(html, HasSubstr("class=\"chart histogram\""));
  EXPECT_THAT(html, HasSubstr("class=\"chart bars\""));
  EXPECT_THAT(html, HasSubstr("class=\"chart matrix\""));
  EXPECT_THAT(html, HasSubstr("class=\"board\""));
  EXPECT_THAT(html, HasSubstr("href=\"#div-0-"));
  EXPECT_THAT(html, ::testing::Not(HasSubstr("http://www.w3.org/1999/xhtml\" src")));  // nothing fetched
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("src="), std::string::npos);
}

}  // namespace
}  // namespace npe::compare_run_test
