// Templates plugin (HoDoKu's Template Set / Template Delete, docs/techniques.md "Templates"):
// hand-made positions, HoDoKu's regression cases through `npe reglib`'s code path, a slow reference
// (all 46,656 templates listed, fitted cell by cell, refined as HoDoKu does) on hard positions, and
// soundness on corpus puzzles with known solutions.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <numeric>
#include <set>
#include <vector>

#include "board/puzzle_text.hpp"
#include "corpus_soundness.hpp"
#include "fish_support.hpp"
#include "reglib/reglib_run.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::templates_test {
namespace {

int cell(int row, int col) { return row * 9 + col; }

std::vector<Step> templates(const std::string& id, const Grid& grid, const ParamList& params = {}) {
  return search_technique(test::shipped_plugins(), id, params, grid, {true, false, false}).steps;
}

/** Every digit everywhere except 1, which is a candidate where `keep(row, col)` (0-based) says. */
template <class Keep>
Grid board_with_ones(Keep keep) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (int c = 0; c < 81; ++c) {
    if (!keep(c / 9, c % 9)) grid.candidates[c] &= static_cast<Mask>(~sdk::digit_bit(1));
  }
  return grid;
}

std::set<int> cells_of(std::span<const CellDigit> list) {
  std::set<int> cells;
  for (const auto& e : list) cells.insert(e.cell);
  return cells;
}

TEST(TemplatesHandMade, DeleteSeesTheBandAndTheColumns) {
  // Rows 1 and 2 have 1 only in c1 and c4 (an X-Wing), rows 3..9 everywhere. Every template puts rows
  // 1, 2 in c1 and c4, i.e. in stacks 1 and 2, so row 3's 1 is in stack 3: r3c1..r3c6 are in no template,
  // nor is any other cell of c1 and c4. Template Delete removes those 18 candidates, the X-Wing 12.
  const Grid grid = board_with_ones([](int row, int col) { return row >= 2 || col == 0 || col == 3; });
  const auto steps = templates("templates.delete", grid);
  ASSERT_EQ(steps.size(), 1u);
  std::set<int> expected;
  for (int col = 0; col < 6; ++col) expected.insert(cell(2, col));
  for (int row = 2; row < 9; ++row) expected.insert({cell(row, 0), cell(row, 3)});
  EXPECT_EQ(cells_of(steps[0].eliminations), expected);
  EXPECT_EQ(steps[0].text, "Template Delete:  => r3c123456,r4c14,r5c14,r6c14,r7c14,r8c14,r9c14<>1");
  EXPECT_EQ(steps[0].digits, sdk::digit_bit(1));
  EXPECT_TRUE(templates("templates.set", grid).empty());
}

