// A technique that takes 200 ms of its thread's CPU time and finds nothing, as a search cut short by its own work
// bound does: the engine must end a run whose search found nothing after the engine type's
// time_limit_ms as step-limit, not stuck (tests/engine_test.cpp).
#include <ctime>

#include "broken_common.hpp"

namespace {

struct SlowQuiet {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.slow_quiet", "Slow and quiet", "spins 200 ms of CPU, finds nothing", NPE_YIELDS_ELIMINATIONS);
  explicit SlowQuiet(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {
    // CPU, not sleep: the engine's time limit counts its thread's CPU time.
    const double start = cpu_seconds();
    while (cpu_seconds() - start < 0.2) {
    }
  }

 private:
  static double cpu_seconds() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
  }
};

}  // namespace

NPE_PLUGIN("broken_slow_quiet", "0.0.1", SlowQuiet)
