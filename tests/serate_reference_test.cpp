// The serate plugin's "direct" techniques and last value against slow reference searches written
// here from Sudoku Explainer's definitions (docs/techniques.md, "Sudoku Explainer ratings"): plain
// loops over cells and houses, no bit tricks, no shared code with the plugin. On every position of the
// serate solve paths of shipped SE-rated puzzles, find-all must report exactly the reference's steps,
// in the reference's (Sudoku Explainer's) order: the engine applies the first of them.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <fstream>
#include <string>
#include <vector>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "test_support.hpp"

namespace npe::serate_reference_test {
namespace {

using Cells = std::vector<int>;

bool in_house(int cell, int house) {
  if (house < 9) return sdk::row_of(cell) == house;
  if (house < 18) return sdk::col_of(cell) == house - 9;
  return sdk::block_of(cell) == house - 18;
}

/** The house's cells, worked out once from in_house. */
const Cells& house_cells(int house) {
  static const std::vector<Cells> all = [] {
    std::vector<Cells> houses(27);
    for (int h = 0; h < 27; ++h) {
      for (int cell = 0; cell < 81; ++cell) {
        if (in_house(cell, h)) houses[h].push_back(cell);
      }
    }
    return houses;
  }();
  return all[house];
}

std::string house_name(int house) { return std::string(1, "rcb"[house / 9]) + std::to_string(house % 9 + 1); }

std::string cell_value(int cell, int digit) { return cell_name(cell) + "=" + std::to_string(digit); }

/** The empty cells of the house holding the digit. */
Cells places(const Grid& grid, int house, int digit) {
  Cells out;
  for (int cell : house_cells(house)) {
    if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit)) out.push_back(cell);
  }
  return out;
}

bool all_in(const Cells& cells, int house) {
  for (int cell : cells) {
    if (!in_house(cell, house)) return false;
  }
  return true;
}

Cells outside(const Cells& cells, int house) {
  Cells out;
  for (int cell : cells) {
    if (!in_house(cell, house)) out.push_back(cell);
  }
  return out;
}

bool cross(int a, int b) {
  for (int cell : house_cells(a)) {
    if (in_house(cell, b)) return true;
  }
  return false;
}

/** Blocks, then columns, then rows: Sudoku Explainer's house order. */
std::vector<int> se_houses() {
  std::vector<int> out;
  for (int first : {18, 9, 0}) {
    for (int i = 0; i < 9; ++i) out.push_back(first + i);
  }
  return out;
}

std::vector<std::string> last_values(const Grid& grid) {
  std::vector<std::string> out;
  for (int house : se_houses()) {
    Cells empty;
    for (int cell : house_cells(house)) {
      if (grid.digits[cell] == 0) empty.push_back(cell);
    }
    if (empty.size() != 1 || sdk::count_digits(grid.candidates[empty[0]]) != 1) continue;
    out.push_back("Last value in " + house_name(house) + ": " +
                  cell_value(empty[0], sdk::first_digit(grid.candidates[empty[0]])));
  }
  return out;
}

/** A digit's two or more places in region1 all lie in region2 (a house of the other kind); in another
 *  house of region1's kind crossing region2, two or more places of which exactly one lies outside
 *  region2: that one is a hidden single once the digit leaves region2's other cells. */
std::vector<std::string> direct_locking(const Grid& grid, bool claiming) {
  const int blocks = 18, columns = 9, rows = 0;
  const int kinds[2][2] = {{claiming ? columns : blocks, claiming ? blocks : columns},
                           {claiming ? rows : blocks, claiming ? blocks : rows}};
  std::vector<std::string> out;
  for (const auto& kind : kinds) {
    for (int region1 = kind[0]; region1 < kind[0] + 9; ++region1) {
      for (int region2 = kind[1]; region2 < kind[1] + 9; ++region2) {
        if (!cross(region1, region2)) continue;
        for (int digit = 1; digit <= 9; ++digit) {
          const Cells locked = places(grid, region1, digit);
          if (locked.size() < 2 || !all_in(locked, region2)) continue;
          for (int region3 = kind[0]; region3 < kind[0] + 9; ++region3) {
            if (region3 == region1 || !cross(region3, region2)) continue;
            const Cells there = places(grid, region3, digit);
            const Cells rest = outside(there, region2);
            if (there.size() < 2 || rest.size() != 1) continue;
            out.push_back(std::string(claiming ? "Direct Claiming: " : "Direct Pointing: ") + std::to_string(digit) +
                          " in " + house_name(region1) + " and " + house_name(region2) + " => " +
                          cell_value(rest[0], digit));
          }
        }
      }
    }
  }
  return out;
}

