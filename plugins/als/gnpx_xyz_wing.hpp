// XYZ-Wing (ALS), GNPX's XYZ_WingALS (GNPX v5.84, "5 GNPX_analyzer/54 ALS AnLS/541
// e_GNPZ_An26_ALSXYZWing.cs"; GNPX's docs page44.html, "XYZ-WingALS"): GNPX's generalisation of the
// XY-, XYZ-, WXYZ-, VWXYZ- and UVWXYZ-Wing, named by the axis cell's number of candidates (2..6).
//
// An axis cell P, a digit z that P lacks, one of P's lines h (its row, then its column), an almost
// locked set "in" in P's block off h and one "out" on h off P's block, every cell of both holding z,
// such that P's candidates are exactly the two sets' digits other than z. Every cell of both sets sees
// P. Whatever P holds, d say, a set holding d loses it and is locked, so it holds z: z lies in "in" or
// in "out", and a z seeing every z of both sets goes (GNPX leaves out the cells of P's block off h and
// of h off the block holding z, where the sets were looked for; npe does the same).
//
// Scan order (GNPX's): axis sizes 2..6 (the `size` parameter picks one), axes r1c1..r9c9, z 1..9, h the
// row then the column, "out" then "in" in ALS list order. Text (GNPX's message on one line): "XYZ-Wing
// (*ALS) Pivot: r5c5 #12 in: r4c4,r6c6 #139 out: r5c12 #237", cells as GNPX lists them.
// Evidence, as for a Death Blossom with the axis as stem: per elimination and axis digit d the open
// chain (d, P) -d- (d, set) =set= (z, set) -z- (z, target), the set being "in" when it holds d, else
// "out"; the chains over P's digits are a verity.
//
// `axis_z: 1` is the variant GNPX's docs page describes and its older XYZ- .. UVWXYZ-Wing (bivalue wings,
// commented out in v5.84) had: the axis holds z and its candidates lie among the two sets' digits. The
// axis is z, or a set is locked with z: a z seeing the axis and every z of both sets goes (the cells of
// h inside the block). Evidence: the chain (z, P) -z- (z, target) joins the verity.
//
// What npe does differently: GNPX lists only "pure" almost locked sets of at most ALSSizeMax cells (no
// locked subset inside, no cell sharing no digit with another); npe uses every almost locked set.
#pragma once

#include <npe/sdk/describe.hpp>

#include "als_evidence.hpp"

