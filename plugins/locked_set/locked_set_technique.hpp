// LockedSet (GNPX; docs/seed-notes.md, GNPX LockedSet): naked and hidden subsets of order n = 2..7.
//
// GNPX's algorithm: for each of the 27 houses (rows, columns, blocks in that order) take its unsolved
// cells F (skip the house when |F| <= n); for each n-combination S of F in lexicographic order let
// sel = union of the candidates in S, non = union of the candidates in F\S; skip when sel & non == 0
// (nothing to remove in this house).
//   naked:  popcount(sel) == n        -> remove sel's digits from F\S; when the cells of S also share
//                                        a second house (a line and a block), remove them from the rest
//                                        of that house too (GNPX's generated steps do; HoDoKu calls
//                                        such a set a Locked Pair/Triple).
//   hidden: popcount(non) == |F| - n  -> remove non's digits from the cells of S; the set's digits
//                                        are sel & ~non.
// Text, exactly as the seed's list: "Locked Pair[2D] r6c45 #38", "Locked Triple[3D] (hidden) r356c8 #349",
// "Locked Quartet[4D] ...", "Locked Set[5D]" .. "[7D]" (GNPX's code prints "Set{7D}"; the seed's
// list form "[7D]" is used for all orders).
//
// Hot path: candidate masks, a depth-first walk over the combinations that prunes branches where
// the rule can no longer hold; strings are built only for a step that is reported. Step kind = n, plus kHiddenKind for
// hidden sets.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

