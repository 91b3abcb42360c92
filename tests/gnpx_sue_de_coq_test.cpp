// GNPX's Sue de Coq extensions (plugins/gnpx/sue_de_coq_ex.hpp): GNPX's worked examples, a reference
// search from the definitions compared with find-all, soundness on corpus positions with planted
// patterns, the host's check of the set-logic evidence, and symmetry.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <bitset>
#include <cstdlib>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "board/position_input.hpp"
#include "check/symmetry.hpp"
#include "evidence/records.hpp"
#include "firework_support.hpp"
#include "validation/step_validation.hpp"

#include <npe/sdk/cell_text.hpp>

namespace npe::gnpx_sue_de_coq_test {
namespace {

using test::all_steps;
using test::effects_by_text;
using Claims = std::map<std::string, std::set<std::string>>;  // step text: eliminations

struct Method {
  const char* id;
  const char* name;
  int level;
  bool finned;
};
constexpr Method kMethods[] = {
    {"gnpx.sue_de_coq_ex2", "SueDeCoqEx2", 2, false},
    {"gnpx.franken_sdc_ex3", "Franken_SDCEx3", 3, false},
    {"gnpx.finned_sue_de_coq_ex1", "Finned_SueDeCoqEx1", 1, true},
    {"gnpx.finned_sue_de_coq_ex2", "Finned_SueDeCoqEx2", 2, true},
    {"gnpx.finned_franken_sdc_ex3", "Finned_Franken_SDCEx3", 3, true},
};

// The three HoDoKu puzzles of GNPX's docs page45_v5.html ("SueDeCoqEx, Franken SueDeCoq"), whose
// worked examples all stand on the givens' candidates.
constexpr const char* kQ1 = "3248615976579438219185273642.143....5.32.6...4..7.....1..6.....8..1746..7..39..1.";
constexpr const char* kQ2 = "641..8329873291645592..4187.8..2.4.1.....92.3...41.8.6......73..6.9..51...714.968";
constexpr const char* kQ3 = "82..6.....6.8...2...32..568641...37.53......4.87...6..4563.97..37...1.......5..3.";

struct Example {
  const char* puzzle;
  const char* id;
  const char* text;
  std::set<std::string> eliminations;
};

// page45_v5.html's examples with GNPX's "exclude" lists. Franken_SDCEx3's second example: GNPX
// prints "r46c3 r5c2 #48" for the third leaf (its code writes the second leaf's digits there) and
// removes only r7c1#24 (its code leaves out the third leaf's digits); npe also removes that leaf's 6.
const Example kExamples[] = {
    {kQ2,
     "gnpx.sue_de_coq_ex2",
     "SueDeCoqEx2 r56c2#1235 / r7c2 r8c1 r9c12#12345 / r6c1368#23579",
     {"r5c1<>4", "r7c1<>4", "r7c3<>4", "r8c3<>4", "r8c9<>4"}},
    {kQ2,
     "gnpx.sue_de_coq_ex2",
     "SueDeCoqEx2 r7c23456#1245689 / r7c9#24 / r5c2 r6c3#159",
     {"r4c3<>9", "r7c1<>2", "r7c1<>4"}},
    {kQ3,
     "gnpx.sue_de_coq_ex2",
     "SueDeCoqEx2 r56c8#1589 / r7c8#18 / r467c9#1259",
     {"r5c7<>9", "r8c8<>8", "r8c9<>2", "r9c9<>2"}},
    {kQ2,
     "gnpx.franken_sdc_ex3",
     "Franken_SDCEx3 r7c23 r8c1 r9c2#1234589/ r9c1#23 / r8c3#48 / r5c2 r46c3#1569",
     {"r4c4<>6", "r4c6<>6", "r5c3<>6", "r7c1<>2", "r7c1<>4"}},
    {kQ1, "gnpx.finned_sue_de_coq_ex1", "Finned_SueDeCoqEx1 r57c5#158 / r4c78 r5c789#145789", {"r7c8<>5"}},
    {kQ1,
     "gnpx.finned_sue_de_coq_ex2",
     "Finned_SueDeCoqEx2 r789c9#23589 / r8c8#35 / r4c7 r5c9#789",
     {"r4c9<>9", "r6c9<>9"}},
    {kQ1,
     "gnpx.finned_franken_sdc_ex3",
     "Finned_Franken_SDCEx3 r467c2#346789 / r8c2#39 / r9c2#46 / r4c7 r5c9#789",
     {"r5c2<>8"}},
};

TEST(GnpxSueDeCoq, GnpxsWorkedExamples) {
  for (const Example& example : kExamples) {
    const auto [grid, solution] = test::givens_example(example.puzzle);
    const auto steps = all_steps(example.id, grid, solution);
    const auto found = effects_by_text(steps);
    ASSERT_TRUE(found.count(example.text)) << example.text;
    EXPECT_EQ(found.at(example.text), example.eliminations) << example.text;
    EXPECT_EQ(test::check_steps(steps, grid, solution), static_cast<int>(steps.size())) << example.id;
  }
}

TEST(GnpxSueDeCoq, TheSetLogicIsWhatProves) {
  // Each example's step carries set logic of rank 0 (rank 1 for the finned forms): its cells as bases,
  // as many covers (one more); an extra elimination of a candidate no cover holds twice, or of the
  // solution's digit, is refused by the host.
  for (const Example& example : kExamples) {
    const auto [grid, solution] = test::givens_example(example.puzzle);
    const bool finned = std::string(example.id).find("finned") != std::string::npos;
    for (const auto& step : all_steps(example.id, grid)) {
      if (step.text != example.text) continue;
      const auto records = evidence::parse_evidence_records(step);
      ASSERT_FALSE(records.set_logic.empty()) << example.text;
      for (const auto& logic : records.set_logic) {
        int bases = 0, covers = 0;
        for (const auto& set : logic.sets) (set.role == NPE_SET_BASE ? bases : covers) += 1;
        EXPECT_EQ(covers - bases, finned ? 1 : 0) << example.text;
      }
      for (int cell = 0; cell < 81; ++cell) {
        if (grid.digits[cell] != 0) continue;
        Step wrong = step;
        wrong.eliminations.push_back({static_cast<std::uint8_t>(cell), solution[cell]});
        EXPECT_THROW(check_step(wrong, grid, std::nullopt, "test"), std::exception) << example.text << " " << cell;
      }
    }
  }
}

// --- reference search, from the definitions --------------------------------------------------------

bool sees(int p, int q) {
  return p != q &&
         (sdk::row_of(p) == sdk::row_of(q) || sdk::col_of(p) == sdk::col_of(q) || sdk::block_of(p) == sdk::block_of(q));
}

bool holds(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit);
}

/** A set of empty cells of one house, its digits. */
struct Set {
  std::vector<int> cells;
  std::bitset<81> mask;
  unsigned digits = 0;
  std::vector<int> with[10];  // its cells holding d
  int level() const { return std::popcount(digits) - static_cast<int>(cells.size()); }
  bool has(int cell) const { return mask.test(static_cast<std::size_t>(cell)); }
  bool meets(const Set& other) const { return (mask & other.mask).any(); }
  std::string text() const {
    char buffer[64];
    sdk::TextBuffer out(buffer, sizeof buffer);
    sdk::put_gnpx_cells(out, cells.data(), static_cast<int>(cells.size()));
    out.put('#');
    out.put_digits(digits);
    return out.c_str();
  }
};

/** Every set of 1..5 empty cells of a house, each cell set once. */
std::vector<Set> all_sets(const Grid& grid) {
  std::map<std::vector<int>, Set> found;
  for (int house = 0; house < 27; ++house) {
    for (int pick = 1; pick < 512; ++pick) {
      Set set;
      for (int k = 0; k < 9; ++k) {
        if (pick & (1 << k)) set.cells.push_back(sdk::kHouseCells[house][k]);
      }
      if (set.cells.size() > 5 ||
          std::any_of(set.cells.begin(), set.cells.end(), [&](int c) { return grid.digits[c]; }))
        continue;
      std::sort(set.cells.begin(), set.cells.end());
      for (const int c : set.cells) {
        set.digits |= grid.candidates[c];
        set.mask.set(static_cast<std::size_t>(c));
        for (int d = 1; d <= 9; ++d) {
          if (holds(grid, c, d)) set.with[d].push_back(c);
        }
      }
      found[set.cells] = set;
    }
  }
  std::vector<Set> sets;
  for (auto& [cells, set] : found) sets.push_back(set);
  return sets;
}

/** Digits of both sets whose every candidate in one sees every one in the other. */
unsigned rcc(const Set& a, const Set& b) {
  unsigned result = 0;
  for (int d = 1; d <= 9; ++d) {
    if (!(a.digits & b.digits & sdk::digit_bit(d))) continue;
    bool all = true;
    for (const int p : a.with[d]) {
      for (const int q : b.with[d]) all &= sees(p, q);
    }
    if (all) result |= sdk::digit_bit(d);
  }
  return result;
}

/** The cells outside `pattern` holding d that see every candidate d of `parts`. */
std::vector<int> seeing_all(const Grid& grid, const std::vector<const Set*>& parts,
                            const std::vector<const Set*>& pattern, int d) {
  std::vector<int> cells;
  for (int c = 0; c < 81; ++c) {
    if (!holds(grid, c, d) || std::any_of(pattern.begin(), pattern.end(), [&](const Set* s) { return s->has(c); }))
      continue;
    bool all = true;
    for (const Set* part : parts) {
      for (const int p : part->with[d]) all &= sees(c, p);
    }
    if (all) cells.push_back(c);
  }
  return cells;
}

/** The text with the leaves of one role sorted (the plugin writes them in GNPX's list order). */
std::string canonical(const std::string& text, bool finned) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t at; (at = text.find('/', start)) != std::string::npos; start = at + 1)
    parts.push_back(text.substr(start, at - start));
  parts.push_back(text.substr(start));
  for (auto& part : parts) {
    while (!part.empty() && part.front() == ' ') part.erase(part.begin());
    while (!part.empty() && part.back() == ' ') part.pop_back();
  }
  std::sort(parts.begin() + 1, parts.end() - (finned ? 1 : 0));
  std::string result;
  for (const auto& part : parts) result += (result.empty() ? "" : " / ") + part;
  return result;
}

