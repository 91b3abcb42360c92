// A technique that takes 200 ms of wall time and finds nothing, as a search cut short by its own work
// bound does: the engine must end a run whose search found nothing after the engine type's
// time_limit_ms as step-limit, not stuck (tests/engine_test.cpp).
#include <chrono>
#include <thread>

#include "broken_common.hpp"

namespace {

struct SlowQuiet {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.slow_quiet", "Slow and quiet", "sleeps 200 ms, finds nothing", NPE_YIELDS_ELIMINATIONS);
  explicit SlowQuiet(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
};

}  // namespace

NPE_PLUGIN("broken_slow_quiet", "0.0.1", SlowQuiet)
