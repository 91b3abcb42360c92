// Death Blossom (HoDoKu's DEATH_BLOSSOM, library code 0904): a stem cell and, for each of its
// candidates d, an almost locked set (petal) whose d-cells all see the stem. Whatever the stem
// holds, its petal loses that digit and is locked, so a digit z in every petal and not in the stem
// lies in some petal: a candidate z seeing every z of every petal goes.
//
// Scan order (HoDoKu's getAlsDeathBlossomInt): stems r1c1..r9c9 (only cells whose every candidate
// has a petal), petals per digit ascending in ALS list order; petals may not overlap unless
// allow_overlap (variant 0904-2) and must keep a common digit. Text:
// "Death Blossom: [r8c6],  -1- r2c6 {19},  -4- r4c46 {459},  -5- r68c2 {569} => r6c6<>9" (HoDoKu prints
// the stem in brackets and two spaces before each petal). HoDoKu keeps at most 100 petals per stem
// digit; npe keeps them all.
// Evidence: per elimination and stem digit d the open chain (d, stem) -d- (d, petal) =petal= (z, petal)
// -z- (z, target) with first and last links WEAK (stem = d implies target <> z); the chains of all
// stem digits together are a verity over the stem cell.
#pragma once

#include <npe/sdk/describe.hpp>

#include "als_xz.hpp"

namespace npe::plugins::als {

/** The search's settings: HoDoKu's Death Blossom, or GNPX's eALS_Wing (gnpx_als_wing.hpp). */
struct BlossomForm {
  bool overlap = false;    // petals may share cells
  int stem_size = 0;       // only stems of this many candidates (0: any)
  bool gnpx_wing = false;  // one step per elimination, GNPX's eALS_Wing text
};

class DeathBlossom {
 public:
  static constexpr npe_param_desc kParams[] = {kOverlapParam};
  static constexpr npe_reglib_code kReglib[] = {{"0904-1", "allow_overlap=0", 0, 0, 0},
                                                {"0904-2", "allow_overlap=1", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.death_blossom",
       .name = "Death Blossom",
       .description = "a stem cell whose every candidate sees all of it in an almost locked set: a digit of "
                      "all these sets leaves the cells seeing every one of it",
       .default_points = 360,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglib);

  explicit DeathBlossom(const sdk::Params& params) : DeathBlossom(BlossomForm{params.get("allow_overlap") != 0}) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    AlsCollection& collection = thread_collection();
    collection.update(position);
    sets_ = &collection.sets();
    cells_ = &collection.digit_cells();
    index_petals();
    for (int stem = 0; stem < 81; ++stem) {
      if (position.digit(stem) != 0) continue;
      const sdk::Mask candidates = position.candidates(stem);
      if (candidates == 0 || (covered_[stem] & candidates) != candidates) continue;
      if (form_.stem_size != 0 && sdk::count_digits(candidates) != form_.stem_size) continue;
      stem_ = stem;
      stem_digits_ = candidates;
      for (auto& done : reported_) done = CellSet{};
      Targets all;
      for (int z = 0; z < 9; ++z) all.cells[z] = cells_->with[z + 1];
      if (!choose(first_digit(candidates), CellSet{}, sdk::kAllDigits, all, sink)) return;
    }
  }

 protected:
  explicit DeathBlossom(BlossomForm form) : form_(form) {}

 private:
  static int first_digit(sdk::Mask m) { return std::countr_zero(static_cast<unsigned>(m)) + 1; }

  /** For each cell and digit, the sets whose candidates of that digit all see the cell. */
  void index_petals() {
    for (auto& list : petals_) list.clear();
    for (int cell = 0; cell < 81; ++cell) covered_[cell] = 0;
    const auto& sets = *sets_;
    for (std::uint32_t i = 0; i < sets.size(); ++i) {
      for (sdk::Mask m = sets[i].digits; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m);
        for (CellSet cells = sets[i].buddies[d]; !cells.empty();) {
          const int cell = cells.pop_first();
          petals_[cell * 9 + d].push_back(i);
          covered_[cell] |= static_cast<sdk::Mask>(1u << d);
        }
      }
    }
  }

  /** Per digit z, the cells that can still lose z: outside the chosen petals, holding z and seeing
   *  every z of them (the intersection of the petals' buddies). Only shrinks as petals are added. */
  struct Targets {
    CellSet cells[9];
  };

  /** Chooses the petal of stem digit `digit` and the next ones; false when the sink asked to stop. */
  bool choose(int digit, CellSet used, sdk::Mask common, const Targets& targets, sdk::StepSink& sink) {
    for (std::uint32_t index : petals_[stem_ * 9 + digit - 1]) {
      const Als& petal = (*sets_)[index];
      if (!form_.overlap && petal.cells.intersects(used)) continue;
      const sdk::Mask left = common & petal.digits;
      if (left == 0) continue;
      // Only a digit outside the stem can be eliminated, and the common digits and targets only
      // shrink: stop when none is left (HoDoKu searches on and finds nothing there).
      Targets next;
      bool any = false;
      for (sdk::Mask m = left & static_cast<sdk::Mask>(~stem_digits_); m != 0; m &= m - 1) {
        const int z = std::countr_zero(m);
        next.cells[z] = targets.cells[z] & petal.buddies[z];
        any |= !next.cells[z].empty();
      }
      if (!any) continue;
      petal_[digit] = index;
      const sdk::Mask rest = stem_digits_ & static_cast<sdk::Mask>(~((2u << (digit - 1)) - 1));
      if (rest != 0) {
        if (!choose(first_digit(rest), used | petal.cells, left, next, sink)) return false;
      } else if (!check(left, next, sink)) {
        return false;
      }
    }
    return true;
  }