Claims canonical(const Claims& claims, bool finned) {
  Claims result;
  for (const auto& [text, eliminations] : claims)
    result[canonical(text, finned)].insert(eliminations.begin(), eliminations.end());
  return result;
}

/** The method's instances from the definition (docs/techniques.md): a stem of `level`, leaves ALSs
 *  pairwise disjoint and apart from the stem with two RCCs each (the finned forms: one leaf fewer and
 *  a last one with one RCC), the RCC sets disjoint. */
Claims reference(const Method& method, const Grid& grid) {
  const std::vector<Set> sets = all_sets(grid);
  Claims claims;
  auto claim = [&](const std::vector<const Set*>& pattern, const std::vector<int>& cells, int d) {
    std::string text = std::string(method.name) + " " + pattern[0]->text();
    for (std::size_t i = 1; i < pattern.size(); ++i) text += " / " + pattern[i]->text();
    for (const int c : cells) claims[canonical(text, method.finned)].insert(cell_name(c) + "<>" + std::to_string(d));
  };
  const int twos = method.finned ? method.level - 1 : method.level;
  std::vector<const Set*> als_list;
  for (const Set& set : sets) {
    if (set.level() == 1) als_list.push_back(&set);
  }
  for (const Set& stem : sets) {
    if (stem.level() != method.level || stem.cells.size() < 2) continue;
    std::vector<const Set*> two, one;
    for (const Set* leaf_set : als_list) {
      const Set& leaf = *leaf_set;
      if (!(leaf.digits & stem.digits) || leaf.meets(stem)) continue;
      const int count = std::popcount(rcc(stem, leaf));
      if (count == 2) two.push_back(&leaf);
      if (count == 1) one.push_back(&leaf);
    }
    // Every choice of `twos` leaves of `two` (as index sets), then the last leaf for the finned forms.
    std::vector<std::vector<const Set*>> choices = {{}};
    for (int k = 0; k < twos; ++k) {
      std::vector<std::vector<const Set*>> next;
      for (const auto& chosen : choices) {
        for (const Set* leaf : two) {
          if (!chosen.empty() && leaf <= chosen.back()) continue;
          auto grown = chosen;
          grown.push_back(leaf);
          next.push_back(grown);
        }
      }
      choices = next;
    }
    for (const auto& chosen : choices) {
      std::vector<std::vector<const Set*>> leaf_lists;
      if (!method.finned) leaf_lists.push_back(chosen);
      for (const Set* last : method.finned ? one : std::vector<const Set*>{}) {
        leaf_lists.push_back(chosen);
        leaf_lists.back().push_back(last);
      }
      for (const auto& leaves : leaf_lists) {
        bool apart = true;
        unsigned all_rcc = 0;
        for (std::size_t i = 0; i < leaves.size(); ++i) {
          const unsigned r = rcc(stem, *leaves[i]);
          apart &= (all_rcc & r) == 0;
          all_rcc |= r;
          for (std::size_t j = 0; j < i; ++j) apart &= !leaves[i]->meets(*leaves[j]);
        }
        if (!apart) continue;
        std::vector<const Set*> pattern = {&stem};
        pattern.insert(pattern.end(), leaves.begin(), leaves.end());
        if (!method.finned) {
          unsigned digits = 0;
          for (const Set* leaf : leaves) digits |= leaf->digits;
          for (int d = 1; d <= 9; ++d) {
            if (digits & sdk::digit_bit(d)) claim(pattern, seeing_all(grid, pattern, pattern, d), d);
          }
          continue;
        }
        const Set& last = *leaves.back();
        for (int f = 1; f <= 9; ++f) {
          if ((stem.digits & last.digits & sdk::digit_bit(f)) && !(all_rcc & sdk::digit_bit(f)))
            claim(pattern, seeing_all(grid, {&stem, &last}, pattern, f), f);
        }
      }
    }
  }
  for (auto it = claims.begin(); it != claims.end();) it = it->second.empty() ? claims.erase(it) : std::next(it);
  return claims;
}

