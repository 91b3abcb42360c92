// Subset Exclusion, GNPX's SubsetExclusion and SubsetExclusionALS (GNPX v5.84, "5 GNPX_analyzer/60 new
// Algorithms ... development/61 SubsetExclusion/611 e_GNPv6_SubsetExclusionALS.cs" and "612
// e_GNPv6_SubsetFunctions.cs"), for stems of two cells: Sudoku Explainer's Aligned Pair Exclusion
// without the alignment. A stem is two empty cells anywhere; a pair of digits (d in the first, e in the
// second) is excluded when d = e and the cells see each other, when a bivalue cell {d,e} (a leaf) sees
// both, or (`als: 1`) when an almost locked set off the stem has d and e as restricted commons with it
// (every d of the stem and of the set in one house, and every e) and so would lose two digits. A stem
// candidate that every pair holding it excludes goes.
//
// Scan order (GNPX's): stems in cell order (first cell, then second), leaves in ALS list order (cells
// first, then sets of two cells or more). Text (GNPX's short message): "SubsetExclusion Stem: r1c1 r5c5
// Leaf: r1c5 #12 r5c1 #23" ("SubsetExclusion_with_ALS ... Leaf: r1c5 #12 ALS:r4c56" when a set is used);
// only the leaves that excluded some pair are listed.
// Evidence: per elimination d of stem cell c, a verity over the other stem cell c2: for each candidate e
// of c2 one chain from c2 = e to c <> d: (d, c2) -d- (d, c) for d = e; (e, c2) -e- (e, leaf) =leaf=
// (d, leaf) -d- (d, c) through the first leaf or set that excludes the pair.
//
// What npe does differently: GNPX also searches stems of three cells (their proof needs a verity over
// pairs of cells, which the ABI's chains cannot carry: not in npe yet); GNPX lists only "pure" almost
// locked sets of at most five cells, npe uses every one.
#pragma once

#include <algorithm>

#include <npe/sdk/describe.hpp>

#include "als_evidence.hpp"

