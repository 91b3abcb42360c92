// W-Wing (HoDoKu 0803; docs/techniques.md "Wings"): two bivalue cells A and B with the same digits
// x/y, and a house whose only two places of y are a (seeing A) and b (seeing B), neither of them A
// or B. If A and B were both y, a and b would both lose y; so one of A, B is x, and cells seeing both
// lose x. Evidence: the chain x =S= y (A) -W- y =S= y (a, b) -W- y =S= x (B).
// Scan order (HoDoKu's WingSolver.getWWing): A ascending, B > A with the same two digits; x = the
// lower digit, then the higher; the link house 0..26 (rows, columns, blocks). A link pair found
// again in a second house (a and b share a row and a block) is reported once.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins::wings {

using sdk::CellSet;
using sdk::DigitTable;
using sdk::kPeerSet;
using sdk::TextBuffer;

class WWing {
 public:
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0803", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "wings.w",
                     .name = "W-Wing",
                     .description = "two bivalue cells xy joined by a conjugate pair of y: cells seeing both lose x",
                     .default_points = 150,
                     .default_rating_x10 = 0,
                     .yields = NPE_YIELDS_ELIMINATIONS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL},
                    kReglib);

  explicit WWing(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for (int a = 0; a < sdk::kCells; ++a) {
      if (position.digit(a) != 0 || sdk::count_digits(position.candidates(a)) != 2) continue;
      const sdk::Mask pair = position.candidates(a);
      const int low = sdk::first_digit(pair), high = sdk::first_digit(pair & static_cast<sdk::Mask>(pair - 1));
      for (int b = a + 1; b < sdk::kCells; ++b) {
        if (position.digit(b) != 0 || position.candidates(b) != pair) continue;
        for (const auto& [x, y] : {std::pair{low, high}, std::pair{high, low}}) {
          const CellSet targets = table.cells[x] & kPeerSet[a] & kPeerSet[b];
          if (targets.empty()) continue;
          if (!links(table, a, b, x, y, targets, sink)) return;
        }
      }
    }
  }

 private:
  /** Every house linking a and b by y; returns false when the sink asked to stop. */
  bool links(const DigitTable& table, int a, int b, int x, int y, CellSet targets, sdk::StepSink& sink) {
    CellSet done[sdk::kHouses];
    int done_count = 0;
    for (int house = 0; house < sdk::kHouses; ++house) {
      if (table.count(y, house) != 2) continue;
      const int u = table.place(y, house, 0), v = table.place(y, house, 1);
      if (u == a || u == b || v == a || v == b) continue;
      int near_a = -1, near_b = -1;
      if (sdk::sees(u, a) && sdk::sees(v, b))
        near_a = u, near_b = v;
      else if (sdk::sees(v, a) && sdk::sees(u, b))
        near_a = v, near_b = u;
      else
        continue;
      const CellSet link = CellSet::of(u) | CellSet::of(v);
      bool seen = false;
      for (int i = 0; i < done_count; ++i) seen |= done[i] == link;
      if (seen) continue;
      done[done_count++] = link;
      if (!report(a, b, x, y, near_a, near_b, targets, sink)) return false;
    }
    return true;
  }

  bool report(int a, int b, int x, int y, int near_a, int near_b, CellSet targets, sdk::StepSink& sink) {
    step_.reset();
    targets.for_each([&](int cell) { step_.eliminate(cell, x); });
    for (const int cell : {a, b, near_a, near_b}) step_.add_cell(cell);
    step_.add_digits(static_cast<sdk::Mask>(sdk::digit_bit(x) | sdk::digit_bit(y)));
    step_.begin_chain(NPE_CHAIN_OPEN);
    step_.add_candidate_node(a, x, NPE_LINK_STRONG);
    step_.add_candidate_node(a, y, NPE_LINK_WEAK);
    step_.add_candidate_node(near_a, y, NPE_LINK_STRONG);
    step_.add_candidate_node(near_b, y, NPE_LINK_WEAK);
    step_.add_candidate_node(b, y, NPE_LINK_STRONG);
    step_.add_candidate_node(b, x, NPE_LINK_END);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    text.put("W-Wing: ");
    text.put_digit(x);
    text.put('/');
    text.put_digit(y);
    text.put(" in ");
    put_hodoku_cells(text, CellSet::of(a) | CellSet::of(b));
    text.put(" connected by ");
    text.put_digit(y);
    text.put(" in ");
    put_hodoku_cells(text, CellSet::of(near_a) | CellSet::of(near_b));
    const npe_step view = step_.view();
    put_hodoku_eliminations(text, view.eliminations, view.elimination_count);
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::wings
