// The host checks a step's evidence (ABI 1.1): hand-made positions where a chain, a loop, a forcing
// chain, a colouring, an ALS or a fish proves the step — and the same evidence bent so it no longer
// does, which must be refused.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "evidence/check.hpp"
#include "validation/step_validation.hpp"

namespace npe::evidence_check_test {
namespace {

using ::testing::HasSubstr;

constexpr int cell(int row, int col) { return row * 9 + col; }

/** An empty board with every candidate, then digit `digit` kept only in the cells listed. */
Grid board_with(int digit, std::initializer_list<int> cells_with_digit) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (int c = 0; c < 81; ++c) grid.candidates[c] &= static_cast<Mask>(~sdk::digit_bit(digit));
  for (const int c : cells_with_digit) grid.candidates[c] |= sdk::digit_bit(digit);
  return grid;
}

npe_node node(int c, int digit, npe_link_kind link, bool truth = false) {
  npe_node n{};
  n.kind = NPE_NODE_CANDIDATE;
  n.digit = static_cast<std::uint8_t>(digit);
  n.link = static_cast<std::uint8_t>(link);
  n.flags = truth ? NPE_NODE_TRUE : 0;
  n.cell_count = 1;
  n.cells[0] = static_cast<std::uint8_t>(c);
  return n;
}

std::string refusal(const Step& step, const Grid& grid) {
  try {
    check_step(step, grid, std::nullopt, "technique 'test'");
  } catch (const PluginError& e) {
    return e.what();
  }
  return "";
}

// Digit 1: row 1 holds it only in r1c1 and r1c4, row 6 only in r6c1 and r6c6, and column 1 only in
// r1c1 and r6c1 (a skyscraper, also an X-wing-free board).
Grid skyscraper_board() {
  std::initializer_list<int> ones = {cell(0, 0), cell(0, 3), cell(5, 0), cell(5, 5)};
  Grid grid = board_with(1, ones);
  for (int row = 1; row < 9; ++row) {
    for (int col = 1; col < 9; ++col) {
      if (row != 5) grid.candidates[cell(row, col)] |= sdk::digit_bit(1);
    }
  }
  for (int col = 1; col < 9; ++col) {
    if (col != 3) grid.candidates[cell(0, col)] &= static_cast<Mask>(~sdk::digit_bit(1));
    if (col != 5) grid.candidates[cell(5, col)] &= static_cast<Mask>(~sdk::digit_bit(1));
  }
  return grid;
}

Step skyscraper_step(std::vector<CellDigit> eliminations) {
  Step step;
  step.text = "Skyscraper";
  step.eliminations = std::move(eliminations);
  step.chains.push_back({NPE_CHAIN_OPEN,
                         {node(cell(0, 3), 1, NPE_LINK_STRONG), node(cell(0, 0), 1, NPE_LINK_WEAK),
                          node(cell(5, 0), 1, NPE_LINK_STRONG), node(cell(5, 5), 1, NPE_LINK_END)}});
  return step;
}

TEST(Evidence, AnXChainJustifiesWhatSeesBothEnds) {
  const Grid grid = skyscraper_board();
  // r2c6 sees r1c4 (block 2) and r6c6 (column 6); r5c4 sees r1c4 (column 4) and r6c6 (block 5).
  EXPECT_EQ(
      refusal(skyscraper_step({{static_cast<std::uint8_t>(cell(1, 5)), 1}, {static_cast<std::uint8_t>(cell(4, 3)), 1}}),
              grid),
      "");
  // r9c9 sees neither end.
  EXPECT_THAT(refusal(skyscraper_step({{static_cast<std::uint8_t>(cell(8, 8)), 1}}), grid),
              HasSubstr("eliminates 1 from r9c9, which its evidence does not justify"));
}

TEST(Evidence, AFakeStrongLinkIsRefused) {
  Grid grid = skyscraper_board();
  grid.candidates[cell(0, 6)] |= sdk::digit_bit(1);  // row 1 now has three places for 1
  EXPECT_THAT(refusal(skyscraper_step({{static_cast<std::uint8_t>(cell(1, 5)), 1}}), grid),
              HasSubstr("has a strong link 1 in r1c4 - 1 in r1c1 that is not one"));
}

TEST(Evidence, LinksMustAlternateAndNodesHoldTheirCandidate) {
  const Grid grid = skyscraper_board();
  Step step = skyscraper_step({{static_cast<std::uint8_t>(cell(1, 5)), 1}});
  step.chains[0].nodes[1].link = NPE_LINK_STRONG;
  EXPECT_THAT(refusal(step, grid), HasSubstr("links do not alternate"));
  step = skyscraper_step({{static_cast<std::uint8_t>(cell(1, 5)), 1}});
  step.chains[0].nodes[3].cells[0] = static_cast<std::uint8_t>(cell(5, 6));
  EXPECT_THAT(refusal(step, grid), HasSubstr("on a cell without that candidate"));
}

TEST(Evidence, AContinuousLoopEliminatesAlongItsWeakLinks) {
  // An X-wing on 1 as a loop: rows 1 and 6 hold 1 only in columns 1 and 4.
  Grid grid = board_with(1, {});
  for (int row = 0; row < 9; ++row) {
    for (int col : {0, 3}) grid.candidates[cell(row, col)] |= sdk::digit_bit(1);
  }
  for (int col = 0; col < 9; ++col) {
    if (col != 0 && col != 3) {
      for (int row = 1; row < 9; ++row) {
        if (row != 5) grid.candidates[cell(row, col)] |= sdk::digit_bit(1);
      }
    }
  }
  Step step;
  step.text = "X-Wing loop";
  step.eliminations = {{static_cast<std::uint8_t>(cell(2, 0)), 1}, {static_cast<std::uint8_t>(cell(8, 3)), 1}};
  step.chains.push_back({NPE_CHAIN_LOOP,
                         {node(cell(0, 0), 1, NPE_LINK_STRONG), node(cell(0, 3), 1, NPE_LINK_WEAK),
                          node(cell(5, 3), 1, NPE_LINK_STRONG), node(cell(5, 0), 1, NPE_LINK_WEAK)}});
  EXPECT_EQ(refusal(step, grid), "");
  step.eliminations.push_back({static_cast<std::uint8_t>(cell(2, 2)), 1});
  EXPECT_THAT(refusal(step, grid), HasSubstr("eliminates 1 from r3c3"));
}

/** Cells with chosen candidates; every other cell holds every digit (no single anywhere else). */
Grid sparse_board(std::initializer_list<std::pair<int, Mask>> cells) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (const auto& [c, mask] : cells) grid.candidates[c] = mask;
  return grid;
}

