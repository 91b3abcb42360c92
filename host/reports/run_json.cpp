#include "reports/run_json.hpp"

#include <nlohmann/json.hpp>

#include "reports/cell_digits_json.hpp"
#include "reports/evidence_json.hpp"
#include "reports/status_line.hpp"

namespace npe {

nlohmann::json to_json(const Step& step) {
  nlohmann::json out = {{"notation", step_token(step)},
                        {"technique", step.technique},
                        {"text", step.text},
                        {"placements", cell_digits_json(step.placements)},
                        {"eliminations", cell_digits_json(step.eliminations)}};
  if (auto evidence = evidence_to_json(step); !evidence.is_null()) out["evidence"] = nlohmann::json(evidence);
  return out;
}

nlohmann::json to_json(const Puzzle& puzzle, const RunResult& run) {
  nlohmann::json steps = nlohmann::json::array();
  for (const auto& applied : run.steps) {
    auto step = to_json(applied.step);
    step["points"] = applied.points;
    step["rating"] = applied.rating_x10 / 10.0;
    steps.push_back(std::move(step));
  }
  nlohmann::json out = {
      {"puzzle", puzzle.givens_line()},       {"origin", puzzle.origin},         {"engine", run.engine},
      {"outcome", outcome_name(run.outcome)}, {"steps", std::move(steps)},       {"status", status_line(run)},
      {"difficulty", run.difficulty},         {"rating", run.rating_x10 / 10.0}, {"final", run.final_grid.to_line()}};
  if (!run.reason.empty()) out["reason"] = run.reason;
  if (run.failed_step > 0) out["failed_step"] = run.failed_step;
  if (!run.failed_technique.empty()) out["failed_technique"] = run.failed_technique;
  if (!run.uniqueness_warning.empty()) out["warning"] = run.uniqueness_warning;
  return out;
}

}  // namespace npe
