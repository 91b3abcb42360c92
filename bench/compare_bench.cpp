// npe compare throughput: every shipped engine type (configs/engines/*.yaml) over 10,000 corpus
// puzzles (the first 10,000 of the optional sx_by_rating_200each.txt, docs/corpora.md: ratings 2.5 to 9.3).
//   build/bin/compare_bench
//   NPE_BENCH_PUZZLES=2000 build/bin/compare_bench   (fewer puzzles, quicker)
// BM_Engine/<type>: one engine type alone, one thread (puzzles/s).
// BM_Compare/threads:N: `npe compare`'s work (all types on every puzzle, records and divergences)
// with N worker threads; the speed-up is puzzles/s at 2 threads over puzzles/s at 1 (wall clock:
// meaningful only on otherwise idle cores). Its CPU column is the whole process's, all threads.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <numeric>

#include "bench_support.hpp"
#include "compare/compare_run.hpp"
#include "engine/engine.hpp"

namespace {

const std::vector<std::string> kCorpus = {"sx_by_rating_200each.txt"};

const std::vector<npe::Puzzle>& corpus() {
  static const std::vector<npe::Puzzle> puzzles = [] {
    auto all = npe::bench::shared_corpus(kCorpus);
    std::size_t count = 10000;
    if (const char* value = std::getenv("NPE_BENCH_PUZZLES")) count = std::strtoul(value, nullptr, 10);
    // The file holds 9,758 puzzles: repeat from the start to reach the count.
    std::vector<npe::Puzzle> puzzles;
    for (std::size_t i = 0; i < count && !all.empty(); ++i) puzzles.push_back(all[i % all.size()]);
    return puzzles;
  }();
  return puzzles;
}

std::vector<std::filesystem::path> engine_files() {
  std::vector<std::filesystem::path> files;
  for (const auto& item : std::filesystem::directory_iterator(npe::bench::source_file("configs/engines"))) {
    if (item.path().extension() == ".yaml") files.push_back(item.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<npe::EngineType> engine_types() {
  std::vector<npe::EngineType> types;
  for (const auto& file : engine_files()) types.push_back(npe::load_engine_type(file));
  return types;
}

void BM_Engine(benchmark::State& state, const std::filesystem::path& file) {
  npe::Engine engine(npe::load_engine_type(file), npe::bench::shipped_plugins());
  const auto& puzzles = corpus();
  if (npe::bench::skipped_without(state, puzzles.size(), kCorpus)) return;
  std::int64_t solved = 0;
  for (auto _ : state) {
    for (const auto& puzzle : puzzles) solved += engine.run(puzzle).outcome == npe::Outcome::solved;
  }
  state.counters["puzzles/s"] =
      benchmark::Counter(static_cast<double>(puzzles.size() * state.iterations()), benchmark::Counter::kIsRate);
  state.counters["solved"] = static_cast<double>(solved / std::max<std::int64_t>(1, state.iterations()));
}

void BM_Compare(benchmark::State& state) {
  const auto types = engine_types();
  const auto& puzzles = corpus();
  if (npe::bench::skipped_without(state, puzzles.size(), kCorpus)) return;
  std::vector<std::size_t> indices(puzzles.size());
  std::iota(indices.begin(), indices.end(), std::size_t{0});
  npe::CompareRunOptions options;
  options.threads = static_cast<int>(state.range(0));
  for (auto _ : state) {
    auto records = npe::run_comparison(types, npe::bench::shipped_plugins(), puzzles, indices, options);
    benchmark::DoNotOptimize(records.data());
  }
  state.counters["puzzles/s"] =
      benchmark::Counter(static_cast<double>(puzzles.size() * state.iterations()), benchmark::Counter::kIsRate);
  state.counters["engine_types"] = static_cast<double>(types.size());
}

const bool registered = [] {
  for (const auto& file : engine_files()) {
    benchmark::RegisterBenchmark(("BM_Engine/" + file.stem().string()).c_str(), BM_Engine, file)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1)
        ->UseRealTime();
  }
  benchmark::RegisterBenchmark("BM_Compare", BM_Compare)
      ->ArgName("threads")
      ->Arg(1)
      ->Arg(2)
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1)
      ->MeasureProcessCPUTime()  // CPU of all threads: equal at 1 and 2 threads = no parallel overhead
      ->UseRealTime();
  return true;
}();

}  // namespace
