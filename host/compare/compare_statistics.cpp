#include "compare/compare_statistics.hpp"

#include <algorithm>
#include <set>

namespace npe {

Distribution distribution(std::vector<double> values) {
  Distribution d;
  d.count = values.size();
  if (values.empty()) return d;
  std::sort(values.begin(), values.end());
  double sum = 0;
  for (double v : values) sum += v;  // sorted order: the same sum whatever order the runs finished in
  d.mean = sum / static_cast<double>(values.size());
  const std::size_t middle = values.size() / 2;
  d.median = values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
  d.max = values.back();
  return d;
}

Distribution histogram_distribution(const std::map<int, long>& counts) {
  Distribution d;
  long count = 0;
  long long sum = 0;
  for (const auto& [value, n] : counts) {
    count += n;
    sum += static_cast<long long>(value) * n;
  }
  d.count = static_cast<std::size_t>(count);
  if (count == 0) return d;
  d.mean = static_cast<double>(sum) / static_cast<double>(count);
  // The values at ranks (count-1)/2 and count/2 (0-based): one value for an odd count.
  const long low = (count - 1) / 2, high = count / 2;
  double low_value = 0, high_value = 0;
  long seen = 0;
  for (const auto& [value, n] : counts) {
    if (seen <= low && low < seen + n) low_value = value;
    if (seen <= high && high < seen + n) {
      high_value = value;
      break;
    }
    seen += n;
  }
  d.median = (low_value + high_value) / 2;
  d.max = counts.rbegin()->first;
  return d;
}

namespace {

EngineStats engine_stats(const ComparisonSummary& summary, std::size_t e) {
  const EngineSummary& from = summary.engine[e];
  EngineStats stats;
  stats.name = summary.engines[e].name;
  stats.source = summary.engines[e].source;
  stats.puzzles = from.puzzles;
  stats.outcomes = from.outcomes;
  stats.steps = histogram_distribution(from.steps);
  stats.techniques = from.techniques;
  stats.difficulty = histogram_distribution(from.difficulty);
  stats.difficulty_counts = from.difficulty;
  stats.rating_counts = from.rating;
  stats.seconds.count = static_cast<std::size_t>(from.seconds.count);
  if (from.seconds.count > 0) {
    stats.seconds.mean = from.seconds.total / static_cast<double>(from.seconds.count);
    stats.seconds.median = from.seconds.median();
    stats.seconds.max = from.seconds.max;
  }
  stats.find_seconds = from.find_seconds;
  stats.hodoku_levels = from.hodoku_levels;
  return stats;
}

}  // namespace

std::vector<std::pair<std::pair<std::string, std::string>, long>> CompareReport::ranked(
    const std::map<std::pair<std::string, std::string>, long>& replacements) {
  std::vector<std::pair<std::pair<std::string, std::string>, long>> list(replacements.begin(), replacements.end());
  std::stable_sort(list.begin(), list.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
  return list;
}

CompareReport make_report(ComparisonData data, bool timings) {
  summarize(data);
  const ComparisonSummary& summary = data.summary;
  CompareReport report;
  report.timings = timings;
  for (std::size_t e = 0; e < summary.engine.size(); ++e) report.engines.push_back(engine_stats(summary, e));
  report.pairs = summary.pairs;
  report.puzzles = summary.puzzles;
  report.solved_not = summary.solved_not;
  report.failures = summary.failures;
  report.failure_count = summary.failure_count;
  report.with_runs = data.with_records;
  if (data.with_records) report.records = std::move(data.records);
  return report;
}

std::vector<std::string> all_techniques(const CompareReport& report) {
  std::set<std::string> ids;
  for (const auto& engine : report.engines) {
    for (const auto& [id, use] : engine.techniques) ids.insert(id);
  }
  return {ids.begin(), ids.end()};
}

int histogram_width(int max_value, int max_bins) {
  for (int scale = 1;; scale *= 10) {
    for (int step : {1, 2, 5}) {
      if ((max_value / (step * scale)) + 1 <= max_bins) return step * scale;
    }
  }
}

std::map<int, long> binned(const std::map<int, long>& counts, int width) {
  std::map<int, long> bins;
  for (const auto& [value, count] : counts) bins[(value / width) * width] += count;
  return bins;
}

}  // namespace npe
