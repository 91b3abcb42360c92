#include "mining/mine_scan.hpp"

#include <algorithm>

#include "base/errors.hpp"
#include "mining/mine_input.hpp"
#include "mining/neighbourhood.hpp"
#include "reports/trace.hpp"
#include "search/position_solution.hpp"
#include "validation/step_validation.hpp"

namespace npe {

namespace {

bool runs(const Engine& engine, const std::string& id) {
  const auto instances = engine.instances();
  return std::any_of(instances.begin(), instances.end(), [&](const auto* i) { return i->info().id == id; });
}

/** The board the technique at step `index` searched: before the step, after its preprocessing. */
Grid board_before(const std::vector<Grid>& boards, const std::vector<std::vector<CellDigit>>& preprocessed,
                  std::size_t index) {
  Grid board = boards[index];
  if (index < preprocessed.size()) {
    for (const auto& [cell, digit] : preprocessed[index]) board.eliminate(cell, digit);
  }
  return board;
}

bool same_board(const Grid& a, const Grid& b) { return a.digits == b.digits && a.candidates == b.candidates; }

}  // namespace

void check_mine_request(const PluginRegistry& registry, const MineRequest& request) {
  if (request.techniques.empty()) throw InputError("give a technique to look for: -t ID (repeatable)");
  for (const auto& id : request.techniques) {
    if (!registry.find(id)) throw InputError("-t " + id + ": no loaded technique has this id (see npe plugins)");
  }
  if (!request.engine) return;
  const Engine engine(*request.engine, registry);
  for (const auto& id : request.techniques) {
    if (!runs(engine, id)) {
      throw InputError("-t " + id + ": engine type '" + request.engine->name +
                       "' does not run it; give one that does with -e, or no -e to look at the positions as given");
    }
  }
}

MineScanner::MineScanner(const PluginRegistry& registry, const MineRequest& request)
    : registry_(registry), request_(request), without_(request.techniques.size()) {
  for (const auto& id : request.techniques) instances_.push_back(registry.create(id, {}));
  if (request.engine) engine_ = std::make_unique<Engine>(*request.engine, registry);
}

MineScanner::~MineScanner() = default;

std::vector<Step> MineScanner::steps_of(std::size_t technique, const Grid& grid,
                                        const std::optional<Digits>& solution) {
  const TechniqueInstance& instance = *instances_[technique];
  const std::string& id = request_.techniques[technique];
  const std::string who = instance.describe();
  std::vector<Step> steps;
  instance.find(grid, true, [&](const npe_step& raw) {
    steps.push_back(copy_step(raw, id, who));
    check_step(steps.back(), grid, solution, who);
    return true;
  });
  return steps;
}

MineFindings MineScanner::scan(const MinePosition& position) {
  MineFindings findings;
  findings.tallies.resize(request_.techniques.size());
  // As `npe find --uniqueness check`: NPE_FACT_UNIQUE when the givens have one solution, and the
  // steps checked against the line's solution, else that one when the position keeps it.
  const PositionSolution solved = solve_position(position.grid);
  const std::optional<Digits> solution = position.solution ? position.solution : solved.solution;
  Grid grid = position.grid;
  grid.facts = solved.unique ? std::uint32_t{NPE_FACT_UNIQUE} : 0u;
  for (std::size_t t = 0; t < instances_.size(); ++t) {
    auto steps = steps_of(t, grid, solution);
    if (steps.empty()) continue;
    findings.tallies[t].given = true;
    findings.hits.push_back({static_cast<int>(t), 0, false, grid, std::move(steps)});
  }
  if (engine_ && position.path_start) scan_path(position, solution, grid.facts, findings);
  std::stable_sort(findings.hits.begin(), findings.hits.end(), [](const MineHit& a, const MineHit& b) {
    return a.technique != b.technique ? a.technique < b.technique : a.point < b.point;
  });
  return findings;
}

void MineScanner::scan_path(const MinePosition& position, const std::optional<Digits>& solution, std::uint32_t facts,
                            MineFindings& findings) {
  Puzzle puzzle;
  puzzle.givens = position.grid.digits;
  puzzle.solution = solution;
  puzzle.origin = position.origin;
  const RunResult run = engine_->run(puzzle);
  findings.path_run = true;
  std::vector<Step> steps;
  std::vector<std::vector<CellDigit>> preprocessed;
  for (const auto& step : run.steps) {
    steps.push_back(step.step);
    preprocessed.push_back(step.preprocessed);
  }
  const std::vector<Grid> boards = replay_boards(puzzle.givens, steps, preprocessed, engine_->type().candidates);
  for (std::size_t t = 0; t < instances_.size(); ++t) {
    MineTally& tally = findings.tallies[t];
    const std::string& id = request_.techniques[t];
    for (std::size_t k = 0; k < steps.size() && !tally.path; ++k) {
      Grid board = board_before(boards, preprocessed, k);
      board.facts = facts;
      if (same_board(board, position.grid)) continue;  // the position as given: scanned already
      auto found = steps_of(t, board, solution);
      if (found.empty()) continue;
      tally.path = true;
      findings.hits.push_back({static_cast<int>(t), static_cast<int>(k) + 1, false, board, std::move(found)});
    }
    const auto first_use = std::find_if(steps.begin(), steps.end(), [&](const Step& s) { return s.technique == id; });
    tally.used = first_use != steps.end();
    tally.needed = tally.used && needed_by(t, puzzle, run);
    if (!tally.needed) continue;
    const auto k = static_cast<std::size_t>(first_use - steps.begin());
    auto same_point = std::find_if(findings.hits.begin(), findings.hits.end(), [&](const MineHit& hit) {
      return hit.technique == static_cast<int>(t) && hit.point == static_cast<int>(k) + 1;
    });
    if (same_point != findings.hits.end()) {
      same_point->needed = true;
      continue;
    }
    Grid board = board_before(boards, preprocessed, k);
    board.facts = facts;
    findings.hits.push_back({static_cast<int>(t), static_cast<int>(k) + 1, true, board, {*first_use}});
  }
}

bool MineScanner::needed_by(std::size_t technique, const Puzzle& puzzle, const RunResult& run) {
  if (run.outcome != Outcome::solved) return false;
  const std::string& id = request_.techniques[technique];
  auto& engine = without_[technique];
  if (!engine) engine = std::make_unique<Engine>(engine_type_without(*request_.engine, id), registry_);
  return run_needs(run, id, *engine, puzzle);
}

}  // namespace npe
