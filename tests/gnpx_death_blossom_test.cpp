// GNPX's eNW_DeathBlossom as npe has it (forcing.gnpx_death_blossom, plugins/forcing/death_blossom_text.hpp;
// GNPX v5.84 "5 GNPX_analyzer/59 eNetwork_App/593 eNetwork_App_eDeathBlossom_Ext3.cs"): a candidate
// assumed true whose network leaves a cell (the stem) without candidates or makes a candidate true and
// false goes. Checked on the puzzles GNPX's source names for its development; against a closure of the
// forcing chain's single-premise links written here from their definition (a candidate goes exactly
// when its closure holds a fault); for soundness with the host's replay of the chains; and for symmetry.
// The tests on ../shared corpora declare them (NPE_NEEDS_SHARED_CORPORA): without ../shared they skip by name.
#include <gtest/gtest.h>

#include <array>
#include <iostream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "check/symmetry.hpp"
#include "firework_support.hpp"
#include "rank_logic_support.hpp"

namespace npe::gnpx_death_blossom_test {
namespace {

constexpr const char* kId = "forcing.gnpx_death_blossom";

// GNPX's source (593 eNetwork_App_eDeathBlossom_Ext3.cs) names these puzzles "for develop(1)",
// "for develop(2)" and "for develop(3,4)".
constexpr const char* kDevelop1 = "1..89..4.8..21...7...7.59813154.9..8.8.5..41...41.8395..1382.646.89..1...236.18.9";
constexpr const char* kDevelop2 = "1.2956.485.6...29.4.9.7.56..538...1.248....56.17..582.761589432394...185825431679";
constexpr const char* kDevelop3 = "285..91.4743..1...169.24.7.6.4....8.8.2.4.6.7597..84.14...928.33.84....292..8.74.";

bool holds(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit);
}

/** The closure of (cell, digit) = true under the forcing chain's links, read on the position's
 *  candidates (HoDoKu's chains, docs/techniques.md "Forcing Chains and Forcing Nets"):
 *  - a true candidate makes its cell's other candidates and its peers' candidates of the digit false,
 *    and every group (two or more places of the digit in a line-block intersection) it sees whole;
 *  - a false candidate (or group) makes true the other digit of a bivalue cell, the other place of a
 *    digit with two places in a house; when the house's other places lie in one crossing house, the
 *    digit is false in the rest of that house.
 *  Worked literal by literal to the end; returns whether the result holds a fault (a candidate true
 *  and false, a cell without candidates, a house without a place for an open digit). */
class ChainClosure {
 public:
  explicit ChainClosure(const Grid& grid) : grid_(grid) {
    for (int house = 0; house < sdk::kHouses; ++house) {
      for (int d = 1; d <= 9; ++d) {
        open_[house][d] = true;
        for (const int c : sdk::kHouseCells[house]) {
          open_[house][d] = open_[house][d] && grid.digits[c] != d;
          if (holds(grid, c, d)) places_[house][d].push_back(c);
        }
      }
    }
    for (int line = 0; line < 18; ++line) {
      for (int block = 18; block < sdk::kHouses; ++block) {
        for (int d = 1; d <= 9; ++d) {
          Group group{line, block, d, {}};
          for (const int c : places_[line][d])
            if (in_house(c, block)) group.cells.push_back(c);
          if (group.cells.size() >= 2) groups_.push_back(std::move(group));
        }
      }
    }
  }

  bool refutes(int cell, int digit) {
    for (auto& row : on_) row.fill(false);
    for (auto& row : off_) row.fill(false);
    work_.clear();
    set(cell, digit, true);
    while (!work_.empty()) {
      const auto [c, d, value] = work_.back();
      work_.pop_back();
      value ? follow_true(c, d) : follow_false(c, d);
    }
    return faulty();
  }

 private:
  struct Literal {
    int cell, digit;
    bool value;
  };
  /** Two or more places of a digit in a line-block intersection. */
  struct Group {
    int line, block, digit;
    std::vector<int> cells;
  };

  void set(int cell, int digit, bool value) {
    auto& mark = value ? on_[cell][digit] : off_[cell][digit];
    if (mark) return;
    mark = true;
    work_.push_back({cell, digit, value});
  }

  const std::vector<int>& house_places(int house, int digit) const { return places_[house][digit]; }

  static bool in_house(int cell, int house) {
    const auto houses = sdk::houses_of(cell);
    return houses[0] == house || houses[1] == house || houses[2] == house;
  }

