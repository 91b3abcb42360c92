// Declares NPE_TECHNIQUE_KEY_DIGIT_FIRST but ignores the key digit: its first naked single is the
// same whatever the key, so behaviour.key_digit_first must fail (the engine would trust it and
// miss the keyed move the priority digit asks for).
#include "broken_common.hpp"

namespace {

constexpr npe_technique_desc key_ignoring_descriptor() {
  npe_technique_desc desc = npe::test_plugins::broken_descriptor(
      "broken.ignores_key", "Ignores the key digit", "naked singles, the key digit not looked at", NPE_YIELDS_PLACEMENTS);
  desc.flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST;
  return desc;
}

struct IgnoresKeyDigit {
  static constexpr npe_technique_desc descriptor = key_ignoring_descriptor();
  explicit IgnoresKeyDigit(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      const npe::sdk::Mask candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) != 1) continue;
      step_.reset();
      step_.place(cell, npe::sdk::first_digit(candidates));
      step_.set_text("single r%dc%d=%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      if (!sink.emit(step_)) return;
    }
  }
  npe::sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_ignores_key_digit", "0.0.1", IgnoresKeyDigit)
