#include "reglib/reglib_run.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <optional>

#include "solver/solver.hpp"
#include "validation/step_validation.hpp"

namespace npe {

namespace {

/** A technique that answers a code, with the parameters its declaration gives. */
struct Answerer {
  const TechniqueInfo* info = nullptr;
  const ReglibAnswer* answer = nullptr;
  std::string label;  // "locked_set.naked(size=2)"
};

std::string label_of(const TechniqueInfo& info, const ReglibAnswer& answer) {
  std::string label = info.id;
  if (!answer.params.empty()) {
    label += "(";
    for (std::size_t i = 0; i < answer.params.size(); ++i) {
      label += (i ? " " : "") + answer.params[i].first + "=" + answer.params[i].second;
    }
    label += ")";
  }
  return label;
}

std::vector<Answerer> answerers(const PluginRegistry& registry, const std::string& case_code, const std::string& only) {
  std::vector<Answerer> found;
  for (const auto& library : registry.libraries()) {
    for (const auto& info : library->techniques()) {
      if (registry.find(info.id) != &info) continue;  // shadowed by a library loaded earlier
      if (!only.empty() && info.id != only) continue;
      for (const auto& answer : info.reglib_codes) {
        if (reglib_code_answers(answer.code, case_code)) {
          found.push_back({&info, &answer, label_of(info, answer)});
          break;
        }
      }
    }
  }
  return found;
}

std::vector<CellDigit> sorted(std::vector<CellDigit> items) {
  std::sort(items.begin(), items.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  items.erase(std::unique(items.begin(), items.end()), items.end());
  return items;
}

std::string candidates_text(const std::vector<CellDigit>& items) {
  if (items.empty()) return "-";
  std::string text;
  for (const auto& [cell, digit] : sorted(items))
    text += (text.empty() ? "" : " ") + cell_name(cell) + "<>" + std::to_string(digit);
  return text;
}

std::string placements_text(const std::vector<CellDigit>& items) {
  if (items.empty()) return "-";
  std::string text;
  for (const auto& [cell, digit] : sorted(items))
    text += (text.empty() ? "" : " ") + cell_name(cell) + "=" + std::to_string(digit);
  return text;
}

std::optional<int> case_chain_length(const ReglibCase& reglib) {
  if (reglib.extra.empty() || reglib.extra.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoi(reglib.extra);
}

/** Runs techniques on cases, keeping one instance per technique and parameter set. */
class CaseRunner {
 public:
  explicit CaseRunner(const PluginRegistry& registry) : registry_(registry) {}

  std::vector<Step> find_all(const Answerer& who, const ReglibCase& reglib, const std::optional<Digits>& solution) {
    auto& instance = instances_[who.label];
    if (!instance) instance = registry_.create(who.info->id, who.answer->params);
    const std::string describe = instance->describe();
    std::vector<Step> steps;
    instance->find(reglib.grid, true, [&](const npe_step& raw) {
      steps.push_back(copy_step(raw, who.info->id, describe));
      check_step(steps.back(), reglib.grid, solution, describe);
      return true;
    });
    return steps;
  }

 private:
  const PluginRegistry& registry_;
  std::map<std::string, std::unique_ptr<TechniqueInstance>> instances_;
};

/** The step is of the code's kind and, where compared, has the case's digits. */
bool same_digits(const Step& step, const ReglibCase& reglib, const Answerer& who) {
  return (step.kind & who.answer->kind_mask) == who.answer->kind &&
         ((who.answer->flags & NPE_REGLIB_DIGITS) == 0 || step.digits == reglib.digits);
}

bool same_result(std::span<const CellDigit> eliminations, std::span<const CellDigit> placements,
                 const ReglibCase& reglib) {
  return sorted({eliminations.begin(), eliminations.end()}) == sorted(reglib.eliminations) &&
         sorted({placements.begin(), placements.end()}) == sorted(reglib.placements);
}

void judge(ReglibCaseResult& result, CaseRunner& runner, const std::vector<Answerer>& who) {
  const ReglibCase& reglib = *result.reglib;
  const auto solution = unique_solution(reglib.grid.digits);
  const auto wanted_length = case_chain_length(reglib);
  const bool siamese = reglib.technique.size() == 5;
  bool matched = false;
  int matched_length = -1, longer_length = -1;  // shortest chain among the matches / among the too long ones
  std::string found;
  for (const auto& answerer : who) {
    const std::vector<Step> steps = runner.find_all(answerer, reglib, solution);
    std::vector<const Step*> same;  // steps with the case's digits (where compared)
    for (const auto& step : steps) {
      if (same_digits(step, reglib, answerer)) same.push_back(&step);
      found += "  " + answerer.label + ": " + step_line(step) + "\n";
    }
    if (reglib.fail_case()) {
      if (!same.empty()) result.verdict = ReglibVerdict::failed;
      continue;
    }
    for (const Step* step : same) {
      if (!same_result(step->eliminations, step->placements, reglib)) continue;
      const int length = reglib_chain_length(*step);
      if (wanted_length && length > *wanted_length) {
        if (longer_length < 0 || length < longer_length) longer_length = length;
        continue;
      }
      matched = true;
      if (length >= 0 && (matched_length < 0 || length < matched_length)) matched_length = length;
    }
    if (!matched && siamese) {  // two fish of one digit reported as two steps
      for (std::size_t i = 0; i < same.size() && !matched; ++i) {
        for (std::size_t j = i + 1; j < same.size() && !matched; ++j) {
          std::vector<CellDigit> both = same[i]->eliminations.to_vector();
          both.insert(both.end(), same[j]->eliminations.begin(), same[j]->eliminations.end());
          matched = same[i]->placements.empty() && same[j]->placements.empty() && same_result(both, {}, reglib);
        }
      }
    }
  }
  if (reglib.fail_case()) {
    if (result.verdict != ReglibVerdict::failed)
      result.verdict = ReglibVerdict::passed;
    else
      result.found = "a step was found for a fail case:\n" + found;
    return;
  }
  result.chain_length = matched ? matched_length : longer_length;
  if (matched) {
    result.verdict = ReglibVerdict::passed;
    return;
  }
  result.verdict = ReglibVerdict::failed;
  result.longer_chain = longer_length >= 0;
  result.found = result.longer_chain
                     ? fmt::format("  the eliminations match, but only with a chain of length {} (the case's: {})\n",
                                   longer_length, reglib.extra)
                     : (found.empty() ? std::string("  nothing\n") : found);
}

}  // namespace

bool reglib_code_selected(const std::string& code, const std::vector<std::string>& filters) {
  if (filters.empty()) return true;
  for (const auto& filter : filters) {
    if (code.compare(0, filter.size(), filter) == 0) return true;
  }
  return false;
}

bool reglib_code_answers(const std::string& declared, const std::string& case_code) {
  if (declared == case_code) return true;
  if (declared.find('-') != std::string::npos) return false;
  return case_code.compare(0, declared.size(), declared) == 0 && case_code.size() > declared.size() &&
         case_code[declared.size()] == '-';
}

int reglib_chain_length(const Step& step) {
  if (step.chains.empty()) return -1;
  // HoDoKu writes one chain's length for these codes: the first chain is the step's chain, later
  // ones support further eliminations (a remote pair's pairs of cells).
  const auto& nodes = step.chains.front().nodes;
  int entries = 0, als = 0, penalty = 0;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    ++entries;
    if (nodes[i].kind != NPE_NODE_ALS) continue;
    ++als;  // an ALS entered by one digit and left by another: two nodes, one HoDoKu entry
    const int cells = nodes[i].als < step.als.size() ? step.als[nodes[i].als].cell_count : 0;
    penalty += cells <= 1 ? 0 : cells == 2 ? 1 : 2 * (cells - 1);
    if (i + 1 < nodes.size() && nodes[i + 1].kind == NPE_NODE_ALS && nodes[i + 1].als == nodes[i].als) ++i;
  }
  // Chain.getLength: entries, plus 2.5 per ALS (truncated) without the step's ALS list, or
  // AlsInSolutionStep's penalty with it; nice loops cache the first, an AIC may keep either.
  const int without_list = entries - 1 + (5 * als) / 2;
  const int with_list = entries - 1 + penalty;
  return step.chains.front().kind == NPE_CHAIN_OPEN ? std::min(without_list, with_list) : without_list;
}

ReglibReport run_reglib(const PluginRegistry& registry, const std::vector<ReglibCase>& cases,
                        const ReglibSelection& selection, const std::function<void()>& progress) {
  ReglibReport report;
  CaseRunner runner(registry);
  for (const auto& reglib : cases) {
    if (!reglib_code_selected(reglib.code, selection.codes)) continue;
    ReglibCaseResult result;
    result.reglib = &reglib;
    const auto who = answerers(registry, reglib.code, selection.technique);
    result.shared = !who.empty();
    for (const auto& answerer : who) {
      result.techniques.push_back(answerer.label);
      result.shared &= (answerer.answer->flags & NPE_REGLIB_SHARED) != 0;
    }
    if (!who.empty()) judge(result, runner, who);
    ReglibCodeTally& tally = report.codes[reglib.code];
    if (tally.name.empty()) tally.name = reglib_code_name(reglib.technique);
    switch (result.verdict) {
      case ReglibVerdict::passed: ++tally.passed, ++report.passed; break;
      case ReglibVerdict::failed: ++tally.failed, ++report.failed; break;
      case ReglibVerdict::not_implemented: ++tally.not_implemented, ++report.not_implemented; break;
    }
    report.cases.push_back(std::move(result));
    if (progress) progress();
  }
  return report;
}

std::string reglib_text(const ReglibReport& report) {
  std::string text =
      fmt::format("{:<8} {:<44} {:>6} {:>6} {:>15}\n", "code", "technique", "passed", "failed", "not implemented");
  for (const auto& [code, tally] : report.codes) {
    text += fmt::format("{:<8} {:<44} {:>6} {:>6} {:>15}\n", code, tally.name, tally.passed, tally.failed,
                        tally.not_implemented);
  }
  text += fmt::format("{} cases: {} passed, {} failed, {} not implemented\n", report.cases.size(), report.passed,
                      report.failed, report.not_implemented);
  for (const auto& result : report.cases) {
    if (result.verdict != ReglibVerdict::failed) continue;
    const ReglibCase& reglib = *result.reglib;
    text += fmt::format("\nFAILED {} ({} {}): {}\n", reglib.origin, reglib.code, reglib_code_name(reglib.technique),
                        reglib.line);
    if (!reglib.fail_case()) {
      text +=
          fmt::format("  expected: eliminations {}; placements {}{}\n", candidates_text(reglib.eliminations),
                      placements_text(reglib.placements), reglib.extra.empty() ? "" : "; chain length " + reglib.extra);
    }
    text += "  found (techniques " + fmt::format("{}", fmt::join(result.techniques, ", ")) + "):\n" + result.found;
  }
  return text;
}

}  // namespace npe
