// Complex fish plugin (HoDoKu's Franken and Mutant fish, docs/techniques.md "Complex fish"): hand-made
// positions, HoDoKu's regression cases through `npe reglib`'s code path, and every fish compared with
// a slow reference written from the definitions (all base sets, all cover sets, fins and endo-fins
// counted, "sees every fin") on hard corpus positions.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "board/puzzle_text.hpp"
#include "fish_support.hpp"
#include "reglib/reglib_run.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "steps/step.hpp"
#include "test_support.hpp"

namespace npe::complex_fish_test {
namespace {

int cell(int row, int col) { return row * 9 + col; }

/** The cells (r, c 1-based) of a row or block range, for removing. */
std::vector<std::pair<int, int>> row_cells(int row, std::initializer_list<int> cols) {
  std::vector<std::pair<int, int>> cells;
  for (const int col : cols) cells.emplace_back(row, col);
  return cells;
}

/** Every candidate everywhere except the 1s of `removed`. */
Grid board_without(const std::vector<std::pair<int, int>>& removed) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (const auto& [row, col] : removed)
    grid.candidates[cell(row - 1, col - 1)] &= static_cast<Mask>(~sdk::digit_bit(1));
  return grid;
}

std::vector<std::pair<int, int>> operator+(std::vector<std::pair<int, int>> a,
                                           const std::vector<std::pair<int, int>>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

std::vector<Step> fish(const std::string& id, int n, const Grid& grid) {
  return search_technique(test::shipped_plugins(), id, {{"size", std::to_string(n)}}, grid, {true, false, false}).steps;
}

/** The step whose text starts with `head` + " => ", or nullptr. */
const Step* with_head(const std::vector<Step>& steps, const std::string& head) {
  for (const auto& step : steps) {
    if (step.text.rfind(head + " => ", 0) == 0) return &step;
  }
  return nullptr;
}

std::string texts_of(const std::vector<Step>& steps) {
  std::string out;
  for (const auto& step : steps) out += step.text + "\n";
  return out;
}

std::set<int> eliminated(const Step& step) {
  std::set<int> cells;
  for (const auto& e : step.eliminations) cells.insert(e.cell);
  return cells;
}

std::set<int> cells_rc(std::initializer_list<std::pair<int, int>> list) {
  std::set<int> cells;
  for (const auto& [row, col] : list) cells.insert(cell(row - 1, col - 1));
  return cells;
}

TEST(ComplexFishHandMade, FrankenXWingRowAndBlock) {
  // Row 1 keeps its 1 only in r1c1 and r1c5; block 4 only in r4c1 r5c1. Base r1 b4, cover c1 b2: b4's
  // 1 is in c1, so r1's is not r1c1 but r1c5 (b2); c1 and b2 are each taken by one of the base 1s and
  // lose their other 1s (r2c1 r3c1 r7c1 r8c1 r9c1, r2c4..r3c6). (HoDoKu takes no base unit with more
  // candidates than the size into a fin-less fish: b4 must not keep r6c1.)
  const Grid grid = board_without(row_cells(1, {2, 3, 4, 6, 7, 8, 9}) + row_cells(4, {2, 3}) + row_cells(5, {2, 3}) +
                                  row_cells(6, {1, 2, 3}));
  const auto steps = fish("complex_fish.franken", 2, grid);
  const Step* step = with_head(steps, "Franken X-Wing: 1 r1b4 c1b2");
  ASSERT_NE(step, nullptr) << texts_of(steps);
  EXPECT_EQ(step->text, "Franken X-Wing: 1 r1b4 c1b2 => r2c1456,r3c1456,r789c1<>1");
  EXPECT_EQ(eliminated(*step),
            cells_rc({{2, 1}, {3, 1}, {7, 1}, {8, 1}, {9, 1}, {2, 4}, {2, 5}, {2, 6}, {3, 4}, {3, 5}, {3, 6}}));
  EXPECT_EQ(step->base_houses, (std::vector<std::uint8_t>{0, 18 + 3}));
  EXPECT_EQ(step->cover_houses, (std::vector<std::uint8_t>{9, 18 + 1}));
  EXPECT_TRUE(step->fins.empty());
  EXPECT_EQ(step->points, 300);
  // The finned and the Mutant techniques do not report it.
  EXPECT_EQ(with_head(fish("complex_fish.finned_franken", 2, grid), "Franken X-Wing: 1 r1b4 c1b2"), nullptr);
  EXPECT_EQ(with_head(fish("complex_fish.mutant", 2, grid), "Mutant X-Wing: 1 r1b4 c1b2"), nullptr);
}

TEST(ComplexFishHandMade, FinnedFrankenXWingWithAnExoFin) {
  // The same with r1c2 kept: r1c2 is in neither cover (an exo-fin). Either r1c2 is 1, or the fish
  // stands: only the cover candidates that also see r1c2 go, r2c1 and r3c1 (column 1 in block 1).
  const Grid grid = board_without(row_cells(1, {3, 4, 6, 7, 8, 9}) + row_cells(4, {2, 3}) + row_cells(5, {2, 3}) +
                                  row_cells(6, {1, 2, 3}));
  const auto steps = fish("complex_fish.finned_franken", 2, grid);
  const Step* step = with_head(steps, "Finned Franken X-Wing: 1 r1b4 c1b2 fr1c2");
  ASSERT_NE(step, nullptr) << texts_of(steps);
  EXPECT_EQ(eliminated(*step), cells_rc({{2, 1}, {3, 1}}));
  EXPECT_EQ(step->fins, (std::vector<std::uint8_t>{static_cast<std::uint8_t>(cell(0, 1))}));
  EXPECT_TRUE(step->endo_fins.empty());
  EXPECT_EQ(step->points, 390);
  EXPECT_EQ(with_head(fish("complex_fish.franken", 2, grid), "Franken X-Wing: 1 r1b4 c1b2"), nullptr);
}

TEST(ComplexFishHandMade, CannibalisticFrankenXWing) {
  // Row 1 keeps 1 in r1c1 and r1c2, row 4 only in r4c1. Cover c1 and b1: r1c1 lies in both covers. If
  // it were 1 it would fill both, leaving row 4's 1 no cover: a cannibalistic elimination, with the
  // covers' other 1s.
  const Grid grid = board_without(row_cells(1, {3, 4, 5, 6, 7, 8, 9}) + row_cells(4, {2, 3, 4, 5, 6, 7, 8, 9}));
  const auto steps = fish("complex_fish.franken", 2, grid);
  const Step* step = with_head(steps, "Franken X-Wing: 1 r14 c1b1");
  ASSERT_NE(step, nullptr) << texts_of(steps);
  EXPECT_EQ(eliminated(*step),
            cells_rc({{1, 1}, {2, 1}, {3, 1}, {5, 1}, {6, 1}, {7, 1}, {8, 1}, {9, 1}, {2, 2}, {2, 3}, {3, 2}, {3, 3}}));
  ASSERT_EQ(step->cannibalistic.size(), 1u);
  EXPECT_EQ(step->cannibalistic[0].cell, cell(0, 0));
}

TEST(ComplexFishHandMade, MutantXWingRowsAgainstBlocks) {
  // Row 1 keeps its 1s in r1c1 r1c4, row 2 in r2c2 r2c5: base r1 r2 (rows only) against cover b1 b2
  // (blocks only) is a Mutant fish in HoDoKu's classification; the blocks' other 1s (row 3) go.
  const Grid grid = board_without(row_cells(1, {2, 3, 5, 6, 7, 8, 9}) + row_cells(2, {1, 3, 4, 6, 7, 8, 9}));
  const auto steps = fish("complex_fish.mutant", 2, grid);
  const Step* step = with_head(steps, "Mutant X-Wing: 1 r12 b12");
  ASSERT_NE(step, nullptr) << texts_of(steps);
  EXPECT_EQ(step->text, "Mutant X-Wing: 1 r12 b12 => r3c123456<>1");
  EXPECT_EQ(step->points, 450);
}

TEST(ComplexFishHandMade, FinnedFrankenSwordfishWithAnEndoFin) {
  // Row 1 keeps 1 in r1c1 r1c4, block 2 in r1c4 r2c5, row 5 in r5c4 r5c6. Base r1 r5 b2: r1c4 lies in
  // two base houses (an endo-fin). Cover c1 c5 b5 holds every other base 1. Either r1c4 is 1, or the
  // fish stands and b5 loses r4c4 and r6c4 ... which also see r1c4 (column 4): they go.
  const Grid grid = board_without(row_cells(1, {2, 3, 5, 6, 7, 8, 9}) + row_cells(2, {4, 6}) + row_cells(3, {4, 5, 6}) +
                                  row_cells(5, {1, 2, 3, 5, 7, 8, 9}));
  const auto steps = fish("complex_fish.finned_franken", 3, grid);
  const Step* step = with_head(steps, "Finned Franken Swordfish: 1 r15b2 c15b5 efr1c4");
  ASSERT_NE(step, nullptr) << texts_of(steps);
  EXPECT_EQ(eliminated(*step), cells_rc({{4, 4}, {6, 4}}));
  EXPECT_EQ(step->endo_fins, (std::vector<std::uint8_t>{static_cast<std::uint8_t>(cell(0, 3))}));
  EXPECT_TRUE(step->fins.empty());
}

TEST(ComplexFishHandMade, SolvedHousesAreNoBaseUnits) {
  // Column 4 keeps 1 only in r5c4 r8c4, block 6 only in r5c7: base c4 b6, cover r5 r8 is a Franken
  // X-Wing. With 1 placed in r1c4 as well (a broken position: c4 still has 1s) c4 holds its 1 already
  // and fills no cover: no fish uses it as a base.
  Grid grid = board_without(row_cells(1, {4}) + row_cells(2, {4}) + row_cells(3, {4}) + row_cells(4, {4, 7, 8, 9}) +
                            row_cells(5, {8, 9}) + row_cells(6, {4, 7, 8, 9}) + row_cells(7, {4}) + row_cells(9, {4}));
  EXPECT_NE(with_head(fish("complex_fish.franken", 2, grid), "Franken X-Wing: 1 c4b6 r58"), nullptr);
  grid.digits[cell(0, 3)] = 1;
  const auto instance = test::shipped_plugins().create("complex_fish.franken", {{"size", "2"}});
  instance->find(grid, true, [&](const npe_step& step) {
    for (std::uint32_t i = 0; i < step.base_house_count; ++i) EXPECT_NE(step.base_houses[i], 9 + 3) << step.text;
    return true;
  });
}

// ---- HoDoKu's regression cases ----------------------------------------------------------------

TEST(ComplexFishReglib, EveryDevCasePasses) {
  const auto path = test::source_dir() / "tests" / "data" / "reglib" / "reglib-dev.txt";
  if (!std::filesystem::exists(path)) GTEST_SKIP() << "needs tests/data/reglib/reglib-dev.txt";
  const auto cases = read_reglib_file(path);
  const ReglibReport report = run_reglib(test::shipped_plugins(), cases, {{"033", "034", "035", "036"}, ""});
  int total = 0;
  for (const auto& [code, tally] : report.codes) {
    total += tally.passed + tally.failed + tally.not_implemented;
    std::cout << "reglib " << code << ": " << tally.passed << "/" << tally.passed + tally.failed + tally.not_implemented
              << " passed\n";
  }
  EXPECT_GE(total, 31);
  EXPECT_EQ(report.passed, total) << reglib_text(report);
}

// ---- reference: every fish from the definitions ---------------------------------------------

using Bits = test::CellBits;
Bits bit(int c) { return static_cast<Bits>(1) << c; }

struct FishKey {
  int digit;
  std::uint32_t base, cover;
  Bits exo, endo, eliminations;
  auto tie() const { return std::tie(digit, base, cover, exo, endo, eliminations); }
  friend bool operator<(const FishKey& a, const FishKey& b) { return a.tie() < b.tie(); }
  friend bool operator==(const FishKey& a, const FishKey& b) { return a.tie() == b.tie(); }
};

enum class Kind { franken, mutant };

unsigned kinds(std::uint32_t houses) {
  return ((houses & 0x1ffu) ? 1u : 0u) | ((houses & (0x1ffu << 9)) ? 2u : 0u) | ((houses & (0x1ffu << 18)) ? 4u : 0u);
}

/** HoDoKu's classification: basic rows/columns; Franken rows(+blocks) against columns(+blocks) or the
 *  reverse; anything else Mutant. */
int shape(unsigned base, unsigned cover) {
  if ((base == 1 && cover == 2) || (base == 2 && cover == 1)) return 0;
  if (((base == 1 || base == 5) && (cover == 2 || cover == 6)) ||
      ((base == 2 || base == 6) && (cover == 1 || cover == 5))) {
    return 1;
  }
  return 2;
}

struct Reference {
  const Grid& grid;
  int n;
  bool finned;
  int want;  // 1 Franken, 2 Mutant
  int digit = 0;
  std::array<Bits, 27> house{};
  bool usable[27] = {};
  std::set<FishKey> found;

  void run() {
    for (digit = 1; digit <= 9; ++digit) {
      house = test::digit_places(grid, digit);
      for (int h = 0; h < 27; ++h) usable[h] = house[h] != 0;
      bases(0, 0, 0u);
    }
  }

  void bases(int from, int chosen, std::uint32_t base) {
    if (chosen == n) {
      covers_of(base);
      return;
    }
    for (int h = from; h < 27; ++h) {
      if (!usable[h]) continue;
      // HoDoKu: without fins no base unit has more candidates than the size.
      if (!finned && std::popcount(static_cast<std::uint64_t>(house[h])) +
                             std::popcount(static_cast<std::uint64_t>(house[h] >> 64)) >
                         n)
        continue;
      bases(h + 1, chosen + 1, base | (1u << h));
    }
  }

  static int count(Bits b) {
    return std::popcount(static_cast<std::uint64_t>(b)) + std::popcount(static_cast<std::uint64_t>(b >> 64));
  }

  void covers_of(std::uint32_t base) {
    if (want == 1 && (kinds(base) == 4 || kinds(base) == 3 || kinds(base) == 7)) return;  // never Franken
    Bits cells = 0;
    for (int h = 0; h < 27; ++h) {
      if (base & (1u << h)) cells |= house[h];
    }
    // Endo-fins: candidates in two base units or more; counted once per extra unit.
    Bits endo = 0;
    int endo_count = 0;
    for (int c = 0; c < 81; ++c) {
      int in = 0;
      for (int h = 0; h < 27; ++h) in += (base & (1u << h)) && (house[h] & bit(c));
      if (in > 1) {
        endo |= bit(c);
        endo_count += in - 1;
      }
    }
    if (endo != 0 && (!finned || endo_count > 2)) return;
    covers(base, cells, endo, 0, 0, {});
  }

  /** A cover set so far: its houses, the candidates they hold, those held by two of them or more. */
  struct Cover {
    std::uint32_t houses = 0;
    Bits covered = 0, twice = 0;
  };

  void covers(std::uint32_t base, Bits cells, Bits endo, int from, int chosen, const Cover& cover) {
    if (chosen == n) {
      check(base, cells, endo, cover.houses, cover.covered, cover.twice);
      return;
    }
    for (int h = from; h < 27; ++h) {
      if (!usable[h] || (base & (1u << h)) || (house[h] & cells) == 0) continue;
      const Cover more{cover.houses | (1u << h), cover.covered | house[h], cover.twice | (cover.covered & house[h])};
      covers(base, cells, endo, h + 1, chosen + 1, more);
    }
  }

  void check(std::uint32_t base, Bits cells, Bits endo, std::uint32_t cover, Bits covered, Bits twice) {
    if (shape(kinds(base), kinds(cover)) != want) return;
    const Bits exo = cells & ~covered & ~endo;
    const Bits fins = exo | endo;
    if (finned != (fins != 0)) return;
    if (count(fins) > 5) return;
    FishKey key{digit, base, cover, exo, endo, 0};
    // The potential eliminations that see every fin (none is a fin: no cell sees itself).
    key.eliminations = (covered & ~cells) | twice;
    for (int f = 0; f < 81; ++f) {
      if (fins & bit(f)) key.eliminations &= test::peer_bits()[f];
    }
    if (key.eliminations != 0) found.insert(key);
  }
};

std::set<FishKey> reference_fish(const Grid& grid, Kind kind, bool finned, int n) {
  Reference r{grid, n, finned, kind == Kind::franken ? 1 : 2, 0, {}, {}, {}};
  r.run();
  return r.found;
}

const char* technique_of(Kind kind, bool finned) {
  if (kind == Kind::franken) return finned ? "complex_fish.finned_franken" : "complex_fish.franken";
  return finned ? "complex_fish.finned_mutant" : "complex_fish.mutant";
}

std::set<FishKey> plugin_fish(const Grid& grid, Kind kind, bool finned, int n, long& steps) {
  std::set<FishKey> found;
  const auto instance = test::shipped_plugins().create(technique_of(kind, finned), {{"size", std::to_string(n)}});
  instance->find(grid, true, [&](const npe_step& step) {
    ++steps;
    FishKey key{std::countr_zero(static_cast<unsigned>(step.digits)) + 1, 0, 0, 0, 0, 0};
    for (std::uint32_t i = 0; i < step.base_house_count; ++i) key.base |= 1u << step.base_houses[i];
    for (std::uint32_t i = 0; i < step.cover_house_count; ++i) key.cover |= 1u << step.cover_houses[i];
    for (std::uint32_t i = 0; i < step.fin_count; ++i) key.exo |= bit(step.fins[i]);
    for (std::uint32_t i = 0; i < step.endo_fin_count; ++i) key.endo |= bit(step.endo_fins[i]);
    for (std::uint32_t i = 0; i < step.elimination_count; ++i) key.eliminations |= bit(step.eliminations[i].cell);
    EXPECT_TRUE(found.insert(key).second) << "reported twice: " << step.text;
    return true;
  });
  return found;
}

/** Hard positions: the shipped first 150 puzzles of sx_diabolical_500 (tests/data/corpora/
 *  sx_diabolical_150.txt) with singles filled, then each again after the simpler eliminations (locked
 *  candidates and sets, which leave few fin-less Franken and Mutant fish): about 300 positions, the
 *  same on a clone alone as in CI. */
const std::vector<Grid>& hard_positions() {
  static const std::vector<Grid> grids = [] {
    std::vector<Grid> result;
    for (const auto& puzzle : read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"))) {
      if (static_cast<int>(result.size()) >= test::scaled(600)) break;
      Grid grid = Grid::from_digits(puzzle.givens);
      fill_singles(grid);
      if (grid.solved()) continue;
      result.push_back(grid);
      test::apply_simple_eliminations(grid);
      if (!grid.solved()) result.push_back(grid);
    }
    return result;
  }();
  return grids;
}

struct RefCase {
  Kind kind;
  bool finned;
  int size;
  int positions;  // the reference's cost grows steeply with the size: larger fish on fewer positions
};

class ComplexFishReference : public ::testing::TestWithParam<RefCase> {};

TEST_P(ComplexFishReference, PluginFindsExactlyTheDefinitionsFish) {
  const RefCase& c = GetParam();
  const auto& grids = hard_positions();
  const std::size_t count = std::min(grids.size(), static_cast<std::size_t>(test::scaled(c.positions, 10)));
  const double start = test::cpu_seconds();
  long steps = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const auto expected = reference_fish(grids[i], c.kind, c.finned, c.size);
    const auto actual = plugin_fish(grids[i], c.kind, c.finned, c.size, steps);
    EXPECT_EQ(actual.size(), expected.size()) << grids[i].to_line();
    EXPECT_TRUE(actual == expected) << grids[i].to_line();
  }
  std::cout << technique_of(c.kind, c.finned) << " size " << c.size << ": " << count << " positions, " << steps
            << " steps agree with the reference (" << test::cpu_seconds() - start << " s CPU)\n";
  EXPECT_GT(steps, 0);
}

INSTANTIATE_TEST_SUITE_P(HardPositions, ComplexFishReference,
                         ::testing::Values(RefCase{Kind::franken, false, 2, 600}, RefCase{Kind::franken, true, 2, 400},
                                           RefCase{Kind::mutant, false, 2, 600}, RefCase{Kind::mutant, true, 2, 300},
                                           RefCase{Kind::franken, false, 3, 600}, RefCase{Kind::franken, true, 3, 300},
                                           RefCase{Kind::mutant, false, 3, 300}, RefCase{Kind::mutant, true, 3, 300},
                                           RefCase{Kind::franken, false, 4, 200}, RefCase{Kind::mutant, false, 4, 50}),
                         [](const ::testing::TestParamInfo<RefCase>& info) {
                           return std::string(info.param.finned ? "Finned" : "") +
                                  (info.param.kind == Kind::franken ? "Franken" : "Mutant") +
                                  std::to_string(info.param.size);
                         });

}  // namespace
}  // namespace npe::complex_fish_test
