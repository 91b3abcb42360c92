// Kraken fish (complex_fish.kraken; HoDoKu's Kraken Fish Type 1 and 2, reglib 0371/0372 — the
// reglib file tests/data/reglib/reglib-dev.txt has no case of either, so there is no reglib test):
//   - steps of both types on hard positions: text, eliminations, evidence accepted by the host;
//     the same steps tampered with (a chain dropped, the target moved) refused;
//   - soundness on puzzles with known solutions (tests/data, fixtures; larger shared corpora when
//     present);
//   - every basic Kraken fish of sizes 2 and 3 compared with a slow reference written from the
//     definition (find-all reports one step per elimination: each step must be an instance of the
//     reference, and the eliminations must be the reference's) (all row or column base sets, all cover sets, 1..2 fins,
//     no ordinary elimination, chains by a breadth-first closure over candidates and group nodes with the links defined
//     directly: a true node removes what sees all of it; a false node makes the other one true
//     when a house holding both has only their cells for the digit; bivalue cells).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"
#include "corpus_soundness.hpp"
#include "evidence/check.hpp"
#include "fish_support.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::kraken_fish_test {
namespace {

constexpr std::uint32_t kType1 = 0x1000, kType2 = 0x2000;
constexpr int kSoundPositions = 1000;

struct Position {
  Grid grid;
  Digits solution;
};

/** Puzzles with solutions shipped in the repository, taken past the simple eliminations. */
const std::vector<Position>& positions() {
  static const std::vector<Position> list = [] {
    std::vector<Position> result;
    for (const auto& path : {test::source_dir() / "tests/data/corpora/sx_diabolical_150.txt",
                             test::source_dir() / "fixtures/puzzles/top1465.txt"}) {
      for (const auto& puzzle : read_puzzle_file(path)) {
        std::optional<Digits> solution = puzzle.solution;
        if (!solution) solution = unique_solution(puzzle.givens);
        if (!solution) continue;
        Grid grid = Grid::from_digits(puzzle.givens);
        test::apply_simple_eliminations(grid);
        if (!grid.solved()) result.push_back({grid, *solution});
      }
    }
    return result;
  }();
  return list;
}

ParamList kraken_params(const std::string& types, const std::string& fish_type = "1",
                        const std::string& max_size = "4") {
  return {{"types", types}, {"fish_type", fish_type}, {"max_size", max_size}};
}

std::vector<Step> kraken(const Grid& grid, const ParamList& params,
                         const std::optional<Digits>& solution = std::nullopt) {
  return search_technique(test::shipped_plugins(), "complex_fish.kraken", params, grid, {true, false, false}, solution)
      .steps;
}

std::string cell_text(int cell) { return "r" + std::to_string(cell / 9 + 1) + "c" + std::to_string(cell % 9 + 1); }

/** The first position (in corpus order) with a step of the type, and that step. */
std::pair<const Position*, Step> first_of_type(std::uint32_t type) {
  for (const auto& position : positions()) {
    for (const auto& step : kraken(position.grid, kraken_params(type == kType1 ? "1" : "2"), position.solution)) {
      if (step.kind & type) return {&position, step};
    }
  }
  return {nullptr, {}};
}

/** HoDoKu's word before the fish's name (FishSolver.createFishStep): "Sashimi " when a basic fish (no
 *  Franken or Mutant bit) has a base line that keeps at most one base candidate besides its fins. */
std::string fish_word(const Step& step) {
  constexpr std::uint32_t kFranken = 0x400, kMutant = 0x800;
  if (step.kind & (kFranken | kMutant)) return "Finned ";
  for (const int house : step.base_houses) {
    int left = 0;
    for (const int cell : step.cells) {
      const bool in_house = house < 9    ? cell / 9 == house
                            : house < 18 ? cell % 9 == house - 9
                                         : (cell / 27) * 3 + (cell % 9) / 3 == house - 18;
      if (in_house && std::find(step.fins.begin(), step.fins.end(), cell) == step.fins.end()) ++left;
    }
    if (left <= 1) return "Sashimi ";
  }
  return "Finned ";
}

void expect_refused(const Step& step, const Grid& grid, const std::string& why) {
  EXPECT_THROW(check_evidence(step, grid, "kraken test"), PluginError) << why << ": " << step.text;
}

TEST(KrakenFish, TypeOneStep) {
  const auto [position, step] = first_of_type(kType1);
  ASSERT_NE(position, nullptr) << "no Kraken type 1 in the shipped positions";
  std::cout << position->grid.to_line() << "\n" << step.text << "\n";
  ASSERT_EQ(step.eliminations.size(), 1u);
  const auto [cell, digit] = step.eliminations[0];
  // One digit, the fish's; the target is named in HoDoKu's text, then the fish.
  ASSERT_EQ(std::popcount(static_cast<unsigned>(step.digits)), 1);
  EXPECT_EQ(sdk::first_digit(step.digits), digit);
  EXPECT_EQ(
      step.text.rfind(
          "Kraken Fish Type 1:  => " + cell_text(cell) + "<>" + std::to_string(digit) + "; " + fish_word(step), 0),
      0u)
      << step.text;
  EXPECT_EQ(step.points, 500);
  EXPECT_FALSE(step.fins.empty());
  EXPECT_LE(step.fins.size(), 2u);
  EXPECT_TRUE(step.endo_fins.empty());
  EXPECT_EQ(step.chains.size(), step.fins.size());  // one chain per fin
  EXPECT_NE(position->solution[cell], digit);
  EXPECT_NO_THROW(check_evidence(step, position->grid, "kraken test"));
  // The same chains for a candidate they do not reach: refused.
  Step moved = step;
  for (int other = 0; other < 81; ++other) {
    if (other == cell || position->grid.digits[other] != 0 || !sdk::has_digit(position->grid.candidates[other], digit))
      continue;
    moved.eliminations[0].cell = static_cast<std::uint8_t>(other);
    bool reached = false;
    try {
      check_evidence(moved, position->grid, "kraken test");
      reached = true;
    } catch (const PluginError&) {
    }
    if (!reached) break;
  }
  ASSERT_NE(moved.eliminations[0].cell, cell);
  expect_refused(moved, position->grid, "the target moved");
}

/** The step's chains alone (no fish) prove its elimination: some Kraken chains are AICs themselves. */
bool chains_alone_prove(Step step, const Grid& grid) {
  step.base_houses.clear();
  step.cover_houses.clear();
  step.fins.clear();
  step.endo_fins.clear();
  try {
    check_evidence(step, grid, "kraken test");
    return true;
  } catch (const PluginError&) {
    return false;
  }
}

TEST(KrakenFish, TypeOneFinWithoutItsChainRefused) {
  int tampered_steps = 0, proved_by_chains = 0;
  for (const auto& position : positions()) {
    for (const auto& step : kraken(position.grid, kraken_params("1"), position.solution)) {
      const int cell = step.eliminations[0].cell;
      for (std::size_t k = 0; k < step.fins.size() && tampered_steps < 50; ++k) {
        if (sdk::sees(step.fins[k], cell)) continue;
        Step tampered = step;
        tampered.chains.erase(tampered.chains.begin() + static_cast<long>(k));
        if (chains_alone_prove(tampered, position.grid)) {  // the fish is not needed without this fin
          ++proved_by_chains;
          continue;
        }
        expect_refused(tampered, position.grid, "a fin without its chain");
        ++tampered_steps;
      }
    }
  }
  std::cout << tampered_steps << " fins without their chain refused; " << proved_by_chains
            << " skipped, the other chains proving the elimination alone\n";
  EXPECT_GT(tampered_steps, 0);
}

TEST(KrakenFish, TypeTwoStep) {
  const auto [position, step] = first_of_type(kType2);
  ASSERT_NE(position, nullptr) << "no Kraken type 2 in the shipped positions";
  std::cout << position->grid.to_line() << "\n" << step.text << "\n";
  ASSERT_EQ(step.eliminations.size(), 1u);
  const auto [cell, digit] = step.eliminations[0];
  EXPECT_EQ(
      step.text.rfind(
          "Kraken Fish Type 2:  => " + cell_text(cell) + "<>" + std::to_string(digit) + "; " + fish_word(step), 0),
      0u)
      << step.text;
  EXPECT_GT(step.chains.size(), step.fins.size());  // the fins and the base candidates of one cover
  EXPECT_NE(position->solution[cell], digit);
  EXPECT_NO_THROW(check_evidence(step, position->grid, "kraken test"));
  // Any one chain dropped (unless its premise removes the target directly): refused.
  for (std::size_t k = 0; k < step.chains.size(); ++k) {
    if (step.chains[k].nodes.size() <= 2) continue;
    Step tampered = step;
    tampered.chains.erase(tampered.chains.begin() + static_cast<long>(k));
    expect_refused(tampered, position->grid, "a premise without its chain");
  }
  // A cover house removed (the fish no longer holds): refused.
  Step smaller = step;
  smaller.cover_houses.pop_back();
  expect_refused(smaller, position->grid, "a fish of fewer covers");
}

TEST(KrakenFish, SoundOnShippedPuzzles) {
  long steps = 0, one = 0, two = 0, sashimi = 0;
  const auto& list = positions();
  // Every step of HoDoKu's settings (Franken up to size 4), each through the host's checks; each
  // names its fish as HoDoKu would (Sashimi or Finned).
  const std::size_t count = std::min<std::size_t>(list.size(), static_cast<std::size_t>(test::scaled(kSoundPositions)));
  for (std::size_t i = 0; i < count; ++i) {
    // search_technique checks every step against the solution and its evidence (PluginError).
    for (const auto& step : kraken(list[i].grid, kraken_params("3"), list[i].solution)) {
      ++steps;
      one += (step.kind & kType1) != 0;
      two += (step.kind & kType2) != 0;
      for (const auto& e : step.eliminations) ASSERT_NE(list[i].solution[e.cell], e.digit) << step.text;
      const std::string word = fish_word(step);
      EXPECT_NE(step.text.find("; " + word), std::string::npos) << step.text;
      sashimi += word == "Sashimi ";
    }
  }
  std::cout << count << " positions: " << steps << " Kraken steps (" << one << " type 1, " << two << " type 2, "
            << sashimi << " sashimi)\n";
  EXPECT_GT(one, 0);
  EXPECT_GT(two, 0);
  EXPECT_GT(sashimi, 0);
}

TEST(KrakenFish, SoundOnSharedCorpora) {
  NPE_NEEDS_SHARED_CORPORA("forum_hardest_1106.txt");
  long steps = 0;
  int count = 0;
  for (const auto& puzzle : read_puzzle_file(test::shared_corpus("forum_hardest_1106.txt"))) {
    if (count >= test::scaled(300)) break;
    const auto solution = puzzle.solution ? puzzle.solution : unique_solution(puzzle.givens);
    if (!solution) continue;
    Grid grid = Grid::from_digits(puzzle.givens);
    test::apply_simple_eliminations(grid);
    if (grid.solved()) continue;
    ++count;
    steps += static_cast<long>(kraken(grid, kraken_params("3"), solution).size());
  }
  std::cout << count << " positions: " << steps << " Kraken steps\n";
  EXPECT_GT(steps, 0);
}

// 20,000 positions of the soundness corpora (the forcing tests' positions: puzzles with their singles
// filled), the first step on each as an engine takes it, every step on every 20th. About 4 minutes of
// CPU (more than CI's whole budget for a test), so it runs only with NPE_LONG_TESTS=1 and is skipped
// by name otherwise; its last run is in docs/techniques.md ("Kraken fish").
TEST(KrakenFish, SoundOnTwentyThousandCorpusPositions) {
  if (std::getenv("NPE_LONG_TESTS") == nullptr) GTEST_SKIP() << "a long run: NPE_LONG_TESTS=1 runs it";
  NPE_NEEDS_SHARED_CORPORA(test::kSoundnessCorpora);
  const auto list = test::corpus_positions(test::kSoundnessCorpora, 0, 1, 20000);
  ASSERT_EQ(list.size(), 20000u);
  test::check_soundness("complex_fish.kraken", list, false);
  std::vector<std::pair<Grid, Digits>> sample;
  for (std::size_t i = 0; i < list.size(); i += 20) sample.push_back(list[i]);
  test::check_soundness("complex_fish.kraken", sample, true);
}

// --- the reference ---------------------------------------------------------------------------------

using Cells = std::bitset<81>;

bool sees_all(int cell, const Cells& cells) {
  for (int other = 0; other < 81; ++other) {
    if (cells.test(other) && (other == cell || !sdk::sees(cell, other))) return false;
  }
  return true;
}

/** Candidates and group nodes (a digit's 2..3 candidates in one line-block intersection), with the
 *  implications between their true and false literals (literal = node * 2 + truth). */
struct Reference {
  struct Node {
    int digit;
    Cells cells;
  };
  std::vector<Node> nodes;
  std::map<std::pair<int, int>, int> candidate_node;
  std::vector<std::vector<int>> next;  // literal -> literals it implies

