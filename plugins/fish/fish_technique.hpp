// Fish (GNPX; docs/seed-notes.md, GNPX fish): basic fish of size n = 2..7 and finned/sashimi fish.
//
// Basic fish: for one digit, n base lines (rows, or columns) whose candidates lie in exactly n cover
// lines (columns, or rows): the n base lines hold the digit n times, all inside the cover lines, so the
// digit leaves the cover lines' other cells. Base lines with 2..n candidates take part (a line with
// one candidate is a hidden single). Text as the seed's list: "SwordFish #3 BaseSet:R348 CoverSet:C136".
//
// Finned fish: the base candidates lie in n cover lines except some (the fins), all in one block.
// Either no fin is true (then it is a basic fish) or one is: a cover cell outside the base lines that
// sees every fin loses the digit, i.e. the cover cells of the fins' block outside the base lines.
// Every base line keeps at least one candidate in the cover. Sashimi (HoDoKu's rule): some base
// line has at most one candidate left in the cover once the fins are taken away.
// Text: "Finned Xwing #5 BaseSet:R16 CoverSet:C37 Fin:r6c2", "Sashimi SwordFish #... Fin:r4c12"
// (fins as a GNPX cell list).
//
// Scan order, `order` 0 (GNPX: row-based fish first, then column-based): base rows, then base
// columns; in each, digits 1..9; base line sets in lexicographic order; for a finned fish then the
// fins' stack (band) 1..3 and the cover sets by ascending mask. `order` 1 (HoDoKu 2.2's FishSolver,
// which returns the first fish it meets): digits 1..9, in each base rows then base columns; base
// line sets in lexicographic order; for a finned fish the cover sets (of the crosses the base lines
// meet) in lexicographic order, at most 5 fins (HoDoKu's default maxFins). `sashimi` (finned fish)
// keeps finned and sashimi fish (0), only finned fish that are not sashimi (1) or only sashimi fish
// (2): HoDoKu searches and scores them as separate techniques. Only steps that eliminate something
// are reported. Hot path: 9-bit masks, a depth-first walk that prunes on the union of the base
// candidates, fixed arrays; text built only for reported steps.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

#include "fish_lines.hpp"

namespace npe::plugins::fish {

inline constexpr npe_param_desc kBasicParams[] = {
    {sizeof(npe_param_desc), "size", "fish size n: n base lines, n cover lines (2 X-Wing .. 7 Leviathan)",
     NPE_PARAM_INT, kMinSize, kMaxSize, 2},
    {sizeof(npe_param_desc), "order",
     "scan order: 0 base rows then base columns, digits inside (GNPX); 1 digits 1..9, rows then columns inside "
     "(HoDoKu)",
     NPE_PARAM_INT, 0, 1, 0}};

inline constexpr npe_param_desc kFinnedParams[] = {
    kBasicParams[0],
    kBasicParams[1],
    {sizeof(npe_param_desc), "sashimi",
     "0 finned and sashimi fish; 1 only finned fish that are not sashimi; 2 only sashimi fish", NPE_PARAM_INT, 0, 2,
     0}};

/** Depth-first search over n-sets of a digit's base lines; `Rule` decides and reports. */
template <class Rule>
class FishSearch {
 public:
  explicit FishSearch(const sdk::Params& params)
      : size_(static_cast<int>(params.get("size"))), hodoku_order_(params.get("order") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int outer = 0; outer < (hodoku_order_ ? 9 : 2); ++outer) {
      for (int inner = 0; inner < (hodoku_order_ ? 2 : 9); ++inner) {
        const bool columns = (hodoku_order_ ? inner : outer) != 0;
        const int digit = 1 + (hodoku_order_ ? outer : inner);
        if (!find(position, sink, columns, digit)) return;
      }
    }
  }

 protected:
  int size_;
  bool hodoku_order_;
  sdk::StepBuilder step_;

 private:
  /** One digit in one orientation; returns false when the sink asked to stop. */
  bool find(const sdk::Position& position, sdk::StepSink& sink, bool columns, int digit) {
    const DigitLines lines(position, columns, digit);
    int count = 0;
    for (int line = 0; line < 9; ++line) {
      const int places = std::popcount(lines.places[line]);
      if (places >= 2 && Rule::line_fits(places, size_)) candidates_[count++] = line;
    }
    return count < size_ || visit(position, lines, sink, count, 0, 0, 0u, 0u);
  }

  /** Returns false when the sink asked to stop. */
  bool visit(const sdk::Position& position, const DigitLines& lines, sdk::StepSink& sink, int count, int index,
             int chosen, unsigned base, unsigned cover) {
    if (chosen == size_) return static_cast<Rule*>(this)->found(position, lines, sink, base, cover);
    for (int i = index; i <= count - (size_ - chosen); ++i) {
      const int line = candidates_[i];
      const unsigned with = cover | lines.places[line];
      if (!Rule::can_grow(with, size_)) continue;
      if (!visit(position, lines, sink, count, i + 1, chosen + 1, base | (1u << line), with)) return false;
    }
    return true;
  }

