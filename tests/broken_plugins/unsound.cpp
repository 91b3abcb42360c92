// A technique whose steps are well-formed but unsound: it "places" the largest candidate of the
// first cell holding two or more, a guess the engine must refuse when it knows the solution.
#include "broken_common.hpp"

namespace {

struct LargestCandidate {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "unsound.largest", "Largest candidate", "guesses: places a cell's largest candidate", NPE_YIELDS_PLACEMENTS);
  explicit LargestCandidate(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    for (int cell = 0; cell < 81; ++cell) {
      const npe::sdk::Mask candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) < 2) continue;
      step_.reset();
      const int digit = 16 - std::countl_zero(static_cast<std::uint16_t>(candidates));
      step_.place(cell, digit);
      step_.set_text("guess %d", digit);
      sink.emit(step_);
      return;
    }
  }
  npe::sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("unsound", "0.0.1", LargestCandidate)
