// The links of SE's static chaining on one grid, each candidate's computed once (docs/performance.md,
// "npe rate against skfr"). Cycles and forcing chains (SE's Forcing Chains & Cycles) never shrink the
// grid, so the off potentials an on candidate implies and the on potentials an off candidate forces
// are the same every time the candidate is expanded; a cycle search expands the off potentials of one
// candidate many times (SE merges on potentials only), so reading them from a table instead of the
// grid's houses is where the static searches' time went. Filled by Chaining, whose on_to_off_key and
// off_to_on_key define the links; this holds them in their order.
#pragma once

#include <cstdint>

namespace npe::plugins::se_chains {

/** An on potential an off candidate forces: its key and SE's cause (cell or house). */
struct OnLink {
  std::uint16_t key;
  std::int8_t cause;
};

class StaticLinks {
 public:
  /** On-to-off links of kind `y` (false: X only, true: X and Y) of candidate `key`: the Y links (the
   *  cell's other digits) come first, so the X links are the list past them. */
  const std::uint16_t* offs(bool y, int key) const { return off_[key] + (y ? 0 : off_y_[key]); }
  int off_count(bool y, int key) const { return off_count_[key] - (y ? 0 : off_y_[key]); }
  /** Off-to-on links of kind `kind` (off_kind(y, x)) of candidate `key`: the Y link (a bivalue
   *  cell's other digit) first, then the X links. */
  const OnLink* ons(int kind, int key) const { return on_[key] + (kind == 0 ? on_y_[key] : 0); }
  int on_count(int kind, int key) const {
    return kind == 2 ? on_count_[key] : kind == 1 ? on_y_[key] : on_count_[key] - on_y_[key];
  }
  static int off_kind(bool y, bool x) { return y && x ? 2 : y ? 1 : 0; }

  /** The links of kind Y and X of `key`, its `y_offs` Y links first (`y_ons`: 0 or 1). */
  void set(int key, const int* offs, int n_offs, int y_offs, const OnLink* ons, int n_ons, int y_ons) {
    for (int i = 0; i < n_offs; ++i) off_[key][i] = static_cast<std::uint16_t>(offs[i]);
    off_count_[key] = static_cast<std::uint8_t>(n_offs);
    off_y_[key] = static_cast<std::uint8_t>(y_offs);
    for (int i = 0; i < n_ons; ++i) on_[key][i] = ons[i];
    on_count_[key] = static_cast<std::uint8_t>(n_ons);
    on_y_[key] = static_cast<std::uint8_t>(y_ons);
  }

 private:
  std::uint16_t off_[729][28];  // a cell's other digits (8) and the digit's places among its peers (20)
  std::uint8_t off_count_[729] = {}, off_y_[729] = {};
  OnLink on_[729][4];  // the cell's other digit, the other place in block, row, column
  std::uint8_t on_count_[729] = {}, on_y_[729] = {};
};

}  // namespace npe::plugins::se_chains
