// Almost Unique Rectangle Chain: an Alternating Inference Chain with one unique-rectangle strong link
// (kyoyama-kazusa/Sudoku: the name and notation from docs/tutorial/chain-theory/07-almost-unique-rectangle-
// chain.md, commit 1631af84; the links from src/Sudoku.Analytics/Analytics/Construction/Chaining/Rules/
// UniqueRectangleDifferentDigitChainingRule.cs, commit 63540e5c, and UniqueRectangleSameDigitChainingRule.cs,
// commit 5400b9aa: LinkType.UniqueRectangle_DifferentDigit / _SameDigit; not in HoDoKu). A unique
// rectangle (two rows, two columns, two boxes, four empty cells each holding a and b) whose other
// candidates (the guardians) are exactly two candidates g1 and g2: one of them is true (else the four
// cells are deadly), a strong link g1 = g2 that holds whatever else the position holds. The guardians
// are one extra digit in each of two cells (kyoyama-kazusa's DifferentDigit link for two digits, its
// SameDigit link for one digit in two rows or columns) or two extra digits in one cell.
// An AIC e1 = ... - g1 = g2 - ... = e2 of ordinary links elsewhere (a cell's two candidates, a digit's
// two places in a house: strong; two digits of a cell, one digit in two peers: weak) makes e1 or e2
// true: a candidate t that both ends exclude (same digit and a peer, or the other digit of the cell) is
// false. Each half is a shortest alternating chain from its guardian, assumed true, to an end excluding
// t; the AIC (both halves and the UR link) has at most `max_length` links and at least three (a
// guardian excluding t on both sides is Uniqueness Test 2 or 5). Being a shortest chain of inferences
// rather than a drawn loop, a half may meet a cell twice or share one with the other half: each stays a
// valid chain of the position's links, so the conclusion holds.
// Unlike kyoyama-kazusa's links, a guardian is one candidate (no group of roof cells, no external
// links), every rectangle cell holds both a and b (the host checks a deadly pattern by its candidates),
// and only open chains are built (no loops).
// Evidence: a deadly pattern (ABI 1.3) over the four cells, digits {a, b}, guardians g1 and g2; for
// each guardian not excluding t itself its half read outward as an open chain g=true -> ... -> e true
// (e excludes t). Fins: the guardians' cells. Text in the family's form, the chain in kyoyama-kazusa's
// notation:
//   "Almost Unique Rectangle Chain: 1/2 in r1c14,r2c14: 5r5c1=3r5c1-3r2c1=4r2c4-4r5c4=5r5c4 => r5c2<>5"
// Scan: every rectangle as scan_all_rectangles lists them, then the targets by candidate (cells, then
// digits ascending); one step per rectangle and target.
#pragma once

#include <npe/sdk.hpp>

#include "../common/chains/chain_view.hpp"
#include "../common/chains/graph.hpp"
#include "../common/chains/search.hpp"
#include "rectangle_scan.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

class RectangleAicSearch {
 public:
  static constexpr int kMinLength = 3, kDefaultLength = 9;
  // 22 nodes of 7 characters keep the text (with its rectangle and target) within NPE_MAX_TEXT_LENGTH.
  static constexpr int kMaxLength = 21;
  static constexpr int kLiterals = 2 * 729;

  explicit RectangleAicSearch(int max_length)
      : max_length_(max_length),
        graph_(0, 1 << 16),
        from_{chains::PathSearch(kLiterals, 4 * kLiterals), chains::PathSearch(kLiterals, 4 * kLiterals)} {}

  /** The link graph of the position (candidates, cell and house links); call before `check`. */
  void build(const sdk::Position& position) {
    chains::GraphOptions options;
    graph_.build(position, options);
  }