namespace npe::plugins::als {

class GnpxSubsetExclusion {
 public:
  static constexpr npe_param_desc kParams[] = {{sizeof(npe_param_desc), "als",
                                                "1: almost locked sets exclude pairs too (GNPX's SubsetExclusionALS)",
                                                NPE_PARAM_INT, 0, 1, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.gnpx_subset_exclusion",
       .name = "Subset Exclusion",
       .description = "GNPX's SubsetExclusion for two stem cells: a candidate of one that every candidate of the "
                      "other excludes (same digit in seeing cells, a bivalue cell seeing both, or with `als` an "
                      "almost locked set that would lose two digits) goes",
       .default_points = 320,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  explicit GnpxSubsetExclusion(const sdk::Params& params) : als_(params.get("als") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    AlsCollection& collection = thread_collection();
    collection.update(position);
    sets_ = &collection.sets();
    position_ = &position;
    const CellSet empty = collection.digit_cells().empty;
    for (CellSet firsts = empty; !firsts.empty();) {
      const int first = firsts.pop_first();
      for (CellSet seconds = empty & CellSet::after(first); !seconds.empty();) {
        stem_[0] = first;
        stem_[1] = seconds.pop_first();
        if (!search(sink)) return;
      }
    }
  }

 private:
  /** Why a pair (d in stem 0, e in stem 1) is excluded: -1 not, -2 same digit in seeing cells, else the
   *  index of the leaf (a set of the list) that excludes it. */
  int excluded_by(int d, int e) const {
    if (d == e) return sdk::sees(stem_[0], stem_[1]) ? -2 : -1;
    const auto pair = static_cast<sdk::Mask>(sdk::digit_bit(d) | sdk::digit_bit(e));
    for (std::uint32_t index : leaves_) {
      if (leaf_digits_[index] == pair) return static_cast<int>(index);
    }
    return -1;
  }

  /** The leaves of the current stem and, per leaf, the two digits it excludes together. */
  void collect_leaves() {
    leaves_.clear();
    const auto& sets = *sets_;
    if (leaf_digits_.size() < sets.size()) leaf_digits_.resize(sets.size());
    const CellSet stem = CellSet::of(stem_[0]) | CellSet::of(stem_[1]);
    const auto stem_digits = static_cast<sdk::Mask>(position_->candidates(stem_[0]) | position_->candidates(stem_[1]));
    const CellSet seeing_both = sdk::kPeerSet[stem_[0]] & sdk::kPeerSet[stem_[1]];
    const CellSet seeing_either = sdk::kPeerSet[stem_[0]] | sdk::kPeerSet[stem_[1]];
    // GNPX's order: the cells (sets of one cell), then the larger sets, each in list order.
    for (int pass = 0; pass < (als_ ? 2 : 1); ++pass) {
      for (std::uint32_t i = 0; i < sets.size(); ++i) {
        const Als& set = sets[i];
        if ((set.size == 1) != (pass == 0)) continue;
        if (set.size == 1) {
          // A bivalue cell seeing both stem cells, its digits among theirs.
          if (!set.cells.subset_of(seeing_both) || (set.digits & ~stem_digits) != 0) continue;
          leaf_digits_[i] = set.digits;
        } else {
          // A set off the stem whose every cell sees a stem cell; its restricted commons with the stem:
          // digits whose candidates in the stem and in the set all lie in one house.
          if (set.cells.intersects(stem) || !set.cells.subset_of(seeing_either)) continue;
          sdk::Mask rcc = 0;
          for (sdk::Mask m = set.digits & stem_digits; m != 0; m &= m - 1) {
            const int d = sdk::first_digit(m);
            CellSet holders = set.cells_with(d);
            for (int k = 0; k < 2; ++k) {
              if (sdk::has_digit(position_->candidates(stem_[k]), d)) holders.add(stem_[k]);
            }
            if (one_house(holders)) rcc = static_cast<sdk::Mask>(rcc | sdk::digit_bit(d));
          }
          if (sdk::count_digits(rcc) != 2) continue;  // more than two never fit a pair of digits
          leaf_digits_[i] = rcc;
        }
        leaves_.push_back(i);
      }
    }
  }

  static bool one_house(const CellSet& cells) {
    for (int house = 0; house < 27; ++house) {
      if (cells.subset_of(sdk::kHouseSet[house])) return true;
    }
    return false;
  }

  bool search(sdk::StepSink& sink) {
    const sdk::Mask digits[2] = {position_->candidates(stem_[0]), position_->candidates(stem_[1])};
    collect_leaves();
    // kept[k]: the digits of stem cell k in some pair that is not excluded.
    sdk::Mask kept[2] = {0, 0};
    for (sdk::Mask a = digits[0]; a != 0; a &= a - 1) {
      for (sdk::Mask b = digits[1]; b != 0; b &= b - 1) {
        const int d = sdk::first_digit(a), e = sdk::first_digit(b);
        if (excluded_by(d, e) != -1) continue;
        kept[0] = static_cast<sdk::Mask>(kept[0] | sdk::digit_bit(d));
        kept[1] = static_cast<sdk::Mask>(kept[1] | sdk::digit_bit(e));
      }
    }
    if (kept[0] == digits[0] && kept[1] == digits[1]) return true;
    return emit(sink, digits, kept);
  }

  bool emit(sdk::StepSink& sink, const sdk::Mask (&digits)[2], const sdk::Mask (&kept)[2]) {
    step_.reset(0);
    std::vector<std::uint32_t>& used = used_;  // the leaves used, each listed once as evidence
    std::vector<int>& step_index = step_index_;
    used.clear();
    step_index.clear();
    for (int k = 0; k < 2; ++k) {
      for (sdk::Mask m = static_cast<sdk::Mask>(digits[k] & ~kept[k]); m != 0; m &= m - 1)
        step_.eliminate(stem_[k], sdk::first_digit(m));
    }
    step_.add_digits(static_cast<sdk::Mask>(digits[0] | digits[1]));
    step_.add_cell(stem_[0]);
    step_.add_cell(stem_[1]);
    // Per elimination (d of stem cell k) one chain per candidate e of the other cell.
    bool any_set = false;
    for (int k = 0; k < 2; ++k) {
      const int cell = stem_[k], other = stem_[1 - k];
      for (sdk::Mask m = static_cast<sdk::Mask>(digits[k] & ~kept[k]); m != 0; m &= m - 1) {
        const int d = sdk::first_digit(m);
        for (sdk::Mask o = digits[1 - k]; o != 0; o &= o - 1) {
          const int e = sdk::first_digit(o);
          const int by = k == 0 ? excluded_by(d, e) : excluded_by(e, d);
          if (!step_.begin_chain(NPE_CHAIN_OPEN)) break;
          if (by == -2) {
            step_.add_candidate_node(other, d, NPE_LINK_WEAK);
            step_.add_candidate_node(cell, d, NPE_LINK_END);
            continue;
          }
          const Als& leaf = (*sets_)[static_cast<std::uint32_t>(by)];
          const auto at = std::find(used.begin(), used.end(), static_cast<std::uint32_t>(by));
          int index = 0;
          if (at == used.end()) {
            used.push_back(static_cast<std::uint32_t>(by));
            index = add_set(step_, leaf);
            step_index.push_back(index);
          } else {
            index = step_index[static_cast<std::size_t>(at - used.begin())];
          }
          any_set |= leaf.size > 1;
          step_.add_candidate_node(other, e, NPE_LINK_WEAK);
          add_als_node(step_, leaf, index, e, NPE_LINK_STRONG);
          add_als_node(step_, leaf, index, d, NPE_LINK_WEAK);
          step_.add_candidate_node(cell, d, NPE_LINK_END);
        }
      }
    }
    std::sort(used.begin(), used.end());
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put(any_set ? "SubsetExclusion_with_ALS Stem: " : "SubsetExclusion Stem: ");
    sdk::put_cell(text, stem_[0]);
    text.put(' ');
    sdk::put_cell(text, stem_[1]);
    text.put(" Leaf:");
    for (int pass = 0; pass < 2; ++pass) {
      for (std::uint32_t index : used) {
        const Als& leaf = (*sets_)[index];
        if ((leaf.size == 1) != (pass == 0)) continue;
        text.put(' ');
        if (leaf.size == 1) {
          sdk::put_cell(text, leaf.cells.first());
          text.put(" #");
          text.put_digits(leaf.digits);
        } else {
          text.put("ALS:");
          sdk::put_gnpx_cells(text, leaf.cells);
        }
      }
    }
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  bool als_;
  const std::vector<Als>* sets_ = nullptr;
  const sdk::Position* position_ = nullptr;
  int stem_[2] = {};
  std::vector<std::uint32_t> leaves_;
  std::vector<sdk::Mask> leaf_digits_;
  std::vector<std::uint32_t> used_;
  std::vector<int> step_index_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::als
