// Exact solver throughput: "count up to 2" (the uniqueness check) over whole corpus files, single
// thread (the optional corpora, docs/corpora.md); the counter `puzzles/s` is what bench/compare_qqwing.sh sets against
// qqwing and tdoku.
#include <vector>

#include "bench_support.hpp"
#include "solver/solver.hpp"

namespace {

void count_to_two(benchmark::State& state, const char* file) {
  std::vector<npe::Digits> puzzles;
  for (const auto& puzzle : npe::bench::shared_corpus({file})) puzzles.push_back(puzzle.givens);
  if (npe::bench::skipped_without(state, puzzles.size(), {file})) return;
  long unique = 0;
  for (auto _ : state) {
    for (const auto& givens : puzzles) {
      const auto count = npe::count_solutions(givens);
      unique += count.unique();
      benchmark::DoNotOptimize(count.solutions[0][0]);
    }
  }
  state.counters["puzzles/s"] =
      benchmark::Counter(static_cast<double>(puzzles.size()), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["unique"] = static_cast<double>(unique) / static_cast<double>(state.iterations());
}

BENCHMARK_CAPTURE(count_to_two, 17clue, "17clue.txt")->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK_CAPTURE(count_to_two, top1465, "top1465.txt")->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK_CAPTURE(count_to_two, forum_hardest_1905_11plus, "forum_hardest_1905_11plus.txt")
    ->Unit(benchmark::kMillisecond)
    ->MinTime(2.0);

}  // namespace
