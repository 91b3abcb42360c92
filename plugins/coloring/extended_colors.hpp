// X-Colors (reglib code 0505) and Weak Colors (0504), as Sudopedia describes them (docs/techniques.md
// "Colouring"): a Simple Colors cluster whose colours are extended one way. If colour X is true, so
// are its cells, and the digit's other places in their houses are false; a house without an X cell
// where all places but one (the exception) are so excluded has its digit there: the exception is
// true whenever X is — it joins X's extension (never the other way: it is not false when X is).
// (A house with a single place is a hidden single, not an extension.)
//   X-Colors: the places are excluded by any cells of X's extension together.
//   Weak Colors: by one cell of it alone (the "hinge": Sudopedia's un-branched chain, each bonus cell
//   from a single coloured cell).
// Then, with E(X) = X's cells and extension:
//   wrap: E(X) holds two cells seeing each other, or leaves a house without a place: X is false, its
//         cluster cells (not its extension) lose the digit;
//   trap: a candidate seeing a cell of E(0) and one of E(1) is false; a candidate in both E(0) and
//         E(1) is true (placed).
// A step is reported only when the extension adds something to the cluster's Simple Colors step
// (another elimination, a placement or a contradiction Simple Colors does not see).
// Evidence: the cluster's colours (display) and, per conclusion, forcing chains from the cluster's
// first cell and from its negation (a verity), or from the false colour's cell to the contradiction.
// Scan order: digits 1..9; clusters in HoDoKu's order; per cluster the wrap, then the trap.
#pragma once

#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/forcing_trace.hpp>

#include "clusters.hpp"