// --- planted patterns ------------------------------------------------------------------------------
// Stuck corpus boards hold thousands of instances each (slow to check), so the tests run on late
// boards of corpus solutions (50 cells emptied) with a pattern planted: a stem of n = 2 or 3 cells of
// a random house keeping n + level digits (its solution digits first), and `level` single cells of
// its house or of a house through it keeping their solution digit and one more. Every edit keeps the
// solution's digits, so the boards stay sound.

/** Cells of `house` that are empty, in random order. */
std::vector<int> empty_cells(const Grid& grid, int house, std::mt19937& random) {
  std::vector<int> cells;
  for (const int c : sdk::kHouseCells[house]) {
    if (grid.digits[c] == 0) cells.push_back(c);
  }
  std::shuffle(cells.begin(), cells.end(), random);
  return cells;
}

/** Restricts `cells` to `digits` (keeping each cell's solution digit); false if a cell would be empty. */
bool restrict_to(Grid& grid, const Digits& solution, const std::vector<int>& cells, unsigned digits) {
  for (const int c : cells) {
    if (!(digits & sdk::digit_bit(solution[c]))) return false;
    grid.candidates[c] = static_cast<sdk::Mask>(grid.candidates[c] & digits);
  }
  return true;
}

bool plant(Grid& grid, const Digits& solution, int level, std::mt19937& random) {
  const int house = static_cast<int>(random() % 27);
  auto cells = empty_cells(grid, house, random);
  const std::size_t n = 2 + random() % 2;
  if (cells.size() < n + 3) return false;
  std::vector<int> stem(cells.begin(), cells.begin() + static_cast<long>(n));
  unsigned digits = 0;
  for (const int c : stem) digits |= sdk::digit_bit(solution[c]);
  while (std::popcount(digits) < static_cast<int>(n) + level)
    digits |= sdk::digit_bit(static_cast<int>(random() % 9) + 1);
  if (!restrict_to(grid, solution, stem, digits)) return false;
  // Leaves: single cells of the stem's house or of a house crossing it, each of two digits.
  for (int k = 0; k < level; ++k) {
    const int other = k == 0 ? house : static_cast<int>(sdk::houses_of(stem[random() % n])[random() % 3]);
    for (const int c : empty_cells(grid, other, random)) {
      if (std::find(stem.begin(), stem.end(), c) != stem.end() || std::popcount(grid.candidates[c]) < 2) continue;
      unsigned pair = sdk::digit_bit(solution[c]);
      while (std::popcount(pair) < 2) pair |= sdk::digit_bit(static_cast<int>(random() % 9) + 1);
      if (restrict_to(grid, solution, {c}, pair)) break;
    }
  }
  return true;
}

