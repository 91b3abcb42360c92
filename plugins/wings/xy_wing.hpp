// XY-Wing (HoDoKu 0800) and XYZ-Wing (0801); docs/techniques.md "Wings".
// XY-Wing: a bivalue pivot xy sees two bivalue pincers xz and yz: whatever the pivot holds, one
// pincer is z, so cells seeing both pincers lose z. Evidence: the XY-chain
// z =S= x (pincer 1) -W- x =S= y (pivot) -W- y =S= z (pincer 2).
// XYZ-Wing: a trivalue pivot xyz sees bivalue pincers xz and yz: cells seeing all three lose z.
// Its logic is a verity on the pivot, not one open chain: per eliminated candidate, one forcing
// chain from each pivot candidate (x: pincer 1 loses x, holds z, the target loses z; z: the target
// loses z), NPE_CHAIN_FORCING nodes written by ForcingTrace.
// Scan order (HoDoKu's WingSolver.getWing): XY: bivalue cells i < j < k in cell order, pivot i, then
// j, then k; XYZ: trivalue pivots in cell order, pincers j < k among the bivalue cells.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/forcing_trace.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins::wings {

using sdk::CellSet;
using sdk::DigitTable;
using sdk::ForcingTrace;
using sdk::kPeerSet;
using sdk::TextBuffer;

// The descriptor's fields, chosen by the template parameter at namespace scope: clang 14 refuses a
// conditional between string literals inside a class template's member initialiser as an argument of
// describe()'s consteval checks (GCC takes both).
template <bool kXyz>
inline constexpr sdk::TechniqueInfo kWingInfo = {
    .id = kXyz ? "wings.xyz" : "wings.xy",
    .name = kXyz ? "XYZ-Wing" : "XY-Wing",
    .description = kXyz ? "a pivot xyz seeing pincers xz and yz: cells seeing all three lose z"
                        : "a pivot xy seeing pincers xz and yz: cells seeing both pincers lose z",
    .default_points = kXyz ? 180 : 160,
    .default_rating_x10 = kXyz ? 44 : 42,
    .yields = NPE_YIELDS_ELIMINATIONS,
    .flags = NPE_TECHNIQUE_FINDS_ALL};

template <bool kXyz>
class Wing {
 public:
  static constexpr npe_reglib_code kReglib[] = {
      {.code = kXyz ? "0801" : "0800", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(kWingInfo<kXyz>, kReglib);

  explicit Wing(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    int bi[sdk::kCells], tri[sdk::kCells], bi_count = 0, tri_count = 0;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      const int n = sdk::count_digits(position.candidates(cell));
      if (n == 2) bi[bi_count++] = cell;
      if (kXyz && n == 3) tri[tri_count++] = cell;
    }
    const int* pivots = kXyz ? tri : bi;
    const int pivot_count = kXyz ? tri_count : bi_count;
    for (int i = 0; i < pivot_count; ++i) {
      for (int j = kXyz ? 0 : i + 1; j < bi_count; ++j) {
        if (sdk::count_digits(position.candidates(pivots[i]) | position.candidates(bi[j])) != 3) continue;
        for (int k = j + 1; k < bi_count; ++k) {
          int cells[3] = {pivots[i], bi[j], bi[k]};
          const sdk::Mask all =
              position.candidates(cells[0]) | position.candidates(cells[1]) | position.candidates(cells[2]);
          if (sdk::count_digits(all) != 3) continue;
          const sdk::Mask m0 = position.candidates(cells[0]), m1 = position.candidates(cells[1]),
                          m2 = position.candidates(cells[2]);
          if (m0 == m1 || m1 == m2 || m2 == m0) continue;
          for (int tries = 0; tries < (kXyz ? 1 : 3); ++tries) {
            if (tries == 1) std::swap(cells[0], cells[1]);                             // pivot j, pincers i, k
            if (tries == 2) cells[0] = bi[k], cells[1] = bi[j], cells[2] = pivots[i];  // pivot k, pincers j, i
            if (!try_wing(position, table, cells[0], cells[1], cells[2], sink)) return;
          }
        }
      }
    }
  }

 private:
  /** Returns false when the sink asked to stop. */
  bool try_wing(const sdk::Position& position, const DigitTable& table, int pivot, int p1, int p2,
                sdk::StepSink& sink) {
    if (!sdk::sees(pivot, p1) || !sdk::sees(pivot, p2)) return true;
    const sdk::Mask common = position.candidates(p1) & position.candidates(p2);
    if (sdk::count_digits(common) != 1) return true;
    const int z = sdk::first_digit(common);
    CellSet targets = kPeerSet[p1] & kPeerSet[p2] & table.cells[z];
    if (kXyz) targets &= kPeerSet[pivot];
    if (targets.empty()) return true;
    step_.reset();
    targets.for_each([&](int cell) { step_.eliminate(cell, z); });
    for (const int cell : {pivot, p1, p2}) step_.add_cell(cell);
    step_.add_digits(position.candidates(pivot) | common);
    if (kXyz) {
      add_nets(position, pivot, p1, p2, z, targets);
    } else {
      const int x = sdk::first_digit(position.candidates(p1) & position.candidates(pivot));
      const int y = sdk::first_digit(position.candidates(p2) & position.candidates(pivot));
      step_.begin_chain(NPE_CHAIN_OPEN);
      step_.add_candidate_node(p1, z, NPE_LINK_STRONG);
      step_.add_candidate_node(p1, x, NPE_LINK_WEAK);
      step_.add_candidate_node(pivot, x, NPE_LINK_STRONG);
      step_.add_candidate_node(pivot, y, NPE_LINK_WEAK);
      step_.add_candidate_node(p2, y, NPE_LINK_STRONG);
      step_.add_candidate_node(p2, z, NPE_LINK_END);
    }
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    text.put(kXyz ? "XYZ-Wing: " : "XY-Wing: ");
    const sdk::Mask pivot_digits = position.candidates(pivot);
    bool first = true;
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(pivot_digits, d)) continue;
      if (!first) text.put('/');
      first = false;
      text.put_digit(d);
    }
    if (!kXyz) {
      text.put('/');
      text.put_digit(z);
    }
    text.put(" in ");
    put_hodoku_cells(text, CellSet::of(pivot) | CellSet::of(p1) | CellSet::of(p2));
    const npe_step view = step_.view();
    put_hodoku_eliminations(text, view.eliminations, view.elimination_count);
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  /** Per target: one forcing chain from each pivot candidate to "the target is not z". */
  void add_nets(const sdk::Position& position, int pivot, int p1, int p2, int z, CellSet targets) {
    targets.for_each([&](int target) {
      ForcingTrace trace(position, CellSet::of(pivot) | CellSet::of(p1) | CellSet::of(p2) | CellSet::of(target), true,
                         false);
      for (unsigned m = position.candidates(pivot); m; m &= m - 1) {
        trace.reset();
        trace.forbid(target, z, true);
        trace.assume(pivot, std::countr_zero(m) + 1, true);
        trace.run();
        trace.write_chain(step_, trace.find(target, z, false));
      }
    });
  }

  sdk::StepBuilder step_;
};

using XyWing = Wing<false>;
using XyzWing = Wing<true>;

}  // namespace npe::plugins::wings
