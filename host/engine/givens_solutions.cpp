#include "engine/givens_solutions.hpp"

#include "solver/solver.hpp"

namespace npe {

const GivensSolutions::Count& GivensSolutions::count() {
  if (!counted_) {
    const SolutionCount solved = count_solutions(givens_);
    count_ = {solved.count, solved.end == CountEnd::exhausted, solved.solutions[0]};
    counted_ = true;
  }
  return count_;
}

}  // namespace npe
