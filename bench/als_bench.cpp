// Almost locked set and Sue de Coq enumeration cost: every instance (NPE_FIND_ALL) of one technique on
// one position, through the loaded plugin's C entry points, steps counted by a bare sink.
//   build/bin/als_bench
// Positions: 1,000 corpus positions (the optional sx_hard_500.txt + sx_diabolical_500.txt, docs/corpora.md),
// singles filled. Report: time per position ("per_position" counter, in seconds: 1e-06 = 1 µs).
// HoDoKu's regression setting for chains (both ways, 6 links, every chain) takes about a second per
// position (tests/als_reglib_test.cpp runs it on the reglib cases); the bench runs 4 links instead.
// The four ALS techniques share the position's ALS list and restricted commons (a per-thread cache
// in the plugin): BM_Als_AllFour runs them one after the other on each position, enumerating once.
#include <memory>

#include "bench_support.hpp"

namespace {

const std::vector<std::string> kCorpora = {"sx_hard_500.txt", "sx_diabolical_500.txt"};

const std::vector<npe::Grid>& positions() {
  static const std::vector<npe::Grid> grids = npe::bench::with_singles_filled(npe::bench::shared_corpus(kCorpora));
  return grids;
}

struct Technique {
  const char* id;
  npe::ParamList params;
};

const Technique kTechniques[] = {
    {"als.xz", {}},
    {"als.xy_wing", {}},
    {"als.xy_chain", {}},  // HoDoKu's solver setting
    {"als.xy_chain", {{"forward_only", "0"}, {"max_rcs", "4"}, {"one_per_elimination", "0"}}},  // both ways, 4 links
    {"als.death_blossom", {}},
    {"sue_de_coq", {}},
};

void run(benchmark::State& state, const std::vector<const Technique*>& techniques) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (const Technique* t : techniques) instances.push_back(npe::bench::shipped_plugins().create(t->id, t->params));
  const auto& grids = positions();
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) steps += npe::bench::count_steps(instances, grids);
  npe::bench::report_per_position(state, grids.size(), steps, "steps_per_position");
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
