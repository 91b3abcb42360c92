// GNPX's own methods that need no almost locked sets (docs/techniques.md, "GNPX's methods and the
// engine type `gnpx`"), and its Sue de Coq extensions, whose sets it builds itself; its ALS methods are
// in plugin `als`, its Exocets in plugin `exocet`.
#include "firework.hpp"
#include "firework_alp.hpp"
#include "general_logic.hpp"
#include "sue_de_coq_ex.hpp"

NPE_PLUGIN("gnpx", "1.3.0", npe::plugins::gnpx::GeneralLogic, npe::plugins::gnpx::FireworkTriple,
           npe::plugins::gnpx::FireworkQuadruple, npe::plugins::gnpx::FireworkWWing, npe::plugins::gnpx::FireworkLWing,
           npe::plugins::gnpx::FireworkAlp, npe::plugins::gnpx::FireworkDualAlp, npe::plugins::gnpx::SueDeCoqEx2,
           npe::plugins::gnpx::FrankenSdcEx3, npe::plugins::gnpx::FinnedSueDeCoqEx1,
           npe::plugins::gnpx::FinnedSueDeCoqEx2, npe::plugins::gnpx::FinnedFrankenSdcEx3)
