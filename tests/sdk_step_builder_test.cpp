// The SDK's StepBuilder keeps its npe_step ready (pointers aimed at its own arrays, counts kept in
// the struct): the view must follow every change, and a copy must aim at the copy's arrays.
#include <gtest/gtest.h>

#include <cstring>
#include <npe/sdk.hpp>

namespace {

using npe::sdk::StepBuilder;

/** A step with something in every list, two chains (2 and 3 nodes), an ALS and a restricted common. */
void fill(StepBuilder& builder) {
  builder.reset(7);
  builder.place(10, 3);
  builder.eliminate(11, 4);
  builder.eliminate(12, 5);
  builder.add_cell(20);
  builder.add_digits(0x3);
  builder.add_base_house(1);
  builder.add_cover_house(19);
  builder.add_fin(30);
  builder.set_rating_x10(62);
  builder.set_points(40);
  builder.begin_chain(NPE_CHAIN_OPEN);
  builder.add_candidate_node(1, 2, NPE_LINK_STRONG, true);
  builder.add_candidate_node(2, 2, NPE_LINK_END);
  builder.begin_chain(NPE_CHAIN_LOOP);
  builder.add_candidate_node(40, 6, NPE_LINK_STRONG);
  builder.add_candidate_node(41, 6, NPE_LINK_WEAK);
  builder.add_candidate_node(42, 7, NPE_LINK_END);
  const int als_cells[] = {50, 51};
  builder.add_als(als_cells, 2, 0x7);
  builder.add_restricted_common(0, 0, 2);
  builder.add_color(60, 1, 1);
  builder.add_endo_fin(61);
  builder.add_cannibalistic(62, 8);
  builder.set_plain_text("some step");
}

/** The view's arrays all lie inside `builder` (none in another builder). */
void expect_inside(const StepBuilder& builder) {
  const auto* begin = reinterpret_cast<const char*>(&builder);
  const auto* end = begin + sizeof builder;
  const npe_step& step = builder.view();
  for (const void* pointer : {static_cast<const void*>(step.placements), static_cast<const void*>(step.eliminations),
                              static_cast<const void*>(step.cells), static_cast<const void*>(step.base_houses),
                              static_cast<const void*>(step.cover_houses), static_cast<const void*>(step.fins),
                              static_cast<const void*>(step.text), static_cast<const void*>(step.chains),
                              static_cast<const void*>(step.colors), static_cast<const void*>(step.als),
                              static_cast<const void*>(step.restricted_commons),
                              static_cast<const void*>(step.endo_fins), static_cast<const void*>(step.cannibalistic)}) {
    const auto* at = static_cast<const char*>(pointer);
    EXPECT_TRUE(at >= begin && at < end);
  }
  for (std::uint32_t i = 0; i < step.chain_count; ++i) {
    const auto* at = reinterpret_cast<const char*>(step.chains[i].nodes);
    EXPECT_TRUE(at >= begin && at < end) << "chain " << i;
  }
}

void expect_filled(const npe_step& step) {
  EXPECT_EQ(step.struct_size, sizeof(npe_step));
  EXPECT_EQ(step.kind, 7u);
  ASSERT_EQ(step.placement_count, 1u);
  EXPECT_EQ(step.placements[0].cell, 10);
  EXPECT_EQ(step.placements[0].digit, 3);
  ASSERT_EQ(step.elimination_count, 2u);
  EXPECT_EQ(step.eliminations[1].cell, 12);
  EXPECT_EQ(step.cell_count, 1u);
  EXPECT_EQ(step.digits, 0x3);
  EXPECT_EQ(step.base_house_count, 1u);
  EXPECT_EQ(step.cover_houses[0], 19);
  EXPECT_EQ(step.fins[0], 30);
  EXPECT_STREQ(step.text, "some step");
  EXPECT_EQ(step.rating_x10, 62);
  EXPECT_EQ(step.points, 40);
  ASSERT_EQ(step.chain_count, 2u);
  ASSERT_EQ(step.chains[0].node_count, 2u);
  ASSERT_EQ(step.chains[1].node_count, 3u);
  EXPECT_EQ(step.chains[0].nodes[0].cells[0], 1);
  EXPECT_EQ(step.chains[1].nodes[0].cells[0], 40);
  EXPECT_EQ(step.chains[1].nodes[2].digit, 7);
  EXPECT_EQ(step.chains[1].nodes, step.chains[0].nodes + 2);
  EXPECT_EQ(step.als_count, 1u);
  EXPECT_EQ(step.restricted_common_count, 1u);
  EXPECT_EQ(step.color_count, 1u);
  EXPECT_EQ(step.endo_fin_count, 1u);
  EXPECT_EQ(step.cannibalistic_count, 1u);
}

TEST(SdkStepBuilder, TheViewFollowsEveryChangeAndResetEmptiesIt) {
  StepBuilder builder;
  const npe_step& view = builder.view();
  EXPECT_EQ(view.struct_size, sizeof(npe_step));
  EXPECT_EQ(view.placement_count, 0u);
  EXPECT_STREQ(view.text, "");
  fill(builder);
  expect_filled(view);  // the same struct, changed in place
  expect_inside(builder);
  builder.reset();
  EXPECT_EQ(view.kind, 0u);
  EXPECT_EQ(view.placement_count + view.elimination_count + view.cell_count + view.base_house_count +
                view.cover_house_count + view.fin_count + view.chain_count + view.color_count + view.als_count +
                view.restricted_common_count + view.endo_fin_count + view.cannibalistic_count,
            0u);
  EXPECT_EQ(view.digits, 0);
  EXPECT_EQ(view.rating_x10, 0);
  EXPECT_STREQ(view.text, "");
  // A chain begun after a reset starts at the first node again.
  builder.begin_chain(NPE_CHAIN_OPEN);
  builder.add_candidate_node(5, 1, NPE_LINK_STRONG);
  builder.add_candidate_node(6, 1, NPE_LINK_END);
  EXPECT_EQ(view.chains[0].node_count, 2u);
  EXPECT_EQ(view.chains[0].nodes[0].cells[0], 5);
}

TEST(SdkStepBuilder, ACopyAimsAtItsOwnArrays) {
  StepBuilder original;
  fill(original);
  const StepBuilder copy(original);
  StepBuilder assigned;
  assigned = original;
  original.reset();
  original.place(70, 9);
  original.begin_chain(NPE_CHAIN_OPEN);
  original.add_candidate_node(71, 9, NPE_LINK_STRONG);
  original.add_candidate_node(72, 9, NPE_LINK_END);
  original.set_plain_text("changed");
  for (const StepBuilder* builder : {&copy, static_cast<const StepBuilder*>(&assigned)}) {
    expect_filled(builder->view());
    expect_inside(*builder);
  }
  // A builder assigned to itself keeps its step.
  StepBuilder& self = assigned;
  assigned = self;
  expect_filled(assigned.view());
}

}  // namespace
