#include "reports/fixture_report.hpp"

#include "reports/board_picture.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace npe {

namespace {

std::string indent(const std::string& text, const std::string& prefix) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    const auto end = text.find('\n', at);
    out += prefix + text.substr(at, end - at) + "\n";
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return out;
}

std::string step_or_end(const std::vector<std::string>& steps, std::size_t i, const std::string& outcome) {
  if (i < steps.size()) return steps[i];
  return i == steps.size() ? "(end: " + outcome + ")" : "";
}

std::string case_name(const FixtureRun& run, std::size_t index) {
  const auto& c = run.fixture.cases[index];
  return fmt::format("puzzle {} ({})", index + 1, c.origin.empty() ? c.puzzle.substr(0, 81) : c.origin);
}

}  // namespace

std::string change_cause(const FixtureRun& run) {
  if (run.fixture.recorded_with.empty()) return "no provenance recorded in the fixture: cannot tell what changed";
  if (run.changes.empty()) return "the steps changed (same engine type and plugins as when recorded)";
  std::string text = "the engine type or a plugin changed since recording:";
  for (const auto& change : run.changes) text += "\n  " + change;
  return text;
}

std::string divergence_report(const FixtureRun& run, std::size_t case_index, int context) {
  const auto& expected = run.fixture.cases[case_index];
  const auto& result = run.cases[case_index];
  if (!result.divergence) return "";
  const auto& d = *result.divergence;
  std::string out = fmt::format("{}:{}: {} diverges at step {}\n", run.path.string(), expected.line,
                                case_name(run, case_index), d.step + 1);
  out += indent(change_cause(run), "  ");
  const std::size_t first = d.step >= 2 ? d.step - 2 : 0;
  const std::size_t last = d.step + static_cast<std::size_t>(context);
  std::size_t width = 8;
  for (std::size_t i = first; i <= last; ++i) {
    width = std::max(width, step_or_end(expected.steps, i, expected.outcome).size());
  }
  out += fmt::format("  {:>5}  {:<{}} | {}\n", "step", "expected", width, "actual");
  for (std::size_t i = first; i <= last; ++i) {
    const std::string want = step_or_end(expected.steps, i, expected.outcome);
    const std::string got = step_or_end(result.actual.steps, i, result.actual.outcome);
    if (want.empty() && got.empty()) break;
    out += fmt::format("{} {:>5}  {:<{}} | {}\n", i == d.step ? ">>" : "  ", i + 1, want, width, got);
  }
  if (d.expected.starts_with("outcome")) out += fmt::format("  expected {}, got {}\n", d.expected, d.actual);
  out += fmt::format("  expected: {}\n  actual:   {}\n  board before step {}:\n", d.expected, d.actual, d.step + 1);
  out += indent(board_picture(d.board), "    ");
  return out;
}

std::string junit_xml(const std::vector<FixtureRun>& runs) {
  std::size_t tests = 0, failures = 0;
  for (const auto& run : runs) {
    tests += run.cases.size();
    failures += run.failures();
  }
  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += fmt::format("<testsuites name=\"npe fixtures\" tests=\"{}\" failures=\"{}\">\n", tests, failures);
  for (const auto& run : runs) {
    out += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\">\n", xml_escape(run.path.string()),
                       run.cases.size(), run.failures());
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
      out += fmt::format("    <testcase classname=\"{}\" name=\"{}\"", xml_escape(run.path.string()),
                         xml_escape(case_name(run, i)));
      if (!run.cases[i].divergence) {
        out += "/>\n";
        continue;
      }
      const auto& d = *run.cases[i].divergence;
      out += fmt::format(">\n      <failure message=\"{}\">{}</failure>\n    </testcase>\n",
                         xml_escape(fmt::format("step {}: expected {}, got {}", d.step + 1, d.expected, d.actual)),
                         xml_escape(divergence_report(run, i)));
    }
    out += "  </testsuite>\n";
  }
  return out + "</testsuites>\n";
}

nlohmann::json fixture_runs_json(const std::vector<FixtureRun>& runs) {
  nlohmann::json fixtures = nlohmann::json::array();
  std::size_t failures = 0;
  for (const auto& run : runs) {
    nlohmann::json diverging = nlohmann::json::array();
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
      if (!run.cases[i].divergence) continue;
      const auto& d = *run.cases[i].divergence;
      diverging.push_back({{"index", i},
                           {"line", run.fixture.cases[i].line},
                           {"origin", run.fixture.cases[i].origin},
                           {"step", d.step + 1},
                           {"expected", d.expected},
                           {"actual", d.actual}});
      const auto& result = run.cases[i].run;
      if (is_plugin_failure(result.outcome)) {
        diverging.back()["outcome"] = outcome_name(result.outcome);
        diverging.back()["failed_step"] = result.failed_step;
        diverging.back()["technique"] = result.failed_technique;
        diverging.back()["reason"] = result.reason;
      }
    }
    failures += run.failures();
    fixtures.push_back({{"file", run.path.string()},
                        {"puzzles", run.cases.size()},
                        {"failures", run.failures()},
                        {"plugin_failures", run.plugin_failures()},
                        {"provenance_recorded", !run.fixture.recorded_with.empty()},
                        {"changes", run.changes},
                        {"diverging", diverging}});
  }
  return {{"fixtures", fixtures}, {"failures", failures}};
}

}  // namespace npe
