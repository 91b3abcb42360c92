// A technique that loads and creates fine but dereferences a null pointer in find (SIGSEGV):
// `npe check-plugin` must report its find-time checks as crashed and go on.
#include "broken_common.hpp"

namespace {

struct CrashInFind {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "broken.crash", "Crash in find", "segfaults on every find call", NPE_YIELDS_PLACEMENTS);
  explicit CrashInFind(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink&) {
    volatile std::uint8_t* nowhere = nullptr;
    *nowhere = static_cast<std::uint8_t>(position.digit(0));
  }
};

}  // namespace

NPE_PLUGIN("broken_crash", "0.0.1", CrashInFind)
