// Shared by the pattern plugins' tests (single_digit, wings, coloring): hard positions, HoDoKu
// regression cases run against the techniques that declare their codes, and a soundness walk.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/puzzle_text.hpp"
#include "core/reglib_case.hpp"
#include "core/singles.hpp"
#include "core/solver.hpp"
#include "core/step_check.hpp"
#include "core/technique_search.hpp"
#include "fish_support.hpp"
#include "patterns_evidence.hpp"
#include "test_support.hpp"

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

struct HardPosition {
  Grid grid;
  std::string origin;
};

/** Up to `count` unsolved hard positions (empty without ../shared): puzzles of sx_diabolical_500 then
 *  top1465, each after the singles, locked candidates and naked/hidden sets (where Skyscrapers and
 *  kites still stand) and again where the `full` engine's techniques are exhausted (fish too). */
inline const std::vector<HardPosition>& hard_positions(std::size_t count = 400) {
  static std::vector<HardPosition> positions;
  static bool done = false;
  if (done) return positions;
  done = true;
  for (const char* file : {"sx_diabolical_500.txt", "top1465.txt"}) {
    const auto path = shared_dir() / "corpora" / file;
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
  std::sort(items.begin(), items.end(),
            [](const CellDigit& a, const CellDigit& b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; });
  items.erase(std::unique(items.begin(), items.end()), items.end());
  return items;
}

/** The techniques (id, params, flags) of the shipped plugins that declare a reglib code or its
 *  technique code without variant ("0402" answers "0402-1" only when it has no "0402-1" entry). */
struct ReglibTechnique {
  std::string id;
  ParamList params;
  std::uint32_t flags = 0;
};

inline std::vector<ReglibTechnique> techniques_answering(const std::string& code, const std::vector<std::string>& ids) {
  std::vector<ReglibTechnique> exact, base;
  const std::string technique_code = code.substr(0, code.find('-'));
  for (const auto& id : ids) {
    const TechniqueInfo* info = shipped_plugins().find(id);
    if (!info) continue;
    for (const auto& answer : info->reglib_codes) {
      if (answer.code == code) exact.push_back({id, answer.params, answer.flags});
      else if (answer.code == technique_code && code != technique_code) base.push_back({id, answer.params, answer.flags});
    }
  }
  return exact.empty() ? base : exact;
}

struct ReglibTally {
  int passed = 0;
  int total = 0;
  std::string failures;
};

/** Runs every case of reglib-dev.txt with `code` through the techniques of `ids` that answer it; a
 *  case passes when one of them finds a step with exactly its eliminations and placements (and
 *  digits when the answer says NPE_REGLIB_DIGITS), and the step's evidence holds. */
inline ReglibTally run_reglib_code(const std::string& code, const std::vector<std::string>& ids) {
  ReglibTally tally;
  const auto path = shared_dir() / "reglib" / "reglib-dev.txt";
  const auto techniques = techniques_answering(code, ids);
  std::ifstream in(path);
  std::string text;
  for (int number = 1; std::getline(in, text); ++number) {
    if (text.empty() || text[0] == '#' || text.compare(0, code.size() + 2, ":" + code + ":") != 0) continue;
    const ReglibCase reglib = parse_reglib_line(text, "reglib-dev.txt:" + std::to_string(number));
    ++tally.total;
    const auto want_elims = sorted_unique(reglib.eliminations);
    const auto want_places = sorted_unique(reglib.placements);
    std::string found;
    bool pass = false;
    for (const auto& technique : techniques) {
      const auto result = search_technique(shipped_plugins(), technique.id, technique.params, reglib.grid, {true, false, false});
      for (const auto& step : result.steps) {
        const std::string evidence = evidence_error(reglib.grid, step);
        found += "\n    " + technique.id + ": " + step_line(step) + (evidence.empty() ? "" : " [evidence: " + evidence + "]");
        if ((technique.flags & NPE_REGLIB_DIGITS) && step.digits != reglib.digits) continue;
        if (sorted_unique(step.eliminations) == want_elims && sorted_unique(step.placements) == want_places &&
            evidence.empty()) {
          pass = true;
        }
      }
    }
    if (reglib.fail_case()) pass = found.empty();
    if (pass) ++tally.passed;
    else tally.failures += "  " + reglib.origin + " " + reglib.line + "\n    found:" + (found.empty() ? " nothing" : found) + "\n";
  }
  return tally;
}

/** Puzzles with their unique solution from the corpus files, at most `limit` in all (file order). */
struct SolvedPuzzle {
  Digits givens;
  Digits solution;
  std::string origin;
};

inline std::vector<SolvedPuzzle> solved_corpus(std::size_t limit) {
  std::vector<SolvedPuzzle> result;
  for (const char* file : {"sx_easy_500.txt", "sx_medium_500.txt", "sx_hard_500.txt", "sx_diabolical_500.txt",
                           "top1465.txt", "forum_hardest_1106.txt", "norvig_top95.txt", "norvig_hardest11.txt",
                           "sx_by_rating_200each.txt", "17clue.txt"}) {
    const auto path = shared_dir() / "corpora" / file;
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
