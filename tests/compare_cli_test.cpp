// npe compare, corpora and show through the program: shard + merge identity, exit codes, the HTML
// report in headless Chromium (skipped when /usr/bin/chromium is not installed).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "test_support.hpp"

namespace npe::compare_cli_test {
namespace {

using ::testing::HasSubstr;

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> base_arguments() {
  return {"compare",
          "--engine",
          "npe-type1",
          "--engine",
          "npe-box",
          "--engine",
          "npe-type2",
          "--file",
          (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string(),
          "--file",
          (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string()};
}

TEST(CompareCli, ShardsMergedGiveTheUnshardedJson) {
  auto whole = base_arguments();
  whole.insert(whole.end(), {"--json", "--no-timings", "--threads", "2"});
  const auto expected = test::run_npe(whole);
  ASSERT_EQ(expected.exit_code, 0) << expected.err;
  const auto json = nlohmann::json::parse(expected.out);
  EXPECT_GT(json["puzzles"].get<int>(), 50);

  const auto dir = test::temp_dir("compare_shards");
  std::vector<std::string> merge = {"compare", "--json", "--no-timings", "--merge"};
  for (int i = 1; i <= 3; ++i) {
    auto shard = base_arguments();
    const auto part = (dir / ("part" + std::to_string(i) + ".json")).string();
    shard.insert(shard.end(), {"--shard", std::to_string(i) + "/3", "--output", part, "--threads", "1"});
    const auto result = test::run_npe(shard);
    ASSERT_EQ(result.exit_code, 0) << result.err;
    merge.push_back(part);
  }
  std::swap(merge[4], merge[6]);  // order of the parts does not matter
  const auto merged = test::run_npe(merge);
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_EQ(merged.out, expected.out);
  std::filesystem::remove_all(dir);
}

TEST(CompareCli, SampleIsReproducibleAndLimitCuts) {
  auto args = base_arguments();
  args.insert(args.end(), {"--json", "--no-timings", "--sample", "10", "--seed", "5"});
  const auto one = test::run_npe(args), two = test::run_npe(args);
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  EXPECT_EQ(nlohmann::json::parse(one.out)["puzzles"], 10);
  auto limited = base_arguments();
  limited.insert(limited.end(), {"--json", "--limit", "7"});
  const auto result = test::run_npe(limited);
  ASSERT_EQ(result.exit_code, 0) << result.err;
  const auto json = nlohmann::json::parse(result.out);
  EXPECT_EQ(json["puzzles"], 7);
  EXPECT_EQ(json["runs"][6]["index"], 6);
}

// An engine type with `grade: hodoku` has HoDoKu's levels in every report: the counts `npe rate`
// gives, kept through shards and a merge.
TEST(CompareCli, HodokuLevelsAsNpeRateGradesThemThroughAMerge) {
  const std::string file = (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string();
  const auto rated = test::run_npe({"rate", "-e", "hodoku", "--format", "%l", "-f", file});
  ASSERT_EQ(rated.exit_code, 0) << rated.err;
  std::map<std::string, long> expected;
  std::istringstream lines(rated.out);
  for (std::string level; std::getline(lines, level);) ++expected[level];
  ASSERT_GE(expected.size(), 2u);  // more than one level, so the counts are worth comparing

  const std::vector<std::string> run = {"compare", "-e", "hodoku", "-e", "npe-type1", "--no-timings", "-f", file};
  auto json = run;
  json.push_back("--json");
  const auto whole = test::run_npe(json);
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  const auto report = nlohmann::json::parse(whole.out);
  using LevelCounts = std::map<std::string, long>;
  EXPECT_EQ(report["engines"][0]["hodoku_levels"].get<LevelCounts>(), expected);
  EXPECT_FALSE(report["engines"][1].contains("hodoku_levels"));  // npe-type1 has no grade
  const auto text = test::run_npe(run);
  std::string line = "HoDoKu's level: hodoku: ";
  for (const char* level : {"Easy", "Medium", "Hard", "Unfair", "Extreme"}) {
    if (expected.count(level))
      line += (line.back() == ' ' ? "" : ", ") + std::string(level) + " " + std::to_string(expected[level]);
  }
  EXPECT_THAT(text.out, HasSubstr(line + "\n"));

  const auto dir = test::temp_dir("compare_levels");
  std::vector<std::string> merge = {"compare", "--json", "--no-timings", "--merge"};
  for (const char* shard : {"1/2", "2/2"}) {
    const auto part = (dir / (std::string("p") + shard[0] + ".json")).string();
    auto args = run;
    args.insert(args.end(), {"--shard", shard, "--output", part});
    ASSERT_EQ(test::run_npe(args).exit_code, 0);
    merge.push_back(part);
  }
  const auto merged = test::run_npe(merge);
  ASSERT_EQ(merged.exit_code, 0) << merged.err;
  EXPECT_EQ(merged.out, whole.out);
  std::filesystem::remove_all(dir);
}

// Under GNU parallel or Slurm stderr is a file: a plain progress line every NPE_PROGRESS_SECONDS.
TEST(CompareCli, ProgressLinesInALogWhenStderrIsNotATerminal) {
  auto args = base_arguments();
  args.insert(args.end(), {"--json", "--threads", "1"});
  ::setenv("NPE_PROGRESS_SECONDS", "0.000001", 1);
  const auto often = test::run_npe(args);
  ::setenv("NPE_PROGRESS_SECONDS", "0", 1);
  const auto never = test::run_npe(args);
  ::unsetenv("NPE_PROGRESS_SECONDS");
  ASSERT_EQ(often.exit_code, 0) << often.err;
  EXPECT_THAT(often.err, ::testing::ContainsRegex(
                             "npe: compare: [0-9]+/[0-9]+ puzzles, ([0-9.]+/s|[0-9.]+ s/puzzle), [0-9]+ s left\n"));
  EXPECT_EQ(often.err.find('\r'), std::string::npos);  // no terminal control in a log
  ASSERT_EQ(never.exit_code, 0) << never.err;
  EXPECT_EQ(never.err.find("npe: compare:"), std::string::npos);
}

TEST(CompareCli, BadInputExitsTwo) {
  for (const auto& extra : std::vector<std::vector<std::string>>{{"--shard", "0/2"},
                                                                 {"--shard", "3/2"},
                                                                 {"--shard", "one/two"},
                                                                 {"--corpus", "no-such-corpus"},
                                                                 {"--seed", "3"},
                                                                 {"--json", "--markdown"},
                                                                 {"--threads", "0"}}) {
    auto args = base_arguments();
    args.insert(args.end(), extra.begin(), extra.end());
    const auto result = test::run_npe(args);
    EXPECT_EQ(result.exit_code, 2) << extra[0] << " " << extra.back() << ": " << result.err;
    EXPECT_FALSE(result.err.empty());
  }
  const auto unknown = test::run_npe({"compare", "--corpus", "no-such-corpus"});
  EXPECT_THAT(unknown.err, HasSubstr("unknown corpus 'no-such-corpus'"));
  const auto missing = test::run_npe({"compare", "--merge", "/nonexistent/part.json"});
  EXPECT_EQ(missing.exit_code, 2);
  const auto mixed = test::run_npe({"compare", "--merge", "x.json", "--engine", "npe-box"});
  EXPECT_EQ(mixed.exit_code, 2);
}

TEST(CompareCli, CorporaListsFixtures) {
  const auto result = test::run_npe({"corpora"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("fixtures/sx_easy"));
}

TEST(CompareCli, CorporaNamesTheSharedSets) {
  NPE_NEEDS_SHARED_CORPORA("sx_easy_500.txt");  // the optional corpora beside the checkout are named too
  EXPECT_TRUE(std::filesystem::is_regular_file(test::shared_corpus("sx_easy_500.txt")));
  const auto result = test::run_npe({"corpora"});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("sx_easy_500"));
  const auto run =
      test::run_npe({"compare", "--engine", "npe-box", "--corpus", "sx_easy_500", "--limit", "5", "--json"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(nlohmann::json::parse(run.out)["puzzles"], 5);
}

TEST(CompareCli, CsvHtmlAndTextTogether) {
  const auto dir = test::temp_dir("compare_outputs");
  auto args = base_arguments();
  args.insert(args.end(), {"--csv", (dir / "csv").string(), "--html", (dir / "r.html").string()});
  const auto result = test::run_npe(args);
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_THAT(result.out, HasSubstr("npe-type1 vs npe-box"));
  EXPECT_TRUE(std::filesystem::exists(dir / "csv/runs.csv"));
  EXPECT_THAT(read_file(dir / "r.html"), HasSubstr("class=\"chart matrix\""));
  std::filesystem::remove_all(dir);
}

TEST(ShowCli, TextAndSvgPictureOfAStep) {
  const auto lines = test::run_npe({"show", "--file", (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string(),
                                    "--line", "3", "--step", "box", "--colour", "never"});
  ASSERT_EQ(lines.exit_code, 0) << lines.err;
  EXPECT_THAT(lines.out, HasSubstr("box: "));
  EXPECT_THAT(lines.out, HasSubstr("+"));  // the placement
  EXPECT_EQ(lines.out.find("\033["), std::string::npos);
  const auto coloured = test::run_npe({"show", "--file", (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string(),
                                       "--line", "3", "--step", "box", "--colour", "always"});
  EXPECT_THAT(coloured.out, HasSubstr("\033[1;32m"));
  const auto dir = test::temp_dir("show_svg");
  const auto svg = test::run_npe({"show", "--file", (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string(),
                                  "--line", "3", "--step", "box", "--svg", (dir / "b.svg").string()});
  ASSERT_EQ(svg.exit_code, 0) << svg.err;
  const auto text = read_file(dir / "b.svg");
  EXPECT_THAT(text, HasSubstr("<svg"));
  EXPECT_THAT(text, HasSubstr("class=\"placed\""));
  const auto too_many = test::run_npe({"show", "--file", (test::source_dir() / "fixtures/puzzles/sx_easy.txt").string(),
                                       "--line", "3", "--step", "box", "--instance", "500"});
  EXPECT_EQ(too_many.exit_code, 2);
  std::filesystem::remove_all(dir);
}

TEST(CompareHtml, LoadsInHeadlessChromiumWithItsCharts) {
  const std::filesystem::path chromium = "/usr/bin/chromium";
  if (!std::filesystem::exists(chromium)) GTEST_SKIP() << "chromium not installed (Debian package chromium)";
  const auto dir = test::temp_dir("compare_chromium");
  auto args = base_arguments();
  args.insert(args.end(), {"--html", (dir / "report.html").string()});
  ASSERT_EQ(test::run_npe(args).exit_code, 0);
  const std::string common = chromium.string() +
                             " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run"
                             " --disable-background-networking --disable-component-update --disable-sync"
                             " --user-data-dir=" +
                             (dir / "profile").string();
  const std::string url = "file://" + (dir / "report.html").string();
  const int dumped = std::system(
      (common + " --dump-dom " + url + " >" + (dir / "dom.html").string() + " 2>" + (dir / "err.txt").string())
          .c_str());
  ASSERT_EQ(dumped, 0) << read_file(dir / "err.txt");
  const std::string dom = read_file(dir / "dom.html");
  EXPECT_THAT(dom, HasSubstr("npe compare:"));
  EXPECT_THAT(dom, HasSubstr("class=\"chart histogram\""));
  EXPECT_THAT(dom, HasSubstr("class=\"chart bars\""));
  EXPECT_THAT(dom, HasSubstr("class=\"chart matrix\""));
  EXPECT_THAT(dom, HasSubstr("class=\"board\""));
  const int shot = std::system(
      (common + " --window-size=1200,2000 --screenshot=" + (dir / "page.png").string() + " " + url + " >/dev/null 2>&1")
          .c_str());
  EXPECT_EQ(shot, 0);
  EXPECT_GT(std::filesystem::file_size(dir / "page.png"), 20000u);  // a blank page is a few KB
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace npe::compare_cli_test