/** The solution with `blanks` random cells emptied, their candidates what the placed digits leave: a
 *  board late on a solve path, with few sets (the patterns have thousands of instances on a stuck board). */
Grid late_board(const Digits& solution, int blanks, std::mt19937& random) {
  Digits digits = solution;
  for (int k = 0; k < blanks; ++k) digits[random() % 81] = 0;
  return Grid::from_digits(digits);
}

/** Per corpus position, late boards of its solution with each level of stem planted. */
std::vector<test::StuckPosition> planted_positions(const std::vector<test::StuckPosition>& corpus, std::size_t count) {
  std::vector<test::StuckPosition> positions;
  std::mt19937 random(35);
  for (std::size_t i = 0; i < corpus.size() && i < count; ++i) {
    for (int level = 1; level <= 3; ++level) {
      for (int attempt = 0; attempt < 50; ++attempt) {
        Grid grid = late_board(corpus[i].solution, 50, random);
        if (!plant(grid, corpus[i].solution, level, random)) continue;
        positions.push_back({grid, corpus[i].solution, corpus[i].origin + " (planted)"});
        break;
      }
    }
  }
  return positions;
}

/** Find-all against the reference search: patterns planted on late boards (50 cells of a solution
 *  emptied) of forum_hardest_1106 solutions, 10 in CI, 300 with NPE_LONG_TESTS; the long run adds the
 *  givens of GNPX's three example puzzles and 6 stuck forum_hardest_1106 positions as they are
 *  (thousands of instances each: 573,774 Finned_SueDeCoqEx2 on 21 stuck and planted positions). */
