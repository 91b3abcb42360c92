// Techniques that report invalid steps; the host must refuse each step, naming plugin and technique.
//   bad.not_candidate  eliminates a digit that is not a candidate of the first filled cell's peer
//   bad.filled_cell    places a digit into the first filled cell
//   bad.out_of_range   eliminates digit 10 from cell 81
//   bad.empty          a step that changes nothing
//   bad.throws         throws inside find (must come back as an error, not a crash)
#include "broken_common.hpp"

namespace {

template <int kMode>
struct Bad {
  static constexpr const char* kIds[] = {"bad.not_candidate", "bad.filled_cell", "bad.out_of_range", "bad.empty",
                                         "bad.throws"};
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      kIds[kMode], "Bad", "reports an invalid step", NPE_YIELDS_PLACEMENTS | NPE_YIELDS_ELIMINATIONS);
  explicit Bad(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink& sink) {
    int filled = 0;
    while (filled < 81 && position.digit(filled) == 0) ++filled;
    if (filled == 81) return;
    step_.reset();
    if constexpr (kMode == 0) {
      const int peer = npe::sdk::kPeers[filled][0];
      step_.eliminate(peer, position.digit(filled));  // a peer of a placed digit never has it as candidate
    } else if constexpr (kMode == 1) {
      step_.place(filled, position.digit(filled) % 9 + 1);
    } else if constexpr (kMode == 2) {
      step_.eliminate(81, 10);
    } else if constexpr (kMode == 4) {
      throw std::runtime_error("deliberate failure");
    }
    step_.set_text("bad step %d", kMode);
    sink.emit(step_);
  }
  npe::sdk::StepBuilder step_;
};

}  // namespace

NPE_PLUGIN("bad_steps", "0.0.1", Bad<0>, Bad<1>, Bad<2>, Bad<3>, Bad<4>)
