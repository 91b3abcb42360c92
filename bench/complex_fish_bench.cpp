// Complex fish, Kraken fish and templates cost: every instance (NPE_FIND_ALL) of one technique at one
// size on one position, through the loaded plugin's C entry points, steps counted by a bare sink.
//   build/bin/complex_fish_bench [--benchmark_filter=Templates|Kraken]
// Positions: 1,000 corpus positions (the optional sx_hard_500.txt + sx_diabolical_500.txt, docs/corpora.md),
// singles filled. Report: time per position ("per_position" counter, in seconds: 1e-06 = 1 µs).
// Sizes: HoDoKu's fish of size n as the technique's "size" parameter; the finned ones with HoDoKu's
// defaults (5 fins, 2 endo-fins).
#include <memory>
#include <string>

#include "bench_support.hpp"

namespace {

const std::vector<std::string> kCorpora = {"sx_hard_500.txt", "sx_diabolical_500.txt"};

const std::vector<npe::Grid>& positions() {
  static const std::vector<npe::Grid> grids = npe::bench::with_singles_filled(npe::bench::shared_corpus(kCorpora));
  return grids;
}

void run(benchmark::State& state, const char* id, const npe::ParamList& params) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  instances.push_back(npe::bench::shipped_plugins().create(id, params));
  const auto& grids = positions();
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) steps += npe::bench::count_steps(instances, grids);
  npe::bench::report_per_position(state, grids.size(), steps, "steps_per_position");
}

const char* const kFish[] = {"complex_fish.franken", "complex_fish.finned_franken", "complex_fish.mutant",
                             "complex_fish.finned_mutant"};

/** Arguments: index into kFish, size. */
void BM_ComplexFish(benchmark::State& state) {
  const char* id = kFish[state.range(0)];
  state.SetLabel(std::string(id) + " size " + std::to_string(state.range(1)));
  run(state, id, {{"size", std::to_string(state.range(1))}});
}

/** Kraken fish with its defaults, the settings configs/engines/hodoku-kraken.yaml runs it at (HoDoKu's:
 *  types 1 and 2, sizes 2..4, basic and Franken, 2 fins, no endo-fins). */
void BM_Kraken(benchmark::State& state) {
  state.SetLabel("complex_fish.kraken (hodoku-kraken)");
  run(state, "complex_fish.kraken", {});
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
BENCHMARK(BM_Kraken)->Unit(benchmark::kMicrosecond)->Iterations(1);
BENCHMARK(BM_Templates)->DenseRange(0, 1)->Unit(benchmark::kMicrosecond)->Iterations(1);

}  // namespace
