// HoDoKu's regression library, chains and loops (code 07; tests/data/reglib/reglib-dev.txt, from
// HoDoKu's reglib-1.3.txt, GPLv3; see its README), run through the `npe find --all` code path
// (parse_position, then search_technique):
//   0701 X-Chain, 0702 XY-Chain, 0703 Remote Pair                      chains.x_chain / xy_chain / remote_pair
//   0706 continuous, 0707 discontinuous nice loop, 0708 AIC            chains.nice_loop
//   0709..0711 grouped continuous / discontinuous loop, grouped AIC    chains.grouped_nice_loop
//     (variants: HoDoKu's RegressionTester allows ALS nodes for 0709-2, 0710-3/4, 0711-3/4: als=1)
// A case passes when a step has exactly the case's eliminations and digits (the digits field:
// the eliminated digits, the pair for a remote pair) and a chain no longer than the case's length
// (its last field: HoDoKu's getChainLength() - 1, which the plugin writes into the step's kind).
// A case whose eliminations match with another length is reported. Every step's evidence is checked
// too (tests/chains_support.hpp). Every case of code 07 is run (none left out).
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>

#include "board/position_input.hpp"
#include "chains_support.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::chains_reglib_test {
namespace {

struct ChainCode {
  std::string technique;
  ParamList params;
};

ChainCode code_of(const std::string& code) {
  static const std::map<std::string, ChainCode> codes = {
      {"0701", {"chains.x_chain", {}}},
      {"0702", {"chains.xy_chain", {}}},
      {"0703", {"chains.remote_pair", {}}},
      {"0706", {"chains.nice_loop", {}}},
      {"0707", {"chains.nice_loop", {}}},
      {"0708", {"chains.nice_loop", {}}},
      {"0709-1", {"chains.grouped_nice_loop", {{"als", "0"}}}},
      {"0709-2", {"chains.grouped_nice_loop", {{"als", "1"}}}},
      {"0710-1", {"chains.grouped_nice_loop", {{"als", "0"}}}},
      {"0710-2", {"chains.grouped_nice_loop", {{"als", "0"}}}},
      {"0710-3", {"chains.grouped_nice_loop", {{"als", "1"}}}},
      {"0710-4", {"chains.grouped_nice_loop", {{"als", "1"}}}},
      {"0711-1", {"chains.grouped_nice_loop", {{"als", "0"}}}},
      {"0711-2", {"chains.grouped_nice_loop", {{"als", "0"}}}},
      {"0711-3", {"chains.grouped_nice_loop", {{"als", "1"}}}},
      {"0711-4", {"chains.grouped_nice_loop", {{"als", "1"}}}},
  };
  const auto it = codes.find(code);
  if (it != codes.end()) return it->second;
  return codes.at(code.substr(0, 4));
}

std::vector<CellDigit> sorted(std::vector<CellDigit> items) {
  std::sort(items.begin(), items.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  items.erase(
      std::unique(items.begin(), items.end(),
                  [](const CellDigit& a, const CellDigit& b) { return a.cell == b.cell && a.digit == b.digit; }),
      items.end());
  return items;
}

std::filesystem::path library_file() { return test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt"; }

struct CaseResult {
  bool passed = false;
  bool length_differs = false;
  int length = 0;
  std::string why;
};

CaseResult run_case(const std::string& line, const std::string& where) {
  const SearchPosition position = parse_position(line, where);
  const ReglibCase& reglib = *position.reglib;
  const ChainCode code = code_of(reglib.code);
  const int want_length = std::stoi(reglib.extra);
  const auto want = sorted(reglib.eliminations);
  const auto result = search_technique(test::shipped_plugins(), code.technique, code.params, position.grid, {true});
  CaseResult out;
  std::string found;
  for (const auto& step : result.steps) {
    const std::string evidence = test::check_chain_evidence(position.grid, step);
    if (!evidence.empty()) {
      out.why = "bad evidence (" + evidence + "): " + step.text;
      return out;
    }
    found += "\n    " + step.text + " (length " + std::to_string(test::chain_length(step)) + ")";
    if (sorted(step.eliminations.to_vector()) != want || step.digits != reglib.digits) continue;
    out.length = test::chain_length(step);
    out.length_differs = out.length != want_length;
    out.passed = out.length <= want_length;
    if (!out.passed) out.why = "chain of length " + std::to_string(out.length) + " > " + std::to_string(want_length);
    return out;
  }
  out.why = "no step with exactly the case's eliminations; found:" + (found.empty() ? " nothing" : found);
  return out;
}

struct Tally {
  int passed = 0, total = 0, other_length = 0;
  std::string failures, lengths;
};

std::map<std::string, Tally> run_all(const std::string& prefix) {
  std::map<std::string, Tally> tallies;
  std::ifstream in(library_file());
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#' || line.rfind(":" + prefix, 0) != 0) continue;
    const std::string code = line.substr(1, line.find(':', 1) - 1);
    Tally& t = tallies[code];
    ++t.total;
    const std::string where = "reglib-dev.txt:" + std::to_string(number);
    const CaseResult r = run_case(line, where);
    if (r.passed)
      ++t.passed;
    else
      t.failures += "  " + where + " " + line + "\n    " + r.why + "\n";
    if (r.length_differs) {
      ++t.other_length;
      t.lengths +=
          "  " + where + ": length " + std::to_string(r.length) + ", case " + line.substr(line.rfind(':') + 1) + "\n";
    }
  }
  return tallies;
}

class ChainsReglibCode : public ::testing::TestWithParam<std::string> {};

TEST_P(ChainsReglibCode, EveryDevCasePasses) {
  const auto tallies = run_all(GetParam());
  ASSERT_FALSE(tallies.empty());
  for (const auto& [code, t] : tallies) {
    std::cout << "reglib " << code << ": " << t.passed << "/" << t.total << " passed"
              << (t.other_length ? ", " + std::to_string(t.other_length) + " with another chain length" : "") << "\n"
              << t.lengths;
    EXPECT_EQ(t.passed, t.total) << code << "\n" << t.failures;
  }
}

INSTANTIATE_TEST_SUITE_P(HoDoKu, ChainsReglibCode,
                         ::testing::Values("0701", "0702", "0703", "0706", "0707", "0708", "0709", "0710", "0711"));

TEST(ChainsReglib, AWrongCaseFails) {
  // reglib-dev 0701 (X-Chain 7, r4c2<>7, length 5) with the length 3, and with another elimination.
  const std::string line =
      ":0701:7:3.4+52..8...6.+9.....5..7.3.....68+9.2+3...+734....6+315+27...1.+9+6......9.+4..6.+6.8217..5::742::5";
  EXPECT_TRUE(run_case(line, "test").passed);
  std::string shorter = line;
  shorter.back() = '3';
  EXPECT_FALSE(run_case(shorter, "test").passed);
  std::string other = line;
  other.replace(other.find("742"), 3, "752");
  EXPECT_FALSE(run_case(other, "test").passed);
}

}  // namespace
}  // namespace npe::chains_reglib_test
