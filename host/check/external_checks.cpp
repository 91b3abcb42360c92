// Checks beyond one call: HoDoKu's reglib cases mapped to the technique, the time per call over the
// corpus, and separate instances used from two threads at once.
#include <algorithm>
#include <chrono>
#include <map>
#include <thread>

#include "base/errors.hpp"
#include "board/reglib_case.hpp"
#include "check/support.hpp"
#include "reglib/reglib_run.hpp"
#include "solver/solver.hpp"
#include "validation/step_validation.hpp"

namespace npe {

namespace {

/** The reglib cases of the codes the technique declares, run through `npe reglib`'s code path with
 *  only this technique answering. Codes declared NPE_REGLIB_SHARED (a full house found by one of
 *  several singles techniques) are counted, not required. */
CheckResult reglib(const CheckSettings& settings, const std::string& technique) {
  CheckResult result;
  const auto library = load_library_under_test(settings);
  const TechniqueInfo& info = technique_info(*library, technique);
  if (info.reglib_codes.empty()) {
    result.status = CheckStatus::skipped;
    result.reason = "'" + technique + "' declares no HoDoKu reglib code";
    return result;
  }
  if (settings.reglib.empty()) {
    result.status = CheckStatus::skipped;
    result.reason = "no reglib file (give --reglib FILE or set NPE_REGLIB)";
    return result;
  }
  PluginRegistry registry;
  if (!registry.load_file(settings.library)) throw CheckFailure(registry.refusals().front());
  const auto cases = read_reglib_file(settings.reglib);
  ReglibSelection selection;
  selection.technique = technique;
  std::string codes;
  for (const auto& answer : info.reglib_codes) {
    selection.codes.push_back(answer.code);
    codes += (codes.empty() ? "" : " ") + answer.code;
  }
  ReglibReport report;
  try {
    report = run_reglib(registry, cases, selection);
  } catch (const PluginError& e) {
    throw CheckFailure(e.what());
  }
  int required = 0, found = 0, shared = 0, shared_found = 0, fail_cases = 0;
  for (const auto& case_result : report.cases) {
    if (case_result.verdict == ReglibVerdict::not_implemented) continue;  // a prefix caught another code
    const bool passed = case_result.verdict == ReglibVerdict::passed;
    if (case_result.reglib->fail_case()) ++fail_cases;
    if (case_result.shared) {
      ++shared;
      shared_found += passed;
      continue;
    }
    ++required;
    found += passed;
    if (!passed) {
      throw CheckFailure(case_result.reglib->origin + " (" + case_result.reglib->code + " " +
                         reglib_code_name(case_result.reglib->technique) + "): " +
                         (case_result.reglib->fail_case()
                              ? "a step was found in a fail case"
                              : "no step with exactly the case's eliminations and placements") +
                         "; found:\n" + case_result.found);
    }
  }
  result.reason = "codes " + codes + ":";
  if (required > 0) result.reason += " " + std::to_string(found) + "/" + std::to_string(required) + " cases found;";
  if (shared > 0) {
    result.reason += " " + std::to_string(shared_found) + "/" + std::to_string(shared) +
                     " cases shared with other techniques found (one of them finds each);";
  }
  result.reason += " " + std::to_string(fail_cases) + " fail cases";
  result.metrics["cases"] = required;
  result.metrics["found"] = found;
  result.metrics["fail_cases"] = fail_cases;
  result.metrics["shared_cases"] = shared;
  result.metrics["shared_found"] = shared_found;
  return result;
}

double percentile(std::vector<double> values, double p) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  const auto index = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1) + 0.5);
  return values[std::min(index, values.size() - 1)];
}

constexpr double kSlowMedianMicroseconds = 1000;
constexpr int kTimeBudgetSeconds = 20;  // further rounds of performance start only within it

