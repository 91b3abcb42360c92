// Declares NPE_TECHNIQUE_KEY_DIGIT_FIRST but ignores the key digit: its first naked single is the
// same whatever the key, so behaviour.key_digit_first must fail (the engine would trust it and
// miss the keyed move the priority digit asks for).
#include "broken_common.hpp"

namespace {

constexpr npe_technique_desc key_ignoring_descriptor() {
  npe_technique_desc desc =
      npe::test_plugins::broken_descriptor("broken.ignores_key", "Ignores the key digit",
                                           "naked singles, the key digit not looked at", NPE_YIELDS_PLACEMENTS);
  desc.flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST;
  return desc;
}

constexpr npe_technique_desc kDescriptor = key_ignoring_descriptor();
using IgnoresKeyDigit = npe::test_plugins::KeyBlindNakedSingles<kDescriptor>;

}  // namespace

NPE_PLUGIN("broken_ignores_key_digit", "0.0.1", IgnoresKeyDigit)
