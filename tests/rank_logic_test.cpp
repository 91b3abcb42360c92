// Rank logic (plugins/rank_logic: SK loops, MSLS) and impossible patterns (plugins/impossible_patterns:
// Tridagons), checked the project's ways: the anchors' worked examples, a slow reference search
// written from the definitions (docs/techniques.md "Rank logic", "Impossible patterns") that must find
// the same instances as find-all on hard positions, soundness with the host's checks of every step's
// set-logic or pattern record, and the symmetry of the rules.
#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "check/symmetry.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "rank_logic_support.hpp"

namespace npe::rank_logic_test {
namespace {

using test::check_steps;
using test::effects;
using test::find_steps;

bool long_tests() { return std::getenv("NPE_LONG_TESTS") != nullptr; }

/** A grid from 81 digits with the listed candidates removed ("r5c2<>1"). */
Grid grid_without(const std::string& line, const std::vector<std::string>& removed) {
  Grid grid = test::grid_from(line);
  for (const auto& item : removed) grid.eliminate((item[1] - '1') * 9 + (item[3] - '1'), item[6] - '0');
  return grid;
}

bool has_candidate(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit);
}

// ---------------------------------------------------------------------------------------------
// Reference searches, from the definitions, by brute force over houses and cells.

std::array<int, 3> houses_of_cell(int cell) {
  return {sdk::row_of(cell), 9 + sdk::col_of(cell), 18 + sdk::block_of(cell)};
}

bool in_house(int cell, int house) {
  for (const int h : houses_of_cell(cell)) {
    if (h == house) return true;
  }
  return false;
}

/** A rank-0 set logic on `grid`: cell bases, house-digit covers; its eliminations (cover candidates
 *  outside the bases, base candidates in two covers), as an effect text. */
std::string rank0_effect(const Grid& grid, const std::vector<int>& bases,
                         const std::vector<std::pair<int, int>>& covers) {
  std::vector<CellDigit> eliminated;
  std::set<int> base_set(bases.begin(), bases.end());
  for (int cell = 0; cell < 81; ++cell) {
    for (int digit = 1; digit <= 9; ++digit) {
      if (!has_candidate(grid, cell, digit)) continue;
      int in_covers = 0;
      for (const auto& [house, d] : covers) in_covers += d == digit && in_house(cell, house);
      if (in_covers > (base_set.count(cell) ? 1 : 0))
        eliminated.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
    }
  }
  return eliminated.empty() ? "" : test::effect_text(eliminated, {});
}

/** Per digit its alternative cover houses (at least one alternative each, maybe no house): the
 *  effect of every combination, one alternative per digit, into `found`. */
void add_rank0_effects(const Grid& grid, const std::vector<int>& cells,
                       const std::vector<std::vector<std::vector<int>>>& options, std::set<std::string>& found) {
  std::array<std::size_t, 10> pick{};
  while (true) {
    std::vector<std::pair<int, int>> covers;
    for (int digit = 1; digit <= 9; ++digit) {
      for (const int house : options[digit][pick[digit]]) covers.push_back({house, digit});
    }
    const std::string effect = rank0_effect(grid, cells, covers);
    if (!effect.empty()) found.insert(effect);
    int digit = 1;
    while (digit <= 9 && ++pick[digit] == options[digit].size()) pick[digit++] = 0;
    if (digit > 9) return;
  }
}

/** SK loops: for each of the 729 pivot rectangles, the 16 cells found by walking the four boxes;
 *  per digit every smallest set of the 8 loop houses holding all its loop candidates (by cell-house
 *  membership, 256 subsets); every combination whose covers equal the empty cells. */
std::set<std::string> reference_sk_loops(const Grid& grid) {
  std::set<std::string> found;
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          if (r1 / 3 == r2 / 3 || c1 / 3 == c2 / 3) continue;
          std::vector<int> cells;
          int filled = 0;
          for (int cell = 0; cell < 81; ++cell) {
            const int r = cell / 9, c = cell % 9;
            const bool pivot_box_row =
                (r == r1 || r == r2) && (c / 3 == c1 / 3 || c / 3 == c2 / 3) && c != c1 && c != c2;
            const bool pivot_box_col =
                (c == c1 || c == c2) && (r / 3 == r1 / 3 || r / 3 == r2 / 3) && r != r1 && r != r2;
            if (!pivot_box_row && !pivot_box_col) continue;
            if (grid.digits[cell] != 0)
              ++filled;
            else
              cells.push_back(cell);
          }
          if (filled > 4) continue;
          const int boxes[4] = {18 + r1 / 3 * 3 + c1 / 3, 18 + r1 / 3 * 3 + c2 / 3, 18 + r2 / 3 * 3 + c1 / 3,
                                18 + r2 / 3 * 3 + c2 / 3};
          const std::vector<int> houses = {r1, r2, 9 + c1, 9 + c2, boxes[0], boxes[1], boxes[2], boxes[3]};
          // every domino (the two cells sharing a row or column in one box) keeps an empty cell
          bool dominoes_open = true;
          for (const int box : boxes) {
            for (const int line : {r1, r2, 9 + c1, 9 + c2}) {
              int open = 0, all = 0;
              for (int cell = 0; cell < 81; ++cell) {
                const int r = cell / 9, c = cell % 9;
                const bool in_loop =
                    ((r == r1 || r == r2) && c != c1 && c != c2) || ((c == c1 || c == c2) && r != r1 && r != r2);
                if (!in_loop || !in_house(cell, box) || !in_house(cell, line)) continue;
                ++all;
                open += grid.digits[cell] == 0;
              }
              if (all == 2 && open == 0) dominoes_open = false;
            }
          }
          if (!dominoes_open) continue;
          std::vector<std::vector<std::vector<int>>> options(10, {{}});
          int total = 0;
          for (int digit = 1; digit <= 9; ++digit) {
            int best = 99;
            for (unsigned subset = 0; subset < 256; ++subset) {
              bool covered = true;
              for (const int cell : cells) {
                if (!has_candidate(grid, cell, digit)) continue;
                bool in_one = false;
                for (int k = 0; k < 8; ++k) in_one = in_one || ((subset >> k & 1u) && in_house(cell, houses[k]));
                covered = covered && in_one;
              }
              if (!covered) continue;
              const int size = std::popcount(subset);
              if (size < best) best = size, options[digit].clear();
              if (size != best) continue;
              std::vector<int> chosen;
              for (int k = 0; k < 8; ++k) {
                if (subset >> k & 1u) chosen.push_back(houses[k]);
              }
              options[digit].push_back(chosen);
            }
            total += best;
          }
          if (total == static_cast<int>(cells.size())) add_rank0_effects(grid, cells, options, found);
        }
      }
    }
  }
  return found;
}

