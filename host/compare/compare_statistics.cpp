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

namespace {

EngineStats engine_stats(const ComparisonData& data, std::size_t e) {
  EngineStats stats;
  stats.name = data.engines[e].name;
  stats.source = data.engines[e].source;
  std::vector<double> steps, difficulty, seconds;
  for (const auto& record : data.records) {
    const EngineRecord& run = record.runs[e];
    ++stats.puzzles;
    ++stats.outcomes[static_cast<std::size_t>(run.outcome)];
    steps.push_back(run.steps);
    seconds.push_back(run.seconds);
    for (const auto& [technique, count] : run.techniques) {
      auto& use = stats.techniques[technique];
      use.steps += count;
      ++use.puzzles;
    }
    if (run.outcome == Outcome::solved) {
      difficulty.push_back(run.difficulty);
      ++stats.difficulty_counts[run.difficulty];
      ++stats.rating_counts[run.rating_x10];
    }
  }
  stats.steps = distribution(std::move(steps));
  stats.difficulty = distribution(std::move(difficulty));
  stats.seconds = distribution(std::move(seconds));
  return stats;
}

PairStats pair_stats(const ComparisonData& data, std::size_t p, int a, int b) {
  PairStats stats;
  stats.a = a;
  stats.b = b;
  for (std::size_t r = 0; r < data.records.size(); ++r) {
    const PuzzleRecord& record = data.records[r];
    const PairRecord& pair = record.pairs[p];
    const bool solved_a = record.runs[static_cast<std::size_t>(pair.a)].outcome == Outcome::solved;
    const bool solved_b = record.runs[static_cast<std::size_t>(pair.b)].outcome == Outcome::solved;
    if (solved_a && solved_b) {
      ++stats.both_solved;
      if (pair.divergence < 0) {
        ++stats.identical;
      } else {
        ++stats.first_divergence[pair.divergence];
      }
    } else if (solved_a) {
      ++stats.only_a;
      stats.solved_only_by_a.push_back({record.index, record.puzzle, record.origin, pair.difference});
      ++stats.difference_a[pair.difference];
    } else if (solved_b) {
      ++stats.only_b;
      stats.solved_only_by_b.push_back({record.index, record.puzzle, record.origin, pair.difference});
      ++stats.difference_b[pair.difference];
    } else {
      ++stats.neither;
    }
    if (pair.divergence >= 0) {
      stats.divergent.push_back(r);
      ++stats.replacements[{pair.technique_a, pair.technique_b}];
    }
  }
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
  CompareReport report;
  report.timings = timings;
  for (std::size_t e = 0; e < data.engines.size(); ++e) report.engines.push_back(engine_stats(data, e));
  const int engines = static_cast<int>(data.engines.size());
  std::size_t p = 0;
  for (int a = 0; a < engines; ++a) {
    for (int b = a + 1; b < engines; ++b) report.pairs.push_back(pair_stats(data, p++, a, b));
  }
  report.records = std::move(data.records);
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
