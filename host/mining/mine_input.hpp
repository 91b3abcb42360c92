// The positions `npe mine` scans: every line of its corpora, in any one-line form `npe find` reads
// (a puzzle line with an optional solution, a digits line with its givens marked, "DIGITS PM729", a
// 729-character pencil-mark string, a HoDoKu reglib line) and the lines of `npe solve --json
// --positions`, each of whose steps' "position" is one position. Blank lines and '#' comments are
// skipped, so `npe mine`'s own text output is a corpus again.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "board/grid.hpp"

namespace npe {

struct MinePosition {
  Grid grid;                       // givens marked as read (board/marked_digits.hpp)
  std::optional<Digits> solution;  // when the line carries one
  std::string origin;              // "FILE:LINE", or "FILE:LINE step K" for a step of solve's JSON
  /** An engine type's path can start here: the candidates are those of the digits (a puzzle, or a
   *  pencil-mark form without eliminations), and the position is not itself a point of a recorded path. */
  bool path_start = false;
};

/** Every position of the files, in file and line order. Throws InputError "FILE: ..." for a file that
 *  cannot be read and "FILE:LINE: ..." for a malformed line or an invalid position (a digit twice in
 *  a house, a cell without candidates, a digit without a place in a house: its candidates contradict
 *  its digits). */
std::vector<MinePosition> read_mine_positions(const std::vector<std::filesystem::path>& files);

}  // namespace npe
