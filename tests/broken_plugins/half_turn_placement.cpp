// Symmetrical placement (symmetric_placement.hpp) declaring ABI 1.5's NPE_TECHNIQUE_HALF_TURN_GEOMETRY:
// check-plugin's missed.symmetry applies only the transformations that keep the half-turn, and the
// technique passes it on positions `npe mine` finds in tests/data/corpora/symmetric_12.txt.
#include "symmetric_placement.hpp"

using HalfTurnPlacement = npe::test_plugins::SymmetricPlacement<NPE_TECHNIQUE_HALF_TURN_GEOMETRY>;
NPE_PLUGIN("test_half_turn_placement", "0.0.1", HalfTurnPlacement)
