// behaviour.key_digit_first: a technique declaring NPE_TECHNIQUE_KEY_DIGIT_FIRST reports, for a key
// digit, exactly the step the engine would choose itself from all of its steps (the first whose first
// placement is of the key digit, else the first): the engine trusts that step in place of the search.
#include "check/support.hpp"
#include "loader/position_view.hpp"

namespace npe {

namespace {

/** The step the engine's priority digit picks from a technique's NPE_FIND_ALL steps, or nullptr. */
const Step* keyed_choice(const std::vector<Step>& all, int key) {
  for (const Step& step : all) {
    if (!step.placements.empty() && step.placements.front().digit == key) return &step;
  }
  return all.empty() ? nullptr : &all.front();
}

std::string quoted(const Step* step) { return step ? "'" + step->text + "'" : "nothing"; }

CheckResult key_digit_first(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  CheckResult result;
  if ((technique_info(*library, technique).flags & NPE_TECHNIQUE_KEY_DIGIT_FIRST) == 0) {
    result.status = CheckStatus::skipped;
    result.reason = "does not declare NPE_TECHNIQUE_KEY_DIGIT_FIRST (ABI 1.2)";
    return result;
  }
  const RawInstance instance(library, technique);
  const auto& positions = corpus_positions(settings);
  std::size_t compared = 0, keyed = 0;
  for (const auto& position : positions) {
    const FindOutcome all = instance.find(position.grid, true);
    if (!all.ok()) continue;  // behaviour.valid_steps reports it
    for (int key = 1; key <= 9; ++key) {
      const FindOutcome one = instance.find(position_view(position.grid, false, key));
      const std::string where = position.origin + ", key digit " + std::to_string(key) + ": ";
      if (!one.bad_step.empty()) throw CheckFailure(where + one.bad_step);
      if (one.result != NPE_FIND_OK) throw CheckFailure(where + one.error());
      if (one.steps.size() > 1) {
        throw CheckFailure(where + "without NPE_FIND_ALL find reported " + std::to_string(one.steps.size()) + " steps");
      }
      const Step* wanted = keyed_choice(all.steps, key);
      const Step* got = one.steps.empty() ? nullptr : &one.steps.front();
      if ((wanted == nullptr) != (got == nullptr) || (wanted && step_bytes(*wanted) != step_bytes(*got))) {
        throw CheckFailure(where + "find reported " + quoted(got) +
                           ", but the first of its NPE_FIND_ALL steps placing " + std::to_string(key) +
                           " (else its first step) is " + quoted(wanted) + "; " +
                           reproduce_command(settings.library, technique, position.grid, true));
      }
      ++compared;
      keyed += wanted && !wanted->placements.empty() && wanted->placements.front().digit == key;
    }
  }
  result.reason = "the keyed step equals the engine's choice from all steps for key digits 1..9 on " +
                  std::to_string(positions.size()) + " positions (" + std::to_string(keyed) + " of " +
                  std::to_string(compared) + " searches found a keyed step)";
  result.metrics["positions"] = positions.size();
  result.metrics["searches"] = compared;
  result.metrics["keyed"] = keyed;
  if (keyed == 0) result.warnings.emplace_back("no keyed step on the corpus: the key digit was never used");
  return result;
}

}  // namespace

std::vector<CheckDefinition> key_digit_checks() {
  return {
      {"behaviour.key_digit_first", true,
       "NPE_TECHNIQUE_KEY_DIGIT_FIRST: with a key digit the one step is the first of all steps placing it, else the "
       "first",
       key_digit_first}};
}

}  // namespace npe
