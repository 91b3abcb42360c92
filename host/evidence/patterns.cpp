#include "evidence/patterns.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <string>
#include <vector>

namespace npe::evidence {

namespace {

/** The digits of a deadly pattern's placed cells that see `cell`. */
Mask placed_pattern_peer_digits(const Pattern& pattern, const Grid& grid, int cell) {
  Mask digits = 0;
  for (int other = 0; other < 81; ++other) {
    if (pattern.cells.test(other) && grid.digits[other] != 0 && sdk::sees(cell, other))
      digits |= sdk::digit_bit(grid.digits[other]);
  }
  return digits;
}

/** The pattern's cells with the digits each may take, and the search for its fillings. A placed cell
 *  keeps its digit in an impossible pattern (a fact of every solution); in a deadly one it may take any
 *  pattern digit: it is no given, so another solution may hold another digit there. For the same reason
 *  an empty cell of a deadly pattern may also take the digit of a placed pattern cell it sees (its
 *  candidates lost it when that cell was placed: avoidable rectangles). Taking more digits is safe for a
 *  deadly claim: the solution's filling is still among the fillings, and any filling alike to it, whatever
 *  the candidates, makes another grid with the same digits in every house. */
class Fillings {
 public:
  Fillings(const Pattern& pattern, const Grid& grid) {
    for (int cell = 0; cell < 81; ++cell) {
      if (!pattern.cells.test(cell)) continue;
      cells_.push_back(cell);
      Mask allowed = grid.candidates[cell];
      if (grid.digits[cell] != 0) {
        allowed = pattern.kind == NPE_PATTERN_DEADLY ? sdk::kAllDigits : sdk::digit_bit(grid.digits[cell]);
      } else if (pattern.kind == NPE_PATTERN_DEADLY) {
        allowed |= placed_pattern_peer_digits(pattern, grid, cell);
      }
      allowed &= pattern.digits;
      for (const auto& guardian : pattern.guardians) {
        if (guardian.cell == cell) allowed &= static_cast<Mask>(~sdk::digit_bit(guardian.digit));
      }
      options_.push_back(allowed);
    }
  }

  /** Every filling, up to `limit` of them (more: *truncated); the search stops past the node budget. */
  std::vector<std::vector<std::uint8_t>> all(std::size_t limit, bool* truncated) {
    found_.clear();
    limit_ = limit;
    truncated_ = false;
    nodes_ = 0;
    std::vector<std::uint8_t> digits(cells_.size(), 0);
    search(digits, options_);
    *truncated = truncated_;
    return found_;
  }

  const std::vector<int>& cells() const { return cells_; }

 private:
  /** Fills the cell with the fewest options next; placing a digit removes it from the pattern cells
   *  that share a house with it. */
  void search(std::vector<std::uint8_t>& digits, std::vector<Mask> options) {
    if (truncated_) return;
    if (++nodes_ > kPatternNodeBudget) {
      fail("has a pattern too large to check (more than " + std::to_string(kPatternNodeBudget) + " search nodes)");
    }
    int best = -1;
    for (std::size_t i = 0; i < cells_.size(); ++i) {
      if (digits[i] != 0) continue;
      if (options[i] == 0) return;  // a cell left without a digit
      if (best < 0 ||
          std::popcount(static_cast<unsigned>(options[i])) < std::popcount(static_cast<unsigned>(options[best]))) {
        best = static_cast<int>(i);
      }
    }
    if (best < 0) {
      if (found_.size() >= limit_) {
        truncated_ = true;
        return;
      }
      found_.push_back(digits);
      return;
    }
    for (Mask m = options[best]; m; m &= static_cast<Mask>(m - 1)) {
      const int digit = std::countr_zero(static_cast<unsigned>(m)) + 1;
      std::vector<Mask> next = options;
      for (std::size_t j = 0; j < cells_.size(); ++j) {
        if (static_cast<int>(j) != best && sdk::sees(cells_[j], cells_[best])) {
          next[j] &= static_cast<Mask>(~sdk::digit_bit(digit));
        }
      }
      digits[best] = static_cast<std::uint8_t>(digit);
      search(digits, std::move(next));
      digits[best] = 0;
    }
  }