  /** One rectangle with digits a < b; false when the sink wants no more steps. */
  bool check(const BoardView& board, const Rectangle& rect, StepReport& report, sdk::StepSink& sink) {
    int count = 0;
    bool go_on = true;
    rect.all.for_each([&](int cell) {
      for (sdk::Mask m = board.candidates[cell] & static_cast<sdk::Mask>(~rect.pair); m;
           m &= static_cast<sdk::Mask>(m - 1)) {
        if (count < 2) guardians_[count] = {cell, sdk::first_digit(m)};
        ++count;
      }
    });
    if (count != 2) return true;
    for (int side = 0; side < 2; ++side) {
      start_[side] = chains::literal(graph_.candidate(guardians_[side].cell, guardians_[side].digit), true);
      from_[side].run(graph_, start_[side], max_length_, [](int, int) { return true; });
    }
    for (int node = 0; node < graph_.candidate_count() && go_on; ++node) {
      const chains::GraphNode& target = graph_.node(node);
      if (is_guardian(target.first_cell, target.digit)) continue;
      const int lit = chains::literal(node, false);
      const int d1 = from_[0].distance(lit), d2 = from_[1].distance(lit);
      if (d1 >= chains::PathSearch::kUnreached || d2 >= chains::PathSearch::kUnreached) continue;
      if (d1 + d2 - 1 > max_length_ || d1 + d2 - 1 < kMinLength) continue;
      go_on = report_target(rect, target.first_cell, target.digit, lit, report, sink);
    }
    return go_on;
  }

 private:
  struct Guardian {
    int cell = 0, digit = 0;
  };

  bool is_guardian(int cell, int digit) const {
    return (guardians_[0].cell == cell && guardians_[0].digit == digit) ||
           (guardians_[1].cell == cell && guardians_[1].digit == digit);
  }

  /** Half `side`: the literals from its guardian (true) to the end excluding the target (true). */
  int half(int side, int target_lit, int* out) const {
    const int n = from_[side].path(target_lit, out, chains::kMaxChainLiterals);
    return n - 1;  // without the target's own literal
  }

  bool report_target(const Rectangle& rect, int cell, int digit, int target_lit, StepReport& report,
                     sdk::StepSink& sink) {
    int lits[2][chains::kMaxChainLiterals];
    int sizes[2];
    for (int side = 0; side < 2; ++side) sizes[side] = half(side, target_lit, lits[side]);
    report.begin(1);
    report.eliminations.add_once(cell, digit);
    report.step.begin_pattern(NPE_PATTERN_DEADLY, rect.pair);
    rect.all.for_each([&](int c) { report.step.add_pattern_cell(c); });
    for (const Guardian& g : guardians_) {
      report.step.add_guardian(g.cell, g.digit);
      report.step.add_fin(g.cell);
    }
    int als_map[1] = {-1};
    for (int side = 0; side < 2; ++side) {
      if (sizes[side] < 2) continue;  // the guardian excludes the target itself
      chains::add_chain_evidence(report.step, graph_, lits[side], sizes[side], NPE_CHAIN_OPEN, NPE_LINK_END, als_map);
    }
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer out(text, sizeof text);
    out.put("Almost Unique Rectangle Chain: ");
    out.put_digit(rect.a);
    out.put('/');
    out.put_digit(rect.b);
    out.put(" in ");
    put_hodoku_cells(out, rect.all);
    out.put(": ");
    put_aic(out, lits, sizes);
    put_hodoku_eliminations(out, report.eliminations);
    for (const npe_cell_digit& e : report.eliminations) report.step.eliminate(e.cell, e.digit);
    rect.all.for_each([&](int c) { report.step.add_cell(c); });
    report.step.add_digits(rect.pair);
    report.step.set_text("%s", text);
    return sink.emit(report.step);
  }

  /** kyoyama-kazusa's (Eureka) notation of the whole chain, e.g. 5r5c1=3r5c1-3r2c1=4r2c4-4r5c4=5r5c4:
   *  half 0 read inward (each literal negated: its contrapositive), then half 1 read outward; "=" before
   *  a node the chain makes true (the one after the UR link is its guardian g2), "-" before one it makes
   *  false. */
  void put_aic(sdk::TextBuffer& out, int (&lits)[2][chains::kMaxChainLiterals], const int* sizes) const {
    int chain[2 * chains::kMaxChainLiterals];
    int n = 0;
    for (int i = sizes[0] - 1; i >= 0; --i) chain[n++] = chains::negate(lits[0][i]);
    for (int i = 0; i < sizes[1]; ++i) chain[n++] = lits[1][i];
    for (int i = 0; i < n; ++i) {
      if (i > 0) out.put(chains::value_of(chain[i]) ? '=' : '-');
      const chains::GraphNode& node = graph_.node(chains::node_of(chain[i]));
      out.put_digit(node.digit);
      put_cell(out, node.first_cell);
    }
  }

  int max_length_;
  chains::Graph graph_;
  chains::PathSearch from_[2];
  int start_[2] = {};
  Guardian guardians_[2];
};

}  // namespace npe::plugins::uniqueness
