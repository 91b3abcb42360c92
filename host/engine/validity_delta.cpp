#include "engine/validity_delta.hpp"

#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

/** Removes `cells` from one digit's bands (the ABI's layout, read and written as a vector). */
void remove_cells(npe_digit_bands& bands, Bands cells) {
  Bands lanes;
  std::memcpy(&lanes, bands.band, sizeof lanes);
  lanes &= ~cells;
  std::memcpy(bands.band, &lanes, sizeof lanes);
}

#if defined(__SSE2__)
/** Bit i: whether `bit` is set in masks[i], for the 32 masks (16-byte aligned) of one band's
 *  padded copy; the band's 27 kept. */
std::uint32_t masks_with_bit(const std::uint16_t* masks, __m128i bit) {
  std::uint32_t bits = 0;
  for (int half = 0; half < 2; ++half) {
    const __m128i low = _mm_load_si128(reinterpret_cast<const __m128i*>(masks + 16 * half));
    const __m128i high = _mm_load_si128(reinterpret_cast<const __m128i*>(masks + 16 * half + 8));
    const __m128i has_low = _mm_cmpeq_epi16(_mm_and_si128(low, bit), bit);
    const __m128i has_high = _mm_cmpeq_epi16(_mm_and_si128(high, bit), bit);
    bits |= static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_packs_epi16(has_low, has_high))) << (16 * half);
  }
  return bits & kBandBits;
}

/** Bit i: whether bytes[i] == value, for the 32 bytes (16-byte aligned) of one band's padded copy;
 *  the band's 27 kept. */
std::uint32_t bytes_equal(const std::uint8_t* bytes, __m128i value) {
  const __m128i low = _mm_load_si128(reinterpret_cast<const __m128i*>(bytes));
  const __m128i high = _mm_load_si128(reinterpret_cast<const __m128i*>(bytes + 16));
  const auto low_bits = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, value)));
  const auto high_bits = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(high, value)));
  return (low_bits | high_bits << 16) & kBandBits;
}
#endif

/** Per digit (index digit - 1) and band: the empty cells holding it as a candidate, and the cells
 *  holding it. The SSE2 form tests 8 masks or 16 digits an instruction (on a copy of each band
 *  padded to 32 cells), where the plain form sets one bit at a time. */
void band_bitboards(const Grid& grid, std::uint32_t (&candidates)[9][3], std::uint32_t (&placed)[9][3]) {
#if defined(__SSE2__)
  alignas(16) std::uint16_t masks[3][32] = {};
  alignas(16) std::uint8_t digits[3][32] = {};
  std::uint32_t empty[3];
  for (int band = 0; band < 3; ++band) {
    std::memcpy(masks[band], grid.candidates.data() + 27 * band, 27 * sizeof(Mask));
    std::memcpy(digits[band], grid.digits.data() + 27 * band, 27);
    empty[band] = bytes_equal(digits[band], _mm_setzero_si128());
  }
  for (int digit = 1; digit <= 9; ++digit) {
    const __m128i bit = _mm_set1_epi16(static_cast<short>(sdk::digit_bit(digit)));
    const __m128i value = _mm_set1_epi8(static_cast<char>(digit));
    for (int band = 0; band < 3; ++band) {
      candidates[digit - 1][band] = masks_with_bit(masks[band], bit) & empty[band];
      placed[digit - 1][band] = bytes_equal(digits[band], value);
    }
  }
#else
  for (int digit = 0; digit < 9; ++digit) {
    for (int band = 0; band < 3; ++band) candidates[digit][band] = placed[digit][band] = 0;
  }
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    const std::uint32_t bit = 1u << (cell % 27);
    if (const int digit = grid.digits[cell]; digit != 0) {
      placed[digit - 1][cell / 27] |= bit;
      continue;
    }
    for (Mask digits = grid.candidates[cell]; digits != 0; digits &= digits - 1) {
      candidates[sdk::first_digit(digits) - 1][cell / 27] |= bit;
    }
  }
#endif
}

/** A cell's three houses on the bands: its lane (band), its row's and block's bits in that lane,
 *  and its column's bits in every lane. */
struct CellHouses {
  int lane = 0;
  std::uint32_t row = 0, block = 0, column = 0;
};

