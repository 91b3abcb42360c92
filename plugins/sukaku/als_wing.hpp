// Sukaku Explainer's WXYZ-, VWXYZ-, UVWXYZ- and TUVWXYZ-Wings (docs/techniques.md "Sukaku Explainer
// ratings"): an ALS-XZ whose smaller set is a bivalue cell. An almost locked set of `size` cells (3..6)
// that see each other, holding size + 1 digits, and a bivalue cell {x, z} outside it with both digits
// in the set, every cell of the set holding x seeing the bivalue cell: x is in the bivalue cell or in
// the set, not both, so z is in one of them, and cells seeing every z of both lose z. When z is
// restricted too (doubly linked), the set minus {x, z} and the bivalue cell are locked: x and z leave
// cells seeing all of their places in the wing, and the set's other digits cells seeing all of theirs.
// Definitions and ratings from SudokuMonster/SukakuExplainer@362854e, diuf/sudoku/solver/rules/
// WXYZWing.java, VWXYZWing.java, UVWXYZWing.java, TUVWXYZWing.java and their hints (read, not copied):
// WXYZ 5.5, +0.1 when the set's largest cell holds 3 digits; VWXYZ 6.2, +0.2 for a largest cell of 3,
// +0.1 for 2 or 4; UVWXYZ 6.6; TUVWXYZ 7.5. Steps are emitted easiest first, then by more
// eliminations, then by Sukaku Explainer's suffix descending (its hint order). Evidence: the set as an ALS and the
// chain (z, cell) = (x, cell) - (x, set) = (z, set), or the continuous loop when doubly linked.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <algorithm>
#include <bit>
#include <string>
#include <vector>

namespace npe::plugins::sukaku {

using sdk::CellSet;
using sdk::kPeerSet;

inline constexpr npe_param_desc kAlsWingParams[] = {
    {sizeof(npe_param_desc), "size", "cells of the almost locked set: 3 WXYZ-, 4 VWXYZ-, 5 UVWXYZ-, 6 TUVWXYZ-Wing",
     NPE_PARAM_INT, 3, 6, 3}};

class AlsWing {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "sukaku.als_wing",
       .name = "WXYZ-Wing family",
       .description =
           "an almost locked set of 3..6 cells seeing each other and a bivalue cell sharing a restricted digit "
           "(Sukaku Explainer's WXYZ- .. TUVWXYZ-Wing)",
       .default_points = 0,
       .default_rating_x10 = 55,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kAlsWingParams);

