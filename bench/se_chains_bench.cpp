// Cost of Sudoku Explainer's chaining (plugin `se_chains`, through its C entry points; steps counted
// by a bare sink).
//   build/bin/se_chains_bench
// Positions: 1,000 hard positions — the final grids of the `full` engine type (singles, subsets,
// fish) where it is stuck on the optional top1465.txt, then sx_diabolical_500.txt (docs/corpora.md).
// BM_SeChains/T/M: technique T (0 cycles, 1 forcing X-chains, 2 forcing chains, 3 the whole
// "Forcing Chains & Cycles" rule, 4 Nishio, 5 multiple, 6 dynamic), mode M (0 the first step: the
// hint SE applies, 1 every step). Every technique searches the whole position either way (SE sorts
// all hints before it takes one). Nishio, multiple and dynamic run on the first 100 positions.
// Counter per_position: seconds per position (1e-06 = 1 µs).
#include <memory>

#include "bench_support.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"

namespace {

const std::vector<std::string> kHardCorpora = {"top1465.txt", "sx_diabolical_500.txt"};

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

const char* const kTechniques[] = {
    "se_chains.cycles", "se_chains.forcing_x_chains", "se_chains.forcing_chains", "se_chains.forcing_chains_cycles",
    "se_chains.nishio", "se_chains.multiple",         "se_chains.dynamic"};

void BM_SeChains(benchmark::State& state) {
  const int t = static_cast<int>(state.range(0));
  const bool all = state.range(1) != 0;
  const auto instance = npe::bench::shipped_plugins().create(kTechniques[t], {});
  const auto& every = hard_positions();
  if (npe::bench::skipped_without(state, every.size(), kHardCorpora)) return;
  const std::size_t count = t >= 4 ? std::min<std::size_t>(100, every.size()) : every.size();
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (std::size_t i = 0; i < count; ++i) {
      instance->find(every[i], all, [&](const npe_step&) {
        ++steps;
        return true;
      });
    }
  }
  npe::bench::report_per_position(state, count, steps, "steps_per_position");
}

BENCHMARK(BM_SeChains)->ArgsProduct({{0, 1, 2, 3, 4, 5, 6}, {0, 1}})->Unit(benchmark::kMicrosecond)->Iterations(1);

}  // namespace
