// Almost locked set and Sue de Coq enumeration cost: every instance (NPE_FIND_ALL) of one technique on
// one position, through the loaded plugin's C entry points, steps counted by a bare sink.
//   build/bin/als_bench
// Positions: 1,000 corpus positions (../shared/corpora/sx_hard_500.txt + sx_diabolical_500.txt),
// singles filled. Report: time per position ("per_position" counter, in seconds: 1e-06 = 1 µs).
// HoDoKu's regression setting for chains (both ways, 6 links, every chain) takes about a second per
// position (tests/als_reglib_test.cpp runs it on the reglib cases); the bench runs 4 links instead.
// The four ALS techniques share the position's ALS list and restricted commons (a per-thread cache
// in the plugin): BM_Als_AllFour runs them one after the other on each position, enumerating once.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

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

struct Technique {
  const char* id;
  npe::ParamList params;
};

const Technique kTechniques[] = {
    {"als.xz", {}},
    {"als.xy_wing", {}},
    {"als.xy_chain", {}},                                                               // HoDoKu's solver setting
    {"als.xy_chain", {{"forward_only", "0"}, {"max_rcs", "4"}, {"one_per_elimination", "0"}}},  // both ways, 4 links
    {"als.death_blossom", {}},
    {"sue_de_coq", {}},
};

void run(benchmark::State& state, const std::vector<const Technique*>& techniques) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (const Technique* t : techniques) instances.push_back(registry().create(t->id, t->params));
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
  const double count = static_cast<double>(grids.size() * state.iterations());
  state.counters["per_position"] = benchmark::Counter(count, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["positions"] = static_cast<double>(grids.size());
  state.counters["steps_per_position"] = static_cast<double>(steps) / count;
}

/** Argument: index into kTechniques. */
void BM_Technique(benchmark::State& state) {
  const Technique& t = kTechniques[state.range(0)];
  state.SetLabel(std::string(t.id) + (t.params.empty() ? "" : " (both ways, 4 links, every chain)"));
  run(state, {&t});
}

void BM_Als_AllFour(benchmark::State& state) {
  run(state, {&kTechniques[0], &kTechniques[1], &kTechniques[2], &kTechniques[4]});
}

BENCHMARK(BM_Technique)->DenseRange(0, 5)->Unit(benchmark::kMicrosecond)->Iterations(1);
BENCHMARK(BM_Als_AllFour)->Unit(benchmark::kMicrosecond)->Iterations(1);

}  // namespace
