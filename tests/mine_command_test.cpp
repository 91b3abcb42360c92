// npe mine (docs/mine.md): its hits are positions every command reads back with the steps listed,
// `needed` means what it says, threads, shards and samples choose positions and not results, solve's
// JSON is a corpus, the database holds the hits, and bad input is one error line with no output.
// npe generate --from: neighbours of seed puzzles that use or need a technique, new up to symmetry.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "board/position_input.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "loader/search_paths.hpp"
#include "mining/neighbourhood.hpp"
#include "solver/canonical_form.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::mine_command_test {
namespace {

using ::testing::HasSubstr;
using Json = nlohmann::json;

const std::string kHard = (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string();

/** The JSON lines of a run: the hits, then the summary. */
std::vector<Json> json_lines(const std::string& out) {
  std::vector<Json> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) lines.push_back(Json::parse(line));
  return lines;
}

std::vector<std::string> without_cpu(const std::vector<Json>& lines) {
  std::vector<std::string> dumped;
  for (auto line : lines) {
    if (line.contains("summary")) line["summary"].erase("cpu_seconds");
    dumped.push_back(line.dump());
  }
  return dumped;
}

const std::vector<Json>& hodoku_run() {
  static const std::vector<Json> lines = [] {
    const auto result = test::run_npe(
        {"mine", "-t", "wings.xy", "-t", "single_digit.skyscraper", "-e", "hodoku", "--json", "--threads", "2", kHard});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    return json_lines(result.out);
  }();
  return lines;
}

TEST(MineCommand, EachHitIsAPositionWhereTheTechniqueFindsTheStepsListed) {
  const auto& lines = hodoku_run();
  ASSERT_GT(lines.size(), 2u);
  std::map<std::string, std::set<std::string>> fired;  // technique -> origins
  for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
    const Json& hit = lines[k];
    const SearchPosition position = parse_position(hit["position"].get<std::string>(), "hit");
    fired[hit["technique"]].insert(hit["origin"]);
    if (hit["needed"] && hit["steps"].size() == 1 && hit["point"] != 0) continue;  // the engine's step
    const auto found = test::texts(test::find_steps(hit["technique"], position.grid));
    for (const auto& step : hit["steps"]) EXPECT_THAT(found, ::testing::Contains(step["text"].get<std::string>()));
  }
  const Json& summary = lines.back()["summary"];
  EXPECT_EQ(summary["positions"], 30);
  EXPECT_EQ(summary["path_runs"], 30);
  for (const auto& count : summary["techniques"]) {
    EXPECT_GT(count["fired"], 0) << count.dump();
    EXPECT_EQ(count["fired"], fired[count["technique"]].size()) << count.dump();
    EXPECT_LE(count["needed"], count["used"]);
  }
}

TEST(MineCommand, NeededMeansTheEngineTypeWithoutTheTechniqueFailsOrRatesHigher) {
  std::set<std::string> needed, used_only;
  const auto& lines = hodoku_run();
  for (std::size_t k = 0; k + 1 < lines.size(); ++k) {
    if (lines[k]["technique"] == "wings.xy" && lines[k]["needed"]) needed.insert(lines[k]["origin"]);
  }
  ASSERT_FALSE(needed.empty());
  EngineType type = load_engine_type(resolve_engine("hodoku"));
  std::erase_if(type.techniques, [](const TechniqueRef& ref) { return ref.id == "wings.xy"; });
  Engine full(load_engine_type(resolve_engine("hodoku")), test::shipped_plugins());
  Engine without(type, test::shipped_plugins());
  const auto puzzles = read_puzzle_file(kHard);
  for (const auto& puzzle : puzzles) {
    const RunResult a = full.run(puzzle), b = without.run(puzzle);
    const bool uses =
        std::any_of(a.steps.begin(), a.steps.end(), [](const RunStep& s) { return s.step.technique == "wings.xy"; });
    const bool is_needed =
        a.outcome == Outcome::solved && uses && (b.outcome != Outcome::solved || b.rating_x10 > a.rating_x10);
    EXPECT_EQ(is_needed, needed.count(puzzle.origin) == 1) << puzzle.origin;
  }
}