void compare_with_reference(const Method& method) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck = test::stuck_hardest_positions(long_run ? 300 : test::scaled(10, 2));
  ASSERT_FALSE(stuck.empty());
  auto positions = planted_positions(stuck, stuck.size());
  if (long_run) {
    for (const char* puzzle : {kQ1, kQ2, kQ3}) {
      const auto [grid, solution] = test::givens_example(puzzle);
      positions.push_back({grid, solution, puzzle});
    }
    positions.insert(positions.end(), stuck.begin(), stuck.begin() + 6);
  }
  long instances = 0;
  for (const auto& position : positions) {
    const auto steps = all_steps(method.id, position.grid);
    const Claims expected = reference(method, position.grid);
    EXPECT_EQ(canonical(effects_by_text(steps), method.finned), expected)
        << method.id << " " << position.origin << " " << position.grid.to_line();
    instances += static_cast<long>(expected.size());
  }
  std::cout << method.id << ": " << instances << " instances on " << positions.size() << " positions" << std::endl;
  EXPECT_GT(instances, 0);
}

TEST(GnpxSueDeCoq, SueDeCoqEx2EqualsTheReferenceSearch) { compare_with_reference(kMethods[0]); }
TEST(GnpxSueDeCoq, FrankenSdcEx3EqualsTheReferenceSearch) { compare_with_reference(kMethods[1]); }
TEST(GnpxSueDeCoq, FinnedSueDeCoqEx1EqualsTheReferenceSearch) { compare_with_reference(kMethods[2]); }
TEST(GnpxSueDeCoq, FinnedSueDeCoqEx2EqualsTheReferenceSearch) { compare_with_reference(kMethods[3]); }
TEST(GnpxSueDeCoq, FinnedFrankenSdcEx3EqualsTheReferenceSearch) { compare_with_reference(kMethods[4]); }

