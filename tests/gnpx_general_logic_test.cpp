// GNPX's GeneralLogic at rank 0 (plugins/gnpx/general_logic.hpp): a hand-made position, the host's
// check of its set-logic evidence, soundness on corpus positions, and a slow reference search from
// the definition (every base and cover combination) compared with find-all on hard positions.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <bitset>
#include <cstdlib>
#include <functional>
#include <set>

#include "als_support.hpp"
#include "board/position_input.hpp"
#include "rank_logic_support.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::gnpx_general_logic_test {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::Not;

std::vector<Step> all_steps(const Grid& grid, const ParamList& params, const Digits* solution = nullptr) {
  if (solution) {
    return search_technique(test::shipped_plugins(), "gnpx.general_logic", params, grid, {true, false, false},
                            *solution)
        .steps;
  }
  return search_technique(test::shipped_plugins(), "gnpx.general_logic", params, grid, {true, false, false}).steps;
}

// Digit 1 in rows 1 and 6 only in columns 1 and 4 (the X-Wing of docs/abi.md's set-logic example):
// bases r1#1 r6#1, covers c1#1 c4#1, rank 0: the other 1s of columns 1 and 4 go.
Grid hand_made() {
  std::string text;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const bool kept = (row != 0 && row != 5) || col == 0 || col == 3;
      text += std::string(kept ? "123456789" : "23456789") + (col < 8 ? " " : "\n");
    }
  }
  return parse_position(text, "test").grid;
}

TEST(GnpxGeneralLogic, HandMadeXWing) {
  const std::string text = "eGeneralLogic size:2 rank:0 BaseSet: r1#1 r6#1 CoverSet: c1#1 c4#1";
  const auto steps = all_steps(hand_made(), {{"max_size", "2"}});
  EXPECT_THAT(test::texts(steps), Contains(text));
  for (const auto& step : steps) {
    if (step.text != text) continue;
    EXPECT_EQ(step.eliminations.size(), 14u);  // rows 2..5 and 7..9 of both columns
    for (const auto& e : step.eliminations) {
      EXPECT_EQ(e.digit, 1);
      EXPECT_TRUE(sdk::col_of(e.cell) == 0 || sdk::col_of(e.cell) == 3);
    }
    EXPECT_FALSE(step.evidence_records.empty());  // the set-logic record, checked by the host
  }
}

TEST(GnpxGeneralLogic, MaxSizeBoundsTheBases) {
  // Two bases are needed for the X-Wing: with max_size 1 no step has more than one.
  const auto steps = all_steps(hand_made(), {{"max_size", "1"}});
  EXPECT_THAT(test::texts(steps), Not(Contains("eGeneralLogic size:2 rank:0 BaseSet: r1#1 r6#1 CoverSet: c1#1 c4#1")));
  for (const auto& step : steps) EXPECT_EQ(step.text.rfind("eGeneralLogic size:1 ", 0), 0u) << step.text;
}

// --- reference search, from the definition ------------------------------------------------------

using Candidates = std::bitset<729>;
using Instance = std::pair<std::vector<int>, std::vector<int>>;  // bases, covers (set numbers)

std::vector<Candidates> sets_of(const Grid& grid) {
  std::vector<Candidates> sets(81 + 243);
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] != 0) continue;
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(grid.candidates[cell], d)) continue;
      const auto c = static_cast<std::size_t>(cell * 9 + d - 1);
      sets[static_cast<std::size_t>(cell)].set(c);
      for (int house : {sdk::row_of(cell), 9 + sdk::col_of(cell), 18 + sdk::block_of(cell)}) {
        sets[static_cast<std::size_t>(81 + house * 9 + d - 1)].set(c);
      }
    }
  }
  return sets;
}

/** Sizes 1 and 2 at `rank`: every pair of disjoint bases of two candidates or more, every set of size +
 *  rank other sets as covers holding all their candidates, each cover (rank above 0) holding a base
 *  candidate no other cover holds; kept when a candidate outside the bases lies in more than rank
 *  covers, or a base candidate in more than rank + 1. */
