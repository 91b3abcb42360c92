// ALS-XY-Wing (HoDoKu's ALS_XY_WING, library code 0902): three almost locked sets A, B, C; A and C
// share a restricted common x, B and C one y (x != y). If A lacks z it is locked, holds x, so C lacks x,
// holds y, and B lacks y and holds z: a digit z of A and B (no common of the wing) is in A or in B,
// and a candidate z seeing every z of both goes (it may lie in C).
//
// Scan order (HoDoKu's getAlsXYWingInt): pairs of restricted commons (i < j, list order) that join
// three different sets; HoDoKu identifies C as the set both commons touch. A and B may not overlap
// unless allow_overlap (variant 0902-2), and never contain one another. Text:
// "Almost Locked Set XY-Wing: A=r6c5 {79}, B=r123c8,r3c79 {345679}, C=r3c56 {689}, X,Y=6,9, Z=7 => r6c8<>7".
// Evidence: per eliminating z the open chain
//   (z,A) =A= (x,A) -x- (x,C) =C= (y,C) -y- (y,B) =B= (z,B).
#pragma once

#include <npe/sdk/describe.hpp>

#include <algorithm>

#include "als_xz.hpp"

namespace npe::plugins::als {

class AlsXyWing {
 public:
  static constexpr npe_param_desc kParams[] = {kOverlapParam};
  static constexpr npe_reglib_code kReglib[] = {{"0902-1", "allow_overlap=0", 0, 0, 0},
                                                {"0902-2", "allow_overlap=1", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.xy_wing",
       .name = "ALS-XY-Wing",
       .description = "almost locked sets A-x-C-y-B: a digit z of A and B leaves the cells seeing every z of both",
       .default_points = 320,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglib);

  explicit AlsXyWing(const sdk::Params& params) : overlap_(params.get("allow_overlap") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    AlsCollection& collection = thread_collection();
    collection.update(position);
    const auto& sets = collection.sets();
    const auto& rcs = collection.restricted_commons(overlap_, true).rcs;
    index_by_set(sets.size(), rcs);
    for (std::uint32_t i = 0; i < rcs.size(); ++i) {
      const RestrictedCommon& rc1 = rcs[i];
      // The commons j > i touching rc1's sets, ascending: HoDoKu's (i, j) order without the pairs
      // that cannot share a set.
      const auto& with_a = by_set_[rc1.a];
      const auto& with_b = by_set_[rc1.b];
      std::size_t p = first_after(with_a, i), q = first_after(with_b, i);
      while (p < with_a.size() || q < with_b.size()) {
        std::uint32_t j;
        if (q >= with_b.size() || (p < with_a.size() && with_a[p] < with_b[q])) {
          j = with_a[p++];
        } else if (p >= with_a.size() || with_b[q] < with_a[p]) {
          j = with_b[q++];
        } else {
          j = with_a[p++];
          ++q;
        }
        if (!check_pair(sets, rc1, rcs[j], sink)) return;
      }
    }
  }

 private:
  void index_by_set(std::size_t count, const std::vector<RestrictedCommon>& rcs) {
    if (by_set_.size() < count) by_set_.resize(count);
    for (std::size_t s = 0; s < count; ++s) by_set_[s].clear();
    for (std::uint32_t i = 0; i < rcs.size(); ++i) {
      by_set_[rcs[i].a].push_back(i);
      by_set_[rcs[i].b].push_back(i);
    }
  }

  static std::size_t first_after(const std::vector<std::uint32_t>& list, std::uint32_t i) {
    return static_cast<std::size_t>(std::upper_bound(list.begin(), list.end(), i) - list.begin());
  }

  /** Returns false when the sink asked to stop. */
  bool check_pair(const std::vector<Als>& sets, const RestrictedCommon& rc1, const RestrictedCommon& rc2,
                  sdk::StepSink& sink) {
    if (rc1.digit2 == 0 && rc2.digit2 == 0 && rc1.digit1 == rc2.digit1) return true;
    const bool joins = (rc1.a == rc2.a && rc1.b != rc2.b) || (rc1.b == rc2.a && rc1.a != rc2.b) ||
                       (rc1.a == rc2.b && rc1.b != rc2.a) || (rc1.b == rc2.b && rc1.a != rc2.a);
    if (!joins) return true;
    int a = 0, b = 0, c = 0;  // HoDoKu's assignments, the last matching one wins
    if (rc1.a == rc2.a) c = rc1.a, a = rc1.b, b = rc2.b;
    if (rc1.a == rc2.b) c = rc1.a, a = rc1.b, b = rc2.a;
    if (rc1.b == rc2.a) c = rc1.b, a = rc1.a, b = rc2.b;
    if (rc1.b == rc2.b) c = rc1.b, a = rc1.a, b = rc2.a;
    const Als& set_a = sets[a];
    const Als& set_b = sets[b];
    if (!overlap_ && set_a.cells.intersects(set_b.cells)) return true;
    if (set_a.cells.subset_of(set_b.cells) || set_b.cells.subset_of(set_a.cells)) return true;
    list_.clear();
    const sdk::Mask z_digits =
        common_digit_eliminations(set_a, set_b, static_cast<sdk::Mask>(rc1.mask() | rc2.mask()), list_);
    if (list_.empty()) return true;
    return emit(sink, set_a, set_b, sets[c], rc1, rc2, z_digits);
  }

  bool emit(sdk::StepSink& sink, const Als& a, const Als& b, const Als& c, const RestrictedCommon& rc1,
            const RestrictedCommon& rc2, sdk::Mask z_digits) {
    step_.reset(0);
    add_eliminations(step_, list_);
    add_cells(step_, a.cells | b.cells | c.cells);
    step_.add_digits(static_cast<sdk::Mask>(rc1.mask() | rc2.mask() | z_digits));
    const int ia = add_set(step_, a);
    const int ib = add_set(step_, b);
    const int ic = add_set(step_, c);
    step_.add_restricted_common(ia, ic, rc1.digit1);
    if (rc1.digit2) step_.add_restricted_common(ia, ic, rc1.digit2);
    step_.add_restricted_common(ib, ic, rc2.digit1);
    if (rc2.digit2) step_.add_restricted_common(ib, ic, rc2.digit2);
    // x from A-C and y from C-B must differ (both singly linked with one digit is excluded above).
    const int y = rc2.digit1;
    const int x = rc1.digit1 != y ? rc1.digit1 : rc1.digit2 != 0 ? rc1.digit2 : rc1.digit1;
    const int y2 = x != y ? y : rc2.digit2;
    for (sdk::Mask m = z_digits; m != 0; m &= m - 1) {
      const int z = std::countr_zero(m) + 1;
      step_.begin_chain(NPE_CHAIN_OPEN);
      add_als_node(step_, a, ia, z, NPE_LINK_STRONG);
      add_als_node(step_, a, ia, x, NPE_LINK_WEAK);
      add_als_node(step_, c, ic, x, NPE_LINK_STRONG);
      add_als_node(step_, c, ic, y2, NPE_LINK_WEAK);
      add_als_node(step_, b, ib, y2, NPE_LINK_STRONG);
      add_als_node(step_, b, ib, z, NPE_LINK_END);
    }
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put("Almost Locked Set XY-Wing: A=");
    put_als(text, a.cells, a.digits);
    text.put(", B=");
    put_als(text, b.cells, b.digits);
    text.put(", C=");
    put_als(text, c.cells, c.digits);
    text.put(", X,Y=");
    text.put_digits(static_cast<sdk::Mask>(rc1.mask() | rc2.mask()), ",");
    text.put(", Z=");
    text.put_digits(z_digits, ",");
    put_hodoku_eliminations(text, list_);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  bool overlap_;
  std::vector<std::vector<std::uint32_t>> by_set_;
  EliminationList list_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::als
