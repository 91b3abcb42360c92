// Declares two of ABI 1.5's geometry flags at once (one house kind and the half-turn): which
// transformations carry its steps along is then undefined, so the loader refuses the library.
#include "broken_common.hpp"

namespace {

constexpr npe_technique_desc two_geometries_descriptor() {
  npe_technique_desc desc = npe::test_plugins::broken_descriptor(
      "broken.two_geometries", "Two geometries", "naked singles declaring two geometry flags", NPE_YIELDS_PLACEMENTS);
  desc.flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_ONE_HOUSE_KIND | NPE_TECHNIQUE_HALF_TURN_GEOMETRY;
  return desc;
}

constexpr npe_technique_desc kDescriptor = two_geometries_descriptor();
using TwoGeometries = npe::test_plugins::KeyBlindNakedSingles<kDescriptor>;

}  // namespace

NPE_PLUGIN("two_geometries", "0.0.1", TwoGeometries)