  explicit Reference(const Grid& grid) {
    auto has = [&](int cell, int d) { return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d); };
    for (int cell = 0; cell < 81; ++cell) {
      for (int d = 1; d <= 9; ++d) {
        if (!has(cell, d)) continue;
        candidate_node[{cell, d}] = static_cast<int>(nodes.size());
        nodes.push_back({d, Cells().set(cell)});
      }
    }
    for (int line = 0; line < 18; ++line) {
      for (int block = 18; block < 27; ++block) {
        for (int d = 1; d <= 9; ++d) {
          Cells cells;
          for (const int cell : sdk::kHouseCells[line]) {
            if (has(cell, d) && sdk::block_of(cell) == block - 18) cells.set(cell);
          }
          if (cells.count() >= 2) nodes.push_back({d, cells});
        }
      }
    }
    // The digit's places in each house, when it is not placed there.
    std::vector<std::array<Cells, 10>> places(27);
    std::vector<Mask> placed(27, 0);
    for (int house = 0; house < 27; ++house) {
      for (const int cell : sdk::kHouseCells[house]) {
        if (grid.digits[cell]) placed[house] |= sdk::digit_bit(grid.digits[cell]);
        for (int d = 1; d <= 9; ++d) {
          if (has(cell, d)) places[house][d].set(cell);
        }
      }
    }
    next.assign(2 * nodes.size(), {});
    for (std::size_t a = 0; a < nodes.size(); ++a) {
      for (std::size_t b = 0; b < nodes.size(); ++b) {
        if (a == b) continue;
        const Node& x = nodes[a];
        const Node& y = nodes[b];
        const bool x_single = x.cells.count() == 1, y_single = y.cells.count() == 1;
        if (x.digit != y.digit) {
          if (!x_single || !y_single || x.cells != y.cells) continue;
          next[2 * a + 1].push_back(static_cast<int>(2 * b));  // two digits of one cell
          int cell = 0;
          while (!x.cells.test(cell)) ++cell;
          if (sdk::count_digits(grid.candidates[cell]) == 2) next[2 * a].push_back(static_cast<int>(2 * b + 1));
          continue;
        }
        if ((x.cells & y.cells).any()) continue;
        bool weak = true;
        for (int cell = 0; cell < 81 && weak; ++cell) {
          if (x.cells.test(cell)) weak = sees_all(cell, y.cells);
        }
        if (weak) next[2 * a + 1].push_back(static_cast<int>(2 * b));
        for (int house = 0; house < 27; ++house) {
          if (placed[house] & sdk::digit_bit(x.digit)) continue;
          if (places[house][x.digit] == (x.cells | y.cells)) {
            next[2 * a].push_back(static_cast<int>(2 * b + 1));
            break;
          }
        }
      }
    }
  }

