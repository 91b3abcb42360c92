// A technique that loads and creates fine but dereferences a null pointer in find (SIGSEGV):
// `npe check-plugin` must report its find-time checks as crashed and go on.
#include "broken_common.hpp"

namespace {

struct CrashInFind {
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "broken.crash",
      .name = "Crash in find",
      .description = "segfaults on every find call",
      .default_points = 1,
      .default_rating_x10 = 10,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = 0,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};
  explicit CrashInFind(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position& position, npe::sdk::StepSink&) {
    volatile std::uint8_t* nowhere = nullptr;
    *nowhere = static_cast<std::uint8_t>(position.digit(0));
  }
};

}  // namespace

NPE_PLUGIN("broken_crash", "0.0.1", CrashInFind)
