// Claims ABI 1.1 yet sets bit 3 of its flags, which 1.2 made NPE_TECHNIQUE_KEY_DIGIT_FIRST, and ignores
// the key digit: a 1.1 plugin promised nothing with that bit, so the host must not take it as the flag.
#include "broken_common.hpp"

namespace {

constexpr npe_technique_desc stray_flag_descriptor() {
  npe_technique_desc desc = npe::test_plugins::broken_descriptor(
      "broken.stray_key_flag", "Stray key flag", "naked singles from a 1.1 plugin with bit 3 set", NPE_YIELDS_PLACEMENTS);
  desc.flags = NPE_TECHNIQUE_FINDS_ALL | (1u << 3);
  return desc;
}

struct StrayKeyFlag {
  static constexpr npe_technique_desc descriptor = stray_flag_descriptor();
  explicit StrayKeyFlag(const npe::sdk::Params&) {}
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

NPE_BROKEN_ENTRY(1, 1, "key_flag_from_1_1", StrayKeyFlag)
