#include "mining/neighbourhood.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "solver/canonical_form.hpp"
#include "solver/solver.hpp"

namespace npe {

EngineType engine_type_without(EngineType type, const std::string& technique) {
  for (auto* list : {&type.techniques, &type.preprocess}) {
    list->erase(
        std::remove_if(list->begin(), list->end(), [&](const TechniqueRef& ref) { return ref.id == technique; }),
        list->end());
  }
  type.name += " without " + technique;
  return type;
}

bool run_needs(const RunResult& run, const std::string& technique, Engine& without, const Puzzle& puzzle) {
  if (run.outcome != Outcome::solved) return false;
  const bool used = std::any_of(run.steps.begin(), run.steps.end(),
                                [&](const RunStep& step) { return step.step.technique == technique; });
  if (!used) return false;
  const RunResult other = without.run(puzzle);
  return other.outcome != Outcome::solved || other.rating_x10 > run.rating_x10;
}

NeighbourhoodSearch::NeighbourhoodSearch(const PluginRegistry& registry, const EngineType& type,
                                         NeighbourhoodOptions options, std::vector<Digits> seeds)
    : options_(std::move(options)),
      engine_(type, registry),
      without_(engine_type_without(type, options_.technique), registry),
      seeds_(std::move(seeds)),
      random_(options_.seed) {
  if (seeds_.empty()) throw InputError("--from: no seed puzzle");
  for (const auto& seed : seeds_) seen_.insert(canonical_form(seed));
}

std::uint32_t NeighbourhoodSearch::below(std::uint32_t n) {
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;  // rejection: no modulo bias
  std::uint64_t r;
  do {
    r = random_();
  } while (r >= limit);
  return static_cast<std::uint32_t>(r % n);
}

std::optional<Digits> NeighbourhoodSearch::neighbour(const Digits& seed, int k) {
  Digits puzzle = seed;
  std::vector<int> clues, empty;
  for (int cell = 0; cell < 81; ++cell) (seed[cell] ? clues : empty).push_back(cell);
  if (static_cast<int>(clues.size()) < k || static_cast<int>(empty.size()) < k) return std::nullopt;
  for (int i = 0; i < k; ++i) {  // k distinct clues out
    std::swap(clues[i], clues[i + below(static_cast<std::uint32_t>(clues.size() - i))]);
    puzzle[clues[i]] = 0;
  }
  for (int i = 0; i < k; ++i) {  // k clues in, each a digit no clue of its houses has
    std::swap(empty[i], empty[i + below(static_cast<std::uint32_t>(empty.size() - i))]);
    const int cell = empty[i];
    Mask free = sdk::kAllDigits;
    for (const int peer : sdk::kPeers[cell]) {
      if (puzzle[peer]) free &= static_cast<Mask>(~sdk::digit_bit(puzzle[peer]));
    }
    const int choices = sdk::count_digits(free);
    if (choices == 0) return std::nullopt;
    int pick = static_cast<int>(below(static_cast<std::uint32_t>(choices)));
    for (int digit = 1; digit <= 9; ++digit) {
      if (sdk::has_digit(free, digit) && pick-- == 0) puzzle[cell] = static_cast<std::uint8_t>(digit);
    }
  }
  return puzzle;
}

std::optional<FoundPuzzle> NeighbourhoodSearch::next(const std::function<void()>& on_attempt) {
  while (attempts_ < options_.max_attempts) {
    ++attempts_;
    const Digits& seed = seeds_[below(static_cast<std::uint32_t>(seeds_.size()))];
    const int k = 1 + static_cast<int>(below(static_cast<std::uint32_t>(options_.max_changes)));
    const std::optional<Digits> candidate = neighbour(seed, k);
    if (on_attempt) on_attempt();
    if (!candidate) continue;
    const SolutionCount count = count_solutions(*candidate);
    if (!count.unique()) continue;
    Puzzle puzzle;
    puzzle.givens = *candidate;
    puzzle.solution = count.solutions[0];
    const RunResult run = engine_.run(puzzle);
    const bool keep = options_.needed ? run_needs(run, options_.technique, without_, puzzle)
                                      : std::any_of(run.steps.begin(), run.steps.end(), [&](const RunStep& step) {
                                          return step.step.technique == options_.technique;
                                        });
    if (!keep || !seen_.insert(canonical_form(*candidate)).second) continue;
    seeds_.push_back(*candidate);
    return FoundPuzzle{*candidate, count.solutions[0], k};
  }
  return std::nullopt;
}

}  // namespace npe