  void follow_true(int cell, int digit) {
    for (int e = 1; e <= 9; ++e)
      if (e != digit && holds(grid_, cell, e)) set(cell, e, false);
    for (int other = 0; other < sdk::kCells; ++other)
      if (other != cell && sdk::sees(cell, other) && holds(grid_, other, digit)) set(other, digit, false);
    // Groups seen whole.
    for (const Group& group : groups_) {
      if (group.digit != digit) continue;
      bool seen = true;
      for (const int c : group.cells) seen = seen && c != cell && sdk::sees(cell, c);
      if (!seen) continue;
      for (const int house : {group.line, group.block}) house_rest_false(house, group.cells, digit);
    }
  }

  void follow_false(int cell, int digit) {
    const sdk::Mask rest = static_cast<sdk::Mask>(grid_.candidates[cell] & ~sdk::digit_bit(digit));
    if (sdk::count_digits(grid_.candidates[cell]) == 2) set(cell, sdk::first_digit(rest), true);
    for (const int house : sdk::houses_of(cell)) house_rest_false(house, {cell}, digit);
  }

  /** `gone` (one place, or a group) of the digit is false in `house`: a lone other place is true;
   *  other places inside one crossing house make the digit false in the rest of that house. */
  void house_rest_false(int house, const std::vector<int>& gone, int digit) {
    if (!open_[house][digit]) return;
    std::vector<int> rest;
    for (const int c : house_places(house, digit)) {
      bool in_gone = false;
      for (const int g : gone) in_gone = in_gone || g == c;
      if (!in_gone) rest.push_back(c);
    }
    if (rest.size() == 1) set(rest[0], digit, true);
    if (rest.size() < 2) return;
    for (int crossing = 0; crossing < sdk::kHouses; ++crossing) {
      if (crossing == house) continue;
      bool inside = true;
      for (const int c : rest) inside = inside && in_house(c, crossing);
      if (!inside) continue;
      for (const int c : house_places(crossing, digit))
        if (!in_house(c, house)) set(c, digit, false);
    }
  }

  bool faulty() const {
    for (int c = 0; c < sdk::kCells; ++c) {
      if (grid_.digits[c] != 0) continue;
      bool left = false;
      for (int d = 1; d <= 9; ++d) {
        if (on_[c][d] && off_[c][d]) return true;
        left = left || (holds(grid_, c, d) && !off_[c][d]);
      }
      if (!left) return true;
    }
    for (int house = 0; house < sdk::kHouses; ++house) {
      for (int d = 1; d <= 9; ++d) {
        if (!open_[house][d]) continue;
        bool left = false;
        for (const int c : house_places(house, d)) left = left || !off_[c][d];
        if (!left) return true;
      }
    }
    return false;
  }

