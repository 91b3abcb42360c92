// A naked single finder whose scan starts at a cell taken from a static counter, so the same
// position gives another first step on the next call: behaviour.deterministic must fail.
#include "broken_common.hpp"

namespace {

int g_calls = 0;  // shared by every instance: also a data race between threads

struct Nondeterministic {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.nondeterministic", "Nondeterministic", "naked singles from a moving start", NPE_YIELDS_PLACEMENTS);
  explicit Nondeterministic(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    const int start = g_calls++ % npe::sdk::kCells;
    for (int k = 0; k < npe::sdk::kCells; ++k) {
      const int cell = (start + k) % npe::sdk::kCells;
      const npe::sdk::Mask candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) != 1) continue;
      step_.reset();
      step_.place(cell, npe::sdk::first_digit(candidates));
      step_.set_text("moving r%dc%d=%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      if (!sink.emit(step_)) return;
    }
  }
  npe::sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_nondeterministic", "0.0.1", Nondeterministic)
