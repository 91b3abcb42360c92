// Behaviour checks over the corpus positions: determinism, the input left untouched, the first step
// among all steps, the sink's STOP honoured, every step valid (docs/architecture.md, ABI rule 9) and sound
// against the unique solution, nothing on a solved grid, no crash on an invalid grid.
#include <algorithm>
#include <cstring>
#include <optional>

#include "check/support.hpp"
#include "loader/position_view.hpp"
#include "validation/step_validation.hpp"

namespace npe {

namespace {

struct Subject {
  std::shared_ptr<const PluginLibrary> library;
  const std::vector<CorpusPosition>* positions;
  int repetitions;
};

Subject subject(const CheckSettings& settings, const std::string& technique) {
  auto library = load_library_under_test(settings);
  technique_info(*library, technique);
  return {library, &corpus_positions(settings), corpus_budget(settings.strictness).repetitions};
}

/** "3 steps, the first 'text'" or "nothing" for messages. */
std::string describe(const FindOutcome& outcome) {
  if (outcome.result != NPE_FIND_OK) return "an error (" + outcome.error() + ")";
  if (outcome.steps.empty()) return "nothing";
  return std::to_string(outcome.steps.size()) + " step(s), the first '" + outcome.steps[0].text + "'";
}

/** The outcome as one comparable string: return code, copy error, every step's bytes. */
std::string outcome_bytes(const FindOutcome& outcome) {
  return std::to_string(outcome.result) + "\n" + outcome.bad_step + "\n" + steps_bytes(outcome.steps);
}

void require_ok(const FindOutcome& outcome, const CorpusPosition& position) {
  if (!outcome.bad_step.empty()) throw CheckFailure(position.origin + ": " + outcome.bad_step);
  if (outcome.result != NPE_FIND_OK) {
    throw CheckFailure(position.origin + ": " + outcome.error() + ", on a valid position");
  }
}

CheckResult covered(const Subject& s, const std::string& what, std::size_t steps) {
  CheckResult result;
  result.reason =
      what + " on " + std::to_string(s.positions->size()) + " positions (" + std::to_string(steps) + " steps)";
  result.metrics["positions"] = s.positions->size();
  result.metrics["steps"] = steps;
  return result;
}

CheckResult deterministic(const CheckSettings& settings, const std::string& technique) {
  const Subject s = subject(settings, technique);
  const RawInstance instance(s.library, technique);
  std::vector<FindOutcome> baseline_all, baseline_first;
  std::size_t steps = 0;
  for (const auto& position : *s.positions) {
    baseline_all.push_back(instance.find(position.grid, true));
    baseline_first.push_back(instance.find(position.grid, false));
    steps += baseline_all.back().steps.size();
  }
  for (int round = 0; round < s.repetitions; ++round) {
    const RawInstance fresh(s.library, technique);
    for (std::size_t i = 0; i < s.positions->size(); ++i) {
      const Grid& grid = (*s.positions)[i].grid;
      for (const RawInstance* which : {&instance, &fresh}) {
        for (bool all : {true, false}) {
          const FindOutcome& before = all ? baseline_all[i] : baseline_first[i];
          const FindOutcome again = which->find(grid, all);
          if (outcome_bytes(again) == outcome_bytes(before)) continue;
          throw CheckFailure((*s.positions)[i].origin + ": the same position gave other steps " +
                             (which == &instance ? "the next time" : "on a fresh instance") +
                             (all ? " (NPE_FIND_ALL): " : " (first step): ") + describe(before) + ", then " +
                             describe(again));
        }
      }
    }
  }
  return covered(s, "same steps byte for byte over " + std::to_string(s.repetitions + 1) + " rounds", steps);
}

/** Host buffers with guard bytes on both sides, to see any write by find. */
struct GuardedPosition {
  static constexpr std::size_t kGuard = 64;
  static constexpr std::uint8_t kDigitGuard = 0xA5;
  static constexpr std::uint16_t kCandidateGuard = 0xA5A5;
  std::vector<std::uint8_t> digits = std::vector<std::uint8_t>(kGuard + 81 + kGuard, kDigitGuard);
  std::vector<std::uint16_t> candidates = std::vector<std::uint16_t>(kGuard + 81 + kGuard, kCandidateGuard);
  std::vector<std::uint8_t> givens = std::vector<std::uint8_t>(kGuard + 81 + kGuard, kDigitGuard);
  npe_position position{};

