// A slow reference search for Berthier's chains, written from his definitions (docs/techniques.md,
// "Berthier's whips and braids"), for the whips tests only: every CSP variable, every left-linking
// candidate and every candidate of the variable is looked at in turn, with plain lists and the link
// rule spelled out (same cell, or same digit in a house); no candidate sets, no memory of searched
// states. It gives each candidate's shortest chain length of a type; find-all must give the same
// (with its default distinct_left=1: no candidate enters two variables of a chain that is not a braid).
// For g-whips and g-braids a right-linking "candidate" may be a g-label: a digit in a segment (the
// three cells a line shares with a block), linked to every candidate of its digit outside the
// segment that sees its three cells.
#pragma once

#include <npe/sdk.hpp>

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

#include "board/grid.hpp"

namespace npe::test::whips_reference {

enum class Type { bivalue, z_chain, t_whip, whip, braid, g_whip, g_braid };

/** A right-linking candidate, or a g-label: the digit somewhere in three cells of one segment. */
struct Right {
  int cand = -1;                   // a candidate, cell * 9 + digit - 1; -1 for a g-label
  std::vector<int> segment_cells;  // a g-label's three cells
  int digit = 0;
  bool operator==(const Right&) const = default;
};

/** Candidates as cell * 9 + digit - 1. */
inline bool linked(int a, int b) {
  if (a == b) return false;
  const int ca = a / 9, cb = b / 9;
  return ca == cb || (a % 9 == b % 9 && sdk::sees(ca, cb));
}

/** Whether candidate c is linked to right-linking candidate or g-label r. */
inline bool linked(int c, const Right& r) {
  if (r.cand >= 0) return linked(c, r.cand);
  if (c % 9 + 1 != r.digit) return false;
  for (const int cell : r.segment_cells) {
    if (cell == c / 9 || !sdk::sees(cell, c / 9)) return false;
  }
  return true;
}

/** The CSP variables of a grid as lists of candidates: cells, then each row's, column's and block's
 *  digits (empty cells only). */
inline std::vector<std::vector<int>> variables(const Grid& grid) {
  std::vector<std::vector<int>> vars;
  for (int cell = 0; cell < 81; ++cell) {
    std::vector<int> members;
    for (int d = 1; d <= 9; ++d) {
      if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d)) members.push_back(cell * 9 + d - 1);
    }
    vars.push_back(members);
  }
  for (int house = 0; house < 27; ++house) {
    for (int d = 1; d <= 9; ++d) {
      std::vector<int> members;
      for (const int cell : sdk::kHouseCells[house]) {
        if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d)) members.push_back(cell * 9 + d - 1);
      }
      vars.push_back(members);
    }
  }
  return vars;
}

class Search {
 public:
  /** `distinct_left`: no candidate enters two variables (but in braids), npe's default and CSP-Rules' rule. */
  Search(const Grid& grid, Type type, bool distinct_left = true)
      : vars_(variables(grid)), type_(type), distinct_left_(distinct_left) {}

  /** Whether a chain of exactly n variables eliminates z. */
  bool exists(int z, int n) {
    z_ = z;
    n_ = n;
    rights_.clear();
    lefts_.clear();
    return step(1);
  }

 private:
  bool grouped() const { return type_ == Type::g_whip || type_ == Type::g_braid; }
  bool braid() const { return type_ == Type::braid || type_ == Type::g_braid; }

  bool linked_to_a_right(int c) const {
    for (const auto& r : rights_) {
      if (linked(c, r)) return true;
    }
    return false;
  }

  /** The right-linking candidate `free` (candidates of variable `var`) make: the one candidate, or
   *  for g-chains the g-label of the segment of var's house they all lie in; nullopt otherwise. */
  std::optional<Right> right_of(int var, const std::vector<int>& free) const {
    if (free.size() == 1) return Right{free[0], {}, 0};
    if (!grouped() || free.size() < 2 || var < 81) return std::nullopt;
    const int house = (var - 81) / 9, first = free[0] / 9;
    const int block = sdk::block_of(first);
    bool same_row = true, same_col = true;
    for (const int c : free) {
      if (sdk::block_of(c / 9) != block) return std::nullopt;
      same_row = same_row && sdk::row_of(c / 9) == sdk::row_of(first);
      same_col = same_col && sdk::col_of(c / 9) == sdk::col_of(first);
    }
    const int line = same_row ? sdk::row_of(first) : 9 + sdk::col_of(first);
    if ((!same_row && !same_col) || (house != line && house != 18 + block)) return std::nullopt;
    std::vector<int> cells;
    for (const int cell : sdk::kHouseCells[line]) {
      if (sdk::block_of(cell) == block) cells.push_back(cell);
    }
    return Right{-1, cells, free[0] % 9 + 1};
  }

