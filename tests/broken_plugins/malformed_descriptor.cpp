// A technique id that breaks the id rules ([a-z0-9_.]+): the host must refuse the library.
#include "broken_common.hpp"

struct BadId {
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "Bad Id!",
      .name = "Bad",
      .description = "",
      .default_points = 1,
      .default_rating_x10 = 10,
      .yields = NPE_YIELDS_ELIMINATIONS,
      .flags = 0,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};
  explicit BadId(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

NPE_PLUGIN("malformed_descriptor", "0.0.1", BadId)