  int candidates_[9] = {};
};

/** n base lines, candidates in exactly n cover lines. */
class BasicFish : public FishSearch<BasicFish> {
 public:
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0300", "size=2", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0301", "size=3", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0302", "size=4", NPE_REGLIB_DIGITS, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "fish.basic",
       .name = "Fish (basic)",
       .description =
           "n rows (columns) whose candidates of a digit lie in n columns (rows): the digit leaves those lines' other "
           "cells (X-Wing, SwordFish, JellyFish, Squirmbag, Whale, Leviathan)",
       .default_points = 32,
       .default_rating_x10 = 32,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kBasicParams, kReglibCodes);
  using FishSearch::FishSearch;

  static bool line_fits(int places, int size) { return places <= size; }
  static bool can_grow(unsigned cover, int size) { return std::popcount(cover) <= size; }

  bool found(const sdk::Position&, const DigitLines& lines, sdk::StepSink& sink, unsigned base, unsigned cover) {
    if (std::popcount(cover) != size_) return true;
    step_.reset(static_cast<std::uint32_t>(size_) | (lines.columns_base ? kColumnBaseKind : 0u));
    for (int line = 0; line < 9; ++line) {
      if (base & (1u << line)) continue;
      for (unsigned m = lines.places[line] & cover; m != 0; m &= m - 1) {
        step_.eliminate(cell_of(lines.columns_base, line, std::countr_zero(m)), lines.digit);
      }
    }
    if (step_.elimination_count() == 0) return true;
    add_evidence(step_, lines, base, cover, 0u);
    char text[128];
    write_fish_text(text, sizeof text, "", size_, lines, base, cover, nullptr, 0);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  /** Cells (base candidates, ascending), digit, base and cover houses; fins = base candidates in
   *  the crosses of `fin_crosses`. Shared with the finned fish. */
  static void add_evidence(sdk::StepBuilder& step, const DigitLines& lines, unsigned base, unsigned cover,
                           unsigned fin_crosses) {
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const int line = lines.columns_base ? sdk::col_of(cell) : sdk::row_of(cell);
      const int cross = lines.columns_base ? sdk::row_of(cell) : sdk::col_of(cell);
      if (!(base & (1u << line)) || !(lines.places[line] & (1u << cross))) continue;
      step.add_cell(cell);
      if (fin_crosses & (1u << cross)) step.add_fin(cell);
    }
    step.add_digits(sdk::digit_bit(lines.digit));
    for (int line = 0; line < 9; ++line) {
      if (base & (1u << line)) step.add_base_house(lines.base_house(line));
    }
    for (int cross = 0; cross < 9; ++cross) {
      if (cover & (1u << cross)) step.add_cover_house(lines.cover_house(cross));
    }
  }
};

