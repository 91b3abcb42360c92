// npe compare: statistics on small hand-checked records, selection and shard index math, partial
// results round trip and merge checks.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <nlohmann/json.hpp>

#include "base/errors.hpp"
#include "compare/compare_input.hpp"
#include "compare/compare_partial.hpp"
#include "compare/compare_select.hpp"
#include "compare/compare_statistics.hpp"
#include "test_support.hpp"

namespace npe::compare_stats_test {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Pair;

TEST(CompareStats, DistributionMeanMedianMax) {
  const auto odd = distribution({5, 1, 3});
  EXPECT_EQ(odd.count, 3u);
  EXPECT_DOUBLE_EQ(odd.mean, 3.0);
  EXPECT_DOUBLE_EQ(odd.median, 3.0);
  EXPECT_DOUBLE_EQ(odd.max, 5.0);
  const auto even = distribution({10, 1, 2, 3});
  EXPECT_DOUBLE_EQ(even.mean, 4.0);
  EXPECT_DOUBLE_EQ(even.median, 2.5);
  EXPECT_DOUBLE_EQ(even.max, 10.0);
  EXPECT_EQ(distribution({}).count, 0u);
}

TEST(CompareStats, HistogramWidthAndBins) {
  EXPECT_EQ(histogram_width(9, 10), 1);
  EXPECT_EQ(histogram_width(10, 10), 2);
  EXPECT_EQ(histogram_width(95, 20), 5);
  EXPECT_EQ(histogram_width(340, 20), 20);
  EXPECT_THAT(binned({{3, 1}, {7, 2}, {12, 4}}, 5), ElementsAre(Pair(0, 1), Pair(5, 2), Pair(10, 4)));
}

Step step(const std::string& technique, const std::string& text) {
  Step s;
  s.technique = technique;
  s.text = text;
  return s;
}

EngineRecord run(Outcome outcome, int steps, int d, int rating, std::map<std::string, int> techniques) {
  EngineRecord r;
  r.outcome = outcome;
  r.steps = steps;
  r.difficulty = d;
  r.rating_x10 = rating;
  r.techniques = std::move(techniques);
  r.seconds = 0.001 * steps;
  return r;
}

/** Three puzzles, engines A (singles) and B (singles + pair): worked out by hand below. */
ComparisonData three_puzzles() {
  ComparisonData data;
  data.engines = {{"A", "a.yaml", {"box", "cell"}, {}}, {"B", "b.yaml", {"box", "cell", "pair"}, {}}};
  data.total = 3;
  PuzzleRecord p0{0,
                  std::string(81, '.'),
                  "f:1",
                  {run(Outcome::solved, 50, 100, 12, {{"box", 40}, {"cell", 10}}),
                   run(Outcome::solved, 50, 100, 12, {{"box", 40}, {"cell", 10}})},
                  {}};
  p0.pairs.push_back({0, 1, -1, "", "", "", nullptr});  // identical sequences
  PuzzleRecord p1{1,
                  std::string(81, '.'),
                  "f:2",
                  {run(Outcome::stuck, 10, 20, 12, {{"box", 10}}),
                   run(Outcome::solved, 60, 150, 30, {{"box", 30}, {"pair", 2}, {"cell", 28}})},
                  {}};
  p1.pairs.push_back({0, 1, 10, "(end)", "pair", "pair",
                      std::make_shared<DivergencePicture>(DivergencePicture{{}, std::nullopt, step("pair", "P12")})});
  PuzzleRecord p2{2,
                  std::string(81, '.'),
                  "f:3",
                  {run(Outcome::solved, 55, 120, 23, {{"box", 50}, {"cell", 5}}),
                   run(Outcome::solved, 54, 110, 23, {{"box", 44}, {"cell", 10}})},
                  {}};
  p2.pairs.push_back(
      {0, 1, 7, "box", "cell", "",
       std::make_shared<DivergencePicture>(DivergencePicture{{}, step("box", "177"), step("cell", "M45")})});
  data.records = {p0, p1, p2};
  return data;
}

TEST(CompareStats, PerEngineFiguresOnHandCheckedRecords) {
  const CompareReport report = make_report(three_puzzles(), true);
  ASSERT_EQ(report.engines.size(), 2u);
  const EngineStats& a = report.engines[0];
  EXPECT_EQ(a.puzzles, 3);
  EXPECT_EQ(a.count(Outcome::solved), 2);
  EXPECT_EQ(a.count(Outcome::stuck), 1);
  EXPECT_DOUBLE_EQ(a.steps.mean, 115.0 / 3);  // 50, 10, 55
  EXPECT_DOUBLE_EQ(a.steps.median, 50.0);
  EXPECT_DOUBLE_EQ(a.steps.max, 55.0);
  EXPECT_DOUBLE_EQ(a.difficulty.mean, 110.0);  // solved only: 100, 120
  EXPECT_EQ(a.techniques.at("box").steps, 100);
  EXPECT_EQ(a.techniques.at("box").puzzles, 3);
  EXPECT_EQ(a.techniques.at("cell").puzzles, 2);
  EXPECT_THAT(a.difficulty_counts, ElementsAre(Pair(100, 1), Pair(120, 1)));
  EXPECT_THAT(a.rating_counts, ElementsAre(Pair(12, 1), Pair(23, 1)));
  const EngineStats& b = report.engines[1];
  EXPECT_EQ(b.count(Outcome::solved), 3);
  EXPECT_THAT(b.rating_counts, ElementsAre(Pair(12, 1), Pair(23, 1), Pair(30, 1)));
  EXPECT_EQ(b.techniques.at("pair").steps, 2);
}

TEST(CompareStats, PairFiguresOnHandCheckedRecords) {
  const CompareReport report = make_report(three_puzzles(), true);
  ASSERT_EQ(report.pairs.size(), 1u);
  const PairStats& pair = report.pairs[0];
  EXPECT_EQ(pair.both_solved, 2);
  EXPECT_EQ(pair.only_a, 0);
  EXPECT_EQ(pair.only_b, 1);
  EXPECT_EQ(pair.neither, 0);
  ASSERT_EQ(pair.solved_only_by_b.size(), 1u);
  EXPECT_EQ(pair.solved_only_by_b[0].origin, "f:2");
  EXPECT_EQ(pair.solved_only_by_b[0].technique, "pair");
  EXPECT_EQ(pair.identical, 1);
  EXPECT_THAT(pair.first_divergence, ElementsAre(Pair(7, 1)));  // p1 is not solved by both
  EXPECT_THAT(pair.replacements, ElementsAre(Pair(Pair("(end)", "pair"), 1), Pair(Pair("box", "cell"), 1)));
  EXPECT_EQ(pair.divergent, 2);
  ASSERT_EQ(pair.pictured.size(), 2u);
  EXPECT_EQ(pair.pictured[0].index, 1u);
  EXPECT_EQ(pair.pictured[1].index, 2u);
  EXPECT_EQ(pair.pictured[1].step, 7);
}

TEST(CompareStats, MediansFromHistogramsAreExact) {
  const auto odd = histogram_distribution({{1, 1}, {3, 1}, {5, 1}});
  EXPECT_DOUBLE_EQ(odd.median, 3.0);
  EXPECT_DOUBLE_EQ(odd.mean, 3.0);
  const auto even = histogram_distribution({{1, 1}, {2, 1}, {3, 1}, {10, 1}});
  EXPECT_DOUBLE_EQ(even.median, 2.5);
  EXPECT_DOUBLE_EQ(even.max, 10.0);
  const auto heavy = histogram_distribution({{4, 3}, {9, 3}});  // 4 4 4 9 9 9
  EXPECT_DOUBLE_EQ(heavy.median, 6.5);
  EXPECT_EQ(histogram_distribution({}).count, 0u);
  TimeHistogram times;
  for (double ms : {0.2, 0.5, 1.0, 3.0, 40.0}) times.add(ms / 1000);
  EXPECT_NEAR(times.median(), 0.001, 0.001 * 0.01);  // within its 1 % bin
  EXPECT_DOUBLE_EQ(times.max, 0.04);
  EXPECT_DOUBLE_EQ(times.total, 0.0447);
}

/** `count` records of engines A and B where B alone solves every third puzzle and the sequences
 *  part at step index % 7. */
ComparisonData many_puzzles(std::size_t count) {
  ComparisonData data;
  data.engines = {{"A", "a.yaml", {"box"}, {}}, {"B", "b.yaml", {"box", "pair"}, {}}};
  data.total = count;
  for (std::size_t i = 0; i < count; ++i) {
    const bool b_only = i % 3 == 0;
    PuzzleRecord record{
        i,
        std::string(81, '.'),
        "f:" + std::to_string(i + 1),
        {run(b_only ? Outcome::stuck : Outcome::solved, 40 + static_cast<int>(i % 11), 90, 12, {{"box", 3}}),
         run(Outcome::solved, 40 + static_cast<int>(i % 13), 100 + static_cast<int>(i % 5), 30, {{"pair", 1}})},
        {}};
    record.runs[0].seconds = 0.0001 * static_cast<double>(i % 17 + 1);
    if (i % 101 == 5) {
      record.runs[1].outcome = Outcome::crashed;
      record.runs[1].failure = "pair: crashed";
    }
    record.pairs.push_back({0, 1, static_cast<int>(i % 7), "box", "pair", b_only ? "pair" : "", nullptr});
    data.records.push_back(std::move(record));
  }
  return data;
}

TEST(CompareSummary, ShardSummariesMergeIntoTheWholeOnesCappedListsIncluded) {
  ComparisonData whole = many_puzzles(6000);
  summarize(whole);
  long only_b = 0;
  for (const auto& record : whole.records)
    only_b += record.runs[0].outcome == Outcome::stuck && record.runs[1].outcome == Outcome::solved;
  ASSERT_GT(only_b, static_cast<long>(kListedOnlyOne));
  EXPECT_EQ(whole.summary.pairs[0].only_b, only_b);
  ASSERT_EQ(whole.summary.pairs[0].solved_only_by_b.size(), kListedOnlyOne);         // the first 1,000 by index
  EXPECT_EQ(whole.summary.pairs[0].solved_only_by_b.back().index, 3u * (999 + 10));  // B crashed on 10 of them before
  // Round robin over 4 shards, merged in reverse order, through JSON.
  ComparisonSummary merged = ComparisonSummary::of(whole.engines, whole.total, {1, 4});
  for (int shard = 4; shard >= 1; --shard) {
    ComparisonSummary part = ComparisonSummary::of(whole.engines, whole.total, {shard, 4});
    for (const auto& record : whole.records) {
      if (record.index % 4 == static_cast<std::size_t>(shard - 1)) part.add(record);
    }
    merged.merge(summary_from_json(summary_to_json(part)));
  }
  const auto expected = summary_to_json(whole.summary), actual = summary_to_json(merged);
  for (const char* key : {"puzzles", "pairs", "solved_not", "failures", "failure_count"}) {
    EXPECT_EQ(actual[key], expected[key]) << key;
  }
  for (std::size_t e = 0; e < 2; ++e) {
    for (const char* key : {"puzzles", "outcomes", "steps", "techniques", "difficulty", "rating"}) {
      EXPECT_EQ(actual["engines"][e][key], expected["engines"][e][key]) << key;
    }
    EXPECT_EQ(actual["engines"][e]["seconds"]["bins"], expected["engines"][e]["seconds"]["bins"]);
  }
  EXPECT_EQ(merged.failure_count, 60);  // i % 101 == 5 below 6000
  EXPECT_EQ(merged.failures.front().index, 5u);
}

TEST(CompareSelect, StreamedSelectionIsTheIndexSelection) {
  const auto dir = test::temp_dir("compare_selection");
  const auto puzzles = read_puzzle_file(test::source_dir() / "fixtures/puzzles/sx_medium.txt");
  {
    std::ofstream out(dir / "many.txt");
    for (int copy = 0; copy < 4; ++copy) {
      for (const auto& puzzle : puzzles) out << puzzle.givens_line() << "\n";
    }
  }
  const std::vector<std::filesystem::path> paths = {dir / "many.txt"};
  const std::size_t available = count_puzzles(paths);
  ASSERT_EQ(available, 4 * puzzles.size());
  for (const SelectionOptions& options : {SelectionOptions{0, 0, 1, {}}, SelectionOptions{50, 0, 1, {}},
                                          SelectionOptions{0, 37, 9, {}}, SelectionOptions{120, 25, 3, {2, 3}}}) {
    const auto indices = select_indices(available, options.limit, options.sample, options.seed);
    Selection selection(paths, available, options);
    EXPECT_EQ(selection.selected(), indices.size());
    std::size_t expected_position = static_cast<std::size_t>(options.shard.index - 1), seen = 0;
    while (auto item = selection.next()) {
      EXPECT_EQ(item->index, expected_position);
      EXPECT_EQ(item->puzzle.givens_line(), puzzles[indices[item->index] % puzzles.size()].givens_line());
      EXPECT_EQ(item->puzzle.origin, (dir / "many.txt").string() + ":" + std::to_string(indices[item->index] + 1));
      expected_position += static_cast<std::size_t>(options.shard.count);
      ++seen;
    }
    EXPECT_EQ(seen, selection.in_shard());
  }
  std::filesystem::remove_all(dir);
}

TEST(CompareSelect, LimitSampleAndSeedAreReproducible) {
  EXPECT_THAT(select_indices(5, 0, 0, 1), ElementsAre(0u, 1u, 2u, 3u, 4u));
  EXPECT_THAT(select_indices(5, 3, 0, 1), ElementsAre(0u, 1u, 2u));
  EXPECT_THAT(select_indices(5, 0, 9, 1), ElementsAre(0u, 1u, 2u, 3u, 4u));
  const auto sample = select_indices(1000, 0, 20, 42);
  EXPECT_EQ(sample, select_indices(1000, 0, 20, 42));
  EXPECT_NE(sample, select_indices(1000, 0, 20, 43));
  ASSERT_EQ(sample.size(), 20u);
  EXPECT_TRUE(std::is_sorted(sample.begin(), sample.end()));
  EXPECT_EQ(std::adjacent_find(sample.begin(), sample.end()), sample.end());
  EXPECT_LT(sample.back(), 1000u);
  for (auto i : select_indices(1000, 100, 10, 7)) EXPECT_LT(i, 100u);
}

TEST(CompareSelect, SamplingIsRoughlyUniform) {
  // 2000 draws of 1 from 10: each index about 200 times (a biased draw would miss by far more).
  std::array<int, 10> hits{};
  for (std::uint64_t seed = 0; seed < 2000; ++seed) ++hits[select_indices(10, 0, 1, seed).at(0)];
  for (int h : hits) EXPECT_NEAR(h, 200, 60);
}

TEST(CompareSelect, ShardsCoverEveryPositionOnce) {
  std::vector<int> seen(23, 0);
  for (int i = 1; i <= 4; ++i) {
    for (auto position : shard_positions(23, {i, 4})) ++seen.at(position);
  }
  for (int count : seen) EXPECT_EQ(count, 1);
  EXPECT_THAT(shard_positions(7, {2, 3}), ElementsAre(1u, 4u));
}

TEST(CompareSelect, BadShardTexts) {
  for (const char* text : {"0/2", "3/2", "1/0", "x", "1/", "/2", "1/2/3", "-1/2"}) {
    EXPECT_THROW(parse_shard(text), InputError) << text;
  }
  EXPECT_EQ(parse_shard("2/5").index, 2);
  EXPECT_EQ(parse_shard("2/5").count, 5);
}

TEST(ComparePartial, RoundTripKeepsEveryField) {
  ComparisonData data = three_puzzles();
  DivergencePicture picture = *data.records[2].pairs[0].picture;
  picture.position = test::grid_from(std::string(80, '.') + "5");
  picture.step_a->placements = {{3, 4}};
  picture.step_b->eliminations = {{5, 6}, {7, 8}};
  picture.step_b->cells = {1, 2};
  picture.step_b->base_houses = {18};
  data.records[2].pairs[0].picture = std::make_shared<DivergencePicture>(picture);
  const auto json = partial_to_json(data);
  const ComparisonData back = partial_from_json(json, "test");
  EXPECT_EQ(partial_to_json(back), json);
  EXPECT_EQ(back.records[2].pairs[0].picture->position.candidates, picture.position.candidates);
  EXPECT_EQ(back.records[0].pairs[0].picture, nullptr);
}

TEST(ComparePartial, MergeRefusesIncompleteOrForeignParts) {
  const auto dir = test::temp_dir("compare_merge");
  ComparisonData data = three_puzzles();
  ComparisonData one = data, two = data;
  one.shard = {1, 2};
  one.records = {data.records[0], data.records[2]};
  two.shard = {2, 2};
  two.records = {data.records[1]};
  write_partial(one, dir / "1.json");
  write_partial(two, dir / "2.json");
  const auto merged = merge_partials({dir / "2.json", dir / "1.json"});
  EXPECT_EQ(partial_to_json(merged)["records"], partial_to_json(data)["records"]);
  try {
    merge_partials({dir / "1.json"});
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("missing shard(s) 2 of 2"));
  }
  EXPECT_THROW(merge_partials({dir / "1.json", dir / "1.json"}), InputError);
  two.engines[1].name = "C";
  write_partial(two, dir / "2.json");
  EXPECT_THROW(merge_partials({dir / "1.json", dir / "2.json"}), InputError);
  std::ofstream(dir / "bad.json") << "{\"format\": \"other\"}";
  EXPECT_THROW(read_partial(dir / "bad.json"), InputError);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::compare_stats_test
