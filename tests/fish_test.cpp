// Fish plugin: the seed's checked fact (docs/seed-notes.md, The checked examples), GNPX text, and
// every basic and finned fish compared with a slow reference written from the definitions (all
// line sets, all cover sets, fins checked with "sees every fin") on corpus positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "base/errors.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "fish/fish_lines.hpp"
#include "fish_support.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::fish_test {
namespace {

using plugins::fish::kColumnBaseKind;
using plugins::fish::kFinnedKind;
using plugins::fish::kSashimiKind;
using test::grid_from;

// The seed's LockedSet position ("このページの最初の問題"), the one of the 25 LockedSets and the 2 fish.
const std::string kSeedPuzzle = "2.891..54....4..7.41.5..6.2...7...61....2....69...1...5.2..7.16.4..6....16..594.3";

ParamList size(int n) { return {{"size", std::to_string(n)}}; }

std::vector<Step> search(const std::string& id, int n, const Grid& grid, bool fill = false) {
  return search_technique(test::shipped_plugins(), id, size(n), grid, {true, false, fill}).steps;
}

TEST(FishSeed, RowBasedBasicFishAreTheSeedsTwo) {
  // The seed's two fish lines (the second prints "R2348CoverSet:" without the space, taken for a
  // typo: the SwordFish line has it; docs/seed-notes.md, GNPX fish).
  std::vector<std::string> row_based, column_based;
  for (int n = 2; n <= 7; ++n) {
    for (const auto& step : search("fish.basic", n, grid_from(kSeedPuzzle), true)) {
      (step.kind & kColumnBaseKind ? column_based : row_based).push_back(step.text);
    }
  }
  EXPECT_EQ(row_based, (std::vector<std::string>{"SwordFish #3 BaseSet:R348 CoverSet:C136",
                                                 "JellyFish #3 BaseSet:R2348 CoverSet:C1346"}));
  // The seed lists only the row-based fish. The column-based ones of the same position, as this
  // plugin finds them (each checked against the reference search below and sound: check_step ran).
  EXPECT_EQ(column_based, (std::vector<std::string>{"SwordFish #3 BaseSet:C258 CoverSet:R567",
                                                    "JellyFish #3 BaseSet:C2458 CoverSet:R2567"}));
}

TEST(FishSeed, FindCommandPrintsTheSeedsFish) {
  const auto result =
      test::run_npe({"find", "--technique", "fish.basic", "--param", "size=3", "--all", "--fill-singles", kSeedPuzzle});
  ASSERT_EQ(result.exit_code, 0) << result.err;
  EXPECT_NE(result.out.find("SwordFish #3 BaseSet:R348 CoverSet:C136"), std::string::npos) << result.out;
}

TEST(FishText, FinnedAndSashimiNamesAndFins) {
  // HoDoKu reglib-dev cases 0310 (finned X-Wing) and 0320 (sashimi X-Wing), first of each.
  const auto finned = parse_position(
      ":0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:962:315 "
      "335::",
      "test");
  auto steps = search("fish.finned", 2, finned.grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(step_line(steps[0]), "Finned Xwing #3 BaseSet:R24 CoverSet:C15 Fin:r2c6 => r1c5<>3 r3c5<>3");
  EXPECT_EQ(steps[0].kind, 2u | kFinnedKind);
  EXPECT_EQ(steps[0].fins, (std::vector<std::uint8_t>{14}));  // r2c6
  EXPECT_EQ(steps[0].base_houses, (std::vector<std::uint8_t>{1, 3}));
  EXPECT_EQ(steps[0].cover_houses, (std::vector<std::uint8_t>{9, 13}));
  EXPECT_TRUE(search("fish.basic", 2, finned.grid).empty());

  const auto sashimi = parse_position(
      ":0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 869::",
      "test");
  steps = search("fish.finned", 2, sashimi.grid);
  ASSERT_EQ(steps.size(), 1u);
  EXPECT_EQ(step_line(steps[0]), "Sashimi Xwing #8 BaseSet:R14 CoverSet:C59 Fin:r4c78 => r5c9<>8 r6c9<>8");
  EXPECT_EQ(steps[0].kind, 2u | kFinnedKind | kSashimiKind);
}

// HoDoKu searches and scores finned and sashimi fish as separate techniques (4100 and 4200, ...):
// `sashimi: 1` keeps the finned ones only, `sashimi: 2` the sashimi ones only.
TEST(FishParams, SashimiKeepsFinnedOrSashimiFishOnly) {
  const auto finned = parse_position(
      ":0310:3:1.........5.....61..8+1..2...7...9.......1.3..4...5...6.+6.+398+14+2+9+42+5+71+6..+8+136+4279+5:962:315 "
      "335::",
      "test");
  const auto sashimi = parse_position(
      ":0320:8:4..5.769....+3....2.68+1...3.65.2.4..9...+73.4.....9.......+68........+6.3..73894+7....::859 869::",
      "test");
  const auto texts = [](const Grid& grid, const char* keep) {
    std::vector<std::string> out;
    for (const auto& step : search_technique(test::shipped_plugins(), "fish.finned", {{"size", "2"}, {"sashimi", keep}},
                                             grid, {true, false, false})
                                .steps) {
      out.push_back(step.text);
    }
    return out;
  };
  EXPECT_EQ(texts(finned.grid, "1"), (std::vector<std::string>{"Finned Xwing #3 BaseSet:R24 CoverSet:C15 Fin:r2c6"}));
  EXPECT_TRUE(texts(finned.grid, "2").empty());
  EXPECT_TRUE(texts(sashimi.grid, "1").empty());
  EXPECT_EQ(texts(sashimi.grid, "2"),
            (std::vector<std::string>{"Sashimi Xwing #8 BaseSet:R14 CoverSet:C59 Fin:r4c78"}));
}

TEST(FishParams, SizeOutOfRangeIsRefused) {
  EXPECT_THROW(search("fish.basic", 8, grid_from(kSeedPuzzle)), InputError);
  EXPECT_THROW(search("fish.finned", 1, grid_from(kSeedPuzzle)), InputError);
}

// ---- reference: every fish from the definitions ---------------------------------------------

struct FishKey {
  bool columns;
  int digit;
  unsigned base;
  unsigned cover;
  bool sashimi;
  std::vector<CellDigit> eliminations;  // sorted by cell
  auto tie() const { return std::tie(columns, digit, base, cover, sashimi); }
  friend bool operator<(const FishKey& a, const FishKey& b) {
    if (a.tie() != b.tie()) return a.tie() < b.tie();
    return std::lexicographical_compare(a.eliminations.begin(), a.eliminations.end(), b.eliminations.begin(),
                                        b.eliminations.end(),
                                        [](const CellDigit& x, const CellDigit& y) { return x.cell < y.cell; });
  }
  friend bool operator==(const FishKey& a, const FishKey& b) { return !(a < b) && !(b < a); }
};

int cell_at(bool columns, int line, int cross) { return columns ? cross * 9 + line : line * 9 + cross; }

/** Every basic (finned = false) or finned fish of size n, straight from the definitions. */
std::set<FishKey> reference_fish(const Grid& grid, int n, bool finned) {
  std::set<FishKey> found;
  for (bool columns : {false, true}) {
    for (int digit = 1; digit <= 9; ++digit) {
      unsigned places[9] = {};
      for (int line = 0; line < 9; ++line) {
        for (int cross = 0; cross < 9; ++cross) {
          const int cell = cell_at(columns, line, cross);
          if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit)) places[line] |= 1u << cross;
        }
      }
      for (unsigned base = 0; base < 512; ++base) {
        if (std::popcount(base) != n) continue;
        unsigned all = 0;
        bool usable = true;
        for (int line = 0; line < 9; ++line) {
          if (!(base & (1u << line))) continue;
          const int count = std::popcount(places[line]);
          usable &= count >= 2 && (finned || count <= n);
          all |= places[line];
        }
        if (!usable) continue;
        for (unsigned cover = 0; cover < 512; ++cover) {
          if (std::popcount(cover) != n || (cover & ~all) != 0) continue;
          std::vector<int> fins;
          bool every_line_in_cover = true, sashimi = false;
          for (int line = 0; line < 9; ++line) {
            if (!(base & (1u << line))) continue;
            every_line_in_cover &= (places[line] & cover) != 0;
            sashimi |= std::popcount(places[line] & cover) <= 1;
            for (int cross = 0; cross < 9; ++cross) {
              if ((places[line] & ~cover) & (1u << cross)) fins.push_back(cell_at(columns, line, cross));
            }
          }
          if (finned != !fins.empty() || !every_line_in_cover) continue;
          if (finned) {
            const int block = sdk::block_of(fins[0]);
            if (!std::all_of(fins.begin(), fins.end(), [&](int f) { return sdk::block_of(f) == block; })) continue;
          }
          FishKey key{columns, digit, base, cover, finned && sashimi, {}};
          for (int cell = 0; cell < 81; ++cell) {
            const int line = columns ? cell % 9 : cell / 9;
            const int cross = columns ? cell / 9 : cell % 9;
            if ((base & (1u << line)) || !(cover & (1u << cross)) || !(places[line] & (1u << cross))) continue;
            if (std::all_of(fins.begin(), fins.end(), [&](int f) { return sdk::sees(cell, f); })) {
              key.eliminations.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
            }
          }
          if (!key.eliminations.empty()) found.insert(key);
        }
      }
    }
  }
  return found;
}

