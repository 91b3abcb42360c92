// Fish enumeration cost: every basic fish of size 2..7 for all digits, base rows and base columns
// (6 technique instances, NPE_FIND_ALL) on one position; the finned/sashimi fish of size 2..4 too.
//   build/bin/fish_bench
// Positions: 1,000 corpus positions (the optional sx_hard_500 + sx_diabolical_500, docs/corpora.md),
// singles filled. Report: time per position ("per_position" counter, in seconds: 1e-06 = 1 µs).
// Plugin: through the loaded plugin's C entry points, steps counted by a bare sink.
// Direct: the technique classes compiled into this program (no ABI); the hot path has no heap use.
#include <memory>

#include "bench_support.hpp"
#include "fish/fish_technique.hpp"

namespace {

const std::vector<std::string> kCorpora = {"sx_hard_500.txt", "sx_diabolical_500.txt"};

const std::vector<npe::Grid>& positions() {
  static const std::vector<npe::Grid> grids = npe::bench::with_singles_filled(npe::bench::shared_corpus(kCorpora));
  return grids;
}

/** Argument: 0 = basic fish 2..7, 1 = finned fish 2..4. */
void BM_Fish_Plugin(benchmark::State& state) {
  const bool finned = state.range(0) == 1;
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (int n = 2; n <= (finned ? 4 : 7); ++n) {
    instances.push_back(
        npe::bench::shipped_plugins().create(finned ? "fish.finned" : "fish.basic", {{"size", std::to_string(n)}}));
  }
  const auto& grids = positions();
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) steps += npe::bench::count_steps(instances, grids);
  npe::bench::report_per_position(state, grids.size(), steps, "fish_per_position");
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
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      const npe_position raw = position_view(grid, true);
      for (const auto& technique : techniques) {
        npe::sdk::StepSink sink(npe::bench::count_step, &steps, true);
        technique->find(npe::sdk::Position(raw), sink);
      }
    }
  }
  npe::bench::report_per_position(state, grids.size(), steps, "fish_per_position");
}

BENCHMARK(BM_Fish_Plugin)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
// Argument: the largest size (basic 2..7, finned 2..4).
BENCHMARK_TEMPLATE(BM_Fish_Direct, npe::plugins::fish::BasicFish)->Arg(7)->Unit(benchmark::kMicrosecond);
BENCHMARK_TEMPLATE(BM_Fish_Direct, npe::plugins::fish::FinnedFish)->Arg(4)->Unit(benchmark::kMicrosecond);

}  // namespace