  /** Per cell, the links of the shortest chain from (cell, start) true to (that cell, digit) false
   *  (-1: none within `max_links`). */
  std::array<int, 81> links(int cell, int start, int digit, int max_links = 60) {
    const int from = 2 * candidate_node.at({cell, start}) + 1;
    std::vector<int> dist(next.size(), -1);
    std::vector<int> frontier = {from};
    dist[from] = 0;
    for (int level = 0; level < max_links && !frontier.empty(); ++level) {
      std::vector<int> following;
      for (const int lit : frontier) {
        for (const int to : next[lit]) {
          if (dist[to] >= 0) continue;
          dist[to] = level + 1;
          following.push_back(to);
        }
      }
      frontier = std::move(following);
    }
    std::array<int, 81> result;
    result.fill(-1);
    for (std::size_t n = 0; n < nodes.size(); ++n) {
      if (dist[2 * n] < 0 || nodes[n].digit != digit || nodes[n].cells.count() != 1) continue;
      int target = 0;
      while (!nodes[n].cells.test(target)) ++target;
      result[target] = dist[2 * n];
    }
    return result;
  }
};

// HoDoKu's preference among the Kraken instances of one elimination (FishSolver.addKrakenStep):
// the smaller fish, then Finned before Sashimi, then the fewer chain nodes in all (basic fish only
// here, so the category is the same).
using Rank = std::tuple<int, bool, int>;  // size, sashimi, chain nodes

