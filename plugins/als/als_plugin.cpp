// The almost locked set techniques of HoDoKu and GNPX (docs/techniques.md, "Almost locked sets").
#include "als_chain.hpp"
#include "als_xy_wing.hpp"
#include "als_xz.hpp"
#include "death_blossom.hpp"
#include "gnpx_als_wing.hpp"
#include "gnpx_death_blossom_ex.hpp"
#include "gnpx_subset_exclusion.hpp"
#include "gnpx_xyz_wing.hpp"

NPE_PLUGIN("als", "1.3.0", npe::plugins::als::AlsXz, npe::plugins::als::AlsXyWing, npe::plugins::als::AlsChain,
           npe::plugins::als::DeathBlossom, npe::plugins::als::GnpxXyzWing, npe::plugins::als::GnpxDeathBlossomEx,
           npe::plugins::als::GnpxSubsetExclusion, npe::plugins::als::GnpxAlsWing)
