#include "engine/evidence_check.hpp"

#include "base/errors.hpp"
#include "engine/evidence_chains.hpp"
#include "engine/evidence_colors.hpp"
#include "engine/evidence_fish.hpp"

namespace npe {

using namespace evidence;

bool has_checkable_evidence(const Step& step) {
  return !step.chains.empty() || !step.colors.empty() || !step.als.empty() || !step.restricted_commons.empty() ||
         !step.cover_houses.empty();
}

void check_evidence(const Step& step, const Grid& grid, const std::string& who) {
  try {
    check_structure(step, grid);
    const bool fish = !step.cover_houses.empty();
    if (fish) check_fish(step, grid);
    const ChainProof chains = check_chains(step, grid);
    const ColorWorlds colors = step.colors.empty() ? ColorWorlds{} : check_colors(step, grid);
    const bool proves = fish || !step.chains.empty() || !step.colors.empty();
    if (!proves) return;  // ALS listed for display only: checked as sets, no conclusions drawn
    auto proved = [&](const Literal& target, int cell, int digit) {
      if (!step.chains.empty() && chains_prove(chains, grid, target)) return true;
      if (!step.colors.empty() && colors_prove(colors, target)) return true;
      return fish && !target.truth && fish_proves(step, grid, chains, cell, digit);
    };
    for (const auto& [cell, digit] : step.eliminations) {
      if (!proved(candidate(cell, digit, false), cell, digit)) {
        throw EvidenceError{"eliminates " + std::to_string(digit) + " from " + cell_name(cell) +
                            ", which its evidence does not justify"};
      }
    }
    for (const auto& [cell, digit] : step.placements) {
      if (!proved(candidate(cell, digit, true), cell, digit)) {
        throw EvidenceError{"places " + std::to_string(digit) + " in " + cell_name(cell) +
                            ", which its evidence does not justify"};
      }
    }
  } catch (const EvidenceError& e) {
    throw PluginError(who + ": step '" + step.text + "' " + e.what);
  }
}

}  // namespace npe
