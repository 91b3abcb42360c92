// An 81-bit set of cells (two 64-bit words) with the peer table the ALS searches need: the common
// peers of a set of cells is the AND of their peer sets. Header-only, constexpr, no heap.
#pragma once

#include <bit>
#include <cstdint>

#include <npe/sdk.hpp>

namespace npe::plugins::als {

struct CellSet {
  std::uint64_t lo = 0;  // cells 0..63
  std::uint64_t hi = 0;  // cells 64..80 in bits 0..16

  static constexpr std::uint64_t kHiMask = (std::uint64_t{1} << 17) - 1;

  static constexpr CellSet all() { return {~std::uint64_t{0}, kHiMask}; }
  static constexpr CellSet of(int cell) {
    return cell < 64 ? CellSet{std::uint64_t{1} << cell, 0} : CellSet{0, std::uint64_t{1} << (cell - 64)};
  }

  constexpr bool empty() const { return (lo | hi) == 0; }
  constexpr bool has(int cell) const { return cell < 64 ? (lo >> cell) & 1 : (hi >> (cell - 64)) & 1; }
  constexpr int count() const { return std::popcount(lo) + std::popcount(hi); }
  constexpr void add(int cell) { *this |= of(cell); }
  constexpr void remove(int cell) { *this &= ~of(cell); }
  /** Lowest cell of a non-empty set. */
  constexpr int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }
  constexpr int pop_first() {
    const int cell = first();
    remove(cell);
    return cell;
  }
  constexpr bool intersects(const CellSet& o) const { return ((lo & o.lo) | (hi & o.hi)) != 0; }
  constexpr bool subset_of(const CellSet& o) const { return ((lo & ~o.lo) | (hi & ~o.hi)) == 0; }

  constexpr CellSet operator&(const CellSet& o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr CellSet operator|(const CellSet& o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr CellSet operator~() const { return {~lo, ~hi & kHiMask}; }
  constexpr CellSet& operator&=(const CellSet& o) { lo &= o.lo, hi &= o.hi; return *this; }
  constexpr CellSet& operator|=(const CellSet& o) { lo |= o.lo, hi |= o.hi; return *this; }
  constexpr bool operator==(const CellSet&) const = default;

  /** Writes the cells ascending into out (at least count() ints); returns the count. */
  int to_array(int* out) const {
    int n = 0;
    for (CellSet rest = *this; !rest.empty();) out[n++] = rest.pop_first();
    return n;
  }
};

/** Peers of each cell (not the cell itself). */
inline constexpr auto kPeerSets = [] {
  struct Table {
    CellSet cells[81];
  } table{};
  for (int cell = 0; cell < 81; ++cell) {
    for (int other = 0; other < 81; ++other) {
      if (sdk::sees(cell, other)) table.cells[cell].add(other);
    }
  }
  return table;
}();

/** Cells that see every cell of `cells` (none of them); every cell for an empty set. */
constexpr CellSet common_peers(CellSet cells) {
  CellSet result = CellSet::all();
  while (!cells.empty()) result &= kPeerSets.cells[cells.pop_first()];
  return result;
}

/** The cells of a house as a set. */
inline constexpr auto kHouseSets = [] {
  struct Table {
    CellSet houses[27];
  } table{};
  for (int house = 0; house < 27; ++house) {
    for (int k = 0; k < 9; ++k) table.houses[house].add(sdk::kHouseCells[house][k]);
  }
  return table;
}();

/** Per digit, the empty cells holding it as a candidate (index d-1). */
struct DigitCells {
  CellSet cells[9];
  CellSet empty;

  explicit DigitCells(const sdk::Position& position) {
    for (int cell = 0; cell < 81; ++cell) {
      if (position.digit(cell) != 0) continue;
      empty.add(cell);
      for (sdk::Mask m = position.candidates(cell); m != 0; m &= m - 1) cells[std::countr_zero(m)].add(cell);
    }
  }
  DigitCells() = default;
  const CellSet& of(int digit) const { return cells[digit - 1]; }
};

}  // namespace npe::plugins::als
