// HoDoKu's regression library as external cases (../shared/reglib/reglib-dev.txt, from HoDoKu's
// reglib-1.3.txt, GPLv3; see the file's header). Each case runs through the same code path as
// `npe find --all`: parse_position on the reglib line, then search_technique. A case passes when one
// technique of its code finds an instance with exactly the listed eliminations and placements (and,
// for subsets, the listed digits); a fail case (variant with 'x') passes when nothing is found.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

#include "core/position_input.hpp"
#include "core/technique_search.hpp"
#include "test_support.hpp"

namespace npe {
namespace {

struct TechniqueCall {
  std::string id;
  ParamList params;
};

struct CodeSpec {
  std::vector<TechniqueCall> techniques;  // a case passes when any of them finds the step
  bool check_digits = false;              // compare the step's digit mask with the case's digits
};

ParamList size(int n) { return {{"size", std::to_string(n)}}; }

// HoDoKu technique codes (HoDoKu's SolutionType) and the npe techniques that must find them.
const std::map<std::string, CodeSpec>& code_specs() {
  static const std::map<std::string, CodeSpec> specs = {
      {"0000", {{{"box", {}}, {"row", {}}, {"col", {}}, {"cell", {}}}}},  // full house
      {"0002", {{{"box", {}}, {"row", {}}, {"col", {}}}}},                // hidden single
      {"0003", {{{"cell", {}}}}},                                         // naked single
      {"0100", {{{"hidden_digit.pointing", {}}}}},                        // locked candidates type 1
      {"0101", {{{"hidden_digit.claiming", {}}}}},                        // locked candidates type 2
      {"0110", {{{"locked_set.naked", size(2)}}, true}},                  // locked pair
      {"0111", {{{"locked_set.naked", size(3)}}, true}},                  // locked triple
      {"0200", {{{"locked_set.naked", size(2)}}, true}},                  // naked pair
      {"0201", {{{"locked_set.naked", size(3)}}, true}},                  // naked triple
      {"0202", {{{"locked_set.naked", size(4)}}, true}},                  // naked quadruple
      {"0210", {{{"locked_set.hidden", size(2)}}, true}},                 // hidden pair
      {"0211", {{{"locked_set.hidden", size(3)}}, true}},                 // hidden triple
      {"0212", {{{"locked_set.hidden", size(4)}}, true}},                 // hidden quadruple
  };
  return specs;
}

std::vector<CellDigit> sorted(std::vector<CellDigit> items) {
  std::sort(items.begin(), items.end(),
            [](const CellDigit& a, const CellDigit& b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; });
  return items;
}

/** Empty when the case passes, else why not. */
std::string run_case(const std::string& line, const std::string& where, const CodeSpec& spec) {
  const SearchPosition position = parse_position(line, where);
  const ReglibCase& reglib = *position.reglib;
  const auto want_eliminations = sorted(reglib.eliminations);
  const auto want_placements = sorted(reglib.placements);
  std::string found;
  for (const auto& call : spec.techniques) {
    const auto result = search_technique(test::shipped_plugins(), call.id, call.params, position.grid, {true, false, false});
    if (reglib.fail_case()) {
      if (!result.steps.empty()) return call.id + " found '" + result.steps.front().text + "' in a fail case";
      continue;
    }
    for (const auto& step : result.steps) {
      if (sorted(step.eliminations) == want_eliminations && sorted(step.placements) == want_placements &&
          (!spec.check_digits || step.digits == reglib.digits)) {
        return {};
      }
      found += "\n    " + call.id + ": " + step_line(step);
    }
  }
  if (reglib.fail_case()) return {};
  return "no instance with exactly the listed eliminations/placements; found:" + (found.empty() ? " nothing" : found);
}

struct GroupResult {
  int passed = 0;
  int total = 0;
  std::string failures;
};

/** Runs every case of reglib-dev whose technique code is `code` (any variant). */
GroupResult run_code(const std::string& code) {
  const auto path = test::shared_dir() / "reglib" / "reglib-dev.txt";
  std::ifstream in(path);
  EXPECT_TRUE(in) << path;
  GroupResult group;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    const std::string case_code = line.substr(1, line.find(':', 1) - 1);
    if (case_code.substr(0, case_code.find('-')) != code) continue;
    ++group.total;
    const std::string where = "reglib-dev.txt:" + std::to_string(number);
    const std::string why = run_case(line, where, code_specs().at(code));
    if (why.empty()) {
      ++group.passed;
    } else {
      group.failures += "  " + where + " " + line + "\n    " + why + "\n";
    }
  }
  return group;
}

bool loaded(const std::string& technique) { return test::shipped_plugins().find(technique) != nullptr; }

class ReglibCode : public ::testing::TestWithParam<std::string> {};

TEST_P(ReglibCode, EveryDevCasePasses) {
  const std::string code = GetParam();
  for (const auto& call : code_specs().at(code).techniques) {
    if (!loaded(call.id)) GTEST_SKIP() << "technique " << call.id << " is not loaded";
  }
  const GroupResult group = run_code(code);
  std::cout << "reglib " << code << ": " << group.passed << "/" << group.total << " passed\n";
  EXPECT_GT(group.total, 0);
  EXPECT_EQ(group.passed, group.total) << group.failures;
}

INSTANTIATE_TEST_SUITE_P(HoDoKu, ReglibCode,
                         ::testing::Values("0000", "0002", "0003", "0100", "0101", "0110", "0111", "0200", "0201",
                                           "0202", "0210", "0211", "0212"));

TEST(ReglibHarness, AFailCaseFindingSomethingFails) {
  // The 0200 case at reglib-dev.txt (naked pair 16) turned into a fail case: it must now fail.
  const std::string line =
      ":0200-x:16:7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72::114 115 "
      "116 614 615 616::";
  EXPECT_NE(run_case(line, "test", code_specs().at("0200")), "");
  // And with a wrong elimination list the real case fails too.
  const std::string wrong =
      ":0200:16:7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72::114 115::";
  EXPECT_NE(run_case(wrong, "test", code_specs().at("0200")), "");
}

}  // namespace
}  // namespace npe
