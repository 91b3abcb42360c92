// Forcing chain and net cost (plugin `forcing`, through its C entry points; steps counted by a bare
// sink), and the `hodoku` engine type's time per puzzle.
//   build/bin/forcing_bench [--benchmark_filter=Forcing/]
// BM_Forcing/T/M: technique T (0 forcing.chain, 1 forcing.net), mode M (0 the first step, 1 every
// step) on 1,000 hard positions: the final grids of the `full` engine type where it is stuck, on the
// shipped sx_diabolical_150.txt and then the optional sx_diabolical_500.txt and top1465.txt
// (docs/corpora.md). Counter per_position: seconds per position (1e-06 = 1 µs).
// BM_HodokuEngine/C: the `hodoku` engine type on corpus C (0 top1465.txt, 1 forum_hardest_1106.txt),
// every puzzle; counters per_puzzle (mean seconds) and worst (the slowest puzzle).
#include <algorithm>
#include <chrono>
#include <memory>

#include "bench_support.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"

namespace {

const std::vector<std::string> kHardCorpora = {"sx_diabolical_500.txt", "top1465.txt"};

const std::vector<npe::Grid>& hard_positions() {
  static const std::vector<npe::Grid> grids = [] {
    std::vector<npe::Puzzle> puzzles =
        npe::read_puzzle_file(npe::bench::source_file("tests/data/corpora/sx_diabolical_150.txt"));
    for (auto& puzzle : npe::bench::shared_corpus(kHardCorpora)) puzzles.push_back(std::move(puzzle));
    std::vector<npe::Grid> result;
    npe::Engine engine(npe::load_engine_type(npe::bench::source_file("configs/engines/full.yaml")),
                       npe::bench::shipped_plugins());
    for (const auto& puzzle : puzzles) {
      if (result.size() >= 1000) break;
      const auto run = engine.run(puzzle);
      if (run.outcome == npe::Outcome::stuck) result.push_back(run.final_grid);
    }
    return result;
  }();
  return grids;
}

void BM_Forcing(benchmark::State& state) {
  const char* id = state.range(0) == 0 ? "forcing.chain" : "forcing.net";
  const bool all = state.range(1) != 0;
  state.SetLabel(std::string(id) + (all ? " all" : " first"));
  const auto instance = npe::bench::shipped_plugins().create(id, {});
  const auto& grids = hard_positions();
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      instance->find(grid, all, [&](const npe_step&) {
        ++steps;
        return true;
      });
    }
  }
  npe::bench::report_per_position(state, grids.size(), steps, "steps_per_position");
}

void BM_HodokuEngine(benchmark::State& state) {
  const std::vector<std::string> corpus = {state.range(0) == 0 ? "top1465.txt" : "forum_hardest_1106.txt"};
  const auto puzzles = npe::bench::shared_corpus(corpus);
  if (npe::bench::skipped_without(state, puzzles.size(), corpus)) return;
  state.SetLabel(corpus[0]);
  npe::Engine engine(npe::load_engine_type(npe::bench::source_file("configs/engines/hodoku.yaml")),
                     npe::bench::shipped_plugins());
  double total = 0, worst = 0;
  std::int64_t solved = 0;
  for (auto _ : state) {
    for (const auto& puzzle : puzzles) {
      const auto start = std::chrono::steady_clock::now();
      const auto run = engine.run(puzzle);
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      total += seconds;
      worst = std::max(worst, seconds);
      solved += run.outcome == npe::Outcome::solved;
    }
  }
  state.counters["per_puzzle"] = total / static_cast<double>(puzzles.size());
  state.counters["worst"] = worst;
  state.counters["solved"] = static_cast<double>(solved);
}

BENCHMARK(BM_Forcing)->ArgsProduct({{0, 1}, {0, 1}})->Unit(benchmark::kMicrosecond)->Iterations(1);
BENCHMARK(BM_HodokuEngine)->DenseRange(0, 1)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
