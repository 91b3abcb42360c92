// Cost of the pattern techniques (plugins single_digit, wings, coloring): every instance of one
// technique (NPE_FIND_ALL) on one position, through the loaded plugin's C entry points, steps counted
// by a bare sink (each step's text and evidence are built: that is part of the cost).
//   build/bin/patterns_bench [--benchmark_filter=Wings]
// Positions: 1,000 corpus positions (../shared/corpora/sx_hard_500.txt + sx_diabolical_500.txt),
// singles filled (as bench/fish_bench.cpp). Report: "per_position" in seconds (1e-06 = 1 µs) and
// "steps_per_position".
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
      if (!std::filesystem::exists(corpora / file)) continue;
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

void run_technique(benchmark::State& state, const char* id, npe::ParamList params) {
  const auto instance = registry().create(id, params);
  const auto& grids = positions();
  if (grids.empty()) {
    state.SkipWithError("needs ../shared/corpora/sx_hard_500.txt");
    return;
  }
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      instance->find(grid, true, [&](const npe_step&) {
        ++steps;
        return true;
      });
    }
  }
  const double calls = static_cast<double>(grids.size() * state.iterations());
  state.counters["per_position"] = benchmark::Counter(calls, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["steps_per_position"] = static_cast<double>(steps) / calls;
}

#define NPE_PATTERN_BENCH(NAME, ID, ...)                                                   \
  void BM_##NAME(benchmark::State& state) { run_technique(state, ID, npe::ParamList{__VA_ARGS__}); } \
  BENCHMARK(BM_##NAME)->Unit(benchmark::kMicrosecond)

NPE_PATTERN_BENCH(SingleDigit_Skyscraper, "single_digit.skyscraper");
NPE_PATTERN_BENCH(SingleDigit_TwoStringKite, "single_digit.two_string_kite");
NPE_PATTERN_BENCH(SingleDigit_TurbotFish, "single_digit.turbot_fish");
NPE_PATTERN_BENCH(SingleDigit_EmptyRectangle, "single_digit.empty_rectangle");
NPE_PATTERN_BENCH(SingleDigit_EmptyRectangleTwoCandidates, "single_digit.empty_rectangle", {"two_candidates", "1"});
NPE_PATTERN_BENCH(SingleDigit_DualTwoStringKite, "single_digit.dual_two_string_kite");
NPE_PATTERN_BENCH(SingleDigit_DualEmptyRectangle, "single_digit.dual_empty_rectangle");
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
