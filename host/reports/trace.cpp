#include "reports/trace.hpp"

#include <algorithm>

#include "reports/status_line.hpp"

namespace npe {

std::vector<Grid> replay_boards(const Digits& givens, const std::vector<Step>& steps,
                                const std::vector<std::vector<CellDigit>>& preprocessed, CandidateMode mode) {
  // The order of Engine::run: stop when solved; rebuild (plus earlier elimination steps); preprocess;
  // the step's eliminations, then its placements.
  std::vector<Grid> boards;
  Grid grid = Grid::from_digits(givens);
  std::vector<CellDigit> step_eliminations;
  for (std::size_t k = 0; k <= steps.size(); ++k) {
    if (mode == CandidateMode::rebuild && !grid.solved()) {
      grid.rebuild_candidates();
      for (const auto& [cell, digit] : step_eliminations) grid.eliminate(cell, digit);
    }
    boards.push_back(grid);
    if (k == steps.size()) break;
    if (k < preprocessed.size()) {
      for (const auto& [cell, digit] : preprocessed[k]) grid.eliminate(cell, digit);
    }
    for (const auto& [cell, digit] : steps[k].eliminations) grid.eliminate(cell, digit);
    step_eliminations.insert(step_eliminations.end(), steps[k].eliminations.begin(), steps[k].eliminations.end());
    for (const auto& [cell, digit] : steps[k].placements) grid.place(cell, digit);
  }
  return boards;
}

TraceSide trace_side(const Puzzle& puzzle, const RunResult& run, CandidateMode mode) {
  TraceSide side;
  side.label = run.engine;
  side.outcome = std::string(outcome_name(run.outcome)) + (run.reason.empty() ? "" : " (" + run.reason + ")");
  if (!run.uniqueness_warning.empty()) side.note = "warning: " + run.uniqueness_warning;
  RunResult so_far;  // the status line counts codes, points and board counts only
  so_far.start_digits = run.start_digits;
  so_far.outcome = Outcome::step_limit;
  for (const auto& applied : run.steps) {
    side.steps.push_back(applied.step);
    side.preprocessed.push_back(applied.preprocessed);
    side.statuses.push_back(status_line(so_far));
    RunStep counted;
    counted.board_digits = applied.board_digits;
    counted.points = applied.points;
    counted.status_code = applied.status_code;
    so_far.steps.push_back(std::move(counted));
    so_far.difficulty += applied.points;
  }
  side.preprocessed.push_back(run.final_preprocessed);
  so_far.outcome = run.outcome;
  side.statuses.push_back(status_line(so_far));
  side.boards = replay_boards(puzzle.givens, side.steps, side.preprocessed, mode);
  return side;
}

int first_divergence(const std::vector<TraceSide>& sides) {
  if (sides.size() < 2) return -1;
  std::size_t longest = 0;
  for (const auto& side : sides) longest = std::max(longest, side.steps.size());
  for (std::size_t k = 0; k < longest; ++k) {
    for (const auto& side : sides) {
      if (k >= side.steps.size()) return static_cast<int>(k);  // one run ended, another goes on
    }
    const std::string first = step_line(sides.front().steps[k]);
    for (const auto& side : sides) {
      if (step_line(side.steps[k]) != first) return static_cast<int>(k);
    }
  }
  return -1;
}

TraceCase trace_case(const std::string& title, const Puzzle& puzzle, std::vector<TraceSide> sides) {
  TraceCase result;
  result.title = title;
  result.puzzle = puzzle.givens_line();
  result.sides = std::move(sides);
  result.divergence = first_divergence(result.sides);
  return result;
}

TraceCase fixture_trace_case(const std::string& title, const FixtureCase& expected, const CaseResult& actual,
                             CandidateMode mode) {
  TraceSide now = trace_side(actual.puzzle, actual.run, mode);
  now.label = "actual: " + actual.run.engine;
  TraceSide recorded;
  recorded.label = "expected (fixture)";
  recorded.outcome = expected.outcome;
  for (const auto& line : expected.steps) recorded.steps.push_back(parse_step_line(line));
  const std::size_t divergence = actual.divergence ? actual.divergence->step : expected.steps.size();
  // Up to the divergence both runs stand on the same boards, so the same preprocessing applies.
  for (std::size_t k = 0; k <= divergence && k < now.preprocessed.size() && k <= recorded.steps.size(); ++k) {
    recorded.preprocessed.push_back(now.preprocessed[k]);
    recorded.statuses.push_back(now.statuses[k]);
  }
  recorded.boards = replay_boards(actual.puzzle.givens, recorded.steps, recorded.preprocessed, mode);
  if (divergence < recorded.steps.size()) {
    recorded.note =
        "After the divergence: the steps as the fixture records them (no evidence), on boards replayed "
        "without preprocessing.";
  }
  TraceCase result = trace_case(title, actual.puzzle, {std::move(recorded), std::move(now)});
  if (actual.divergence) result.divergence = static_cast<int>(actual.divergence->step);
  return result;
}

}  // namespace npe