  std::vector<int> cells_;
  std::vector<Mask> options_;
  std::vector<std::vector<std::uint8_t>> found_;
  std::size_t limit_ = 0;
  bool truncated_ = false;
  long nodes_ = 0;
};

/** Per house that holds pattern cells, the digits a filling puts there: fillings alike in every house
 *  can stand in for one another in any solution. */
std::vector<Mask> house_digits(const std::vector<int>& cells, const std::vector<std::uint8_t>& filling) {
  std::vector<Mask> houses(sdk::kHouses, 0);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    for (const int house : sdk::houses_of(cells[i])) houses[house] |= sdk::digit_bit(filling[i]);
  }
  return houses;
}

void check_guardians(const Pattern& pattern, const Grid& grid) {
  if (pattern.guardians.empty()) fail("has a pattern without guardians (it would make the position contradictory)");
  for (std::size_t i = 0; i < pattern.guardians.size(); ++i) {
    const auto& [cell, digit] = pattern.guardians[i];
    if (!pattern.cells.test(cell) || grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], digit)) {
      fail("has a guardian " + std::to_string(digit) + " in " + cell_name(cell) +
           " that is not a candidate of a pattern cell");
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (pattern.guardians[j] == pattern.guardians[i])
        fail("has the guardian " + std::to_string(digit) + " in " + cell_name(cell) + " twice");
    }
  }
  for (int cell = 0; cell < 81; ++cell) {
    if (!pattern.cells.test(cell)) continue;
    if (grid.digits[cell] != 0) {
      if (!sdk::has_digit(pattern.digits, grid.digits[cell]))
        fail("has a pattern cell " + cell_name(cell) + " filled with another digit");
      continue;
    }
    for (Mask m = grid.candidates[cell] & static_cast<Mask>(~pattern.digits); m; m &= static_cast<Mask>(m - 1)) {
      const int digit = std::countr_zero(static_cast<unsigned>(m)) + 1;
      if (std::find(pattern.guardians.begin(), pattern.guardians.end(),
                    CellDigit{static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)}) ==
          pattern.guardians.end()) {
        fail("has a pattern cell " + cell_name(cell) + " whose candidate " + std::to_string(digit) +
             " is neither a pattern digit nor a guardian");
      }
    }
  }
}

}  // namespace

void check_pattern(const Pattern& pattern, const Grid& grid) {
  check_guardians(pattern, grid);
  Fillings fillings(pattern, grid);
  bool truncated = false;
  if (pattern.kind == NPE_PATTERN_IMPOSSIBLE) {
    const auto found = fillings.all(1, &truncated);
    if (!found.empty()) fail("has an impossible pattern that can be filled (" + cells_text(pattern.cells) + ")");
    return;
  }
  if ((grid.facts & NPE_FACT_UNIQUE) == 0) fail("has a deadly pattern, but the puzzle is not known to be unique");
  for (int cell = 0; cell < 81; ++cell) {
    if (pattern.cells.test(cell) && grid.givens[cell] != 0)
      fail("has a deadly pattern over the given " + cell_name(cell));
  }
  const auto found = fillings.all(kPatternMaxFillings, &truncated);
  if (truncated)
    fail("has a deadly pattern with more than " + std::to_string(kPatternMaxFillings) +
         " fillings (too large to check)");
  std::map<std::vector<Mask>, int> alike;
  for (const auto& filling : found) ++alike[house_digits(fillings.cells(), filling)];
  for (const auto& [houses, count] : alike) {
    if (count < 2)
      fail("has a deadly pattern with a filling no other filling can stand in for (" + cells_text(pattern.cells) + ")");
  }
}

bool pattern_proves(const Pattern& pattern, const ChainProof& chains, const Literal& target) {
  for (const auto& [cell, digit] : pattern.guardians) {
    const Literal guardian = candidate(cell, digit);
    if (!case_proves(chains, guardian, target)) return false;
  }
  return true;
}

}  // namespace npe::evidence
