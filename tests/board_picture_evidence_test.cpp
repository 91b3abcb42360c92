// Pictures draw ABI 1.1 evidence: chains (strong links solid, weak dashed, arrows on open chains),
// coloured candidates and ALS, in the SVG and as text lines under the terminal board.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "reports/board_picture.hpp"

namespace npe::board_picture_evidence_test {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

npe_node candidate_node(int cell, int digit, npe_link_kind link) {
  npe_node node{};
  node.digit = static_cast<std::uint8_t>(digit);
  node.link = static_cast<std::uint8_t>(link);
  node.cell_count = 1;
  node.cells[0] = static_cast<std::uint8_t>(cell);
  return node;
}

Step x_chain() {
  Step step;
  step.text = "X-Chain";
  step.eliminations = {{10, 5}};
  step.chains.push_back({NPE_CHAIN_OPEN,
                         {candidate_node(1, 5, NPE_LINK_STRONG), candidate_node(6, 5, NPE_LINK_WEAK),
                          candidate_node(60, 5, NPE_LINK_STRONG), candidate_node(56, 5, NPE_LINK_END)}});
  return step;
}

Grid open_board() {
  Grid grid{};
  grid.candidates.fill(sdk::kAllDigits);
  return grid;
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(BoardPictureEvidence, ChainsAreDrawnWithTheirLinks) {
  const Step step = x_chain();
  const std::string svg = board_svg(open_board(), &step);
  EXPECT_EQ(count(svg, "class=\"strong\""), 2);
  EXPECT_EQ(count(svg, "class=\"weak\""), 1);
  EXPECT_EQ(count(svg, "stroke-dasharray"), 1);
  EXPECT_EQ(count(svg, "marker-end=\"url(#npe-arrow)\""), 3);
  EXPECT_EQ(count(svg, "r=\"5.5\""), 4);  // each node ringed
  EXPECT_EQ(evidence_text(step), "chain 1: (5 r1c2) = (5 r1c7) - (5 r7c7) = (5 r7c3)\n");
}

TEST(BoardPictureEvidence, ALoopClosesWithoutArrows) {
  Step step;
  step.chains.push_back({NPE_CHAIN_LOOP,
                         {candidate_node(0, 1, NPE_LINK_STRONG), candidate_node(3, 1, NPE_LINK_WEAK),
                          candidate_node(48, 1, NPE_LINK_STRONG), candidate_node(45, 1, NPE_LINK_WEAK)}});
  const std::string svg = board_svg(open_board(), &step);
  EXPECT_EQ(count(svg, "<path class=\"strong\"") + count(svg, "<path class=\"weak\""), 4);
  EXPECT_THAT(svg, Not(HasSubstr("marker-end")));
}

TEST(BoardPictureEvidence, ColoursAndAlsAreDrawn) {
  Step step;
  step.colors = {{0, 1, 0, 0}, {3, 1, 1, 0}, {30, 2, 2, 0}};
  step.als = {npe_als{0x7, 2, {20, 21}, 0}};
  const std::string svg = board_svg(open_board(), &step);
  EXPECT_THAT(svg, HasSubstr("class=\"color0\""));
  EXPECT_THAT(svg, HasSubstr("class=\"color1\""));
  EXPECT_THAT(svg, HasSubstr("class=\"color2\""));
  EXPECT_EQ(count(svg, "class=\"als\""), 2);
  EXPECT_EQ(evidence_text(step), "colours: r1c1=1:0 r1c4=1:1 r4c4=2:2\nALS 1: r3c3,r3c4 {123}\n");
}

TEST(BoardPictureEvidence, StepsWithoutEvidenceDrawNoneOfIt) {
  Step step;
  step.eliminations = {{0, 1}};
  const std::string svg = board_svg(open_board(), &step);
  EXPECT_THAT(svg, Not(HasSubstr("chains")));
  EXPECT_EQ(evidence_text(step), "");
}

}  // namespace
}  // namespace npe::board_picture_evidence_test
