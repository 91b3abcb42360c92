// Cost of the pattern techniques (plugins single_digit, wings, coloring): every instance of one
// technique (NPE_FIND_ALL) on one position, through the loaded plugin's C entry points, steps counted
// by a bare sink (each step's text and evidence are built: that is part of the cost).
//   build/bin/patterns_bench [--benchmark_filter=Wings]
// Positions: 1,000 corpus positions (the optional sx_hard_500.txt + sx_diabolical_500.txt, docs/corpora.md),
// singles filled (as bench/fish_bench.cpp). Report: "per_position" in seconds (1e-06 = 1 µs) and
// "steps_per_position".
#include "bench_support.hpp"

namespace {

const std::vector<std::string> kCorpora = {"sx_hard_500.txt", "sx_diabolical_500.txt"};

const std::vector<npe::Grid>& positions() {
  static const std::vector<npe::Grid> grids = npe::bench::with_singles_filled(npe::bench::shared_corpus(kCorpora));
  return grids;
}

void run_technique(benchmark::State& state, const char* id, npe::ParamList params) {
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  instances.push_back(npe::bench::shipped_plugins().create(id, params));
  const auto& grids = positions();
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) steps += npe::bench::count_steps(instances, grids);
  npe::bench::report_per_position(state, grids.size(), steps, "steps_per_position");
}

#define NPE_PATTERN_BENCH(NAME, ID, ...)                                                             \
  void BM_##NAME(benchmark::State& state) { run_technique(state, ID, npe::ParamList{__VA_ARGS__}); } \
  BENCHMARK(BM_##NAME)->Unit(benchmark::kMicrosecond)

NPE_PATTERN_BENCH(SingleDigit_Skyscraper, "single_digit.skyscraper");
NPE_PATTERN_BENCH(SingleDigit_TwoStringKite, "single_digit.two_string_kite");
NPE_PATTERN_BENCH(SingleDigit_TurbotFish, "single_digit.turbot_fish");
NPE_PATTERN_BENCH(SingleDigit_EmptyRectangle, "single_digit.empty_rectangle");
NPE_PATTERN_BENCH(SingleDigit_EmptyRectangleTwoCandidates, "single_digit.empty_rectangle", {"two_candidates", "1"});
NPE_PATTERN_BENCH(SingleDigit_DualTwoStringKite, "single_digit.dual_two_string_kite");
NPE_PATTERN_BENCH(SingleDigit_DualEmptyRectangle, "single_digit.dual_empty_rectangle");
NPE_PATTERN_BENCH(SingleDigit_GroupedTurbotFish, "single_digit.grouped_turbot_fish");
NPE_PATTERN_BENCH(Wings_XY, "wings.xy");
NPE_PATTERN_BENCH(Wings_XYZ, "wings.xyz");
NPE_PATTERN_BENCH(Wings_W, "wings.w");
NPE_PATTERN_BENCH(Wings_WXYZ, "wings.wxyz");
NPE_PATTERN_BENCH(Coloring_Simple, "coloring.simple");
NPE_PATTERN_BENCH(Coloring_Multi, "coloring.multi");
NPE_PATTERN_BENCH(Coloring_Weak, "coloring.weak");
NPE_PATTERN_BENCH(Coloring_XColors, "coloring.x_colors");
NPE_PATTERN_BENCH(Coloring_Medusa, "coloring.medusa");

}  // namespace