/** MSLS: every three or more rows and three or more columns, each holding an empty crossing cell, at
 *  most 64 of them and at most 2 crossing cells filled; per digit the kinds (rows, columns, boxes) needing the fewest
 * houses to hold its crossing candidates; every combination whose houses are as many as the cells. */
std::set<std::string> reference_msls(const Grid& grid) {
  std::set<std::string> found;
  for (unsigned rows = 0; rows < 512; ++rows) {
    if (std::popcount(rows) < 3) continue;
    for (unsigned cols = 0; cols < 512; ++cols) {
      if (std::popcount(cols) < 3) continue;
      std::vector<int> cells;
      unsigned rows_hit = 0, cols_hit = 0;
      for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
          if ((rows >> r & 1u) && (cols >> c & 1u) && grid.digits[r * 9 + c] == 0) {
            cells.push_back(r * 9 + c);
            rows_hit |= 1u << r;
            cols_hit |= 1u << c;
          }
        }
      }
      const int filled = std::popcount(rows) * std::popcount(cols) - static_cast<int>(cells.size());
      if (rows_hit != rows || cols_hit != cols || cells.size() > 64 || filled > 2) continue;
      std::vector<std::vector<std::vector<int>>> options(10);  // per digit, per cheapest kind, its houses
      int total = 0;
      for (int digit = 1; digit <= 9; ++digit) {
        std::vector<int> by_kind[3];
        for (int kind = 0; kind < 3; ++kind) {
          std::set<int> houses;
          for (const int cell : cells) {
            if (has_candidate(grid, cell, digit)) houses.insert(houses_of_cell(cell)[kind]);
          }
          by_kind[kind].assign(houses.begin(), houses.end());
        }
        std::size_t best = std::min({by_kind[0].size(), by_kind[1].size(), by_kind[2].size()});
        total += static_cast<int>(best);
        for (auto& houses : by_kind) {
          if (houses.size() == best && (best > 0 || options[digit].empty())) options[digit].push_back(houses);
        }
      }
      if (total == static_cast<int>(cells.size())) add_rank0_effects(grid, cells, options, found);
    }
  }
  return found;
}

