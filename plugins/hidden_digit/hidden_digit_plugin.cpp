#include "locked_candidates.hpp"

NPE_PLUGIN("hidden_digit", "1.0.0", npe::plugins::PointingTechnique, npe::plugins::ClaimingTechnique)