/** n base lines, candidates in n cover lines plus fins inside one block. */
class FinnedFish : public FishSearch<FinnedFish> {
 public:
  // HoDoKu regression-library codes this technique answers (npe reglib).
  // Finned and sashimi codes tell the two apart by the step's sashimi bit; a Siamese fish pairs a
  // finned and a sashimi one.
  static constexpr npe_reglib_code kReglibCodes[] = {{"0310", "size=2", NPE_REGLIB_DIGITS, kSashimiKind, 0},
                                                     {"0311", "size=3", NPE_REGLIB_DIGITS, kSashimiKind, 0},
                                                     {"0312", "size=4", NPE_REGLIB_DIGITS, kSashimiKind, 0},
                                                     {"0320", "size=2", NPE_REGLIB_DIGITS, kSashimiKind, kSashimiKind},
                                                     {"0321", "size=3", NPE_REGLIB_DIGITS, kSashimiKind, kSashimiKind},
                                                     {"0322", "size=4", NPE_REGLIB_DIGITS, kSashimiKind, kSashimiKind},
                                                     {"03111", "size=3", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"03121", "size=4", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"03211", "size=3", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"03221", "size=4", NPE_REGLIB_DIGITS, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "fish.finned",
       .name = "Fish (finned, sashimi)",
       .description =
           "a fish whose extra candidates (fins) lie in one block: cover cells in that block outside the base lines "
           "lose the digit (finned and sashimi X-Wing, SwordFish, JellyFish, ...)",
       .default_points = 36,
       .default_rating_x10 = 34,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kFinnedParams, kReglibCodes);
  explicit FinnedFish(const sdk::Params& params)
      : FishSearch(params), sashimi_(static_cast<int>(params.get("sashimi"))) {}

  static bool line_fits(int, int) { return true; }
  /** Some stack (band) can hold the fins: the candidates outside it fit n cover lines. */
  static bool can_grow(unsigned cover, int size) {
    for (int group = 0; group < 3; ++group) {
      if (std::popcount(cover & ~group_mask(group)) <= size) return true;
    }
    return false;
  }

  bool found(const sdk::Position&, const DigitLines& lines, sdk::StepSink& sink, unsigned base, unsigned all) {
    if (std::popcount(all) <= size_) return true;  // no fin: a basic fish
    if (hodoku_order_) return hodoku_covers(lines, sink, base, all);
    for (int group = 0; group < 3; ++group) {
      const unsigned in_group = all & group_mask(group);
      const int outside = std::popcount(all & ~group_mask(group));
      if (outside > size_) continue;
      // Keep `size_ - outside` of the group's crosses in the cover; the others hold the fins.
      for (unsigned pick = 0; pick < 8; ++pick) {
        const unsigned kept = (pick << (3 * group)) & in_group;
        if (kept != (pick << (3 * group)) || kept == in_group || std::popcount(kept) != size_ - outside) continue;
        if (!try_cover(lines, sink, base, all & ~(in_group & ~kept), in_group & ~kept, group)) return false;
      }
    }
    return true;
  }

 private:
  static constexpr int kHodokuMaxFins = 5;

  /** HoDoKu's cover search: every `size_` of the crosses in `all`, in lexicographic order; the base
   *  candidates outside the cover are the fins (1..5 of them, in one block). Returns false when the
   *  sink asked to stop. */
  bool hodoku_covers(const DigitLines& lines, sdk::StepSink& sink, unsigned base, unsigned all) {
    int crosses[9];
    int count = 0;
    for (unsigned m = all; m != 0; m &= m - 1) crosses[count++] = std::countr_zero(m);
    int pick[kMaxSize];
    for (int i = 0; i < size_; ++i) pick[i] = i;
    while (true) {
      unsigned cover = 0;
      for (int i = 0; i < size_; ++i) cover |= 1u << crosses[pick[i]];
      const unsigned fin_crosses = all & ~cover;
      int fins = 0;
      for (int line = 0; line < 9; ++line) {
        if (base & (1u << line)) fins += std::popcount(lines.places[line] & fin_crosses);
      }
      for (int group = 0; group < 3 && fins <= kHodokuMaxFins; ++group) {
        if ((fin_crosses & ~group_mask(group)) != 0) continue;
        if (!try_cover(lines, sink, base, cover, fin_crosses, group)) return false;
      }
      int i = size_ - 1;  // the next combination: the last index that can still move
      while (i >= 0 && pick[i] == count - size_ + i) --i;
      if (i < 0) return true;
      ++pick[i];
      for (int j = i + 1; j < size_; ++j) pick[j] = pick[j - 1] + 1;
    }
  }

  /** Reports the fish with this cover if its fins share a block, it is of the kind `sashimi_` keeps
   *  and it eliminates something; returns false when the sink asked to stop. */
  bool try_cover(const DigitLines& lines, sdk::StepSink& sink, unsigned base, unsigned cover, unsigned fin_crosses,
                 int group) {
    int band = -1;
    bool sashimi = false;
    for (int line = 0; line < 9; ++line) {
      if (!(base & (1u << line))) continue;
      const int in_cover = std::popcount(lines.places[line] & cover);
      if (in_cover == 0) return true;  // a base line of fins only: not a fish
      sashimi |= in_cover <= 1;
      if (lines.places[line] & fin_crosses) {
        if (band != -1 && band != line / 3) return true;  // fins in two blocks
        band = line / 3;
      }
    }
    if ((sashimi_ == 1 && sashimi) || (sashimi_ == 2 && !sashimi)) return true;
    step_.reset(static_cast<std::uint32_t>(size_) | (lines.columns_base ? kColumnBaseKind : 0u) | kFinnedKind |
                (sashimi ? kSashimiKind : 0u));
    const unsigned targets = cover & group_mask(group);  // cover crosses inside the fins' block
    for (int line = 3 * band; line < 3 * band + 3; ++line) {
      if (base & (1u << line)) continue;
      for (unsigned m = lines.places[line] & targets; m != 0; m &= m - 1) {
        step_.eliminate(cell_of(lines.columns_base, line, std::countr_zero(m)), lines.digit);
      }
    }
    if (step_.elimination_count() == 0) return true;
    BasicFish::add_evidence(step_, lines, base, cover, fin_crosses);
    int fins[sdk::kCells];
    int fin_count = 0;
    for (int line = 0; line < 9; ++line) {
      if (!(base & (1u << line))) continue;
      for (unsigned m = lines.places[line] & fin_crosses; m != 0; m &= m - 1) {
        fins[fin_count++] = cell_of(lines.columns_base, line, std::countr_zero(m));
      }
    }
    char text[160];
    write_fish_text(text, sizeof text, sashimi ? "Sashimi " : "Finned ", size_, lines, base, cover, fins, fin_count);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  int sashimi_;
};

}  // namespace npe::plugins::fish
