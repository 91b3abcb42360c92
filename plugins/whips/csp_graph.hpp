// The position as Denis Berthier's CSP (docs/techniques.md, "Berthier's whips and braids"): a
// candidate is a (cell, digit) label, numbered cell * 9 + digit - 1 (0..728); a CSP variable is a
// cell (rc: its digits), a row's digit (rn: its columns), a column's digit (cn) or a block's digit
// (bn), numbered 0..323; every candidate lies in exactly four variables. Two distinct candidates are
// linked when they share a variable (same cell, or same digit in one house): at most one of them is
// true. Everything here is sets of candidates, so that a chain search is a few word operations a step.
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <bit>
#include <cstdint>

namespace npe::plugins::whips {

inline constexpr int kCandidates = 729;
inline constexpr int kVariables = 324;

/** A set of candidates 0..728 in twelve words. */
struct CandSet {
  std::array<std::uint64_t, 12> w{};

  constexpr void add(int c) { w[c >> 6] |= std::uint64_t{1} << (c & 63); }
  constexpr void remove(int c) { w[c >> 6] &= ~(std::uint64_t{1} << (c & 63)); }
  constexpr bool has(int c) const { return ((w[c >> 6] >> (c & 63)) & 1u) != 0; }
  constexpr bool empty() const {
    std::uint64_t any = 0;
    for (const auto x : w) any |= x;
    return any == 0;
  }
  constexpr int count() const {
    int n = 0;
    for (const auto x : w) n += std::popcount(x);
    return n;
  }
  /** Lowest candidate; the set must not be empty. */
  constexpr int first() const {
    for (int i = 0; i < 12; ++i) {
      if (w[i]) return i * 64 + std::countr_zero(w[i]);
    }
    return -1;
  }
  constexpr CandSet operator&(const CandSet& o) const {
    CandSet r;
    for (int i = 0; i < 12; ++i) r.w[i] = w[i] & o.w[i];
    return r;
  }
  constexpr CandSet operator|(const CandSet& o) const {
    CandSet r;
    for (int i = 0; i < 12; ++i) r.w[i] = w[i] | o.w[i];
    return r;
  }
  constexpr CandSet minus(const CandSet& o) const {
    CandSet r;
    for (int i = 0; i < 12; ++i) r.w[i] = w[i] & ~o.w[i];
    return r;
  }
  constexpr bool operator==(const CandSet&) const = default;
  /** Calls f(candidate) ascending. */
  template <class F>
  constexpr void for_each(F&& f) const {
    for (int i = 0; i < 12; ++i) {
      for (std::uint64_t m = w[i]; m; m &= m - 1) f(i * 64 + std::countr_zero(m));
    }
  }
};

constexpr int cand_of(int cell, int digit) { return cell * 9 + digit - 1; }
constexpr int cell_of(int cand) { return cand / 9; }
constexpr int digit_of(int cand) { return cand % 9 + 1; }

/** The variable kinds, in the order the search tries a candidate's variables. */
enum VarKind { kCellVar = 0, kRowVar = 1, kColVar = 2, kBlockVar = 3 };

constexpr VarKind kind_of(int var) { return static_cast<VarKind>(var / 81); }

/** The four variables of a candidate: its cell, its digit in its row, column and block. */
constexpr std::array<int, 4> variables_of(int cand) {
  const int cell = cell_of(cand), d = digit_of(cand) - 1;
  return {cell, 81 + sdk::row_of(cell) * 9 + d, 162 + sdk::col_of(cell) * 9 + d, 243 + sdk::block_of(cell) * 9 + d};
}

/** The board's geometry as candidate sets, built once: every candidate of every variable, and every
 *  candidate linked to a candidate (on a board where every cell holds every digit). */
struct Geometry {
  std::array<CandSet, kVariables> members{};
  std::array<CandSet, kCandidates> links{};

  Geometry() {
    for (int c = 0; c < kCandidates; ++c) {
      for (const int v : variables_of(c)) members[v].add(c);
    }
    for (int c = 0; c < kCandidates; ++c) {
      for (const int v : variables_of(c)) links[c] = links[c] | members[v];
      links[c].remove(c);
    }
  }
  static const Geometry& get() {
    static const Geometry geometry;
    return geometry;
  }
};

/** One position as a CSP: its candidates (empty cells only) and their variables and links. A
 *  candidate whose digit is placed in a peer is no candidate (CSP-Rules' elementary constraint
 *  propagation has removed it); a position's candidate mask may still hold one (persistent candidates
 *  keep only what was eliminated), so the evidence writes such stale candidates false first. A placed
 *  cell's variables hold no candidate, so they never enter a chain. */
class CspGraph {
 public:
  void load(const sdk::Position& position) {
    present_ = CandSet{};
    stale_ = CandSet{};
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      for (unsigned m = position.candidates(cell); m; m &= m - 1) {
        const int digit = std::countr_zero(m) + 1;
        bool seen = false;
        for (const int peer : sdk::kPeers[cell]) seen = seen || position.digit(peer) == digit;
        (seen ? stale_ : present_).add(cand_of(cell, digit));
      }
    }
  }
  const CandSet& present() const { return present_; }
  /** The candidates of variable `var`. */
  CandSet members(int var) const { return Geometry::get().members[var] & present_; }
  /** The stale candidates of variable `var` (their digit placed in a peer). */
  CandSet stale_members(int var) const { return Geometry::get().members[var] & stale_; }
  /** The candidates linked to `cand`. */
  CandSet links(int cand) const { return Geometry::get().links[cand] & present_; }
  bool linked(int a, int b) const { return a != b && Geometry::get().links[a].has(b); }

 private:
  CandSet present_;
  CandSet stale_;
};

}  // namespace npe::plugins::whips
