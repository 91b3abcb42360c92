// A technique whose find never returns: `npe check-plugin` must kill it after the timeout and
// report timed-out.
#include "broken_common.hpp"

namespace {

struct EndlessLoop {
  static constexpr npe_technique_desc descriptor =
      npe::test_plugins::broken_descriptor("broken.loop", "Endless loop", "find never returns", NPE_YIELDS_PLACEMENTS);
  explicit EndlessLoop(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {
    volatile unsigned spins = 0;  // volatile: the loop has a side effect, so it is not undefined
    for (;;) spins = spins + 1;
  }
};

}  // namespace

NPE_PLUGIN("broken_loop", "0.0.1", EndlessLoop)
