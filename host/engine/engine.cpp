#include "engine/engine.hpp"

#include <algorithm>
#include <chrono>

#include "base/errors.hpp"
#include "engine/step_validation.hpp"
#include "solver/board_validity.hpp"
#include "solver/solver.hpp"

namespace npe {

std::string_view outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::solved: return "solved";
    case Outcome::stuck: return "stuck";
    case Outcome::invalid: return "invalid";
    case Outcome::step_limit: return "step-limit";
    case Outcome::plugin_error: return "plugin-error";
    case Outcome::crashed: return "crashed";
    case Outcome::timed_out: return "timed-out";
  }
  return "?";
}

std::optional<Outcome> parse_outcome(std::string_view name) {
  for (Outcome outcome : kOutcomes) {
    if (outcome_name(outcome) == name) return outcome;
  }
  return std::nullopt;
}

bool is_plugin_failure(Outcome outcome) {
  return outcome == Outcome::plugin_error || outcome == Outcome::crashed || outcome == Outcome::timed_out;
}

namespace {

bool contradicts(const Step& step, const Digits& solution) {
  for (const auto& [cell, digit] : step.placements) {
    if (solution[cell] != digit) return true;
  }
  for (const auto& [cell, digit] : step.eliminations) {
    if (solution[cell] == digit) return true;
  }
  return false;
}

/** For a board that turned invalid with no solution known: the first step after which the puzzle had
 *  no solution. With a unique solution, the first step contradicting it; otherwise the first step
 *  whose placements (with the earlier ones) leave the givens without a solution. Empty when every
 *  step kept a solution or the givens have none. */
std::string blame_step(const Puzzle& puzzle, const RunResult& result) {
  const SolutionCount count = count_solutions(puzzle.givens);
  if (count.none()) return "the puzzle has no solution";
  if (count.count == 0) return "";  // trial limit: cannot tell
  auto blame = [&](std::size_t i) {
    const Step& step = result.steps[i].step;
    return "the puzzle had no solution after step " + std::to_string(i + 1) + " (" + step.technique + ": " +
           step_line(step) + ")";
  };
  if (count.unique()) {
    for (std::size_t i = 0; i < result.steps.size(); ++i) {
      if (contradicts(result.steps[i].step, count.solutions[0])) return blame(i);
    }
    return "";
  }
  Digits digits = puzzle.givens;
  for (std::size_t i = 0; i < result.steps.size(); ++i) {
    if (result.steps[i].step.placements.empty()) continue;
    for (const auto& [cell, digit] : result.steps[i].step.placements) digits[cell] = digit;
    if (count_solutions(digits, {.max_solutions = 1}).none()) return blame(i);
  }
  return "";
}

}  // namespace

Engine::Engine(EngineType type, const PluginRegistry& registry) : type_(std::move(type)) {
  check_techniques(type_, registry);
  auto make = [&](const TechniqueRef& ref) {
    try {
      auto instance = registry.create(ref.id, ref.params);
      std::string who = instance->describe();
      const bool placements = (instance->info().yields & NPE_YIELDS_PLACEMENTS) != 0;
      const bool keyed = (instance->info().flags & NPE_TECHNIQUE_KEY_DIGIT_FIRST) != 0;
      return Slot{std::move(instance), std::move(who), &ref, type_.scoring_for(ref), placements, keyed};
    } catch (const InputError& e) {
      throw InputError(ref.location + ": " + e.what());
    }
  };
  for (const auto& ref : type_.preprocess) {
    if (!ref.optional || registry.find(ref.id)) preprocess_.push_back(make(ref));
  }
  for (const auto& ref : type_.techniques) {
    if (ref.optional && !registry.find(ref.id)) continue;
    Slot slot = make(ref);
    slot.min_rating_x10 = slot.scoring.rating_for(slot.instance->info().default_rating_x10);
    techniques_.push_back(std::move(slot));
  }
  if (type_.selection == SelectionMode::easiest) {
    std::stable_sort(techniques_.begin(), techniques_.end(),
                     [](const Slot& a, const Slot& b) { return a.min_rating_x10 < b.min_rating_x10; });
  }
  int index = 0;
  for (auto* list : {&preprocess_, &techniques_}) {
    for (auto& slot : *list) slot.index = index++;
  }
  for (const auto* list : {&preprocess_, &techniques_}) {
    for (const auto& slot : *list) needs_uniqueness_ |= (slot.instance->info().flags & NPE_TECHNIQUE_NEEDS_UNIQUENESS) != 0;
  }
}

