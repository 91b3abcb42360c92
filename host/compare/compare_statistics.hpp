// The statistics of a comparison, computed from the puzzle records in index order (so they do not
// depend on how the puzzles were spread over threads or shards). Every output format prints this.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "compare/compare_partial.hpp"

namespace npe {

/** count, mean, median (mean of the two middle values for an even count) and max of values. */
struct Distribution {
  std::size_t count = 0;
  double mean = 0;
  double median = 0;
  double max = 0;
};
Distribution distribution(std::vector<double> values);

struct TechniqueUse {
  long steps = 0;    // steps made by the technique
  long puzzles = 0;  // puzzles where it made at least one step
};

struct EngineStats {
  std::string name;
  std::string source;
  long puzzles = 0;
  std::array<long, std::size(kOutcomes)> outcomes{};  // by Outcome (kOutcomes)
  Distribution steps;              // over all puzzles
  std::map<std::string, TechniqueUse> techniques;
  Distribution difficulty;              // d over solved puzzles
  std::map<int, long> difficulty_counts;  // d -> solved puzzles
  std::map<int, long> rating_counts;      // rating x10 -> solved puzzles
  Distribution seconds;                   // run time per puzzle

  long count(Outcome outcome) const { return outcomes[static_cast<std::size_t>(outcome)]; }
};

struct OnlyOneSolved {
  std::size_t index = 0;
  std::string puzzle;
  std::string origin;
  std::string technique;  // the technique that made the difference
};

struct PairStats {
  int a = 0, b = 0;
  long both_solved = 0, only_a = 0, only_b = 0, neither = 0;
  std::vector<OnlyOneSolved> solved_only_by_a, solved_only_by_b;
  std::map<std::string, long> difference_a, difference_b;  // technique -> puzzles it won
  long identical = 0;                        // both solved with the same step sequence
  std::map<int, long> first_divergence;      // both solved: step index -> puzzles
  std::map<std::pair<std::string, std::string>, long> replacements;  // (a's technique, b's) at the divergence
  std::vector<std::size_t> divergent;        // record positions of puzzles where the sequences part
};

struct CompareReport {
  std::vector<EngineStats> engines;
  std::vector<PairStats> pairs;
  std::vector<PuzzleRecord> records;
  bool timings = true;

  /** Replacements sorted by count (descending), then names. */
  static std::vector<std::pair<std::pair<std::string, std::string>, long>> ranked(
      const std::map<std::pair<std::string, std::string>, long>& replacements);
};

/** Computes the report; `timings` false leaves the time statistics out of every output. */
CompareReport make_report(ComparisonData data, bool timings);

/** The technique ids used by any engine, sorted. */
std::vector<std::string> all_techniques(const CompareReport& report);

/** A bin width from 1, 2, 5 x 10^k giving at most `max_bins` bins up to `max_value`. */
int histogram_width(int max_value, int max_bins);
/** Counts grouped into bins of `width`: bin start -> count. */
std::map<int, long> binned(const std::map<int, long>& counts, int width);

}  // namespace npe
