// A test technique that relies on uniqueness: a naked single reported only when the position says
// the puzzle is known to have one solution (NPE_FACT_UNIQUE). The engine's `uniqueness:` modes are
// tested with it.
#include "broken_common.hpp"

namespace {

namespace sdk = npe::sdk;

struct UniquenessProbe {
  static constexpr npe_technique_desc descriptor = {.struct_size = sizeof(npe_technique_desc),
                                                    .id = "probe.unique_single",
                                                    .name = "Naked single, only when known unique",
                                                    .description = "a naked single that needs NPE_FACT_UNIQUE",
                                                    .default_points = 10,
                                                    .default_rating_x10 = 23,
                                                    .yields = NPE_YIELDS_PLACEMENTS,
                                                    .flags = NPE_TECHNIQUE_NEEDS_UNIQUENESS,
                                                    .param_count = 0,
                                                    .params = nullptr,
                                                    .reglib_code_count = 0,
                                                    .reglib_codes = nullptr};
  explicit UniquenessProbe(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
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

NPE_PLUGIN("probe_unique", "0.0.1", UniquenessProbe)
