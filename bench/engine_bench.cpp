// Engine throughput and the cost of the plugin ABI (docs/performance.md).
//   build/bin/engine_bench                           (all benchmarks)
//   build/bin/engine_bench --benchmark_filter=Box    (ABI overhead only)
// BM_Engine/<type>: engine types over the first 1,000 puzzles of ../shared/corpora/17clue.txt (the
// shipped puzzles of fixtures/puzzles when it is absent): microseconds per step and per puzzle.
// hodoku-basic (bench/engines) is HoDoKu's basic set, the one timed in HoDoKu for comparison.
// BM_SinglesOnly_Engine vs BM_SinglesOnly_Solver: the puzzles npe-type1 solves, step by step through
// the singles plugins and by the exact solver's bitboard propagation: time per placed digit.
// BM_Box_ThroughPlugin, BM_Box_CompiledIn, BM_Box_Inlined: the box technique finding all moves on the
// same positions, through the loaded plugin's C entry points, compiled into this program and called,
// and compiled in and inlined into the loop. The ABI's cost is ThroughPlugin against CompiledIn; run
// them interleaved (--benchmark_enable_random_interleaving) so the machine's drift hits all three.
// BM_Box_AbiShare: the same ratio measured in pairs of short blocks (its counter abi_share), which
// this noisy machine disturbs far less than separate benchmarks.
#include <algorithm>
#include <chrono>
#include <filesystem>

#include "bench_support.hpp"
#include "box/box_technique.hpp"
#include "engine/engine.hpp"
#include "solver/solver.hpp"

namespace {

std::vector<npe::Puzzle> shipped_puzzles() {
  std::vector<npe::Puzzle> puzzles;
  for (const auto& item : std::filesystem::directory_iterator(npe::bench::source_file("fixtures/puzzles"))) {
    if (item.path().extension() != ".txt") continue;
    for (auto& puzzle : npe::read_puzzle_file(item.path())) puzzles.push_back(std::move(puzzle));
  }
  return puzzles;
}

/** Whether ../shared/corpora/17clue.txt was read (read once: it holds ~49,000 puzzles, whose
 *  parsing would otherwise fill a profile of the benchmarks). */
bool& corpus_present() {
  static bool present = false;
  return present;
}

/** The first 1,000 puzzles of 17clue.txt; without ../shared it is skipped and the shipped puzzles run instead. */
const std::vector<npe::Puzzle>& engine_puzzles() {
  static const std::vector<npe::Puzzle> puzzles = [] {
    auto corpus = npe::bench::shared_corpus({"17clue.txt"});
    if (corpus.empty()) return shipped_puzzles();
    corpus_present() = true;
    corpus.resize(std::min<std::size_t>(corpus.size(), 1000));
    return corpus;
  }();
  return puzzles;
}

npe::EngineType engine_type(const std::string& name) {
  const auto shipped = npe::bench::source_file("configs/engines/" + name + ".yaml");
  return npe::load_engine_type(
      std::filesystem::exists(shipped) ? shipped : npe::bench::source_file("bench/engines/" + name + ".yaml"));
}

void BM_Engine(benchmark::State& state, const std::string& name, const npe::EngineOptions& options = {}) {
  const auto& puzzles = engine_puzzles();
  npe::Engine engine(engine_type(name), npe::bench::shipped_plugins(), options);
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& puzzle : puzzles) steps += static_cast<std::int64_t>(engine.run(puzzle).steps.size());
  }
  using benchmark::Counter;
  const double runs = static_cast<double>(puzzles.size() * state.iterations());
  state.counters["per_step"] = Counter(static_cast<double>(steps), Counter::kIsRate | Counter::kInvert);
  state.counters["per_puzzle"] = Counter(runs, Counter::kIsRate | Counter::kInvert);
  state.counters["steps_per_puzzle"] = static_cast<double>(steps) / runs;
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
  // Without ../shared the figures are of the shipped puzzles, not 17clue: say so in the output.
  if (!corpus_present()) state.SetLabel("17clue.txt skipped (../shared absent): the shipped fixtures/puzzles instead");
}

// BM_Engine/<type>, and BM_EngineWithout/<shortcut>/<type>: BM_Engine with one of the step loop's
// shortcuts off (EngineOptions; docs/performance.md, "The step loop's shortcuts"). Run them
// interleaved with BM_Engine/ (--benchmark_enable_random_interleaving): a shortcut pays where
// BM_Engine is faster. incremental_candidates changes only `candidates: rebuild` types (npe-type1
// here). Registered from strings: an engine type's name in a macro argument is an expression to
// the formatter ("npe - type1").
const bool kEngineBenchmarksRegistered = [] {
  auto add = [](const std::string& name, const std::string& type, const npe::EngineOptions& options) {
    benchmark::RegisterBenchmark(name.c_str(), [type, options](benchmark::State& state) {
      BM_Engine(state, type, options);
    })->Unit(benchmark::kMillisecond);
  };
  for (const char* type : {"npe-type1", "hodoku-basic", "full", "gnpx-lockedset"}) {
    add(std::string("BM_Engine/") + type, type, {});
  }
  for (const char* type : {"npe-type1", "hodoku-basic", "full", "gnpx-lockedset"}) {
    add(std::string("BM_EngineWithout/narrowed_validity/") + type, type, {.narrowed_validity = false});
  }
  add("BM_EngineWithout/incremental_candidates/npe-type1", "npe-type1", {.incremental_candidates = false});
  add("BM_EngineWithout/key_digit_first/npe-type1", "npe-type1", {.key_digit_first = false});
  return true;
}();

