// Sudoku Explainer rating cost (docs/techniques.md, "Sudoku Explainer ratings").
//   build/bin/serate_bench
// Techniques: every instance of each serate technique (NPE_FIND_ALL) on 1,000 hard positions, where
// the `full` engine type is stuck on the optional sx_diabolical_500.txt then top1465.txt (docs/corpora.md);
// "per_position" in seconds (1e-06 = 1 µs). Rate: the `serate` engine type over the first 500 puzzles
// of sx_by_rating_200each.txt, one thread; "per_puzzle" in seconds. (`npe rate --threads N` is the
// command-line form; docs/techniques.md gives both measurements.)
#include <memory>

#include "bench_support.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"

namespace {

const std::vector<std::string> kCorpora = {"sx_diabolical_500.txt", "top1465.txt"};

const char* const kIds[] = {"serate.last_value",
                            "serate.direct_pointing",
                            "serate.direct_claiming",
                            "serate.direct_hidden_pair",
                            "serate.direct_hidden_triplet",
                            "serate.unique_loop",
                            "serate.bug",
                            "serate.aligned_pair_exclusion",
                            "serate.aligned_triplet_exclusion"};

const std::vector<npe::Grid>& positions() {
  static const std::vector<npe::Grid> grids = [] {
    std::vector<npe::Grid> result;
    npe::Engine engine(npe::load_engine_type(npe::bench::source_file("configs/engines/full.yaml")),
                       npe::bench::shipped_plugins());
    for (const auto& puzzle : npe::bench::shared_corpus(kCorpora)) {
      if (result.size() == 1000) return result;
      const npe::RunResult run = engine.run(puzzle);
      if (run.outcome != npe::Outcome::stuck) continue;
      npe::Grid grid = run.final_grid;
      grid.facts |= NPE_FACT_UNIQUE;
      result.push_back(grid);
    }
    return result;
  }();
  return grids;
}

void BM_Serate_Each(benchmark::State& state) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  instances.push_back(npe::bench::shipped_plugins().create(kIds[state.range(0)], {}));
  state.SetLabel(kIds[state.range(0)]);
  const auto& grids = positions();
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) steps += npe::bench::count_steps(instances, grids);
  npe::bench::report_per_position(state, grids.size(), steps, "found_per_position");
}
BENCHMARK(BM_Serate_Each)->DenseRange(0, 8)->Unit(benchmark::kMillisecond);

void BM_Serate_Rate(benchmark::State& state) {
  const std::vector<std::string> corpus = {"sx_by_rating_200each.txt"};
  static const auto puzzles = [&] {
    auto all = npe::bench::shared_corpus(corpus);
    if (all.size() > 500) all.resize(500);
    return all;
  }();
  if (npe::bench::skipped_without(state, puzzles.size(), corpus)) return;
  npe::Engine engine(npe::load_engine_type(npe::bench::source_file("configs/engines/serate.yaml")),
                     npe::bench::shipped_plugins());
  for (auto _ : state) {
    for (const auto& puzzle : puzzles) benchmark::DoNotOptimize(engine.run(puzzle).rating_x10);
  }
  state.counters["per_puzzle"] = benchmark::Counter(
      static_cast<double>(puzzles.size()), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_Serate_Rate)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