  explicit AlsWing(const sdk::Params& params) : size_(static_cast<int>(params.get("size"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const sdk::DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    found_.clear();
    seen_sets_.clear();
    for (int house = 0; house < sdk::kHouses; ++house) {
      int cells[9];
      int n = 0;
      for (const int cell : sdk::kHouseCells[house]) {
        if (position.digit(cell) == 0 && sdk::count_digits(position.candidates(cell)) >= 2) cells[n++] = cell;
      }
      choose(position, table, cells, n, 0, 0, CellSet{}, 0);
    }
    std::stable_sort(found_.begin(), found_.end(), [](const Found& a, const Found& b) {
      if (a.rating_x10 != b.rating_x10) return a.rating_x10 < b.rating_x10;
      if (a.eliminations.size() != b.eliminations.size()) return a.eliminations.size() > b.eliminations.size();
      return a.suffix > b.suffix;
    });
    for (const Found& found : found_) {
      if (!report(position, found, sink)) return;
    }
  }

 private:
  struct Found {
    CellSet set;
    sdk::Mask digits = 0;
    int pivot = 0;  // the bivalue cell
    int x = 0, z = 0;
    bool doubly = false;
    int rating_x10 = 0;
    std::string suffix;  // Sukaku Explainer's: 2 doubly linked (else 1), the largest cell, the set's candidates
    std::vector<std::pair<int, int>> eliminations;  // (cell, digit)
  };

  /** Subsets of the house's cells of `size_`, at most size_ + 1 digits so far. */
  void choose(const sdk::Position& position, const sdk::DigitTable& table, const int* cells, int n, int from, int taken,
              CellSet set, sdk::Mask digits) {
    if (taken == size_) {
      if (sdk::count_digits(digits) != size_ + 1) return;
      if (std::find(seen_sets_.begin(), seen_sets_.end(), set) != seen_sets_.end()) return;  // box-line overlap
      seen_sets_.push_back(set);
      wings_of(position, table, set, digits);
      return;
    }
    for (int i = from; i < n; ++i) {
      const sdk::Mask more = digits | position.candidates(cells[i]);
      if (sdk::count_digits(more) > size_ + 1) continue;
      CellSet next = set;
      next.add(cells[i]);
      choose(position, table, cells, n, i + 1, taken + 1, next, more);
    }
  }

  /** The set's cells holding `digit`. */
  static CellSet places(const sdk::DigitTable& table, CellSet set, int digit) { return set & table.cells[digit]; }

  void wings_of(const sdk::Position& position, const sdk::DigitTable& table, CellSet set, sdk::Mask digits) {
    int largest = 0, candidates = 0;
    set.for_each([&](int cell) {
      largest = std::max(largest, sdk::count_digits(position.candidates(cell)));
      candidates += sdk::count_digits(position.candidates(cell));
    });
    CellSet reach;
    set.for_each([&](int cell) { reach |= kPeerSet[cell]; });
    reach = reach.minus(set);
    reach.for_each([&](int pivot) {
      const sdk::Mask pair = position.candidates(pivot);
      if (position.digit(pivot) != 0 || sdk::count_digits(pair) != 2 || (pair & ~digits) != 0) return;
      const int a = std::countr_zero(pair) + 1;
      const int b = std::countr_zero(static_cast<unsigned>(pair & (pair - 1))) + 1;
      const bool a_restricted = kPeerSet[pivot].contains(places(table, set, a));
      const bool b_restricted = kPeerSet[pivot].contains(places(table, set, b));
      if (!a_restricted && !b_restricted) return;
      Found found;
      found.set = set;
      found.digits = digits;
      found.pivot = pivot;
      found.x = a_restricted ? a : b;
      found.z = a_restricted ? b : a;
      found.doubly = a_restricted && b_restricted;
      found.rating_x10 = rating_x10(largest);
      found.suffix = std::string(found.doubly ? "2" : "1") + std::to_string(largest) + std::to_string(candidates);
      const CellSet wing = set | CellSet::of(pivot);
      const auto eliminate = [&](int digit) {
        const CellSet holders = places(table, set, digit) | (has_digit(pair, digit) ? CellSet::of(pivot) : CellSet{});
        (sdk::common_peers(holders) & table.cells[digit]).minus(wing).for_each([&](int cell) {
          found.eliminations.push_back({cell, digit});
        });
      };
      if (found.doubly) {
        for (int digit = 1; digit <= 9; ++digit) {
          if (has_digit(digits, digit)) eliminate(digit);
        }
      } else {
        eliminate(found.z);
      }
      if (!found.eliminations.empty()) found_.push_back(std::move(found));
    });
  }

  static bool has_digit(sdk::Mask mask, int digit) { return sdk::has_digit(mask, digit); }

  int rating_x10(int largest) const {
    switch (size_) {
      case 3: return 55 + (1 - std::abs(3 - largest));
      case 4: return 62 + (2 - std::abs(3 - largest));
      case 5: return 66;
      default: return 75;
    }
  }

  static const char* name_of(int size) {
    switch (size) {
      case 3: return "WXYZ-Wing";
      case 4: return "VWXYZ-Wing";
      case 5: return "UVWXYZ-Wing";
      default: return "TUVWXYZ-Wing";
    }
  }

  bool report(const sdk::Position& position, const Found& found, sdk::StepSink& sink) {
    step_.reset();
    step_.set_rating_x10(found.rating_x10);
    for (const auto& [cell, digit] : found.eliminations) step_.eliminate(cell, digit);
    (found.set | CellSet::of(found.pivot)).for_each([&](int cell) { step_.add_cell(cell); });
    step_.add_digits(found.digits);
    int set_cells[8];
    const int n = found.set.to_array(set_cells);
    const int als = step_.add_als(set_cells, n, found.digits);
    const auto set_node = [&](int digit, npe_link_kind link) {
      int cells[9];
      int m = 0;
      found.set.for_each([&](int cell) {
        if (sdk::has_digit(position.candidates(cell), digit)) cells[m++] = cell;
      });
      step_.add_node(NPE_NODE_ALS, digit, cells, m, link, false, als);
    };
    if (found.doubly) {
      step_.begin_chain(NPE_CHAIN_LOOP);
      step_.add_candidate_node(found.pivot, found.x, NPE_LINK_STRONG);
      step_.add_candidate_node(found.pivot, found.z, NPE_LINK_WEAK);
      set_node(found.z, NPE_LINK_STRONG);
      set_node(found.x, NPE_LINK_WEAK);
    } else {
      step_.begin_chain(NPE_CHAIN_OPEN);
      step_.add_candidate_node(found.pivot, found.z, NPE_LINK_STRONG);
      step_.add_candidate_node(found.pivot, found.x, NPE_LINK_WEAK);
      set_node(found.x, NPE_LINK_STRONG);
      set_node(found.z, NPE_LINK_END);
    }
    // "VWXYZ-Wing: r1c1,r1c2,r1c5,r1c7 {12345} with r3c3 {15}, x=1, z=5" (doubly linked: "z=5 (double link)").
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put(name_of(size_));
    text.put(": ");
    sdk::put_hodoku_cells(text, found.set);
    text.put(" {");
    text.put_digits(found.digits);
    text.put("} with ");
    sdk::put_cell(text, found.pivot);
    text.put(" {");
    text.put_digits(position.candidates(found.pivot));
    text.put("}, x=");
    text.put_digit(found.x);
    text.put(", z=");
    text.put_digit(found.z);
    if (found.doubly) text.put(" (double link)");
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  int size_;
  std::vector<Found> found_;
  std::vector<CellSet> seen_sets_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::sukaku
