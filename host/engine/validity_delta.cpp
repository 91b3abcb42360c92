#include "engine/validity_delta.hpp"

#include <bit>

namespace npe {

namespace {

using Bands = ValidityDelta::Bands;

constexpr std::uint32_t kBandBits = (1u << 27) - 1;

Bands cell_board(int cell) {
  Bands board{0, 0, 0, 0};
  board[cell / 27] = 1u << (cell % 27);
  return board;
}

const std::array<Bands, sdk::kCells> kCellBoards = [] {
  std::array<Bands, sdk::kCells> boards{};
  for (int cell = 0; cell < sdk::kCells; ++cell) boards[cell] = cell_board(cell);
  return boards;
}();

const std::array<Bands, sdk::kCells> kPeerBoards = [] {
  std::array<Bands, sdk::kCells> boards{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    for (int peer : sdk::kPeers[cell]) boards[cell] |= cell_board(peer);
  }
  return boards;
}();

bool any(Bands board) { return (board[0] | board[1] | board[2] | board[3]) != 0; }

/** Whether the digit with these places has one in every row, column and block. Each band's three
 *  rows are 9-bit fields: every row non-empty, their union covering each block's three columns,
 *  and the bands' unions together covering all nine columns. */
bool covers_every_house(Bands places) {
  const Bands row0 = places & 0x1FF, row1 = (places >> 9) & 0x1FF, row2 = (places >> 18) & 0x1FF;
  const Bands columns = row0 | row1 | row2;
  const Bands empty = (row0 == 0) | (row1 == 0) | (row2 == 0) | ((columns & 0x7) == 0) | ((columns & 0x38) == 0) |
                      ((columns & 0x1C0) == 0);
  return !any(empty) && (columns[0] | columns[1] | columns[2]) == 0x1FF;
}

}  // namespace

void ValidityDelta::reset(const Grid& grid) {
  // Built in plain words, band by band (a vector lane written one bit at a time costs a shuffle).
  std::uint32_t places[9][4] = {}, placed[9][4] = {};
  for (int band = 0, cell = 0; band < 3; ++band) {
    for (std::uint32_t bit = 1; bit < (1u << 27); bit <<= 1, ++cell) {
      const int digit = grid.digits[cell];
      Mask digits = grid.candidates[cell];
      if (digit != 0) {
        digits |= sdk::digit_bit(digit);
        placed[digit - 1][band] |= bit;
      }
      for (; digits != 0; digits &= digits - 1) places[sdk::first_digit(digits) - 1][band] |= bit;
    }
  }
  for (int digit = 0; digit < 9; ++digit) {
    places_[digit] = Bands{places[digit][0], places[digit][1], places[digit][2], kBandBits};
    placed_[digit] = Bands{placed[digit][0], placed[digit][1], placed[digit][2], 0};
  }
  synced_ = true;
  clear();
}

void ValidityDelta::candidate_bands(CandidateBands& bands) const {
  for (int digit = 0; digit < 9; ++digit) {
    const Bands candidates = places_[digit] & ~placed_[digit];
    bands[digit] = {{candidates[0], candidates[1], candidates[2], 0}};
  }
}

void ValidityDelta::eliminate(Grid& grid, int cell, int digit) {
  places_[digit - 1] &= ~kCellBoards[cell];
  touched_ |= sdk::digit_bit(digit);
  grid.eliminate(cell, digit);
}

void ValidityDelta::place(Grid& grid, int cell, int digit) {
  // A duplicate can only come from this placement: the digit already in a peer (or the cell filled,
  // or the digit not a candidate, which a consistent board only has beside the same digit).
  if (grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], digit) ||
      any(placed_[digit - 1] & kPeerBoards[cell])) {
    unsure_ = true;
  }
  const Bands bit = kCellBoards[cell];
  // The peers lose the digit; the cell's other candidates lose the cell.
  const Bands losing = places_[digit - 1] & kPeerBoards[cell];
  places_[digit - 1] &= ~kPeerBoards[cell];
  const Mask others = static_cast<Mask>(grid.candidates[cell] & ~sdk::digit_bit(digit));
  for (Mask rest = others; rest != 0; rest &= rest - 1) places_[sdk::first_digit(rest) - 1] &= ~bit;
  places_[digit - 1] |= bit;
  placed_[digit - 1] |= bit;
  touched_ |= static_cast<Mask>(others | sdk::digit_bit(digit));
  if (!synced_) {
    grid.place(cell, digit);
    return;
  }
  // The places are the board's: the peers holding the digit as a candidate are `losing` (the
  // others have nothing to lose), so only they are visited, not all twenty.
  grid.digits[cell] = static_cast<std::uint8_t>(digit);
  grid.candidates[cell] = 0;
  for (int lane = 0; lane < 3; ++lane) {
    for (std::uint32_t cells = losing[lane]; cells != 0; cells &= cells - 1) {
      grid.eliminate(27 * lane + std::countr_zero(cells), digit);
    }
  }
}

bool ValidityDelta::still_valid() const {
  if (unsure_) return false;
  // A cell left with neither digit nor candidate is in no digit's places.
  Bands covered = places_[0];
  for (int digit = 1; digit < 9; ++digit) covered |= places_[digit];
  if ((covered[0] & covered[1] & covered[2]) != kBandBits) return false;
  for (Mask digits = touched_; digits != 0; digits &= digits - 1) {
    if (!covers_every_house(places_[sdk::first_digit(digits) - 1])) return false;
  }
  return true;
}

}  // namespace npe
