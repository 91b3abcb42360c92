// Gurth's symmetrical placement on half-turn symmetric puzzles, as a test technique (symmetric_only.cpp
// and half_turn_placement.cpp build it): on puzzles whose givens are symmetric under the half-turn
// with a digit relabelling, the unique solution is symmetric too, so a candidate x of a cell goes
// when its opposite cell can no longer hold the relabelled digit. Sound, but no shipped corpus has
// such a puzzle.
#pragma once

#include <array>
#include <cstdint>

#include "broken_common.hpp"

namespace npe::test_plugins {

/** `Geometry`: 0, or ABI 1.5's NPE_TECHNIQUE_HALF_TURN_GEOMETRY, which the technique's rule has: with
 *  it check-plugin's missed.symmetry applies only the transformations that keep the half-turn. */
template <std::uint32_t Geometry>
struct SymmetricPlacement {
  static constexpr npe_technique_desc descriptor = [] {
    npe_technique_desc desc = broken_descriptor(
        Geometry ? "test.half_turn_placement" : "test.symmetric_placement",
        Geometry ? "Symmetrical placement (half-turn), geometry declared" : "Symmetrical placement (half-turn)",
        "a candidate goes when the opposite cell cannot hold its relabelled digit", NPE_YIELDS_ELIMINATIONS);
    desc.flags = NPE_TECHNIQUE_NEEDS_UNIQUENESS | NPE_TECHNIQUE_USES_GIVENS | Geometry;
    return desc;
  }();
  explicit SymmetricPlacement(const sdk::Params&) {}

  /** The relabelling (0: digit not among the givens), or false when the givens are not symmetric. */
  static bool relabelling(const sdk::Position& position, std::array<int, 10>& sigma) {
    sigma.fill(0);
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      const int opposite = 80 - cell;
      if (position.is_given(cell) != position.is_given(opposite)) return false;
      if (!position.is_given(cell)) continue;
      const int d = position.digit(cell), e = position.digit(opposite);
      if ((sigma[d] != 0 && sigma[d] != e) || (sigma[e] != 0 && sigma[e] != d)) return false;
      sigma[d] = e;
      sigma[e] = d;
    }
    return true;
  }

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    std::array<int, 10> sigma{};
    if (!position.known_unique() || !relabelling(position, sigma)) return;
    step_.reset();
    int removed = 0;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      const int opposite = 80 - cell;
      for (int x = 1; x <= 9; ++x) {
        if (!sdk::has_digit(position.candidates(cell), x) || sigma[x] == 0) continue;
        const int y = sigma[x];
        const bool possible =
            opposite == cell ? x == y
                             : position.digit(opposite) == y ||
                                   (position.digit(opposite) == 0 && sdk::has_digit(position.candidates(opposite), y));
        if (possible) continue;
        step_.eliminate(cell, x);
        ++removed;
      }
    }
    if (removed == 0) return;
    step_.set_text("Symmetrical placement: %d candidate(s)", removed);
    sink.emit(step_);
  }
  sdk::StepBuilder step_;
};

}  // namespace npe::test_plugins
