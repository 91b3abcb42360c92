// The time one technique spends in its find calls, cheap enough to wrap every call of the step loop.
#pragma once

#include <cstdint>

#include "base/tick_clock.hpp"

namespace npe {

/** Times a technique's find calls in ticks (base/tick_clock.hpp). A cheap technique is called once or
 *  twice a step of a fraction of a microsecond, where even two tick reads a call are a tenth of the
 *  step: after its first kTrial calls, a technique whose calls took under kCheapTicks on average is
 *  timed on every kStride-th call only and its total estimated from those (sum x calls / timed calls);
 *  one slower than that, where the reads are a small share, keeps being timed on every call. The sample is
 *  every kStride-th call in order, not a random one: the calls of a run follow its positions, and over
 *  thousands of calls every kind of position is sampled alike. */
class FindTiming {
 public:
  template <class Call>
  void time(Call&& call) {
    if ((calls_++ & mask_) != 0) return call();
    const std::uint64_t started = ticks_now();
    call();
    ticks_ += ticks_now() - started;
    if (++timed_ == kTrial && ticks_ < kTrial * kCheapTicks) mask_ = kStride - 1;
  }

  /** The ticks of all calls: measured, or estimated from the sampled calls. */
  double ticks() const {
    return timed_ == 0 ? 0.0 : static_cast<double>(ticks_) * static_cast<double>(calls_) / static_cast<double>(timed_);
  }

 private:
  static constexpr std::uint64_t kTrial = 256;
  static constexpr std::uint64_t kStride = 16;  // a power of two: the mask below
  // A few microseconds of the x86-64 time-stamp counter (steady_clock's nanoseconds elsewhere).
  static constexpr std::uint64_t kCheapTicks = 4096;
  std::uint64_t calls_ = 0;
  std::uint64_t timed_ = 0;
  std::uint64_t ticks_ = 0;
  std::uint64_t mask_ = 0;  // calls with (index & mask_) == 0 are timed
};

}  // namespace npe
