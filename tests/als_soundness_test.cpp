// Soundness of the ALS techniques and Sue de Coq on corpus puzzles with a unique solution: no step
// removes a solution digit. One position per puzzle: singles filled (puzzles that singles solve are
// skipped); the first 20,000 puzzles left of the optional corpora kCorpora (docs/corpora.md; in CI the
// share test::ci_share gives). Every position's steps are checked
// against the solution as the plugin hands them over (no copies); every 50th position also goes
// through the host's full step check (search_technique: check_step and the evidence check, which throw
// PluginError on an unsound step or evidence the host does not accept). Each technique is a test of
// its own.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "base/errors.hpp"
#include "board/position_input.hpp"
#include "board/puzzle_text.hpp"
#include "search/technique_search.hpp"
#include "solver/singles.hpp"
#include "solver/solver.hpp"
#include "test_support.hpp"

namespace npe::als_soundness_test {
namespace {

struct Position {
  Grid grid;
  Digits solution;
};

const std::vector<std::string> kCorpora = {
    "sx_hard_500.txt",        "sx_diabolical_500.txt",    "top1465.txt",
    "forum_hardest_1106.txt", "sx_by_rating_200each.txt", "forum_hardest_1905_11plus.txt"};

const std::vector<Position>& positions() {
  static const std::vector<Position> list = [] {
    std::vector<Position> result;
    for (const auto& file : kCorpora) {
      const auto path = test::shared_corpus(file);
      if (!std::filesystem::exists(path)) return std::vector<Position>{};
      for (const auto& puzzle : read_puzzle_file(path)) {
        if (static_cast<int>(result.size()) >= test::ci_share(20000)) return result;
        std::optional<Digits> solution = puzzle.solution;
        if (!solution) solution = unique_solution(puzzle.givens);
        if (!solution) continue;
        Grid grid = Grid::from_digits(puzzle.givens);
        fill_singles(grid);
        if (!grid.solved()) result.push_back({grid, *solution});
      }
    }
    return result;
  }();
  return list;
}

struct Case {
  const char* technique;
  ParamList params;
  std::size_t positions = 20000;  // the overlap settings find many more steps: fewer positions
};

/** GNPX's techniques: `ci` positions in CI, all 20,000 with NPE_LONG_TESTS=1 (CI's time budget). */
std::size_t ci_or_long(std::size_t ci) { return std::getenv("NPE_LONG_TESTS") != nullptr ? 20000 : ci; }

/** The test's name suffix for a parameter: HoDoKu's overlap variants keep their old names. */
std::string suffix(const ParamList& params) {
  if (params.empty()) return "";
  return params.front().first == "allow_overlap" ? "_overlap" : "_" + params.front().first;
}

class AlsSoundness : public ::testing::TestWithParam<Case> {};

TEST_P(AlsSoundness, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA(kCorpora);
  const auto& list = positions();
  ASSERT_EQ(static_cast<int>(list.size()), test::ci_share(20000));
  const auto start = std::chrono::steady_clock::now();
  long steps = 0, eliminations = 0;
  const auto instance = test::shipped_plugins().create(GetParam().technique, GetParam().params);
  long unsound = 0, checked = 0;
  const std::size_t count =
      std::min(list.size(), static_cast<std::size_t>(test::ci_share(static_cast<int>(GetParam().positions))));
  for (std::size_t i = 0; i < count; ++i) {
    const auto& position = list[i];
    if (i % 50 == 0) {
      checked += static_cast<long>(search_technique(test::shipped_plugins(), GetParam().technique, GetParam().params,
                                                    position.grid, {true, false, false}, position.solution)
                                       .steps.size());
    }
    instance->find(position.grid, true, [&](const npe_step& step) {
      ++steps;
      eliminations += step.elimination_count;
      for (std::uint32_t k = 0; k < step.elimination_count; ++k) {
        if (position.solution[step.eliminations[k].cell] == step.eliminations[k].digit) {
          ADD_FAILURE() << step.text << " at " << position.grid.to_line();
          ++unsound;
        }
      }
      return unsound < 5;
    });
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << GetParam().technique
            << (GetParam().params.empty()
                    ? ""
                    : " (" + GetParam().params.front().first + "=" + GetParam().params.front().second + ")")
            << ": " << count << " positions, " << steps << " steps, " << eliminations << " eliminations, " << checked
            << " steps through the host's checks, " << seconds << " s\n";
  EXPECT_GT(steps, 0);
}

INSTANTIATE_TEST_SUITE_P(Corpora, AlsSoundness,
                         ::testing::Values(Case{"als.xz", {}}, Case{"als.xz", {{"allow_overlap", "1"}}, 4000},
                                           Case{"als.xy_wing", {}}, Case{"als.xy_wing", {{"allow_overlap", "1"}}, 4000},
                                           Case{"als.xy_chain", {}}, Case{"als.death_blossom", {}},
                                           Case{"als.death_blossom", {{"allow_overlap", "1"}}, 4000},
                                           Case{"als.gnpx_xyz_wing", {}}, Case{"als.gnpx_xyz_wing", {{"axis_z", "1"}}},
                                           Case{"als.gnpx_death_blossom_ex", {}, ci_or_long(5000)},
                                           Case{"als.gnpx_subset_exclusion", {}, ci_or_long(5000)},
                                           Case{"als.gnpx_subset_exclusion", {{"als", "1"}}, ci_or_long(1000)},
                                           Case{"sue_de_coq", {}}),
                         [](const ::testing::TestParamInfo<Case>& info) {
                           std::string name = info.param.technique;
                           for (char& c : name) c = c == '.' ? '_' : c;
                           return name + suffix(info.param.params);
                         });

TEST(AlsSoundnessCheck, AContradictingEliminationIsCaught) {
  // reglib-dev's first ALS-XZ case removes 3 from r2c7: a "solution" with 3 there must trip the check.
  const SearchPosition position = parse_position(
      ":0901-1:3:.24.6.+7..5.74.9.1.....+7......+5.9+4+87+14+7.+6.85.3..8..7.6.+7......46.+46..3.+57.5.7+4+61..:"
      "314 819 225 134 237 937 238 938 239 839 269 372 972 973 274 291 891 999:327::",
      "test");
  const auto solution = unique_solution(position.grid.digits);
  ASSERT_TRUE(solution.has_value());
  EXPECT_NO_THROW(search_technique(test::shipped_plugins(), "als.xz", {}, position.grid, {true}, *solution));
  Digits wrong = *solution;
  wrong[sdk::cell_at(1, 6)] = 3;
  EXPECT_THROW(search_technique(test::shipped_plugins(), "als.xz", {}, position.grid, {true}, wrong), PluginError);
}

}  // namespace
}  // namespace npe::als_soundness_test
