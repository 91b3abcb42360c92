#include "reports/run_summary.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace npe {

void RunSummary::add(const RunResult& run) {
  ++puzzles;
  ++outcomes[std::string(outcome_name(run.outcome))];
  steps += static_cast<long>(run.steps.size());
  for (const auto& step : run.steps) ++steps_per_technique[step.step.technique];
  if (run.outcome == Outcome::solved) difficulty_solved += run.difficulty;
}

long RunSummary::count(Outcome outcome) const {
  auto it = outcomes.find(std::string(outcome_name(outcome)));
  return it == outcomes.end() ? 0 : it->second;
}

double RunSummary::mean_difficulty() const {
  const long solved = count(Outcome::solved);
  return solved == 0 ? 0.0 : static_cast<double>(difficulty_solved) / static_cast<double>(solved);
}

nlohmann::json to_json(const RunSummary& summary) {
  nlohmann::json outcomes = nlohmann::json::object();
  for (Outcome o : kOutcomes) {
    outcomes[std::string(outcome_name(o))] = summary.count(o);
  }
  return {{"engine", summary.engine},
          {"puzzles", summary.puzzles},
          {"outcomes", outcomes},
          {"steps", summary.steps},
          {"steps_per_technique", summary.steps_per_technique},
          {"mean_difficulty_solved", summary.mean_difficulty()}};
}

std::string to_text(const RunSummary& summary) {
  std::string out =
      fmt::format("engine {}: {} puzzles, solved {}, stuck {}, invalid {}, step-limit {}\n", summary.engine,
                  summary.puzzles, summary.count(Outcome::solved), summary.count(Outcome::stuck),
                  summary.count(Outcome::invalid), summary.count(Outcome::step_limit));
  if (const long failed =
          summary.count(Outcome::plugin_error) + summary.count(Outcome::crashed) + summary.count(Outcome::timed_out)) {
    out += fmt::format("  plugin failures {}: plugin-error {}, crashed {}, timed-out {}\n", failed,
                       summary.count(Outcome::plugin_error), summary.count(Outcome::crashed),
                       summary.count(Outcome::timed_out));
  }
  out += fmt::format("  steps {} (", summary.steps);
  bool first = true;
  for (const auto& [technique, count] : summary.steps_per_technique) {
    out += fmt::format("{}{} {}", first ? "" : ", ", technique, count);
    first = false;
  }
  out += fmt::format("), mean d of solved {:.1f}\n", summary.mean_difficulty());
  return out;
}

}  // namespace npe