  GuardedPosition(const Grid& grid, bool all) {
    std::copy(grid.digits.begin(), grid.digits.end(), digits.begin() + kGuard);
    std::copy(grid.candidates.begin(), grid.candidates.end(), candidates.begin() + kGuard);
    std::copy(grid.givens.begin(), grid.givens.end(), givens.begin() + kGuard);
    position = position_view(grid, all);
    position.digits = digits.data() + kGuard;
    position.candidates = candidates.data() + kGuard;
    position.givens = givens.data() + kGuard;
  }

  /** Where the buffers differ from `before`, or "". */
  std::string changes_from(const GuardedPosition& before) const {
    auto where = [](std::size_t index) {
      const auto offset = static_cast<long>(index) - static_cast<long>(kGuard);
      if (offset < 0) return "guard byte " + std::to_string(-offset) + " before the array";
      if (offset >= 81) return "guard byte " + std::to_string(offset - 80) + " after the array";
      return cell_name(static_cast<int>(offset));
    };
    for (std::size_t i = 0; i < digits.size(); ++i) {
      if (digits[i] != before.digits[i]) {
        return "digits: " + where(i) + " changed from " + std::to_string(before.digits[i]) + " to " +
               std::to_string(digits[i]);
      }
    }
    for (std::size_t i = 0; i < givens.size(); ++i) {
      if (givens[i] != before.givens[i]) {
        return "givens: " + where(i) + " changed from " + std::to_string(before.givens[i]) + " to " +
               std::to_string(givens[i]);
      }
    }
    for (std::size_t i = 0; i < candidates.size(); ++i) {
      if (candidates[i] != before.candidates[i]) {
        return "candidates: " + where(i) + " changed from " + std::to_string(before.candidates[i]) + " to " +
               std::to_string(candidates[i]);
      }
    }
    return {};
  }
};

CheckResult input_unchanged(const CheckSettings& settings, const std::string& technique) {
  const Subject s = subject(settings, technique);
  const RawInstance instance(s.library, technique);
  std::size_t steps = 0;
  for (const auto& position : *s.positions) {
    for (bool all : {false, true}) {
      const GuardedPosition before(position.grid, all);
      GuardedPosition guarded(position.grid, all);
      const npe_position sent = guarded.position;
      const std::size_t found = instance.find(guarded.position).steps.size();
      if (all) steps += found;
      std::string change = guarded.changes_from(before);
      if (change.empty() && std::memcmp(&sent, &guarded.position, sizeof sent) != 0)
        change = "the npe_position struct changed";
      if (!change.empty()) throw CheckFailure(position.origin + ": find wrote into the position: " + change);
    }
  }
  return covered(s, "digits, candidates and 64 guard bytes on each side unchanged", steps);
}

/** The first placement or elimination of `step` ("r1c2=3", "r4c5<>6") that no step of `all` makes. */
std::optional<std::string> effect_not_in(const Step& step, const std::vector<Step>& all) {
  auto made = [&](const CellDigit& item, bool placement) {
    auto in = [&](const auto& list) { return std::find(list.begin(), list.end(), item) != list.end(); };
    return std::any_of(all.begin(), all.end(),
                       [&](const Step& other) { return placement ? in(other.placements) : in(other.eliminations); });
  };
  for (const auto& item : step.placements) {
    if (!made(item, true)) return cell_name(item.cell) + "=" + std::to_string(item.digit);
  }
  for (const auto& item : step.eliminations) {
    if (!made(item, false)) return cell_name(item.cell) + "<>" + std::to_string(item.digit);
  }
  return std::nullopt;
}

CheckResult all_contains_first(const CheckSettings& settings, const std::string& technique) {
  const Subject s = subject(settings, technique);
  const RawInstance instance(s.library, technique);
  // NPE_TECHNIQUE_ORDER_DEPENDENT: find-all keeps another instance of the first step's result.
  const bool order_dependent = (technique_info(*s.library, technique).flags & NPE_TECHNIQUE_ORDER_DEPENDENT) != 0;
  std::size_t steps = 0;
  for (const auto& position : *s.positions) {
    const auto first = instance.find(position.grid, false);
    const auto all = instance.find(position.grid, true);
    require_ok(first, position);
    require_ok(all, position);
    steps += all.steps.size();
    if (first.steps.size() > 1) {
      throw CheckFailure(position.origin + ": without NPE_FIND_ALL find reported " +
                         std::to_string(first.steps.size()) + " steps (the first only is expected)");
    }
    if (first.steps.empty() != all.steps.empty()) {
      throw CheckFailure(
          position.origin + ": " +
          (first.steps.empty()
               ? "the first-step search found nothing but --all found " + std::to_string(all.steps.size())
               : "--all found nothing but the first-step search found '" + first.steps[0].text + "'"));
    }
    if (first.steps.empty()) continue;
    if (order_dependent) {  // the first step's placements and eliminations, each made by some step of find-all
      if (const auto missing = effect_not_in(first.steps[0], all.steps)) {
        throw CheckFailure(position.origin + ": the first step '" + first.steps[0].text + "' makes " + *missing +
                           ", which none of the " + std::to_string(all.steps.size()) + " steps of NPE_FIND_ALL makes");
      }
      continue;
    }
    const std::string wanted = step_bytes(first.steps[0]);
    if (std::none_of(all.steps.begin(), all.steps.end(),
                     [&](const Step& step) { return step_bytes(step) == wanted; })) {
      throw CheckFailure(position.origin + ": the first step '" + first.steps[0].text + "' is not among the " +
                         std::to_string(all.steps.size()) + " steps of NPE_FIND_ALL");
    }
  }
  return covered(s,
                 order_dependent ? "the first step's placements and eliminations are among all steps' "
                                   "(NPE_TECHNIQUE_ORDER_DEPENDENT)"
                                 : "the first step is among all steps",
                 steps);
}

CheckResult sink_stop(const CheckSettings& settings, const std::string& technique) {
  const Subject s = subject(settings, technique);
  const RawInstance instance(s.library, technique);
  std::size_t tried = 0;
  for (const auto& position : *s.positions) {
    const npe_position all = position_view(position.grid, true);
    const auto stopped = instance.find(all, 1);
    require_ok(stopped, position);
    if (stopped.steps.size() > 1) {
      throw CheckFailure(position.origin + ": the sink returned NPE_SINK_STOP but got " +
                         std::to_string(stopped.steps.size() - 1) + " more step(s)");
    }
    tried += stopped.steps.size();
  }
  CheckResult result = covered(s, "no step after NPE_SINK_STOP", tried);
  return result;
}

/** Why a corpus did not exercise the technique, and how to give it one that does. */
std::string below_min_steps(const std::string& technique, std::size_t steps, std::size_t positions, int min_steps) {
  return "the technique found " + std::to_string(steps) + " step(s) on the " + std::to_string(positions) +
         " corpus positions, fewer than --min-steps " + std::to_string(min_steps) +
         ": too little was checked; find positions where it fires with `npe mine -t " + technique +
         " [-e ENGINE] CORPUS... -o mined.txt` and check again with --corpus mined.txt";
}

CheckResult valid_steps(const CheckSettings& settings, const std::string& technique, bool against_solution) {
  const Subject s = subject(settings, technique);
  const RawInstance instance(s.library, technique);
  std::size_t steps = 0, placements = 0, eliminations = 0;
  for (const auto& position : *s.positions) {
    const auto outcome = instance.find(position.grid, true);
    require_ok(outcome, position);
    for (const auto& step : outcome.steps) {
      try {
        check_step(step, position.grid, against_solution ? std::optional<Digits>(position.solution) : std::nullopt,
                   technique);
      } catch (const std::exception& e) {
        throw CheckFailure(position.origin + " " + position.grid.to_line() + ": " + e.what());
      }
      placements += step.placements.size();
      eliminations += step.eliminations.size();
    }
    steps += outcome.steps.size();
  }
  CheckResult result = covered(s,
                               against_solution ? "every placement and elimination agrees with the unique solution"
                                                : "every step well-formed (rule 9)",
                               steps);
  result.metrics["placements"] = placements;
  result.metrics["eliminations"] = eliminations;
  if (against_solution && static_cast<long long>(steps) < settings.min_steps_of(technique)) {
    throw CheckFailure(below_min_steps(technique, steps, s.positions->size(), settings.min_steps_of(technique)));
  }
  if (steps == 0) result.warnings.push_back("the technique found no step on the corpus: nothing was checked");
  return result;
}

CheckResult solved_grid(const CheckSettings& settings, const std::string& technique) {
  auto library = load_library_under_test(settings);
  const RawInstance instance(library, technique);
  const auto grids = corpus_solutions(settings);
  CheckResult result;
  for (const auto& grid : grids) {
    for (bool all : {false, true}) {
      const auto outcome = instance.find(grid, all);
      if (!outcome.bad_step.empty()) throw CheckFailure(grid.to_line() + ": " + outcome.bad_step);
      if (!outcome.steps.empty()) {
        throw CheckFailure(grid.to_line() + ": a step on a solved grid: '" + outcome.steps[0].text + "'");
      }
      if (outcome.result != NPE_FIND_OK && result.warnings.empty()) {
        result.warnings.push_back(outcome.error() + ", on a solved grid");
      }
    }
  }
  result.reason = "no step on " + std::to_string(grids.size()) + " solved grids";
  return result;
}

/** Invalid grids made from a valid position: (what, grid). */
std::vector<std::pair<std::string, Grid>> invalid_grids(const Grid& valid) {
  std::vector<std::pair<std::string, Grid>> grids;
  int empty = 0;
  while (empty < 81 && valid.digits[empty] != 0) ++empty;
  if (empty == 81) return grids;
  // A digit twice in a house: the empty cell takes the digit of a filled peer.
  for (const int peer : sdk::kPeers[empty]) {
    if (valid.digits[peer] == 0) continue;
    Grid grid = valid;
    grid.digits[empty] = valid.digits[peer];
    grid.candidates[empty] = 0;
    grids.emplace_back("a duplicate digit in " + cell_name(empty), grid);
    break;
  }
  Grid no_candidates = valid;
  no_candidates.candidates[empty] = 0;
  grids.emplace_back("no candidate in " + cell_name(empty), no_candidates);
  // A digit with no place left in the first empty cell's row.
  Grid no_place = valid;
  const int row = empty / 9;
  const int digit = sdk::first_digit(valid.candidates[empty]);
  for (int column = 0; column < 9; ++column) no_place.eliminate(row * 9 + column, digit);
  grids.emplace_back("digit " + std::to_string(digit) + " has no place in row " + std::to_string(row + 1), no_place);
  Grid nothing = valid;
  nothing.candidates.fill(0);
  grids.emplace_back("no candidates at all", nothing);
  Grid everything;
  everything.digits = valid.digits;
  for (int cell = 0; cell < 81; ++cell) everything.candidates[cell] = valid.digits[cell] ? 0 : sdk::kAllDigits;
  grids.emplace_back("every candidate in every empty cell, even the placed digits' peers", everything);
  return grids;
}

CheckResult invalid_grid(const CheckSettings& settings, const std::string& technique) {
  const Subject s = subject(settings, technique);
  const RawInstance instance(s.library, technique);
  std::size_t grids = 0, nothing = 0, errors = 0, with_steps = 0;
  const std::size_t taken = std::min<std::size_t>(s.positions->size(), 60);
  for (std::size_t i = 0; i < taken; ++i) {
    for (const auto& [what, grid] : invalid_grids((*s.positions)[i].grid)) {
      ++grids;
      const auto outcome = instance.find(grid, true);
      if (!outcome.bad_step.empty())
        throw CheckFailure((*s.positions)[i].origin + ", " + what + ": " + outcome.bad_step);
      if (outcome.result != NPE_FIND_OK) {
        ++errors;
        continue;
      }
      if (outcome.steps.empty()) {
        ++nothing;
        continue;
      }
      ++with_steps;
      for (const auto& step : outcome.steps) {
        try {
          check_step(step, grid, std::nullopt, technique);
        } catch (const std::exception& e) {
          throw CheckFailure((*s.positions)[i].origin + ", " + what + ": " + e.what());
        }
      }
    }
  }
  CheckResult result;
  result.reason = std::to_string(grids) + " invalid grids: " + std::to_string(nothing) + " nothing, " +
                  std::to_string(errors) + " error, " + std::to_string(with_steps) +
                  " with well-formed steps (the engine rejects invalid boards itself), no crash";
  result.metrics["grids"] = grids;
  result.metrics["nothing"] = nothing;
  result.metrics["errors"] = errors;
  result.metrics["with_steps"] = with_steps;
  return result;
}

}  // namespace

std::vector<CheckDefinition> behaviour_checks() {
  return {
      {"behaviour.deterministic", true,
       "the same position gives the same steps byte for byte, again and on a fresh instance", deterministic},
      {"behaviour.input_unchanged", true, "find never writes into the position (guard bytes around the host buffers)",
       input_unchanged},
      {"behaviour.all_contains_first", true,
       "without NPE_FIND_ALL at most one step, and it is among the steps of NPE_FIND_ALL", all_contains_first},
      {"behaviour.sink_stop", true, "after the sink returns NPE_SINK_STOP no further step arrives", sink_stop},
      {"behaviour.valid_steps", true, "every step is well-formed and changes the position (rule 9)",
       [](const CheckSettings& settings, const std::string& technique) {
         return valid_steps(settings, technique, false);
       }},
      {"behaviour.sound", true, "no placement or elimination contradicts the puzzle's unique solution",
       [](const CheckSettings& settings, const std::string& technique) {
         return valid_steps(settings, technique, true);
       }},
      {"behaviour.solved_grid", true, "no step on a solved grid", solved_grid},
      {"behaviour.invalid_grid", true,
       "invalid grids (duplicate digit, cell without candidates, ...) give an error, nothing or well-formed steps, "
       "never a crash",
       invalid_grid},
  };
}

}  // namespace npe
