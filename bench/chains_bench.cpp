// Chain search cost (plugin `chains`, through its C entry points; steps counted by a bare sink).
//   build/bin/chains_bench
// Positions: 1,000 hard positions — the final grids of the `full` engine type (singles, subsets,
// fish) where it is stuck on the optional top1465.txt, then sx_diabolical_500.txt (docs/corpora.md).
// BM_Chains/T/M: technique T (0 X-Chain, 1 XY-Chain, 2 Remote Pair, 3 Nice Loop/AIC, 4 Grouped,
// 5 Grouped with ALS), mode M (0 the first step, 1 every step with max_length 8, 2 every step with
// max_length 12). Counter per_position: seconds per position (1e-06 = 1 µs).
// BM_ChainsWorst/T: every step (default max_length) on each of forum_hardest_1106's positions
// (singles filled); counter worst: the slowest position, in seconds of this thread's CPU time.
#include <time.h>

#include <memory>

#include "bench_support.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"

namespace {

const std::vector<std::string> kHardCorpora = {"top1465.txt", "sx_diabolical_500.txt"};
const std::vector<std::string> kWorstCorpus = {"forum_hardest_1106.txt"};

const std::vector<npe::Grid>& hard_positions() {
  static const std::vector<npe::Grid> grids = [] {
    std::vector<npe::Grid> result;
    npe::Engine engine(npe::load_engine_type(npe::bench::source_file("configs/engines/full.yaml")),
                       npe::bench::shipped_plugins());
    for (const auto& puzzle : npe::bench::shared_corpus(kHardCorpora)) {
      if (result.size() >= 1000) break;
      const auto run = engine.run(puzzle);
      if (run.outcome == npe::Outcome::stuck) result.push_back(run.final_grid);
    }
    return result;
  }();
  return grids;
}

const std::vector<npe::Grid>& forum_hardest() {
  static const std::vector<npe::Grid> grids = npe::bench::with_singles_filled(npe::bench::shared_corpus(kWorstCorpus));
  return grids;
}

struct Technique {
  const char* id;
  npe::ParamList params;
};

const Technique kTechniques[] = {{"chains.x_chain", {}},           {"chains.xy_chain", {}},
                                 {"chains.remote_pair", {}},       {"chains.nice_loop", {}},
                                 {"chains.grouped_nice_loop", {}}, {"chains.grouped_nice_loop", {{"als", "1"}}}};

void BM_Chains(benchmark::State& state) {
  const Technique& t = kTechniques[state.range(0)];
  const int mode = static_cast<int>(state.range(1));
  npe::ParamList params = t.params;
  if (mode > 0) params.push_back({"max_length", mode == 1 ? "8" : "12"});
  const auto instance = npe::bench::shipped_plugins().create(t.id, params);
  const auto& grids = hard_positions();
  if (npe::bench::skipped_without(state, grids.size(), kHardCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      instance->find(grid, mode > 0, [&](const npe_step&) {
        ++steps;
        return true;
      });
    }
  }
  npe::bench::report_per_position(state, grids.size(), steps, "steps_per_position");
}

void BM_ChainsWorst(benchmark::State& state) {
  const Technique& t = kTechniques[state.range(0)];
  const auto instance = npe::bench::shipped_plugins().create(t.id, t.params);
  const auto& grids = forum_hardest();
  if (npe::bench::skipped_without(state, grids.size(), kWorstCorpus)) return;
  auto cpu = [] {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
  };
  double worst = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      const double start = cpu();
      instance->find(grid, true, [](const npe_step&) { return true; });
      worst = std::max(worst, cpu() - start);
    }
  }
  state.counters["worst"] = worst;
  state.counters["per_position"] = benchmark::Counter(static_cast<double>(grids.size() * state.iterations()),
                                                      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

BENCHMARK(BM_Chains)->ArgsProduct({{0, 1, 2, 3, 4, 5}, {0, 1, 2}})->Unit(benchmark::kMicrosecond)->Iterations(1);
BENCHMARK(BM_ChainsWorst)->DenseRange(0, 5)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
