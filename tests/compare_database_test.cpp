// npe compare --db: the queries of docs/compare.md run as written there against a real comparison and
// agree with its JSON report; shard databases merged (rows and reports) equal the unsharded run.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "test_support.hpp"

namespace npe::compare_database_test {
namespace {

using Row = std::vector<std::string>;

/** The rows of one query (every column as text, NULL as ""). */
std::vector<Row> query(const std::filesystem::path& db, const std::string& sql) {
  sqlite3* handle = nullptr;
  EXPECT_EQ(sqlite3_open_v2(db.string().c_str(), &handle, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
  sqlite3_stmt* statement = nullptr;
  std::vector<Row> rows;
  if (sqlite3_prepare_v2(handle, sql.c_str(), -1, &statement, nullptr) != SQLITE_OK) {
    ADD_FAILURE() << sqlite3_errmsg(handle) << "\n" << sql;
  } else {
    while (sqlite3_step(statement) == SQLITE_ROW) {
      Row row;
      for (int c = 0; c < sqlite3_column_count(statement); ++c) {
        const auto* text = sqlite3_column_text(statement, c);
        row.push_back(text ? reinterpret_cast<const char*>(text) : "");
      }
      rows.push_back(std::move(row));
    }
  }
  sqlite3_finalize(statement);
  sqlite3_close(handle);
  return rows;
}

/** The ```sql blocks of docs/compare.md after "<!-- query: TITLE -->", by title. */
std::vector<std::pair<std::string, std::string>> documented_queries() {
  std::ifstream in(test::source_dir() / "docs/compare.md");
  std::vector<std::pair<std::string, std::string>> queries;
  std::string line, title;
  bool inside = false;
  while (std::getline(in, line)) {
    if (line.starts_with("<!-- query: ")) {
      title = line.substr(12, line.size() - 12 - 4);
    } else if (!title.empty() && line == "```sql") {
      inside = true;
      queries.emplace_back(title, "");
    } else if (inside && line == "```") {
      inside = false;
      title.clear();
    } else if (inside) {
      queries.back().second += line + "\n";
    }
  }
  return queries;
}

std::vector<std::string> arguments() {
  return {"compare",   "--engine",
          "npe-type1", "--engine",
          "full",      "--no-timings",
          "--file",    (test::source_dir() / "fixtures/puzzles/sx_medium.txt").string(),
          "--file",    (test::source_dir() / "fixtures/puzzles/sx_hard.txt").string()};
}

TEST(CompareDatabase, DocumentedQueriesAgreeWithTheReport) {
  const auto dir = test::temp_dir("compare_db_queries");
  auto args = arguments();
  args.insert(args.end(), {"--json", "--db", (dir / "results.db").string()});
  const auto result = test::run_npe(args);
  ASSERT_EQ(result.exit_code, 0) << result.err;
  ASSERT_FALSE(std::filesystem::exists(dir / "results.db.partial"));
  const auto report = nlohmann::json::parse(result.out);
  const auto& type1 = report["engines"][0];
  const auto& full = report["engines"][1];
  const auto& pair = report["pairs"][0];
  ASSERT_GT(pair["only_b"].get<long>(), 0) << "the fixtures must give puzzles solved by full only";

  const auto queries = documented_queries();
  ASSERT_EQ(queries.size(), 5u);
  std::map<std::string, std::vector<Row>> rows;
  for (const auto& [title, sql] : queries) rows[title] = query(dir / "results.db", sql);

  // outcomes per engine: the engine table's counts.
  long counted = 0;
  for (const auto& row : rows.at("outcomes per engine")) {
    const auto& engine = row[0] == "full" ? full : type1;
    EXPECT_EQ(std::stol(row[2]), engine["outcomes"][row[1]].get<long>()) << row[0] << " " << row[1];
    counted += std::stol(row[2]);
  }
  EXPECT_EQ(counted, 2 * report["puzzles"].get<long>());

  // solved by full only: the pair's list, with the same technique that made the difference.
  const auto& only = rows.at("solved by full and not by npe-type1, with the technique that made the difference");
  ASSERT_EQ(static_cast<long>(only.size()), pair["only_b"].get<long>());
  for (std::size_t i = 0; i < only.size(); ++i) {
    EXPECT_EQ(std::stoul(only[i][0]), pair["solved_only_by_b"][i]["index"].get<std::size_t>());
    EXPECT_EQ(only[i][1], pair["solved_only_by_b"][i]["puzzle"]);
    EXPECT_EQ(only[i][3], pair["solved_only_by_b"][i]["technique"]);
  }

  // the narrower query: a subset of those, as its WHERE says (checked against the JSON's runs).
  for (const auto& row :
       rows.at("of those, the ones whose first divergence is a naked locked set, rated 3.0 or more")) {
    EXPECT_EQ(row[4], "locked_set.naked");
    const auto& run = report["runs"][std::stoul(row[0])]["results"][1];
    EXPECT_EQ(run["outcome"], "solved");
    EXPECT_GE(std::stod(run["rating"].get<std::string>()), 3.0);
  }

  // replacements: the pair's table.
  std::map<std::pair<std::string, std::string>, long> replacements;
  for (const auto& row : rows.at("replacements at the first divergence, most frequent first")) {
    replacements[{row[2], row[3]}] = std::stol(row[4]);
  }
  ASSERT_EQ(replacements.size(), pair["replacements"].size());
  for (const auto& item : pair["replacements"]) {
    const std::pair<std::string, std::string> techniques(item["a"].get<std::string>(), item["b"].get<std::string>());
    EXPECT_EQ(replacements[techniques], item["count"].get<long>());
  }

  // the hardest puzzles: led by full's highest rating.
  const auto& hardest = rows.at("the ten hardest puzzles full solved");
  ASSERT_FALSE(hardest.empty());
  EXPECT_LE(hardest.size(), 10u);
  EXPECT_DOUBLE_EQ(std::stod(hardest[0][3]), std::stod(full["rating"]["max"].get<std::string>()));
  std::filesystem::remove_all(dir);
}

TEST(CompareDatabase, ShardDatabasesMergeIntoTheUnshardedReportsAndRows) {
  const auto dir = test::temp_dir("compare_db_shards");
  auto whole = arguments();
  whole.insert(whole.end(),
               {"--db", (dir / "whole.db").string(), "--markdown", "--html", (dir / "whole.html").string()});
  const auto expected_markdown = test::run_npe(whole);
  ASSERT_EQ(expected_markdown.exit_code, 0) << expected_markdown.err;
  auto json = arguments();
  json.push_back("--json");
  const auto expected_json = test::run_npe(json);
  ASSERT_EQ(expected_json.exit_code, 0) << expected_json.err;

  std::vector<std::string> parts;
  for (int i = 1; i <= 3; ++i) {
    auto shard = arguments();
    const auto part = (dir / ("part" + std::to_string(i) + ".db")).string();
    shard.insert(shard.end(), {"--shard", std::to_string(i) + "/3", "--db", part, "--threads", "1"});
    const auto result = test::run_npe(shard);
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(result.out, "");  // the database is the partial result
    parts.push_back(part);
  }
  std::vector<std::string> merge = {"compare", "--no-timings", "--merge", parts[2], parts[0], parts[1]};
  auto merge_json = merge;
  merge_json.insert(merge_json.end(), {"--json", "--db", (dir / "merged.db").string()});
  const auto merged_json = test::run_npe(merge_json);
  ASSERT_EQ(merged_json.exit_code, 0) << merged_json.err;
  EXPECT_EQ(merged_json.out, expected_json.out);
  auto merge_markdown = merge;
  merge_markdown.insert(merge_markdown.end(), {"--markdown", "--html", (dir / "merged.html").string()});
  const auto merged_markdown = test::run_npe(merge_markdown);
  ASSERT_EQ(merged_markdown.exit_code, 0) << merged_markdown.err;
  EXPECT_EQ(merged_markdown.out, expected_markdown.out);
  std::ifstream whole_html(dir / "whole.html"), merged_html(dir / "merged.html");
  std::stringstream a, b;
  a << whole_html.rdbuf();
  b << merged_html.rdbuf();
  EXPECT_EQ(a.str(), b.str());

  // The merged database holds the same rows as the unsharded one.
  for (const char* sql :
       {"SELECT * FROM puzzles ORDER BY idx", "SELECT * FROM runs ORDER BY idx, engine",
        "SELECT * FROM divergences ORDER BY idx, pair", "SELECT * FROM engines", "SELECT * FROM pairs"}) {
    EXPECT_EQ(query(dir / "merged.db", sql), query(dir / "whole.db", sql)) << sql;
  }
  const auto puzzles = nlohmann::json::parse(expected_json.out)["puzzles"].get<std::size_t>();
  EXPECT_EQ(query(dir / "merged.db", "SELECT count(*) FROM results")[0][0], std::to_string(2 * puzzles));

  // A shard that kept its timings merges without them when the merge says --no-timings.
  auto timed = arguments();
  timed.erase(std::find(timed.begin(), timed.end(), "--no-timings"));
  timed.insert(timed.end(), {"--shard", "1/3", "--db", (dir / "timed.db").string(), "--threads", "1"});
  ASSERT_EQ(test::run_npe(timed).exit_code, 0);
  const std::string timed_rows = "SELECT count(*) FROM runs WHERE ms IS NOT NULL";
  EXPECT_NE(query(dir / "timed.db", timed_rows)[0][0], "0");
  const auto untimed = test::run_npe({"compare", "--no-timings", "--merge", (dir / "timed.db").string(), parts[1],
                                      parts[2], "--db", (dir / "untimed.db").string()});
  ASSERT_EQ(untimed.exit_code, 0) << untimed.err;
  EXPECT_EQ(query(dir / "untimed.db", timed_rows)[0][0], "0");

  // A database alone reports again; a JSON part cannot join a merged database.
  const auto again = test::run_npe({"compare", "--no-timings", "--merge", (dir / "whole.db").string(), "--json"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.out, expected_json.out);
  std::ofstream(dir / "part.json") << "{}";
  const auto mixed =
      test::run_npe({"compare", "--merge", parts[0], (dir / "part.json").string(), "--db", (dir / "x.db").string()});
  EXPECT_EQ(mixed.exit_code, 2);
  EXPECT_THAT(mixed.err, ::testing::HasSubstr("every part must be a shard's database"));
  std::filesystem::remove_all(dir);
}

TEST(CompareDatabase, LargeReportsLeaveTheRunsOutUnlessAsked) {
  NPE_NEEDS_SHARED_CORPORA("17clue.txt");
  // 25,001 puzzles x 2 engine types: 50,002 runs, two over the limit of a listing without --runs.
  const std::vector<std::string> args = {"compare",  "--engine",  "npe-box",
                                         "--engine", "npe-type1", "--no-timings",
                                         "--json",   "--file",    test::shared_corpus("17clue.txt").string(),
                                         "--limit",  "25001"};
  const auto left_out = test::run_npe(args);
  ASSERT_EQ(left_out.exit_code, 0) << left_out.err;
  const auto report = nlohmann::json::parse(left_out.out);
  EXPECT_FALSE(report.contains("runs"));
  EXPECT_EQ(report["puzzles"], 25001);
  EXPECT_THAT(left_out.err, ::testing::HasSubstr("leaves out \"runs\": 25001 puzzles x 2 engine types"));
  EXPECT_THAT(left_out.err, ::testing::HasSubstr("give --runs"));
  auto with_runs = args;
  with_runs.push_back("--runs");
  const auto listed = test::run_npe(with_runs);
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  auto full_report = nlohmann::json::parse(listed.out);
  EXPECT_EQ(full_report["runs"].size(), 25001u);
  full_report.erase("runs");
  EXPECT_EQ(full_report, report);
  EXPECT_EQ(listed.err, "");
}

}  // namespace
}  // namespace npe::compare_database_test
