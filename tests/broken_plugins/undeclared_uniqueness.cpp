// A test technique that reads NPE_FACT_UNIQUE without declaring NPE_TECHNIQUE_NEEDS_UNIQUENESS: a
// naked single reported only on positions said to be unique. Sound on every unique puzzle, so only
// check-plugin's behaviour.uniqueness_fact (the corpus positions again without the fact) sees it.
#include "broken_common.hpp"

namespace {

namespace sdk = npe::sdk;

struct UndeclaredUniqueness {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.undeclared_unique", "Naked single, only when known unique (undeclared)",
      "reads NPE_FACT_UNIQUE but does not declare NPE_TECHNIQUE_NEEDS_UNIQUENESS", NPE_YIELDS_PLACEMENTS);
  explicit UndeclaredUniqueness(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;  // the bug: the descriptor's flags say nothing of it
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const sdk::Mask candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || sdk::count_digits(candidates) != 1) continue;
      step_.reset();
      step_.place(cell, sdk::first_digit(candidates));
      step_.set_text("U%d", cell);
      if (!sink.emit(step_)) return;
    }
  }
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_undeclared_unique", "0.0.1", UndeclaredUniqueness)