CheckResult performance(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  const RawInstance instance(library, technique);
  const auto& positions = corpus_positions(settings);
  const int rounds = corpus_budget(settings.strictness).repetitions;
  std::vector<double> first_us, all_us;
  // A slow technique gets fewer rounds rather than a timed-out check.
  const auto budget_end = std::chrono::steady_clock::now() + std::chrono::seconds(kTimeBudgetSeconds);
  for (int round = 0; round < rounds && (round == 0 || std::chrono::steady_clock::now() < budget_end); ++round) {
    for (const auto& position : positions) {
      for (bool all : {false, true}) {
        const auto start = std::chrono::steady_clock::now();
        instance.find(position.grid, all);
        const double us = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
        (all ? all_us : first_us).push_back(us);
      }
    }
  }
  CheckResult result;
  const double median = percentile(first_us, 0.5), p99 = percentile(first_us, 0.99);
  const double all_median = percentile(all_us, 0.5), all_p99 = percentile(all_us, 0.99);
  char text[200];
  std::snprintf(text, sizeof text,
                "first step: median %.1f us, p99 %.1f us; all steps: median %.1f us, p99 %.1f us (%zu calls each)",
                median, p99, all_median, all_p99, first_us.size());
  result.reason = text;
  result.metrics["calls"] = first_us.size();
  result.metrics["median_us"] = median;
  result.metrics["p99_us"] = p99;
  result.metrics["max_us"] = percentile(first_us, 1.0);
  result.metrics["all_median_us"] = all_median;
  result.metrics["all_p99_us"] = all_p99;
  if (median > kSlowMedianMicroseconds) {
    std::snprintf(text, sizeof text, "slow: median %.0f us per call (more than %.0f us)", median,
                  kSlowMedianMicroseconds);
    result.warnings.push_back(text);
  }
  return result;
}

/** The bytes of every position's steps (NPE_FIND_ALL), in position order, visiting in `order`. */
std::vector<std::string> all_steps(const RawInstance& instance, const std::vector<CorpusPosition>& positions,
                                   bool reverse) {
  std::vector<std::string> bytes(positions.size());
  for (std::size_t k = 0; k < positions.size(); ++k) {
    const std::size_t i = reverse ? positions.size() - 1 - k : k;
    const auto outcome = instance.find(positions[i].grid, true);
    bytes[i] = std::to_string(outcome.result) + outcome.bad_step + "\n" + steps_bytes(outcome.steps);
  }
  return bytes;
}

CheckResult threads(const CheckSettings& settings, const std::string& technique) {
  const auto library = load_library_under_test(settings);
  const auto& positions = corpus_positions(settings);
  const RawInstance sequential(library, technique);
  const auto expected = all_steps(sequential, positions, false);
  const int rounds = corpus_budget(settings.strictness).repetitions;
  for (int round = 0; round < rounds; ++round) {
    const RawInstance a(library, technique), b(library, technique);
    std::vector<std::string> from_a, from_b;
    // One thread walks forward and the other backward, so that they work on different positions.
    std::thread other([&] { from_b = all_steps(b, positions, true); });
    from_a = all_steps(a, positions, false);
    other.join();
    for (std::size_t i = 0; i < positions.size(); ++i) {
      if (from_a[i] != expected[i] || from_b[i] != expected[i]) {
        throw CheckFailure(positions[i].origin +
                           ": two instances on two threads gave other steps than one thread alone");
      }
    }
  }
  CheckResult result;
  result.reason = "2 threads x " + std::to_string(positions.size()) + " positions x " + std::to_string(rounds) +
                  " round(s) give the sequential steps";
  return result;
}

}  // namespace

std::vector<CheckDefinition> external_checks() {
  return {
      {"external.reglib", true, "HoDoKu reglib cases of the codes mapped to the technique are found exactly", reglib},
      {"performance", true, "microseconds per find call over the corpus (median, p99); a warning above 1 ms median",
       performance},
      {"threads", true, "separate instances on two threads at once give the sequential results", threads},
  };
}

}  // namespace npe