TEST(MineCommand, ThreadsShardsAndSamplesChoosePositionsNotResults) {
  const auto one = test::run_npe({"mine", "-t", "wings.xy", "-e", "hodoku", "--json", "--threads", "1", kHard});
  const auto two = test::run_npe({"mine", "-t", "wings.xy", "-e", "hodoku", "--json", "--threads", "2", kHard});
  EXPECT_EQ(without_cpu(json_lines(one.out)), without_cpu(json_lines(two.out)));
  std::multiset<std::string> sharded;
  for (const char* shard : {"1/2", "2/2"}) {
    const auto part = test::run_npe({"mine", "-t", "wings.xy", "-e", "hodoku", "--json", "--shard", shard, kHard});
    const auto lines = json_lines(part.out);
    EXPECT_EQ(lines.back()["summary"]["positions"], 15);
    for (std::size_t k = 0; k + 1 < lines.size(); ++k) sharded.insert(lines[k].dump());
  }
  std::multiset<std::string> whole;
  const auto lines = json_lines(one.out);
  for (std::size_t k = 0; k + 1 < lines.size(); ++k) whole.insert(lines[k].dump());
  EXPECT_EQ(sharded, whole);
  for (const auto& [flag, count] : {std::pair{"--limit", 7}, {"--sample", 9}}) {
    const auto part = test::run_npe({"mine", "-t", "wings.xy", "--json", flag, std::to_string(count), kHard});
    EXPECT_EQ(json_lines(part.out).back()["summary"]["positions"], count) << flag;
  }
}

TEST(MineCommand, SolvesJsonPositionsAndItsOwnTextOutputAreCorporaAndTheDatabaseHoldsTheHits) {
  const auto dir = test::temp_dir("mine_command");
  const auto solved = test::run_npe({"solve", "-e", "hodoku", "--json", "--positions", "-f", kHard});
  std::ofstream(dir / "solve.json") << solved.out;
  long long steps = 0;
  for (const auto& run : json_lines(solved.out)) steps += static_cast<long long>(run["steps"].size());
  const auto db = dir / "hits.db";
  std::filesystem::remove(db);
  const auto text = test::run_npe({"mine", "-t", "wings.xy", (dir / "solve.json").string(), "-o",
                                   (dir / "hits.txt").string(), "--db", db.string()});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  std::ifstream in(dir / "hits.txt");
  std::string line, summary;
  long long positions = 0;
  while (std::getline(in, line)) {
    if (line.rfind("# summary: ", 0) == 0) summary = line;
    positions += !line.empty() && line[0] != '#';
  }
  EXPECT_THAT(summary, HasSubstr("# summary: " + std::to_string(steps) + " positions"));
  const auto again = test::run_npe({"mine", "-t", "wings.xy", "--json", (dir / "hits.txt").string()});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  const Json counts = json_lines(again.out).back()["summary"];
  EXPECT_EQ(counts["positions"], positions);
  EXPECT_EQ(counts["techniques"][0]["fired"], positions);  // every hit fires again where it was found
  sqlite3* handle = nullptr;
  ASSERT_EQ(sqlite3_open_v2(db.string().c_str(), &handle, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  sqlite3_stmt* statement = nullptr;
  sqlite3_prepare_v2(handle, "SELECT count(*) FROM hits WHERE technique = 'wings.xy'", -1, &statement, nullptr);
  ASSERT_EQ(sqlite3_step(statement), SQLITE_ROW);
  EXPECT_EQ(sqlite3_column_int64(statement, 0), positions);
  sqlite3_finalize(statement);
  sqlite3_close(handle);
}

TEST(MineCommand, BadInputIsOneErrorLineNamingTheFileAndLineAndNothingIsWritten) {
  const auto dir = test::temp_dir("mine_command_bad");
  std::ofstream(dir / "bad.txt") << "# a comment\n" << std::string(81, '.') << "\n11" << std::string(79, '.') << "\n";
  const auto out = dir / "out.txt";
  std::filesystem::remove(out);
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"-t", "no_such.technique", kHard}, "-t no_such.technique: no loaded technique has this id"},
      {{"-t", "wings.xy", "-e", "npe-type1", kHard}, "engine type 'npe-type1' does not run it"},
      {{"-t", "wings.xy", (dir / "missing.txt").string()}, "missing.txt: cannot open the corpus"},
      {{"-t", "wings.xy", (dir / "bad.txt").string()}, "bad.txt:3: the position is invalid: digit 1 twice in row 1"},
  };
  for (auto [arguments, message] : cases) {
    arguments.insert(arguments.begin(), "mine");
    arguments.insert(arguments.end(), {"-o", out.string()});
    const auto result = test::run_npe(arguments);
    EXPECT_EQ(result.exit_code, 2) << message;
    EXPECT_THAT(result.err, HasSubstr("npe: error: ")) << message;
    EXPECT_THAT(result.err, HasSubstr(message));
    EXPECT_EQ(std::count(result.err.begin(), result.err.end(), '\n'), 1) << result.err;
    EXPECT_FALSE(std::filesystem::exists(out)) << message;
  }
}

}  // namespace
}  // namespace npe::mine_command_test

