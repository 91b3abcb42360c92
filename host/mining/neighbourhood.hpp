// Puzzles that need a technique, by neighbourhood search (npe generate --from, docs/mine.md): from a
// seed puzzle, remove k of its clues and add k clues elsewhere ({-k+k}, k = 1..max_changes), keep the
// neighbour when it has one solution and the engine type's path uses the technique (or, with
// `needed`, needs it: mine_scan.hpp's definition), and when its canonical form (solver/canonical_form.hpp)
// is new. Every puzzle kept becomes a seed too, so the search spreads from the seeds' neighbourhoods.
// Reproducible: one std::mt19937_64 from the seed value draws everything, in one thread.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "loader/plugin_registry.hpp"

namespace npe {

/** The engine type with every entry of `technique` taken out (techniques and preprocess). */
EngineType engine_type_without(EngineType type, const std::string& technique);

/** Whether a run of the engine type needs the technique: it solved the puzzle using it, and `without`
 *  (the engine type without it) does not solve it or rates it higher. */
bool run_needs(const RunResult& run, const std::string& technique, Engine& without, const Puzzle& puzzle);

struct NeighbourhoodOptions {
  std::string technique;
  bool needed = false;  // keep only puzzles that need it, not only those whose path uses it
  int max_changes = 2;  // k of {-k+k} is drawn from 1..max_changes
  std::uint64_t seed = 1;
  long long max_attempts = 0;  // neighbours tried before giving up
};

struct FoundPuzzle {
  Digits givens{};
  Digits solution{};
  int changes = 0;  // the k of the {-k+k} step that reached it
};

class NeighbourhoodSearch {
 public:
  NeighbourhoodSearch(const PluginRegistry& registry, const EngineType& type, NeighbourhoodOptions options,
                      std::vector<Digits> seeds);
  /** The next new puzzle, or nothing after max_attempts neighbours in all; `on_attempt` is called
   *  after each neighbour tried (progress). */
  std::optional<FoundPuzzle> next(const std::function<void()>& on_attempt = {});
  long long attempts() const { return attempts_; }

 private:
  /** A {-k+k} neighbour of the seed, or nothing when the draw leaves no place for a clue. */
  std::optional<Digits> neighbour(const Digits& seed, int k);
  std::uint32_t below(std::uint32_t n);

  NeighbourhoodOptions options_;
  Engine engine_;
  Engine without_;
  std::vector<Digits> seeds_;
  std::set<std::string> seen_;  // canonical forms of the seeds and of every puzzle kept
  std::mt19937_64 random_;
  long long attempts_ = 0;
};

}  // namespace npe
