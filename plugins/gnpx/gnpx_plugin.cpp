// GNPX's own methods that need no almost locked sets (docs/techniques.md, "GNPX's methods and the
// engine type `gnpx`"); its ALS methods are in plugin `als`, its Exocets in plugin `exocet`.
#include "firework.hpp"
#include "firework_alp.hpp"
#include "general_logic.hpp"

NPE_PLUGIN("gnpx", "1.2.0", npe::plugins::gnpx::GeneralLogic, npe::plugins::gnpx::FireworkTriple,
           npe::plugins::gnpx::FireworkQuadruple, npe::plugins::gnpx::FireworkWWing, npe::plugins::gnpx::FireworkLWing,
           npe::plugins::gnpx::FireworkAlp, npe::plugins::gnpx::FireworkDualAlp)
