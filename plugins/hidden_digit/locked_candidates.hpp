// The seed's hidden digit (隠れ数字, docs/seed-notes.md, Hidden digit): a digit whose candidates in one house (the
// base) all lie in a second house (the cover) can go nowhere else in the cover, so it is removed from the cover's cells
// outside the base. Pointing: base = block, cover = row or column. Claiming: base = row or column, cover = block. Both
// are "Locked Candidates" in HoDoKu / Sudoku Explainer terms.
//
// Only digits with two or three candidate cells in the base count: one cell is a hidden single (the
// box/row/col techniques' move), as in HoDoKu. A step is reported only when it eliminates something.
//
// Step text (docs/techniques.md): "Locked Candidates (pointing) #5 b1/r1 r1c23" = digit 5, base
// house b1, cover house r1, candidate cells r1c23 (GNPX-style cell list); claiming likewise with
// base/cover swapped: "Locked Candidates (claiming) #5 r1/b1 r1c23". The host appends the
// eliminations (" => r1c7<>5 ..."). Evidence: cells, digit, base house, cover house.
// Kind: 0 = cover is a row, 1 = a column, 2 = a block.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

namespace npe::plugins {

/** Reports the locked-candidates step of `digit` from `base` into `cover`, if it eliminates
 *  anything; returns false when the sink wants no more steps. */
inline bool report_locked(const sdk::Position& position, sdk::StepSink& sink, sdk::StepBuilder& step, const char* name,
                          int digit, int base, int cover, unsigned places) {
  int cells[9];
  int count = 0;
  for (int k = 0; k < 9; ++k) {
    if (places & (1u << k)) cells[count++] = sdk::kHouseCells[base][k];
  }
  step.reset(static_cast<std::uint32_t>(cover / 9));
  const sdk::Mask bit = sdk::digit_bit(digit);
  for (int cell : sdk::kHouseCells[cover]) {
    if (position.digit(cell) == 0 && (position.candidates(cell) & bit) && sdk::houses_of(cell)[base / 9] != base) {
      step.eliminate(cell, digit);
    }
  }
  if (step.elimination_count() == 0) return true;
  for (int i = 0; i < count; ++i) step.add_cell(cells[i]);
  step.add_digits(sdk::digit_bit(digit));
  step.add_base_house(base);
  step.add_cover_house(cover);
  char base_name[4], cover_name[4], cell_list[64];
  sdk::format_house(base_name, sizeof base_name, base);
  sdk::format_house(cover_name, sizeof cover_name, cover);
  sdk::format_gnpx_cells(cell_list, sizeof cell_list, cells, count);
  step.set_text("Locked Candidates (%s) #%d %s/%s %s", name, digit, base_name, cover_name, cell_list);
  return sink.emit(step);
}

/** The one house of kind [first, first+9) holding every cell in `places` of `base`, or -1. */
inline int common_house(int base, unsigned places, int first) {
  int house = -1;
  for (int k = 0; k < 9; ++k) {
    if (!(places & (1u << k))) continue;
    const int cell = sdk::kHouseCells[base][k];
    const int here = first == 0 ? sdk::row_of(cell) : first == 9 ? 9 + sdk::col_of(cell) : 18 + sdk::block_of(cell);
    if (house != -1 && house != here) return -1;
    house = here;
  }
  return house;
}

/** Pointing. Scan order: blocks 1..9, inside each block digits 1..9 (the box technique's order);
 *  a digit's cells in a block share at most one line, so each (block, digit) gives at most one step. */
struct PointingTechnique {
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0100", "", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "hidden_digit.pointing",
       .name = "Hidden digit (pointing)",
       .description = "a digit confined to one row or column inside a block leaves that line outside the block",
       .default_points = 11,
       .default_rating_x10 = 26,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglibCodes);

  explicit PointingTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int block = 0; block < 9; ++block) {
      const int base = 18 + block;
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(base, digit);
        const int count = std::popcount(places);
        if (count < 2 || count > 3) continue;
        for (int first : {0, 9}) {
          const int cover = common_house(base, places, first);
          if (cover >= 0 && !report_locked(position, sink, step_, "pointing", digit, base, cover, places)) return;
        }
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

/** Claiming. Scan order: rows 1..9, then columns 1..9, inside each line digits 1..9. */
struct ClaimingTechnique {
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0101", "", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "hidden_digit.claiming",
       .name = "Hidden digit (claiming)",
       .description = "a digit confined to one block inside a row or column leaves the rest of that block",
       .default_points = 12,
       .default_rating_x10 = 28,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglibCodes);

  explicit ClaimingTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int base = 0; base < 18; ++base) {
      for (int digit = 1; digit <= 9; ++digit) {
        const unsigned places = position.places_for(base, digit);
        const int count = std::popcount(places);
        if (count < 2 || count > 3) continue;
        const int cover = common_house(base, places, 18);
        if (cover >= 0 && !report_locked(position, sink, step_, "claiming", digit, base, cover, places)) return;
      }
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins
