// Impossible patterns (docs/techniques.md "Impossible patterns"): Tridagons and bivalue oddagons, each step with an
// NPE_PATTERN_IMPOSSIBLE record whose fillings the host enumerates.
#include "bivalue_oddagon.hpp"
#include "tridagon.hpp"

NPE_PLUGIN("impossible_patterns", "1.0.0", npe::plugins::impossible_patterns::Tridagon,
           npe::plugins::impossible_patterns::BivalueOddagon)
