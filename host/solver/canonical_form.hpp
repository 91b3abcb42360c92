// A canonical form of a puzzle up to Sudoku's symmetries: transposition, band and stack permutations,
// row permutations inside a band and column permutations inside a stack, and digit relabelling. Two
// puzzles have the same form exactly when one is a transformation of the other, so the form dedups
// generated puzzles (npe generate --from).
//
// The form is the lexicographically smallest of all 3,359,232 transformed grids, each with its digits
// relabelled 1, 2, 3... in the order they first appear (row by row) and empty cells as 0 (which sort
// first): for each transposition and each of the 1,296 column arrangements, the rows are chosen one
// at a time, bands as units, and a prefix already larger than the best found is not completed.
#pragma once

#include <string>

#include "board/grid.hpp"

namespace npe {

/** The 81-character canonical form of `puzzle` ('.' empty, digits relabelled as above). */
std::string canonical_form(const Digits& puzzle);

}  // namespace npe