const std::array<CellHouses, sdk::kCells> kCellHouses = [] {
  std::array<CellHouses, sdk::kCells> houses{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    const int row = cell / 9, column = cell % 9;
    const std::uint32_t block_columns = 7u << (3 * (column / 3));
    houses[cell] = {row / 3, 0x1FFu << (9 * (row % 3)), block_columns | block_columns << 9 | block_columns << 18,
                    1u << column | 1u << (column + 9) | 1u << (column + 18)};
  }
  return houses;
}();

/** Whether a digit with these places still has one in each house of `cell` (the only houses a
 *  change at that cell can have left without one). */
bool places_in_houses_of(Bands places, int cell) {
  const CellHouses& houses = kCellHouses[cell];
  const std::uint32_t lane = places[houses.lane];
  return (lane & houses.row) != 0 && (lane & houses.block) != 0 &&
         ((places[0] | places[1] | places[2]) & houses.column) != 0;
}

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
  std::uint32_t candidates[9][3], placed[9][3];
  band_bitboards(grid, candidates, placed);
  for (int digit = 0; digit < 9; ++digit) {
    const std::uint32_t* c = candidates[digit];
    const std::uint32_t* p = placed[digit];
    places_[digit] = Bands{c[0] | p[0], c[1] | p[1], c[2] | p[2], kBandBits};
    placed_[digit] = Bands{p[0], p[1], p[2], 0};
    candidate_bands_[static_cast<std::size_t>(digit)] = {{c[0], c[1], c[2], 0}};
  }
  synced_ = true;
  clear();
}

void ValidityDelta::eliminate(Grid& grid, int cell, int digit) {
  places_[digit - 1] &= ~kCellBoards[cell];
  remove_cells(candidate_bands_[static_cast<std::size_t>(digit - 1)], kCellBoards[cell]);
  grid.eliminate(cell, digit);
  // Places only shrink until the next clear(): a cell or house left without one stays so.
  if ((grid.candidates[cell] == 0 && grid.digits[cell] == 0) || !places_in_houses_of(places_[digit - 1], cell)) {
    unsure_ = true;
  }
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
  remove_cells(candidate_bands_[static_cast<std::size_t>(digit - 1)], kPeerBoards[cell] | bit);
  const Mask others = static_cast<Mask>(grid.candidates[cell] & ~sdk::digit_bit(digit));
  bool lost_a_house = false;
  for (Mask rest = others; rest != 0; rest &= rest - 1) {
    const int other = sdk::first_digit(rest) - 1;
    places_[other] &= ~bit;
    remove_cells(candidate_bands_[static_cast<std::size_t>(other)], bit);
    lost_a_house |= !places_in_houses_of(places_[other], cell);
  }
  if (lost_a_house) unsure_ = true;
  places_[digit - 1] |= bit;
  placed_[digit - 1] |= bit;
  // The digit's lost places are spread over the peers' houses: still_valid checks them all.
  touched_ |= sdk::digit_bit(digit);
  if (!synced_) {
    grid.place(cell, digit);
    return;
  }
  // The places are the board's: the peers holding the digit as a candidate are `losing` (the
  // others have nothing to lose), so only they are visited, not all twenty. A peer left without
  // candidates (the digit was its last) makes the board invalid.
  grid.digits[cell] = static_cast<std::uint8_t>(digit);
  grid.candidates[cell] = 0;
  bool emptied = false;
  for (int lane = 0; lane < 3; ++lane) {
    for (std::uint32_t cells = losing[lane]; cells != 0; cells &= cells - 1) {
      const int peer = 27 * lane + std::countr_zero(cells);
      grid.eliminate(peer, digit);
      emptied |= grid.candidates[peer] == 0 && grid.digits[peer] == 0;
    }
  }
  if (emptied) unsure_ = true;
}

bool ValidityDelta::still_valid() const {
  if (unsure_) return false;  // also a cell or a house's digit left without a place (eliminate, place)
  for (Mask digits = touched_; digits != 0; digits &= digits - 1) {
    if (!covers_every_house(places_[sdk::first_digit(digits) - 1])) return false;
  }
  return true;
}

}  // namespace npe