/** Whether 12 cells can take 3 digits, no digit twice in a house: every assignment of a
 *  permutation of the digits to each of the four boxes' three cells (6^4), rows and columns checked. */
bool fillable(const std::vector<int>& cells) {
  static constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int code = 0; code < 1296; ++code) {
    int digit[12];
    for (int box = 0, rest = code; box < 4; ++box, rest /= 6) {
      for (int k = 0; k < 3; ++k) digit[box * 3 + k] = kPermutations[rest % 6][k];
    }
    bool ok = true;
    for (int i = 0; i < 12 && ok; ++i) {
      for (int j = i + 1; j < 12 && ok; ++j) {
        ok = !(digit[i] == digit[j] &&
               (sdk::row_of(cells[i]) == sdk::row_of(cells[j]) || sdk::col_of(cells[i]) == sdk::col_of(cells[j])));
      }
    }
    if (ok) return true;
  }
  return false;
}

/** Tridagons: four boxes of two bands and two stacks, in each three cells of different rows and
 *  columns (from all 84 triples of the box), the 12 not fillable; every 3 digits each cell holds one
 *  of; guardians the other candidates; removed what every guardian excludes, placed a lone guardian. */
std::set<std::string> reference_tridagons(const Grid& grid) {
  static const std::vector<std::vector<int>> shapes = [] {
    std::vector<std::vector<int>> list;
    for (int b1 = 0; b1 < 9; ++b1) {
      for (int b2 = b1 + 1; b2 < 9; ++b2) {
        for (int b3 = b2 + 1; b3 < 9; ++b3) {
          for (int b4 = b3 + 1; b4 < 9; ++b4) {
            const int boxes[4] = {b1, b2, b3, b4};
            if (!(b1 / 3 == b2 / 3 && b3 / 3 == b4 / 3 && b1 % 3 == b3 % 3 && b2 % 3 == b4 % 3)) continue;
            std::vector<std::vector<int>> triples[4];
            for (int i = 0; i < 4; ++i) {
              std::vector<int> in_box;
              for (int cell = 0; cell < 81; ++cell) {
                if (sdk::block_of(cell) == boxes[i]) in_box.push_back(cell);
              }
              for (int x = 0; x < 9; ++x) {
                for (int y = x + 1; y < 9; ++y) {
                  for (int z = y + 1; z < 9; ++z) {
                    const int a = in_box[x], b = in_box[y], c = in_box[z];
                    const std::set<int> rows{sdk::row_of(a), sdk::row_of(b), sdk::row_of(c)};
                    const std::set<int> cols{sdk::col_of(a), sdk::col_of(b), sdk::col_of(c)};
                    if (rows.size() == 3 && cols.size() == 3) triples[i].push_back({a, b, c});
                  }
                }
              }
            }
            for (const auto& t0 : triples[0]) {
              for (const auto& t1 : triples[1]) {
                for (const auto& t2 : triples[2]) {
                  for (const auto& t3 : triples[3]) {
                    std::vector<int> cells;
                    for (const auto* t : {&t0, &t1, &t2, &t3}) cells.insert(cells.end(), t->begin(), t->end());
                    if (!fillable(cells)) list.push_back(cells);
                  }
                }
              }
            }
          }
        }
      }
    }
    return list;
  }();
  std::set<std::string> found;
  for (const auto& cells : shapes) {
    bool empty = true;
    for (const int cell : cells) empty = empty && grid.digits[cell] == 0;
    if (!empty) continue;
    for (unsigned digits = 0; digits < 512; ++digits) {
      if (std::popcount(digits) != 3) continue;
      std::vector<CellDigit> guardians;
      bool each = true;
      for (const int cell : cells) {
        each = each && (grid.candidates[cell] & digits) != 0;
        for (int d = 1; d <= 9; ++d) {
          if (has_candidate(grid, cell, d) && !(digits >> (d - 1) & 1u))
            guardians.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)});
        }
      }
      if (!each || guardians.empty()) continue;
      if (guardians.size() == 1) {
        found.insert(test::effect_text({}, guardians));
        continue;
      }
      std::vector<CellDigit> eliminated;
      for (int cell = 0; cell < 81; ++cell) {
        for (int d = 1; d <= 9; ++d) {
          if (!has_candidate(grid, cell, d)) continue;
          bool all = true;
          for (const auto& g : guardians) {
            all = all &&
                  ((g.cell == cell && g.digit != d) || (g.digit == d && g.cell != cell && sdk::sees(g.cell, cell)));
          }
          if (all) eliminated.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)});
        }
      }
      if (!eliminated.empty()) found.insert(test::effect_text(eliminated, {}));
    }
  }
  return found;
}

