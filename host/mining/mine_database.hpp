// `npe mine --db FILE`: the hits and the counts in an SQLite database (the schema is in docs/mine.md),
// written at FILE.partial and renamed when complete, as `npe compare --db` writes its results.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "mining/mine_report.hpp"

namespace npe {

/** A hit with the position it was found from (its index among the positions scanned, its origin). */
struct MinedHit {
  long long index = 0;
  std::string origin;
  MineHit hit;
};

/** Writes the database whole; nothing is left under `path` when it fails (InputError naming it). */
void write_mine_database(const std::filesystem::path& path, const MineSummary& summary,
                         const std::vector<MinedHit>& hits);

}  // namespace npe
