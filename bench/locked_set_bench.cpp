// LockedSet enumeration cost: every naked and hidden set of order 2..7 (12 technique instances,
// NPE_FIND_ALL) on one position, singles filled first as in the seed's list.
//   build/bin/locked_set_bench
// Positions: the seed's LockedSet position (docs/seed-notes.md: its 25 LockedSets), and 1,000 corpus
// positions (the optional sx_hard_500 + sx_diabolical_500, docs/corpora.md). Report: time per position
// ("per_position" counter, in seconds: 1e-06 = 1 µs).
// Plugin: through the loaded plugin's C entry points, steps counted by a bare sink.
// Direct: the technique classes compiled into this program (no ABI).
// Search: the `npe find` path (search_technique: instance creation, step copies, step checks).
#include <memory>

#include "bench_support.hpp"
#include "locked_set/locked_set_technique.hpp"
#include "search/technique_search.hpp"

namespace {

using npe::bench::report_per_position;

const std::vector<std::string> kCorpora = {"sx_hard_500.txt", "sx_diabolical_500.txt"};

const std::vector<npe::Grid>& positions(int which) {
  static const std::vector<npe::Grid> seed = npe::bench::with_singles_filled(
      {npe::parse_puzzle_line("2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3")});
  static const std::vector<npe::Grid> corpus = npe::bench::with_singles_filled(npe::bench::shared_corpus(kCorpora));
  return which == 0 ? seed : corpus;
}

void BM_LockedSet_Plugin(benchmark::State& state) {
  const auto& grids = positions(static_cast<int>(state.range(0)));
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::vector<std::unique_ptr<npe::TechniqueInstance>> instances;
  for (int n = 2; n <= 7; ++n) {
    for (const char* id : {"locked_set.naked", "locked_set.hidden"}) {
      instances.push_back(npe::bench::shipped_plugins().create(id, {{"size", std::to_string(n)}}));
    }
  }
  std::int64_t steps = 0;
  for (auto _ : state) steps += npe::bench::count_steps(instances, grids);
  report_per_position(state, grids.size(), steps, "sets_per_position");
}

template <class Technique>
void find_direct(Technique& technique, const npe::Grid& grid, std::int64_t& steps) {
  const npe_position raw = position_view(grid, true);
  npe::sdk::StepSink sink(npe::bench::count_step, &steps, true);
  technique.find(npe::sdk::Position(raw), sink);
}

void BM_LockedSet_Direct(benchmark::State& state) {
  using namespace npe::plugins::locked_set;
  const auto& grids = positions(static_cast<int>(state.range(0)));
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
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
  report_per_position(state, grids.size(), steps, "sets_per_position");
}

void BM_LockedSet_Search(benchmark::State& state) {
  const auto& grids = positions(static_cast<int>(state.range(0)));
  if (npe::bench::skipped_without(state, grids.size(), kCorpora)) return;
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) {
      for (int n = 2; n <= 7; ++n) {
        for (const char* id : {"locked_set.naked", "locked_set.hidden"}) {
          steps +=
              static_cast<std::int64_t>(npe::search_technique(npe::bench::shipped_plugins(), id,
                                                              {{"size", std::to_string(n)}}, grid, {true, false, false})
                                            .steps.size());
        }
      }
    }
  }
  report_per_position(state, grids.size(), steps, "sets_per_position");
}

// Argument 0: the seed position; 1: the 1,000 corpus positions.
BENCHMARK(BM_LockedSet_Plugin)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LockedSet_Direct)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LockedSet_Search)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);

}  // namespace
