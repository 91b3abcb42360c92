#include "fish_technique.hpp"

NPE_PLUGIN("fish", "1.0.0", npe::plugins::fish::BasicFish, npe::plugins::fish::FinnedFish)