std::set<Instance> reference(const Grid& grid, int rank = 0) {
  const auto sets = sets_of(grid);
  const int n = static_cast<int>(sets.size());
  std::set<Instance> found;
  auto try_covers = [&](const std::vector<int>& bases, const Candidates& base) {
    std::vector<int> touching;
    for (int s = 0; s < n; ++s) {
      if ((sets[static_cast<std::size_t>(s)] & base).any() && std::find(bases.begin(), bases.end(), s) == bases.end()) {
        touching.push_back(s);
      }
    }
    auto check = [&](const std::vector<int>& covers) {
      Candidates covered;
      for (int s : covers) covered |= sets[static_cast<std::size_t>(s)];
      if ((base & ~covered).any()) return;
      for (int s : covers) {
        Candidates own = sets[static_cast<std::size_t>(s)] & base;
        for (int other : covers) {
          if (other != s) own &= ~sets[static_cast<std::size_t>(other)];
        }
        if (rank > 0 && own.none()) return;
      }
      bool eliminates = false;
      for (std::size_t c = 0; c < 729 && !eliminates; ++c) {
        int count = 0;
        for (int s : covers) count += sets[static_cast<std::size_t>(s)].test(c);
        eliminates = count > rank + (base.test(c) ? 1 : 0);
      }
      if (eliminates) found.insert({bases, covers});
    };
    const std::size_t want = bases.size() + static_cast<std::size_t>(rank);
    std::vector<int> covers;
    std::function<void(std::size_t)> choose = [&](std::size_t from) {
      if (covers.size() == want) return check(covers);
      for (std::size_t i = from; i < touching.size(); ++i) {
        covers.push_back(touching[i]);
        choose(i + 1);
        covers.pop_back();
      }
    };
    choose(0);
  };
  for (int a = 0; a < n; ++a) {
    if (sets[static_cast<std::size_t>(a)].count() < 2) continue;
    try_covers({a}, sets[static_cast<std::size_t>(a)]);
    for (int b = a + 1; b < n; ++b) {
      if (sets[static_cast<std::size_t>(b)].count() < 2 ||
          (sets[static_cast<std::size_t>(a)] & sets[static_cast<std::size_t>(b)]).any())
        continue;
      try_covers({a, b}, sets[static_cast<std::size_t>(a)] | sets[static_cast<std::size_t>(b)]);
    }
  }
  return found;
}

int set_number(const npe_set& set) {
  if (set.kind == NPE_SET_CELL) return set.index;
  const int house = set.kind == NPE_SET_ROW_DIGIT   ? set.index
                    : set.kind == NPE_SET_COL_DIGIT ? 9 + set.index
                                                    : 18 + set.index;
  return 81 + house * 9 + set.digit - 1;
}

/** The bases and covers of a step's set-logic record. */
Instance instance_of(const Step& step) {
  Instance instance;
  const auto* bytes = reinterpret_cast<const unsigned char*>(step.evidence_records.data());
  std::size_t offset = 0;
  const std::size_t total = step.evidence_records.size() * sizeof(std::uint64_t);
  while (offset < total) {
    const auto* header = reinterpret_cast<const npe_evidence_header*>(bytes + offset);
    if (header->size == 0) break;
    if (header->type == NPE_EVIDENCE_SETS) {
      const auto* record = reinterpret_cast<const npe_set_logic*>(header);
      const npe_set* sets = npe_set_logic_sets(record);
      for (std::uint32_t k = 0; k < record->set_count; ++k) {
        (sets[k].role == NPE_SET_BASE ? instance.first : instance.second).push_back(set_number(sets[k]));
      }
    }
    offset += header->size;
  }
  std::sort(instance.first.begin(), instance.first.end());
  std::sort(instance.second.begin(), instance.second.end());
  return instance;
}

TEST(GnpxGeneralLogic, FindAllEqualsTheReferenceSearchOnHardPositions) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  // Every pair of bases against every pair of covers: 30 positions in CI, 300 with NPE_LONG_TESTS.
  // The same 30 under the sanitizers: fewer hold no instance to compare.
  const std::size_t count = std::getenv("NPE_LONG_TESTS") != nullptr ? 300 : 30;
  const auto positions = test::hard_positions(count);
  ASSERT_FALSE(positions.empty());
  long instances = 0;
  for (const auto& position : positions) {
    std::set<Instance> plugin;
    for (const auto& step : all_steps(position.grid, {{"max_size", "2"}}, &position.solution)) {
      EXPECT_TRUE(plugin.insert(instance_of(step)).second) << "found twice: " << step.text;
    }
    const auto expected = reference(position.grid);
    EXPECT_EQ(plugin, expected) << position.origin << " " << position.grid.to_line();
    instances += static_cast<long>(expected.size());
  }
  std::cout << "GeneralLogic (sizes 1, 2): " << instances << " instances on " << positions.size() << " positions\n";
  EXPECT_GT(instances, 0);
}

