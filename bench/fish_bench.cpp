// Fish enumeration cost: every basic fish of size 2..7 for all digits, base rows and base columns
// (6 technique instances, NPE_FIND_ALL) on one position; the finned/sashimi fish of size 2..4 too.
//   build/bin/fish_bench
// Positions: 1,000 corpus positions (../shared/corpora/sx_hard_500.txt + sx_diabolical_500.txt),
// singles filled. Report: time per position ("per_position" counter, in seconds: 1e-06 = 1 µs).
// Plugin: through the loaded plugin's C entry points, steps counted by a bare sink.
// Direct: the technique classes compiled into this program (no ABI); the hot path has no heap use.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "board/puzzle_text.hpp"
#include "fish/fish_technique.hpp"
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

void report(benchmark::State& state, std::size_t count, std::int64_t steps) {
  state.counters["per_position"] = benchmark::Counter(static_cast<double>(count * state.iterations()),
                                                      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["positions"] = static_cast<double>(count);
  state.counters["fish_per_position"] = static_cast<double>(steps) / static_cast<double>(count * state.iterations());
}

/** Argument: 0 = basic fish 2..7, 1 = finned fish 2..4. */
void BM_Fish_Plugin(benchmark::State& state) {
  const bool finned = state.range(0) == 1;
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (int n = 2; n <= (finned ? 4 : 7); ++n) {
    instances.push_back(registry().create(finned ? "fish.finned" : "fish.basic", {{"size", std::to_string(n)}}));
  }
  const auto& grids = positions();
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      for (const auto& instance : instances) {
        instance->find(grid, true, [&](const npe_step&) {
          ++steps;
          return true;
        });
      }
    }
  }
  report(state, grids.size(), steps);
}

int32_t count_step(void* context, const npe_step*) {
  ++*static_cast<std::int64_t*>(context);
  return NPE_SINK_CONTINUE;
}

template <class Technique>
void BM_Fish_Direct(benchmark::State& state) {
  const int largest = state.range(0);
  std::vector<std::unique_ptr<Technique>> techniques;
  for (int n = 2; n <= largest; ++n) {
    const std::string value = std::to_string(n);
    const npe_param param{"size", value.c_str()};
    techniques.push_back(std::make_unique<Technique>(npe::sdk::Params(Technique::descriptor, &param, 1)));
  }
  const auto& grids = positions();
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      const npe_position raw = position_view(grid, true);
      for (const auto& technique : techniques) {
        npe::sdk::StepSink sink(count_step, &steps, true);
        technique->find(npe::sdk::Position(raw), sink);
      }
    }
  }
  report(state, grids.size(), steps);
}

BENCHMARK(BM_Fish_Plugin)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
// Argument: the largest size (basic 2..7, finned 2..4).
BENCHMARK_TEMPLATE(BM_Fish_Direct, npe::plugins::fish::BasicFish)->Arg(7)->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(BM_Fish_Direct, npe::plugins::fish::FinnedFish)->Arg(4)->Unit(benchmark::kMicrosecond);

}  // namespace