/** n digits, each with two or more places in a house of more than n empty cells, whose places are n
 *  cells: the first other digit (1..9) with two or more places of which one lies outside them is a
 *  hidden single. Digit sets in increasing bit-mask order. */
std::vector<std::string> direct_hidden_sets(const Grid& grid, int n) {
  std::vector<std::string> out;
  for (int house : se_houses()) {
    int empty = 0;
    for (int cell : house_cells(house)) empty += grid.digits[cell] == 0;
    if (empty <= n) continue;
    for (unsigned set = 1; set < 512; ++set) {
      if (std::popcount(set) != n) continue;
      std::vector<bool> in_set_cells(81, false);
      bool usable = true;
      for (int digit = 1; digit <= 9; ++digit) {
        if (!(set & (1u << (digit - 1)))) continue;
        const Cells p = places(grid, house, digit);
        usable = usable && p.size() >= 2;
        for (int cell : p) in_set_cells[cell] = true;
      }
      if (!usable || std::count(in_set_cells.begin(), in_set_cells.end(), true) != n) continue;
      for (int digit = 1; digit <= 9; ++digit) {
        if (set & (1u << (digit - 1))) continue;
        const Cells p = places(grid, house, digit);
        Cells rest;
        for (int cell : p) {
          if (!in_set_cells[cell]) rest.push_back(cell);
        }
        if (p.size() < 2 || rest.size() != 1) continue;
        std::string digits;
        for (int d = 1; d <= 9; ++d) {
          if (set & (1u << (d - 1))) digits += (digits.empty() ? "" : ",") + std::to_string(d);
        }
        out.push_back(std::string(n == 2 ? "Direct Hidden Pair: " : "Direct Hidden Triplet: ") + digits + " in " +
                      house_name(house) + " => " + cell_value(rest[0], digit));
        break;
      }
    }
  }
  return out;
}

/** The positions before every step of the serate solve paths of the first shipped SE-rated puzzles. */
std::vector<Grid> solve_path_positions(int puzzle_count) {
  std::vector<Grid> out;
  Engine engine(load_engine_type(test::source_dir() / "configs/engines/serate.yaml"), test::shipped_plugins());
  std::ifstream in(test::data_file("corpora/sx_by_rating_se121.txt"));
  std::string line;
  int taken = 0;
  while (taken < puzzle_count && std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    ++taken;
    const Puzzle puzzle = parse_puzzle_line(line.substr(0, 81));
    Grid grid = Grid::from_digits(puzzle.givens);
    for (const RunStep& applied : engine.run(puzzle).steps) {
      out.push_back(grid);
      for (const auto& [cell, digit] : applied.step.eliminations) grid.eliminate(cell, digit);
      for (const auto& [cell, digit] : applied.step.placements) grid.place(cell, digit);
    }
  }
  return out;
}

TEST(SerateReference, DirectTechniquesAndLastValueFindExactlyTheDefinitionsSteps) {
  const int puzzles = test::scaled(150, 10);
  const std::vector<Grid> grids = solve_path_positions(puzzles);
  ASSERT_GT(grids.size(), 20u * static_cast<std::size_t>(puzzles));  // each puzzle takes 20+ steps
  int found[5] = {};
  for (const Grid& grid : grids) {
    const std::vector<std::string> reference[5] = {last_values(grid), direct_locking(grid, false),
                                                   direct_locking(grid, true), direct_hidden_sets(grid, 2),
                                                   direct_hidden_sets(grid, 3)};
    const char* ids[5] = {"serate.last_value", "serate.direct_pointing", "serate.direct_claiming",
                          "serate.direct_hidden_pair", "serate.direct_hidden_triplet"};
    for (int t = 0; t < 5; ++t) {
      ASSERT_EQ(test::texts(test::find_steps(ids[t], grid)), reference[t]) << ids[t] << " on " << grid.to_line();
      found[t] += static_cast<int>(reference[t].size());
    }
  }
  // The positions exercise every technique (not a comparison of empty lists).
  for (int t = 0; t < 5; ++t) EXPECT_GT(found[t], 0) << t;
}

}  // namespace
}  // namespace npe::serate_reference_test
