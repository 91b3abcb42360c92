// The position as Denis Berthier's CSP (docs/techniques.md, "Berthier's whips and braids"): a
// candidate is a (cell, digit) label, numbered cell * 9 + digit - 1 (0..728); a CSP variable is a
// cell (rc: its digits), a row's digit (rn: its columns), a column's digit (cn) or a block's digit
// (bn), numbered 0..323; every candidate lies in exactly four variables. Two distinct candidates are
// linked when they share a variable (same cell, or same digit in one house): at most one of them is
// true. Everything here is sets of candidates, so that a chain search is a few word operations a step.
// A g-label (Berthier's g-candidate, for g-whips and g-braids) is a digit in a segment, the three
// cells a row or column shares with a block: "the digit is in one of them". It is numbered after the
// candidates (kCandidates + segment * 9 + digit - 1); a candidate is linked to it when it has its
// digit, lies outside the segment and sees all three cells (in the segment's line or block).
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <bit>
#include <cstdint>

namespace npe::plugins::whips {

inline constexpr int kCandidates = 729;
inline constexpr int kVariables = 324;
inline constexpr int kSegments = 54;                         // rows x block columns, then columns x block rows
inline constexpr int kLabels = kCandidates + kSegments * 9;  // candidates, then g-labels

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

constexpr bool is_glabel(int label) { return label >= kCandidates; }
constexpr int glabel(int segment, int digit) { return kCandidates + segment * 9 + digit - 1; }
constexpr int segment_of(int label) { return (label - kCandidates) / 9; }
constexpr int label_digit(int label) { return is_glabel(label) ? (label - kCandidates) % 9 + 1 : digit_of(label); }

/** The three cells of a segment: row r's cells in block column b (segment r * 3 + b), column c's
 *  cells in block row b (27 + c * 3 + b). */
constexpr std::array<int, 3> segment_cells(int segment) {
  if (segment < 27) {
    const int row = segment / 3, col = segment % 3 * 3;
    return {row * 9 + col, row * 9 + col + 1, row * 9 + col + 2};
  }
  const int col = (segment - 27) / 3, row = (segment - 27) % 3 * 3;
  return {row * 9 + col, (row + 1) * 9 + col, (row + 2) * 9 + col};
}

/** The board's geometry as candidate sets, built once: every candidate of every variable, and every
 *  candidate linked to a candidate (on a board where every cell holds every digit). */
struct Geometry {
  std::array<CandSet, kVariables> members{};
  std::array<CandSet, kLabels> links{};  // a g-label's: the candidates of its digit its three cells all see

  Geometry() {
    for (int c = 0; c < kCandidates; ++c) {
      for (const int v : variables_of(c)) members[v].add(c);
    }
    for (int c = 0; c < kCandidates; ++c) {
      for (const int v : variables_of(c)) links[c] = links[c] | members[v];
      links[c].remove(c);
    }
    for (int segment = 0; segment < kSegments; ++segment) {
      const auto cells = segment_cells(segment);
      for (int digit = 1; digit <= 9; ++digit) {
        CandSet seen = links[cand_of(cells[0], digit)];
        for (const int cell : cells) seen = seen & links[cand_of(cell, digit)];
        links[glabel(segment, digit)] = seen;
      }
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
  /** The candidates linked to candidate or g-label `label`. */
  CandSet links(int label) const { return Geometry::get().links[label] & present_; }
  /** Whether candidate `cand` is linked to candidate or g-label `label`. */
  bool linked(int label, int cand) const { return Geometry::get().links[label].has(cand); }
  /** The candidates of a g-label: its digit's candidates in its segment. */
  CandSet glabel_members(int label) const {
    CandSet cells;
    for (const int cell : segment_cells(segment_of(label))) cells.add(cand_of(cell, label_digit(label)));
    return cells & present_;
  }

 private:
  CandSet present_;
  CandSet stale_;
};

/** The segment of `cells` (one digit's candidates, two or more, in the house of variable `var`)
 *  when they lie in one; -1 otherwise, and for a cell's variable. */
inline int segment_in(int var, const CandSet& cells) {
  const VarKind kind = kind_of(var);
  if (kind == kCellVar) return -1;
  const int first = cell_of(cells.first());
  const int segments[2] = {sdk::row_of(first) * 3 + sdk::col_of(first) / 3,
                           27 + sdk::col_of(first) * 3 + sdk::row_of(first) / 3};
  for (const int segment : segments) {
    if (kind == kRowVar && segment >= 27) continue;  // a row's cells lie in row segments only
    if (kind == kColVar && segment < 27) continue;
    CandSet inside;
    for (const int cell : segment_cells(segment)) inside.add(cand_of(cell, digit_of(cells.first())));
    if (cells.minus(inside).empty()) return segment;
  }
  return -1;
}

}  // namespace npe::plugins::whips
