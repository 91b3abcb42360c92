// Claims ABI 1.1 yet sets bit 3 of its flags, which 1.2 made NPE_TECHNIQUE_KEY_DIGIT_FIRST, and ignores
// the key digit: a 1.1 plugin promised nothing with that bit, so the host must not take it as the flag.
#include "broken_common.hpp"

namespace {

constexpr npe_technique_desc stray_flag_descriptor() {
  npe_technique_desc desc =
      npe::test_plugins::broken_descriptor("broken.stray_key_flag", "Stray key flag",
                                           "naked singles from a 1.1 plugin with bit 3 set", NPE_YIELDS_PLACEMENTS);
  desc.flags = NPE_TECHNIQUE_FINDS_ALL | (1u << 3);
  return desc;
}

constexpr npe_technique_desc kDescriptor = stray_flag_descriptor();
using StrayKeyFlag = npe::test_plugins::KeyBlindNakedSingles<kDescriptor>;

}  // namespace

NPE_BROKEN_ENTRY(1, 1, "key_flag_from_1_1", StrayKeyFlag)
