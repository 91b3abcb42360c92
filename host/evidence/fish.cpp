#include "evidence/fish.hpp"

#include <bit>

namespace npe::evidence {

namespace {

int fish_digit(const Step& step) {
  for (int digit = 1; digit <= 9; ++digit) {
    if (step.digits == sdk::digit_bit(digit)) return digit;
  }
  return 0;
}

Cells union_of(std::span<const std::uint8_t> houses) {
  Cells cells;
  for (const auto house : houses) {
    for (const int cell : sdk::kHouseCells[house]) cells.set(cell);
  }
  return cells;
}

int count_in(std::span<const std::uint8_t> houses, int cell) {
  int count = 0;
  for (const auto house : houses) {
    for (const int member : sdk::kHouseCells[house]) count += member == cell;
  }
  return count;
}

Cells candidates_of(const Grid& grid, const Cells& cells, int digit) {
  Cells result;
  for (int cell = 0; cell < 81; ++cell) {
    if (cells.test(cell) && grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit)) result.set(cell);
  }
  return result;
}

Cells fins_of(const Step& step) {
  Cells fins;
  for (const auto cell : step.fins) fins.set(cell);
  for (const auto cell : step.endo_fins) fins.set(cell);
  return fins;
}

}  // namespace

void check_fish(const Step& step, const Grid& grid) {
  const int digit = fish_digit(step);
  if (digit == 0) fail("has cover houses (a fish) but not exactly one digit");
  if (step.base_houses.empty() || step.base_houses.size() != step.cover_houses.size()) {
    fail("has a fish with " + std::to_string(step.base_houses.size()) + " base and " +
         std::to_string(step.cover_houses.size()) + " cover houses");
  }
  for (const auto* houses : {&step.base_houses, &step.cover_houses}) {
    for (const auto house : *houses) {
      if (house >= sdk::kHouses) fail("has a fish house out of range");
    }
  }
  // A base house that already holds the digit has no true candidate to place: n such houses do not
  // fill n covers, so the fish argument needs every base house open.
  for (const auto house : step.base_houses) {
    for (const int cell : sdk::kHouseCells[house]) {
      if (grid.digits[cell] == digit)
        fail("has a fish base house where " + std::to_string(digit) + " is placed (" + cell_name(cell) + ")");
    }
  }
  const Cells base = candidates_of(grid, union_of(step.base_houses), digit);
  const Cells cover = union_of(step.cover_houses);
  const Cells fins = fins_of(step);
  for (int cell = 0; cell < 81; ++cell) {
    if (!base.test(cell)) continue;
    if (count_in(step.base_houses, cell) > 1 && !fins.test(cell)) {
      fail("has a fish whose base houses share the candidate " + cell_name(cell) + " that is not an endo-fin");
    }
    if (!cover.test(cell) && !fins.test(cell)) {
      fail("has a fish whose base candidate " + cell_name(cell) + " is neither covered nor a fin");
    }
  }
  for (int cell = 0; cell < 81; ++cell) {
    if (fins.test(cell) && !base.test(cell)) fail("has a fin " + cell_name(cell) + " that is not a base candidate");
  }
}

namespace {

/** Some chain of the step leads from `premise` (assumed true) to `target`, or the premise does directly. */
bool leads_to(const ChainProof& chains, const Literal& premise, const Literal& target) {
  if (implies(premise, target)) return true;
  for (const auto& implication : chains.implications) {
    if (implication.premise == premise && implies(implication.conclusion, target)) return true;
  }
  return false;
}

/** The fish's own removal (Kraken type 1 when some fin only removes the target through a chain). */
bool fish_removes(const Step& step, const ChainProof& chains, int fish, int cell, int digit) {
  if (digit != fish) return false;
  if (count_in(step.cover_houses, cell) == 0) return false;
  const bool in_base = count_in(step.base_houses, cell) > 0;
  if (in_base && count_in(step.cover_houses, cell) < 2) return false;  // only cannibalism removes a base candidate
  const Cells fins = fins_of(step);
  if (fins.test(cell)) return false;
  const Literal target = candidate(cell, digit, false);
  for (int fin = 0; fin < 81; ++fin) {
    if (!fins.test(fin) || sdk::sees(fin, cell)) continue;
    // Kraken: the fin, if true, must remove the target through a chain.
    if (!leads_to(chains, candidate(fin, digit), target)) return false;
  }
  return true;
}

/** Kraken type 2: unless a fin is true, every cover house holds exactly one true base candidate, and
 *  that one lies in no other cover. So when, for one cover house, each of its base candidates in a
 *  single cover and each fin leads to the target's removal, the target goes (any digit). */
bool cover_verity(const Step& step, const Grid& grid, const ChainProof& chains, int fish, int cell, int digit) {
  if (chains.implications.empty()) return false;
  const Cells fins = fins_of(step);
  const Cells base = candidates_of(grid, union_of(step.base_houses), fish);
  const Literal target = candidate(cell, digit, false);
  for (int f = 0; f < 81; ++f) {
    if (fins.test(f) && !leads_to(chains, candidate(f, fish), target)) return false;
  }
  for (const auto house : step.cover_houses) {
    bool all = true;
    for (const int member : sdk::kHouseCells[house]) {
      if (!base.test(member) || fins.test(member) || count_in(step.cover_houses, member) != 1) continue;
      all = leads_to(chains, candidate(member, fish), target);
      if (!all) break;
    }
    if (all) return true;
  }
  return false;
}

}  // namespace

bool fish_proves(const Step& step, const Grid& grid, const ChainProof& chains, int cell, int digit) {
  const int fish = fish_digit(step);
  if (fish == 0) return false;  // not one digit (check_fish refuses such a step first)
  return fish_removes(step, chains, fish, cell, digit) || cover_verity(step, grid, chains, fish, cell, digit);
}

}  // namespace npe::evidence
