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
  /** On-to-off links of kind `y` (false: X only, true: X and Y) of candidate `key`. */
  const std::uint16_t* offs(bool y, int key) const { return off_[y ? 1 : 0][key]; }
  int off_count(bool y, int key) const { return off_count_[y ? 1 : 0][key]; }
  /** Off-to-on links of kind `kind` (off_kind(y, x)) of candidate `key`. */
  const OnLink* ons(int kind, int key) const { return on_[kind][key]; }
  int on_count(int kind, int key) const { return on_count_[kind][key]; }
  static int off_kind(bool y, bool x) { return y && x ? 2 : y ? 1 : 0; }

  void set_offs(bool y, int key, const int* keys, int n) {
    for (int i = 0; i < n; ++i) off_[y ? 1 : 0][key][i] = static_cast<std::uint16_t>(keys[i]);
    off_count_[y ? 1 : 0][key] = static_cast<std::uint8_t>(n);
  }
  void set_ons(int kind, int key, const OnLink* links, int n) {
    for (int i = 0; i < n; ++i) on_[kind][key][i] = links[i];
    on_count_[kind][key] = static_cast<std::uint8_t>(n);
  }

 private:
  std::uint16_t off_[2][729][28];  // a cell's other digits (8) and the digit's places among its peers (20)
  std::uint8_t off_count_[2][729] = {};
  OnLink on_[3][729][4];  // the cell's other digit, the other place in block, row, column
  std::uint8_t on_count_[3][729] = {};
};

}  // namespace npe::plugins::se_chains
