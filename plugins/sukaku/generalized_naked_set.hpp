// Sukaku Explainer's Generalized Naked Sets (docs/techniques.md "Sukaku Explainer ratings"): `size`
// cells of one house, each holding at least two candidates, hold `size` digits between them, so each
// of those digits is in one of them; a cell seeing every cell of the set that holds a digit loses
// that digit, in the house and beyond it (a digit whose places in the set share a block and a line
// leaves both). The house must have at least 2 x `size` empty cells (as Sudoku Explainer's naked sets:
// else the complementary hidden set is the smaller), so on a 9-cell house sizes 5 and 6 never apply.
// Definition, ratings (3.0, 3.6, 5.0, 5.6, 6.5 for sizes 2..6) and wording from
// SudokuMonster/SukakuExplainer@362854e, diuf/sudoku/solver/rules/NakedSetGen.java and
// NakedSetGenHint.java (read, not copied). Off by default in every Sukaku Explainer version
// (Settings.init), so in neither sukaku engine type. Steps come in Sukaku Explainer's search order
// (its first hint is the one it applies): blocks, columns, then rows; per house the sets in the order
// of Sudoku Explainer's Permutations (increasing bit masks of the cells' places in the house). A set
// lying in a block and a line is reported once, for the block (the same eliminations either way).
// Evidence: set logic, the set's cells as bases and per digit a house holding every place of it in
// the set as the covers (rank 0), one record per choice of houses that removes something.
// Text: "Generalized Naked Pair: Cells r1c2,r1c3: 1,2 in row".
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <algorithm>
#include <bit>
#include <vector>

#include "sukaku_text.hpp"

namespace npe::plugins::sukaku {

inline constexpr npe_param_desc kGeneralizedNakedSetParams[] = {
    {sizeof(npe_param_desc), "size",
     "cells and digits of the set: 2 pair .. 6 sextuplet (5 and 6 need 10, 12 empty "
     "cells in a house: never on a 9x9 grid)",
     NPE_PARAM_INT, 2, 6, 2}};

class GeneralizedNakedSet {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "sukaku.generalized_naked_set",
       .name = "Generalized Naked Sets",
       .description = "n cells of a house holding n digits: each digit leaves the cells seeing all its places in "
                      "the set (Sukaku Explainer's Generalized Naked Pair .. Sextuplet)",
       .default_points = 0,
       .default_rating_x10 = 30,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kGeneralizedNakedSetParams);

  explicit GeneralizedNakedSet(const sdk::Params& params) : size_(static_cast<int>(params.get("size"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const sdk::DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    seen_sets_.clear();
    // Sukaku Explainer's naked-set order: blocks, columns, rows.
    for (const int first : {kSukakuRegionOrder[0], kSukakuRegionOrder[2], kSukakuRegionOrder[1]}) {
      for (int house = first; house < first + 9; ++house) {
        if (!search_house(position, table, house, sink)) return;
      }
    }
  }

 private:
  /** The sets of one house; false when the sink wants no more. */
  bool search_house(const sdk::Position& position, const sdk::DigitTable& table, int house, sdk::StepSink& sink) {
    unsigned usable = 0;  // places (bit k: kHouseCells[house][k]) of cells with two candidates or more
    int empty = 0;
    for (int k = 0; k < 9; ++k) {
      const int cell = sdk::kHouseCells[house][k];
      if (position.digit(cell) != 0) continue;
      ++empty;
      if (sdk::count_digits(position.candidates(cell)) >= 2) usable |= 1u << k;
    }
    if (empty < 2 * size_) return true;
    for (unsigned mask = 0; mask < 512; ++mask) {  // increasing masks: Sudoku Explainer's Permutations order
      if (std::popcount(mask) != size_ || (mask & ~usable) != 0) continue;
      CellSet set;
      sdk::Mask digits = 0;
      for (int k = 0; k < 9; ++k) {
        if ((mask >> k) & 1u) {
          set.add(sdk::kHouseCells[house][k]);
          digits |= position.candidates(sdk::kHouseCells[house][k]);
        }
      }
      if (sdk::count_digits(digits) != size_) continue;
      if (std::find(seen_sets_.begin(), seen_sets_.end(), set) != seen_sets_.end()) continue;  // block and line
      seen_sets_.push_back(set);
      if (!report(table, house, set, digits, sink)) return false;
    }
    return true;
  }

  /** Every house holding all of `places` (one to three of them). */
  static int houses_holding(CellSet places, int* out) {
    int n = 0;
    for (const int house : sdk::houses_of(places.first())) {
      if (places.subset_of(sdk::kHouseSet[house])) out[n++] = house;
    }
    return n;
  }

  /** One rank-0 record: the set's cells as bases; each digit covered in `house`, except `digit`,
   *  covered in `cover`. */
  void add_record(CellSet set, sdk::Mask digits, int house, int digit, int cover) {
    step_.begin_set_logic();
    set.for_each([&](int cell) { step_.add_set(NPE_SET_BASE, NPE_SET_CELL, cell, 0); });
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(digits, d)) continue;
      const int h = d == digit ? cover : house;
      step_.add_set(NPE_SET_COVER, set_kind(h), h % 9, d);
    }
  }

  /** Emits the set's step when it removes something; false when the sink wants no more. */
  bool report(const sdk::DigitTable& table, int house, CellSet set, sdk::Mask digits, sdk::StepSink& sink) {
    step_.reset();
    step_.set_rating_x10(rating_x10());
    bool any = false, in_house = false;
    for (int digit = 1; digit <= 9; ++digit) {
      if (!sdk::has_digit(digits, digit)) continue;
      const CellSet victims = sdk::common_peers(set & table.cells[digit]) & table.cells[digit];
      victims.for_each([&](int cell) { step_.eliminate(cell, digit); });
      any |= !victims.empty();
      in_house |= victims.intersects(sdk::kHouseSet[house]);
    }
    if (!any) return true;
    set.for_each([&](int cell) { step_.add_cell(cell); });
    step_.add_digits(digits);
    step_.add_base_house(house);
    if (in_house) add_record(set, digits, house, 0, house);
    // A digit's victims outside the house lie in another house holding all its places in the set
    // (a line for a block, a block for a line, or a lone place's other houses): one record for each.
    for (int digit = 1; digit <= 9; ++digit) {
      if (!sdk::has_digit(digits, digit)) continue;
      const CellSet places = set & table.cells[digit];
      const CellSet victims = sdk::common_peers(places) & table.cells[digit];
      int holding[3];
      const int n = houses_holding(places, holding);
      for (int i = 0; i < n; ++i) {
        if (holding[i] != house && victims.intersects(sdk::kHouseSet[holding[i]])) {
          add_record(set, digits, house, digit, holding[i]);
        }
      }
    }
    put_text(house, set, digits);
    return sink.emit(step_);
  }

  void put_text(int house, CellSet set, sdk::Mask digits) {
    static constexpr const char* kNames[] = {"Pair", "Triplet", "Quad", "Quintuplet", "Sextuplet"};
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put("Generalized Naked ");
    text.put(kNames[size_ - 2]);
    text.put(": ");
    put_sukaku_cells(text, set);
    text.put(": ");
    text.put_digits(digits, ",");
    text.put(" in ");
    text.put(sukaku_region_kind(house));
    step_.set_text("%s", buffer);
  }

  int rating_x10() const {
    static constexpr int kRatings[] = {30, 36, 50, 56, 65};
    return kRatings[size_ - 2];
  }

  int size_;
  std::vector<CellSet> seen_sets_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::sukaku
