#include "engine/engine.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>

#include "base/errors.hpp"
#include "engine/givens_solutions.hpp"
#include "solver/board_validity.hpp"
#include "solver/solver.hpp"
#include "validation/step_validation.hpp"

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
std::string blame_step(const Puzzle& puzzle, GivensSolutions& givens, const RunResult& result) {
  if (givens.none()) return "the puzzle has no solution";
  if (givens.undecided()) return "";  // trial limit: cannot tell
  auto blame = [&](std::size_t i) {
    const Step& step = result.steps[i].step;
    return "the puzzle had no solution after step " + std::to_string(i + 1) + " (" + step.technique + ": " +
           step_line(step) + ")";
  };
  if (givens.unique()) {
    for (std::size_t i = 0; i < result.steps.size(); ++i) {
      if (contradicts(result.steps[i].step, givens.solution())) return blame(i);
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

Engine::Engine(EngineType type, const PluginRegistry& registry, const EngineOptions& options)
    : type_(std::move(type)), options_(options) {
  check_techniques(type_, registry);
  auto make = [&](const TechniqueRef& ref) {
    try {
      auto instance = registry.create(ref.id, ref.params);
      std::string who = instance->describe();
      const bool placements = (instance->info().yields & NPE_YIELDS_PLACEMENTS) != 0;
      const bool keyed = (instance->info().flags & NPE_TECHNIQUE_KEY_DIGIT_FIRST) != 0;
      const TechniqueInfo* info = &instance->info();
      return Slot{std::move(instance), info, std::move(who), &ref, type_.scoring_for(ref), placements, keyed};
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
    for (const auto& slot : *list)
      needs_uniqueness_ |= (slot.instance->info().flags & NPE_TECHNIQUE_NEEDS_UNIQUENESS) != 0;
  }
  if (options_.time_techniques) find_timings_.assign(preprocess_.size() + techniques_.size(), FindTiming());
}

std::vector<double> Engine::technique_seconds() const {
  std::vector<double> seconds;
  seconds.reserve(find_timings_.size());
  for (const FindTiming& timing : find_timings_) seconds.push_back(timing_span_.seconds(timing.ticks()));
  return seconds;
}

std::optional<Digits> Engine::solution_to_check(const Puzzle& puzzle, GivensSolutions& givens) const {
  if (!options_.check_solution) return std::nullopt;
  if (puzzle.solution || !options_.check_soundness) return puzzle.solution;
  if (!givens.unique()) return std::nullopt;
  return givens.solution();
}

std::uint32_t Engine::uniqueness_facts(GivensSolutions& givens, RunResult& result,
                                       std::optional<Digits>& solution) const {
  if (type_.uniqueness == UniquenessMode::off || !needs_uniqueness_) {
    result.known_unique = type_.uniqueness == UniquenessMode::assume;
    return result.known_unique ? std::uint32_t{NPE_FACT_UNIQUE} : 0u;
  }
  const bool unique = givens.unique();
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
  return slot.scoring.rating_for(step_rating_x10 ? step_rating_x10 : slot.info->default_rating_x10);
}

namespace {

int raw_rating(const npe_step& raw) { return NPE_HAS_FIELD(&raw, npe_step, rating_x10) ? raw.rating_x10 : 0; }

/** CPU time the calling thread has used. */
std::chrono::nanoseconds thread_cpu_time() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return std::chrono::seconds(now.tv_sec) + std::chrono::nanoseconds(now.tv_nsec);
}

}  // namespace

const CandidateBands* Engine::take_candidate_bands() {
  return validity_.synced() ? &validity_.candidate_bands() : nullptr;
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
      slot.instance->find(
          grid, !slot.ref->next_is_easiest,
          [&](const npe_step& raw) {
            check_raw_step(raw, grid, solution, slot.who, scratch_);
            const int rating = step_rating(slot, raw_rating(raw));
            if (!best || rating < best_rating) {
              copy_step_into(raw, slot.info->id, slot.who, into);
              best = &slot;
              best_rating = rating;
            }
            return rating > slot.min_rating_x10;
          },
          0, bands);
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
    const bool picks_keyed = prioritised && slot.key_digit_first && options_.key_digit_first;
    const bool all = prioritised && !picks_keyed;
    bool found = false, keyed = false;
    mark(slot);
    timed(slot, [&] {
      slot.instance->find(
          grid, all,
          [&](const npe_step& raw) {
            if (found && !all) return false;  // a step after STOP is not the technique's first
            // Every reported step is checked: the first where it is copied to (copied once), the
            // others in place, and a later keyed one is copied after its check.
            if (!found) {
              copy_step_into(raw, slot.info->id, slot.who, into);
              check_step(into, grid, solution, slot.who);
              found = true;
              keyed = all && !into.placements.empty() && into.placements.front().digit == key_digit;
              return all;
            }
            check_raw_step(raw, grid, solution, slot.who, scratch_);
            if (!keyed && raw.placement_count > 0 && raw.placements[0].digit == key_digit) {
              copy_step_into(raw, slot.info->id, slot.who, into);
              keyed = true;
            }
            return all;
          },
          picks_keyed ? key_digit : 0, bands);
    });
    if (found) return &slot;
  }
  return nullptr;
}

namespace {

/** Ends the run with `outcome` (and why); false, for the phase that stops the loop to return. */
bool stop(RunResult& result, Outcome outcome, std::string reason = {}) {
  result.outcome = outcome;
  result.reason = std::move(reason);
  return false;
}

}  // namespace

/** One run's state between steps, which the loop's phases read and change. */
struct Engine::Loop {
  Loop(Grid& grid, RunResult& result, const std::optional<Digits>& solution)
      : grid(grid), result(result), solution(solution) {}
  Grid& grid;
  RunResult& result;
  const std::optional<Digits>& solution;  // steps are checked against it, when known
  // The run's thread's CPU time at its start, taken only under a time_limit_ms (reading it is a
  // system call, which costs more than a step of the single-placement engine types). The limit counts
  // CPU, not wall time, so it ends the same runs on a loaded machine as on an idle one (the whole
  // run, every technique's find included, is on this thread, in the host or in an isolated worker).
  std::chrono::nanoseconds started{};
  // The board's digits: only a step's placements add any, each into an empty cell (check_step).
  int filled = 0;
  // The priority digit: the digit of the last placing step's first placement (0 before any).
  int key_digit = 0;
  // Eliminations made by elimination steps (techniques that only eliminate, run as steps): a
  // rebuild re-applies them, or such a step would be undone and found again forever.
  std::vector<CellDigit> step_eliminations;
  // Whether the candidates are what a rebuild would give (the digits' candidates less the elimination
  // steps' eliminations), so `candidates: rebuild` can skip it. True after a rebuild, and it stays true
  // through a step: the step's eliminations join step_eliminations, and place() removes the digit from
  // its cell and its peers exactly as a rebuild from the new digits would (placements go only into
  // empty cells, check_step). Preprocessing's eliminations are undone by a rebuild: false after them.
  // run() hands over a board just built from the givens: already as rebuilt.
  bool as_rebuilt = true;
  // The board passed the validity check and every change since went through validity_, so the check
  // looks only where those changes can have broken it. Whether validity_'s bitboards are still the
  // board's is validity_.synced(): every change made elsewhere desyncs it.
  bool checked = false;
};

RunResult Engine::run(const Puzzle& puzzle) {
  RunResult result;
  result.engine = type_.name;
  GivensSolutions givens(puzzle.givens);  // the exact solver, asked at most once for this puzzle
  std::optional<Digits> solution = solution_to_check(puzzle, givens);
  Grid grid = Grid::from_digits(puzzle.givens);
  grid.facts = uniqueness_facts(givens, result, solution);
  result.start_digits = grid.filled_count();
  Loop loop(grid, result, solution);
  if (type_.time_limit_ms > 0) loop.started = thread_cpu_time();
  current_technique_ = -1;
  try {
    run_loop(loop);
  } catch (const PluginError& e) {
    if (!options_.errors_as_results) throw;
    record_plugin_error(e, result);
  }
  if (call_site_) call_site_->step.store(0, std::memory_order_relaxed);
  if (result.outcome == Outcome::invalid && !solution && !result.steps.empty()) {
    const std::string blame = blame_step(puzzle, givens, result);
    if (!blame.empty()) result.reason = blame + ": " + result.reason;
  }
  result.final_grid = grid;
  return result;
}

void Engine::record_plugin_error(const PluginError& error, RunResult& result) const {
  result.outcome = Outcome::plugin_error;
  result.failed_step = static_cast<int>(result.steps.size()) + 1;
  const auto all = instances();
  if (current_technique_ >= 0 && current_technique_ < static_cast<int>(all.size())) {
    result.failed_technique = all[static_cast<std::size_t>(current_technique_)]->info().id;
  }
  result.reason = "step " + std::to_string(result.failed_step) + ": " + error.what();
}

void Engine::run_loop(Loop& loop) {
  validity_.desync();
  loop.filled = loop.grid.filled_count();
  // Room for a step per empty cell and some eliminations: the record rarely grows (each growth
  // moves every step).
  loop.result.steps.reserve(static_cast<std::size_t>(sdk::kCells - loop.filled) + 16);
  for (;;) {
    if (!ready_for_step(loop)) return;  // solved, invalid, or a limit reached
    step_number_ = static_cast<int>(loop.result.steps.size()) + 1;
    std::vector<CellDigit> preprocessed;
    if (!preprocess_valid(loop, preprocessed)) return;
    const RunStep* recorded = record_next_step(loop, preprocessed);
    if (!recorded) return;  // stuck
    apply_step(loop, recorded->step);
  }
}

bool Engine::known_valid(const Loop& loop) const { return loop.checked && validity_.still_valid(); }

bool Engine::rebuild_due(const Loop& loop) const {
  return type_.candidates == CandidateMode::rebuild && !(loop.as_rebuilt && options_.incremental_candidates);
}

bool Engine::time_up(const Loop& loop) const {
  return type_.time_limit_ms > 0 && thread_cpu_time() - loop.started >= std::chrono::milliseconds(type_.time_limit_ms);
}

bool Engine::ready_for_step(Loop& loop) {
  if (loop.filled == sdk::kCells && (known_valid(loop) || !find_invalidity(loop.grid))) {
    return stop(loop.result, Outcome::solved);
  }
  if (rebuild_due(loop)) rebuild_candidates(loop);
  if (!known_valid(loop)) {
    validity_.desync();  // retaken from the board after the full check
    if (auto reason = find_invalidity(loop.grid)) return stop(loop.result, Outcome::invalid, *reason);
  }
  if (type_.max_steps > 0 && static_cast<int>(loop.result.steps.size()) >= type_.max_steps) {
    return stop(loop.result, Outcome::step_limit);
  }
  if (time_up(loop)) {
    // A bound on runaway searches (forcing nets), as max_steps.
    return stop(loop.result, Outcome::step_limit, "time limit of " + std::to_string(type_.time_limit_ms) + " ms");
  }
  return true;
}

void Engine::rebuild_candidates(Loop& loop) {
  loop.grid.rebuild_candidates();
  for (const auto& [cell, digit] : loop.step_eliminations) loop.grid.eliminate(cell, digit);
  loop.as_rebuilt = true;
  loop.checked = false;  // a rebuild can give back candidates
  validity_.desync();
}

bool Engine::preprocess_valid(Loop& loop, std::vector<CellDigit>& preprocessed) {
  if (preprocess_.empty()) return true;
  preprocess(loop.grid, loop.solution, preprocessed);
  if (!preprocessed.empty()) {
    loop.as_rebuilt = false;
    validity_.desync();
  }
  if (auto reason = find_invalidity(loop.grid)) {
    loop.result.final_preprocessed = std::move(preprocessed);
    return stop(loop.result, Outcome::invalid, *reason);
  }
  return true;
}

const RunStep* Engine::record_next_step(Loop& loop, std::vector<CellDigit>& preprocessed) {
  RunResult& result = loop.result;
  // The chosen step is copied straight into the record's next step (a later, better choice
  // overwrites it in place): copied once, never moved.
  RunStep& recorded = result.steps.emplace_back();
  const Slot* found_by = nullptr;
  try {
    found_by = next_step(loop.grid, loop.key_digit, loop.solution, recorded.step);
  } catch (...) {
    result.steps.pop_back();  // a refused step is not recorded (run() names it by number)
    throw;
  }
  if (!found_by) {
    result.steps.pop_back();
    result.final_preprocessed = std::move(preprocessed);
    // A search that ends past the time limit may have been cut short by its technique's own bound
    // (max_work): the run is not known to be stuck, so it ends at the limit like any other step.
    if (time_up(loop)) {
      stop(result, Outcome::step_limit,
           "time limit of " + std::to_string(type_.time_limit_ms) + " ms (step " + std::to_string(step_number_) +
               "'s search found nothing after it)");
    } else {
      stop(result, Outcome::stuck);
    }
    return nullptr;
  }
  recorded.preprocessed = std::move(preprocessed);
  recorded.board_digits = loop.filled;
  score(*found_by, recorded, result);
  return &recorded;
}

void Engine::score(const Slot& slot, RunStep& recorded, RunResult& result) const {
  const Step& step = recorded.step;
  // The engine type's settings win over the step's own points and rating, which win over the technique's.
  recorded.points =
      slot.scoring.points_for(recorded.board_digits, step.points ? step.points : slot.info->default_points);
  recorded.rating_x10 = step_rating(slot, step.rating_x10);
  recorded.status_code = step.placements.empty() ? 0 : slot.scoring.status_code;
  result.rating_x10 = std::max(result.rating_x10, recorded.rating_x10);
  result.difficulty += recorded.points;
}

void Engine::apply_step(Loop& loop, const Step& step) {
  // The board passed the check (and preprocessing's, after its eliminations): the base of validity_,
  // unless the next step rebuilds the candidates (then it checks the whole board).
  const bool narrow = options_.narrowed_validity && !rebuild_due(loop);
  if (narrow && !validity_.synced()) {
    validity_.reset(loop.grid);
  } else if (narrow) {
    validity_.clear();
  } else {
    validity_.desync();  // the bitboards are not kept in step with the board now
  }
  for (const auto& [cell, digit] : step.eliminations) validity_.eliminate(loop.grid, cell, digit);
  if (type_.candidates == CandidateMode::rebuild) {
    loop.step_eliminations.insert(loop.step_eliminations.end(), step.eliminations.begin(), step.eliminations.end());
  }
  for (const auto& [cell, digit] : step.placements) validity_.place(loop.grid, cell, digit);
  loop.checked = narrow;
  if (!step.placements.empty()) loop.key_digit = step.placements.front().digit;
  loop.filled += static_cast<int>(step.placements.size());
}

}  // namespace npe