using Instance =
    std::tuple<int, std::uint32_t, std::uint32_t, int, int, int>;  // type, base, cover, cell, digit, fish digit

/** Every instance of the definition, with its rank. */
std::map<Instance, Rank> reference_instances(const Grid& grid, int min_size, int max_size) {
  Reference ref(grid);
  struct Reach {  // from (cell, d) true to (target, e) false: the shortest chain's links, the targets
    bool done = false;
    std::array<int, 81> links;
    Cells off;
  };
  std::vector<Reach> memo(81 * 10 * 10);
  auto reach = [&](int cell, int d, int e) -> const Reach& {
    Reach& r = memo[static_cast<std::size_t>((cell * 10 + d) * 10 + e)];
    if (!r.done) {
      r.done = true;
      r.links = ref.links(cell, d, e);
      for (int target = 0; target < 81; ++target) r.off.set(static_cast<std::size_t>(target), r.links[target] >= 0);
    }
    return r;
  };
  auto links = [&](int cell, int d, int e) -> const std::array<int, 81>& { return reach(cell, d, e).links; };
  auto off = [&](int cell, int d, int e) -> const Cells& { return reach(cell, d, e).off; };
  auto nodes = [&](const Cells& premises, int d, int target, int e) {
    int total = 0;
    for (int p = 0; p < 81; ++p) total += premises.test(p) ? links(p, d, e)[target] + 1 : 0;
    return total;
  };
  auto cands = [&](int house, int d) {
    Cells cells;
    for (const int cell : sdk::kHouseCells[house]) {
      if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d)) cells.set(cell);
    }
    return cells;
  };
  std::map<Instance, Rank> found;
  for (int d = 1; d <= 9; ++d) {
    for (int pass = 0; pass < 2; ++pass) {
      const int base_first = pass == 0 ? 0 : 9, cover_first = pass == 0 ? 9 : 0;
      for (int n = min_size; n <= max_size; ++n) {
        for (std::uint32_t base = 0; base < 512; ++base) {
          if (std::popcount(base) != n) continue;
          Cells base_cells;
          bool open = true;
          for (int k = 0; k < 9; ++k) {
            if (!(base >> k & 1)) continue;
            const Cells in = cands(base_first + k, d);
            open = open && in.any();
            base_cells |= in;
          }
          if (!open) continue;
          for (std::uint32_t cover = 0; cover < 512; ++cover) {
            if (std::popcount(cover) != n) continue;
            Cells cover_cells;
            bool meets = true;
            for (int k = 0; k < 9; ++k) {
              if (!(cover >> k & 1)) continue;
              const Cells in = cands(cover_first + k, d);
              meets = meets && (in & base_cells).any();
              cover_cells |= in;
            }
            if (!meets) continue;
            const Cells fins = base_cells & ~cover_cells;
            if (fins.count() < 1 || fins.count() > 2) continue;
            bool sashimi = false;  // a base line keeps at most one candidate besides the fins
            for (int k = 0; k < 9; ++k) {
              if (base >> k & 1) sashimi = sashimi || (cands(base_first + k, d) & ~fins).count() <= 1;
            }
            const Cells potential = cover_cells & ~base_cells;
            bool ordinary = false;
            for (int cell = 0; cell < 81 && !ordinary; ++cell) ordinary = potential.test(cell) && sees_all(cell, fins);
            if (ordinary) continue;
            const std::uint32_t base_mask = base << base_first, cover_mask = cover << cover_first;
            for (int cell = 0; cell < 81; ++cell) {  // type 1
              if (!potential.test(cell)) continue;
              bool all = true;
              for (int f = 0; f < 81 && all; ++f) all = !fins.test(f) || off(f, d, d).test(cell);
              if (all) found[{1, base_mask, cover_mask, cell, d, d}] = {n, sashimi, nodes(fins, d, cell, d)};
            }
            for (int k = 0; k < 9; ++k) {  // type 2
              if (!(cover >> k & 1)) continue;
              const Cells in = cands(cover_first + k, d);
              if ((in & base_cells) == in) continue;
              const Cells premises = (in & base_cells) | fins;
              for (int e = 1; e <= 9; ++e) {
                for (int cell = 0; cell < 81; ++cell) {
                  if (premises.test(cell) || grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], e))
                    continue;
                  bool all = true;
                  for (int p = 0; p < 81 && all; ++p) all = !premises.test(p) || off(p, d, e).test(cell);
                  if (!all) continue;
                  const Rank rank{n, sashimi, nodes(premises, d, cell, e)};
                  auto [it, fresh] = found.try_emplace({2, base_mask, cover_mask, cell, e, d}, rank);
                  if (!fresh) it->second = std::min(it->second, rank);  // another cover of the same fish
                }
              }
            }
          }
        }
      }
    }
  }
  return found;
}

