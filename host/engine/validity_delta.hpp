// The engine's validity check after a step, narrowed to where the step's changes can have made a
// valid board invalid (docs/performance.md). find_invalidity stays the reference and gives reasons.
#pragma once

#include <array>
#include <cstdint>

#include "board/grid.hpp"

namespace npe {

/** Applies changes to a board find_invalidity found valid, noting where each can break it: the
 *  cells that lost candidates (a cell left without any) and, per house, the digits that lost a
 *  candidate cell there (a digit left without a place). Keeps each digit's places (its candidate
 *  and placed cells) as a bitboard, so a house is checked for a digit with one AND. A placement into
 *  a filled cell, of a digit that is not a candidate, or beside the same digit is not narrowed:
 *  still_valid says no. */
class ValidityDelta {
 public:
  /** The board as it is now (found valid) is the base: takes its places, forgets the changes. */
  void reset(const Grid& grid);
  /** Forgets the recorded changes; the places stay those of the board as changed so far. */
  void clear();
  /** grid.eliminate(cell, digit), recorded. */
  void eliminate(Grid& grid, int cell, int digit);
  /** grid.place(cell, digit), recorded. */
  void place(Grid& grid, int cell, int digit);
  /** True only when the board, valid before the changes recorded since clear(), is valid after them
   *  (and every change since reset() went through here); false when it may not be (then
   *  find_invalidity decides and names the fault). */
  bool still_valid(const Grid& grid) const;

 private:
  using Board = unsigned __int128;  // bit i: cell i
  /** `cell` lost `digits`: records the cell, and the digits in its houses but the three skipped. */
  void lose(int cell, Mask digits, int skip_row, int skip_col, int skip_block);

  std::array<Board, 9> places_{};                // per digit: the cells holding it or a candidate of it
  std::array<Mask, sdk::kHouses> lost_{};        // per house: digits that lost a candidate cell in it
  std::array<std::uint8_t, 81> shrunk_cells_{};  // the cells that lost candidates, in order
  int shrunk_count_ = 0;
  bool unsure_ = true;  // a change the narrowing does not cover (or no reset yet)
};

}  // namespace npe
