// Claims ABI 1.3 yet sets bit 5 of its flags, which 1.4 made NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT: a
// 1.3 plugin promised nothing with that bit, so the host must not relax check-plugin's symmetry for it.
#include "broken_common.hpp"

namespace {

constexpr npe_technique_desc stray_flag_descriptor() {
  npe_technique_desc desc =
      npe::test_plugins::broken_descriptor("broken.stray_existence_flag", "Stray existence flag",
                                           "naked singles from a 1.3 plugin with bit 5 set", NPE_YIELDS_PLACEMENTS);
  desc.flags = NPE_TECHNIQUE_FINDS_ALL | (1u << 5);
  return desc;
}

constexpr npe_technique_desc kDescriptor = stray_flag_descriptor();
using StrayExistenceFlag = npe::test_plugins::KeyBlindNakedSingles<kDescriptor>;

}  // namespace

NPE_BROKEN_ENTRY(1, 3, "existence_flag_from_1_3", StrayExistenceFlag)