/** Bivalue oddagons: every sequence of 5 or 7 distinct empty cells holding both of two digits, each
 *  seeing the next and the last the first, no house with three of them; a loop counted once as a
 *  cell set with its order up to rotation and reversal (kept as the sorted rotation list); guardians
 *  the cells' other candidates, as for Tridagons. */
std::set<std::string> reference_oddagons(const Grid& grid, int max_length = 7) {
  std::set<std::string> found;
  std::set<std::vector<int>> loops;
  for (int a = 1; a <= 8; ++a) {
    for (int b = a + 1; b <= 9; ++b) {
      std::vector<int> cells;
      for (int cell = 0; cell < 81; ++cell) {
        if (has_candidate(grid, cell, a) && has_candidate(grid, cell, b)) cells.push_back(cell);
      }
      std::vector<int> path;
      // depth-first over sequences, every start and direction (duplicates collapse in `loops`)
      std::function<void()> walk = [&]() {
        const int n = static_cast<int>(path.size());
        if (n >= 5 && n % 2 == 1 && sdk::sees(path.back(), path.front())) {
          std::map<int, int> per_house;
          bool three = false;
          for (const int cell : path) {
            for (const int house : houses_of_cell(cell)) three = three || ++per_house[house] >= 3;
          }
          if (!three) {
            // canonical: the rotation and direction that is smallest as a list
            std::vector<int> best;
            for (int dir = 0; dir < 2; ++dir) {
              for (int k = 0; k < n; ++k) {
                std::vector<int> rotated;
                for (int i = 0; i < n; ++i) rotated.push_back(path[dir == 0 ? (k + i) % n : (k - i + n) % n]);
                if (best.empty() || rotated < best) best = rotated;
              }
            }
            best.push_back(a * 10 + b);
            loops.insert(best);
          }
        }
        if (n == max_length) return;
        for (const int cell : cells) {
          if (std::find(path.begin(), path.end(), cell) != path.end()) continue;
          if (n > 0 && !sdk::sees(path.back(), cell)) continue;
          path.push_back(cell);
          walk();
          path.pop_back();
        }
      };
      walk();
    }
  }
  for (auto loop : loops) {
    const int pair = loop.back();
    loop.pop_back();
    const unsigned digits = (1u << (pair / 10 - 1)) | (1u << (pair % 10 - 1));
    std::vector<CellDigit> guardians;
    for (const int cell : loop) {
      for (int d = 1; d <= 9; ++d) {
        if (has_candidate(grid, cell, d) && !(digits >> (d - 1) & 1u))
          guardians.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)});
      }
    }
    if (guardians.empty()) continue;
    if (guardians.size() == 1) {
      found.insert(test::effect_text({}, guardians));
      continue;
    }
    std::vector<CellDigit> eliminated;
    for (int cell = 0; cell < 81; ++cell) {
      for (int d = 1; d <= 9; ++d) {
        if (!has_candidate(grid, cell, d)) continue;
        bool all = true;
        for (const auto& g : guardians) {
          all =
              all && ((g.cell == cell && g.digit != d) || (g.digit == d && g.cell != cell && sdk::sees(g.cell, cell)));
        }
        if (all) eliminated.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)});
      }
    }
    if (!eliminated.empty()) found.insert(test::effect_text(eliminated, {}));
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// The anchors' worked examples.