std::uint32_t house_mask(std::span<const std::uint8_t> houses) {
  std::uint32_t mask = 0;
  for (const auto house : houses) mask |= 1u << house;
  return mask;
}

using Elimination = std::tuple<int, int, int>;  // cell, digit, fish digit

/** Compares find-all with the reference on `count` of the positions: one step per elimination and
 *  fish digit, each an instance of the definition and of the best rank the definition has for it. */
void compare_with_reference(const std::vector<Position>& list, std::size_t count) {
  long instances = 0, eliminations = 0, bettered = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const Grid& grid = list[i].grid;
    const std::map<Instance, Rank> reference = reference_instances(grid, 2, 3);
    std::map<Elimination, Rank> best;
    for (const auto& [instance, rank] : reference) {
      const Elimination e{std::get<3>(instance), std::get<4>(instance), std::get<5>(instance)};
      auto [it, fresh] = best.try_emplace(e, rank);
      if (!fresh) it->second = std::min(it->second, rank);
    }
    std::set<Elimination> found;
    for (const auto& step : kraken(grid, kraken_params("3", "0", "3"))) {
      const int type = (step.kind & kType1) ? 1 : 2;
      ASSERT_EQ(step.eliminations.size(), 1u);
      const Instance instance{type,
                              house_mask(step.base_houses),
                              house_mask(step.cover_houses),
                              step.eliminations[0].cell,
                              step.eliminations[0].digit,
                              sdk::first_digit(step.digits)};
      const auto it = reference.find(instance);
      EXPECT_TRUE(it != reference.end()) << step.text << " at " << grid.to_line()
                                         << " is no instance of the definition";
      const Elimination e{std::get<3>(instance), std::get<4>(instance), std::get<5>(instance)};
      EXPECT_TRUE(found.insert(e).second) << step.text << ": twice";
      int nodes = 0;
      for (const auto& chain : step.chains) nodes += static_cast<int>(chain.nodes.size());
      const Rank rank{static_cast<int>(step.base_houses.size()), fish_word(step) == "Sashimi ", nodes};
      if (it != reference.end()) {
        EXPECT_EQ(rank, it->second) << step.text << ": its rank as the definition counts it";
      }
      EXPECT_EQ(rank, best[e]) << step.text << " at " << grid.to_line() << ": a better instance exists";
    }
    std::set<Elimination> expected;
    for (const auto& [e, rank] : best) expected.insert(e);
    EXPECT_EQ(found, expected) << "at " << grid.to_line() << " (" << found.size() << " eliminations found, "
                               << expected.size() << " by the definition)";
    for (const auto& [instance, rank] : reference)
      bettered += rank != best[{std::get<3>(instance), std::get<4>(instance), std::get<5>(instance)}];
    instances += static_cast<long>(reference.size());
    eliminations += static_cast<long>(expected.size());
    if (::testing::Test::HasFailure()) break;
  }
  std::cout << count << " positions: " << instances << " basic Kraken instances of sizes 2..3 (" << bettered
            << " of a worse rank than their elimination's best), " << eliminations << " eliminations\n";
  EXPECT_GT(instances, 0);
  EXPECT_GT(bettered, 0);  // the preference was put to the test
}

TEST(KrakenFishReference, BasicSizesTwoAndThreeAsTheDefinitionSays) {
  const auto& list = positions();
  compare_with_reference(list, std::min<std::size_t>(list.size(), static_cast<std::size_t>(test::scaled(200))));
}

TEST(KrakenFishReference, BasicSizesTwoAndThreeOnSxHard) {
  NPE_NEEDS_SHARED_CORPORA("sx_hard_500.txt");
  std::vector<Position> list;
  for (const auto& puzzle : read_puzzle_file(test::shared_corpus("sx_hard_500.txt"))) {
    if (static_cast<int>(list.size()) >= test::scaled(300)) break;
    const auto solution = puzzle.solution ? puzzle.solution : unique_solution(puzzle.givens);
    if (!solution) continue;
    Grid grid = Grid::from_digits(puzzle.givens);
    test::apply_simple_eliminations(grid);
    if (!grid.solved()) list.push_back({grid, *solution});
  }
  compare_with_reference(list, list.size());
}

}  // namespace
}  // namespace npe::kraken_fish_test
