// The engine: NPE's nextStep (docs/seed-notes.md, The engine) driven by an engine type and technique plugins.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board/grid.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine_type.hpp"
#include "engine/find_timing.hpp"
#include "engine/validity_delta.hpp"
#include "loader/plugin_registry.hpp"
#include "steps/step.hpp"

namespace npe {

class GivensSolutions;
struct PluginError;

/** How a run ended. plugin_error: a step was refused (unsound, malformed, bad evidence) and the run
 *  recorded it (EngineOptions::errors_as_results); crashed and timed_out: an isolated run's worker died
 *  or was killed in a technique (host/isolation). */
enum class Outcome { solved, stuck, invalid, step_limit, plugin_error, crashed, timed_out };
inline constexpr Outcome kOutcomes[] = {Outcome::solved,       Outcome::stuck,   Outcome::invalid,  Outcome::step_limit,
                                        Outcome::plugin_error, Outcome::crashed, Outcome::timed_out};
std::string_view outcome_name(Outcome outcome);
/** The outcome named `name` (outcome_name), or nothing. */
std::optional<Outcome> parse_outcome(std::string_view name);
/** A plugin misbehaved: plugin_error, crashed or timed_out. */
bool is_plugin_failure(Outcome outcome);

/** A step as the engine applied it. */
struct RunStep {
  Step step;
  int board_digits = 0;  // digits on the board before the step
  int points = 0;        // difficulty points (the seed's d)
  int status_code = 0;   // status-line code (1 box, 2 row/col, 3 cell, ...), 0 for eliminations
  int rating_x10 = 0;    // the technique's rating in tenths
  /** Candidates the `preprocess:` techniques removed just before this step (each once, in the order
   *  removed); the step was found on the board without them. */
  std::vector<CellDigit> preprocessed;
};

struct RunResult {
  std::string engine;
  Outcome outcome = Outcome::stuck;
  std::string reason;  // why the board is invalid, the time limit that stopped the run, or what the
                       // plugin did (plugin_error, crashed, timed_out)
  /** plugin_error, crashed, timed_out: the step being searched (1-based) and the technique's id. */
  int failed_step = 0;
  std::string failed_technique;
  int start_digits = 0;
  std::vector<RunStep> steps;
  /** What preprocessing removed after the last step, before the run stopped (stuck or invalid). */
  std::vector<CellDigit> final_preprocessed;
  Grid final_grid;
  int difficulty = 0;         // sum of the steps' points
  int rating_x10 = 0;         // highest rating among the steps (Sudoku Explainer's ER, GNPX's level), tenths
  bool known_unique = false;  // techniques were told the puzzle has one solution (NPE_FACT_UNIQUE)
  /** Set when `uniqueness: assume` told techniques the puzzle is unique but it is not: uniqueness steps
   *  may then have removed solutions, so the run is not a sound record. */
  std::string uniqueness_warning;
};

/** What the engine is calling, for crash reports (host/isolation): written before every technique
 *  call, read by a signal handler or by the parent of a worker process (hence plain atomics, which
 *  may live in shared memory). */
struct CallSite {
  std::atomic<int> step{0};        // the step being searched, 1-based; 0 between runs
  std::atomic<int> technique{-1};  // index into Engine::instances()
};

/** What an engine does besides running its type, fixed when it is made. */
struct EngineOptions {
  /** A step contradicting the solution the puzzle carries is a PluginError. */
  bool check_solution = true;
  /** With check_solution, also on puzzles that carry no solution: the exact solver's, when unique. */
  bool check_soundness = false;
  /** A refused step (PluginError) ends the run with Outcome::plugin_error instead of throwing
   *  (what host/isolation's runners need: a run's result, whatever the plugin did). */
  bool errors_as_results = false;
  /** Sums the wall time of every find call per technique (technique_seconds); off, no clock is read. */
  bool time_techniques = false;
  /** Off: the priority digit asks every placing technique for all its steps and picks the keyed one,
   *  even where the technique declares NPE_TECHNIQUE_KEY_DIGIT_FIRST (the path of every technique
   *  that does not; tests compare the two). */
  bool key_digit_first = true;
  /** Off: `candidates: rebuild` types rebuild before every step, not only when a step could have left
   *  the candidates differing from a rebuild (tests compare the two). */
  bool incremental_candidates = true;
  /** Off: the validity check before each step looks at the whole board, not only where the last
   *  step's changes can have made it invalid (tests compare the two). */
  bool narrowed_validity = true;
};

class Engine {
 public:
  /** Creates one instance of every technique the type names; throws InputError for an unknown
   *  technique (with its YAML location) or refused parameters. */
  Engine(EngineType type, const PluginRegistry& registry, const EngineOptions& options = {});

  /** Runs nextStep until solved, stuck, invalid or the step limit; a step contradicting the
   *  puzzle's solution (options().check_solution) is a PluginError. Not thread-safe: use one Engine
   *  per thread. */
  RunResult run(const Puzzle& puzzle);

  const EngineType& type() const { return type_; }
  const EngineOptions& options() const { return options_; }
  /** Every technique instance (preprocess first, then techniques), for provenance and reports. */
  std::vector<const TechniqueInstance*> instances() const;
  /** Where the engine records each technique call (nullptr: nowhere). */
  void set_call_site(CallSite* site) { call_site_ = site; }
  /** Seconds spent in each technique's find calls (options().time_techniques), by instances() index. */
  std::vector<double> technique_seconds() const;

