// A technique whose find never returns: `npe check-plugin` must kill it after the timeout and
// report timed-out.
#include "broken_common.hpp"

namespace {

struct EndlessLoop {
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "broken.loop",
      .name = "Endless loop",
      .description = "find never returns",
      .default_points = 1,
      .default_rating_x10 = 10,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = 0,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};
  explicit EndlessLoop(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {
    volatile unsigned spins = 0;  // volatile: the loop has a side effect, so it is not undefined
    for (;;) spins = spins + 1;
  }
};

}  // namespace

NPE_PLUGIN("broken_loop", "0.0.1", EndlessLoop)
