#include "line_technique.hpp"

NPE_PLUGIN("rowcol", "1.0.0", npe::plugins::RowTechnique, npe::plugins::ColTechnique)
