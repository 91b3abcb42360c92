// Complex fish and templates cost: every instance (NPE_FIND_ALL) of one technique at one size on one
// position, through the loaded plugin's C entry points, steps counted by a bare sink.
//   build/bin/complex_fish_bench [--benchmark_filter=Templates]
// Positions: 1,000 corpus positions (../shared/corpora/sx_hard_500.txt + sx_diabolical_500.txt),
// singles filled. Report: time per position ("per_position" counter, in seconds: 1e-06 = 1 µs).
// Sizes: HoDoKu's fish of size n as the technique's "size" parameter; the finned ones with HoDoKu's
// defaults (5 fins, 2 endo-fins).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <string>

#include "board/puzzle_text.hpp"
#include "loader/plugin_registry.hpp"
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

const std::vector<npe::Grid>& positions() {
  static const std::vector<npe::Grid> grids = [] {
    std::vector<npe::Grid> result;
    const auto corpora = std::filesystem::path(NPE_SHARED_DIR) / "corpora";
    for (const char* file : {"sx_hard_500.txt", "sx_diabolical_500.txt"}) {
      for (const auto& puzzle : npe::read_puzzle_file(corpora / file)) {
        npe::Grid grid = npe::Grid::from_digits(puzzle.givens);
        npe::fill_singles(grid);
        result.push_back(grid);
      }
    }
    return result;
  }();
  return grids;
}

void run(benchmark::State& state, const char* id, const npe::ParamList& params) {
  const auto instance = registry().create(id, params);
  const auto& grids = positions();
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      instance->find(grid, true, [&](const npe_step&) {
        ++steps;
        return true;
      });
    }
  }
  const double count = static_cast<double>(grids.size() * state.iterations());
  state.counters["per_position"] = benchmark::Counter(count, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["positions"] = static_cast<double>(grids.size());
  state.counters["steps_per_position"] = static_cast<double>(steps) / count;
}

const char* const kFish[] = {"complex_fish.franken", "complex_fish.finned_franken", "complex_fish.mutant",
                             "complex_fish.finned_mutant"};

/** Arguments: index into kFish, size. */
void BM_ComplexFish(benchmark::State& state) {
  const char* id = kFish[state.range(0)];
  state.SetLabel(std::string(id) + " size " + std::to_string(state.range(1)));
  run(state, id, {{"size", std::to_string(state.range(1))}});
}

void BM_Templates(benchmark::State& state) {
  const char* id = state.range(0) == 0 ? "templates.set" : "templates.delete";
  state.SetLabel(id);
  run(state, id, {});
}

BENCHMARK(BM_ComplexFish)
    ->ArgsProduct({{0, 1}, {2, 3, 4}})
    ->ArgsProduct({{2, 3}, {2, 3}})
    ->Unit(benchmark::kMicrosecond)
    ->Iterations(1);
BENCHMARK(BM_Templates)->DenseRange(0, 1)->Unit(benchmark::kMicrosecond)->Iterations(1);

}  // namespace
