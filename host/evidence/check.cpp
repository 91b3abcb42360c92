#include "evidence/check.hpp"

#include "base/errors.hpp"
#include "evidence/chains.hpp"
#include "evidence/colors.hpp"
#include "evidence/fish.hpp"
#include "evidence/patterns.hpp"
#include "evidence/records.hpp"
#include "evidence/sets.hpp"

namespace npe {

using namespace evidence;

bool has_checkable_evidence(const Step& step) {
  return !step.chains.empty() || !step.colors.empty() || !step.als.empty() || !step.restricted_commons.empty() ||
         !step.cover_houses.empty() || !step.evidence_records.empty();
}

void check_evidence(const Step& step, const Grid& grid, const std::string& who) {
  try {
    check_structure(step, grid);
    const EvidenceRecords records = parse_evidence_records(step);
    const bool fish = !step.cover_houses.empty();
    if (fish) check_fish(step, grid);
    const ChainProof chains = check_chains(step, grid, records.lemmas);
    const ColorWorlds colors = step.colors.empty() ? ColorWorlds{} : check_colors(step, grid);
    std::vector<SetProof> sets;
    for (const auto& logic : records.set_logic) sets.push_back(check_set_logic(logic, grid));
    for (const auto& pattern : records.patterns) check_pattern(pattern, grid);
    const bool proves =
        fish || !step.chains.empty() || !step.colors.empty() || !sets.empty() || !records.patterns.empty();
    if (!proves) return;  // ALS listed for display only (or only records of types this host skips)
    auto proved = [&](const Literal& target, int cell, int digit) {
      if (!step.chains.empty() && chains_prove(chains, grid, target)) return true;
      if (!step.colors.empty() && colors_prove(colors, target)) return true;
      for (const auto& proof : sets) {
        if (sets_prove(proof, grid, target)) return true;
      }
      for (const auto& pattern : records.patterns) {
        if (pattern_proves(pattern, chains, target)) return true;
      }
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
