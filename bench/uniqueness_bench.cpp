// Uniqueness search cost: every instance of every uniqueness technique (Uniqueness Tests 1..6,
// Hidden Rectangle, Avoidable Rectangles 1..2, BUG + 1, BUG Lite up to 12 cells; NPE_FIND_ALL) on
// one position, the puzzle known to be unique.
//   build/bin/uniqueness_bench
// Positions: 1,000 hard positions, where the `full` engine type is stuck on
// ../shared/corpora/sx_diabolical_500.txt and then top1465.txt (pencil marks after every technique
// it knows; digits placed while solving). Report: time per position ("per_position" counter, in
// seconds: 1e-06 = 1 µs), instances per position.
// All: the plugin's eleven techniques through its C entry points, steps counted by a bare sink.
// Each: one technique alone (argument: its index in the plugin). BugLite: BUG Lite with max_cells =
// the argument. Direct: the classes compiled into
// this program (no ABI).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "loader/plugin_registry.hpp"
#include "board/puzzle_text.hpp"
#include "uniqueness/uniqueness_techniques.hpp"

namespace {

const char* const kIds[] = {"uniqueness.type1",      "uniqueness.type2",      "uniqueness.type3",
                            "uniqueness.type4",      "uniqueness.type5",      "uniqueness.type6",
                            "uniqueness.hidden_rectangle", "uniqueness.avoidable1", "uniqueness.avoidable2",
                            "uniqueness.bug1",       "uniqueness.bug_lite"};

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
    npe::Engine engine(npe::load_engine_type(std::filesystem::path(NPE_SOURCE_DIR) / "configs/engines/full.yaml"),
                       registry());
    const auto corpora = std::filesystem::path(NPE_SHARED_DIR) / "corpora";
    for (const char* file : {"sx_diabolical_500.txt", "top1465.txt"}) {
      for (const auto& puzzle : npe::read_puzzle_file(corpora / file)) {
        if (result.size() == 1000) return result;
        const npe::RunResult run = engine.run(puzzle);
        if (run.outcome != npe::Outcome::stuck) continue;
        npe::Grid grid = run.final_grid;
        grid.facts |= NPE_FACT_UNIQUE;
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
  state.counters["found_per_position"] = static_cast<double>(steps) / static_cast<double>(count * state.iterations());
}

void run_instances(benchmark::State& state, const std::vector<std::unique_ptr<npe::TechniqueInstance>>& instances) {
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

void BM_Uniqueness_All(benchmark::State& state) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (const char* id : kIds) instances.push_back(registry().create(id, {}));
  run_instances(state, instances);
}

void BM_Uniqueness_Each(benchmark::State& state) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  instances.push_back(registry().create(kIds[state.range(0)], {}));
  state.SetLabel(kIds[state.range(0)]);
  run_instances(state, instances);
}

/** BUG Lite alone with max_cells = the argument. */
void BM_Uniqueness_BugLite(benchmark::State& state) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  instances.push_back(registry().create("uniqueness.bug_lite", {{"max_cells", std::to_string(state.range(0))}}));
  run_instances(state, instances);
}

int32_t count_step(void* context, const npe_step*) {
  ++*static_cast<std::int64_t*>(context);
  return NPE_SINK_CONTINUE;
}

template <class Technique>
void find_direct(Technique& technique, const npe_position& raw, std::int64_t& steps) {
  npe::sdk::StepSink sink(count_step, &steps, true);
  technique.find(npe::sdk::Position(raw), sink);
}

template <class... Techniques>
void BM_Uniqueness_Direct(benchmark::State& state) {
  auto techniques = std::make_tuple(std::make_unique<Techniques>(npe::sdk::Params(Techniques::descriptor, nullptr, 0))...);
  const auto& grids = positions();
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      const npe_position raw = npe::position_view(grid, true);
      std::apply([&](auto&... technique) { (find_direct(*technique, raw, steps), ...); }, techniques);
    }
  }
  report(state, grids.size(), steps);
}

namespace u = npe::plugins::uniqueness;

BENCHMARK(BM_Uniqueness_All)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Uniqueness_Each)->DenseRange(0, 10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Uniqueness_BugLite)->DenseRange(6, 16, 2)->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(BM_Uniqueness_Direct, u::UniquenessTest1, u::UniquenessTest2, u::UniquenessTest3,
                   u::UniquenessTest4, u::UniquenessTest5, u::UniquenessTest6, u::HiddenRectangle,
                   u::AvoidableRectangle1, u::AvoidableRectangle2, u::BugPlusOne, u::BugLite)
    ->Unit(benchmark::kMicrosecond);

}  // namespace
