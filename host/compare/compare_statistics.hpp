// The statistics of a comparison, computed from its mergeable summary (compare_summary.hpp), so they
// do not depend on how the puzzles were spread over threads or shards. Every output format prints this.
// Means and medians of steps and d are exact (from their histograms); the time median comes from
// bins 1 % wide (TimeHistogram).
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

/** count, mean, median (mean of the two middle values for an even count) and max of a histogram. */
Distribution histogram_distribution(const std::map<int, long>& counts);

struct EngineStats {
  std::string name;
  std::string source;
  long puzzles = 0;
  std::array<long, std::size(kOutcomes)> outcomes{};  // by Outcome (kOutcomes)
  Distribution steps;                                 // over all puzzles
  std::map<std::string, TechniqueUse> techniques;
  Distribution difficulty;                                   // d over solved puzzles
  std::map<int, long> difficulty_counts;                     // d -> solved puzzles
  std::map<int, long> rating_counts;                         // rating x10 -> solved puzzles
  Distribution seconds;                                      // run time per puzzle
  std::vector<std::pair<std::string, double>> find_seconds;  // in each technique's find calls, engine order
  std::map<int, long> hodoku_levels;  // HoDoKu's level (1 Easy .. 5 Extreme) -> puzzles; empty without `grade: hodoku`

  long count(Outcome outcome) const { return outcomes[static_cast<std::size_t>(outcome)]; }
};

using PairStats = PairSummary;

struct CompareReport {
  std::vector<EngineStats> engines;
  std::vector<PairStats> pairs;
  long puzzles = 0;
  std::vector<std::vector<long>> solved_not;  // [r][c]: solved by r, not by c; [r][r]: solved by r
  std::vector<FailedRun> failures;            // the first kListedFailures by index
  long failure_count = 0;
  std::vector<PuzzleRecord> records;  // the runs (index, puzzle, origin, runs), when with_runs
  bool with_runs = true;              // the JSON report has its "runs"
  bool timings = true;

  /** Replacements sorted by count (descending), then names. */
  static std::vector<std::pair<std::pair<std::string, std::string>, long>> ranked(
      const std::map<std::pair<std::string, std::string>, long>& replacements);
};

/** Computes the report from data.summary (built from data.records when absent, see summarize());
 *  the runs are listed when data.with_records. `timings` false leaves the time statistics out of
 *  every output. */
CompareReport make_report(ComparisonData data, bool timings);

/** The technique ids used by any engine, sorted. */
std::vector<std::string> all_techniques(const CompareReport& report);

/** A bin width from 1, 2, 5 x 10^k giving at most `max_bins` bins up to `max_value`. */
int histogram_width(int max_value, int max_bins);
/** Counts grouped into bins of `width`: bin start -> count. */
std::map<int, long> binned(const std::map<int, long>& counts, int width);

}  // namespace npe
