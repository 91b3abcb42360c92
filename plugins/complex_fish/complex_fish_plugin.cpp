// Complex fish of HoDoKu (docs/techniques.md, "Complex fish"): Franken and Mutant fish with and
// without fins.
#include "complex_fish_technique.hpp"

NPE_PLUGIN("complex_fish", "1.0.0", npe::plugins::complex_fish::FrankenFish,
           npe::plugins::complex_fish::FinnedFrankenFish, npe::plugins::complex_fish::MutantFish,
           npe::plugins::complex_fish::FinnedMutantFish)
