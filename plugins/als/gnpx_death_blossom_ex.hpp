// ALS Death Blossom Ex, GNPX's ALS_DeathBlossomEx (GNPX v5.84, "5 GNPX_analyzer/54 ALS AnLS/544
// e_GNPZ_An30_ALSDeathBlossom.cs", the `connected` search; GNPX's docs page53a.html): a Death Blossom
// whose stem is one of its own petals. A stem cell with 2..4 candidates, a digit z of the stem, and for
// every other stem digit d an almost locked set (petal) whose d-cells all see the stem; every petal
// holds z. Whatever the stem holds, it is z, or its petal loses that digit and is locked, so it holds z:
// z is in the stem or some petal, and a z that sees the stem and every z of the petals goes.
// Petals may share cells and one set may be the petal of two digits (GNPX does not forbid either).
//
// Scan order (GNPX's): stems with 2, 3, 4 candidates, each r1c1..r9c9; the petal-less digit z ascending;
// petals per stem digit in ALS list order. Text (GNPX's message on one line): "ALS Death BlossomEx
// [connected] Stem cell: r5c5 #123 -#1- r4c46 #139 -#2- r5c1 #29" (" [overlap,connected]" when petals
// share a cell).
// Evidence: per elimination a verity over the stem: (z, stem) -z- (z, target), and for every other
// stem digit d the open chain (d, stem) -d- (d, petal) =petal= (z, petal) -z- (z, target).
//
// What npe does differently: GNPX lists only "pure" almost locked sets of at most ALSSizeMax cells; npe
// uses every almost locked set.
#pragma once

#include <npe/sdk/describe.hpp>

#include "als_evidence.hpp"

namespace npe::plugins::als {

class GnpxDeathBlossomEx {
 public:
  static constexpr int kMinStem = 2;
  static constexpr int kMaxStem = 4;
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.gnpx_death_blossom_ex",
       .name = "ALS Death Blossom Ex",
       .description = "GNPX's ALS_DeathBlossomEx: a stem cell of 2..4 candidates, one of them z, with an almost "
                      "locked set seeing it for each other candidate, all holding z: z leaves the cells seeing the "
                      "stem and every z of these sets",
       .default_points = 380,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit GnpxDeathBlossomEx(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    AlsCollection& collection = thread_collection();
    collection.update(position);
    sets_ = &collection.sets();
    cells_ = &collection.digit_cells();
    index_petals();
    for (int size = kMinStem; size <= kMaxStem; ++size) {
      for (int stem = 0; stem < 81; ++stem) {
        if (position.digit(stem) != 0) continue;
        const sdk::Mask digits = position.candidates(stem);
        if (sdk::count_digits(digits) != size) continue;
        stem_ = stem;
        stem_digits_ = digits;
        for (sdk::Mask m = digits; m != 0; m &= m - 1) {
          z_ = sdk::first_digit(m);
          const sdk::Mask petal_digits = static_cast<sdk::Mask>(digits & ~sdk::digit_bit(z_));
          // Targets see the stem and hold z; each petal narrows them to the cells seeing its z's.
          const CellSet targets = sdk::kPeerSet[stem] & cells_->with[z_];
          if (targets.empty()) continue;
          if (!choose(sdk::first_digit(petal_digits), petal_digits, CellSet{}, targets, sink)) return;
        }
      }
    }
  }

 private:
  /** petals_[cell * 9 + d - 1]: the sets whose d-cells all see `cell` (which holds d, outside the set). */
  void index_petals() {
    for (auto& list : petals_) list.clear();
    const auto& sets = *sets_;
    for (std::uint32_t i = 0; i < sets.size(); ++i) {
      for (sdk::Mask m = sets[i].digits; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m);
        for (CellSet cells = sets[i].buddies[d]; !cells.empty();) petals_[cells.pop_first() * 9 + d].push_back(i);
      }
    }
  }

  bool choose(int digit, sdk::Mask rest, CellSet used, const CellSet& targets, sdk::StepSink& sink) {
    const sdk::Mask next_rest = static_cast<sdk::Mask>(rest & ~sdk::digit_bit(digit));
    for (std::uint32_t index : petals_[stem_ * 9 + digit - 1]) {
      const Als& petal = (*sets_)[index];
      if (!sdk::has_digit(petal.digits, z_)) continue;
      const CellSet narrowed = targets & petal.buddies_of(z_);
      if (narrowed.empty()) continue;
      petal_[digit] = index;
      overlap_[digit] = petal.cells.intersects(used);
      if (next_rest != 0) {
        if (!choose(sdk::first_digit(next_rest), next_rest, used | petal.cells, narrowed, sink)) return false;
      } else if (!emit(sink, narrowed)) {
        return false;
      }
    }
    return true;
  }

  bool emit(sdk::StepSink& sink, const CellSet& targets) {
    const sdk::Mask petal_digits = static_cast<sdk::Mask>(stem_digits_ & ~sdk::digit_bit(z_));
    step_.reset(static_cast<std::uint32_t>(sdk::count_digits(petal_digits)));
    for (CellSet t = targets; !t.empty();) step_.eliminate(t.pop_first(), z_);
    step_.add_digits(stem_digits_);
    CellSet cells = CellSet::of(stem_);
    int index[10] = {};
    bool overlap = false;
    for (sdk::Mask s = petal_digits; s != 0; s &= s - 1) {
      const int d = sdk::first_digit(s);
      const Als& petal = (*sets_)[petal_[d]];
      cells |= petal.cells;
      overlap |= overlap_[d];
      index[d] = add_set(step_, petal);  // a set that is two digits' petal is listed twice
    }
    add_cells(step_, cells);
    for (CellSet t = targets; !t.empty();) {
      const int target = t.pop_first();
      if (!step_.begin_chain(NPE_CHAIN_OPEN)) break;
      step_.add_candidate_node(stem_, z_, NPE_LINK_WEAK);
      step_.add_candidate_node(target, z_, NPE_LINK_END);
      for (sdk::Mask s = petal_digits; s != 0; s &= s - 1) {
        const int d = sdk::first_digit(s);
        const Als& petal = (*sets_)[petal_[d]];
        if (!step_.begin_chain(NPE_CHAIN_OPEN)) break;
        step_.add_candidate_node(stem_, d, NPE_LINK_WEAK);
        add_als_node(step_, petal, index[d], d, NPE_LINK_STRONG);
        add_als_node(step_, petal, index[d], z_, NPE_LINK_WEAK);
        step_.add_candidate_node(target, z_, NPE_LINK_END);
      }
    }
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put(overlap ? "ALS Death BlossomEx [overlap,connected] Stem cell: "
                     : "ALS Death BlossomEx [connected] Stem cell: ");
    sdk::put_cell(text, stem_);
    text.put(" #");
    text.put_digits(stem_digits_);
    for (sdk::Mask s = petal_digits; s != 0; s &= s - 1) {
      const int d = sdk::first_digit(s);
      const Als& petal = (*sets_)[petal_[d]];
      text.put(" -#");
      text.put_digit(d);
      text.put("- ");
      sdk::put_gnpx_cells(text, petal.cells);
      text.put(" #");
      text.put_digits(petal.digits);
    }
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  const std::vector<Als>* sets_ = nullptr;
  const sdk::CandidateCells* cells_ = nullptr;
  std::vector<std::uint32_t> petals_[81 * 9];
  int stem_ = 0;
  sdk::Mask stem_digits_ = 0;
  int z_ = 0;
  std::uint32_t petal_[10] = {};
  bool overlap_[10] = {};
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::als
