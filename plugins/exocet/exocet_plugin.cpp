// GNPX's Exocets (docs/techniques.md, "GNPX's methods and the engine type `gnpx`"): eliminations
// proved by forcing chains over the base cells' cases, which the host replays.
#include "junior_exocet.hpp"
#include "junior_exocet_je1.hpp"

NPE_PLUGIN("exocet", "1.0.0", npe::plugins::exocet::JuniorExocet, npe::plugins::exocet::JuniorExocetJe1)
