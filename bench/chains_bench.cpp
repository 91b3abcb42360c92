// Chain search cost (plugin `chains`, through its C entry points; steps counted by a bare sink).
//   build/bin/chains_bench
// Positions: 1,000 hard positions — the final grids of the `full` engine type (singles, subsets,
// fish) where it is stuck on ../shared/corpora/top1465.txt, then sx_diabolical_500.txt.
// BM_Chains/T/M: technique T (0 X-Chain, 1 XY-Chain, 2 Remote Pair, 3 Nice Loop/AIC, 4 Grouped,
// 5 Grouped with ALS), mode M (0 the first step, 1 every step with max_length 8, 2 every step with
// max_length 12). Counter per_position: seconds per position (1e-06 = 1 µs).
// BM_ChainsWorst/T: every step (default max_length) on each of forum_hardest_1106's positions
// (singles filled); counter worst: the slowest position, in seconds of this thread's CPU time.
#include <benchmark/benchmark.h>

#include <time.h>

#include <filesystem>
#include <memory>

#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "loader/plugin_registry.hpp"
#include "board/puzzle_text.hpp"
#include "solver/singles.hpp"

namespace {

const npe::PluginRegistry& registry() {
  static const npe::PluginRegistry loaded = [] {
    npe::PluginRegistry r;
    r.load_directory(NPE_PLUGIN_DIR);
    return r;
  }();
  return loaded;
}

const std::vector<npe::Grid>& hard_positions() {
  static const std::vector<npe::Grid> grids = [] {
    std::vector<npe::Grid> result;
    npe::Engine engine(npe::load_engine_type(std::filesystem::path(NPE_SOURCE_DIR) / "configs" / "engines" / "full.yaml"),
                       registry());
    const auto corpora = std::filesystem::path(NPE_SHARED_DIR) / "corpora";
    for (const char* file : {"top1465.txt", "sx_diabolical_500.txt"}) {
      for (const auto& puzzle : npe::read_puzzle_file(corpora / file)) {
        if (result.size() >= 1000) break;
        const auto run = engine.run(puzzle);
        if (run.outcome == npe::Outcome::stuck) result.push_back(run.final_grid);
      }
    }
    return result;
  }();
  return grids;
}

const std::vector<npe::Grid>& forum_hardest() {
  static const std::vector<npe::Grid> grids = [] {
    std::vector<npe::Grid> result;
    for (const auto& puzzle :
         npe::read_puzzle_file(std::filesystem::path(NPE_SHARED_DIR) / "corpora" / "forum_hardest_1106.txt")) {
      npe::Grid grid = npe::Grid::from_digits(puzzle.givens);
      npe::fill_singles(grid);
      result.push_back(grid);
    }
    return result;
  }();
  return grids;
}

struct Technique {
  const char* id;
  npe::ParamList params;
};

const Technique kTechniques[] = {{"chains.x_chain", {}},    {"chains.xy_chain", {}},
                                 {"chains.remote_pair", {}}, {"chains.nice_loop", {}},
                                 {"chains.grouped_nice_loop", {}}, {"chains.grouped_nice_loop", {{"als", "1"}}}};

void BM_Chains(benchmark::State& state) {
  const Technique& t = kTechniques[state.range(0)];
  const int mode = static_cast<int>(state.range(1));
  npe::ParamList params = t.params;
  if (mode > 0) params.push_back({"max_length", mode == 1 ? "8" : "12"});
  const auto instance = registry().create(t.id, params);
  const auto& grids = hard_positions();
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      instance->find(grid, mode > 0, [&](const npe_step&) {
        ++steps;
        return true;
      });
    }
  }
  const double n = static_cast<double>(grids.size() * state.iterations());
  state.counters["per_position"] = benchmark::Counter(n, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["positions"] = static_cast<double>(grids.size());
  state.counters["steps_per_position"] = static_cast<double>(steps) / n;
}

void BM_ChainsWorst(benchmark::State& state) {
  const Technique& t = kTechniques[state.range(0)];
  const auto instance = registry().create(t.id, t.params);
  const auto& grids = forum_hardest();
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
