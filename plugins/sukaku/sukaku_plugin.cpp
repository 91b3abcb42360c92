// Sukaku Explainer's rules that Sudoku Explainer 1.2.1 lacks (docs/techniques.md "Sukaku Explainer
// ratings"); configs/engines/sukaku.yaml runs them with the serate families in Sukaku Explainer's order.
#include "als_wing.hpp"
#include "generalized_intersections.hpp"
#include "generalized_naked_set.hpp"
#include "strong_links.hpp"

NPE_PLUGIN("sukaku", "1.0.0", npe::plugins::sukaku::StrongLinks, npe::plugins::sukaku::AlsWing,
           npe::plugins::sukaku::GeneralizedIntersections, npe::plugins::sukaku::GeneralizedNakedSet)
