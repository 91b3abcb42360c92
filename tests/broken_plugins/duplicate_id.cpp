// Registers the id "box", which the shipped box plugin already owns: refused when loaded after it.
#include "broken_common.hpp"

struct FakeBox {
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "box", "Fake box", "", 1, 10, NPE_YIELDS_PLACEMENTS, 0, 0, nullptr, 0, nullptr};
  explicit FakeBox(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

NPE_PLUGIN("duplicate_id", "0.0.1", FakeBox)