namespace npe::generate_from_command_test {
namespace {

using ::testing::HasSubstr;

const std::string kSeeds = (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string();

std::vector<std::string> lines_of(const std::string& out) {
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Each puzzle found is unique with the solution printed, its hodoku path uses (with --needed: needs)
// the technique, and none is a seed or another up to symmetry; the same seed gives the same puzzles.
TEST(GenerateFromCommand, NeighboursOfTheSeedsUseTheTechniqueAndAreNewUpToSymmetry) {
  std::set<std::string> seed_forms;
  for (const auto& seed : read_puzzle_file(kSeeds)) seed_forms.insert(canonical_form(seed.givens));
  EngineType type = load_engine_type(resolve_engine("hodoku"));
  Engine with(type, test::shipped_plugins());
  Engine without(engine_type_without(type, "wings.xy"), test::shipped_plugins());
  for (const bool needed : {false, true}) {
    std::set<std::string> seen = seed_forms;
    std::vector<std::string> arguments = {"generate", "--require", "wings.xy", "-e",     "hodoku", "--from",
                                          kSeeds,     "-n",        "6",        "--seed", "5"};
    if (needed) arguments.push_back("--needed");
    const auto run = test::run_npe(arguments);
    ASSERT_EQ(run.exit_code, 0) << run.err;
    const auto lines = lines_of(run.out);
    ASSERT_EQ(lines.size(), 6u);
    for (const auto& line : lines) {
      const Puzzle puzzle = parse_puzzle_line(line);
      const SolutionCount count = count_solutions(puzzle.givens);
      ASSERT_TRUE(count.unique()) << line;
      EXPECT_EQ(count.solutions[0], *puzzle.solution) << line;
      const RunResult result = with.run(puzzle);
      EXPECT_TRUE(std::any_of(result.steps.begin(), result.steps.end(), [](const RunStep& step) {
        return step.step.technique == "wings.xy";
      })) << line;
      if (needed) {
        EXPECT_TRUE(run_needs(result, "wings.xy", without, puzzle)) << line;
      }
      EXPECT_TRUE(seen.insert(canonical_form(puzzle.givens)).second) << line;
    }
    EXPECT_EQ(seen.size(), seed_forms.size() + 6);
    EXPECT_EQ(test::run_npe(arguments).out, run.out);  // reproducible from --seed
  }
}

// --needed filters random generation by the same rule.
TEST(GenerateFromCommand, NeededFiltersRandomGenerationToo) {
  EngineType type = load_engine_type(resolve_engine("hodoku"));
  Engine with(type, test::shipped_plugins());
  Engine without(engine_type_without(type, "wings.xy"), test::shipped_plugins());
  const auto run = test::run_npe({"generate", "--require", "wings.xy", "-e", "hodoku", "--needed", "-n", "3", "--seed",
                                  "4", "--max-attempts", "5000"});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  const auto lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 3u);
  for (const auto& line : lines) {
    const Puzzle puzzle = parse_puzzle_line(line);
    EXPECT_TRUE(run_needs(with.run(puzzle), "wings.xy", without, puzzle)) << line;
  }
}

TEST(GenerateFromCommand, BadSeedsAndMissingRequireAreOneErrorLine) {
  const auto missing = test::run_npe({"generate", "--require", "wings.xy", "-e", "hodoku", "--from", "no/such.txt"});
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_THAT(missing.err, HasSubstr("npe: error: no/such.txt"));
  const auto bare = test::run_npe({"generate", "--from", kSeeds});
  EXPECT_EQ(bare.exit_code, 2);
  EXPECT_THAT(bare.err, HasSubstr("--from needs --require"));
  const auto engine = test::run_npe({"generate", "--require", "wings.xy", "-e", "npe-type1", "--from", kSeeds});
  EXPECT_EQ(engine.exit_code, 2);
  EXPECT_THAT(engine.err, HasSubstr("does not run it"));
}

}  // namespace
}  // namespace npe::generate_from_command_test