  bool check(sdk::Mask common, const Targets& targets, sdk::StepSink& sink) {
    list_.clear();
    sdk::Mask z_digits = 0;
    for (sdk::Mask m = common & static_cast<sdk::Mask>(~stem_digits_); m != 0; m &= m - 1) {
      const int z = std::countr_zero(m);
      if (targets.cells[z].empty()) continue;
      list_.add(targets.cells[z], z + 1);
      z_digits |= static_cast<sdk::Mask>(1u << z);
    }
    if (list_.empty()) return true;
    if (!form_.gnpx_wing) return emit(sink, list_, z_digits);
    // GNPX reports each eliminated candidate as a step of its own: once per stem (the first petals
    // that remove it), not again for every other choice of petals.
    for (const npe_cell_digit& e : list_) {
      if (reported_[e.digit - 1].has(e.cell)) continue;
      reported_[e.digit - 1].add(e.cell);
      single_.clear();
      single_.add(e.cell, e.digit);
      if (!emit(sink, single_, static_cast<sdk::Mask>(1u << (e.digit - 1)))) return false;
    }
    return true;
  }

  bool emit(sdk::StepSink& sink, const EliminationList& list, sdk::Mask z_digits) {
    step_.reset(static_cast<std::uint32_t>(sdk::count_digits(stem_digits_)));
    add_eliminations(step_, list);
    step_.add_digits(static_cast<sdk::Mask>(stem_digits_ | z_digits));
    CellSet cells = CellSet::of(stem_);
    int index[10] = {};
    for (sdk::Mask s = stem_digits_; s != 0; s &= s - 1) {
      const int d = first_digit(s);
      const Als& petal = (*sets_)[petal_[d]];
      cells |= petal.cells;
      index[d] = add_set(step_, petal);
    }
    add_cells(step_, cells);
    // One chain per elimination and stem digit: stem = d => petal d lacks d => petal holds z => target <> z.
    for (int i = 0; i < list.size(); ++i) {
      const int target = list[i].cell, z = list[i].digit;
      for (sdk::Mask s = stem_digits_; s != 0; s &= s - 1) {
        const int d = first_digit(s);
        const Als& petal = (*sets_)[petal_[d]];
        if (!step_.begin_chain(NPE_CHAIN_OPEN)) break;
        step_.add_candidate_node(stem_, d, NPE_LINK_WEAK);
        add_als_node(step_, petal, index[d], d, NPE_LINK_STRONG);
        add_als_node(step_, petal, index[d], z, NPE_LINK_WEAK);
        step_.add_candidate_node(target, z, NPE_LINK_END);
      }
    }
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    if (form_.gnpx_wing)
      put_gnpx_wing_text(text, list[0]);
    else
      put_hodoku_text(text, list);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  /** GNPX's eALS_Wing_SolResult: "eALS_Wing_2D  Stem: r1c2  Eliminated: r3c4#5". */
  void put_gnpx_wing_text(sdk::TextBuffer& text, const npe_cell_digit& e) const {
    text.put("eALS_Wing_");
    text.put_digit(sdk::count_digits(stem_digits_));
    text.put("D  Stem: ");
    sdk::put_cell(text, stem_);
    text.put("  Eliminated: ");
    sdk::put_cell(text, e.cell);
    text.put('#');
    text.put_digit(e.digit);
  }

  void put_hodoku_text(sdk::TextBuffer& text, const EliminationList& list) const {
    text.put("Death Blossom: [r");
    text.put_digit(sdk::row_of(stem_) + 1);
    text.put('c');
    text.put_digit(sdk::col_of(stem_) + 1);
    text.put(']');
    for (sdk::Mask s = stem_digits_; s != 0; s &= s - 1) {
      const int d = first_digit(s);
      const Als& petal = (*sets_)[petal_[d]];
      text.put(",  -");
      text.put_digit(d);
      text.put("- ");
      put_als(text, petal.cells, petal.digits);
    }
    put_hodoku_eliminations(text, list);
  }

  BlossomForm form_;
  const std::vector<Als>* sets_ = nullptr;
  const sdk::CandidateCells* cells_ = nullptr;
  std::vector<std::uint32_t> petals_[81 * 9];
  sdk::Mask covered_[81] = {};
  int stem_ = 0;
  sdk::Mask stem_digits_ = 0;
  std::uint32_t petal_[10] = {};
  EliminationList list_, single_;
  CellSet reported_[9];  // gnpx_wing: the stem's candidates reported so far, per digit
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::als
