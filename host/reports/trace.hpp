// The step-through viewer (`npe trace`, `npe fixture check --html`): runs laid out step by step as
// the board before each step, what preprocessing removed there, the step and the status line, and
// written as one self-contained HTML page (docs/trace.md).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "fixtures/fixture_run.hpp"
#include "steps/step.hpp"

namespace npe {

/** One run as the viewer shows it. Frame k (0 <= k <= steps.size()) is the board before step k;
 *  the last frame is the board where the run stopped. */
struct TraceSide {
  std::string label;  // the engine type's name, "expected (fixture)", ...
  std::vector<Step> steps;
  std::vector<Grid> boards;                          // per frame: the board before preprocessing
  std::vector<std::vector<CellDigit>> preprocessed;  // per frame: what preprocessing removed from it
  std::vector<std::string> statuses;                 // per frame: the status line of the steps before it
  std::string outcome;                               // "solved", "stuck", "invalid (reason)", ...
  std::string note;                                  // shown under the board, e.g. what is not known
};

/** One puzzle with one side per run. */
struct TraceCase {
  std::string title;   // where the puzzle comes from
  std::string puzzle;  // its 81-character line
  std::vector<TraceSide> sides;
  /** First step index whose step_line() differs between the sides (as `npe compare` counts), -1 when
   *  every side made the same steps. */
  int divergence = -1;
};

/** The boards before each step of a run and where it stopped, replayed from the givens as the engine
 *  made them: candidates rebuilt from the digits before every step under `candidates: rebuild` (then
 *  the eliminations of earlier elimination steps), the preprocessing of RunStep::preprocessed, the
 *  step. `preprocessed` may be shorter than `steps` (nothing known after it); boards.size() ==
 *  steps.size() + 1. */
std::vector<Grid> replay_boards(const Digits& givens, const std::vector<Step>& steps,
                                const std::vector<std::vector<CellDigit>>& preprocessed, CandidateMode mode);

/** A run of `mode`'s engine type as a side, with status lines. */
TraceSide trace_side(const Puzzle& puzzle, const RunResult& run, CandidateMode mode);

/** The case of several runs of one puzzle, with their first divergence. */
TraceCase trace_case(const std::string& title, const Puzzle& puzzle, std::vector<TraceSide> sides);

/** The first index where the sides' steps differ (step_line), -1 when none does. */
int first_divergence(const std::vector<TraceSide>& sides);

/** A fixture case beside its run now: the expected steps as the fixture records them (text,
 *  eliminations, seed-notation placements; the boards are the run's up to the divergence, then the
 *  expected steps replayed without preprocessing) and the actual run. */
TraceCase fixture_trace_case(const std::string& title, const FixtureCase& expected, const CaseResult& actual,
                             CandidateMode mode);

/** A case as the trace page's data (and `npe serve`'s engine runs): {title, puzzle, divergence,
 *  sides: [{label, outcome, note, frames: [{svg, pre, status, line, token, technique, evidence}]}]};
 *  frame k is the board before step k drawn by board_svg. */
nlohmann::json trace_case_json(const TraceCase& trace);

/** The self-contained page (no network, no external script) stepping through the cases. */
std::string trace_html(const std::string& title, const std::vector<TraceCase>& cases);

}  // namespace npe
