// hodoku.brute_force: HoDoKu 2.2's last resort (its step 8900, BruteForceSolver): of the empty cells in
// ascending order, the middle one (index count/2) gets its digit of the solution. The solution is
// worked out here by a small backtracking search over the position's candidates; the technique finds
// nothing unless the host knows the puzzle is unique (HoDoKu, too, gives up on a puzzle without one
// solution) or when the candidates admit no solution. Text: "Brute Force: r5c5=3".
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <cstdio>

namespace npe::plugins::hodoku {

class BruteForceTechnique {
 public:
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "hodoku.brute_force",
      .name = "HoDoKu Brute Force",
      .description = "HoDoKu 2.2's last resort: the middle empty cell gets its digit of the solution",
      .default_points = 10000,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_NEEDS_UNIQUENESS,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};

  explicit BruteForceTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!position.known_unique()) return;
    int empty[sdk::kCells], count = 0;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      digits_[cell] = position.digit(cell);
      candidates_[cell] = position.digit(cell) ? 0 : position.candidates(cell);
      if (position.digit(cell) == 0) empty[count++] = cell;
    }
    if (count == 0 || !solve()) return;
    const int cell = empty[count / 2];
    step_.reset();
    step_.place(cell, digits_[cell]);
    step_.add_cell(cell);
    step_.add_digits(sdk::digit_bit(digits_[cell]));
    char text[40];
    std::snprintf(text, sizeof text, "Brute Force: r%dc%d=%d", sdk::row_of(cell) + 1, sdk::col_of(cell) + 1,
                  digits_[cell]);
    step_.set_plain_text(text);
    sink.emit(step_);
  }

 private:
  /** Fills digits_ with a solution (the first found: the puzzle is unique), true when there is one.
   *  Takes the empty cell with the fewest digits still possible; candidates_ are the digits the
   *  position allows, narrowed by the digits placed in the search. */
  bool solve() {
    int best = -1, fewest = 10;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (digits_[cell] != 0) continue;
      const int n = sdk::count_digits(allowed(cell));
      if (n < fewest) {
        fewest = n;
        best = cell;
      }
    }
    if (best < 0) return true;
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(allowed(best), d)) continue;
      digits_[best] = static_cast<std::uint8_t>(d);
      if (solve()) return true;
      digits_[best] = 0;
    }
    return false;
  }

  sdk::Mask allowed(int cell) const {
    sdk::Mask mask = candidates_[cell];
    for (int peer : sdk::kPeers[cell]) {
      if (digits_[peer] != 0) mask = static_cast<sdk::Mask>(mask & ~sdk::digit_bit(digits_[peer]));
    }
    return mask;
  }

  std::array<std::uint8_t, sdk::kCells> digits_{};
  std::array<sdk::Mask, sdk::kCells> candidates_{};
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::hodoku
