// A technique that copies the whole board (81 digits and 81 candidate masks) each time it is asked
// and finds nothing: an engine type that runs it first does one extra copy of the board per step —
// the deliberate slowdown with which the performance gate's own test (tests/perf_gate/check.sh)
// shows that the gate fails when a hot path gets slower.
#include <cstring>

#include "broken_common.hpp"

namespace {

struct BoardCopy {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.board_copy", "Board copy", "copies the board each call, finds nothing", NPE_YIELDS_ELIMINATIONS);
  explicit BoardCopy(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink&) {
    std::memcpy(copy_.digits, position.digits(), sizeof copy_.digits);
    std::memcpy(copy_.candidates, position.candidate_masks(), sizeof copy_.candidates);
    // Read the copy back so that the compiler cannot drop it.
    unsigned sum = 0;
    for (const auto mask : copy_.candidates) sum += mask;
    checksum_ = checksum_ * 31 + sum;
  }

 private:
  struct {
    std::uint8_t digits[81];
    std::uint16_t candidates[81];
  } copy_{};
  volatile unsigned checksum_ = 0;
};

}  // namespace

NPE_PLUGIN("broken_board_copy", "0.0.1", BoardCopy)
