#include "box_technique.hpp"

NPE_PLUGIN("box", "1.0.0", npe::plugins::BoxTechnique)
