// A naked single finder written outside the npe tree: the whole plugin is this file.
#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/describe.hpp>

struct OutsideSingle {
  // The SDK's toolkit is installed with it: the descriptor by describe(), the cells by CellSet.
  static constexpr npe_technique_desc descriptor = npe::sdk::describe({.id = "outside.single",
                                                                       .name = "Outside naked single",
                                                                       .description = "built against the installed SDK",
                                                                       .default_points = 10,
                                                                       .default_rating_x10 = 23,
                                                                       .yields = NPE_YIELDS_PLACEMENTS,
                                                                       .flags = NPE_TECHNIQUE_FINDS_ALL});
  explicit OutsideSingle(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    npe::sdk::CellSet singles;
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      if (position.digit(cell) == 0 && npe::sdk::count_digits(position.candidates(cell)) == 1) singles.add(cell);
    }
    for (npe::sdk::CellSet left = singles; !left.empty();) {
      const int cell = left.pop_first();
      const auto candidates = position.candidates(cell);
      step_.reset();
      step_.place(cell, npe::sdk::first_digit(candidates));
      step_.set_text("outside r%dc%d=%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      if (!sink.emit(step_)) return;
    }
  }
  npe::sdk::StepBuilder step_;
};

NPE_PLUGIN("outside", "0.1.0", OutsideSingle)
