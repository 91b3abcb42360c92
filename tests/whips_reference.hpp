// A slow reference search for Berthier's chains, written from his definitions (docs/techniques.md,
// "Berthier's whips and braids"), for the whips tests only: every CSP variable, every left-linking
// candidate and every candidate of the variable is looked at in turn, with plain lists and the link
// rule spelled out (same cell, or same digit in a house); no candidate sets, no memory of searched
// states. It gives each candidate's shortest chain length of a type; find-all must give the same.
#pragma once

#include <npe/sdk.hpp>

#include <map>
#include <vector>

#include "board/grid.hpp"

namespace npe::test::whips_reference {

enum class Type { bivalue, z_chain, t_whip, whip, braid };

/** Candidates as cell * 9 + digit - 1. */
inline bool linked(int a, int b) {
  if (a == b) return false;
  const int ca = a / 9, cb = b / 9;
  return ca == cb || (a % 9 == b % 9 && sdk::sees(ca, cb));
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
  Search(const Grid& grid, Type type) : vars_(variables(grid)), type_(type) {}

  /** Whether a chain of exactly n variables eliminates z. */
  bool exists(int z, int n) {
    z_ = z;
    n_ = n;
    rights_.clear();
    return step(1);
  }

 private:
  bool linked_to_a_right(int c) const {
    for (const int r : rights_) {
      if (linked(c, r)) return true;
    }
    return false;
  }

  bool entered(int k, int llc) const {
    if (k == 1) return linked(llc, z_);
    if (type_ == Type::braid) return linked(llc, z_) || linked_to_a_right(llc);
    return linked(llc, rights_.back());
  }

  /** A candidate of variable k besides its left-linking one that the type lets stand (a z- or
   *  t-candidate); the others must be the right-linking candidate. */
  bool allowed(int k, int c) const {
    if (k == 1) return linked(c, z_);
    switch (type_) {
      case Type::whip:
      case Type::braid: return linked(c, z_) || linked_to_a_right(c);
      case Type::z_chain: return linked(c, z_);
      case Type::t_whip: return linked_to_a_right(c);
      case Type::bivalue: return false;
    }
    return false;
  }

  bool closes(int k, const std::vector<int>& free) const {
    if (type_ == Type::whip || type_ == Type::braid) return free.empty();
    if (k == 1) return false;  // the other types have two variables at least
    if (type_ == Type::z_chain) return free.empty();
    return free.size() == 1 && linked(free[0], z_);  // t-whips and bivalue-chains end in one linked to z
  }

  bool usable(const std::vector<int>& members) const {
    for (const int c : members) {
      if (c == z_) return false;
      for (const int r : rights_) {
        if (c == r) return false;
      }
    }
    return !members.empty() && (type_ != Type::bivalue || members.size() == 2);
  }

  bool step(int k) {
    for (const auto& members : vars_) {
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
        if (free.size() != 1 || linked(free[0], z_) || linked_to_a_right(free[0])) continue;
        rights_.push_back(free[0]);
        const bool found = step(k + 1);
        rights_.pop_back();
        if (found) return true;
      }
    }
    return false;
  }

  std::vector<std::vector<int>> vars_;
  Type type_;
  int z_ = 0, n_ = 0;
  std::vector<int> rights_;
};

/** Each candidate's shortest chain of the type, of at most max_length variables. */
inline std::map<int, int> shortest(const Grid& grid, Type type, int max_length) {
  std::map<int, int> lengths;
  Search search(grid, type);
  const int first = type == Type::whip || type == Type::braid ? 1 : 2;
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