/** The puzzles of engine_puzzles() npe-type1 solves (singles alone), for which the exact solver's
 *  propagation (singles and locked candidates on per-digit bitboards) finds the solution without a
 *  guess: the two benchmarks below place the same digits, step by step through the plugins and in
 *  the solver's propagation. */
const std::vector<npe::Puzzle>& singles_only_puzzles() {
  static const std::vector<npe::Puzzle> puzzles = [] {
    npe::Engine engine(engine_type("npe-type1"), npe::bench::shipped_plugins());
    std::vector<npe::Puzzle> solved;
    for (const auto& puzzle : engine_puzzles()) {
      if (engine.run(puzzle).outcome != npe::Outcome::solved) continue;
      if (npe::count_solutions(puzzle.givens).trials == 0) solved.push_back(puzzle);
    }
    return solved;
  }();
  return puzzles;
}

void make_singles_only_puzzles(const benchmark::State&) { singles_only_puzzles(); }

/** Counters per placed digit (the empty cells of the puzzles, all filled by either side). */
void report_per_placement(benchmark::State& state, const std::vector<npe::Puzzle>& puzzles) {
  std::int64_t empty = 0;
  for (const auto& puzzle : puzzles) {
    for (const auto digit : puzzle.givens) empty += digit == 0;
  }
  using benchmark::Counter;
  const double placed = static_cast<double>(empty) * static_cast<double>(state.iterations());
  state.counters["per_placement"] = Counter(placed, Counter::kIsRate | Counter::kInvert);
  state.counters["puzzles"] = static_cast<double>(puzzles.size());
}

void BM_SinglesOnly_Engine(benchmark::State& state) {
  const auto& puzzles = singles_only_puzzles();
  npe::Engine engine(engine_type("npe-type1"), npe::bench::shipped_plugins());
  std::int64_t steps = 0;
  for (auto _ : state) {
    for (const auto& puzzle : puzzles) steps += static_cast<std::int64_t>(engine.run(puzzle).steps.size());
  }
  benchmark::DoNotOptimize(steps);
  report_per_placement(state, puzzles);
}
BENCHMARK(BM_SinglesOnly_Engine)->Setup(make_singles_only_puzzles)->Unit(benchmark::kMillisecond);

void BM_SinglesOnly_Solver(benchmark::State& state) {
  const auto& puzzles = singles_only_puzzles();
  int solutions = 0;
  for (auto _ : state) {
    for (const auto& puzzle : puzzles) solutions += npe::count_solutions(puzzle.givens).count;
  }
  benchmark::DoNotOptimize(solutions);
  report_per_placement(state, puzzles);
}
BENCHMARK(BM_SinglesOnly_Solver)->Setup(make_singles_only_puzzles)->Unit(benchmark::kMillisecond);

/** Positions met along npe-type1's solve paths: what a technique really sees. Made once. */
const std::vector<npe::Grid>& positions_along_solves() {
  static const std::vector<npe::Grid> grids = [] {
    npe::Engine engine(engine_type("npe-type1"), npe::bench::shipped_plugins());
    std::vector<npe::Grid> made;
    for (const auto& puzzle : engine_puzzles()) {
      npe::Grid grid = npe::Grid::from_digits(puzzle.givens);
      for (const auto& step : engine.run(puzzle).steps) {
        made.push_back(grid);
        for (const auto& [cell, digit] : step.step.placements) grid.place(cell, digit);
      }
    }
    return made;
  }();
  return grids;
}

/** Benchmark set-up: makes the positions before the timed function runs (a profile of the function,
 *  callgrind --toggle-collect='*BM_Box_CompiledIn*', then holds only its loop). */
void make_positions(const benchmark::State&) { positions_along_solves(); }

/** Box through the loaded plugin on one position, counting the steps it reports. */
[[gnu::always_inline]] inline void find_through_plugin(const npe::TechniqueInstance& instance, const npe::Grid& grid,
                                                       std::int64_t& found) {
  instance.find(grid, true, [&](const npe_step&) {
    ++found;
    return true;
  });
}

npe::plugins::BoxTechnique compiled_in_box() {
  npe_technique_desc desc = npe::plugins::BoxTechnique::descriptor;
  return npe::plugins::BoxTechnique{npe::sdk::Params(desc, nullptr, 0)};
}

[[gnu::noinline]] void call_box(npe::plugins::BoxTechnique& box, const npe_position& position,
                                npe::sdk::StepSink& sink) {
  box.find(npe::sdk::Position(position), sink);
}