TEST(RankLogicExamples, SkLoopOfTheDominoLoopThread) {
  // tarek-ultra-0203 from the enjoysudoku thread "Domino Loops (SK Loops & Beyond)" (logel, 2016):
  // the loop (69=37)r2c13-(37=42)r2c78-(42=78)r13c8-(78=69)r79c8-(69=37)r8c79-(37=42)r8c13-
  // (42=13)r79c2-(13=69)r13c2 eliminates 13r5c2, 1r6c2, 37r2c6, 37r8c6, 8r4c8, 7r5c8 once the basic
  // techniques are done.
  Grid grid = test::grid_from("2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2");
  test::apply_simple_eliminations(grid);
  const auto steps = find_steps("rank_logic.sk_loop", grid);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(check_steps(steps, grid, unique_solution(grid.digits)), static_cast<int>(steps.size()));
  std::set<std::string> expected;
  for (const char* e :
       {"r2c6<>3", "r2c6<>7", "r8c6<>3", "r8c6<>7", "r4c8<>8", "r5c8<>7", "r5c2<>1", "r5c2<>3", "r6c2<>1"}) {
    expected.insert(e);
  }
  std::set<std::string> removed;
  for (const auto& step : steps) {
    for (const auto& e : step.eliminations) removed.insert(cell_name(e.cell) + "<>" + std::to_string(e.digit));
  }
  for (const auto& e : expected) {
    if (has_candidate(grid, (e[1] - '1') * 9 + (e[3] - '1'), e[6] - '0')) {
      EXPECT_TRUE(removed.count(e)) << e;
    }
  }
  bool text_found = false;
  for (const auto& step : steps) text_found = text_found || step.text.rfind("SK Loop: (", 0) == 0;
  EXPECT_TRUE(text_found);
}

TEST(RankLogicExamples, TridagonOfKyoyamaKazusasTypeOne) {
  // kyoyama-kazusa/Sudoku ChromaticPatternStepSearcher.cs (7dfb505), its first type 1 example: the
  // grid with candidates 1r4c4 4r4c4 5r4c4 9r4c4 4r5c4 5r5c4 9r5c4 removed (digit, row, column).
  const Grid grid = grid_without("........1.....2.......3..458.6.......71.8....32..67..816..23....837.61..7.281.6..",
                                 {"r4c4<>1", "r4c4<>4", "r4c4<>5", "r4c4<>9", "r5c4<>4", "r5c4<>5", "r5c4<>9"});
  const auto steps = find_steps("impossible_patterns.tridagon", grid);
  ASSERT_FALSE(steps.empty());
  EXPECT_EQ(check_steps(steps, grid, std::nullopt), static_cast<int>(steps.size()));
  EXPECT_EQ(effects(steps), reference_tridagons(grid));
}

/** An empty board, every candidate everywhere, then the listed cells with the listed candidates only. */
Grid open_board(const std::map<int, std::string>& cells) {
  Grid grid;
  for (auto& mask : grid.candidates) mask = sdk::kAllDigits;
  for (const auto& [cell, digits] : cells) {
    Mask mask = 0;
    for (const char d : digits) mask |= sdk::digit_bit(d - '0');
    grid.candidates[cell] = mask;
  }
  return grid;
}

