// The per-run results of a comparison in an SQLite database (`npe compare --db FILE`): one row per
// puzzle (puzzles), per puzzle x engine (runs) and per puzzle x pair where the step sequences part or
// only one engine solved (divergences), the engines and pairs, and the mergeable summary of the
// reports (the comparison table). The schema is documented in docs/compare.md. A shard writes its
// own database; a merge appends the shards' rows by ATTACH, so no part is ever held in memory.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "compare/compare_run.hpp"
#include "compare/compare_summary.hpp"

namespace npe {

/** A database being written: at FILE.partial until finish() renames it to FILE (nothing
 *  half-written is left under FILE; the destructor removes an unfinished one). */
class ResultDatabase {
 public:
  /** Creates the tables and the engines and pairs; `timings` false leaves the ms column NULL. */
  ResultDatabase(std::filesystem::path path, const std::vector<CompareEngine>& engines, bool timings);
  ~ResultDatabase();
  ResultDatabase(const ResultDatabase&) = delete;
  ResultDatabase& operator=(const ResultDatabase&) = delete;

  /** Writes the rows of these records, in one transaction. */
  void add(const std::vector<PuzzleRecord>& records);
  /** Copies the rows of a shard's database (checked by the caller against this comparison). */
  void append(const std::filesystem::path& part);
  /** Stores the summary, builds the indexes and moves the file to its name. */
  void finish(const ComparisonSummary& summary);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

/** True when the file starts with SQLite's header. */
bool is_result_database(const std::filesystem::path& path);

/** The summary stored in a comparison database (engines, total and shard filled in); InputError
 *  "FILE: ..." when it is not one. */
ComparisonSummary read_database_summary(const std::filesystem::path& path);

/** The runs of a comparison database as records (index, puzzle, origin, runs; no pairs), by index. */
std::vector<PuzzleRecord> read_database_runs(const std::filesystem::path& path);

}  // namespace npe
