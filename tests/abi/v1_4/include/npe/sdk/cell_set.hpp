// SPDX-License-Identifier: MIT
// An 81-bit set of cells and the board's houses and peers as such sets: the bit-level building block
// of pattern, chain, ALS and uniqueness searches. Header-only, constexpr tables, no heap.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "board.hpp"

namespace npe::sdk {

/** A set of cells 0..80: cells 0..63 in bits 0..63 of `lo`, cells 64..80 in bits 0..16 of `hi`
 *  (the bits of `hi` above 16 are always clear, so == and empty() compare sets). */
struct CellSet {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;

  static constexpr std::uint64_t kHiMask = (std::uint64_t{1} << 17) - 1;

  /** All 81 cells. */
  static constexpr CellSet all() { return {~std::uint64_t{0}, kHiMask}; }
  static constexpr CellSet of(int cell) {
    return cell < 64 ? CellSet{std::uint64_t{1} << cell, 0} : CellSet{0, std::uint64_t{1} << (cell - 64)};
  }
  /** The cells after `cell` (cell + 1 .. 80). */
  static constexpr CellSet after(int cell) {
    if (cell < 63) return {~((std::uint64_t{2} << cell) - 1), kHiMask};
    if (cell == 63) return {0, kHiMask};
    return {0, kHiMask & ~((std::uint64_t{2} << (cell - 64)) - 1)};
  }

  constexpr void add(int cell) {
    if (cell < 64)
      lo |= std::uint64_t{1} << cell;
    else
      hi |= std::uint64_t{1} << (cell - 64);
  }
  constexpr void remove(int cell) {
    if (cell < 64)
      lo &= ~(std::uint64_t{1} << cell);
    else
      hi &= ~(std::uint64_t{1} << (cell - 64));
  }
  constexpr bool has(int cell) const { return cell < 64 ? ((lo >> cell) & 1u) != 0 : ((hi >> (cell - 64)) & 1u) != 0; }
  constexpr bool empty() const { return (lo | hi) == 0; }
  constexpr int count() const { return std::popcount(lo) + std::popcount(hi); }
  /** Exactly one cell / two cells or more (without counting them). */
  constexpr bool single() const { return (lo == 0) != (hi == 0) && ((lo & (lo - 1)) | (hi & (hi - 1))) == 0; }
  constexpr bool several() const { return !empty() && !single(); }
  /** Lowest cell; the set must not be empty. */
  constexpr int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }
  /** Removes and returns the lowest cell; the set must not be empty. */
  constexpr int pop_first() {
    const int cell = first();
    remove(cell);
    return cell;
  }
  /** Calls f(cell) for every cell, ascending (over a copy: f may change the set). */
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::uint64_t m = lo; m; m &= m - 1) f(std::countr_zero(m));
    for (std::uint64_t m = hi; m; m &= m - 1) f(64 + std::countr_zero(m));
  }
  /** Writes the cells ascending into out (room for count(), at most 81); returns how many. */
  constexpr int to_array(int* out) const {
    int n = 0;
    for_each([&](int cell) { out[n++] = cell; });
    return n;
  }

  constexpr CellSet operator&(CellSet other) const { return {lo & other.lo, hi & other.hi}; }
  constexpr CellSet operator|(CellSet other) const { return {lo | other.lo, hi | other.hi}; }
  /** The cells not in the set. */
  constexpr CellSet operator~() const { return {~lo, ~hi & kHiMask}; }
  /** The cells of this set that are not in `other`. */
  constexpr CellSet minus(CellSet other) const { return {lo & ~other.lo, hi & ~other.hi}; }
  constexpr CellSet& operator&=(CellSet other) { return *this = *this & other; }
  constexpr CellSet& operator|=(CellSet other) { return *this = *this | other; }
  constexpr bool intersects(CellSet other) const { return ((lo & other.lo) | (hi & other.hi)) != 0; }
  /** Every cell of `other` is in this set. */
  constexpr bool contains(CellSet other) const { return other.minus(*this).empty(); }
  /** Every cell of this set is in `other`. */
  constexpr bool subset_of(CellSet other) const { return other.contains(*this); }
  friend constexpr bool operator==(CellSet, CellSet) = default;
};

/** The 20 peers of each cell (never the cell itself). */
inline constexpr std::array<CellSet, kCells> kPeerSet = [] {
  std::array<CellSet, kCells> peers{};
  for (int cell = 0; cell < kCells; ++cell) {
    for (const int peer : kPeers[cell]) peers[cell].add(peer);
  }
  return peers;
}();

/** The 9 cells of each house (rows 0..8, columns 9..17, blocks 18..26). */
inline constexpr std::array<CellSet, kHouses> kHouseSet = [] {
  std::array<CellSet, kHouses> houses{};
  for (int house = 0; house < kHouses; ++house) {
    for (const int cell : kHouseCells[house]) houses[house].add(cell);
  }
  return houses;
}();

/** Cells that see every cell of `cells` (never one of them); every cell for an empty set. */
constexpr CellSet common_peers(CellSet cells) {
  CellSet seen = CellSet::all();
  cells.for_each([&](int cell) { seen &= kPeerSet[cell]; });
  return seen;
}

/** Position 0..8 of a cell inside one of its own houses (kHouseCells order). */
constexpr int index_in_house(int house, int cell) {
  return house < 9 ? col_of(cell) : house < 18 ? row_of(cell) : index_in_block(cell);
}

}  // namespace npe::sdk
