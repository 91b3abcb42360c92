// A technique id that breaks the id rules ([a-z0-9_.]+): the host must refuse the library.
#include "broken_common.hpp"

struct BadId {
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "Bad Id!", "Bad", "", 1, 10, NPE_YIELDS_ELIMINATIONS, 0, 0, nullptr, 0, nullptr};
  explicit BadId(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

NPE_PLUGIN("malformed_descriptor", "0.0.1", BadId)