namespace npe::plugins::locked_set {

inline constexpr std::uint32_t kHiddenKind = 0x100;
inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 7;

inline constexpr npe_param_desc kSizeParam[] = {{sizeof(npe_param_desc), "size",
                                                 "order n of the set: n cells holding n digits (2 pair .. 7)",
                                                 NPE_PARAM_INT, kMinSize, kMaxSize, 2}};

/** "Pair[2D]" .. "Set[7D]" for n = 2..7. */
inline const char* order_name(int size) {
  static constexpr const char* kNames[] = {"Pair[2D]", "Triple[3D]", "Quartet[4D]", "Set[5D]", "Set[6D]", "Set[7D]"};
  return kNames[size - kMinSize];
}

/** The second house shared by all cells of `cells` (a block for a line, a line for a block), or -1. */
inline int shared_second_house(int house, const int* cells, int count) {
  const auto first = sdk::houses_of(cells[0]);
  for (int slot = 0; slot < 3; ++slot) {
    const int other = first[slot];
    if (other == house) continue;
    bool all = true;
    for (int i = 1; i < count && all; ++i) all = sdk::houses_of(cells[i])[slot] == other;
    if (all) return other;
  }
  return -1;
}

/** The search shared by both techniques; kHidden picks the rule. */
template <bool kHidden>
class LockedSetFinder {
 public:
  explicit LockedSetFinder(const sdk::Params& params) : size_(static_cast<int>(params.get("size"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (int house = 0; house < sdk::kHouses; ++house) {
      if (!search_house(position, house, sink)) return;
    }
  }

 private:
  /** Returns false when the sink asked to stop. */
  bool search_house(const sdk::Position& position, int house, sdk::StepSink& sink) {
    House h;
    for (int cell : sdk::kHouseCells[house]) {
      if (position.candidates(cell) != 0) {
        h.cells[h.count] = cell;
        h.masks[h.count++] = position.candidates(cell);
      }
    }
    if (h.count <= size_) return true;
    h.suffix[h.count] = 0;
    for (int i = h.count - 1; i >= 0; --i) h.suffix[i] = static_cast<sdk::Mask>(h.suffix[i + 1] | h.masks[i]);
    h.house = house;
    return visit(position, h, sink, 0, 0, 0, 0, 0);
  }

  /** The unsolved cells of one house and the union of the candidates from each index on. */
  struct House {
    int house = 0;
    int count = 0;
    int cells[9];
    sdk::Mask masks[9];
    sdk::Mask suffix[10];
  };

  /** Depth-first over the cells, "in S" before "not in S": the n-combinations come in
   *  lexicographic order, as GNPX's Combination yields them. A branch stops as soon as the rule can
   *  no longer hold (sel only grows for naked sets, non for hidden ones), which keeps the order and
   *  the result of the full enumeration. Returns false when the sink asked to stop. */
  bool visit(const sdk::Position& position, const House& h, sdk::StepSink& sink, int index, int chosen_count,
             unsigned chosen, sdk::Mask sel, sdk::Mask non) {
    if (chosen_count == size_) {
      non = static_cast<sdk::Mask>(non | h.suffix[index]);
      if ((sel & non) == 0) return true;
      const bool found = kHidden ? sdk::count_digits(non) == h.count - size_ : sdk::count_digits(sel) == size_;
      return !found || report(position, h.house, h.cells, h.count, chosen, sel, non, sink);
    }
    if (h.count - index < size_ - chosen_count) return true;
    const auto with = static_cast<sdk::Mask>(sel | h.masks[index]);
    if (kHidden || sdk::count_digits(with) <= size_) {
      if (!visit(position, h, sink, index + 1, chosen_count + 1, chosen | (1u << index), with, non)) return false;
    }
    const auto without = static_cast<sdk::Mask>(non | h.masks[index]);
    if (!kHidden || sdk::count_digits(without) <= h.count - size_) {
      if (!visit(position, h, sink, index + 1, chosen_count, chosen, sel, without)) return false;
    }
    return true;
  }

  bool report(const sdk::Position& position, int house, const int* cells, int count, unsigned chosen, sdk::Mask sel,
              sdk::Mask non, sdk::StepSink& sink) {
    int set_cells[kMaxSize];
    int set_count = 0;
    for (int i = 0; i < count; ++i) {
      if (chosen & (1u << i)) set_cells[set_count++] = cells[i];
    }
    sdk::Mask removed[sdk::kCells] = {};
    int second_house = -1;
    if constexpr (kHidden) {
      for (int i = 0; i < set_count; ++i) removed[set_cells[i]] = position.candidates(set_cells[i]) & non;
    } else {
      for (int i = 0; i < count; ++i) {
        if (!(chosen & (1u << i))) removed[cells[i]] = position.candidates(cells[i]) & sel;
      }
      second_house = shared_second_house(house, set_cells, set_count);
      if (second_house >= 0) {
        for (int cell : sdk::kHouseCells[second_house]) {
          if (!in_set(cell, set_cells, set_count)) removed[cell] |= position.candidates(cell) & sel;
        }
      }
    }
    const sdk::Mask digits = kHidden ? static_cast<sdk::Mask>(sel & ~non) : sel;
    step_.reset(static_cast<std::uint32_t>(size_) | (kHidden ? kHiddenKind : 0u));
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      for (sdk::Mask m = removed[cell]; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
        step_.eliminate(cell, sdk::first_digit(m));
      }
    }
    for (int i = 0; i < set_count; ++i) step_.add_cell(set_cells[i]);
    step_.add_digits(digits);
    step_.add_base_house(house);
    if (second_house >= 0) step_.add_base_house(second_house);
    char text[128];
    sdk::TextBuffer out(text, sizeof text);
    out.put("Locked ");
    out.put(order_name(size_));
    if (kHidden) out.put(" (hidden)");
    out.put(' ');
    put_gnpx_cells(out, set_cells, set_count);
    out.put(" #");
    out.put_digits(digits);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  static bool in_set(int cell, const int* cells, int count) {
    for (int i = 0; i < count; ++i) {
      if (cells[i] == cell) return true;
    }
    return false;
  }

  int size_;
  sdk::StepBuilder step_;
};

struct NakedLockedSet : LockedSetFinder<false> {
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0110", "size=2", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0111", "size=3", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0200", "size=2", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0201", "size=3", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0202", "size=4", NPE_REGLIB_DIGITS, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "locked_set.naked",
       .name = "Locked Set (naked)",
       .description =
           "n cells of a house holding only n digits: those digits leave the house's other cells (GNPX LockedSet)",
       .default_points = 20,
       .default_rating_x10 = 30,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kSizeParam, kReglibCodes);
  using LockedSetFinder::LockedSetFinder;
};

struct HiddenLockedSet : LockedSetFinder<true> {
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0210", "size=2", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0211", "size=3", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0212", "size=4", NPE_REGLIB_DIGITS, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "locked_set.hidden",
       .name = "Locked Set (hidden)",
       .description = "n digits with only n places in a house: those cells lose their other digits (GNPX LockedSet)",
       .default_points = 25,
       .default_rating_x10 = 34,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kSizeParam, kReglibCodes);
  using LockedSetFinder::LockedSetFinder;
};

}  // namespace npe::plugins::locked_set
