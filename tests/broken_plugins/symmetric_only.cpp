// Symmetrical placement (symmetric_placement.hpp) without a geometry flag: check-plugin's
// behaviour.sound fails it on its default corpus (--min-steps) and passes it on positions `npe mine`
// finds in tests/data/corpora/symmetric_12.txt; missed.symmetry's transformations that break the
// half-turn fail it there.
#include "symmetric_placement.hpp"

using SymmetricPlacement = npe::test_plugins::SymmetricPlacement<0>;
NPE_PLUGIN("test_symmetric_placement", "0.0.1", SymmetricPlacement)