 private:
  struct Slot {
    std::unique_ptr<TechniqueInstance> instance;
    const TechniqueInfo* info = nullptr;  // instance->info(), read at every step without the hops
    std::string who;                      // for messages
    const TechniqueRef* ref = nullptr;
    TechniqueScoring scoring;        // the engine type's points, rating and status code for it
    bool yields_placements = false;  // the priority digit can choose among its moves
    bool key_digit_first = false;    // NPE_TECHNIQUE_KEY_DIGIT_FIRST: reports the keyed move itself
    int min_rating_x10 = 0;          // the entry's or technique's rating: no step of it rates lower
    int index = 0;                   // in instances()
  };

  /** Applies the preprocess techniques' eliminations until nothing changes (or the pass limit),
   *  appending each candidate it removes to `removed`. */
  void preprocess(Grid& grid, const std::optional<Digits>& solution, std::vector<CellDigit>& removed);
  /** The step of the first technique that finds one, into `into`; the priority digit picks among its
   *  moves. Every reported step is checked, the first on its copy in `into`; only chosen ones are copied. */
  const Slot* next_step(const Grid& grid, int key_digit, const std::optional<Digits>& solution, Step& into);
  /** The board's candidate bands for the techniques, kept with the validity bitboards, when those
   *  are the board's; nullptr otherwise (the techniques then scan the masks:
   *  working the bands out from them would cost what it saves). */
  const CandidateBands* take_candidate_bands();
  /** `selection: easiest`: the lowest-rated step of all techniques (see SelectionMode), into `into`. */
  const Slot* easiest_step(const Grid& grid, const std::optional<Digits>& solution, Step& into);
  /** A step's rating: the engine type's setting, else the step's own, else the technique's. */
  int step_rating(const Slot& slot, int step_rating_x10) const;

  // The step loop (run_loop), in the order of its phases. Each phase that ends the run sets the
  // outcome (and reason) and returns false (nullptr).
  struct Loop;
  /** The steps of run() on the board as Grid::from_digits built it (its candidates as a rebuild
   *  gives them): until solved, stuck, invalid or a limit; throws PluginError. */
  void run_loop(Loop& loop);
  /** Before a search: the board is not solved, after the rebuild `candidates: rebuild` may be due it
   *  is valid, and neither the step limit nor the time limit is reached. */
  bool ready_for_step(Loop& loop);
  /** Whether the engine type's time_limit_ms has passed since the run began. */
  bool time_up(const Loop& loop) const;
  /** The preprocess techniques' eliminations (into `preprocessed`); false when they left the board
   *  invalid. */
  bool preprocess_valid(Loop& loop, std::vector<CellDigit>& preprocessed);
  /** The next step, found, recorded in the result and scored; nullptr when none is found (stuck, or
   *  step-limit when the search ended past the time limit). */
  const RunStep* record_next_step(Loop& loop, std::vector<CellDigit>& preprocessed);
  /** The step's changes made to the board through validity_, which keeps them for the next check. */
  void apply_step(Loop& loop, const Step& step);
  // What the phases share.
  /** The board passed the check and the changes since, narrowed, cannot have made it invalid. */
  bool known_valid(const Loop& loop) const;
  /** `candidates: rebuild` and the candidates may differ from a rebuild's (or the shortcut is off). */
  bool rebuild_due(const Loop& loop) const;
  void rebuild_candidates(Loop& loop);
  /** The recorded step's points, rating and status code, and the run's difficulty and rating. */
  void score(const Slot& slot, RunStep& recorded, RunResult& result) const;
  /** A refused step as the run's result (options().errors_as_results). */
  void record_plugin_error(const PluginError& error, RunResult& result) const;

  /** Runs `call` (one find call of `slot`), adding its wall time to the slot's when timing
   *  (engine/find_timing.hpp: every call of a slow technique, a sample of a cheap one's). */
  template <class Call>
  void timed(const Slot& slot, Call&& call) {
    if (!options_.time_techniques) return call();
    find_timings_[static_cast<std::size_t>(slot.index)].time(call);
  }
  /** Records the technique about to be called (the call site, and for plugin-error results). */
  void mark(const Slot& slot) {
    current_technique_ = slot.index;
    if (call_site_) {
      call_site_->step.store(step_number_, std::memory_order_relaxed);
      call_site_->technique.store(slot.index, std::memory_order_relaxed);
    }
  }

  // What the run knows of its puzzle, each asking `givens` (the exact solver, at most once a run).
  /** The solution steps are checked against: the puzzle's, or with check_soundness the givens'
   *  when unique; none when options().check_solution is off. */
  std::optional<Digits> solution_to_check(const Puzzle& puzzle, GivensSolutions& givens) const;
  /** NPE_FACT_UNIQUE for this puzzle; may clear `solution` checks (see uniqueness_warning). */
  std::uint32_t uniqueness_facts(GivensSolutions& givens, RunResult& result, std::optional<Digits>& solution) const;

  EngineType type_;
  bool needs_uniqueness_ = false;  // some technique declares NPE_TECHNIQUE_NEEDS_UNIQUENESS
  std::vector<Slot> preprocess_;
  std::vector<Slot> techniques_;
  EngineOptions options_;
  // Reused between steps so the step loop does not allocate: a step with evidence being checked, and
  // the eliminations preprocessing found.
  Step scratch_;
  std::vector<CellDigit> found_eliminations_;
  ValidityDelta validity_;  // the last step's changes, for the narrowed validity check
  CallSite* call_site_ = nullptr;
  std::vector<FindTiming> find_timings_;  // by instances() index, with options_.time_techniques
  TickSpan timing_span_;                  // converts their ticks to seconds
  int step_number_ = 0;                   // the step being searched, for the call site
  int current_technique_ = -1;            // index of the technique called last
};

}  // namespace npe