TEST(RankLogicExamples, TridagonHandMadeAndAFillableShapeThatIsNone) {
  // Boxes 1, 2, 4, 5: three on the main diagonal of their box, box 5 on its anti-diagonal (kyoyama-
  // kazusa's chromatic pattern: one box against the other three), all {1,2,3}, r1c1 also 4: no
  // filling, so the lone guardian 4 is placed. With box 5 on its diagonal too the 12 cells can be
  // filled: no step.
  const std::vector<int> tridagon = {0, 10, 20, 3, 13, 23, 27, 37, 47, 32, 40, 48};
  const std::vector<int> diagonals = {0, 10, 20, 3, 13, 23, 27, 37, 47, 30, 40, 50};
  ASSERT_FALSE(fillable(tridagon));
  ASSERT_TRUE(fillable(diagonals));
  for (const auto* shape : {&tridagon, &diagonals}) {
    std::map<int, std::string> cells;
    for (const int cell : *shape) cells[cell] = "123";
    cells[0] = "1234";
    const Grid grid = open_board(cells);
    const auto steps = find_steps("impossible_patterns.tridagon", grid);
    EXPECT_EQ(check_steps(steps, grid, std::nullopt), static_cast<int>(steps.size()));
    if (shape == &diagonals) {
      EXPECT_TRUE(steps.empty());
      continue;
    }
    EXPECT_EQ(test::texts(steps),
              std::vector<std::string>{
                  "Tridagon: 1/2/3 in r1c14,r2c25,r3c36,r4c16,r5c25,r6c34 (boxes 1245), guardians 4r1c1 => r1c1=4"});
  }
}

TEST(RankLogicExamples, MslsOfOneBoxCoveredByItsBoxAndARow) {
  // The crossing of rows 1-3 and columns 1-3 is box 1; its 5 lies only in row 1. Eight digits are
  // covered by box 1 (one house each, fewer than by rows or columns), the 5 by row 1 or box 1 (a tie):
  // 9 covers for 9 cells, and with row 1 the 5 leaves the rest of the row (pointing, as an MSLS). Two
  // crossings of five whole rows (45 cells) say the same through the 5's boxes.
  std::map<int, std::string> cells;
  for (const int cell : {9, 10, 11, 18, 19, 20}) cells[cell] = "12346789";
  const Grid grid = open_board(cells);
  const auto steps = find_steps("rank_logic.msls", grid);
  EXPECT_EQ(check_steps(steps, grid, std::nullopt), static_cast<int>(steps.size()));
  EXPECT_EQ(
      test::texts(steps),
      (std::vector<std::string>{"MSLS: 9 cells r123c123, 9 links 5r1 12346789b1 => r1c456789<>5",
                                "MSLS: 45 cells r23789c123456789, 45 links 12346789r2 12346789r3 12346789r7 12346789r8 "
                                "12346789r9 5b2 5b3 5b7 5b8 5b9 => r1c456789<>5",
                                "MSLS: 45 cells r23456c123456789, 45 links 12346789r2 12346789r3 12346789r4 12346789r5 "
                                "12346789r6 5b2 5b3 5b4 5b5 5b6 => r1c456789<>5"}));
}

/** A sparse board: each unlisted cell holds 1 or 2 (by the parity of row + column) and two of 3..9
 *  (3 + (row + column) mod 7 and that plus 2, mod 7), so every house holds every digit, no other cell
 *  holds both 1 and 2, and few cells share two digits; the listed cells hold what is listed. */
Grid one_or_two_board(const std::map<int, std::string>& cells) {
  Grid grid;
  for (int cell = 0; cell < 81; ++cell) {
    const int r = sdk::row_of(cell), c = sdk::col_of(cell);
    grid.candidates[cell] = static_cast<Mask>(sdk::digit_bit((r + c) % 2 == 0 ? 2 : 1) |
                                              sdk::digit_bit(3 + (r + c) % 7) | sdk::digit_bit(3 + (r + c + 2) % 7));
  }
  for (const auto& [cell, digits] : cells) {
    Mask mask = 0;
    for (const char d : digits) mask |= sdk::digit_bit(d - '0');
    grid.candidates[cell] = mask;
  }
  return grid;
}

