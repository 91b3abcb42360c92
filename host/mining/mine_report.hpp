// `npe mine`'s outputs. Text: each hit as '#' comment lines (origin, technique, where, each step)
// and the position on a line of its own (board/marked_digits.hpp's position_line: givens marked),
// so the output is itself a corpus for find --file/--line, show, check-plugin --corpus and mine;
// the summary follows as comment lines. JSON: one object per hit per line, then {"summary": ...}.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "mining/mine_scan.hpp"

namespace npe {

/** Per technique, over every position scanned. */
struct MineCount {
  long long given = 0;   // positions where it has a step as given
  long long path = 0;    // ... on a board of the engine type's path
  long long fired = 0;   // ... either
  long long used = 0;    // positions whose path applies it
  long long needed = 0;  // positions that need it (mine_scan.hpp)
};

struct MineSummary {
  std::vector<std::string> techniques;
  std::string engine;             // empty without -e
  long long positions = 0;        // scanned
  long long path_runs = 0;        // positions the engine type ran from
  double cpu_seconds = 0;         // of the whole process
  std::vector<MineCount> counts;  // by technique

  void add(const MineFindings& findings);
};

/** "given" or "step K", with " needed" when the hit is where the engine type needed it. */
std::string hit_place(const MineHit& hit);

std::string hit_text(const std::string& origin, const MineHit& hit, const std::string& technique);
nlohmann::ordered_json hit_json(const std::string& origin, const MineHit& hit, const std::string& technique);

std::string summary_text(const MineSummary& summary);
nlohmann::ordered_json summary_json(const MineSummary& summary);

}  // namespace npe
