// HoDoKu's regression library cases for the uniqueness techniques (tests/data/reglib/reglib-dev.txt,
// HoDoKu's GPLv3 data; see its README), through `npe reglib`'s code path (run_reglib): the codes the
// plugin declares in its descriptors, each case's board known unique as reglib runs assume.
//   0600..0605 Uniqueness Test 1..6, variants -1/-2 = HoDoKu's "allow missing candidates" off/on
//   0606 Hidden Rectangle (0606-x: HoDoKu's old invalid elimination), 0607/0608 Avoidable Rectangle
//   1/2 (givens and '+'-placed digits told apart), 0610 BUG + 1 (0610-x: not a BUG + 1).
// Every step is also checked against the solution of the case's board, and no case fires without
// the uniqueness fact.
#include <gtest/gtest.h>

#include "reglib/reglib_run.hpp"
#include "solver/solver.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_reglib_test {
namespace {

std::filesystem::path library_file() { return test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt"; }

std::vector<ReglibCase> uniqueness_cases() {
  std::vector<ReglibCase> cases;
  for (auto& reglib : read_reglib_file(library_file())) {
    if (reglib.technique.rfind("06", 0) == 0) cases.push_back(std::move(reglib));
  }
  return cases;
}

TEST(UniquenessReglib, EveryDevCaseOfTheUniquenessCodesPasses) {
  const auto cases = uniqueness_cases();
  ASSERT_EQ(cases.size(), 108u);
  const ReglibReport report = run_reglib(test::shipped_plugins(), cases, {{"06"}, ""});
  for (const auto& [code, tally] : report.codes) {
    std::cout << "reglib " << code << ": " << tally.passed << "/" << tally.passed + tally.failed + tally.not_implemented
              << " passed\n";
  }
  EXPECT_EQ(report.passed, 108) << reglib_text(report);
  EXPECT_EQ(report.failed, 0);
  EXPECT_EQ(report.not_implemented, 0);
}

TEST(UniquenessReglib, EveryStepAgreesWithTheCaseSolution) {
  for (const auto& reglib : uniqueness_cases()) {
    const auto solution = unique_solution(reglib.grid.digits);
    if (!solution) continue;  // 0606-x: the board has several solutions
    for (const auto& id : test::uniqueness_ids()) {
      for (const char* missing : {"0", "1"}) {
        const bool rectangle = id.find("type") != std::string::npos || id == "uniqueness.hidden_rectangle";
        const ParamList params = rectangle ? ParamList{{"allow_missing", missing}} : ParamList{};
        EXPECT_NO_THROW(test::unique_steps(id, reglib.grid, params, solution)) << id << " " << reglib.origin;
      }
    }
  }
}

TEST(UniquenessReglib, NoCaseFiresWithoutTheUniquenessFact) {
  for (const auto& reglib : uniqueness_cases()) {
    for (const auto& id : test::uniqueness_ids()) {
      const auto result = search_technique(test::shipped_plugins(), id, {}, test::with_uniqueness(reglib.grid, false),
                                           {true, false, false});
      EXPECT_TRUE(result.steps.empty()) << id << " " << reglib.origin;
    }
  }
}

}  // namespace
}  // namespace npe::uniqueness_reglib_test
