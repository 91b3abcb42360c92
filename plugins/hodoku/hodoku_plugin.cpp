#include "brute_force_technique.hpp"
#include "singles_technique.hpp"
#include "subset_techniques.hpp"

NPE_PLUGIN("hodoku", "1.0.0", npe::plugins::hodoku::SinglesTechnique, npe::plugins::hodoku::NakedSubsetTechnique,
           npe::plugins::hodoku::HiddenSubsetTechnique, npe::plugins::hodoku::BruteForceTechnique)