std::set<FishKey> plugin_fish(const Grid& grid, int n, bool finned, int& steps) {
  std::set<FishKey> found;
  for (const auto& step : search(finned ? "fish.finned" : "fish.basic", n, grid)) {
    ++steps;
    FishKey key{(step.kind & kColumnBaseKind) != 0,
                std::countr_zero(static_cast<unsigned>(step.digits)) + 1,
                0,
                0,
                (step.kind & kSashimiKind) != 0,
                step.eliminations.to_vector()};
    EXPECT_EQ(static_cast<int>(step.kind & 0xF), n);
    EXPECT_EQ((step.kind & kFinnedKind) != 0, finned);
    for (int house : step.base_houses) key.base |= 1u << (house % 9);
    for (int house : step.cover_houses) key.cover |= 1u << (house % 9);
    std::sort(key.eliminations.begin(), key.eliminations.end(),
              [](const CellDigit& a, const CellDigit& b) { return a.cell < b.cell; });
    EXPECT_TRUE(found.insert(key).second) << "reported twice: " << step.text;
  }
  return found;
}

TEST(FishReference, PluginFindsExactlyTheDefinitionsFish) {
  // 150 hard corpus puzzles (tests/data/corpora), each with singles filled and again after the simpler eliminations.
  const auto puzzles = read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"));
  int positions = 0, basic_steps = 0, finned_steps = 0;
  for (std::size_t i = 0; i < puzzles.size() && i < 150; ++i) {
    Grid grid = Grid::from_digits(puzzles[i].givens);
    fill_singles(grid);
    for (int stage = 0; stage < 2; ++stage) {
      if (stage == 1) test::apply_simple_eliminations(grid);
      ++positions;
      for (int n = 2; n <= 7; ++n) {
        EXPECT_EQ(plugin_fish(grid, n, false, basic_steps), reference_fish(grid, n, false))
            << puzzles[i].origin << " stage " << stage << " basic size " << n;
      }
      for (int n = 2; n <= 4; ++n) {
        EXPECT_EQ(plugin_fish(grid, n, true, finned_steps), reference_fish(grid, n, true))
            << puzzles[i].origin << " stage " << stage << " finned size " << n;
      }
    }
  }
  std::cout << "fish reference: " << positions << " positions, " << basic_steps << " basic and " << finned_steps
            << " finned steps agree\n";
  EXPECT_GT(basic_steps, 0);
  EXPECT_GT(finned_steps, 0);
}