TEST(GnpxSueDeCoq, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  // Stuck positions of forum_hardest_1905_11plus (every 4th: 10 in CI, 20,000 with NPE_LONG_TESTS),
  // each a late board of its solution with each level of stem planted: every step of the five passes
  // the host's checks (its set logic included) and agrees with the solution.
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const auto stuck =
      test::stuck_hardest_positions(long_run ? 20000 : test::scaled(10, 2), 4, "forum_hardest_1905_11plus.txt");
  ASSERT_FALSE(stuck.empty());
  const auto positions = planted_positions(stuck, stuck.size());
  for (const Method& method : kMethods) {
    long steps = 0;
    for (const auto& position : positions)
      steps +=
          test::check_steps(all_steps(method.id, position.grid, position.solution), position.grid, position.solution);
    std::cout << method.id << ": " << steps << " steps checked on " << positions.size() << " positions" << std::endl;
    EXPECT_GT(steps, 0) << method.id;
  }
}

/** Each grid moved by two random sudoku symmetries: find-all's steps move with the grid, for each of the
 *  five methods, and each method has steps on at least `min_with_steps` of the grids. */
void expect_steps_move_with_the_grid(const std::vector<Grid>& grids, int min_with_steps) {
  std::mt19937 random(35);
  for (const Method& method : kMethods) {
    int with_steps = 0;
    const std::string id = method.id;
    const FindFunction find = [id](const Grid& g, bool all) { return test::find_steps(id, g, all); };
    for (const auto& grid : grids) {
      with_steps += !find(grid, true).empty();
      for (int round = 0; round < 2; ++round)
        EXPECT_EQ(symmetry_mismatch(find, grid, random_transform(random), SymmetryCompare::steps), std::nullopt) << id;
    }
    EXPECT_GE(with_steps, min_with_steps) << id;
  }
}

TEST(GnpxSueDeCoq, StepsMoveWithTheGrid) {
  // GNPX's three example positions: each method has steps on at least one of them (Franken_SDCEx3 on two).
  std::vector<Grid> grids;
  for (const char* puzzle : {kQ1, kQ2, kQ3}) grids.push_back(test::givens_example(puzzle).grid);
  expect_steps_move_with_the_grid(grids, 1);
}

TEST(GnpxSueDeCoq, StepsMoveWithTheGridOnPlantedHardestPositions) {
  // Stuck forum_hardest_1106 positions with each level of stem planted.
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const auto stuck = test::stuck_hardest_positions(test::scaled(10, 2), 7);
  ASSERT_FALSE(stuck.empty());
  std::vector<Grid> grids;
  for (const auto& position : planted_positions(stuck, stuck.size())) grids.push_back(position.grid);
  expect_steps_move_with_the_grid(grids, 3);
}

}  // namespace
}  // namespace npe::gnpx_sue_de_coq_test
