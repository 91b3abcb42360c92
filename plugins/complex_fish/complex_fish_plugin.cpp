// Complex fish of HoDoKu (docs/techniques.md, "Complex fish"): Franken and Mutant fish with and
// without fins, and Kraken fish (types 1 and 2); GNPX's F/M and Cannibalistic F/M fish through their `gnpx` and
// `cannibalistic` parameters (gnpx_fish.hpp).
#include "complex_fish_technique.hpp"
#include "kraken_fish.hpp"

NPE_PLUGIN("complex_fish", "1.1.0", npe::plugins::complex_fish::FrankenFish,
           npe::plugins::complex_fish::FinnedFrankenFish, npe::plugins::complex_fish::MutantFish,
           npe::plugins::complex_fish::FinnedMutantFish, npe::plugins::complex_fish::KrakenFish)
