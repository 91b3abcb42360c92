#include "evidence/colors.hpp"

#include <bit>
#include <map>

namespace npe::evidence {

namespace {

/** Exactly one of the two candidates is true: the only two places of a digit in a house, or the
 *  only two candidates of a cell. */
bool conjugate(const Grid& grid, const npe_colored& a, const npe_colored& b) {
  if (a.cell == b.cell) {
    return a.digit != b.digit && grid.candidates[a.cell] == (sdk::digit_bit(a.digit) | sdk::digit_bit(b.digit));
  }
  if (a.digit != b.digit || !sdk::sees(a.cell, b.cell)) return false;
  for (const int house : sdk::houses_of(a.cell)) {
    bool has_b = false;
    int count = 0;
    for (const int cell : sdk::kHouseCells[house]) {
      if (grid.digits[cell] == a.digit) count = 99;
      if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], a.digit)) {
        ++count;
        has_b |= cell == b.cell;
      }
    }
    if (has_b && count == 2) return true;
  }
  return false;
}

/** A combination contradicts itself: two true candidates exclude each other, or a cell or a house
 *  has no place left once the false candidates and those the true ones exclude are gone. */
bool consistent(const Grid& grid, const std::vector<Literal>& truths, const std::vector<Literal>& falses) {
  for (std::size_t i = 0; i < truths.size(); ++i) {
    for (std::size_t j = i + 1; j < truths.size(); ++j) {
      if (exclusive(truths[i], truths[j])) return false;
    }
  }
  auto gone = [&](int cell, int digit) {
    const Literal x = candidate(cell, digit);
    for (const auto& f : falses) {
      if (f.digit == digit && f.cells == x.cells) return true;
    }
    for (const auto& t : truths) {
      if (exclusive(x, t)) return true;
    }
    return false;
  };
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] != 0) continue;
    bool any = false;
    for (Mask m = grid.candidates[cell]; m && !any; m &= static_cast<Mask>(m - 1)) {
      any = !gone(cell, std::countr_zero(static_cast<unsigned>(m)) + 1);
    }
    if (!any) return false;
  }
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (int digit = 1; digit <= 9; ++digit) {
      bool placed = false, any = false, had = false;
      for (const int cell : sdk::kHouseCells[house]) {
        placed |= grid.digits[cell] == digit;
        if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit)) {
          had = true;
          any |= !gone(cell, digit);
        }
      }
      if (!placed && had && !any) return false;
    }
  }
  return true;
}

}  // namespace

ColorWorlds check_colors(const Step& step, const Grid& grid) {
  std::map<int, std::vector<const npe_colored*>> clusters;
  for (const auto& colored : step.colors) {
    if (grid.digits[colored.cell] != 0 || !sdk::has_digit(grid.candidates[colored.cell], colored.digit)) {
      fail("colours " + cell_name(colored.cell) + "=" + std::to_string(colored.digit) + ", which is not a candidate");
    }
    clusters[colored.color / 2].push_back(&colored);
  }
  for (const auto& [cluster, members] : clusters) {
    // Reach every member from the first through conjugate links that join opposite colours.
    std::vector<bool> reached(members.size(), false);
    std::vector<std::size_t> todo = {0};
    reached[0] = true;
    while (!todo.empty()) {
      const std::size_t i = todo.back();
      todo.pop_back();
      for (std::size_t j = 0; j < members.size(); ++j) {
        if (!reached[j] && members[i]->color != members[j]->color && conjugate(grid, *members[i], *members[j])) {
          reached[j] = true;
          todo.push_back(j);
        }
      }
    }
    for (std::size_t j = 0; j < members.size(); ++j) {
      if (!reached[j]) {
        fail("has a colour cluster " + std::to_string(cluster) + " whose candidate " + cell_name(members[j]->cell) +
             "=" + std::to_string(members[j]->digit) +
             " is not linked to the others by conjugate pairs of opposite colours");
      }
    }
  }
  if (clusters.size() > 8) fail("has more than 8 colour clusters");
  ColorWorlds worlds;
  const unsigned combinations = 1u << clusters.size();
  for (unsigned sides = 0; sides < combinations; ++sides) {
    std::vector<Literal> truths, falses;
    int index = 0;
    for (const auto& [cluster, members] : clusters) {
      const int true_color = cluster * 2 + static_cast<int>((sides >> index++) & 1u);
      for (const auto* colored : members) {
        (colored->color == true_color ? truths : falses).push_back(candidate(colored->cell, colored->digit));
      }
    }
    if (consistent(grid, truths, falses)) worlds.worlds.push_back({std::move(truths), std::move(falses)});
  }
  if (worlds.worlds.empty()) fail("has colours no side of which is consistent");
  return worlds;
}

bool colors_prove(const ColorWorlds& worlds, const Literal& target) {
  for (const auto& world : worlds.worlds) {
    bool holds = false;
    for (const auto& t : world.truths) holds |= implies(t, target);
    for (const auto& f : world.falses) holds |= !target.truth && f.digit == target.digit && f.cells == target.cells;
    if (!holds) return false;
  }
  return true;
}

}  // namespace npe::evidence