TEST(FishOrder, RowBasedBeforeColumnBasedDigitsAscending) {
  const auto puzzles = read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"));
  int checked = 0;
  for (std::size_t i = 0; i < puzzles.size() && i < 60; ++i) {
    Grid grid = Grid::from_digits(puzzles[i].givens);
    test::apply_simple_eliminations(grid);
    for (const char* id : {"fish.basic", "fish.finned"}) {
      const auto steps = search(id, 3, grid);
      for (std::size_t k = 1; k < steps.size(); ++k) {
        const auto order = [](const Step& s) { return std::pair((s.kind & kColumnBaseKind) != 0, s.digits); };
        EXPECT_LE(order(steps[k - 1]), order(steps[k])) << steps[k - 1].text << " then " << steps[k].text;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 0);
}

// `order: 1` is HoDoKu's FishSolver order (digits ascending, rows before columns within a digit)
// and finds the same fish as the default order (the finned ones: those with at most 5 fins).
TEST(FishOrder, HodokuOrderIsDigitsFirstAndFindsTheSameFish) {
  const auto puzzles = read_puzzle_file(test::data_file("corpora/sx_diabolical_150.txt"));
  int checked = 0;
  for (std::size_t i = 0; i < puzzles.size() && i < 60; ++i) {
    Grid grid = Grid::from_digits(puzzles[i].givens);
    test::apply_simple_eliminations(grid);
    for (const char* id : {"fish.basic", "fish.finned"}) {
      const auto hodoku =
          search_technique(test::shipped_plugins(), id, {{"size", "3"}, {"order", "1"}}, grid, {true, false, false})
              .steps;
      const auto order = [](const Step& s) { return std::pair(s.digits, (s.kind & kColumnBaseKind) != 0); };
      for (std::size_t k = 1; k < hodoku.size(); ++k) {
        EXPECT_LE(order(hodoku[k - 1]), order(hodoku[k])) << hodoku[k - 1].text << " then " << hodoku[k].text;
        ++checked;
      }
      std::multiset<std::string> a, b;
      for (const auto& step : hodoku) a.insert(step_line(step));
      for (const auto& step : search(id, 3, grid)) {
        if (step.fins.size() <= 5) b.insert(step_line(step));
      }
      EXPECT_EQ(a, b) << puzzles[i].origin << " " << id;
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace npe::fish_test