TEST(TemplatesHandMade, SetTakesTheStackTheBandLeaves) {
  // Row 1 has 1 in c1 or c4, row 2 in c2 or c5, row 3 in c1 or c9; rows 4..9 everywhere. Rows 1 and 2 use
  // stacks 1 and 2 in both templates of theirs ((c1,c5) or (c4,c2)), so row 3 takes stack 3: r3c9 is in
  // every template and Template Set places it.
  const Grid grid = board_with_ones([](int row, int col) {
    if (row == 0) return col == 0 || col == 3;
    if (row == 1) return col == 1 || col == 4;
    if (row == 2) return col == 0 || col == 8;
    return true;
  });
  const auto steps = templates("templates.set", grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(steps[0].text, "Template Set: r3c9=1");
  ASSERT_EQ(steps[0].placements.size(), 1u);
  EXPECT_EQ(steps[0].placements[0].cell, cell(2, 8));
}

TEST(TemplatesHandMade, NoStepWithoutAFittingTemplate) {
  // Digit 1 has no candidate left in row 5 and is placed nowhere: no template fits, nothing is said.
  const Grid grid = board_with_ones([](int row, int) { return row != 4; });
  for (const char* id : {"templates.set", "templates.delete"}) {
    for (const auto& step : templates(id, grid)) EXPECT_NE(step.digits, sdk::digit_bit(1)) << step.text;
  }
}

// ---- HoDoKu's regression cases ----------------------------------------------------------------

TEST(TemplatesReglib, EveryDevCasePasses) {
  const auto path = test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "needs tests/data/reglib/reglib-dev.txt";
  const ReglibReport report = run_reglib(test::shipped_plugins(), read_reglib_file(path), {{"1201", "1202"}, ""});
  int total = 0;
  for (const auto& [code, tally] : report.codes) {
    total += tally.passed + tally.failed + tally.not_implemented;
    std::cout << "reglib " << code << ": " << tally.passed << "/" << tally.passed + tally.failed + tally.not_implemented
              << " passed\n";
  }
  EXPECT_EQ(total, 13);
  EXPECT_EQ(report.passed, total) << reglib_text(report);
}

// ---- reference: all templates listed ------------------------------------------------------------

/** The 46,656 templates: a column per row, every column once, each band's rows in three stacks. */
const std::vector<std::array<int, 9>>& all_templates() {
  static const std::vector<std::array<int, 9>> list = [] {
    std::vector<std::array<int, 9>> result;
    std::array<int, 9> cols;
    std::iota(cols.begin(), cols.end(), 0);
    do {
      bool ok = true;
      for (int band = 0; band < 3; ++band) {
        const int a = cols[band * 3] / 3, b = cols[band * 3 + 1] / 3, c = cols[band * 3 + 2] / 3;
        ok &= a != b && a != c && b != c;
      }
      if (ok) result.push_back(cols);
    } while (std::next_permutation(cols.begin(), cols.end()));
    return result;
  }();
  return list;
}

struct DigitTemplates {
  std::vector<int> fitting;  // indexes into all_templates()
  std::array<bool, 81> in_all{}, in_any{};
};

/** The templates of `digit` that fit: every cell a candidate or the digit, every placed digit used,
 *  no cell of `forbidden`. */
DigitTemplates fit(const Grid& grid, int digit, const std::array<bool, 81>& forbidden) {
  DigitTemplates out;
  const auto& list = all_templates();
  for (int t = 0; t < static_cast<int>(list.size()); ++t) {
    bool ok = true;
    for (int row = 0; row < 9 && ok; ++row) {
      for (int col = 0; col < 9; ++col) {
        const int c = cell(row, col);
        const bool used = list[t][row] == col;
        if (grid.digits[c] == digit && !used) ok = false;
        if (used && grid.digits[c] != digit &&
            (grid.digits[c] != 0 || !sdk::has_digit(grid.candidates[c], digit) || forbidden[c])) {
          ok = false;
        }
      }
    }
    if (ok) out.fitting.push_back(t);
  }
  out.in_all.fill(true);  // the intersection of no template: every cell (so a broken digit forbids all)
  for (const int t : out.fitting) {
    std::array<bool, 81> used{};
    for (int row = 0; row < 9; ++row) used[cell(row, list[t][row])] = true;
    for (int c = 0; c < 81; ++c) {
      out.in_all[c] = out.in_all[c] && used[c];
      out.in_any[c] = out.in_any[c] || used[c];
    }
  }
  return out;
}

/** HoDoKu's refinement: drop templates using a cell in every template of another digit, repeatedly. */
std::array<DigitTemplates, 9> reference_templates(const Grid& grid) {
  std::array<DigitTemplates, 9> digits;
  for (int d = 1; d <= 9; ++d) digits[d - 1] = fit(grid, d, {});
  for (bool changed = true; changed;) {
    changed = false;
    for (int d = 1; d <= 9; ++d) {
      std::array<bool, 81> forbidden{};
      for (int other = 1; other <= 9; ++other) {
        for (int c = 0; c < 81; ++c) forbidden[c] = forbidden[c] || (other != d && digits[other - 1].in_all[c]);
      }
      DigitTemplates next = fit(grid, d, forbidden);
      if (next.fitting.size() != digits[d - 1].fitting.size()) {
        digits[d - 1] = std::move(next);
        changed = true;
      }
    }
  }
  return digits;
}

TEST(TemplatesReference, PluginFindsExactlyTheListedTemplatesSteps) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt");
  const auto path = test::shared_corpus("sx_diabolical_500.txt");
  const auto start = std::chrono::steady_clock::now();
  int positions = 0;
  long placements = 0, eliminations = 0;
  for (const auto& puzzle : read_puzzle_file(path)) {
    if (positions >= test::scaled(300, 10)) break;
    Grid grid = Grid::from_digits(puzzle.givens);
    test::apply_simple_eliminations(grid);
    if (grid.solved()) continue;
    ++positions;
    const auto reference = reference_templates(grid);
    std::set<std::pair<int, int>> expected_set, expected_delete, actual_set, actual_delete;
    for (int d = 1; d <= 9; ++d) {
      if (reference[d - 1].fitting.empty()) continue;
      for (int c = 0; c < 81; ++c) {
        if (grid.digits[c] != 0 || !sdk::has_digit(grid.candidates[c], d)) continue;
        if (reference[d - 1].in_all[c]) expected_set.insert({c, d});
        if (!reference[d - 1].in_any[c]) expected_delete.insert({c, d});
      }
    }
    for (const auto& step : templates("templates.set", grid)) {
      for (const auto& p : step.placements) EXPECT_TRUE(actual_set.insert({p.cell, p.digit}).second);
    }
    for (const auto& step : templates("templates.delete", grid)) {
      for (const auto& e : step.eliminations) EXPECT_TRUE(actual_delete.insert({e.cell, e.digit}).second);
    }
    EXPECT_EQ(actual_set, expected_set) << grid.to_line();
    EXPECT_EQ(actual_delete, expected_delete) << grid.to_line();
    placements += static_cast<long>(actual_set.size());
    eliminations += static_cast<long>(actual_delete.size());
  }
  std::cout << "templates reference: " << positions << " positions, " << placements << " placements and "
            << eliminations << " eliminations agree ("
            << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() << " s)\n";
  EXPECT_GT(eliminations, 0);
}

// ---- soundness ------------------------------------------------------------------------------------

TEST(TemplatesSoundness, NoStepContradictsTheSolution) {
  // One position per puzzle (singles filled), the first 20,000 of the corpora with a unique solution.
  const std::vector<std::string> corpora = {
      "sx_hard_500.txt",        "sx_diabolical_500.txt",    "top1465.txt",
      "forum_hardest_1106.txt", "sx_by_rating_200each.txt", "forum_hardest_1905_11plus.txt"};
  NPE_NEEDS_SHARED_CORPORA(corpora);
  const auto list = test::corpus_positions(corpora, 0, 1, test::scaled(20000));
  ASSERT_EQ(static_cast<int>(list.size()), test::scaled(20000));
  for (const char* id : {"templates.set", "templates.delete"}) test::check_soundness(id, list, true);
}

}  // namespace
}  // namespace npe::templates_test
