#include "mining/mine_report.hpp"

#include <fmt/format.h>

#include "board/marked_digits.hpp"
#include "reports/cell_digits_json.hpp"

namespace npe {

void MineSummary::add(const MineFindings& findings) {
  ++positions;
  path_runs += findings.path_run ? 1 : 0;
  counts.resize(techniques.size());
  for (std::size_t t = 0; t < findings.tallies.size(); ++t) {
    const MineTally& tally = findings.tallies[t];
    MineCount& count = counts[t];
    count.given += tally.given;
    count.path += tally.path;
    count.fired += tally.given || tally.path;
    count.used += tally.used;
    count.needed += tally.needed;
  }
}

std::string hit_place(const MineHit& hit) {
  return (hit.point == 0 ? std::string("given") : "step " + std::to_string(hit.point)) + (hit.needed ? " needed" : "");
}

std::string hit_text(const std::string& origin, const MineHit& hit, const std::string& technique) {
  std::string text;
  for (const auto& step : hit.steps)
    text += "# " + origin + " " + technique + " " + hit_place(hit) + ": " + step_line(step) + "\n";
  return text + position_line(hit.grid) + "\n";
}

nlohmann::ordered_json hit_json(const std::string& origin, const MineHit& hit, const std::string& technique) {
  nlohmann::ordered_json steps = nlohmann::ordered_json::array();
  for (const auto& step : hit.steps) {
    steps.push_back({{"technique", step.technique},
                     {"text", step.text},
                     {"line", step_line(step)},
                     {"placements", cell_digits_json<nlohmann::ordered_json>(step.placements)},
                     {"eliminations", cell_digits_json<nlohmann::ordered_json>(step.eliminations)}});
  }
  return {{"origin", origin},
          {"technique", technique},
          {"point", hit.point},
          {"needed", hit.needed},
          {"position", position_line(hit.grid)},
          {"steps", std::move(steps)}};
}

std::string summary_text(const MineSummary& summary) {
  std::string text = fmt::format("# summary: {} positions", summary.positions);
  if (!summary.engine.empty()) text += fmt::format(", {} along {}'s path", summary.path_runs, summary.engine);
  text += fmt::format(", {:.1f} s CPU\n", summary.cpu_seconds);
  std::size_t width = 9;
  for (const auto& id : summary.techniques) width = std::max(width, id.size());
  text += fmt::format("# {:<{}}  {:>9}  {:>8}  {:>8}  {:>7}  {:>7}  {:>7}\n", "technique", width, "positions", "fired",
                      "as given", "on path", "used", "needed");
  for (std::size_t t = 0; t < summary.techniques.size(); ++t) {
    const MineCount& c = summary.counts[t];
    const bool path = !summary.engine.empty();
    text += fmt::format("# {:<{}}  {:>9}  {:>8}  {:>8}  {:>7}  {:>7}  {:>7}\n", summary.techniques[t], width,
                        summary.positions, c.fired, c.given, path ? std::to_string(c.path) : "-",
                        path ? std::to_string(c.used) : "-", path ? std::to_string(c.needed) : "-");
  }
  return text;
}

nlohmann::ordered_json summary_json(const MineSummary& summary) {
  nlohmann::ordered_json techniques = nlohmann::ordered_json::array();
  for (std::size_t t = 0; t < summary.techniques.size(); ++t) {
    const MineCount& c = summary.counts[t];
    nlohmann::ordered_json item = {
        {"technique", summary.techniques[t]}, {"positions", summary.positions}, {"fired", c.fired}, {"given", c.given}};
    if (!summary.engine.empty()) {
      item["path"] = c.path;
      item["used"] = c.used;
      item["needed"] = c.needed;
    }
    techniques.push_back(std::move(item));
  }
  return {{"positions", summary.positions},
          {"engine", summary.engine.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(summary.engine)},
          {"path_runs", summary.path_runs},
          {"cpu_seconds", summary.cpu_seconds},
          {"techniques", std::move(techniques)}};
}

}  // namespace npe
