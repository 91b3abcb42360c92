// An 81-bit set of cells (two 64-bit words) and the board tables the uniqueness searches use:
// peers and houses as cell sets. Header-only, constexpr tables, no heap.
#pragma once

#include <npe/sdk/board.hpp>

#include <array>
#include <bit>
#include <cstdint>

namespace npe::plugins::uniqueness {

namespace sdk = npe::sdk;

/** Cells 0..63 in `low`, 64..80 in `high`. */
struct CellSet {
  std::uint64_t low = 0;
  std::uint64_t high = 0;

  static constexpr CellSet of(int cell) {
    CellSet set;
    set.add(cell);
    return set;
  }
  /** The cells after `cell` (cell + 1 .. 80). */
  static constexpr CellSet after(int cell) {
    constexpr std::uint64_t kHigh = (std::uint64_t{1} << 17) - 1;  // cells 64..80
    if (cell < 63) return {~((std::uint64_t{2} << cell) - 1), kHigh};
    if (cell == 63) return {0, kHigh};
    return {0, kHigh & ~((std::uint64_t{2} << (cell - 64)) - 1)};
  }
  constexpr void add(int cell) {
    if (cell < 64) low |= std::uint64_t{1} << cell;
    else high |= std::uint64_t{1} << (cell - 64);
  }
  constexpr void remove(int cell) {
    if (cell < 64) low &= ~(std::uint64_t{1} << cell);
    else high &= ~(std::uint64_t{1} << (cell - 64));
  }
  constexpr bool contains(int cell) const {
    return cell < 64 ? (low >> cell) & 1 : (high >> (cell - 64)) & 1;
  }
  constexpr bool empty() const { return (low | high) == 0; }
  /** Exactly one cell. */
  constexpr bool single() const {
    return low ? (low & (low - 1)) == 0 && high == 0 : high != 0 && (high & (high - 1)) == 0;
  }
  constexpr int size() const { return std::popcount(low) + std::popcount(high); }
  /** The smallest cell; the set must not be empty. */
  constexpr int first() const { return low ? std::countr_zero(low) : 64 + std::countr_zero(high); }

  friend constexpr CellSet operator&(CellSet a, CellSet b) { return {a.low & b.low, a.high & b.high}; }
  friend constexpr CellSet operator|(CellSet a, CellSet b) { return {a.low | b.low, a.high | b.high}; }
  /** a without b. */
  friend constexpr CellSet operator-(CellSet a, CellSet b) { return {a.low & ~b.low, a.high & ~b.high}; }
  friend constexpr bool operator==(CellSet a, CellSet b) = default;

  /** Calls f(cell) for every cell, ascending. */
  template <class F>
  constexpr void each(F&& f) const {
    for (std::uint64_t m = low; m; m &= m - 1) f(std::countr_zero(m));
    for (std::uint64_t m = high; m; m &= m - 1) f(64 + std::countr_zero(m));
  }
};

/** Digits in a 9-bit mask, by table: plugins build without a popcount instruction, and std::popcount
 *  then calls a library routine. */
inline constexpr std::array<std::uint8_t, 512> kDigitCount = [] {
  std::array<std::uint8_t, 512> counts{};
  for (unsigned mask = 0; mask < 512; ++mask) counts[mask] = static_cast<std::uint8_t>(std::popcount(mask));
  return counts;
}();
inline constexpr int digit_count(sdk::Mask mask) { return kDigitCount[mask & 0x1FF]; }

/** Houses 0..26 (rows, columns, blocks) as cell sets. */
inline constexpr std::array<CellSet, sdk::kHouses> kHouseSet = [] {
  std::array<CellSet, sdk::kHouses> sets{};
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (int cell : sdk::kHouseCells[house]) sets[house].add(cell);
  }
  return sets;
}();

/** The 20 peers of each cell as a cell set. */
inline constexpr std::array<CellSet, sdk::kCells> kPeerSet = [] {
  std::array<CellSet, sdk::kCells> sets{};
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    for (int peer : sdk::kPeers[cell]) sets[cell].add(peer);
  }
  return sets;
}();

inline constexpr CellSet row_set(int cell) { return kHouseSet[sdk::row_of(cell)]; }
inline constexpr CellSet col_set(int cell) { return kHouseSet[9 + sdk::col_of(cell)]; }

}  // namespace npe::plugins::uniqueness
