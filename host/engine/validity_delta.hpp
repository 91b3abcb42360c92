// The engine's validity check after a step, narrowed to the digits the step's changes touched, on
// bitboards kept up to date by those changes (docs/performance.md). find_invalidity stays the
// reference and gives reasons.
#pragma once

#include <array>
#include <cstdint>

#include "board/grid.hpp"
#include "loader/position_view.hpp"

namespace npe {

/** Applies changes to a board find_invalidity found valid and keeps, per digit, its places (the
 *  cells holding it or a candidate of it) and its placed cells as bitboards, three 27-bit bands in
 *  the lanes of one vector. A valid board stays valid unless a change left a cell without a digit
 *  or candidate, a digit without a place in a house, or a digit twice in a house. Each is checked
 *  where it can arise: an emptied cell and a removed place's three houses at the change itself (places
 *  only shrink between checks), a placed digit's houses by still_valid (its peers' houses all lose
 *  the digit), a duplicate when a placement is made (the digit among the cell's peers). A placement
 *  into a filled cell or of a digit that is not a candidate is not narrowed: still_valid says no. */
class ValidityDelta {
 public:
  /** Three bands of 27 cells in lanes 0..2 (bit i of lane b: cell 27 b + i); lane 3 holds every
   *  bit in the places, so it passes each house test. */
  using Bands = std::uint32_t __attribute__((vector_size(16)));

  /** The board as it is now (found valid) is the base: takes its bitboards, forgets the changes. */
  void reset(const Grid& grid);
  /** Forgets the recorded changes; the bitboards stay those of the board as changed so far. */
  void clear() {
    touched_ = 0;
    unsure_ = false;
  }
  /** The board changed (or will) other than through here: the bitboards are no longer its own, so
   *  place() updates the board the plain way until the next reset(). */
  void desync() {
    synced_ = false;
    unsure_ = true;
  }
  /** Whether the bitboards are the board's: reset() since the last desync(). */
  bool synced() const { return synced_; }
  /** grid.eliminate(cell, digit), recorded. */
  void eliminate(Grid& grid, int cell, int digit);
  /** grid.place(cell, digit), recorded; while synced, only the peers holding the digit are visited. */
  void place(Grid& grid, int cell, int digit);
  /** True only when the board, valid before the changes recorded since clear(), is valid after them
   *  (and every change since reset() went through here); false when it may not be (then
   *  find_invalidity decides and names the fault). A cell left with neither digit nor candidate is
   *  seen by the change that emptied it (only eliminations empty a cell). */
  bool still_valid() const;
  /** The board's candidate bands (npe_position.candidate_bands), kept with the bitboards: the
   *  board's only while synced(). */
  const CandidateBands& candidate_bands() const { return candidate_bands_; }

 private:
  std::array<Bands, 9> places_{};  // per digit: the cells holding it or a candidate of it
  std::array<Bands, 9> placed_{};  // per digit: the cells holding it
  // Per digit: places_ less placed_ (the empty cells holding it as a candidate), lane 3 zero, laid
  // out as the ABI's bands so a position can point at them.
  alignas(16) CandidateBands candidate_bands_{};
  Mask touched_ = 0;     // digits placed since clear(): still_valid checks their houses
  bool unsure_ = true;   // a change the narrowing does not cover (or no reset yet)
  bool synced_ = false;  // the bitboards are the board's (since reset(), every change came here)
};

}  // namespace npe
