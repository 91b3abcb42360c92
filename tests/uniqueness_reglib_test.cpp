// HoDoKu's regression library cases for the uniqueness techniques (../shared/reglib/reglib-dev.txt,
// from HoDoKu's reglib-1.3.txt, GPLv3; see the file's header), driven by the reglib codes the
// plugin declares in its descriptors. reglib runs assume uniqueness: every case's grid carries
// NPE_FACT_UNIQUE. A case passes when the technique, created with the code's parameters, finds a
// step with exactly the case's eliminations (and the case's digits when the code says
// NPE_REGLIB_DIGITS); a fail case (variant x) passes when no step has the case's digits. Every step
// is also checked against the solution of the case's board when it has exactly one.
//   0600..0605 Uniqueness Test 1..6, variants -1/-2 = HoDoKu's "allow missing candidates" off/on
//   0606 Hidden Rectangle (0606-x: HoDoKu's old invalid elimination), 0607/0608 Avoidable Rectangle
//   1/2 (givens and '+'-placed digits told apart), 0610 BUG + 1 (0610-x: not a BUG + 1).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "core/reglib_case.hpp"
#include "core/solver.hpp"
#include "uniqueness_support.hpp"

namespace npe {
namespace {

std::vector<CellDigit> sorted(std::vector<CellDigit> items) {
  std::sort(items.begin(), items.end(),
            [](const CellDigit& a, const CellDigit& b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; });
  items.erase(std::unique(items.begin(), items.end()), items.end());
  return items;
}

bool answers(const ReglibAnswer& answer, const ReglibCase& reglib) {
  return answer.code.find('-') == std::string::npos ? answer.code == reglib.technique : answer.code == reglib.code;
}

/** Empty when the case passes, else why not. */
std::string run_case(const std::string& id, const ReglibAnswer& answer, const ReglibCase& reglib) {
  const std::optional<Digits> solution = unique_solution(reglib.grid.digits);
  const auto steps = test::unique_steps(id, reglib.grid, answer.params, solution);
  const bool check_digits = (answer.flags & NPE_REGLIB_DIGITS) != 0;
  const auto want = sorted(reglib.eliminations);
  std::string found;
  for (const auto& step : steps) found += "\n    " + step_line(step);
  for (const auto& step : steps) {
    const bool digits_match = !check_digits || step.digits == reglib.digits;
    if (reglib.fail_case()) {
      if (digits_match) return "a step with the case's digits in a fail case:" + found;
      continue;
    }
    if (digits_match && sorted(step.eliminations) == want && sorted(step.placements) == sorted(reglib.placements)) {
      return {};
    }
  }
  if (reglib.fail_case()) return {};
  return "no step with exactly the case's eliminations; found:" + (found.empty() ? " nothing" : found);
}

struct CodeResult {
  int passed = 0;
  int total = 0;
  std::string failures;
};

TEST(UniquenessReglib, EveryDevCaseOfEveryDeclaredCodePasses) {
  const auto path = test::shared_dir() / "reglib" / "reglib-dev.txt";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "needs ../shared/reglib/reglib-dev.txt";
  const auto cases = read_reglib_file(path);
  std::map<std::string, CodeResult> results;  // by case code
  for (const auto& id : test::uniqueness_ids()) {
    const TechniqueInfo* info = test::shipped_plugins().find(id);
    ASSERT_NE(info, nullptr) << id;
    for (const auto& answer : info->reglib_codes) {
      for (const auto& reglib : cases) {
        if (!answers(answer, reglib)) continue;
        CodeResult& result = results[reglib.code];
        ++result.total;
        const std::string why = run_case(id, answer, reglib);
        if (why.empty()) ++result.passed;
        else result.failures += "  " + id + " " + reglib.origin + " " + reglib.line + "\n    " + why + "\n";
      }
    }
  }
  int all = 0;
  for (const auto& [code, result] : results) {
    std::cout << "reglib " << code << ": " << result.passed << "/" << result.total << " passed\n";
    all += result.total;
    EXPECT_EQ(result.passed, result.total) << result.failures;
  }
  // Every 06xx case of the library is answered by some technique.
  int library = 0;
  for (const auto& reglib : cases) library += reglib.technique.rfind("06", 0) == 0;
  EXPECT_EQ(all, library);
  EXPECT_EQ(library, 108);
}

TEST(UniquenessReglib, NoCaseFiresWithoutTheUniquenessFact) {
  const auto path = test::shared_dir() / "reglib" / "reglib-dev.txt";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "needs ../shared/reglib/reglib-dev.txt";
  for (const auto& reglib : read_reglib_file(path)) {
    if (reglib.technique.rfind("06", 0) != 0) continue;
    for (const auto& id : test::uniqueness_ids()) {
      const auto result = search_technique(test::shipped_plugins(), id, {}, test::with_uniqueness(reglib.grid, false),
                                           {true, false, false});
      EXPECT_TRUE(result.steps.empty()) << id << " " << reglib.origin;
    }
  }
}

}  // namespace
}  // namespace npe
