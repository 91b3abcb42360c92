// behaviour.candidate_bands: a technique finds the same steps whether the host offers the position's
// candidate bands (ABI 1.3, as the engine does) or not (an older host, or a caller without them): the
// bands are the candidates in another shape, so a technique that reads them must read them right.
#include "check/support.hpp"
#include "loader/position_view.hpp"

#include <algorithm>

namespace npe {

namespace {

std::string first_difference(const FindOutcome& with, const FindOutcome& without) {
  if (with.steps.size() != without.steps.size()) {
    return std::to_string(with.steps.size()) + " steps with the bands, " + std::to_string(without.steps.size()) +
           " without";
  }
  for (std::size_t i = 0; i < with.steps.size(); ++i) {
    if (step_bytes(with.steps[i]) != step_bytes(without.steps[i])) {
      return "step " + std::to_string(i + 1) + " is '" + with.steps[i].text + "' with the bands, '" +
             without.steps[i].text + "' without";
    }
  }
  return {};
}

CheckResult candidate_bands(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  const RawInstance instance(library, technique);
  const auto& positions = corpus_positions(settings);
  // All steps, the first step, and for a key-digit-first technique the keyed step of each key digit
  // (the engine's most frequent call).
  const bool keyed = (technique_info(*library, technique).flags & NPE_TECHNIQUE_KEY_DIGIT_FIRST) != 0;
  CheckResult result;
  std::size_t searches = 0;
  for (const auto& position : positions) {
    CandidateBands bands;
    candidate_bands_of(position.grid, bands);
    for (int search = -1; search <= (keyed ? 9 : 0); ++search) {
      const bool all = search < 0;
      const int key = std::max(search, 0);
      const FindOutcome without = instance.find(position_view(position.grid, all, key));
      if (!without.ok()) break;  // behaviour.valid_steps reports it
      const FindOutcome with = instance.find(position_view(position.grid, bands, all, key));
      if (!with.bad_step.empty()) throw CheckFailure(position.origin + ": " + with.bad_step);
      if (with.result != NPE_FIND_OK)
        throw CheckFailure(position.origin + ": with the candidate bands find returned " + std::to_string(with.result));
      if (const std::string difference = first_difference(with, without); !difference.empty()) {
        const std::string which = all   ? " (all steps)"
                                  : key ? " (key digit " + std::to_string(key) + ")"
                                        : " (first step)";
        throw CheckFailure(position.origin + which + ": " + difference + "; " +
                           reproduce_command(settings.library, technique, position.grid, all));
      }
      ++searches;
    }
  }
  result.reason = "the same steps with and without the position's candidate bands on " +
                  std::to_string(positions.size()) + " positions (" + std::to_string(searches) + " searches)";
  result.metrics["positions"] = positions.size();
  result.metrics["searches"] = searches;
  return result;
}

}  // namespace

std::vector<CheckDefinition> bands_checks() {
  return {{"behaviour.candidate_bands", true,
           "ABI 1.3: the same steps whether or not the host offers the position's candidate bands", candidate_bands}};
}

}  // namespace npe
