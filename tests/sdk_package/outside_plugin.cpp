// A naked single finder written outside the npe tree: the whole plugin is this file.
#include <npe/sdk.hpp>

struct OutsideSingle {
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "outside.single",
      .name = "Outside naked single",
      .description = "built against the installed SDK",
      .default_points = 10,
      .default_rating_x10 = 23,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};
  explicit OutsideSingle(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      const auto candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) != 1) continue;
      step_.reset();
      step_.place(cell, npe::sdk::first_digit(candidates));
      step_.set_text("outside r%dc%d=%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      if (!sink.emit(step_)) return;
    }
  }
  npe::sdk::StepBuilder step_;
};

NPE_PLUGIN("outside", "0.1.0", OutsideSingle)
