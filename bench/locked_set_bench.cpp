// LockedSet enumeration cost: every naked and hidden set of order 2..7 (12 technique instances,
// NPE_FIND_ALL) on one position, singles filled first as in the seed's list.
//   build/bin/locked_set_bench
// Positions: the seed 001 position (its 25 LockedSets), and 1,000 corpus positions
// (../shared/corpora/sx_hard_500.txt + sx_diabolical_500.txt). Report: time per position
// ("per_position" counter, in seconds: 1e-06 = 1 µs).
// Plugin: through the loaded plugin's C entry points, steps counted by a bare sink.
// Direct: the technique classes compiled into this program (no ABI).
// Search: the `npe find` path (search_technique: instance creation, step copies, step checks).
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>

#include "board/puzzle_text.hpp"
#include "engine/technique_search.hpp"
#include "loader/plugin_registry.hpp"
#include "locked_set/locked_set_technique.hpp"
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

npe::Grid filled(const npe::Digits& givens) {
  npe::Grid grid = npe::Grid::from_digits(givens);
  npe::fill_singles(grid);
  return grid;
}

std::vector<npe::Grid> seed_position() {
  return {filled(npe::parse_puzzle_line(
                     "2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3")
                     .givens)};
}

std::vector<npe::Grid> corpus_positions() {
  std::vector<npe::Grid> grids;
  const auto corpora = std::filesystem::path(NPE_SHARED_DIR) / "corpora";
  for (const char* file : {"sx_hard_500.txt", "sx_diabolical_500.txt"}) {
    for (const auto& puzzle : npe::read_puzzle_file(corpora / file)) grids.push_back(filled(puzzle.givens));
  }
  return grids;
}

const std::vector<npe::Grid>& positions(int which) {
  static const std::vector<npe::Grid> seed = seed_position();
  static const std::vector<npe::Grid> corpus = corpus_positions();
  return which == 0 ? seed : corpus;
}

void report(benchmark::State& state, std::size_t positions, std::int64_t steps) {
  state.counters["per_position"] = benchmark::Counter(static_cast<double>(positions * state.iterations()),
                                                      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["positions"] = static_cast<double>(positions);
  state.counters["sets_per_position"] =
      static_cast<double>(steps) / static_cast<double>(positions * state.iterations());
}

void BM_LockedSet_Plugin(benchmark::State& state) {
  const auto& grids = positions(static_cast<int>(state.range(0)));
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (int n = 2; n <= 7; ++n) {
    for (const char* id : {"locked_set.naked", "locked_set.hidden"}) {
      instances.push_back(registry().create(id, {{"size", std::to_string(n)}}));
    }
  }
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

int32_t count_step(void* context, const npe_step*) {
  ++*static_cast<std::int64_t*>(context);
  return NPE_SINK_CONTINUE;
}

template <class Technique>
void find_direct(Technique& technique, const npe::Grid& grid, std::int64_t& steps) {
  const npe_position raw = position_view(grid, true);
  npe::sdk::StepSink sink(count_step, &steps, true);
  technique.find(npe::sdk::Position(raw), sink);
}

void BM_LockedSet_Direct(benchmark::State& state) {
  using namespace npe::plugins::locked_set;
  const auto& grids = positions(static_cast<int>(state.range(0)));
  std::vector<std::unique_ptr<NakedLockedSet>> naked;
  std::vector<std::unique_ptr<HiddenLockedSet>> hidden;
  for (int n = 2; n <= 7; ++n) {
    const std::string value = std::to_string(n);
    const npe_param param{"size", value.c_str()};
    naked.push_back(std::make_unique<NakedLockedSet>(npe::sdk::Params(NakedLockedSet::descriptor, &param, 1)));
    hidden.push_back(std::make_unique<HiddenLockedSet>(npe::sdk::Params(HiddenLockedSet::descriptor, &param, 1)));
  }
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      for (std::size_t i = 0; i < naked.size(); ++i) {
        find_direct(*naked[i], grid, steps);
        find_direct(*hidden[i], grid, steps);
      }
    }
  }
  report(state, grids.size(), steps);
}

void BM_LockedSet_Search(benchmark::State& state) {
  const auto& grids = positions(static_cast<int>(state.range(0)));
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      for (int n = 2; n <= 7; ++n) {
        for (const char* id : {"locked_set.naked", "locked_set.hidden"}) {
          steps += static_cast<std::int64_t>(
              npe::search_technique(registry(), id, {{"size", std::to_string(n)}}, grid, {true, false, false})
                  .steps.size());
        }
      }
    }
  }
  report(state, grids.size(), steps);
}

// Argument 0: the seed position; 1: the 1,000 corpus positions.
BENCHMARK(BM_LockedSet_Plugin)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LockedSet_Direct)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LockedSet_Search)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

}  // namespace
