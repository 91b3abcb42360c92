// An 81-bit set of cells (two 64-bit words) and the peer sets of every cell: the bit-level building
// block of the chain graph (docs/techniques.md, "Chains and loops"). Header-only, constexpr tables.
#pragma once

#include <npe/sdk/board.hpp>

#include <array>
#include <bit>
#include <cstdint>

namespace npe::plugins::chains {

/** Cells 0..63 in lo, 64..80 in hi. */
struct CellSet {
  std::uint64_t lo = 0;
  std::uint64_t hi = 0;

  static constexpr CellSet of(int cell) {
    CellSet s;
    s.add(cell);
    return s;
  }
  constexpr void add(int cell) {
    if (cell < 64) lo |= std::uint64_t{1} << cell; else hi |= std::uint64_t{1} << (cell - 64);
  }
  constexpr void remove(int cell) {
    if (cell < 64) lo &= ~(std::uint64_t{1} << cell); else hi &= ~(std::uint64_t{1} << (cell - 64));
  }
  constexpr bool has(int cell) const {
    return cell < 64 ? (lo >> cell) & 1 : (hi >> (cell - 64)) & 1;
  }
  constexpr bool empty() const { return (lo | hi) == 0; }
  constexpr int count() const { return std::popcount(lo) + std::popcount(hi); }
  /** Lowest cell; the set must not be empty. */
  constexpr int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }
  constexpr bool intersects(const CellSet& o) const { return ((lo & o.lo) | (hi & o.hi)) != 0; }
  constexpr bool contains(const CellSet& o) const { return (o.lo & ~lo) == 0 && (o.hi & ~hi) == 0; }
  constexpr CellSet operator&(const CellSet& o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr CellSet operator|(const CellSet& o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr CellSet minus(const CellSet& o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  constexpr CellSet& operator&=(const CellSet& o) { lo &= o.lo; hi &= o.hi; return *this; }
  constexpr CellSet& operator|=(const CellSet& o) { lo |= o.lo; hi |= o.hi; return *this; }
  constexpr bool operator==(const CellSet& o) const = default;

  /** Calls f(cell) for every cell, ascending. */
  template <class F>
  constexpr void for_each(F&& f) const {
    for (std::uint64_t m = lo; m; m &= m - 1) f(std::countr_zero(m));
    for (std::uint64_t m = hi; m; m &= m - 1) f(64 + std::countr_zero(m));
  }
  /** Writes the cells ascending into out (capacity 81); returns their number. */
  int to_array(int* out) const {
    int n = 0;
    for_each([&](int cell) { out[n++] = cell; });
    return n;
  }
};

/** The 20 peers of each cell as a set. */
inline constexpr std::array<CellSet, 81> kPeerSets = [] {
  std::array<CellSet, 81> sets{};
  for (int cell = 0; cell < 81; ++cell) {
    for (int other = 0; other < 81; ++other) {
      if (sdk::sees(cell, other)) sets[cell].add(other);
    }
  }
  return sets;
}();

/** The 9 cells of each house (rows 0..8, columns 9..17, blocks 18..26) as a set. */
inline constexpr std::array<CellSet, 27> kHouseSets = [] {
  std::array<CellSet, 27> sets{};
  for (int house = 0; house < 27; ++house) {
    for (int k = 0; k < 9; ++k) sets[house].add(sdk::kHouseCells[house][k]);
  }
  return sets;
}();

/** Cells that see every cell of `cells` (never a cell of the set itself). */
constexpr CellSet common_peers(const CellSet& cells) {
  CellSet all{~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};
  cells.for_each([&](int cell) { all &= kPeerSets[cell]; });
  return all;
}

}  // namespace npe::plugins::chains
