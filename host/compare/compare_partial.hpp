// The partial result of a comparison shard (`npe compare --shard I/N --output FILE`, or its --db
// database): the engines, the size of the whole selection, the shard's mergeable summary and, when
// the run kept them, the records of the shard's puzzles. Merging the partial results of all N shards
// gives the summary (and the records) of the unsharded run, in memory proportional to the engines
// and histograms when the parts carry no records.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "compare/compare_run.hpp"
#include "compare/compare_select.hpp"
#include "compare/compare_summary.hpp"

namespace npe {

struct ComparisonData {
  std::vector<CompareEngine> engines;
  std::size_t total = 0;  // puzzles in the whole selection
  Shard shard;
  std::vector<PuzzleRecord> records;  // by index; empty when the run left the runs out
  bool with_records = true;           // false: the runs were left out (large inputs without --runs)
  ComparisonSummary summary;          // of every puzzle of the shard
};

/** Fills data.summary from data.records when it was not built (records made by hand, or by
 *  run_comparison without a summary). */
void summarize(ComparisonData& data);

nlohmann::json partial_to_json(const ComparisonData& data);
/** Throws InputError "NAME: what" on a file that is not a partial result. */
ComparisonData partial_from_json(const nlohmann::json& json, const std::string& name);

void write_partial(const ComparisonData& data, const std::filesystem::path& path);
/** A partial result file (JSON) or a shard's database (compare_database.hpp): records from a
 *  database only when `runs` is set. */
ComparisonData read_partial(const std::filesystem::path& path, bool runs = true);

/** Joins the partial results of every shard: same engines, same total, shards 1..N each once,
 *  summaries adding up to the total; records when every part has them (from a database only with
 *  `runs`). Reads one part at a time. Throws InputError naming the file or the missing shards. */
ComparisonData merge_partials(const std::vector<std::filesystem::path>& paths, bool runs = true);

}  // namespace npe
