// The almost locked set techniques of HoDoKu (docs/techniques.md, "Almost locked sets").
#include "als_chain.hpp"
#include "als_xy_wing.hpp"
#include "als_xz.hpp"
#include "death_blossom.hpp"

NPE_PLUGIN("als", "1.1.0", npe::plugins::als::AlsXz, npe::plugins::als::AlsXyWing, npe::plugins::als::AlsChain,
           npe::plugins::als::DeathBlossom)