namespace npe::plugins::als {

class GnpxXyzWing {
 public:
  static constexpr int kMinSize = 2;
  static constexpr int kMaxSize = 6;
  static constexpr npe_param_desc kParams[] = {
      {sizeof(npe_param_desc), "size",
       "the axis cell's number of candidates: 2 XY-, 3 XYZ-, 4 WXYZ-, 5 VWXYZ-, 6 UVWXYZ-Wing; 0 every size "
       "ascending (GNPX's method)",
       NPE_PARAM_INT, 0, kMaxSize, 0},
      {sizeof(npe_param_desc), "axis_z",
       "1: the axis holds z and its candidates lie among the sets' digits (GNPX's docs page and its older "
       "XYZ- .. UVWXYZ-Wing); 0: the axis lacks z and its candidates are the sets' other digits (GNPX v5.84)",
       NPE_PARAM_INT, 0, 1, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.gnpx_xyz_wing",
       .name = "XYZ-Wing (ALS)",
       .description = "GNPX's XYZ_WingALS: an axis cell whose candidates are the digits of an almost locked set "
                      "in its block and one on its row or column (besides z, which every cell of both holds): "
                      "z leaves the cells seeing every z of both",
       .default_points = 300,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  explicit GnpxXyzWing(const sdk::Params& params)
      : size_(static_cast<int>(params.get("size"))), axis_z_(params.get("axis_z") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    AlsCollection& collection = thread_collection();
    collection.update(position);
    sets_ = &collection.sets();
    const sdk::CandidateCells& cells = collection.digit_cells();
    const int first = size_ == 0 ? kMinSize : size_;
    const int last = size_ == 0 ? kMaxSize : size_;
    for (int size = first; size <= last; ++size) {
      for (int axis = 0; axis < 81; ++axis) {
        if (position.digit(axis) != 0) continue;
        const sdk::Mask axis_digits = position.candidates(axis);
        if (sdk::count_digits(axis_digits) != size) continue;
        for (int z = 1; z <= 9; ++z) {
          if (sdk::has_digit(axis_digits, z) != axis_z_) continue;
          const CellSet block = sdk::kHouseSet[18 + sdk::block_of(axis)];
          for (const int line : {sdk::row_of(axis), 9 + sdk::col_of(axis)}) {
            const CellSet line_cells = sdk::kHouseSet[line];
            const CellSet inside = (block & cells.with[z]).minus(line_cells);
            const CellSet outside = (line_cells & cells.with[z]).minus(block);
            if (inside.empty() || outside.empty()) continue;
            if (!search(axis, axis_digits, z, inside, outside, cells.with[z], sink)) return;
          }
        }
      }
    }
  }

 private:
  /** The sets lying in `region`, every cell holding z (GNPX's IEGetCellInHouse), in list order. */
  void sets_in(const CellSet& region, int z, std::vector<std::uint32_t>& out) const {
    out.clear();
    const auto& sets = *sets_;
    for (std::uint32_t i = 0; i < sets.size(); ++i) {
      if (sdk::has_digit(sets[i].digits, z) && sets[i].cells.subset_of(region)) out.push_back(i);
    }
  }

  bool search(int axis, sdk::Mask axis_digits, int z, const CellSet& inside, const CellSet& outside,
              const CellSet& with_z, sdk::StepSink& sink) {
    sets_in(outside, z, out_sets_);
    if (out_sets_.empty()) return true;
    sets_in(inside, z, in_sets_);
    const auto z_bit = sdk::digit_bit(z);
    const CellSet candidates = with_z.minus(inside | outside);
    for (std::uint32_t out_index : out_sets_) {
      const Als& out = (*sets_)[out_index];
      for (std::uint32_t in_index : in_sets_) {
        const Als& in = (*sets_)[in_index];
        const auto digits = static_cast<sdk::Mask>(in.digits | out.digits);
        if (axis_z_ ? (axis_digits & ~digits) != 0 : static_cast<sdk::Mask>(digits & ~z_bit) != axis_digits) continue;
        // Every cell of both sets holds z, so a target sees every cell of both (and the axis if it holds z).
        CellSet targets = candidates & sdk::common_peers(in.cells | out.cells);
        if (axis_z_) targets &= sdk::kPeerSet[axis];
        if (targets.empty()) continue;
        if (!emit(sink, axis, axis_digits, z, in, out, targets)) return false;
      }
    }
    return true;
  }

  bool emit(sdk::StepSink& sink, int axis, sdk::Mask axis_digits, int z, const Als& in, const Als& out,
            const CellSet& targets) {
    step_.reset(static_cast<std::uint32_t>(sdk::count_digits(axis_digits)));
    for (CellSet t = targets; !t.empty();) step_.eliminate(t.pop_first(), z);
    step_.add_digits(static_cast<sdk::Mask>(axis_digits | sdk::digit_bit(z)));
    add_cells(step_, CellSet::of(axis) | in.cells | out.cells);
    const int in_index = add_set(step_, in);
    const int out_index = add_set(step_, out);
    // One chain per elimination and axis digit: P = d => the set holding d lacks it => it holds z.
    for (CellSet t = targets; !t.empty();) {
      const int target = t.pop_first();
      if (axis_z_ && step_.begin_chain(NPE_CHAIN_OPEN)) {
        step_.add_candidate_node(axis, z, NPE_LINK_WEAK);
        step_.add_candidate_node(target, z, NPE_LINK_END);
      }
      for (sdk::Mask s = static_cast<sdk::Mask>(axis_digits & ~sdk::digit_bit(z)); s != 0; s &= s - 1) {
        const int d = sdk::first_digit(s);
        const bool inner = sdk::has_digit(in.digits, d);
        const Als& petal = inner ? in : out;
        const int index = inner ? in_index : out_index;
        if (!step_.begin_chain(NPE_CHAIN_OPEN)) break;
        step_.add_candidate_node(axis, d, NPE_LINK_WEAK);
        add_als_node(step_, petal, index, d, NPE_LINK_STRONG);
        add_als_node(step_, petal, index, z, NPE_LINK_WEAK);
        step_.add_candidate_node(target, z, NPE_LINK_END);
      }
    }
    static constexpr const char* kNames[] = {"XY-Wing", "XYZ-Wing", "WXYZ-Wing", "VWXYZ-Wing", "UVWXYZ-Wing"};
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put(kNames[sdk::count_digits(axis_digits) - kMinSize]);
    text.put(" (*ALS) Pivot: ");
    sdk::put_cell(text, axis);
    text.put(" #");
    text.put_digits(axis_digits);
    text.put(" in: ");
    sdk::put_gnpx_cells(text, in.cells);
    text.put(" #");
    text.put_digits(in.digits);
    text.put(" out: ");
    sdk::put_gnpx_cells(text, out.cells);
    text.put(" #");
    text.put_digits(out.digits);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  int size_;
  bool axis_z_;
  const std::vector<Als>* sets_ = nullptr;
  std::vector<std::uint32_t> out_sets_;
  std::vector<std::uint32_t> in_sets_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::als