std::uint32_t Engine::uniqueness_facts(const Puzzle& puzzle, RunResult& result, std::optional<Digits>& solution) const {
  if (type_.uniqueness == UniquenessMode::off || !needs_uniqueness_) {
    result.known_unique = type_.uniqueness == UniquenessMode::assume;
    return result.known_unique ? std::uint32_t{NPE_FACT_UNIQUE} : 0u;
  }
  const bool unique = count_solutions(puzzle.givens).unique();
  if (type_.uniqueness == UniquenessMode::check) {
    result.known_unique = unique;
    return unique ? std::uint32_t{NPE_FACT_UNIQUE} : 0u;
  }
  result.known_unique = true;
  if (!unique) {
    result.uniqueness_warning = "uniqueness was assumed, but the puzzle does not have exactly one solution";
    solution.reset();  // a uniqueness step may remove a solution here without the plugin being wrong
  }
  return NPE_FACT_UNIQUE;
}

std::vector<const TechniqueInstance*> Engine::instances() const {
  std::vector<const TechniqueInstance*> all;
  for (const auto* list : {&preprocess_, &techniques_}) {
    for (const auto& slot : *list) all.push_back(slot.instance.get());
  }
  return all;
}

void Engine::preprocess(Grid& grid, const std::optional<Digits>& solution, std::vector<CellDigit>& removed) {
  for (int pass = 0; type_.preprocess_passes == 0 || pass < type_.preprocess_passes; ++pass) {
    bool changed = false;
    for (const auto& slot : preprocess_) {
      // Steps are checked against the grid they were found in (applied after the search); overlapping
      // eliminations are fine.
      found_eliminations_.clear();
      mark(slot);
      timed(slot, [&] {
        slot.instance->find(grid, true, [&](const npe_step& raw) {
          check_raw_step(raw, grid, solution, slot.who, scratch_);
          for (std::uint32_t i = 0; i < raw.elimination_count; ++i) {
            found_eliminations_.push_back({raw.eliminations[i].cell, raw.eliminations[i].digit});
          }
          return true;
        });
      });
      for (const auto& elimination : found_eliminations_) {
        if (!sdk::has_digit(grid.candidates[elimination.cell], elimination.digit)) continue;
        changed = true;
        removed.push_back(elimination);
        grid.eliminate(elimination.cell, elimination.digit);
      }
    }
    if (!changed) break;
  }
}

int Engine::step_rating(const Slot& slot, int step_rating_x10) const {
  return slot.scoring.rating_for(step_rating_x10 ? step_rating_x10 : slot.instance->info().default_rating_x10);
}

namespace {

int raw_rating(const npe_step& raw) { return NPE_HAS_FIELD(&raw, npe_step, rating_x10) ? raw.rating_x10 : 0; }

}  // namespace

const CandidateBands* Engine::take_candidate_bands() {
  if (!validity_.synced()) return nullptr;
  validity_.candidate_bands(bands_);
  return &bands_;
}

const Engine::Slot* Engine::easiest_step(const Grid& grid, const std::optional<Digits>& solution, Step& into) {
  const CandidateBands* bands = take_candidate_bands();
  const Slot* best = nullptr;
  int best_rating = 0;
  for (const auto& slot : techniques_) {
    if (best && slot.min_rating_x10 >= best_rating) break;  // sorted: nothing left can rate lower
    // Every step of the technique, until one rates its minimum (none can beat it); or, where the
    // engine type says its next step is its easiest, that step alone (SE's chaining rules: their
    // full search rates every hint, and only the first of them matters here).
    mark(slot);
    timed(slot, [&] {
      slot.instance->find(grid, !slot.ref->next_is_easiest, [&](const npe_step& raw) {
        check_raw_step(raw, grid, solution, slot.who, scratch_);
        const int rating = step_rating(slot, raw_rating(raw));
        if (!best || rating < best_rating) {
          copy_step_into(raw, slot.instance->info().id, slot.who, into);
          best = &slot;
          best_rating = rating;
        }
        return rating > slot.min_rating_x10;
      }, 0, bands);
    });
  }
  return best;
}

