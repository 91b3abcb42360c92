// Sudoku Explainer chains against Sudoku Explainer itself: positions of SE's solve paths where SE
// applies a chaining hint, with the rule and the rating SE gives it (tests/data/se_chains/README.md
// says how they were made). The SE rules run in SE's order (Forcing Chains & Cycles, Nishio,
// Multiple, Dynamic); the first that finds a step must be the expected one, with SE's rating, and
// its first step must be SE's hint (the candidate SE's text names, where it names one). The host
// checks every step's evidence (search_technique).
#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "board/pencil_marks.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::se_chains_reference_test {
namespace {

struct Case {
  int tenths;
  std::string technique, pm, hint;
};

std::vector<Case> cases() {
  std::vector<Case> out;
  std::ifstream in(test::data_file("se_chains/se_reference.txt"));
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    Case c;
    fields >> c.tenths >> c.technique >> c.pm;
    std::getline(fields, c.hint);
    if (!c.pm.empty()) out.push_back(c);
  }
  return out;
}

/** SE's "R1C3.8 off" (the hint's conclusion, where its text has one) as an elimination or a
 *  placement: off = the candidate goes, on = the digit is placed. */
bool names_conclusion(const std::string& hint, int* cell, int* digit, bool* on) {
  static const std::regex conclusion(R"(^ *(?:Forcing X-Chain|Forcing Chain|Turbot Fish): R(\d)C(\d)\.(\d) (on|off))");
  static const std::regex reduction(R"(==> R(\d)C(\d)\.(\d) (on|off))");
  std::smatch m;
  if (!std::regex_search(hint, m, conclusion) &&
      !(hint.find("Nishio") == std::string::npos && std::regex_search(hint, m, reduction))) {
    return false;
  }
  *cell = (std::stoi(m[1]) - 1) * 9 + std::stoi(m[2]) - 1;
  *digit = std::stoi(m[3]);
  *on = m[4] == "on";
  return true;
}

TEST(SeChainsReference, FirstStepIsSesHintWithSesRating) {
  const std::vector<std::string> order = {"se_chains.forcing_chains_cycles", "se_chains.nishio", "se_chains.multiple",
                                          "se_chains.dynamic"};
  const auto all = cases();
  ASSERT_GE(all.size(), 50u);
  int checked_conclusions = 0;
  for (const auto& c : all) {
    const Grid grid = parse_pencil_mark_string(SourceLine{c.pm, 1}, "se_reference");
    std::string found;
    Step first;
    for (const auto& id : order) {
      const auto steps = search_technique(test::shipped_plugins(), id, {}, grid, {false}).steps;
      if (steps.empty()) continue;
      found = id;
      first = steps.front();
      break;
    }
    ASSERT_EQ(found, c.technique) << c.hint;
    EXPECT_EQ(first.rating_x10, c.tenths) << c.hint << " / " << first.text;
    int cell = 0, digit = 0;
    bool on = false;
    if (names_conclusion(c.hint, &cell, &digit, &on)) {
      ++checked_conclusions;
      bool ok = false;
      if (on) {
        for (const auto& p : first.placements) ok = ok || (p.cell == cell && p.digit == digit);
      } else {
        for (const auto& e : first.eliminations) ok = ok || (e.cell == cell && e.digit == digit);
      }
      EXPECT_TRUE(ok) << c.hint << " / " << first.text;
    }
  }
  EXPECT_GT(checked_conclusions, 10);
}

}  // namespace
}  // namespace npe::se_chains_reference_test
