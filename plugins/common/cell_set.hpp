// 81-bit cell sets and per-digit candidate tables for pattern searches (single-digit patterns,
// wings, colouring): two 64-bit words, constexpr peer and house tables, no heap.
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <bit>
#include <cstdint>

namespace npe::plugins {

/** Bits set in a 9-bit mask, by table: plugins build for plain x86-64, where std::popcount is a
 *  library call. */
inline constexpr std::array<std::uint8_t, 512> kBitCount = [] {
  std::array<std::uint8_t, 512> counts{};
  for (unsigned m = 0; m < 512; ++m) counts[m] = static_cast<std::uint8_t>(std::popcount(m));
  return counts;
}();
constexpr int digit_count(unsigned mask9) { return kBitCount[mask9 & 0x1FF]; }

/** A set of cells 0..80: cells 0..63 in `lo`, 64..80 in `hi`. */
struct CellSet {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;

  static constexpr CellSet of(int cell) {
    CellSet set;
    set.add(cell);
    return set;
  }
  constexpr void add(int cell) {
    if (cell < 64) lo |= std::uint64_t{1} << cell;
    else hi |= std::uint64_t{1} << (cell - 64);
  }
  constexpr void remove(int cell) {
    if (cell < 64) lo &= ~(std::uint64_t{1} << cell);
    else hi &= ~(std::uint64_t{1} << (cell - 64));
  }
  constexpr bool has(int cell) const {
    return cell < 64 ? ((lo >> cell) & 1u) != 0 : ((hi >> (cell - 64)) & 1u) != 0;
  }
  constexpr bool empty() const { return (lo | hi) == 0; }
  constexpr int count() const { return std::popcount(lo) + std::popcount(hi); }
  /** Exactly one cell / two cells or more (no popcount). */
  constexpr bool single() const { return (lo == 0) != (hi == 0) && ((lo & (lo - 1)) | (hi & (hi - 1))) == 0; }
  constexpr bool several() const { return !empty() && !single(); }
  /** Lowest cell; the set must not be empty. */
  constexpr int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }
  /** Visits the cells in ascending order. */
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::uint64_t m = lo; m; m &= m - 1) f(std::countr_zero(m));
    for (std::uint64_t m = hi; m; m &= m - 1) f(64 + std::countr_zero(m));
  }
  /** Writes the cells ascending into out (room for 81); returns how many. */
  constexpr int to_array(int* out) const {
    int n = 0;
    for_each([&](int cell) { out[n++] = cell; });
    return n;
  }

  constexpr CellSet operator&(CellSet o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr CellSet operator|(CellSet o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr CellSet minus(CellSet o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  constexpr CellSet& operator&=(CellSet o) { return *this = *this & o; }
  constexpr CellSet& operator|=(CellSet o) { return *this = *this | o; }
  constexpr bool intersects(CellSet o) const { return ((lo & o.lo) | (hi & o.hi)) != 0; }
  constexpr bool contains(CellSet o) const { return o.minus(*this).empty(); }
  friend constexpr bool operator==(CellSet, CellSet) = default;
};

/** The 20 peers of each cell. */
inline constexpr std::array<CellSet, sdk::kCells> kPeerSet = [] {
  std::array<CellSet, sdk::kCells> peers{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    for (const int peer : sdk::kPeers[cell]) peers[cell].add(peer);
  }
  return peers;
}();

/** The 9 cells of each house (rows 0..8, columns 9..17, blocks 18..26). */
inline constexpr std::array<CellSet, sdk::kHouses> kHouseSet = [] {
  std::array<CellSet, sdk::kHouses> houses{};
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (const int cell : sdk::kHouseCells[house]) houses[house].add(cell);
  }
  return houses;
}();

/** Position 0..8 of a cell inside house h (kHouseCells order), for the cell's own houses. */
constexpr int index_in_house(int house, int cell) {
  return house < 9 ? sdk::col_of(cell) : house < 18 ? sdk::row_of(cell) : sdk::index_in_block(cell);
}

/** Candidates of every digit: cell sets and, per house, the 9-bit mask of places. */
struct DigitTable {
  CellSet cells[10];              // cells[d]: the cells holding candidate d
  std::uint16_t places[10][27];   // places[d][h]: bit k = kHouseCells[h][k] holds d

  /** The position cannot be a state of a valid solve (a digit twice in a house, a candidate equal to
   *  a digit placed in its house, a cell without candidates, a house without a digit): the pattern
   *  techniques find nothing there (their evidence would prove nothing; the engine rejects such
   *  boards itself). */
  bool broken = false;

  explicit DigitTable(const sdk::Position& position) : cells{}, places{} {
    unsigned placed[27] = {}, open[27] = {};
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const int houses[3] = {sdk::row_of(cell), 9 + sdk::col_of(cell), 18 + sdk::block_of(cell)};
      const unsigned mask = position.digit(cell) != 0 ? 0u : position.candidates(cell) & sdk::kAllDigits;
      for (const int house : houses) {
        if (position.digit(cell) != 0) {
          const unsigned bit = sdk::digit_bit(position.digit(cell));
          broken |= (placed[house] & bit) != 0;
          placed[house] |= bit;
        } else {
          open[house] |= mask;
        }
      }
      broken |= position.digit(cell) == 0 && mask == 0;
    }
    for (int house = 0; house < 27; ++house) {
      broken |= (placed[house] & open[house]) != 0 || (placed[house] | open[house]) != sdk::kAllDigits;
    }
    for (int cell = 0; cell < sdk::kCells && !broken; ++cell) {
      if (position.digit(cell) != 0) continue;
      const int houses[3] = {sdk::row_of(cell), 9 + sdk::col_of(cell), 18 + sdk::block_of(cell)};
      const std::uint16_t bits[3] = {static_cast<std::uint16_t>(1u << sdk::col_of(cell)),
                                     static_cast<std::uint16_t>(1u << sdk::row_of(cell)),
                                     static_cast<std::uint16_t>(1u << sdk::index_in_block(cell))};
      for (unsigned m = position.candidates(cell) & sdk::kAllDigits; m; m &= m - 1) {
        const int digit = std::countr_zero(m) + 1;
        cells[digit].add(cell);
        for (int k = 0; k < 3; ++k) places[digit][houses[k]] |= bits[k];
      }
    }
  }

  int count(int digit, int house) const { return digit_count(places[digit][house]); }
  /** The k-th (0-based, house order) place of the digit in a house. */
  int place(int digit, int house, int k) const {
    unsigned m = places[digit][house];
    for (int i = 0; i < k; ++i) m &= m - 1;
    return sdk::kHouseCells[house][std::countr_zero(m)];
  }
};

}  // namespace npe::plugins