const Engine::Slot* Engine::next_step(const Grid& grid, int key_digit, const std::optional<Digits>& solution,
                                      Step& into) {
  if (type_.selection == SelectionMode::easiest) return easiest_step(grid, solution, into);
  const CandidateBands* bands = take_candidate_bands();
  for (const auto& slot : techniques_) {
    const bool prioritised = type_.priority_digit && key_digit != 0 && slot.yields_placements;
    // A technique declaring NPE_TECHNIQUE_KEY_DIGIT_FIRST picks the keyed step itself: asked for one
    // step with the key digit. Any other is asked for all its steps and the first keyed one is kept.
    const bool picks_keyed = prioritised && slot.key_digit_first && key_digit_first_;
    const bool all = prioritised && !picks_keyed;
    bool found = false, keyed = false;
    mark(slot);
    timed(slot, [&] {
      slot.instance->find(grid, all, [&](const npe_step& raw) {
        if (found && !all) return false;  // a step after STOP is not the technique's first
        check_raw_step(raw, grid, solution, slot.who, scratch_);  // every reported step, chosen or not
        const bool key = all && raw.placement_count > 0 && raw.placements[0].digit == key_digit;
        if (!found || (key && !keyed)) {
          copy_step_into(raw, slot.instance->info().id, slot.who, into);
          found = true;
          keyed = key;
        }
        return all;
      }, picks_keyed ? key_digit : 0, bands);
    });
    if (found) return &slot;
  }
  return nullptr;
}

RunResult Engine::run(const Puzzle& puzzle) {
  RunResult result;
  result.engine = type_.name;
  std::optional<Digits> solution = check_solution_ ? puzzle.solution : std::nullopt;
  if (check_solution_ && check_soundness_ && !solution) solution = unique_solution(puzzle.givens);
  Grid grid = Grid::from_digits(puzzle.givens);
  grid.facts = uniqueness_facts(puzzle, result, solution);
  result.start_digits = grid.filled_count();
  current_technique_ = -1;
  try {
    run_loop(solution, result, grid);
  } catch (const PluginError& e) {
    if (!errors_as_results_) throw;
    result.outcome = Outcome::plugin_error;
    result.failed_step = static_cast<int>(result.steps.size()) + 1;
    const auto all = instances();
    if (current_technique_ >= 0 && current_technique_ < static_cast<int>(all.size())) {
      result.failed_technique = all[static_cast<std::size_t>(current_technique_)]->info().id;
    }
    result.reason = "step " + std::to_string(result.failed_step) + ": " + e.what();
  }
  if (call_site_) call_site_->step.store(0, std::memory_order_relaxed);
  if (result.outcome == Outcome::invalid && !solution && !result.steps.empty()) {
    const std::string blame = blame_step(puzzle, result);
    if (!blame.empty()) result.reason = blame + ": " + result.reason;
  }
  result.final_grid = grid;
  return result;
}

