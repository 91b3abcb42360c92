#include "locked_set_technique.hpp"

NPE_PLUGIN("locked_set", "1.0.0", npe::plugins::locked_set::NakedLockedSet, npe::plugins::locked_set::HiddenLockedSet)