namespace npe::plugins::coloring {

using sdk::ForcingTrace;
using sdk::kHouseSet;

/** Extension of one colour; `contradiction` when it sees itself or empties a house. */
struct Extension {
  CellSet cells;  // the colour's cells and its bonus cells
  bool contradiction = false;
};

template <bool kSingleHinge>
Extension extend(const DigitTable& table, int digit, CellSet start) {
  Extension ext{start, false};
  CellSet excluded = peers_of(start) & table.cells[digit];
  for (bool grown = true; grown && !ext.contradiction;) {
    grown = false;
    for (int house = 0; house < sdk::kHouses && !ext.contradiction; ++house) {
      const CellSet places = table.cells[digit] & kHouseSet[house];
      // A house with one place is a hidden single, true whatever the colours: not an extension.
      if (places.empty() || places.single() || places.intersects(ext.cells)) continue;
      if (!kSingleHinge) {
        const CellSet open = places.minus(excluded);
        if (open.empty()) ext.contradiction = true;
        if (!open.single()) continue;
        ext.cells |= open;
        excluded |= kPeerSet[open.first()] & table.cells[digit];
        grown = true;
        continue;
      }
      ext.cells.for_each([&](int hinge) {
        if (ext.contradiction || places.intersects(ext.cells)) return;
        const CellSet open = places.minus(kPeerSet[hinge]);
        if (open.empty()) ext.contradiction = true;
        if (!open.single()) return;
        ext.cells |= open;
        excluded |= kPeerSet[open.first()] & table.cells[digit];
        grown = true;
      });
    }
    if (has_mutual_peers(ext.cells)) ext.contradiction = true;
  }
  return ext;
}

// The descriptor's fields, chosen by the template parameter at namespace scope: clang 14 refuses a
// conditional between string literals inside a class template's member initialiser as an argument of
// describe()'s consteval checks (GCC takes both).
template <bool kSingleHinge>
inline constexpr sdk::TechniqueInfo kExtendedColorsInfo = {
    .id = kSingleHinge ? "coloring.weak" : "coloring.x_colors",
    .name = kSingleHinge ? "Weak Colors" : "X-Colors",
    .description = kSingleHinge
                       ? "Simple Colors with bonus cells: a house's last place not seen by one coloured cell takes "
                         "its colour (one way)"
                       : "Simple Colors extended: a house's last place not seen by a colour's cells takes the colour "
                         "(one way); traps and wraps with the extended colours",
    .default_points = kSingleHinge ? 170 : 210,
    .default_rating_x10 = 0,
    .yields = NPE_YIELDS_ELIMINATIONS | NPE_YIELDS_PLACEMENTS,
    .flags = NPE_TECHNIQUE_FINDS_ALL};

template <bool kSingleHinge>
class ExtendedColors {
 public:
  static constexpr std::uint32_t kTrap = 1, kWrap = 2;
  static constexpr npe_reglib_code kReglib[] = {
      {.code = kSingleHinge ? "0504" : "0505", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(kExtendedColorsInfo<kSingleHinge>, kReglib);

  explicit ExtendedColors(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for (int digit = 1; digit <= 9; ++digit) {
      Cluster clusters[kMaxClusters];
      const int count = build_clusters(table, digit, clusters);
      for (int k = 0; k < count; ++k) {
        const Cluster& c = clusters[k];
        const Extension ext[2] = {extend<kSingleHinge>(table, digit, c.side[0]),
                                  extend<kSingleHinge>(table, digit, c.side[1])};
        CellSet wrapped;
        for (int side = 0; side < 2; ++side) {
          if (ext[side].contradiction && !has_mutual_peers(c.side[side])) wrapped |= c.side[side];
        }
        if (!wrapped.empty()) {
          if (!report(position, kWrap, digit, c, ext, wrapped, {}, sink)) return;
          continue;  // a false colour: the trap would be moot
        }
        if (ext[0].contradiction || ext[1].contradiction) continue;  // Simple Colors' wrap
        const CellSet simple = table.cells[digit] & peers_of(c.side[0]) & peers_of(c.side[1]);
        const CellSet trapped = table.cells[digit] & peers_of(ext[0].cells) & peers_of(ext[1].cells);
        const CellSet placed = ext[0].cells & ext[1].cells;
        if (trapped == simple && placed.empty()) continue;
        if (!report(position, kTrap, digit, c, ext, trapped, placed, sink)) return;
      }
    }
  }

 private:
  bool report(const sdk::Position& position, std::uint32_t kind, int digit, const Cluster& cluster,
              const Extension* ext, CellSet targets, CellSet placed, sdk::StepSink& sink) {
    step_.reset(kind);
    targets.for_each([&](int cell) { step_.eliminate(cell, digit); });
    placed.for_each([&](int cell) { step_.place(cell, digit); });
    add_cluster_colors(step_, cluster, digit, 0);
    step_.add_digits(sdk::digit_bit(digit));
    add_nets(position, kind, digit, cluster, ext, targets, placed);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    text.put(kSingleHinge ? "Weak Colors " : "X-Colors ");
    text.put(kind == kWrap ? "Wrap: " : "Trap: ");
    text.put_digit(digit);
    text.put(' ');
    put_color_sets(text, cluster.side, 2);
    text.put(", extended ");
    const CellSet bonus[2] = {ext[0].cells.minus(cluster.side[0]), ext[1].cells.minus(cluster.side[1])};
    put_color_sets(text, bonus, 2);
    const npe_step view = step_.view();
    if (view.elimination_count > 0) put_hodoku_eliminations(text, view.eliminations, view.elimination_count);
    for (std::uint32_t i = 0; i < view.placement_count; ++i) {
      text.put(i == 0 && view.elimination_count == 0 ? " => " : ", ");
      put_cell(text, view.placements[i].cell);
      text.put('=');
      text.put_digit(digit);
    }
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  /** Wrap: a contradiction from each eliminated cell; trap: from the cluster's first cell true and
   *  false to each conclusion. The digit's house rule only (one place left in a house), and only the
   *  colour's extension may become true: the chains follow the technique's own derivation. */
  void add_nets(const sdk::Position& position, std::uint32_t kind, int digit, const Cluster& cluster,
                const Extension* ext, CellSet targets, CellSet placed) {
    ForcingTrace trace(position, kAllCells, false, true);
    if (kind == kWrap) {
      targets.for_each([&](int cell) {
        trace.reset();
        trace.allow_true(ext[cluster.side[0].has(cell) ? 0 : 1].cells);
        trace.assume(cell, digit, true);
        trace.run();
        if (trace.contradicted()) trace.write_contradiction(step_);
      });
      return;
    }
    const int start = cluster.side[0].first();
    for (const bool value : {true, false}) {
      trace.reset();
      trace.allow_true(ext[value ? 0 : 1].cells);
      trace.continue_past_contradictions();
      trace.assume(start, digit, value);
      trace.run();
      targets.for_each([&](int cell) {
        if (const int found = trace.find(cell, digit, false); found != ForcingTrace::kNone)
          trace.write_chain(step_, found);
      });
      placed.for_each([&](int cell) {
        if (const int found = trace.find(cell, digit, true); found != ForcingTrace::kNone)
          trace.write_chain(step_, found);
      });
    }
  }

  static constexpr CellSet kAllCells = {~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};
  sdk::StepBuilder step_;
};

using XColors = ExtendedColors<false>;
using WeakColors = ExtendedColors<true>;

}  // namespace npe::plugins::coloring
