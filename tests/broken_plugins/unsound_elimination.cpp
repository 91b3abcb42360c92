// A technique whose steps are well-formed but unsound: it eliminates the smallest candidate of the
// first cell holding two or more — often the solution's digit. Only behaviour.sound must fail.
#include "broken_common.hpp"

namespace {

struct SmallestCandidateGone {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.unsound", "Smallest candidate gone",
      "eliminates the smallest candidate of the first bivalue-or-more cell", NPE_YIELDS_ELIMINATIONS);
  explicit SmallestCandidateGone(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      const npe::sdk::Mask candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) < 2) continue;
      step_.reset();
      step_.eliminate(cell, npe::sdk::first_digit(candidates));
      step_.set_text("r%dc%d<>%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      sink.emit(step_);
      return;
    }
  }
  npe::sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_unsound", "0.0.1", SmallestCandidateGone)
