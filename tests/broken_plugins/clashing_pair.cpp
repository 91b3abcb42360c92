// An author's library whose first technique takes the shipped id "wings.xy" and whose second has an
// id of its own: loaded with the shipped plugins, the search order decides who has "wings.xy" and
// neither library loses its other techniques; `npe check-plugin` reports the clash (load.id_clash).
#include "broken_common.hpp"

namespace {

struct MyXyWing {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "wings.xy", "An author's XY-Wing", "never finds anything", NPE_YIELDS_ELIMINATIONS);
  explicit MyXyWing(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

struct MyOwn {
  static constexpr npe_technique_desc descriptor = npe::test_plugins::broken_descriptor(
      "clash.own", "An id of its own", "never finds anything", NPE_YIELDS_ELIMINATIONS);
  explicit MyOwn(const npe::sdk::Params&) {}
  void find(const npe::sdk::Position&, npe::sdk::StepSink&) {}
};

}  // namespace

NPE_PLUGIN("clashing_pair", "0.0.1", MyXyWing, MyOwn)
