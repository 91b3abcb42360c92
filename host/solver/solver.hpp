// The exact solution counter (docs/seed-notes.md, Invalid boards and multiple solutions): counts the solutions of a
// puzzle up to a limit and keeps the first two. A bitboard search: one 81-bit candidate set per digit; naked and hidden
// singles and locked candidates (a table look-up per band and stack) propagated at every node; the
// most constrained cell guessed; the whole state (160 bytes) copied on the stack around each guess,
// as seed 002 saves its "data structure Z" (docs/seed-notes.md, Backtracking solvers). No heap use.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "board/grid.hpp"

namespace npe {

struct CountOptions {
  int max_solutions = 2;                 // stop after this many solutions (2 decides uniqueness)
  std::uint64_t max_trials = 1'000'000;  // the seed's trial limit: guessed digits, then `limit reached`
};

/** How a count ended. */
enum class CountEnd {
  exhausted,       // the whole search tree was visited: `count` is exact
  solution_limit,  // max_solutions were found: there are at least `count`
  trial_limit,     // max_trials guesses were made first: `count` is only a lower bound
};

struct SolutionCount {
  int count = 0;
  CountEnd end = CountEnd::exhausted;
  std::uint64_t trials = 0;           // digits guessed
  std::array<Digits, 2> solutions{};  // the first min(count, 2) solutions found

  bool unique() const { return count == 1 && end == CountEnd::exhausted; }
  bool none() const { return count == 0 && end == CountEnd::exhausted; }
  bool multiple() const { return count >= 2; }
};

/** Counts the solutions of `givens` (0 = empty). Givens that clash count as no solution. */
SolutionCount count_solutions(const Digits& givens, const CountOptions& options = {});

/** The unique solution, or nothing (no solution, several, or the trial limit). */
std::optional<Digits> unique_solution(const Digits& givens);

}  // namespace npe
