// What the benchmarks share: the built plugins, files of the source tree, the optional large corpora
// (docs/corpora.md: not in the repository; a benchmark that needs one skips itself, naming it) and
// the per-position counters.
#pragma once

#include <benchmark/benchmark.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "board/puzzle_text.hpp"
#include "loader/plugin_registry.hpp"

namespace npe::bench {

/** The plugins built into build/lib/npe/plugins, loaded once. */
const PluginRegistry& shipped_plugins();

/** A file of the npe source tree, e.g. source_file("configs/engines/npe-type1.yaml"). */
std::filesystem::path source_file(const std::string& relative);

/** The puzzles of each optional corpus ../shared/corpora/NAME in turn; empty when one is absent. */
std::vector<Puzzle> shared_corpus(const std::vector<std::string>& names);

/** Skips the benchmark with "needs ../shared/corpora/NAMES" when `found` is 0; returns whether it did. */
bool skipped_without(benchmark::State& state, std::size_t found, const std::vector<std::string>& names);

/** The givens of each puzzle with the naked and hidden singles filled. */
std::vector<Grid> with_singles_filled(const std::vector<Puzzle>& puzzles);

/** Every step the instances find on the grids (NPE_FIND_ALL), through the plugins' C entry points. */
std::int64_t count_steps(const std::vector<std::unique_ptr<TechniqueInstance>>& instances,
                         const std::vector<Grid>& grids);

/** A sink that counts steps (context: an std::int64_t), for techniques called without the ABI. */
int32_t count_step(void* context, const npe_step* step);

/** Counters: per_position (seconds per position: 1e-06 = 1 µs), positions, and `per_position_name`
 *  (steps found per position). */
void report_per_position(benchmark::State& state, std::size_t positions, std::int64_t steps,
                         const char* per_position_name);

}  // namespace npe::bench
