// A clock cheap enough to time every technique call of the step loop: the x86-64 time-stamp counter
// (one instruction; with an invariant TSC it counts at one rate on every core), converted to seconds
// at the rate measured against steady_clock over the span a TickSpan covers, so no frequency is
// assumed. Elsewhere the ticks are steady_clock's nanoseconds. Costs: docs/performance.md.
#pragma once

#include <chrono>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

namespace npe {

/** A reading of the tick counter: only differences of readings mean anything. */
inline std::uint64_t ticks_now() noexcept {
#if defined(__x86_64__) || defined(__i386__)
  return __rdtsc();
#else
  return static_cast<std::uint64_t>(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
          .count());
#endif
}

/** The span since its construction, in ticks and in steady_clock time: converts tick counts taken
 *  within it to seconds at the rate the two clocks kept over it. */
class TickSpan {
 public:
  TickSpan() : ticks_(ticks_now()), time_(std::chrono::steady_clock::now()) {}

  /** `ticks` in seconds, at the rate measured from the construction until now (0 before any tick). */
  double seconds(double ticks) const {
    const std::uint64_t elapsed_ticks = ticks_now() - ticks_;
    if (elapsed_ticks == 0) return 0.0;
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - time_).count();
    return ticks * (elapsed / static_cast<double>(elapsed_ticks));
  }

 private:
  std::uint64_t ticks_;
  std::chrono::steady_clock::time_point time_;
};

}  // namespace npe
