// Invalid-board checks run by the engine before every step (docs/seed-notes.md, Invalid boards and multiple solutions).
#pragma once

#include <optional>
#include <string>

#include "board/grid.hpp"

namespace npe {

/** The reason the grid is invalid, or nothing: a digit twice in a house, an empty cell without
 *  candidates, or a house where a missing digit has no candidate cell. */
std::optional<std::string> find_invalidity(const Grid& grid);

/** "row 3", "column 5", "block 9" for house 0..26. */
std::string house_name(int house);

}  // namespace npe
