// A slow reference search written from the definitions in docs/techniques.md ("Uniqueness"), with
// plain loops over rows, columns, cells and digits, compared with the plugin's find-all: on every
// position both must give the same instances (cells, digits, eliminations), none missed, none extra.
// Covered: Uniqueness Tests 1..6, the Hidden Rectangle (both with missing candidates allowed and
// not), Avoidable Rectangles 1 and 2, BUG + 1. Positions: where the `full` engine type is stuck on
// sx_diabolical_500 and top1465 (its final grids: pencil marks after every technique it knows, digits
// placed while solving), the same puzzles after the singles only and with a third of their empty cells
// placed from the solution, and the positions of HoDoKu's uniqueness regression cases (06xx).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "board/puzzle_text.hpp"
#include "board/reglib_case.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "solver/singles.hpp"
#include "uniqueness_support.hpp"

namespace npe::uniqueness_reference_test {
namespace {

using sdk::Mask;

// ---- the reference: plain loops --------------------------------------------------------------------

int row(int cell) { return cell / 9; }
int col(int cell) { return cell % 9; }
int block(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
bool sees(int x, int y) { return x != y && (row(x) == row(y) || col(x) == col(y) || block(x) == block(y)); }
bool has(const Grid& g, int cell, int d) { return g.digits[cell] == 0 && (g.candidates[cell] >> (d - 1)) & 1; }
int count(const Grid& g, int cell) {
  int n = 0;
  for (int d = 1; d <= 9; ++d) n += has(g, cell, d);
  return n;
}
/** Could each empty cell take each digit at all: no peer holds it as a digit. */
struct Allowed {
  bool table[81][10] = {};
  explicit Allowed(const Grid& g) {
    for (int cell = 0; cell < 81; ++cell) {
      for (int d = 1; d <= 9; ++d) {
        table[cell][d] = g.digits[cell] == 0;
        for (int other = 0; other < 81; ++other) {
          if (sees(cell, other) && g.digits[other] == d) table[cell][d] = false;
        }
      }
    }
  }
};

struct Instance {
  std::string technique;
  std::vector<int> cells;
  Mask digits = 0;
  std::vector<std::pair<int, int>> eliminations;  // (cell, digit), sorted

  std::string key() const {
    std::ostringstream out;
    out << technique << " cells";
    for (int c : cells) out << " " << c;
    out << " digits " << digits << " =>";
    for (const auto& [c, d] : eliminations) out << " " << cell_name(c) << "<>" << d;
    return out.str();
  }
};

void add(std::vector<std::string>& out, const std::string& technique, std::vector<int> cells, Mask digits,
         std::vector<std::pair<int, int>> eliminations) {
  if (eliminations.empty()) return;
  std::sort(cells.begin(), cells.end());
  std::sort(eliminations.begin(), eliminations.end());
  eliminations.erase(std::unique(eliminations.begin(), eliminations.end()), eliminations.end());
  out.push_back(Instance{technique, cells, digits, eliminations}.key());
}

/** Rectangles: rows r1 < r2, columns c1 < c2, the four cells in exactly two blocks. */
template <class F>
void each_rectangle(F&& f) {
  for (int r1 = 0; r1 < 9; ++r1)
    for (int r2 = r1 + 1; r2 < 9; ++r2)
      for (int c1 = 0; c1 < 9; ++c1)
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          const int cells[4] = {r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2};
          std::vector<int> blocks;
          for (int c : cells) {
            if (std::find(blocks.begin(), blocks.end(), block(c)) == blocks.end()) blocks.push_back(block(c));
          }
          if (blocks.size() == 2) f(cells);
        }
}

/** Uniqueness Tests 1..6 and Hidden Rectangle from the definitions. */
void reference_rectangles(const Grid& g, bool allow_missing, std::vector<std::string>& out) {
  const Allowed allowed(g);
  auto allows = [&](int cell, int d) { return allowed.table[cell][d]; };
  each_rectangle([&](const int* cells) {
    for (int a = 1; a <= 9; ++a) {
      for (int b = a + 1; b <= 9; ++b) {
        const Mask pair = static_cast<Mask>((1 << (a - 1)) | (1 << (b - 1)));
        // A unique rectangle: four empty cells holding a and b (or, missing allowed, able to hold
        // them), one of them holding nothing else.
        bool ok = true, bivalue = false;
        for (int i = 0; i < 4; ++i) {
          const int c = cells[i];
          if (g.digits[c] != 0)
            ok = false;
          else if (allow_missing ? !(allows(c, a) && allows(c, b)) : !(has(g, c, a) && has(g, c, b)))
            ok = false;
          if (g.digits[c] == 0 && g.candidates[c] == pair) bivalue = true;
        }
        if (!ok || !bivalue) continue;
        std::vector<int> plain, extra;
        for (int i = 0; i < 4; ++i) ((g.candidates[cells[i]] & ~pair) ? extra : plain).push_back(cells[i]);
        std::sort(plain.begin(), plain.end());
        std::sort(extra.begin(), extra.end());
        const std::vector<int> all(cells, cells + 4);
        auto in_rect = [&](int c) { return std::find(all.begin(), all.end(), c) != all.end(); };
        auto line = [](int x, int y) { return row(x) == row(y) || col(x) == col(y); };
        // Type 1.
        if (plain.size() == 3) {
          std::vector<std::pair<int, int>> e;
          for (int d : {a, b}) {
            if (has(g, extra[0], d)) e.push_back({extra[0], d});
          }
          add(out, "uniqueness.type1", all, pair, e);
        }
        // Types 2 and 5: the extra cells' candidates besides a and b are one digit x.
        if (plain.size() == 1 || plain.size() == 2) {
          Mask others = 0;
          for (int c : extra) others |= g.candidates[c] & ~pair;
          if (std::popcount(static_cast<unsigned>(others)) == 1) {
            const int x = std::countr_zero(static_cast<unsigned>(others)) + 1;
            std::vector<std::pair<int, int>> e;
            for (int c = 0; c < 81; ++c) {
              bool all_seen = has(g, c, x);
              for (int xc : extra) all_seen = all_seen && sees(c, xc);
              if (all_seen) e.push_back({c, x});
            }
            const bool type2 = extra.size() == 2 && line(extra[0], extra[1]);
            add(out, type2 ? "uniqueness.type2" : "uniqueness.type5", all, pair, e);
          }
        }
        if (plain.size() == 2) {
          const int x = extra[0], y = extra[1];
          // Type 4: the first of a, b with no place in the cells seeing both extra cells.
          if (line(x, y)) {
            for (int locked : {a, b}) {
              bool elsewhere = false;
              for (int c = 0; c < 81; ++c) elsewhere |= sees(c, x) && sees(c, y) && has(g, c, locked);
              if (elsewhere) continue;
              const int other = locked == a ? b : a;
              std::vector<std::pair<int, int>> e;
              for (int c : {x, y}) {
                if (has(g, c, other)) e.push_back({c, other});
              }
              add(out, "uniqueness.type4", all, pair, e);
              break;
            }
          }
          // Type 6: diagonal extra cells; the first of a, b with no place in the rectangle's rows
          // and columns outside it.
          if (!line(x, y)) {
            for (int d : {a, b}) {
              bool elsewhere = false;
              for (int c = 0; c < 81; ++c) {
                const bool in_lines = row(c) == row(x) || row(c) == row(y) || col(c) == col(x) || col(c) == col(y);
                elsewhere |= in_lines && !in_rect(c) && has(g, c, d);
              }
              if (elsewhere) continue;
              std::vector<std::pair<int, int>> e;
              for (int c : {x, y}) {
                if (has(g, c, d)) e.push_back({c, d});
              }
              add(out, "uniqueness.type6", all, pair, e);
              break;
            }
          }
          // Type 3: in a house holding both extra cells, cells T (empty, without a and b, outside the
          // rectangle) such that the extra digits and T's candidates are |T| + 1 digits.
          for (int house = 0; house < 27; ++house) {
            auto in_house = [&](int c) {
              return house < 9 ? row(c) == house : house < 18 ? col(c) == house - 9 : block(c) == house - 18;
            };
            if (!in_house(x) || !in_house(y)) continue;
            std::vector<int> pool;
            for (int c = 0; c < 81; ++c) {
              if (in_house(c) && g.digits[c] == 0 && g.candidates[c] != 0 && !(g.candidates[c] & pair) && !in_rect(c)) {
                pool.push_back(c);
              }
            }
            for (unsigned subset = 1; subset < (1u << pool.size()); ++subset) {
              std::vector<int> set = {x, y};
              Mask digits = static_cast<Mask>((g.candidates[x] | g.candidates[y]) & ~pair);
              for (std::size_t i = 0; i < pool.size(); ++i) {
                if (subset & (1u << i)) {
                  set.push_back(pool[i]);
                  digits |= g.candidates[pool[i]];
                }
              }
              if (std::popcount(static_cast<unsigned>(digits)) != static_cast<int>(set.size()) - 1) continue;
              bool one_row = true, one_col = true, one_block = true;
              for (int c : set) {
                one_row &= row(c) == row(set[0]);
                one_col &= col(c) == col(set[0]);
                one_block &= block(c) == block(set[0]);
              }
              if (house >= 18 && (one_row || one_col)) continue;  // found in the row or column
              std::vector<std::pair<int, int>> e;
              for (int c = 0; c < 81; ++c) {
                const bool target = in_house(c) || (house < 18 && one_block && block(c) == block(set[0]));
                if (!target || std::find(set.begin(), set.end(), c) != set.end()) continue;
                for (int d = 1; d <= 9; ++d) {
                  if ((digits >> (d - 1)) & 1 && has(g, c, d)) e.push_back({c, d});
                }
              }
              add(out, "uniqueness.type3", all, pair, e);
            }
          }
        }
        // Hidden rectangle: a plain corner (two only on a diagonal); in the row and the column of the
        // opposite corner one of a, b has no place outside the rectangle: the corner loses the other.
        if (plain.size() == 1 || (plain.size() == 2 && !line(plain[0], plain[1]))) {
          for (int corner : plain) {
            int opposite = -1;
            for (int c : all) {
              if (row(c) != row(corner) && col(c) != col(corner)) opposite = c;
            }
            for (int locked : {a, b}) {
              bool elsewhere = false;
              for (int c = 0; c < 81; ++c) {
                elsewhere |= (row(c) == row(opposite) || col(c) == col(opposite)) && !in_rect(c) && has(g, c, locked);
              }
              if (elsewhere) continue;
              const int other = locked == a ? b : a;
              std::vector<std::pair<int, int>> e;
              if (has(g, opposite, other)) e.push_back({opposite, other});
              add(out, "uniqueness.hidden_rectangle", all, pair, e);
            }
          }
        }
      }
    }
  });
}

/** Avoidable Rectangles 1 and 2 from the definition. */
void reference_avoidable(const Grid& g, std::vector<std::string>& out) {
  each_rectangle([&](const int* cells) {
    for (int i = 0; i < 4; ++i) {
      if (g.digits[cells[i]] != 0 && g.givens[cells[i]]) return;
    }
    // X, Y: the two corners of one block, both placed; X2, Y2: the corners in line with them.
    for (int p = 0; p < 4; ++p) {
      for (int q = 0; q < 4; ++q) {
        const int x = cells[p], y = cells[q];
        if (p == q || block(x) != block(y) || g.digits[x] == 0 || g.digits[y] == 0 || x > y) continue;
        int x2 = -1, y2 = -1;
        for (int r = 0; r < 4; ++r) {
          const int c = cells[r];
          if (block(c) == block(x)) continue;
          if ((row(x) == row(y) && col(c) == col(x)) || (col(x) == col(y) && row(c) == row(x)))
            x2 = c;
          else
            y2 = c;
        }
        const int a = g.digits[x], b = g.digits[y];
        auto open = [&](int c, int deadly) { return g.digits[c] == 0 && has(g, c, deadly) && count(g, c) == 2; };
        const Mask digits = static_cast<Mask>((1 << (a - 1)) | (1 << (b - 1)));
        const std::vector<int> all(cells, cells + 4);
        if (g.digits[x2] == b && open(y2, a)) add(out, "uniqueness.avoidable1", all, digits, {{y2, a}});
        if (g.digits[y2] == a && open(x2, b)) add(out, "uniqueness.avoidable1", all, digits, {{x2, b}});
        if (open(x2, b) && open(y2, a)) {
          int extra = 0;
          for (int d = 1; d <= 9; ++d) {
            if (has(g, x2, d) && d != b) extra = d;
          }
          if (!has(g, y2, extra)) continue;
          std::vector<std::pair<int, int>> e;
          for (int c = 0; c < 81; ++c) {
            if (sees(c, x2) && sees(c, y2) && has(g, c, extra)) e.push_back({c, extra});
          }
          add(out, "uniqueness.avoidable2", all, digits, e);
        }
      }
    }
  });
}

/** BUG + 1: every empty cell bivalue but one with three candidates X; without one digit d of X
 *  every digit has 0 or 2 places in every house: X loses its other candidates. */
void reference_bug(const Grid& g, std::vector<std::string>& out) {
  int three = -1, threes = 0;
  for (int c = 0; c < 81; ++c) {
    if (g.digits[c] != 0) continue;
    const int n = count(g, c);
    if (n != 2 && n != 3) return;
    if (n == 3) {
      three = c;
      ++threes;
    }
  }
  if (threes != 1) return;
  for (int d = 1; d <= 9; ++d) {
    if (!has(g, three, d)) continue;
    bool bug = true;
    for (int house = 0; house < 27 && bug; ++house) {
      for (int digit = 1; digit <= 9; ++digit) {
        int places = 0;
        for (int c = 0; c < 81; ++c) {
          const bool in_house = house < 9 ? row(c) == house : house < 18 ? col(c) == house - 9 : block(c) == house - 18;
          if (in_house && has(g, c, digit) && !(c == three && digit == d)) ++places;
        }
        if (places != 0 && places != 2) bug = false;
      }
    }
    if (!bug) continue;
    std::vector<std::pair<int, int>> e;
    std::vector<int> cells;
    Mask digits = 0;
    for (int c = 0; c < 81; ++c) {
      if (g.digits[c] == 0) {
        cells.push_back(c);
        digits |= g.candidates[c];
      }
    }
    for (int other = 1; other <= 9; ++other) {
      if (other != d && has(g, three, other)) e.push_back({three, other});
    }
    add(out, "uniqueness.bug1", cells, digits, e);
  }
}

// ---- the comparison ------------------------------------------------------------------------------

std::vector<std::string> plugin_instances(const Grid& grid, bool allow_missing) {
  std::vector<std::string> out;
  for (const auto& id : test::uniqueness_ids()) {
    if (id == "uniqueness.bug_lite") continue;
    const bool rectangle = id.find("avoidable") == std::string::npos && id != "uniqueness.bug1";
    const ParamList params = rectangle ? ParamList{{"allow_missing", allow_missing ? "1" : "0"}} : ParamList{};
    if (!rectangle && !allow_missing) continue;  // no parameter: compared once
    for (const auto& step : test::unique_steps(id, grid, params)) {
      std::vector<int> cells(step.cells.begin(), step.cells.end());
      std::vector<std::pair<int, int>> e;
      for (const auto& el : step.eliminations) e.push_back({el.cell, el.digit});
      add(out, id, cells, step.digits, e);
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> reference_instances(const Grid& grid, bool allow_missing) {
  std::vector<std::string> out;
  reference_rectangles(grid, allow_missing, out);
  if (allow_missing) {
    reference_avoidable(grid, out);
    reference_bug(grid, out);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string difference(const std::vector<std::string>& want, const std::vector<std::string>& got) {
  std::vector<std::string> missed, extra;
  std::set_difference(want.begin(), want.end(), got.begin(), got.end(), std::back_inserter(missed));
  std::set_difference(got.begin(), got.end(), want.begin(), want.end(), std::back_inserter(extra));
  std::string text;
  for (const auto& m : missed) text += "\n  missed: " + m;
  for (const auto& e : extra) text += "\n  extra:  " + e;
  return text;
}

TEST(UniquenessReference, FindAllEqualsTheDefinitionsOnHardPositions) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  Engine engine(load_engine_type(test::source_dir() / "configs/engines/full.yaml"), test::shipped_plugins());
  std::vector<Grid> positions;
  int stuck = 0;
  for (const auto* file : {"sx_diabolical_500.txt", "top1465.txt"}) {
    int taken = 0;
    for (const auto& puzzle : read_puzzle_file(test::shared_corpus(file))) {
      if (taken++ == test::scaled(400)) break;
      Grid singles = Grid::from_digits(puzzle.givens);
      fill_singles(singles);
      if (!singles.solved()) positions.push_back(singles);
      if (puzzle.solution) {
        // A third of the empty cells placed from the solution (placed digits: avoidable rectangles).
        Grid placed = Grid::from_digits(puzzle.givens);
        for (int cell = 0; cell < 81; ++cell) {
          if (placed.digits[cell] == 0 && (cell * 7 + taken) % 3 == 0) placed.place(cell, (*puzzle.solution)[cell]);
        }
        positions.push_back(placed);
      }
      const RunResult run = engine.run(puzzle);
      if (run.outcome == Outcome::stuck) {
        positions.push_back(run.final_grid);
        ++stuck;
      }
    }
  }
  // HoDoKu's uniqueness regression positions hold every type, the rare ones too.
  const auto reglib = test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt";
  const auto reglib_cases = std::filesystem::exists(reglib) ? read_reglib_file(reglib) : std::vector<ReglibCase>{};
  for (const auto& reglib_case : reglib_cases) {
    if (reglib_case.technique.rfind("06", 0) == 0) positions.push_back(reglib_case.grid);
  }
  std::map<std::string, int> found;
  for (const auto& grid : positions) {
    for (const bool allow_missing : {false, true}) {
      const auto want = reference_instances(grid, allow_missing);
      const auto got = plugin_instances(grid, allow_missing);
      ASSERT_EQ(want, got) << grid.to_line() << " allow_missing=" << allow_missing << difference(want, got);
      for (const auto& key : got) ++found[key.substr(0, key.find(' ')) + (allow_missing ? "" : " (allow_missing=0)")];
    }
  }
  std::cout << "Uniqueness reference: " << positions.size() << " positions (" << stuck << " where full is stuck)\n";
  for (const auto& [id, n] : found) std::cout << "  " << id << ": " << n << " instances\n";
  EXPECT_GE(stuck, test::scaled(300));
  for (const char* id : {"uniqueness.type1", "uniqueness.type2", "uniqueness.type4", "uniqueness.hidden_rectangle",
                         "uniqueness.avoidable1", "uniqueness.avoidable2", "uniqueness.bug1"}) {
    EXPECT_GT(found[id], 0) << id;
  }
}

}  // namespace
}  // namespace npe::uniqueness_reference_test
