// Uniqueness search cost: every instance of every uniqueness technique (Uniqueness Tests 1..6,
// Hidden Rectangle, Avoidable Rectangles 1..2, BUG + 1, BUG Lite up to 12 cells; NPE_FIND_ALL) on
// one position, the puzzle known to be unique.
//   build/bin/uniqueness_bench
// Positions: 1,000 hard positions, where the `full` engine type is stuck on
// the optional sx_diabolical_500.txt and then top1465.txt (docs/corpora.md; pencil marks after every technique
// it knows; digits placed while solving). Report: time per position ("per_position" counter, in
// seconds: 1e-06 = 1 µs), instances per position.
// All: the plugin's eleven techniques through its C entry points, steps counted by a bare sink.
// Each: one technique alone (argument: its index in the plugin). BugLite: BUG Lite with max_cells =
// the argument. Direct: the classes compiled into
// this program (no ABI).
#include <memory>
#include <tuple>

#include "bench_support.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "uniqueness/uniqueness_techniques.hpp"

namespace {

const std::vector<std::string> kCorpora = {"sx_diabolical_500.txt", "top1465.txt"};

const char* const kIds[] = {"uniqueness.type1",
                            "uniqueness.type2",
                            "uniqueness.type3",
                            "uniqueness.type4",
                            "uniqueness.type5",
                            "uniqueness.type6",
                            "uniqueness.hidden_rectangle",
                            "uniqueness.avoidable1",
                            "uniqueness.avoidable2",
                            "uniqueness.bug1",
                            "uniqueness.bug_lite"};

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

void run_instances(benchmark::State& state, const std::vector<std::unique_ptr<npe::TechniqueInstance>>& instances) {
  const auto& grids = positions();
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) steps += npe::bench::count_steps(instances, grids);
  npe::bench::report_per_position(state, grids.size(), steps, "found_per_position");
}

void BM_Uniqueness_All(benchmark::State& state) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (const char* id : kIds) instances.push_back(npe::bench::shipped_plugins().create(id, {}));
  run_instances(state, instances);
}

void BM_Uniqueness_Each(benchmark::State& state) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  instances.push_back(npe::bench::shipped_plugins().create(kIds[state.range(0)], {}));
  state.SetLabel(kIds[state.range(0)]);
  run_instances(state, instances);
}

/** BUG Lite alone with max_cells = the argument. */
void BM_Uniqueness_BugLite(benchmark::State& state) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  instances.push_back(
      npe::bench::shipped_plugins().create("uniqueness.bug_lite", {{"max_cells", std::to_string(state.range(0))}}));
  run_instances(state, instances);
}

template <class Technique>
void find_direct(Technique& technique, const npe_position& raw, std::int64_t& steps) {
  npe::sdk::StepSink sink(npe::bench::count_step, &steps, true);
  technique.find(npe::sdk::Position(raw), sink);
}

template <class... Techniques>
void BM_Uniqueness_Direct(benchmark::State& state) {
  auto techniques =
      std::make_tuple(std::make_unique<Techniques>(npe::sdk::Params(Techniques::descriptor, nullptr, 0))...);
  const auto& grids = positions();
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      const npe_position raw = npe::position_view(grid, true);
      std::apply([&](auto&... technique) { (find_direct(*technique, raw, steps), ...); }, techniques);
    }
  }
  npe::bench::report_per_position(state, grids.size(), steps, "found_per_position");
}

namespace u = npe::plugins::uniqueness;

BENCHMARK(BM_Uniqueness_All)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Uniqueness_Each)->DenseRange(0, 10)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_Uniqueness_BugLite)->DenseRange(6, 16, 2)->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(BM_Uniqueness_Direct, u::UniquenessTest1, u::UniquenessTest2, u::UniquenessTest3, u::UniquenessTest4,
                   u::UniquenessTest5, u::UniquenessTest6, u::HiddenRectangle, u::AvoidableRectangle1,
                   u::AvoidableRectangle2, u::BugPlusOne, u::BugLite)
    ->Unit(benchmark::kMicrosecond);

}  // namespace
