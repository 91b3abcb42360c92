// Every almost locked set of a position and the restricted commons between them, in HoDoKu's
// order (docs/techniques.md, "Almost locked sets"): houses rows 1..9, columns 1..9, blocks 1..9;
// in a house the subsets of its empty cells depth first in cell order; a set found again in a later
// house is not listed twice. Restricted commons pair the sets in list order.
//
// The collection is cached per thread for the last position seen, so the four ALS techniques run
// on one position by one engine enumerate the sets once. Vectors keep their capacity between
// positions: after the first positions the search allocates nothing.
#pragma once

#include <cstring>
#include <vector>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins::als {

using sdk::CellSet;
using sdk::common_peers;

/** n cells of one house holding exactly n + 1 digits. */
struct Als {
  CellSet cells;
  sdk::Mask digits = 0;
  std::uint8_t house = 0;
  std::uint8_t size = 0;
  CellSet with[9];      // the set's cells holding digit d (index d-1)
  CellSet buddies[9];   // cells outside the set holding d that see every cell of with[d] (HoDoKu's buddies)
  CellSet all_buddies;  // union of buddies

  const CellSet& cells_with(int digit) const { return with[digit - 1]; }
  const CellSet& buddies_of(int digit) const { return buddies[digit - 1]; }
};

/** A restricted common of sets a and b: each of its digits (one or two) has candidates in both,
 *  none in their overlap, and every candidate in a sees every one in b. */
struct RestrictedCommon {
  std::uint16_t a = 0;
  std::uint16_t b = 0;
  std::uint8_t digit1 = 0;
  std::uint8_t digit2 = 0;  // 0 when singly linked
  sdk::Mask mask() const {
    return static_cast<sdk::Mask>(sdk::digit_bit(digit1) | (digit2 ? sdk::digit_bit(digit2) : 0));
  }
};

/** The restricted commons of one setting: overlap allowed or not, forward only (b > a) or both ways. */
struct RcList {
  bool built = false;
  std::vector<RestrictedCommon> rcs;
  std::vector<std::uint32_t> start;  // first RC of set i (rcs sorted by a)
  std::vector<std::uint32_t> end;
};

class AlsCollection {
 public:
  /** Enumerates the sets of `position` unless it is the one seen last. */
  void update(const sdk::Position& position) {
    std::uint8_t digits[81];
    std::uint16_t candidates[81];
    for (int cell = 0; cell < 81; ++cell) {
      digits[cell] = static_cast<std::uint8_t>(position.digit(cell));
      candidates[cell] = position.candidates(cell);
    }
    if (valid_ && std::memcmp(digits, digits_, sizeof digits) == 0 &&
        std::memcmp(candidates, candidates_, sizeof candidates) == 0) {
      return;
    }
    std::memcpy(digits_, digits, sizeof digits);
    std::memcpy(candidates_, candidates, sizeof candidates);
    valid_ = true;
    for (auto& list : rc_lists_) list.built = false;
    cells_ = sdk::CandidateCells(position);
    collect();
  }

  const std::vector<Als>& sets() const { return sets_; }
  const sdk::CandidateCells& digit_cells() const { return cells_; }
  sdk::Mask candidates(int cell) const { return candidates_[cell]; }

  /** The restricted commons for a setting, built on first use for this position. */
  const RcList& restricted_commons(bool allow_overlap, bool forward_only) {
    RcList& list = rc_lists_[(allow_overlap ? 2 : 0) + (forward_only ? 1 : 0)];
    if (!list.built) build_rcs(list, allow_overlap, forward_only);
    return list;
  }

 private:
  void collect() {
    sets_.clear();
    for (int house = 0; house < 27; ++house) {
      house_ = house;
      count_ = 0;
      for (int k = 0; k < 9; ++k) {
        const int cell = sdk::kHouseCells[house][k];
        if (digits_[cell] == 0) house_cells_[count_++] = cell;
      }
      visit(0, CellSet{}, 0, 0);
    }
    for (Als& set : sets_) {
      set.all_buddies = CellSet{};
      for (sdk::Mask m = set.digits; m != 0; m &= m - 1) {
        const int d = std::countr_zero(m);
        set.with[d] = set.cells & cells_.with[d + 1];
        set.buddies[d] = common_peers(set.with[d]) & cells_.with[d + 1] & ~set.cells;
        set.all_buddies |= set.buddies[d];
      }
    }
  }