constexpr Mask bits(std::initializer_list<int> digits) {
  Mask mask = 0;
  for (int d : digits) mask |= sdk::digit_bit(d);
  return mask;
}

TEST(Evidence, ForcingChainsReplayAndProveByVerity) {
  // r1c1 {1,2}; r1c5 {1,3}; r5c5 {3,4}; r5c1 {2,4}; r3c1 {2,9}. r1c1=1 -> r1c5<>1 -> r1c5=3 ->
  // r5c5<>3 -> r5c5=4 -> r5c1<>4 -> r5c1=2 -> r3c1<>2; r1c1=2 -> r3c1<>2 (column 1). Either way.
  const Grid grid = sparse_board({{cell(0, 0), bits({1, 2})},
                                  {cell(0, 4), bits({1, 3})},
                                  {cell(4, 4), bits({3, 4})},
                                  {cell(4, 0), bits({2, 4})},
                                  {cell(2, 0), bits({2, 9})}});
  Step step;
  step.text = "Forcing Chain Verity";
  step.eliminations = {{static_cast<std::uint8_t>(cell(2, 0)), 2}};
  step.chains.push_back({NPE_CHAIN_FORCING,
                         {node(cell(0, 0), 1, NPE_LINK_WEAK, true), node(cell(0, 4), 1, NPE_LINK_STRONG),
                          node(cell(0, 4), 3, NPE_LINK_WEAK, true), node(cell(4, 4), 3, NPE_LINK_STRONG),
                          node(cell(4, 4), 4, NPE_LINK_WEAK, true), node(cell(4, 0), 4, NPE_LINK_STRONG),
                          node(cell(4, 0), 2, NPE_LINK_WEAK, true), node(cell(2, 0), 2, NPE_LINK_END)}});
  step.chains.push_back(
      {NPE_CHAIN_FORCING, {node(cell(0, 0), 2, NPE_LINK_WEAK, true), node(cell(2, 0), 2, NPE_LINK_END)}});
  EXPECT_EQ(refusal(step, grid), "");
  // The second case alone is no verity: r1c1=1 is not answered (the second case r1c1=2 needed no
  // chain: the assumption itself removes r3c1's 2).
  Step one_case = step;
  one_case.chains.erase(one_case.chains.begin());
  EXPECT_THAT(refusal(one_case, grid), HasSubstr("eliminates 2 from r3c1, which its evidence does not justify"));
  // A node that does not follow: r1c5=3 claimed before r1c5<>1.
  Step jump = step;
  std::swap(jump.chains[0].nodes[1], jump.chains[0].nodes[2]);
  EXPECT_THAT(refusal(jump, grid), HasSubstr("whose node 2 (3 in r1c5) does not follow"));
}

TEST(Evidence, AForcingChainToAContradictionRefutesItsAssumption) {
  // r1c1 {1,2}, r1c5 {1,3}, r1c9 {1,3}: r1c1=1 leaves r1c5 and r1c9 both 3 -> contradiction.
  const Grid grid = sparse_board({{cell(0, 0), bits({1, 2})}, {cell(0, 4), bits({1, 3})}, {cell(0, 8), bits({1, 3})}});
  Step step;
  step.text = "Forcing Chain Contradiction";
  step.eliminations = {{0, 1}};
  step.chains.push_back({NPE_CHAIN_FORCING,
                         {node(cell(0, 0), 1, NPE_LINK_WEAK, true), node(cell(0, 4), 1, NPE_LINK_STRONG),
                          node(cell(0, 4), 3, NPE_LINK_WEAK, true), node(cell(0, 8), 1, NPE_LINK_STRONG),
                          node(cell(0, 8), 3, NPE_LINK_END, true)}});
  EXPECT_EQ(refusal(step, grid), "");
}

