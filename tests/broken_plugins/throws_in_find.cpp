// A technique whose find throws on a position with a naked single in r1 (and finds that single
// elsewhere): `npe check-plugin` must report the exception's own message in every check that meets it,
// and missed.symmetry must report the failed call, not a step missing on one side.
#include <stdexcept>

#include "broken_common.hpp"

namespace {

struct ThrowsInFind {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.throws", "Throws in find", "throws when row 1 holds a naked single", NPE_YIELDS_PLACEMENTS);
  explicit ThrowsInFind(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    for (int cell = 0; cell < npe::sdk::kCells; ++cell) {
      const npe::sdk::Mask candidates = position.candidates(cell);
      if (position.digit(cell) != 0 || npe::sdk::count_digits(candidates) != 1) continue;
      if (cell < 9) throw std::runtime_error("VWXYZ pivot lost at r1c" + std::to_string(cell + 1));
      step_.reset();
      step_.place(cell, npe::sdk::first_digit(candidates));
      step_.set_text("single r%dc%d=%d", cell / 9 + 1, cell % 9 + 1, npe::sdk::first_digit(candidates));
      if (!sink.emit(step_)) return;
    }
  }
  npe::sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("broken_throws", "0.0.1", ThrowsInFind)
