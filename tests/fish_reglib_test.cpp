// HoDoKu's regression library cases for fish (../shared/reglib/reglib-dev.txt, from HoDoKu's
// reglib-1.3.txt, GPLv3; see the file's header), run through the `npe find --all` code path:
// parse_position on the reglib line, then search_technique (which also checks every step against
// the case's unique solution).
//   0300/0301/0302  X-Wing/Swordfish/Jellyfish            fish.basic  size 2/3/4
//   0310/0311/0312  finned X-Wing/Swordfish/Jellyfish      fish.finned size 2/3/4, text "Finned ..."
//   0320/0321/0322  sashimi X-Wing/Swordfish/Jellyfish     fish.finned size 2/3/4, text "Sashimi ..."
//   03111 03121 03211 03221  Siamese finned/sashimi Swordfish/Jellyfish (the fifth digit, "1").
// The fifth digit: reglib-1.3.txt's section headers name these codes "#03111: Siamese Finned
// Swordfish", "#03211: Siamese Sashimi Swordfish", ... HoDoKu's Siamese fish is two finned fish with
// the same base set but other cover sets and fins, shown as one step with the eliminations of both.
// So a Siamese case passes when two steps with the same digit and base set have, together,
// exactly the case's eliminations. (Not a column-based variant: 03111's cases are base rows and
// base columns alike.)
// A plain case passes when one step has exactly the case's eliminations and digit; for the finned
// and sashimi codes its text must also start with "Finned " or "Sashimi " — HoDoKu's sashimi rule
// (a base line with at most one candidate once the fins are removed) is the plugin's.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>

#include "core/position_input.hpp"
#include "core/reglib_techniques.hpp"
#include "core/technique_search.hpp"
#include "test_support.hpp"

namespace npe {
namespace {

struct FishCode {
  std::string technique;
  int size;
  std::string prefix;  // the text's first word for finned/sashimi fish, "" for basic fish
  bool siamese;
};

const std::map<std::string, FishCode>& fish_codes() {
  static const std::map<std::string, FishCode> codes = {
      {"0300", {"fish.basic", 2, "", false}},          {"0301", {"fish.basic", 3, "", false}},
      {"0302", {"fish.basic", 4, "", false}},          {"0310", {"fish.finned", 2, "Finned ", false}},
      {"0311", {"fish.finned", 3, "Finned ", false}},  {"0312", {"fish.finned", 4, "Finned ", false}},
      {"0320", {"fish.finned", 2, "Sashimi ", false}}, {"0321", {"fish.finned", 3, "Sashimi ", false}},
      {"0322", {"fish.finned", 4, "Sashimi ", false}}, {"03111", {"fish.finned", 3, "", true}},
      {"03121", {"fish.finned", 4, "", true}},         {"03211", {"fish.finned", 3, "", true}},
      {"03221", {"fish.finned", 4, "", true}},
  };
  return codes;
}

std::vector<CellDigit> sorted(std::vector<CellDigit> items) {
  std::sort(items.begin(), items.end(),
            [](const CellDigit& a, const CellDigit& b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; });
  items.erase(std::unique(items.begin(), items.end()), items.end());
  return items;
}

/** Empty when the case passes, else why not. */
std::string run_case(const std::string& line, const std::string& where, const FishCode& code) {
  const SearchPosition position = parse_position(line, where);
  const ReglibCase& reglib = *position.reglib;
  const auto want = sorted(reglib.eliminations);
  const auto result = search_technique(test::shipped_plugins(), code.technique, {{"size", std::to_string(code.size)}},
                                       position.grid, {true, false, false});
  const auto& steps = result.steps;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    if (steps[i].digits != reglib.digits) continue;
    if (!code.siamese) {
      if (sorted(steps[i].eliminations) == want && steps[i].text.rfind(code.prefix, 0) == 0) return {};
      continue;
    }
    for (std::size_t j = i + 1; j < steps.size(); ++j) {
      if (steps[j].digits != reglib.digits || steps[j].base_houses != steps[i].base_houses) continue;
      auto both = steps[i].eliminations;
      both.insert(both.end(), steps[j].eliminations.begin(), steps[j].eliminations.end());
      if (sorted(both) == want) return {};
    }
  }
  std::string found;
  for (const auto& step : steps) found += "\n    " + step_line(step);
  return "no " + std::string(code.siamese ? "pair of steps" : "step") + " with exactly the case's eliminations" +
         (code.prefix.empty() ? "" : " named '" + code.prefix + "...'") + "; found:" + (found.empty() ? " nothing" : found);
}

struct GroupResult {
  int passed = 0;
  int total = 0;
  std::string failures;
};

GroupResult run_code(const std::string& code) {
  const auto path = test::shared_dir() / "reglib" / "reglib-dev.txt";
  std::ifstream in(path);
  EXPECT_TRUE(in) << path;
  GroupResult group;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    const std::string case_code = line.substr(1, line.find(':', 1) - 1);
    if (case_code != code) continue;
    ++group.total;
    const std::string where = "reglib-dev.txt:" + std::to_string(number);
    const std::string why = run_case(line, where, fish_codes().at(code));
    if (why.empty()) {
      ++group.passed;
    } else {
      group.failures += "  " + where + " " + line + "\n    " + why + "\n";
    }
  }
  return group;
}

class FishReglibCode : public ::testing::TestWithParam<std::string> {};

TEST_P(FishReglibCode, EveryDevCasePasses) {
  const GroupResult group = run_code(GetParam());
  std::cout << "reglib " << GetParam() << ": " << group.passed << "/" << group.total << " passed\n";
  EXPECT_GT(group.total, 0);
  EXPECT_EQ(group.passed, group.total) << group.failures;
}

INSTANTIATE_TEST_SUITE_P(HoDoKu, FishReglibCode,
                         ::testing::Values("0300", "0301", "0302", "0310", "0311", "0312", "0320", "0321", "0322",
                                           "03111", "03121", "03211", "03221"));

TEST(FishReglib, EveryFishCodeIsInTheSharedTable) {
  // `npe check-plugin` reads reglib_techniques(); the non-Siamese fish codes must be there.
  for (const auto& [code, spec] : fish_codes()) {
    if (spec.siamese) continue;
    const auto& table = reglib_techniques();
    const bool listed = std::any_of(table.begin(), table.end(), [&](const ReglibTechnique& t) {
      return t.code == code && t.technique == spec.technique && t.params == ParamList{{"size", std::to_string(spec.size)}};
    });
    EXPECT_TRUE(listed) << code;
  }
}

TEST(FishReglib, AWrongCaseFails) {
  // reglib-dev 0300 (X-Wing #3) with one elimination dropped, and as a Siamese pair: both must fail.
  const std::string line =
      ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 "
      "344 353 354 363 364 394::";
  EXPECT_EQ(run_case(line, "test", fish_codes().at("0300")), "");
  const std::string fewer =
      ":0300:3:9.....+5+6+1..+6.+1.7+937+1..962486...2+147+9........5....4...642..+586+1+75.71.+2..+4..1....+52::313 314 343 "
      "344 353 354 363 364::";
  EXPECT_NE(run_case(fewer, "test", fish_codes().at("0300")), "");
  EXPECT_NE(run_case(line, "test", fish_codes().at("0310")), "");
}

}  // namespace
}  // namespace npe
