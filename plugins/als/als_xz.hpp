// ALS-XZ (HoDoKu's ALS_XZ, library code 0901): two almost locked sets A and B with a restricted
// common x (every x of A sees every x of B, so at most one of the sets holds x). Then one of them
// loses x and is locked, so a digit z common to both lies in A or in B: a candidate z seeing every
// z of both goes. Doubly linked (two restricted commons x1, x2): both sets lose one of x1, x2, so
// each set without x1, x2 is a locked set and its other digits leave every cell seeing them.
//
// Scan order (HoDoKu's getAlsXZInt): restricted commons in list order (set pairs a < b), so the
// first step is HoDoKu's. Text: "Almost Locked Set XZ-Rule: A=r1c46,r2c5 {1358}, B=r1c89,r3c8 {3589},
// X=5, Z=3 => r2c7<>3" (Z is left out when a doubly linked pair locks something).
// Evidence: the sets, the restricted commons, and per eliminating z the open chain
//   (z, A's z) =A= (x, A's x) -x- (x, B's x) =B= (z, B's z);
// a doubly linked pair is the continuous loop (x1,A) =A= (x2,A) -x2- (x2,B) =B= (x1,B) -x1- back.
#pragma once

#include <npe/sdk/describe.hpp>

#include "als_evidence.hpp"

namespace npe::plugins::als {

inline constexpr npe_param_desc kOverlapParam = {sizeof(npe_param_desc),
                                                 "allow_overlap",
                                                 "1: sets may share cells (no restricted common in the overlap)",
                                                 NPE_PARAM_INT,
                                                 0,
                                                 1,
                                                 0};

class AlsXz {
 public:
  static constexpr npe_param_desc kParams[] = {kOverlapParam};
  static constexpr npe_reglib_code kReglib[] = {{"0901", "allow_overlap=0", 0, 0, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.xz",
       .name = "ALS-XZ",
       .description = "two almost locked sets with a restricted common x: a digit z of both leaves the cells "
                      "seeing every z of both (doubly linked: both sets become locked)",
       .default_points = 300,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglib);

  explicit AlsXz(const sdk::Params& params) : overlap_(params.get("allow_overlap") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    AlsCollection& collection = thread_collection();
    collection.update(position);
    const auto& sets = collection.sets();
    for (const RestrictedCommon& rc : collection.restricted_commons(overlap_, true).rcs) {
      const Als& a = sets[rc.a];
      const Als& b = sets[rc.b];
      list_.clear();
      sdk::Mask z_digits = common_digit_eliminations(a, b, sdk::digit_bit(rc.digit1), list_);
      bool locks = false;
      if (rc.digit2 != 0) {
        z_digits |= common_digit_eliminations(a, b, sdk::digit_bit(rc.digit2), list_);
        const bool locks_a = locked_rest(a, b, rc.mask());
        const bool locks_b = locked_rest(b, a, rc.mask());
        locks = locks_a || locks_b;
      }
      if (list_.empty()) continue;
      if (!emit(sink, a, b, rc, locks ? 0 : z_digits, z_digits)) return;
    }
  }

 private:
  /** Doubly linked: `set` without the two commons is locked; its other digits leave the cells
   *  seeing all of them, except cells of `other` (HoDoKu's checkDoublyLinkedAls). */
  bool locked_rest(const Als& set, const Als& other, sdk::Mask commons) {
    bool found = false;
    for (sdk::Mask m = set.digits & static_cast<sdk::Mask>(~commons); m != 0; m &= m - 1) {
      const int d = std::countr_zero(m);
      const CellSet targets = set.buddies[d] & ~other.cells;
      if (targets.empty()) continue;
      list_.add(targets, d + 1);
      found = true;
    }
    return found;
  }

  bool emit(sdk::StepSink& sink, const Als& a, const Als& b, const RestrictedCommon& rc, sdk::Mask shown_z,
            sdk::Mask z_digits) {
    const bool doubly = rc.digit2 != 0;
    step_.reset(doubly ? 1 : 0);
    add_eliminations(step_, list_);
    add_cells(step_, a.cells | b.cells);
    step_.add_digits(static_cast<sdk::Mask>(rc.mask() | z_digits));
    const int ia = add_set(step_, a);
    const int ib = add_set(step_, b);
    step_.add_restricted_common(ia, ib, rc.digit1);
    if (doubly) step_.add_restricted_common(ia, ib, rc.digit2);
    if (doubly) {
      step_.begin_chain(NPE_CHAIN_LOOP);
      add_als_node(step_, a, ia, rc.digit1, NPE_LINK_STRONG);
      add_als_node(step_, a, ia, rc.digit2, NPE_LINK_WEAK);
      add_als_node(step_, b, ib, rc.digit2, NPE_LINK_STRONG);
      add_als_node(step_, b, ib, rc.digit1, NPE_LINK_WEAK);
    }
    // Open chains through x1 for the digits that are not commons (a host without the loop's ALS
    // rule can check those eliminations from them).
    for (sdk::Mask m = z_digits & static_cast<sdk::Mask>(~rc.mask()); m != 0; m &= m - 1) {
      const int z = std::countr_zero(m) + 1;
      step_.begin_chain(NPE_CHAIN_OPEN);
      add_als_node(step_, a, ia, z, NPE_LINK_STRONG);
      add_als_node(step_, a, ia, rc.digit1, NPE_LINK_WEAK);
      add_als_node(step_, b, ib, rc.digit1, NPE_LINK_STRONG);
      add_als_node(step_, b, ib, z, NPE_LINK_END);
    }
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put("Almost Locked Set XZ-Rule: A=");
    put_als(text, a.cells, a.digits);
    text.put(", B=");
    put_als(text, b.cells, b.digits);
    text.put(", X=");
    text.put_digits(rc.mask(), ",");
    if (shown_z != 0) {
      text.put(", Z=");
      text.put_digits(shown_z, ",");
    }
    put_hodoku_eliminations(text, list_);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  bool overlap_;
  EliminationList list_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::als
