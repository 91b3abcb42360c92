#include "bench_support.hpp"

#include "solver/singles.hpp"

namespace npe::bench {

const PluginRegistry& shipped_plugins() {
  static const PluginRegistry registry = load_plugins({NPE_PLUGIN_DIR});
  return registry;
}

std::filesystem::path source_file(const std::string& relative) {
  return std::filesystem::path(NPE_SOURCE_DIR) / relative;
}

std::vector<Puzzle> shared_corpus(const std::vector<std::string>& names) {
  std::vector<Puzzle> puzzles;
  for (const auto& name : names) {
    const auto path = std::filesystem::path(NPE_SHARED_DIR) / "corpora" / name;
    if (!std::filesystem::exists(path)) return {};
    for (auto& puzzle : read_puzzle_file(path)) puzzles.push_back(std::move(puzzle));
  }
  return puzzles;
}

bool skipped_without(benchmark::State& state, std::size_t found, const std::vector<std::string>& names) {
  if (found > 0) return false;
  std::string message = "needs ../shared/corpora/";
  for (std::size_t i = 0; i < names.size(); ++i) message += (i ? " and " : "") + names[i];
  state.SkipWithError((message + " (docs/corpora.md)").c_str());
  return true;
}

std::vector<Grid> with_singles_filled(const std::vector<Puzzle>& puzzles) {
  std::vector<Grid> grids;
  for (const auto& puzzle : puzzles) {
    Grid grid = Grid::from_digits(puzzle.givens);
    fill_singles(grid);
    grids.push_back(grid);
  }
  return grids;
}

std::int64_t count_steps(const std::vector<std::unique_ptr<TechniqueInstance>>& instances,
                         const std::vector<Grid>& grids) {
  std::int64_t steps = 0;
  for (const auto& grid : grids) {
    for (const auto& instance : instances) {
      instance->find(grid, true, [&](const npe_step&) {
        ++steps;
        return true;
      });
    }
  }
  return steps;
}

int32_t count_step(void* context, const npe_step*) {
  ++*static_cast<std::int64_t*>(context);
  return NPE_SINK_CONTINUE;
}

void report_per_position(benchmark::State& state, std::size_t positions, std::int64_t steps,
                         const char* per_position_name) {
  const double visited = static_cast<double>(positions * state.iterations());
  state.counters["per_position"] =
      benchmark::Counter(visited, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["positions"] = static_cast<double>(positions);
  state.counters[per_position_name] = static_cast<double>(steps) / visited;
}

}  // namespace npe::bench