/** Box compiled into this program on one position, counting its steps; `call` runs it (call_box, or
 *  a lambda the compiler may inline). */
template <class Call>
[[gnu::always_inline]] inline void find_compiled_in(npe::plugins::BoxTechnique& box, const npe::Grid& grid,
                                                    std::int64_t& found, Call call) {
  // The position is runtime data to the technique, as a host's is: without this the compiler folds
  // its constant flags (find all, no key digit) into box's code, which no host could do.
  npe_position position = position_view(grid, true);
  benchmark::DoNotOptimize(position);
  npe::sdk::StepSink sink(&npe::bench::count_step, &found, true);
  call(box, position, sink);
}

void BM_Box_ThroughPlugin(benchmark::State& state) {
  const auto& grids = positions_along_solves();
  auto instance = npe::bench::shipped_plugins().create("box", {});
  std::int64_t found = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) find_through_plugin(*instance, grid, found);
  }
  benchmark::DoNotOptimize(found);
  npe::bench::report_per_position(state, grids.size(), found, "steps");
}
BENCHMARK(BM_Box_ThroughPlugin)->Setup(make_positions);

/** Box compiled in, on the same positions; `call` runs it. */
template <class Call>
void run_box_compiled_in(benchmark::State& state, Call call) {
  const auto& grids = positions_along_solves();
  auto box = compiled_in_box();
  std::int64_t found = 0;
  for (auto _ : state) {
    for (const auto& grid : grids) find_compiled_in(box, grid, found, call);
  }
  benchmark::DoNotOptimize(found);
  npe::bench::report_per_position(state, grids.size(), found, "steps");
}

/** Compiled in and called: what an engine holding compiled-in techniques pays (it picks them at run
 *  time from the engine type, so it calls each; it cannot inline one into its loop). The ABI's own
 *  cost is BM_Box_ThroughPlugin against this. */
void BM_Box_CompiledIn(benchmark::State& state) { run_box_compiled_in(state, call_box); }
BENCHMARK(BM_Box_CompiledIn)->Setup(make_positions);

/** Compiled in and inlined into the benchmark's loop (flatten): the floor no host reaches, for scale. */
[[gnu::flatten]] void BM_Box_Inlined(benchmark::State& state) {
  run_box_compiled_in(state, [](npe::plugins::BoxTechnique& box, const npe_position& position,
                                npe::sdk::StepSink& sink) { box.find(npe::sdk::Position(position), sink); });
}
BENCHMARK(BM_Box_Inlined)->Setup(make_positions);

/** The ABI's share measured in pairs: blocks of 500 positions run through the plugin and compiled in
 *  (called), one right after the other, the order alternating; the counter abi_share is the median
 *  of the blocks' time ratios less 1 (0.03 = the plugin takes 3% longer). A block pair lasts about
 *  70 µs, so the machine's slow spells (this VM's steal comes in stretches longer than that) hit both
 *  halves of a pair alike, where the medians of separate benchmarks can differ by 20% on them. */
void BM_Box_AbiShare(benchmark::State& state) {
  const auto& grids = positions_along_solves();
  auto instance = npe::bench::shipped_plugins().create("box", {});
  auto box = compiled_in_box();
  std::int64_t through_plugin = 0, compiled_in = 0;
  auto run_plugin = [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) find_through_plugin(*instance, grids[i], through_plugin);
  };
  auto run_compiled_in = [&](std::size_t begin, std::size_t end) {
    for (std::size_t i = begin; i < end; ++i) find_compiled_in(box, grids[i], compiled_in, call_box);
  };
  using Clock = std::chrono::steady_clock;
  auto time = [](auto&& run, std::size_t begin, std::size_t end) {
    const auto start = Clock::now();
    run(begin, end);
    return std::chrono::duration<double>(Clock::now() - start).count();
  };
  constexpr std::size_t kBlock = 500;
  std::vector<double> ratios;
  bool plugin_first = true;
  for (auto _ : state) {
    for (std::size_t begin = 0; begin < grids.size(); begin += kBlock) {
      const std::size_t end = std::min(grids.size(), begin + kBlock);
      double plugin_time = 0, compiled_in_time = 0;
      if (plugin_first) {
        plugin_time = time(run_plugin, begin, end);
        compiled_in_time = time(run_compiled_in, begin, end);
      } else {
        compiled_in_time = time(run_compiled_in, begin, end);
        plugin_time = time(run_plugin, begin, end);
      }
      plugin_first = !plugin_first;
      ratios.push_back(plugin_time / compiled_in_time);
    }
  }
  if (through_plugin != compiled_in) state.SkipWithError("the plugin and the compiled-in box found different steps");
  std::nth_element(ratios.begin(), ratios.begin() + static_cast<std::ptrdiff_t>(ratios.size() / 2), ratios.end());
  state.counters["abi_share"] = ratios[ratios.size() / 2] - 1.0;
  state.counters["pairs"] = static_cast<double>(ratios.size());
}
BENCHMARK(BM_Box_AbiShare)->Setup(make_positions)->Unit(benchmark::kMillisecond);

}  // namespace
