// Registers the id "box", which the shipped box plugin already owns: refused when loaded after it.
#include "broken_common.hpp"

struct FakeBox {
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "box",
      .name = "Fake box",
      .description = "",
      .default_points = 1,
      .default_rating_x10 = 10,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = 0,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};
  explicit FakeBox(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

NPE_PLUGIN("duplicate_id", "0.0.1", FakeBox)
