// Checks for what soundness cannot see: missed instances (the symmetry of the rules, symmetry.hpp)
// and a technique that leans on the puzzle's uniqueness without declaring it (the corpus positions
// all carry NPE_FACT_UNIQUE, so each is also run as a copy without it).
#include <algorithm>
#include <random>

#include "check/support.hpp"
#include "check/symmetry.hpp"

namespace npe {

namespace {

/** Transformations tried per position: the strictness's repetitions, at least two. */
int transforms_per_position(const CheckSettings& settings) {
  return std::max(2, corpus_budget(settings.strictness).repetitions);
}

CheckResult symmetry(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  const TechniqueInfo& info = technique_info(*library, technique);
  const bool find_all = (info.flags & NPE_TECHNIQUE_FINDS_ALL) != 0;
  SymmetryLimits limits = symmetry_limits(technique, info.flags);
  if (limits.skip) {
    CheckResult skipped;
    skipped.status = CheckStatus::skipped;
    skipped.reason = "not checked: " + limits.why;
    return skipped;
  }
  // NPE_TECHNIQUE_ORDER_DEPENDENT: which instances find-all keeps depends on the order of cells and
  // digits, so only the existence of a step is symmetric; the agreement of all placements and
  // eliminations is measured, as for NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT techniques.
  const bool order_dependent = (info.flags & NPE_TECHNIQUE_ORDER_DEPENDENT) != 0;
  const bool measured = find_all && (limits.measured || order_dependent);
  if (order_dependent && limits.why.empty()) {
    limits.why = "find-all only measured: the technique declares NPE_TECHNIQUE_ORDER_DEPENDENT";
  }
  const SymmetryCompare compare = find_all && !measured ? SymmetryCompare::steps : SymmetryCompare::first_only;
  const RawInstance instance(library, technique, limits.params);
  const auto& positions = corpus_positions(settings);
  const FindFunction find = [&](const Grid& grid, bool all) {
    FindOutcome outcome = instance.find(grid, all);
    if (!outcome.bad_step.empty()) throw CheckFailure(outcome.bad_step);
    // A failed find is reported as itself, not as a step missing on one side.
    if (outcome.result != NPE_FIND_OK) throw CheckFailure(outcome.error() + ", on " + position_text(grid));
    return std::move(outcome.steps);
  };
  std::mt19937 random(settings.seed);
  const int per_position = transforms_per_position(settings);
  std::size_t compared = 0, with_steps = 0, union_differs = 0, existence_differs = 0;
  for (const auto& position : positions) {
    for (int k = 0; k < per_position; ++k) {
      GridTransform transform = random_transform(random, limits.geometry);
      if (!limits.relabel) transform.digits = GridTransform{}.digits;
      const OriginScope scope(position.origin + ", transformed: " + transform.describe());
      if (const auto mismatch = symmetry_mismatch(find, position.grid, transform, compare)) {
        if (limits.existence_measured) {  // a search that can miss a step: counted, not failed
          ++existence_differs;
          ++compared;
          continue;
        }
        throw CheckFailure(position.origin + ": " + *mismatch + " (seed " + std::to_string(settings.seed) +
                           ": replay with --seed " + std::to_string(settings.seed) + " --check missed.symmetry)");
      }
      if (measured && symmetry_mismatch(find, position.grid, transform, SymmetryCompare::union_of)) ++union_differs;
      ++compared;
    }
    with_steps += !instance.find(position.grid, false).steps.empty();
  }
  CheckResult result;
  const char* how = compare == SymmetryCompare::steps ? "the same set of steps (placements and eliminations)"
                                                      : "a step whenever the original has one";
  result.reason = std::string(how) + (limits.why.empty() ? "" : " (" + limits.why + ")") + " on " +
                  std::to_string(compared) + " transformed positions (" + std::to_string(positions.size()) +
                  " positions, " + std::to_string(with_steps) + " with a step)";
  result.metrics["positions"] = positions.size();
  result.metrics["transformed"] = compared;
  result.metrics["positions_with_steps"] = with_steps;
  if (limits.existence_measured) {
    result.metrics["first_only_differs"] = existence_differs;
    result.reason += "; a step on both or neither on " + std::to_string(compared - existence_differs) + " of " +
                     std::to_string(compared);
  }
  if (measured) {
    result.metrics["find_all_differs"] = union_differs;
    result.reason += "; all placements and eliminations agreed on " + std::to_string(compared - union_differs) +
                     " of " + std::to_string(compared);
  }
  if (with_steps == 0) result.warnings.push_back("the technique found no step on the corpus: nothing was compared");
  return result;
}

CheckResult uniqueness_fact(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  const TechniqueInfo& info = technique_info(*library, technique);
  const bool declared = (info.flags & NPE_TECHNIQUE_NEEDS_UNIQUENESS) != 0;
  const RawInstance instance(library, technique);
  const auto& positions = corpus_positions(settings);
  std::size_t steps = 0;
  for (const auto& position : positions) {
    Grid without = position.grid;
    without.facts &= ~std::uint32_t{NPE_FACT_UNIQUE};
    const OriginScope scope(position.origin + " without NPE_FACT_UNIQUE");
    for (bool all : {true, false}) {
      const FindOutcome plain = instance.find(without, all);
      if (!plain.bad_step.empty()) throw CheckFailure(position.origin + " without NPE_FACT_UNIQUE: " + plain.bad_step);
      if (declared) {
        if (!plain.steps.empty()) {
          throw CheckFailure(position.origin + ": declares NPE_TECHNIQUE_NEEDS_UNIQUENESS but found '" +
                             plain.steps.front().text + "' without NPE_FACT_UNIQUE; " +
                             reproduce_command(settings.library, technique, without, all));
        }
        continue;
      }
      const FindOutcome unique = instance.find(position.grid, all);
      if (all) steps += unique.steps.size();
      if (steps_bytes(plain.steps) != steps_bytes(unique.steps)) {
        throw CheckFailure(position.origin + ": other steps without NPE_FACT_UNIQUE (" +
                           std::to_string(plain.steps.size()) + ") than with it (" +
                           std::to_string(unique.steps.size()) +
                           "): the technique reads the fact but does not declare NPE_TECHNIQUE_NEEDS_UNIQUENESS; " +
                           reproduce_command(settings.library, technique, without, all));
      }
    }
  }
  CheckResult result;
  result.reason = declared ? "declares NPE_TECHNIQUE_NEEDS_UNIQUENESS: nothing found on " +
                                 std::to_string(positions.size()) + " positions without NPE_FACT_UNIQUE"
                           : "the same steps with and without NPE_FACT_UNIQUE on " + std::to_string(positions.size()) +
                                 " positions (" + std::to_string(steps) + " steps)";
  result.metrics["positions"] = positions.size();
  result.metrics["steps"] = steps;
  return result;
}

}  // namespace

std::vector<CheckDefinition> missed_checks() {
  return {
      {"behaviour.uniqueness_fact", true,
       "without NPE_FACT_UNIQUE: nothing when the technique declares NPE_TECHNIQUE_NEEDS_UNIQUENESS, else the same "
       "steps",
       uniqueness_fact},
      {"missed.symmetry", true,
       "relabelled, transposed, row/column/band/stack-swapped positions give the transformed steps (find-all: the "
       "same set; first-only: a step whenever the original has one)",
       symmetry},
  };
}

}  // namespace npe
