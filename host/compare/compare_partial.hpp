// The partial result of a comparison shard (`npe compare --shard I/N --partial FILE`): the engines,
// the size of the whole selection and the records of the shard's puzzles, as JSON. Merging the
// partial results of all N shards gives back the records of the unsharded run.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "compare/compare_run.hpp"
#include "compare/compare_select.hpp"

namespace npe {

struct ComparisonData {
  std::vector<CompareEngine> engines;
  std::size_t total = 0;  // puzzles in the whole selection
  Shard shard;
  std::vector<PuzzleRecord> records;  // by index
};

nlohmann::json partial_to_json(const ComparisonData& data);
/** Throws InputError "NAME: what" on a file that is not a partial result. */
ComparisonData partial_from_json(const nlohmann::json& json, const std::string& name);

void write_partial(const ComparisonData& data, const std::filesystem::path& path);
ComparisonData read_partial(const std::filesystem::path& path);

/** Joins the partial results of every shard: same engines, same total, shards 1..N each once,
 *  records complete. Throws InputError naming the file or the missing shards. */
ComparisonData merge_partials(const std::vector<std::filesystem::path>& paths);

}  // namespace npe
