// A puzzle's verdict (docs/seed-notes.md, Invalid boards and multiple solutions): invalid (with the reason), no
// solution, unique, multiple, or the trial limit reached, from the invalid-board checks and the exact solution counter.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "solver/solver.hpp"

namespace npe {

enum class Verdict { invalid, no_solution, unique, multiple, limit_reached };
std::string_view verdict_name(Verdict verdict);  // "invalid", "no solution", ..., "limit reached"

struct Validation {
  Verdict verdict = Verdict::invalid;
  std::string reason;          // for invalid: the duplicate, the empty cell or the digit without place
  SolutionCount count;         // the solver's count (not run for invalid puzzles)
  std::vector<int> differing;  // for multiple: cells where the first two solutions differ
};

Validation validate_puzzle(const Digits& givens, const CountOptions& options = {});

}  // namespace npe