TEST(RankLogicExamples, BivalueOddagonHandMade) {
  // Five cells holding {1,2}: r1c1 -row 1- r1c5 -box 2- r2c6 -column 6- r8c6 -row 8- r8c1 -column 1-
  // r1c1, no house with three; r1c1 also holds 3, the lone guardian, placed. The same loop with a sixth
  // cell is even: no step.
  const Grid odd = one_or_two_board({{0, "123"}, {4, "12"}, {14, "12"}, {68, "12"}, {63, "12"}});
  const auto steps = find_steps("impossible_patterns.bivalue_oddagon", odd);
  EXPECT_EQ(check_steps(steps, odd, std::nullopt), static_cast<int>(steps.size()));
  const auto texts = test::texts(steps);
  EXPECT_NE(std::find(texts.begin(), texts.end(),
                      "Bivalue Oddagon: 1/2 in r1c1,r1c5,r2c6,r8c6,r8c1 (5 cells), guardians 3r1c1 => r1c1=3"),
            texts.end());
  EXPECT_EQ(effects(steps), reference_oddagons(odd));
  // Six cells (r8c6 -row8- r8c3 -box7- r9c1 -col1- r1c1): even, fillable.
  const Grid even = one_or_two_board({{0, "123"}, {4, "12"}, {14, "12"}, {68, "12"}, {65, "12"}, {72, "12"}});
  EXPECT_EQ(effects(find_steps("impossible_patterns.bivalue_oddagon", even)), reference_oddagons(even));
  EXPECT_FALSE(reference_oddagons(even).count("r1c1=3 "));
}

// ---------------------------------------------------------------------------------------------
// Reference search = find-all, soundness with the host's checks, symmetry: on stuck hardest positions.

struct Tally {
  int positions = 0;
  int steps = 0;
  int with_steps = 0;
};

Tally compare_with_reference(const char* id, std::set<std::string> (*reference)(const Grid&), int count, int stride) {
  Tally tally;
  for (const auto& position : test::stuck_hardest_positions(count, stride)) {
    ++tally.positions;
    const auto steps = find_steps(id, position.grid);
    tally.steps += check_steps(steps, position.grid, position.solution);
    tally.with_steps += !steps.empty();
    EXPECT_EQ(effects(steps), reference(position.grid))
        << id << " at " << position.origin << " " << position.grid.to_line();
  }
  return tally;
}

TEST(RankLogicReference, SkLoopsAsTheReferenceFindsThem) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const Tally tally =
      compare_with_reference("rank_logic.sk_loop", reference_sk_loops, long_tests() ? 375 : 12, long_tests() ? 1 : 30);
  std::cout << "sk_loop: " << tally.positions << " positions, " << tally.with_steps << " with steps, " << tally.steps
            << " steps\n";
  EXPECT_GT(tally.steps, 0);
}

TEST(RankLogicReference, MslsAsTheReferenceFindsThem) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const Tally tally =
      compare_with_reference("rank_logic.msls", reference_msls, long_tests() ? 60 : 4, long_tests() ? 5 : 90);
  std::cout << "msls: " << tally.positions << " positions, " << tally.with_steps << " with steps, " << tally.steps
            << " steps\n";
  EXPECT_GT(tally.positions, 0);
}

TEST(RankLogicReference, TridagonsAsTheReferenceFindsThem) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const Tally tally = compare_with_reference("impossible_patterns.tridagon", reference_tridagons,
                                             long_tests() ? 375 : 12, long_tests() ? 1 : 30);
  std::cout << "tridagon: " << tally.positions << " positions, " << tally.with_steps << " with steps, " << tally.steps
            << " steps\n";
  EXPECT_GT(tally.positions, 0);
}

TEST(RankLogicSoundness, EveryStepOnTheHardestCorporaHoldsAndPassesTheHostsChecks) {
  // forum_hardest_1905_11plus (the other hardest corpus; its puzzles' solutions computed), where the
  // simpler techniques are stuck: every step agrees with the solution and passes the host's checks.
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1905_11plus.txt");
  const auto positions = test::stuck_hardest_positions(long_tests() ? 12000 : test::scaled(300, 30),
                                                       long_tests() ? 4 : 6, "forum_hardest_1905_11plus.txt");
  ASSERT_FALSE(positions.empty());
  for (const char* id : {"rank_logic.sk_loop", "rank_logic.msls", "impossible_patterns.tridagon",
                         "impossible_patterns.bivalue_oddagon"}) {
    int steps = 0, with_steps = 0;
    for (const auto& position : positions) {
      const auto found = find_steps(id, position.grid);
      steps += check_steps(found, position.grid, position.solution);
      with_steps += !found.empty();
    }
    std::cout << id << ": " << positions.size() << " positions, " << with_steps << " with steps, " << steps
              << " sound steps\n";
  }
}

