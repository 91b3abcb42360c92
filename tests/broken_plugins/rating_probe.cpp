// A test technique whose steps rate differently: every naked single, each rated 3.0 but the last
// one, rated 2.0; its next step (when not asked for all) is the first, at 3.0. The engine's
// `next_is_easiest:` entry key is tested with it (tests/engine_selection_test.cpp).
#include "broken_common.hpp"

namespace {

namespace sdk = npe::sdk;

struct RatingProbe {
  static constexpr npe_technique_desc descriptor = [] {
    npe_technique_desc d =
        npe::test_plugins::broken_descriptor("probe.rated_singles", "Naked singles, the last one rated lower",
                                             "naked singles rated 3.0, the last 2.0", NPE_YIELDS_PLACEMENTS);
    d.default_rating_x10 = 20;
    d.flags = NPE_TECHNIQUE_FINDS_ALL;
    return d;
  }();
  explicit RatingProbe(const sdk::Params&) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) {
    int last = -1;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (single(position, cell)) last = cell;
    }
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (!single(position, cell)) continue;
      step_.reset();
      step_.place(cell, sdk::first_digit(position.candidates(cell)));
      step_.set_rating_x10(cell == last ? 20 : 30);
      step_.set_text("S%d", cell);
      if (!sink.emit(step_) || !position.find_all()) return;
    }
  }
  static bool single(const sdk::Position& position, int cell) {
    return position.digit(cell) == 0 && sdk::count_digits(position.candidates(cell)) == 1;
  }
  sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("probe_rated", "0.0.1", RatingProbe)
