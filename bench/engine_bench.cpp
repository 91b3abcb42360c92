// Engine throughput and the cost of the plugin ABI.
//   build/bin/engine_bench                      (all benchmarks)
//   build/bin/engine_bench --benchmark_filter=Box   (ABI overhead only)
// BM_Engine_NpeType1: steps per second of npe-type1 over the shipped puzzles (fixtures/puzzles).
// BM_Box_ThroughPlugin vs BM_Box_Direct: the box technique finding all moves on the same positions,
// once through the loaded plugin's C entry points, once compiled into this program.
#include <filesystem>

#include "bench_support.hpp"
#include "box/box_technique.hpp"
#include "engine/engine.hpp"

namespace {

std::vector<npe::Puzzle> shipped_puzzles() {
  std::vector<npe::Puzzle> puzzles;
  for (const auto& item : std::filesystem::directory_iterator(npe::bench::source_file("fixtures/puzzles"))) {
    for (auto& puzzle : npe::read_puzzle_file(item.path())) puzzles.push_back(std::move(puzzle));
  }
  return puzzles;
}

/** Positions met along npe-type1's solve paths: what a technique really sees. */
std::vector<npe::Grid> positions_along_solves() {
  npe::Engine engine(npe::load_engine_type(npe::bench::source_file("configs/engines/npe-type1.yaml")),
                     npe::bench::shipped_plugins());
  std::vector<npe::Grid> grids;
  for (const auto& puzzle : shipped_puzzles()) {
    npe::Grid grid = npe::Grid::from_digits(puzzle.givens);
    for (const auto& step : engine.run(puzzle).steps) {
      grids.push_back(grid);
      for (const auto& [cell, digit] : step.step.placements) grid.place(cell, digit);
    }
  }
  return grids;
}

void BM_Engine_NpeType1(benchmark::State& state) {
  const auto puzzles = shipped_puzzles();
  npe::Engine engine(npe::load_engine_type(npe::bench::source_file("configs/engines/npe-type1.yaml")),
                     npe::bench::shipped_plugins());
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& puzzle : puzzles) steps += static_cast<std::int64_t>(engine.run(puzzle).steps.size());
  }
  state.counters["steps/s"] = benchmark::Counter(static_cast<double>(steps), benchmark::Counter::kIsRate);
  state.counters["puzzles/s"] =
      benchmark::Counter(static_cast<double>(puzzles.size() * state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Engine_NpeType1)->Unit(benchmark::kMillisecond);

void BM_Box_ThroughPlugin(benchmark::State& state) {
  const auto grids = positions_along_solves();
  auto instance = npe::bench::shipped_plugins().create("box", {});
  std::int64_t found = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      instance->find(grid, true, [&](const npe_step&) {
        ++found;
        return true;
      });
    }
  }
  benchmark::DoNotOptimize(found);
  state.counters["positions/s"] =
      benchmark::Counter(static_cast<double>(grids.size() * state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Box_ThroughPlugin);

void BM_Box_Direct(benchmark::State& state) {
  const auto grids = positions_along_solves();
  npe_technique_desc desc = npe::plugins::BoxTechnique::descriptor;
  npe::plugins::BoxTechnique box{npe::sdk::Params(desc, nullptr, 0)};
  std::int64_t found = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      const npe_position position = position_view(grid, true);
      npe::sdk::StepSink sink(&npe::bench::count_step, &found, true);
      box.find(npe::sdk::Position(position), sink);
    }
  }
  benchmark::DoNotOptimize(found);
  state.counters["positions/s"] =
      benchmark::Counter(static_cast<double>(grids.size() * state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Box_Direct);

}  // namespace
