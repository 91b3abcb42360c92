// The mergeable summary of a comparison: everything the reports print, kept as exact counts and
// histograms, so that summarising puzzles one by one, or summarising shards and merging the summaries,
// gives the same result, in memory proportional to the engines, techniques and histogram bins (never
// to the puzzles). Lists of puzzles (solved by one only, pictured divergences, plugin failures) keep
// the first few by puzzle index plus a count: the first K of a union are among the first K of its parts.
#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "compare/compare_run.hpp"
#include "compare/compare_select.hpp"

namespace npe {

/** Puzzles listed per pair and side in "solved by one only" (the count is always exact). */
inline constexpr std::size_t kListedOnlyOne = 1000;
/** Failed runs (plugin-error, crashed, timed-out) listed with their reason (the count is exact). */
inline constexpr std::size_t kListedFailures = 200;

/** Run times as a histogram of bins 1 % wide on a log scale (from 1 ns): exact count, total and max,
 *  and a median within 1 % (the geometric middle of the median's bin). */
struct TimeHistogram {
  long count = 0;
  double total = 0;
  double max = 0;
  std::map<int, long> bins;

  void add(double seconds);
  void merge(const TimeHistogram& other);
  double median() const;
  static double bin_middle(int bin);
};

struct TechniqueUse {
  long steps = 0;    // steps made by the technique
  long puzzles = 0;  // puzzles where it made at least one step
};

struct EngineSummary {
  long puzzles = 0;
  std::array<long, std::size(kOutcomes)> outcomes{};  // by Outcome (kOutcomes)
  std::map<int, long> steps;                          // steps -> puzzles (all puzzles)
  std::map<std::string, TechniqueUse> techniques;
  std::map<int, long> difficulty;  // d -> solved puzzles
  std::map<int, long> rating;      // rating x10 -> solved puzzles
  TimeHistogram seconds;           // run time per puzzle
  // Seconds in each technique's find calls, in the engine type's order (empty when not timed: with
  // --no-timings or --isolate). Sums, so shards merge by adding.
  std::vector<std::pair<std::string, double>> find_seconds;
  std::map<int, long> hodoku_levels;  // HoDoKu's level (1..5) -> puzzles, for `grade: hodoku` (all runs)

  long count(Outcome outcome) const { return outcomes[static_cast<std::size_t>(outcome)]; }
};

struct OnlyOneSolved {
  std::size_t index = 0;
  std::string puzzle;
  std::string origin;
  std::string technique;  // the technique that made the difference
};

/** A puzzle where a pair's step sequences part, with its picture when the run kept one. */
struct Divergence {
  std::size_t index = 0;
  std::string puzzle;
  std::string origin;
  int step = 0;
  std::shared_ptr<const DivergencePicture> picture;
};

struct PairSummary {
  int a = 0, b = 0;
  long both_solved = 0, only_a = 0, only_b = 0, neither = 0;
  std::vector<OnlyOneSolved> solved_only_by_a, solved_only_by_b;     // the first kListedOnlyOne by index
  std::map<std::string, long> difference_a, difference_b;            // technique -> puzzles it won
  long identical = 0;                                                // both solved with the same step sequence
  std::map<int, long> first_divergence;                              // both solved: step index -> puzzles
  std::map<std::pair<std::string, std::string>, long> replacements;  // (a's technique, b's) at the divergence
  long divergent = 0;                                                // puzzles where the sequences part
  std::vector<Divergence> pictured;                                  // the first kPicturedDivergences of them by index
};

struct FailedRun {
  std::size_t index = 0;
  std::string puzzle;
  std::string origin;
  int engine = 0;
  Outcome outcome = Outcome::plugin_error;
  std::string reason;
};

struct ComparisonSummary {
  std::vector<CompareEngine> engines;
  std::size_t total = 0;  // puzzles in the whole selection
  Shard shard;            // {1, N} once merged
  long puzzles = 0;       // puzzles summarised
  std::vector<EngineSummary> engine;
  std::vector<PairSummary> pairs;             // (0,1), (0,2), ..., (1,2), ...
  std::vector<std::vector<long>> solved_not;  // [r][c]: solved by r and not by c; [r][r]: solved by r
  std::vector<FailedRun> failures;            // the first kListedFailures by index
  long failure_count = 0;

  /** An empty summary of these engines. */
  static ComparisonSummary of(std::vector<CompareEngine> engines, std::size_t total, Shard shard);
  /** Adds one puzzle's record; records come in increasing index order. */
  void add(const PuzzleRecord& record);
  /** Adds another part's summary (same engines; checked by the caller). */
  void merge(const ComparisonSummary& other);
};

/** The outcome a results file names (outcome_name); InputError for any other name. */
Outcome outcome_from(const std::string& name);

nlohmann::json summary_to_json(const ComparisonSummary& summary);
/** Throws nlohmann::json::exception or InputError on a malformed summary. */
ComparisonSummary summary_from_json(const nlohmann::json& json);

/** Step and picture as JSON (a partial result's pictures), and back. */
nlohmann::json picture_to_json(const DivergencePicture& picture);
std::shared_ptr<const DivergencePicture> picture_from_json(const nlohmann::json& json);

}  // namespace npe
