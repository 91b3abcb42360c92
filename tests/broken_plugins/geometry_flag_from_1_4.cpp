// Claims ABI 1.4 yet sets bit 6 of its flags, which 1.5 made NPE_TECHNIQUE_ONE_HOUSE_KIND: a 1.4
// plugin promised nothing with that bit, so the host must not spare it check-plugin's transpositions.
#include "broken_common.hpp"

namespace {

constexpr npe_technique_desc stray_flag_descriptor() {
  npe_technique_desc desc =
      npe::test_plugins::broken_descriptor("broken.stray_geometry_flag", "Stray geometry flag",
                                           "naked singles from a 1.4 plugin with bit 6 set", NPE_YIELDS_PLACEMENTS);
  desc.flags = NPE_TECHNIQUE_FINDS_ALL | (1u << 6);
  return desc;
}

constexpr npe_technique_desc kDescriptor = stray_flag_descriptor();
using StrayGeometryFlag = npe::test_plugins::KeyBlindNakedSingles<kDescriptor>;

}  // namespace

NPE_BROKEN_ENTRY(1, 4, "geometry_flag_from_1_4", StrayGeometryFlag)
