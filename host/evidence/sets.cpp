#include "evidence/sets.hpp"

#include <set>
#include <string>
#include <tuple>

namespace npe::evidence {

namespace {

int candidate_index(int cell, int digit) { return cell * 9 + digit - 1; }

/** The house (0..26) of a house-digit set. */
int house_of(const npe_set& set) {
  switch (set.kind) {
    case NPE_SET_ROW_DIGIT: return set.index;
    case NPE_SET_COL_DIGIT: return 9 + set.index;
    default: return 18 + set.index;
  }
}

/** The set's candidates in the position, and whether it is solved (its cell filled, or its digit
 *  placed in its house). */
Candidates members(const npe_set& set, const Grid& grid, bool* solved) {
  Candidates result;
  *solved = false;
  if (set.kind == NPE_SET_CELL) {
    *solved = grid.digits[set.index] != 0;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!*solved && sdk::has_digit(grid.candidates[set.index], digit)) result.set(candidate_index(set.index, digit));
    }
    return result;
  }
  for (const int cell : sdk::kHouseCells[house_of(set)]) {
    if (grid.digits[cell] == set.digit) *solved = true;
    if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], set.digit)) {
      result.set(candidate_index(cell, set.digit));
    }
  }
  return result;
}

/** Whether `x` true makes candidate `index` false: the same cell, or the same digit in a peer. */
bool excludes(int x, int index) {
  const int cell_a = x / 9, digit_a = x % 9, cell_b = index / 9, digit_b = index % 9;
  if (cell_a == cell_b) return digit_a != digit_b;
  return digit_a == digit_b && all_see(candidate(cell_a, 1).cells, candidate(cell_b, 1).cells);
}

bool false_by_rank(const SetProof& proof, int index) {
  if (proof.fins.test(index)) return false;
  const int allowed = proof.base.test(index) ? proof.rank + 1 : proof.rank;
  if (proof.cover_count[index] <= allowed) return false;
  for (int fin = 0; fin < 729; ++fin) {
    if (proof.fins.test(fin) && !excludes(fin, index)) return false;
  }
  return true;
}

}  // namespace

std::string set_text(const npe_set& set) {
  if (set.kind == NPE_SET_CELL) return cell_name(set.index);
  static constexpr char kKinds[] = {'?', 'r', 'c', 'b'};
  return std::string(1, kKinds[set.kind]) + std::to_string(set.index + 1) + " d" + std::to_string(set.digit);
}

SetProof check_set_logic(const SetLogic& logic, const Grid& grid) {
  SetProof proof;
  std::set<std::tuple<int, int, int>> seen;
  int bases = 0, covers = 0;
  for (const auto& set : logic.sets) {
    if (!seen.insert({set.kind, set.index, set.digit}).second) fail("has the set " + set_text(set) + " twice");
    bool solved = false;
    const Candidates in_set = members(set, grid, &solved);
    if (set.role == NPE_SET_BASE) {
      ++bases;
      if (solved || in_set.none()) fail("has a base set " + set_text(set) + " that is solved or holds no candidate");
      if ((proof.base & in_set).any()) fail("has base sets sharing a candidate (" + set_text(set) + ")");
      proof.base |= in_set;
    } else {
      ++covers;
      for (int index = 0; index < 729; ++index) {
        if (in_set.test(index)) ++proof.cover_count[index];
      }
    }
  }
  if (bases == 0) fail("has set logic without a base set");
  if (covers < bases)
    fail("has set logic with fewer cover sets (" + std::to_string(covers) + ") than base sets (" +
         std::to_string(bases) + ")");
  proof.rank = covers - bases;
  for (int index = 0; index < 729; ++index) {
    if (proof.base.test(index) && proof.cover_count[index] == 0) proof.fins.set(index);
  }
  return proof;
}

bool sets_prove(const SetProof& proof, const Grid& grid, const Literal& target) {
  if (target.cells.count() != 1) return false;
  const int cell = only_cell(target.cells);
  if (!target.truth) return false_by_rank(proof, candidate_index(cell, target.digit));
  for (int digit = 1; digit <= 9; ++digit) {
    if (digit != target.digit && sdk::has_digit(grid.candidates[cell], digit) &&
        !false_by_rank(proof, candidate_index(cell, digit))) {
      return false;
    }
  }
  return true;
}

}  // namespace npe::evidence
