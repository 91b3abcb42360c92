// A naked single finder whose find entry point uses the host's candidate buffer as scratch space
// (a const_cast write of a "visited" bit into every empty cell): behaviour.input_unchanged must fail.
#include "broken_common.hpp"

namespace {

struct MutatesInput {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.mutates", "Mutates the input", "naked singles, marking cells in the input", NPE_YIELDS_PLACEMENTS);
  explicit MutatesInput(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      const npe::sdk::Mask candidates = position.candidates(cell) & npe::sdk::kAllDigits;
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) != 1) continue;
      step_.reset();
      step_.place(cell, npe::sdk::first_digit(candidates));
      step_.set_text("mutates r%dc%d=%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      if (!sink.emit(step_)) return;
    }
  }
  npe::sdk::StepBuilder step_;
};

using Sdk = npe::sdk::Plugin<MutatesInput>;

int32_t marking_find(void* instance, const npe_position* position, npe_step_sink sink, void* context) {
  if (position && position->digits && position->candidates) {
    auto* candidates = const_cast<std::uint16_t*>(position->candidates);  // the mistake under test
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      if (position->digits[cell] == 0) candidates[cell] |= 0x8000;
    }
  }
  return Sdk::find(instance, position, sink, context);
}

}  // namespace

extern "C" NPE_EXPORT const npe_plugin_entry npe_entry = {
    {NPE_ABI_VERSION_MAJOR, NPE_ABI_VERSION_MINOR, NPE_ABI_VERSION_PATCH},
    sizeof(npe_plugin_entry),
    "broken_mutates",
    "0.0.1",
    &Sdk::init,
    &Sdk::deinit,
    &Sdk::technique_count,
    &Sdk::technique,
    &Sdk::create,
    &Sdk::destroy,
    &marking_find};