TEST(RankLogicReference, BivalueOddagonsAsTheReferenceFindsThem) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  const Tally tally = compare_with_reference(
      "impossible_patterns.bivalue_oddagon", [](const Grid& grid) { return reference_oddagons(grid); },
      long_tests() ? 375 : 1, long_tests() ? 1 : 120);
  std::cout << "bivalue_oddagon: " << tally.positions << " positions, " << tally.with_steps << " with steps, "
            << tally.steps << " steps\n";
  EXPECT_GT(tally.positions, 0);
}

/** Each grid moved by two random sudoku symmetries: find-all's steps of the four techniques move with
 *  the grid. Returns how many (grid, technique) pairs have steps. */
int expect_steps_move_with_the_grid(const std::vector<Grid>& grids) {
  std::mt19937 random(36);
  int with_steps = 0;
  for (const auto& grid : grids) {
    for (const char* id : {"rank_logic.sk_loop", "rank_logic.msls", "impossible_patterns.tridagon",
                           "impossible_patterns.bivalue_oddagon"}) {
      const FindFunction find = [id](const Grid& g, bool all) { return find_steps(id, g, all); };
      with_steps += !find(grid, true).empty();
      for (int round = 0; round < 2; ++round) {
        EXPECT_EQ(symmetry_mismatch(find, grid, random_transform(random), SymmetryCompare::steps), std::nullopt) << id;
      }
    }
  }
  return with_steps;
}

TEST(RankLogicSymmetry, StepsMoveWithTheGrid) {
  // The anchors' examples, where each technique has steps.
  std::vector<Grid> grids;
  Grid tarek = test::grid_from("2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2");
  test::apply_simple_eliminations(tarek);
  grids.push_back(tarek);
  grids.push_back(grid_without("........1.....2.......3..458.6.......71.8....32..67..816..23....837.61..7.281.6..",
                               {"r4c4<>1", "r4c4<>4", "r4c4<>5", "r4c4<>9", "r5c4<>4", "r5c4<>5", "r5c4<>9"}));
  EXPECT_GE(expect_steps_move_with_the_grid(grids), 3);  // the SK loop and MSLS of tarek-ultra-0203, the Tridagon
}

TEST(RankLogicSymmetry, StepsMoveWithTheGridOnHardestPositions) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  std::vector<Grid> grids;
  for (const auto& position : test::stuck_hardest_positions(long_tests() ? 375 : 8, long_tests() ? 1 : 40))
    grids.push_back(position.grid);
  ASSERT_FALSE(grids.empty());
  expect_steps_move_with_the_grid(grids);
}

TEST(RankLogicFrontier, TheFrontierEngineTypeUsesTheSkLoopOnTarekUltra0203) {
  // configs/engines/frontier.yaml loads with every technique shipped, and on the domino-loop thread's
  // puzzle reaches its SK loop after HoDoKu's patterns and chains; every step passes the host's checks.
  Engine engine(load_engine_type(test::source_dir() / "configs" / "engines" / "frontier.yaml"),
                test::shipped_plugins());
  const Puzzle puzzle =
      parse_puzzle_line("2.......6.5..8..1...4...9...7.3.1......82.......7.5.3...9...4...8..1..5.6.......2");
  const RunResult run = engine.run(puzzle);
  EXPECT_EQ(run.outcome, Outcome::solved);
  int sk_loops = 0;
  for (const auto& step : run.steps) sk_loops += step.step.technique == "rank_logic.sk_loop";
  EXPECT_EQ(sk_loops, 1);
}

}  // namespace
}  // namespace npe::rank_logic_test
