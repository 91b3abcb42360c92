#include "cell_technique.hpp"

NPE_PLUGIN("cell", "1.0.0", npe::plugins::CellTechnique)