void Engine::run_loop(const std::optional<Digits>& solution, RunResult& result, Grid& grid) {
  const auto started = std::chrono::steady_clock::now();
  auto time_up = [&] {
    return type_.time_limit_ms > 0 && std::chrono::steady_clock::now() - started >= std::chrono::milliseconds(type_.time_limit_ms);
  };
  int key_digit = 0;
  // Eliminations made by elimination steps (techniques that only eliminate, run as steps): a
  // rebuild re-applies them, or such a step would be undone and found again forever.
  std::vector<CellDigit> step_eliminations;
  // Whether the candidates are what a rebuild would give (the digits' candidates less the elimination
  // steps' eliminations), so `candidates: rebuild` can skip it. True after a rebuild, and it stays true
  // through a step: the step's eliminations join step_eliminations, and place() removes the digit from
  // its cell and its peers exactly as a rebuild from the new digits would (placements go only into
  // empty cells, check_changes). Preprocessing's eliminations are undone by a rebuild: false after them.
  // run() hands over a board just built from the givens: already as rebuilt.
  bool as_rebuilt = true;
  // checked: the board passed the validity check and every change since went through validity_, so
  // the check looks only where those changes can have broken it. Whether validity_'s bitboards are
  // still the board's is validity_.synced(): every change made elsewhere desyncs it.
  bool checked = false;
  validity_.desync();
  // The board's digits: only a step's placements add any, each into an empty cell (check_changes).
  int filled = grid.filled_count();
  // Room for a step per empty cell and some eliminations: the record rarely grows (each growth
  // moves every step).
  result.steps.reserve(static_cast<std::size_t>(sdk::kCells - filled) + 16);
  for (;;) {
    if (filled == sdk::kCells && ((checked && validity_.still_valid()) || !find_invalidity(grid))) {
      result.outcome = Outcome::solved;
      break;
    }
    if (type_.candidates == CandidateMode::rebuild && !(as_rebuilt && incremental_candidates_)) {
      grid.rebuild_candidates();
      for (const auto& [cell, digit] : step_eliminations) grid.eliminate(cell, digit);
      as_rebuilt = true;
      checked = false;  // a rebuild can give back candidates
      validity_.desync();
    }
    if (!(checked && validity_.still_valid())) {
      validity_.desync();  // retaken from the board after the full check
      if (auto reason = find_invalidity(grid)) {
        result.outcome = Outcome::invalid;
        result.reason = *reason;
        break;
      }
    }
    if (type_.max_steps > 0 && static_cast<int>(result.steps.size()) >= type_.max_steps) {
      result.outcome = Outcome::step_limit;
      break;
    }
    if (time_up()) {
      result.outcome = Outcome::step_limit;  // a bound on runaway searches (forcing nets), as max_steps
      result.reason = "time limit of " + std::to_string(type_.time_limit_ms) + " ms";
      break;
    }
    step_number_ = static_cast<int>(result.steps.size()) + 1;
    std::vector<CellDigit> preprocessed;
    if (!preprocess_.empty()) {
      preprocess(grid, solution, preprocessed);
      if (!preprocessed.empty()) {
        as_rebuilt = false;
        validity_.desync();
      }
      if (auto reason = find_invalidity(grid)) {
        result.outcome = Outcome::invalid;
        result.reason = *reason;
        result.final_preprocessed = std::move(preprocessed);
        break;
      }
    }
    // The chosen step is copied straight into the record's next step (a later, better choice
    // overwrites it in place): copied once, never moved.
    RunStep& applied = result.steps.emplace_back();
    const Slot* found_by = nullptr;
    try {
      found_by = next_step(grid, key_digit, solution, applied.step);
    } catch (...) {
      result.steps.pop_back();  // a refused step is not recorded (run() names it by number)
      throw;
    }
    if (!found_by) {
      result.steps.pop_back();
      result.final_preprocessed = std::move(preprocessed);
      // A search that ends past the time limit may have been cut short by its technique's own bound
      // (max_work): the run is not known to be stuck, so it ends at the limit like any other step.
      if (time_up()) {
        result.outcome = Outcome::step_limit;
        result.reason = "time limit of " + std::to_string(type_.time_limit_ms) + " ms (step " +
                        std::to_string(step_number_) + "'s search found nothing after it)";
      } else {
        result.outcome = Outcome::stuck;
      }
      break;
    }
    applied.preprocessed = std::move(preprocessed);
    applied.board_digits = filled;
    const TechniqueInfo& info = found_by->instance->info();
    const Step& step = applied.step;
    // The engine type's settings win over the step's own points and rating, which win over the technique's.
    applied.points = found_by->scoring.points_for(applied.board_digits, step.points ? step.points : info.default_points);
    applied.rating_x10 = step_rating(*found_by, step.rating_x10);
    result.rating_x10 = std::max(result.rating_x10, applied.rating_x10);
    applied.status_code = step.placements.empty() ? 0 : found_by->scoring.status_code;
    // The board passed the check (and preprocessing's, after its eliminations): the base of validity_,
    // unless the next step rebuilds the candidates (then it checks the whole board).
    const bool rebuild_next = type_.candidates == CandidateMode::rebuild && !(as_rebuilt && incremental_candidates_);
    const bool narrow = narrowed_validity_ && !rebuild_next;
    if (narrow && !validity_.synced()) {
      validity_.reset(grid);
    } else if (narrow) {
      validity_.clear();
    } else {
      validity_.desync();  // the bitboards are not kept in step with the board now
    }
    for (const auto& [cell, digit] : step.eliminations) validity_.eliminate(grid, cell, digit);
    if (type_.candidates == CandidateMode::rebuild) {
      step_eliminations.insert(step_eliminations.end(), step.eliminations.begin(), step.eliminations.end());
    }
    for (const auto& [cell, digit] : step.placements) validity_.place(grid, cell, digit);
    checked = narrow;
    if (!step.placements.empty()) key_digit = step.placements.front().digit;
    filled += static_cast<int>(step.placements.size());
    result.difficulty += applied.points;
  }
}

}  // namespace npe
