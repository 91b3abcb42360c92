// The order in which HoDoKu deletes the candidates of the last step a `hodoku` technique reported on
// this thread. HoDoKu applies a step by deleting its candidates one by one in the order its solver
// listed them, and that order decides which new single joins its queues first (singles_model.hpp).
// The engine hands the singles technique only the next position, so the techniques of this plugin
// that list eliminations in an order of their own (the naked subsets: house by house) leave it here;
// the singles technique uses it when the candidates the position lost are exactly these, and clears
// it when it brings its model to the next position, so an order never outlives the step after it.
// Per thread, because an engine and its technique instances run on one thread.
#pragma once

#include <vector>

#include "singles_model.hpp"

namespace npe::plugins::hodoku {

inline std::vector<Single>& last_reported_eliminations() {
  thread_local std::vector<Single> eliminations;
  return eliminations;
}

}  // namespace npe::plugins::hodoku