  const Grid& grid_;
  std::array<std::array<bool, 10>, sdk::kHouses> open_{};
  std::array<std::array<std::vector<int>, 10>, sdk::kHouses> places_;
  std::vector<Group> groups_;
  std::array<std::array<bool, 10>, sdk::kCells> on_{}, off_{};
  std::vector<Literal> work_;
};

std::vector<Step> blossom_steps(const Grid& grid) { return test::find_steps(kId, grid, true); }

int stem_of(const std::string& text) {
  const std::string key = "Stem: r";
  const auto at = text.find(key);
  if (at == std::string::npos) return -1;
  return (text[at + key.size()] - '1') * 9 + (text[at + key.size() + 2] - '1');
}

/** GNPX's development puzzles (its source names them "for develop"). */
std::vector<test::StuckPosition> development_positions() {
  std::vector<test::StuckPosition> list;
  for (const char* puzzle : {kDevelop1, kDevelop2, kDevelop3}) {
    const auto [grid, solution] = test::givens_example(puzzle);
    list.push_back({grid, solution, puzzle});
  }
  return list;
}

/** `count` forum_hardest_1106 puzzles stuck after the basic techniques (where blossoms are rare) and
 *  `count` with their singles filled (where they are common). Empty without ../shared. */
std::vector<test::StuckPosition> hardest_positions(int count) {
  auto list = test::stuck_hardest_positions(count);
  for (auto& position : test::singles_filled_positions(count, 1, "forum_hardest_1106.txt"))
    list.push_back(std::move(position));
  return list;
}

// Each text names where the step's chain shows its contradiction: an emptied stem (each candidate a
// false node), or a candidate made true (that another true node makes false), or the first place of a
// house whose every place of the digit is false or holds another true digit.
bool text_matches_chains(const Step& step, const Grid& grid) {
  auto node = [&](int cell, int digit, bool value) {
    for (const auto& chain : step.chains)
      for (const auto& n : chain.nodes)
        if (n.cells[0] == cell && n.digit == digit && ((n.flags & NPE_NODE_TRUE) != 0) == value) return true;
    return false;
  };
  auto any_true = [&](int cell) {
    for (int d = 1; d <= 9; ++d)
      if (holds(grid, cell, d) && node(cell, d, true)) return true;
    return false;
  };
  auto emptied = [&](int house, int digit) {
    for (const int c : sdk::kHouseCells[house])
      if (holds(grid, c, digit) && !node(c, digit, false) && !any_true(c)) return false;
    return true;
  };
  const int stem = stem_of(step.text);
  if (stem < 0) return false;
  if (step.text.rfind("eDeathBlossom Stem: ", 0) == 0) {
    for (int d = 1; d <= 9; ++d)
      if (holds(grid, stem, d) && !node(stem, d, false)) return false;
    return true;
  }
  const int digit = step.text[step.text.find('#') + 1] - '0';
  if (node(stem, digit, true)) return true;
  for (const int house : sdk::houses_of(stem))
    if (emptied(house, digit)) return true;
  return false;
}

TEST(GnpxEnwDeathBlossom, GnpxsDevelopmentPuzzleInGnpxsWords) {
  const auto [grid, solution] = test::givens_example(kDevelop1);
  const auto steps = blossom_steps(grid);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size()));
  std::set<std::string> texts;
  std::set<std::string> kinds;
  for (const auto& step : steps) {
    texts.insert(step.text);
    kinds.insert(step.text.substr(0, step.text.find(':')));
    ASSERT_EQ(step.eliminations.size(), 1u);
    EXPECT_TRUE(step.placements.empty());
    EXPECT_TRUE(text_matches_chains(step, grid)) << step.text;
  }
  // r3c2=4 sees r8c2's 4, and its chains take r8c2's 5 and 7.
  EXPECT_TRUE(texts.contains("eDeathBlossom Stem: r8c2#457 Eliminate: r3c2#4"));
  EXPECT_EQ(kinds, (std::set<std::string>{"eDeathBlossom Stem", "eDB_Contradiction Stem"}));
}

/** Find-all eliminates exactly the candidates whose chain closure holds a fault, each step's text
 *  matching its chain; returns the eliminations. */
long compare_with_closure(const std::vector<test::StuckPosition>& positions) {
  long blossoms = 0;
  for (const auto& position : positions) {
    const Grid& grid = position.grid;
    ChainClosure closure(grid);
    std::set<std::string> expected, found;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      for (int d = 1; d <= 9; ++d)
        if (holds(grid, cell, d) && closure.refutes(cell, d))
          expected.insert(cell_name(cell) + "<>" + std::to_string(d));
    }
    for (const auto& step : blossom_steps(grid)) {
      EXPECT_EQ(step.eliminations.size(), 1u) << step.text;
      EXPECT_TRUE(text_matches_chains(step, grid)) << step.text << " at " << grid.to_line();
      for (const auto& e : step.eliminations) found.insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
    }
    EXPECT_EQ(found, expected) << position.origin << " " << grid.to_line();
    blossoms += static_cast<long>(found.size());
  }
  std::cout << "eNW_DeathBlossom: " << blossoms << " eliminations on " << positions.size() << " positions\n";
  return blossoms;
}

TEST(GnpxEnwDeathBlossom, FindAllIsEveryCandidateTheChainClosureRefutesOnGnpxsPuzzles) {
  EXPECT_GT(compare_with_closure(development_positions()), 0);
}

TEST(GnpxEnwDeathBlossom, FindAllIsEveryCandidateTheChainClosureRefutesOnHardestPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  // A quarter in CI: 75 stuck and 75 singles-filled positions; 300 + 300 with NPE_LONG_TESTS.
  const auto positions = hardest_positions(test::ci_share(300, 8));
  ASSERT_FALSE(positions.empty());
  EXPECT_GT(compare_with_closure(positions), 0);
}

TEST(GnpxEnwDeathBlossom, StepsMoveWithTheGrid) {
  std::mt19937 random(108);
  const FindFunction find = [](const Grid& g, bool all) { return test::find_steps(kId, g, all); };
  for (const char* puzzle : {kDevelop1, kDevelop2}) {
    const Grid grid = test::givens_example(puzzle).grid;
    for (int round = 0; round < 2; ++round)
      EXPECT_EQ(symmetry_mismatch(find, grid, random_transform(random), SymmetryCompare::steps), std::nullopt);
  }
}

}  // namespace
}  // namespace npe::gnpx_death_blossom_test
