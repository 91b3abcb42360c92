// Shared by the pattern plugins' tests (single_digit, wings, coloring): hard positions, HoDoKu
// regression cases run against the techniques that declare their codes, and a soundness walk.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "board/reglib_case.hpp"
#include "fish_support.hpp"
#include "patterns_evidence.hpp"
#include "reglib/reglib_run.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"
#include "validation/step_validation.hpp"

namespace npe::test {

/** Singles, locked candidates, naked/hidden sets 2..4 and basic/finned fish 2..4 applied to a
 *  fixpoint: about where the `full` engine type is stuck. */
inline void apply_full_engine_eliminations(Grid& grid) {
  for (bool changed = true; changed && !grid.solved();) {
    apply_simple_eliminations(grid);
    changed = false;
    for (const char* id : {"fish.basic", "fish.finned"}) {
      for (int n = 2; n <= 4 && !changed; ++n) {
        for (const auto& step : find_steps(id, grid, true, {{"size", std::to_string(n)}})) {
          for (const auto& e : step.eliminations) {
            if (grid.digits[e.cell] == 0 && sdk::has_digit(grid.candidates[e.cell], e.digit)) {
              grid.eliminate(e.cell, e.digit);
              changed = true;
            }
          }
        }
      }
      if (changed) break;
    }
  }
}

struct PatternPosition {
  Grid grid;
  std::string origin;
};

/** Up to `count` unsolved hard positions (empty without the optional corpora): puzzles of sx_diabolical_500 then
 *  top1465, each after the singles, locked candidates and naked/hidden sets (where Skyscrapers and
 *  kites still stand) and again where the `full` engine's techniques are exhausted (fish too). */
inline const std::vector<PatternPosition>& pattern_positions(
    std::size_t count = static_cast<std::size_t>(scaled(400))) {
  static std::vector<PatternPosition> positions;
  static bool done = false;
  if (done) return positions;
  done = true;
  for (const char* file : {"sx_diabolical_500.txt", "top1465.txt"}) {
    const auto path = shared_corpus(file);
    if (!std::filesystem::exists(path)) continue;
    for (const auto& puzzle : read_puzzle_file(path)) {
      if (positions.size() >= count) return positions;
      Grid grid = Grid::from_digits(puzzle.givens);
      apply_simple_eliminations(grid);
      if (grid.solved()) continue;
      positions.push_back({grid, puzzle.origin + " (sets)"});
      apply_full_engine_eliminations(grid);
      if (!grid.solved()) positions.push_back({grid, puzzle.origin + " (full)"});
    }
  }
  return positions;
}

inline std::vector<CellDigit> sorted_unique(std::vector<CellDigit> items) {
  std::sort(items.begin(), items.end(), [](const CellDigit& a, const CellDigit& b) {
    return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
  });
  items.erase(std::unique(items.begin(), items.end()), items.end());
  return items;
}

/** HoDoKu's regression library as the repository keeps it (tests/data/reglib, GPLv3 data). */
inline const std::vector<ReglibCase>& reglib_dev() {
  static const std::vector<ReglibCase> cases =
      read_reglib_file(source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt");
  return cases;
}

/** The techniques among `ids` that declare a code answering `code`. */
inline std::vector<std::string> techniques_answering(const std::string& code, const std::vector<std::string>& ids) {
  std::vector<std::string> found;
  for (const auto& id : ids) {
    const TechniqueInfo* info = shipped_plugins().find(id);
    if (!info) continue;
    for (const auto& answer : info->reglib_codes) {
      if (reglib_code_answers(answer.code, code)) found.push_back(id);
    }
  }
  return found;
}

struct ReglibTally {
  int passed = 0;
  int total = 0;
  std::string failures;
};

/** Every case of one code through `npe reglib`'s code path (run_reglib: the techniques declaring the
 *  code, the host's step and evidence checks). */
inline ReglibTally run_reglib_code(const std::string& code) {
  ReglibSelection selection;
  selection.codes = {code};
  const ReglibReport report = run_reglib(shipped_plugins(), reglib_dev(), selection);
  ReglibTally tally;
  for (const auto& result : report.cases) {
    if (result.reglib->code != code) continue;  // a prefix selection could take more
    ++tally.total;
    if (result.verdict == ReglibVerdict::passed)
      ++tally.passed;
    else
      tally.failures +=
          "  " + result.reglib->origin + " " + result.reglib->line + "\n    found: " + result.found + "\n";
  }
  return tally;
}

/** Puzzles with their unique solution from the corpus files, at most `limit` in all (file order). */
struct SolvedPuzzle {
  Digits givens;
  Digits solution;
  std::string origin;
};

/** The optional corpora solved_corpus reads, in order (docs/corpora.md). */
inline const std::vector<std::string> kSolvedCorpora = {
    "sx_easy_500.txt",        "sx_medium_500.txt", "sx_hard_500.txt",      "sx_diabolical_500.txt",    "top1465.txt",
    "forum_hardest_1106.txt", "norvig_top95.txt",  "norvig_hardest11.txt", "sx_by_rating_200each.txt", "17clue.txt"};

inline std::vector<SolvedPuzzle> solved_corpus(std::size_t limit) {
  std::vector<SolvedPuzzle> result;
  for (const auto& file : kSolvedCorpora) {
    const auto path = shared_corpus(file);
    if (!std::filesystem::exists(path)) continue;
    for (const auto& puzzle : read_puzzle_file(path)) {
      if (result.size() >= limit) return result;
      std::optional<Digits> solution = puzzle.solution;
      if (!solution) solution = unique_solution(puzzle.givens);
      if (solution) result.push_back({puzzle.givens, *solution, puzzle.origin});
    }
  }
  return result;
}

/** Positions along solve paths of every `stride`-th puzzle of solved_corpus(20000): the givens after the
 *  simpler eliminations, then up to seven times an eighth of the empty cells placed from the solution
 *  (placed, not givens: avoidable rectangles appear) and the same again; visit(grid, solution) for each
 *  position left unsolved. The placements follow one pseudo-random sequence over the whole walk. */
inline void walk_solve_paths(std::size_t stride, const std::function<void(const Grid&, const Digits&)>& visit) {
  const auto puzzles = solved_corpus(20000);
  unsigned seed = 1;
  for (std::size_t i = 0; i < puzzles.size(); i += std::max<std::size_t>(stride, 1)) {
    const auto& puzzle = puzzles[i];
    Grid grid = Grid::from_digits(puzzle.givens);
    for (int round = 0; round < 8 && !grid.solved(); ++round) {
      if (round > 0) {
        for (int cell = 0; cell < 81; ++cell) {
          seed = seed * 1103515245u + 12345u;
          if (grid.digits[cell] == 0 && (seed >> 16) % 8 == 0) grid.place(cell, puzzle.solution[cell]);
        }
      }
      apply_simple_eliminations(grid);
      if (grid.solved()) break;
      visit(grid, puzzle.solution);
    }
  }
}

/** The symmetry the find-all checks use: cell (r, c) to (c, r), digit d to 10 - d. */
inline int transposed_cell(int cell) { return (cell % 9) * 9 + cell / 9; }
inline int relabelled_digit(int digit) { return 10 - digit; }

/** The grid transposed and relabelled (digits, givens and candidates). */
inline Grid transposed_relabelled(const Grid& grid) {
  Grid moved = grid;
  for (int c = 0; c < 81; ++c) {
    moved.digits[transposed_cell(c)] =
        static_cast<std::uint8_t>(grid.digits[c] == 0 ? 0 : relabelled_digit(grid.digits[c]));
    moved.givens[transposed_cell(c)] = grid.givens[c];
    Mask m = 0;
    for (int d = 1; d <= 9; ++d) m |= sdk::has_digit(grid.candidates[c], d) ? sdk::digit_bit(relabelled_digit(d)) : 0;
    moved.candidates[transposed_cell(c)] = m;
  }
  return moved;
}

/** One technique instance per (id, params), reused over many positions. */
struct TechniqueRun {
  std::string id;
  ParamList params;
  std::unique_ptr<TechniqueInstance> instance;
  long steps = 0;
  long eliminations = 0;
  long placements = 0;
  std::uint32_t no_evidence_kind = 0;  // kind bit of steps that say they carry no chain (WXYZ kNoNet)
  long without_evidence = 0;
};

/** Runs every technique (all steps) on the grid: each step is checked against the solution (throws
 *  PluginError) and its evidence must hold. Returns "" or the first evidence failure. */
inline std::string run_checked(std::vector<TechniqueRun>& runs, const Grid& grid, const Digits& solution,
                               bool check_evidence) {
  std::string failure;
  for (auto& run : runs) {
    run.instance->find(grid, true, [&](const npe_step& raw) {
      const Step step = copy_step(raw, run.id, run.id);
      check_step(step, grid, solution, run.id);
      ++run.steps;
      run.eliminations += static_cast<long>(step.eliminations.size());
      run.placements += static_cast<long>(step.placements.size());
      if (run.no_evidence_kind && (step.kind & run.no_evidence_kind)) {
        ++run.without_evidence;
      } else if (check_evidence && failure.empty()) {
        const std::string e = evidence_error(grid, step);
        if (!e.empty()) failure = run.id + ": " + step_line(step) + ": " + e;
      }
      return true;
    });
  }
  return failure;
}

}  // namespace npe::test