TEST(GnpxGeneralLogic, RankOneAsTheReferenceFindsIt) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  // max_rank 1, sizes 1 and 2: the rank-0 and rank-1 instances are the reference's at each rank, and
  // every step passes the host's checks (a rank-1 record proves only what lies in two covers).
  const auto positions = test::hard_positions(static_cast<std::size_t>(test::scaled(2, 1)));
  ASSERT_FALSE(positions.empty());
  long instances = 0;
  for (const auto& position : positions) {
    std::set<Instance> by_rank[2];
    for (const auto& step : all_steps(position.grid, {{"max_size", "2"}, {"max_rank", "1"}}, &position.solution)) {
      const int rank = step.text.find(" rank:1 ") != std::string::npos ? 1 : 0;
      EXPECT_TRUE(by_rank[rank].insert(instance_of(step)).second) << "found twice: " << step.text;
    }
    for (int rank = 0; rank <= 1; ++rank) {
      const auto expected = reference(position.grid, rank);
      EXPECT_EQ(by_rank[rank], expected) << "rank " << rank << " " << position.grid.to_line();
      instances += rank == 1 ? static_cast<long>(expected.size()) : 0;
    }
  }
  std::cout << "GeneralLogic rank 1 (sizes 1, 2): " << instances << " instances on " << positions.size()
            << " positions\n";
  if (test::scaled(100) < 100) return;  // one position under the sanitizers: it may hold none
  EXPECT_GT(instances, 0);
}

TEST(GnpxGeneralLogic, AboveRankZeroEveryCoverIsNeeded) {
  // Row 1's 1s only in r1c1 and r1c2 (box 1): b1#1 covers them at rank 0 (pointing). c1#1 with it
  // would be a rank-1 cover set removing r2c1 and r3c1, but c1#1 is redundant (b1#1 holds its base
  // candidate): dropping it gives rank 0 with every elimination, so no rank-1 step has it.
  std::string text;
  for (int row = 0; row < 9; ++row) {
    for (int col = 0; col < 9; ++col) {
      const bool kept = row != 0 || col < 2;
      text += std::string(kept ? "123456789" : "23456789") + (col < 8 ? " " : "\n");
    }
  }
  const Grid grid = parse_position(text, "test").grid;
  const auto texts = test::texts(all_steps(grid, {{"max_size", "1"}, {"max_rank", "1"}}));
  EXPECT_THAT(texts, Contains(HasSubstr("rank:0 BaseSet: r1#1 CoverSet: b1#1")));
  for (const auto& step : texts) EXPECT_THAT(step, Not(HasSubstr("rank:1 BaseSet: r1#1 CoverSet:"))) << step;
}

TEST(GnpxGeneralLogic, NoEliminationContradictsTheSolution) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  // Size 3 (the default) on corpus positions after the simple techniques (50 in CI; with
  // NPE_LONG_TESTS 20,000: all that sx_diabolical_500 and top1465 give, then forum_hardest_1905_11plus
  // puzzles stuck after the basic techniques and fish); every step goes through the host's checks (its
  // set logic included) and is compared with the solution.
  const bool long_run = std::getenv("NPE_LONG_TESTS") != nullptr;
  const std::size_t count = long_run ? 20000 : static_cast<std::size_t>(test::scaled(50, 5));
  auto positions = test::hard_positions(count);
  ASSERT_FALSE(positions.empty());
  if (long_run) {
    const int more = static_cast<int>(count - positions.size());
    for (auto& stuck : test::stuck_hardest_positions(more, 2, "forum_hardest_1905_11plus.txt"))
      positions.push_back({std::move(stuck.grid), stuck.solution, std::move(stuck.origin)});
  }
  long steps = 0;
  for (const auto& position : positions) {
    for (const auto& step : all_steps(position.grid, {}, &position.solution)) {
      ++steps;
      for (const auto& e : step.eliminations) {
        EXPECT_NE(position.solution[e.cell], e.digit) << step.text << " at " << position.grid.to_line();
      }
    }
  }
  std::cout << "GeneralLogic (size 3): " << steps << " steps on " << positions.size() << " positions\n";
  EXPECT_GT(steps, 0);
}

}  // namespace
}  // namespace npe::gnpx_general_logic_test
