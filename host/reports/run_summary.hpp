// Per-engine totals over many runs (`npe solve --summary`).
#pragma once

#include <map>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "engine/engine.hpp"

namespace npe {

struct RunSummary {
  std::string engine;
  long puzzles = 0;
  std::map<std::string, long> outcomes;  // outcome name -> puzzles
  long steps = 0;
  std::map<std::string, long> steps_per_technique;
  long difficulty_solved = 0;  // sum of d over solved puzzles

  void add(const RunResult& run);
  long count(Outcome outcome) const;
  double mean_difficulty() const;  // over solved puzzles
};

nlohmann::json to_json(const RunSummary& summary);
/** A few aligned lines for the terminal. */
std::string to_text(const RunSummary& summary);

}  // namespace npe
