// Naked and hidden singles applied to a fixpoint, on the grid's own candidates (so a position with
// pencil marks keeps its eliminations). Used by `npe find --fill-singles` and the seed checks of
// docs/seed-notes.md, The checked examples ("after filling every naked and hidden single").
#pragma once

#include "board/grid.hpp"

namespace npe {

/** Places every naked single (a cell with one candidate) and hidden single (a digit with one place
 *  in a house), repeating until none is left or the grid shows a contradiction. Returns the number
 *  of digits placed. The result does not depend on the order for a position without contradiction. */
int fill_singles(Grid& grid);

}  // namespace npe