TEST(Evidence, ColoursTrapAndTheirLinksAreChecked) {
  // The skyscraper board's 1s: r1c4 - r1c1 (row), r1c1 - r6c1 (column), r6c1 - r6c6 (row) are conjugate.
  const Grid grid = skyscraper_board();
  Step step;
  step.text = "Simple Colors Trap";
  step.eliminations = {{static_cast<std::uint8_t>(cell(1, 5)), 1}};
  step.colors = {{static_cast<std::uint8_t>(cell(0, 3)), 1, 0, 0},
                 {static_cast<std::uint8_t>(cell(0, 0)), 1, 1, 0},
                 {static_cast<std::uint8_t>(cell(5, 0)), 1, 0, 0},
                 {static_cast<std::uint8_t>(cell(5, 5)), 1, 1, 0}};
  EXPECT_EQ(refusal(step, grid), "");
  step.eliminations = {{static_cast<std::uint8_t>(cell(8, 8)), 1}};
  EXPECT_THAT(refusal(step, grid), HasSubstr("eliminates 1 from r9c9"));
  step.eliminations = {{static_cast<std::uint8_t>(cell(1, 5)), 1}};
  step.colors[2].color = 1;  // r6c1 coloured like r1c1, its conjugate partner
  EXPECT_THAT(refusal(step, grid), HasSubstr("not linked to the others by conjugate pairs of opposite colours"));
}

TEST(Evidence, AnAlsMustBeAlmostLockedAndARestrictedCommonRestricted) {
  const Grid grid = sparse_board({{cell(0, 0), bits({1, 2})}, {cell(0, 1), bits({2, 3})}, {cell(4, 0), bits({1, 4})}});
  Step step;
  step.text = "ALS";
  step.eliminations = {{static_cast<std::uint8_t>(cell(0, 0)), 1}};
  step.als = {
      npe_als{bits({1, 2, 3}), 2, {static_cast<std::uint8_t>(cell(0, 0)), static_cast<std::uint8_t>(cell(0, 1))}, 0},
      npe_als{bits({1, 4}), 1, {static_cast<std::uint8_t>(cell(4, 0))}, 0}};
  step.restricted_commons = {{0, 1, 1, 0}};
  EXPECT_EQ(refusal(step, grid), "");  // sets only: checked as sets, no conclusion drawn from them
  step.als[0].digits = bits({1, 2, 3, 4});
  EXPECT_THAT(refusal(step, grid), HasSubstr("whose digits are not its cells' candidates"));
  step.als[0].digits = bits({1, 2, 3});
  step.restricted_commons = {{0, 1, 2, 0}};  // 2 is not a candidate of the second set
  EXPECT_THAT(refusal(step, grid), HasSubstr("restricted common 2"));
}

TEST(Evidence, AFishsBaseCandidatesLieInItsCoversOrFins) {
  const Grid grid = skyscraper_board();
  Step step;
  step.text = "Finned X-Wing";
  step.digits = sdk::digit_bit(1);
  step.base_houses = {0, 5};       // rows 1 and 6
  step.cover_houses = {9, 9 + 3};  // columns 1 and 4
  step.fins = {static_cast<std::uint8_t>(cell(5, 5))};
  step.eliminations = {{static_cast<std::uint8_t>(cell(4, 3)), 1}};  // column 4, in the fin's block
  EXPECT_EQ(refusal(step, grid), "");
  step.eliminations = {{static_cast<std::uint8_t>(cell(8, 3)), 1}};  // column 4 but does not see the fin
  EXPECT_THAT(refusal(step, grid), HasSubstr("eliminates 1 from r9c4"));
  step.fins.clear();
  EXPECT_THAT(refusal(step, grid), HasSubstr("base candidate r6c6 is neither covered nor a fin"));
}

TEST(Evidence, AFishsBaseHousesHoldNoPlacedDigit) {
  // Row 1 holds a placed 1 (r1c1), row 6 has 1 only in r6c1 and r6c6: "base r1 r6, cover c1 c6" has
  // every base candidate covered, yet only one base house is open, so nothing is locked in the two
  // columns (r5c6 may well be 1). The host refuses such a base house.
  Grid grid = board_with(1, {cell(5, 0), cell(5, 5), cell(4, 5), cell(8, 0)});
  grid.digits[cell(0, 0)] = 1;
  grid.candidates[cell(0, 0)] = 0;
  Step step;
  step.text = "Fake X-Wing";
  step.digits = sdk::digit_bit(1);
  step.base_houses = {0, 5};
  step.cover_houses = {9, 9 + 5};
  step.eliminations = {{static_cast<std::uint8_t>(cell(4, 5)), 1}};
  EXPECT_THAT(refusal(step, grid), HasSubstr("has a fish base house where 1 is placed (r1c1)"));
}

}  // namespace
}  // namespace npe::evidence_check_test
