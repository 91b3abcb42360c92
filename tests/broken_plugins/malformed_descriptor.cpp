// A technique id that breaks the id rules ([a-z0-9_.]+): the host must refuse the library.
#include "broken_common.hpp"

struct BadId {
  static constexpr npe_technique_desc descriptor =
      npe::test_plugins::broken_descriptor("Bad Id!", "Bad", "", NPE_YIELDS_ELIMINATIONS);
  explicit BadId(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

NPE_PLUGIN("malformed_descriptor", "0.0.1", BadId)