  bool entered(int k, int llc) const {
    if (distinct_left_ && !braid() && std::find(lefts_.begin(), lefts_.end(), llc) != lefts_.end()) return false;
    if (k == 1) return linked(llc, z_);
    if (braid()) return linked(llc, z_) || linked_to_a_right(llc);
    return linked(llc, rights_.back());
  }

  /** A candidate of variable k besides its left-linking one that the type lets stand (a z- or
   *  t-candidate); the others must be the right-linking candidate. */
  bool allowed(int k, int c) const {
    if (k == 1) return linked(c, z_);
    switch (type_) {
      case Type::whip:
      case Type::braid:
      case Type::g_whip:
      case Type::g_braid: return linked(c, z_) || linked_to_a_right(c);
      case Type::z_chain: return linked(c, z_);
      case Type::t_whip: return linked_to_a_right(c);
      case Type::bivalue: return false;
    }
    return false;
  }

  bool closes(int k, const std::vector<int>& free) const {
    if (type_ == Type::whip || type_ == Type::braid || grouped()) return free.empty();
    if (k == 1) return false;  // the other types have two variables at least
    if (type_ == Type::z_chain) return free.empty();
    return free.size() == 1 && linked(free[0], z_);  // t-whips and bivalue-chains end in one linked to z
  }

  bool usable(const std::vector<int>& members) const {
    for (const int c : members) {
      if (c == z_) return false;
      for (const auto& r : rights_) {
        if (c == r.cand) return false;
      }
    }
    return !members.empty() && (type_ != Type::bivalue || members.size() == 2);
  }

  bool step(int k) {
    for (int var = 0; var < static_cast<int>(vars_.size()); ++var) {
      const auto& members = vars_[static_cast<std::size_t>(var)];
      if (!usable(members)) continue;
      for (const int llc : members) {
        if (!entered(k, llc)) continue;
        std::vector<int> free;
        for (const int c : members) {
          if (c != llc && !allowed(k, c)) free.push_back(c);
        }
        if (k == n_) {
          if (closes(k, free)) return true;
          continue;
        }
        const std::optional<Right> right = right_of(var, free);
        if (!right || std::find(rights_.begin(), rights_.end(), *right) != rights_.end()) continue;
        bool excluded = false;  // a candidate of it linked to z or to an earlier right
        for (const int c : free) excluded = excluded || linked(c, z_) || linked_to_a_right(c);
        if (excluded) continue;
        rights_.push_back(*right);
        lefts_.push_back(llc);
        const bool found = step(k + 1);
        rights_.pop_back();
        lefts_.pop_back();
        if (found) return true;
      }
    }
    return false;
  }

  std::vector<std::vector<int>> vars_;
  Type type_;
  bool distinct_left_;
  int z_ = 0, n_ = 0;
  std::vector<Right> rights_;
  std::vector<int> lefts_;  // the left-linking candidates so far: distinct but in braids
};

/** Each candidate's shortest chain of the type, of at most max_length variables. */
inline std::map<int, int> shortest(const Grid& grid, Type type, int max_length, bool distinct_left = true) {
  std::map<int, int> lengths;
  Search search(grid, type, distinct_left);
  const int first = type == Type::whip || type == Type::braid || type == Type::g_whip || type == Type::g_braid ? 1 : 2;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] != 0) continue;
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(grid.candidates[cell], d)) continue;
      for (int n = first; n <= max_length; ++n) {
        if (search.exists(cell * 9 + d - 1, n)) {
          lengths[cell * 9 + d - 1] = n;
          break;
        }
      }
    }
  }
  return lengths;
}

}  // namespace npe::test::whips_reference
