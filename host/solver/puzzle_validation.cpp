#include "solver/puzzle_validation.hpp"

#include "solver/board_validity.hpp"

namespace npe {

std::string_view verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::invalid: return "invalid";
    case Verdict::no_solution: return "no solution";
    case Verdict::unique: return "unique";
    case Verdict::multiple: return "multiple";
    case Verdict::limit_reached: return "limit reached";
  }
  return "?";
}

Validation validate_puzzle(const Digits& givens, const CountOptions& options) {
  Validation v;
  if (auto reason = find_invalidity(Grid::from_digits(givens))) {
    v.reason = *reason;
    return v;
  }
  v.count = count_solutions(givens, options);
  if (v.count.multiple()) {
    v.verdict = Verdict::multiple;
    for (int cell = 0; cell < 81; ++cell) {
      if (v.count.solutions[0][cell] != v.count.solutions[1][cell]) v.differing.push_back(cell);
    }
  } else if (v.count.end == CountEnd::trial_limit) {
    v.verdict = Verdict::limit_reached;
  } else {
    v.verdict = v.count.count == 1 ? Verdict::unique : Verdict::no_solution;
  }
  return v;
}

}  // namespace npe