  /** Depth-first over the subsets of the house's empty cells from index `from` on. */
  void visit(int from, CellSet cells, sdk::Mask digits, int size) {
    for (int i = from; i < count_; ++i) {
      const int cell = house_cells_[i];
      const CellSet with = cells | CellSet::of(cell);
      const sdk::Mask union_digits = static_cast<sdk::Mask>(digits | candidates_[cell]);
      const int n = size + 1;
      if (sdk::count_digits(union_digits) == n + 1 && !listed_earlier(with, n)) add(with, union_digits, n);
      // Each further cell lowers (digits - cells) by one at most: stop when no ALS can follow.
      const int left = count_ - i - 1;
      if (n < 8 && left > 0 && sdk::count_digits(union_digits) - n - left <= 1) visit(i + 1, with, union_digits, n);
    }
  }

  /** A set inside a row found in a column or block, or inside a column found in a block, was
   *  listed when its row (column) was searched. */
  bool listed_earlier(const CellSet& cells, int size) const {
    if (house_ < 9 || size > 3) return false;
    const int first = cells.first();
    const CellSet row = sdk::kHouseSet[sdk::row_of(first)];
    if (cells.subset_of(row)) return true;
    if (house_ < 18) return false;
    return cells.subset_of(sdk::kHouseSet[9 + sdk::col_of(first)]);
  }

  void add(const CellSet& cells, sdk::Mask digits, int size) {
    Als& set = sets_.emplace_back();
    set.cells = cells;
    set.digits = digits;
    set.house = static_cast<std::uint8_t>(house_);
    set.size = static_cast<std::uint8_t>(size);
  }

  void build_rcs(RcList& list, bool allow_overlap, bool forward_only) {
    const auto n = static_cast<std::uint32_t>(sets_.size());
    list.rcs.clear();
    list.start.assign(n, 0);
    list.end.assign(n, 0);
    for (std::uint32_t i = 0; i < n; ++i) {
      const Als& a = sets_[i];
      list.start[i] = static_cast<std::uint32_t>(list.rcs.size());
      for (std::uint32_t j = forward_only ? i + 1 : 0; j < n; ++j) {
        if (i == j) continue;
        const Als& b = sets_[j];
        const sdk::Mask common = a.digits & b.digits;
        if (common == 0 || !b.cells.intersects(a.all_buddies)) continue;
        const CellSet overlap = a.cells & b.cells;
        if (!allow_overlap && !overlap.empty()) continue;
        RestrictedCommon rc{static_cast<std::uint16_t>(i), static_cast<std::uint16_t>(j), 0, 0};
        for (sdk::Mask m = common; m != 0; m &= m - 1) {
          const int d = std::countr_zero(m);
          if ((a.with[d] | b.with[d]).intersects(overlap)) continue;
          if (!b.with[d].subset_of(a.buddies[d])) continue;
          if (rc.digit1 == 0) {
            rc.digit1 = static_cast<std::uint8_t>(d + 1);
          } else {
            rc.digit2 = static_cast<std::uint8_t>(d + 1);
          }
        }
        if (rc.digit1 != 0) list.rcs.push_back(rc);
      }
      list.end[i] = static_cast<std::uint32_t>(list.rcs.size());
    }
    list.built = true;
  }

  bool valid_ = false;
  std::uint8_t digits_[81] = {};
  std::uint16_t candidates_[81] = {};
  sdk::CandidateCells cells_;
  std::vector<Als> sets_;
  RcList rc_lists_[4];
  // enumeration state of the current house
  int house_ = 0;
  int count_ = 0;
  int house_cells_[9] = {};
};

/** The calling thread's collection (techniques on one thread share it; instances on other threads
 *  have their own). */
inline AlsCollection& thread_collection() {
  thread_local AlsCollection collection;
  return collection;
}

}  // namespace npe::plugins::als
