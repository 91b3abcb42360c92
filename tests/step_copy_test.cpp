// copy_step_into (host/validation/step_validation.cpp): the header checks and the ABI 1.1 fields, on raw
// steps built by hand, and reuse of a Step that held evidence before.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "base/errors.hpp"
#include "validation/step_validation.hpp"

namespace {

using npe::PluginError;
using testing::HasSubstr;

const npe_cell_digit kPlacement[] = {{10, 3}};

npe_step plain_step() {
  npe_step raw{};
  raw.struct_size = sizeof(npe_step);
  raw.placements = kPlacement;
  raw.placement_count = 1;
  raw.text = "R223";
  return raw;
}

std::string error_of(const npe_step& raw) {
  npe::Step step;
  try {
    npe::copy_step_into(raw, "t", "technique 't'", step);
  } catch (const PluginError& e) {
    return e.what();
  }
  return "";
}

TEST(StepCopy, RefusesAShortHeaderAMissingTextAndANegativeRating) {
  npe_step raw = plain_step();
  EXPECT_EQ(error_of(raw), "");
  raw.struct_size = NPE_STEP_SIZE_1_0 - 4;
  EXPECT_THAT(error_of(raw), HasSubstr("technique 't': step struct_size " + std::to_string(NPE_STEP_SIZE_1_0 - 4) +
                                       " is smaller than ABI 1.0's"));
  raw = plain_step();
  raw.text = nullptr;
  EXPECT_THAT(error_of(raw), HasSubstr("technique 't': step without text"));
  raw = plain_step();
  raw.rating_x10 = -1;
  EXPECT_THAT(error_of(raw), HasSubstr("technique 't': step has a negative rating or points"));
  raw = plain_step();
  raw.points = -5;
  EXPECT_THAT(error_of(raw), HasSubstr("negative rating or points"));
  // A 1.0 step carries no rating: the bytes past its struct_size are not read.
  raw = plain_step();
  raw.struct_size = NPE_STEP_SIZE_1_0;
  raw.rating_x10 = -1;
  EXPECT_EQ(error_of(raw), "");
}

TEST(StepCopy, ReusedStepKeepsNoEvidenceOfTheStepBefore) {
  const npe_node nodes[] = {{NPE_NODE_CANDIDATE, 2, NPE_LINK_STRONG, 0, 0, 1, {1}, 0},
                            {NPE_NODE_CANDIDATE, 2, NPE_LINK_END, 0, 0, 1, {2}, 0}};
  const npe_chain chain{NPE_CHAIN_OPEN, 2, nodes};
  const npe_colored color{5, 4, 1, 0};
  npe_step with_evidence = plain_step();
  with_evidence.chains = &chain;
  with_evidence.chain_count = 1;
  with_evidence.colors = &color;
  with_evidence.color_count = 1;
  with_evidence.rating_x10 = 66;
  with_evidence.points = 12;
  npe::Step step;
  npe::copy_step_into(with_evidence, "t", "technique 't'", step);
  ASSERT_EQ(step.chains.size(), 1u);
  ASSERT_EQ(step.chains[0].nodes.size(), 2u);
  EXPECT_EQ(step.chains[0].nodes[1].cells[0], 2);
  ASSERT_EQ(step.colors.size(), 1u);
  EXPECT_EQ(step.rating_x10, 66);
  EXPECT_EQ(step.points, 12);

  npe::copy_step_into(plain_step(), "u", "technique 'u'", step);
  EXPECT_EQ(step.technique, "u");
  EXPECT_EQ(step.text, "R223");
  EXPECT_TRUE(step.chains.empty());
  EXPECT_TRUE(step.colors.empty());
  EXPECT_EQ(step.rating_x10, 0);
  EXPECT_EQ(step.points, 0);

  npe::copy_step_into(with_evidence, "t", "technique 't'", step);
  npe_step old = plain_step();
  old.struct_size = NPE_STEP_SIZE_1_0;  // a 1.0 step: the 1.1 fields are cleared, not read
  npe::copy_step_into(old, "v", "technique 'v'", step);
  EXPECT_TRUE(step.chains.empty());
  EXPECT_TRUE(step.colors.empty());
  EXPECT_EQ(step.rating_x10, 0);
}

}  // namespace
