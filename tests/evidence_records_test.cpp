// ABI 1.3's evidence records, built with the SDK's StepBuilder, copied out of the ABI as the engine does
// and checked on hand-made positions: set logic (a naked pair, an X-Wing, a finned X-Wing), impossible
// and deadly patterns (three cells for two digits, a unique rectangle), a nested forcing chain's lemma —
// each true, and bent so that it no longer holds, which must be refused. Also: records of unknown types
// are skipped, malformed ones refused, and a StepBuilder that runs past a limit says which.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <npe/sdk.hpp>

#include "base/errors.hpp"
#include "evidence/check.hpp"
#include "evidence/records.hpp"
#include "reports/board_picture.hpp"
#include "reports/evidence_json.hpp"
#include "validation/step_validation.hpp"

namespace npe::evidence_records_test {
namespace {

using ::testing::HasSubstr;

constexpr int cell(int row, int col) { return row * 9 + col; }

constexpr Mask bits(std::initializer_list<int> digits) {
  Mask mask = 0;
  for (int d : digits) mask |= sdk::digit_bit(d);
  return mask;
}

/** Every cell holds every candidate but those listed, which hold the given masks. */
Grid sparse_board(std::initializer_list<std::pair<int, Mask>> cells) {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (const auto& [c, mask] : cells) grid.candidates[c] = mask;
  return grid;
}

/** Digit `digit` only in the cells listed (every other candidate everywhere). */
Grid digit_only_in(int digit, std::initializer_list<int> cells) {
  Grid grid{};
  grid.candidates.fill(static_cast<Mask>(sdk::kAllDigits & ~sdk::digit_bit(digit)));
  for (const int c : cells) grid.candidates[c] |= sdk::digit_bit(digit);
  return grid;
}

/** The step as the engine takes it from a plugin (through the ABI struct), or the refusal. */
std::string refusal(const sdk::StepBuilder& builder, const Grid& grid) {
  try {
    const Step step = copy_step(builder.view(), "test", "technique 'test'");
    check_step(step, grid, std::nullopt, "technique 'test'");
  } catch (const PluginError& e) {
    return e.what();
  }
  return "";
}

// --- set logic -------------------------------------------------------------------------------

TEST(EvidenceRecords, ANakedPairAsSetLogicEliminatesAlongItsCovers) {
  // r1c1 and r1c2 hold {1,2}: two cell truths covered by row 1's 1 and row 1's 2 (rank 0).
  const Grid grid = sparse_board({{cell(0, 0), bits({1, 2})}, {cell(0, 1), bits({1, 2})}});
  sdk::StepBuilder step;
  step.eliminate(cell(0, 5), 1);
  step.eliminate(cell(0, 7), 2);
  step.begin_set_logic();
  step.add_set(NPE_SET_BASE, NPE_SET_CELL, cell(0, 0), 0);
  step.add_set(NPE_SET_BASE, NPE_SET_CELL, cell(0, 1), 0);
  step.add_set(NPE_SET_COVER, NPE_SET_ROW_DIGIT, 0, 1);
  step.add_set(NPE_SET_COVER, NPE_SET_ROW_DIGIT, 0, 2);
  step.set_plain_text("Naked Pair as sets");
  EXPECT_EQ(refusal(step, grid), "");
  // Row 2's 1 lies in no cover set.
  step.eliminate(cell(1, 5), 1);
  EXPECT_THAT(refusal(step, grid), HasSubstr("eliminates 1 from r2c6, which its evidence does not justify"));
}

sdk::StepBuilder x_wing_step(int eliminated_cell, int second_cover_col = 3) {
  sdk::StepBuilder step;
  step.eliminate(eliminated_cell, 1);
  step.begin_set_logic();
  step.add_set(NPE_SET_BASE, NPE_SET_ROW_DIGIT, 0, 1);
  step.add_set(NPE_SET_BASE, NPE_SET_ROW_DIGIT, 5, 1);
  step.add_set(NPE_SET_COVER, NPE_SET_COL_DIGIT, 0, 1);
  step.add_set(NPE_SET_COVER, NPE_SET_COL_DIGIT, second_cover_col, 1);
  step.set_plain_text("X-Wing as sets");
  return step;
}

Grid x_wing_board(bool fin) {
  Grid grid = digit_only_in(1, {cell(0, 0), cell(0, 3), cell(5, 0), cell(5, 3)});
  for (int row : {1, 2, 3, 4, 6, 7, 8}) {
    for (int col = 0; col < 9; ++col) grid.candidates[cell(row, col)] |= sdk::digit_bit(1);
  }
  if (fin) grid.candidates[cell(5, 5)] |= sdk::digit_bit(1);
  return grid;
}

TEST(EvidenceRecords, AnXWingAsSetLogicAndItsFins) {
  EXPECT_EQ(refusal(x_wing_step(cell(2, 0)), x_wing_board(false)), "");
  EXPECT_EQ(refusal(x_wing_step(cell(8, 3)), x_wing_board(false)), "");
  EXPECT_THAT(refusal(x_wing_step(cell(2, 1)), x_wing_board(false)), HasSubstr("does not justify"));
  // With a fin in r6c6, only what sees it goes: r5c4 (its box) but not r3c4.
  EXPECT_EQ(refusal(x_wing_step(cell(4, 3)), x_wing_board(true)), "");
  EXPECT_THAT(refusal(x_wing_step(cell(2, 3)), x_wing_board(true)), HasSubstr("eliminates 1 from r3c4"));
}

TEST(EvidenceRecords, ACoverSetThatMissesABaseCandidateLeavesItAFin) {
  // Column 5 in place of column 4 misses the base candidates r1c4 and r6c4: they are fins, and r3c1
  // sees neither.
  EXPECT_THAT(refusal(x_wing_step(cell(2, 0), 4), x_wing_board(false)), HasSubstr("eliminates 1 from r3c1"));
}

TEST(EvidenceRecords, SetsMustBeDistinctUnsolvedAndNoFewerCoversThanBases) {
  const Grid grid = x_wing_board(false);
  sdk::StepBuilder twice = x_wing_step(cell(2, 0));
  twice.add_set(NPE_SET_COVER, NPE_SET_COL_DIGIT, 0, 1);
  EXPECT_THAT(refusal(twice, grid), HasSubstr("has the set c1 d1 twice"));
  sdk::StepBuilder overlapping;
  overlapping.eliminate(cell(2, 0), 1);
  overlapping.begin_set_logic();
  overlapping.add_set(NPE_SET_BASE, NPE_SET_ROW_DIGIT, 0, 1);
  overlapping.add_set(NPE_SET_BASE, NPE_SET_CELL, cell(0, 0), 0);
  overlapping.add_set(NPE_SET_COVER, NPE_SET_COL_DIGIT, 0, 1);
  overlapping.add_set(NPE_SET_COVER, NPE_SET_COL_DIGIT, 3, 1);
  overlapping.set_plain_text("overlapping");
  EXPECT_THAT(refusal(overlapping, grid), HasSubstr("base sets sharing a candidate"));
  sdk::StepBuilder too_few;
  too_few.eliminate(cell(2, 0), 1);
  too_few.begin_set_logic();
  too_few.add_set(NPE_SET_BASE, NPE_SET_ROW_DIGIT, 0, 1);
  too_few.add_set(NPE_SET_BASE, NPE_SET_ROW_DIGIT, 5, 1);
  too_few.add_set(NPE_SET_COVER, NPE_SET_COL_DIGIT, 0, 1);
  too_few.set_plain_text("too few");
  EXPECT_THAT(refusal(too_few, grid), HasSubstr("fewer cover sets (1) than base sets (2)"));
  Grid solved = grid;
  solved.digits[cell(0, 8)] = 1;
  EXPECT_THAT(refusal(x_wing_step(cell(2, 0)), solved), HasSubstr("base set r1 d1 that is solved"));
}

// --- patterns ---------------------------------------------------------------------------------

/** Three cells of row 1 for the digits 1 and 2: they cannot all be filled, so r1c1's 5 is true. */
sdk::StepBuilder three_cells_step(bool all_three) {
  sdk::StepBuilder step;
  step.place(cell(0, 0), 5);
  step.begin_pattern(NPE_PATTERN_IMPOSSIBLE, bits({1, 2}));
  step.add_pattern_cell(cell(0, 0));
  step.add_pattern_cell(cell(0, 1));
  if (all_three) step.add_pattern_cell(cell(0, 2));
  step.add_guardian(cell(0, 0), 5);
  step.set_plain_text("three cells, two digits");
  return step;
}

TEST(EvidenceRecords, AnImpossiblePatternMakesItsGuardianTrue) {
  const Grid grid =
      sparse_board({{cell(0, 0), bits({1, 2, 5})}, {cell(0, 1), bits({1, 2})}, {cell(0, 2), bits({1, 2})}});
  EXPECT_EQ(refusal(three_cells_step(true), grid), "");
  EXPECT_THAT(refusal(three_cells_step(false), grid), HasSubstr("has an impossible pattern that can be filled"));
  // A candidate of a pattern cell that is neither a pattern digit nor a guardian.
  Grid extra = grid;
  extra.candidates[cell(0, 1)] |= sdk::digit_bit(7);
  EXPECT_THAT(refusal(three_cells_step(true), extra),
              HasSubstr("whose candidate 7 is neither a pattern digit nor a guardian"));
}

/** A unique rectangle r1c1 r1c4 r2c1 r2c4 (rows 1-2 share boxes 1 and 2) of {1,2}, r1c1 also 3. */
sdk::StepBuilder rectangle_step(int second_row) {
  sdk::StepBuilder step;
  step.eliminate(cell(0, 0), 1);
  step.eliminate(cell(0, 0), 2);
  step.begin_pattern(NPE_PATTERN_DEADLY, bits({1, 2}));
  for (int c : {cell(0, 0), cell(0, 3), cell(second_row, 0), cell(second_row, 3)}) step.add_pattern_cell(c);
  step.add_guardian(cell(0, 0), 3);
  step.set_plain_text("Uniqueness Test 1");
  return step;
}

Grid rectangle_board(int second_row) {
  Grid grid = sparse_board({{cell(0, 0), bits({1, 2, 3})},
                            {cell(0, 3), bits({1, 2})},
                            {cell(second_row, 0), bits({1, 2})},
                            {cell(second_row, 3), bits({1, 2})}});
  grid.facts = NPE_FACT_UNIQUE;
  return grid;
}

TEST(EvidenceRecords, ADeadlyPatternNeedsUniquenessTwoBoxesAndNoGiven) {
  EXPECT_EQ(refusal(rectangle_step(1), rectangle_board(1)), "");
  Grid not_unique = rectangle_board(1);
  not_unique.facts = 0;
  EXPECT_THAT(refusal(rectangle_step(1), not_unique), HasSubstr("not known to be unique"));
  // Over four boxes the two fillings differ in each box: not deadly.
  EXPECT_THAT(refusal(rectangle_step(3), rectangle_board(3)), HasSubstr("no other filling can stand in for"));
  // A placed (not given) corner still makes it deadly (avoidable rectangles); a given does not.
  Grid placed = rectangle_board(1);
  placed.digits[cell(1, 3)] = 2;
  placed.candidates[cell(1, 3)] = 0;
  EXPECT_EQ(refusal(rectangle_step(1), placed), "");
  placed.givens[cell(1, 3)] = 1;
  EXPECT_THAT(refusal(rectangle_step(1), placed), HasSubstr("over the given r2c4"));
}

TEST(EvidenceRecords, AnAvoidableRectanglesEmptyCornerTakesItsPlacedPeersDigitsBack) {
  // r1c1 = 1, r1c4 = 2, r2c1 = 2 placed (no givens); r2c4 {1,3} lost its 2 to r1c4 and r2c1. Its
  // fillings with 2 there (the other solution moves the placed digits) make the pattern deadly: the
  // guardian 3 is true, r2c4<>1 (Avoidable Rectangle Type 1).
  Grid grid = sparse_board({{cell(1, 3), bits({1, 3})}});
  grid.facts = NPE_FACT_UNIQUE;
  for (const auto& [c, digit] : {std::pair{cell(0, 0), 1}, std::pair{cell(0, 3), 2}, std::pair{cell(1, 0), 2}}) {
    grid.digits[c] = static_cast<std::uint8_t>(digit);
    grid.candidates[c] = 0;
  }
  sdk::StepBuilder step;
  step.eliminate(cell(1, 3), 1);
  step.begin_pattern(NPE_PATTERN_DEADLY, bits({1, 2}));
  for (int c : {cell(0, 0), cell(0, 3), cell(1, 0), cell(1, 3)}) step.add_pattern_cell(c);
  step.add_guardian(cell(1, 3), 3);
  step.set_plain_text("Avoidable Rectangle Type 1");
  EXPECT_EQ(refusal(step, grid), "");
  // A placed digit outside the pattern gives nothing back: r2c4 keeps 1 only, one filling.
  grid.digits[cell(0, 3)] = 0;
  grid.candidates[cell(0, 3)] = bits({1, 2});
  grid.digits[cell(5, 3)] = 2;
  grid.candidates[cell(5, 3)] = 0;
  grid.digits[cell(1, 0)] = 0;
  grid.candidates[cell(1, 0)] = bits({1, 2});
  grid.digits[cell(1, 7)] = 2;
  grid.candidates[cell(1, 7)] = 0;
  EXPECT_THAT(refusal(step, grid), HasSubstr("no other filling can stand in for"));
}

TEST(EvidenceRecords, APatternWithoutGuardiansOrWithAFalseOneIsRefused) {
  const Grid grid =
      sparse_board({{cell(0, 0), bits({1, 2, 5})}, {cell(0, 1), bits({1, 2})}, {cell(0, 2), bits({1, 2})}});
  sdk::StepBuilder step = three_cells_step(true);
  step.add_guardian(cell(0, 1), 9);
  EXPECT_THAT(refusal(step, grid), HasSubstr("guardian 9 in r1c2 that is not a candidate"));
}

// --- lemmas -----------------------------------------------------------------------------------

// Digit 5: box 1 holds it only in r1c1 and r2c1, column 9 only in r1c9 and r9c9, row 9 only in r9c1
// and r9c9; r1c9 is {1,5,7}, r1c8 {1,7}. Assume r1c1=1: r1c8 is then 7 alone and r1c9 {5,7}, so
// r9c9=5 would leave r1c9 7 and r1c8 nothing (the lemma: a chain on the board as the assumption left
// it); r9c9<>5 leaves row 9's 5 to r9c1, which takes r2c1's, and box 1 has no 5: r1c1<>1. Without the
// lemma, "r9c9<>5" follows from no basic rule.
Grid lemma_board() {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  for (int c : {cell(0, 1), cell(0, 2), cell(1, 1), cell(1, 2), cell(2, 0), cell(2, 1), cell(2, 2)}) {
    grid.candidates[c] &= static_cast<Mask>(~sdk::digit_bit(5));
  }
  for (int row = 1; row < 8; ++row) grid.candidates[cell(row, 8)] &= static_cast<Mask>(~sdk::digit_bit(5));
  for (int col = 1; col < 8; ++col) grid.candidates[cell(8, col)] &= static_cast<Mask>(~sdk::digit_bit(5));
  grid.candidates[cell(0, 8)] = bits({1, 5, 7});
  grid.candidates[cell(0, 7)] = bits({1, 7});
  return grid;
}

sdk::StepBuilder lemma_step(bool with_lemma, bool lemma_true) {
  sdk::StepBuilder step;
  step.eliminate(cell(0, 0), 1);
  step.begin_chain(NPE_CHAIN_FORCING);
  const int outer = step.chain_index();
  step.add_candidate_node(cell(0, 0), 1, NPE_LINK_WEAK, true);
  step.add_candidate_node(cell(8, 8), 5, NPE_LINK_STRONG);      // by the lemma
  step.add_candidate_node(cell(8, 0), 5, NPE_LINK_WEAK, true);  // row 9's last place
  step.add_candidate_node(cell(1, 0), 5, NPE_LINK_END);         // column 1: box 1 is left without a 5
  if (with_lemma) {
    step.begin_chain(NPE_CHAIN_FORCING);
    step.add_candidate_node(cell(8, 8), 5, NPE_LINK_WEAK, true);
    if (lemma_true) {  // r1c9 loses its 5, is 7, and r1c8 is left empty
      step.add_candidate_node(cell(0, 8), 5, NPE_LINK_STRONG);
      step.add_candidate_node(cell(0, 8), 7, NPE_LINK_WEAK, true);
      step.add_candidate_node(cell(0, 7), 7, NPE_LINK_END);
    } else {  // a sound chain that proves nothing of r9c9
      step.add_candidate_node(cell(8, 0), 5, NPE_LINK_END);
    }
    step.add_lemma(outer, 1, step.chain_index(), 1);
  }
  step.set_plain_text("Nested Forcing Chain");
  return step;
}

TEST(EvidenceRecords, ALemmaProvesANodeOnTheBoardItsChainLeft) {
  EXPECT_EQ(refusal(lemma_step(true, true), lemma_board()), "");
  EXPECT_THAT(refusal(lemma_step(false, false), lemma_board()),
              HasSubstr("whose node 2 (5 not in r9c9) does not follow"));
  EXPECT_THAT(refusal(lemma_step(true, false), lemma_board()), HasSubstr("its lemma does not prove"));
}

TEST(EvidenceRecords, ALemmaWhoseChainDoesNotHoldIsRefused) {
  sdk::StepBuilder step;
  step.eliminate(cell(0, 0), 1);
  step.begin_chain(NPE_CHAIN_FORCING);
  step.add_candidate_node(cell(0, 0), 1, NPE_LINK_WEAK, true);
  step.add_candidate_node(cell(8, 8), 5, NPE_LINK_STRONG);
  step.add_candidate_node(cell(8, 0), 5, NPE_LINK_WEAK, true);
  step.add_candidate_node(cell(1, 0), 5, NPE_LINK_END);
  step.begin_chain(NPE_CHAIN_FORCING);
  step.add_candidate_node(cell(8, 8), 5, NPE_LINK_WEAK, true);
  step.add_candidate_node(cell(0, 8), 7, NPE_LINK_END, true);  // r1c9=7 does not follow from r9c9=5 alone
  step.add_lemma(0, 1, 1, 1);
  step.set_plain_text("Nested Forcing Chain");
  EXPECT_THAT(refusal(step, lemma_board()), HasSubstr("does not follow (in a lemma)"));
}

TEST(EvidenceRecords, ALemmaMustNameAForcingChainNode) {
  sdk::StepBuilder step = lemma_step(true, true);
  step.add_lemma(0, 9, 1, 1);
  EXPECT_THAT(refusal(step, lemma_board()), HasSubstr("has a lemma for node 10 of chain 1"));
}

// --- the records themselves ------------------------------------------------------------------

TEST(EvidenceRecords, RecordsOfUnknownTypesAreSkippedAndMalformedOnesRefused) {
  const Grid grid =
      sparse_board({{cell(0, 0), bits({1, 2, 5})}, {cell(0, 1), bits({1, 2})}, {cell(0, 2), bits({1, 2})}});
  sdk::StepBuilder builder = three_cells_step(true);
  npe_step raw = builder.view();
  std::vector<std::uint64_t> words(raw.evidence_size / 8 + 2, 0);
  std::memcpy(words.data(), raw.evidence, raw.evidence_size);
  const npe_evidence_header future{16, 99};  // a type of a later minor, 8 bytes of its own after the header
  std::memcpy(reinterpret_cast<char*>(words.data()) + raw.evidence_size, &future, sizeof future);
  raw.evidence = words.data();
  raw.evidence_size += 16;
  const Step step = copy_step(raw, "test", "technique 'test'");
  const auto records = evidence::parse_evidence_records(step);
  EXPECT_EQ(records.patterns.size(), 1u);
  ASSERT_EQ(records.unknown_types.size(), 1u);
  EXPECT_EQ(records.unknown_types[0], 99u);
  EXPECT_NO_THROW(check_step(step, grid, std::nullopt, "technique 'test'"));
  npe_evidence_header bad{12, 99};  // not a multiple of 8
  std::memcpy(reinterpret_cast<char*>(words.data()) + raw.evidence_size - 16, &bad, sizeof bad);
  try {
    copy_step(raw, "test", "technique 'test'");
    ADD_FAILURE() << "a record of 12 bytes was accepted";
  } catch (const PluginError& e) {
    EXPECT_THAT(e.what(), HasSubstr("has an evidence record of 12 bytes"));
  }
}

TEST(EvidenceRecords, AStepBuilderThatRunsPastALimitSaysWhich) {
  sdk::StepBuilder builder;
  builder.eliminate(0, 1);
  builder.set_plain_text("long");
  builder.begin_chain(NPE_CHAIN_OPEN);
  for (int i = 0; i <= NPE_MAX_CHAIN_NODES; ++i) builder.add_candidate_node(i % 81, 1, NPE_LINK_WEAK);
  ASSERT_NE(builder.overflowed(), nullptr);
  EXPECT_THAT(builder.overflowed(), HasSubstr("NPE_MAX_CHAIN_NODES"));
  auto sink = [](void*, const npe_step*) -> int32_t { return NPE_SINK_CONTINUE; };
  sdk::StepSink step_sink(sink, nullptr, true);
  try {
    step_sink.emit(builder);
    ADD_FAILURE() << "an overflowed step was emitted";
  } catch (const std::length_error& e) {
    EXPECT_THAT(e.what(), HasSubstr("step exceeds the ABI's limits: more than NPE_MAX_CHAIN_NODES (4096) chain nodes"));
  }
  builder.reset();
  EXPECT_EQ(builder.overflowed(), nullptr);
  builder.add_set(NPE_SET_BASE, NPE_SET_CELL, 0, 0);
  EXPECT_THAT(builder.overflowed(), HasSubstr("add_set before begin_set_logic"));
}

TEST(EvidenceRecords, PicturesTextAndJsonShowTheRecords) {
  const Step sets = copy_step(x_wing_step(cell(2, 0)).view(), "test", "technique 'test'");
  EXPECT_THAT(evidence_text(sets), HasSubstr("sets (rank 0): base r1 d1, r6 d1; cover c1 d1, c4 d1"));
  const std::string sets_svg = board_svg(x_wing_board(false), &sets);
  EXPECT_THAT(sets_svg, HasSubstr("class=\"base-set\""));
  EXPECT_THAT(sets_svg, HasSubstr("class=\"cover-set\""));
  EXPECT_EQ(evidence_to_json(sets)["sets"][0]["cover"], nlohmann::ordered_json::array({"c1 d1", "c4 d1"}));
  const Step pattern = copy_step(three_cells_step(true).view(), "test", "technique 'test'");
  EXPECT_THAT(evidence_text(pattern), HasSubstr("impossible pattern: r1c1,r1c2,r1c3 {12}; guardians 5r1c1"));
  const Grid grid =
      sparse_board({{cell(0, 0), bits({1, 2, 5})}, {cell(0, 1), bits({1, 2})}, {cell(0, 2), bits({1, 2})}});
  const std::string pattern_svg = board_svg(grid, &pattern);
  EXPECT_THAT(pattern_svg, HasSubstr("class=\"pattern\""));
  EXPECT_THAT(pattern_svg, HasSubstr("class=\"guardian\""));
  // A lemma's chains are listed indented under the step's own (the trace page folds them), not drawn.
  const Step nested = copy_step(lemma_step(true, true).view(), "test", "technique 'test'");
  const std::string text = evidence_text(nested);
  EXPECT_THAT(text, HasSubstr("\n  forcing 2:"));
  EXPECT_THAT(text, HasSubstr("lemma: node 2 of forcing 1 by chain 2..2"));
  EXPECT_EQ(evidence_to_json(nested)["kinds"], nlohmann::ordered_json::array({"chains", "lemma"}));
}

}  // namespace
}  // namespace npe::evidence_records_test
