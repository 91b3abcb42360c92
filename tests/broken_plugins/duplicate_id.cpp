// Registers the id "box", which the shipped box plugin already owns: refused when loaded after it.
#include "broken_common.hpp"

struct FakeBox {
  static constexpr npe_technique_desc descriptor =
      npe::test_plugins::broken_descriptor("box", "Fake box", "", NPE_YIELDS_PLACEMENTS);
  explicit FakeBox(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

NPE_PLUGIN("duplicate_id", "0.0.1", FakeBox)
