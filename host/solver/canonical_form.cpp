#include "solver/canonical_form.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <vector>

namespace npe {

namespace {

using Row = std::array<std::uint8_t, 9>;
using Labels = std::array<std::uint8_t, 10>;  // digit -> label, 0 = not met yet

/** The row-by-row search for one transposition and column arrangement, against the best grid so far
 *  (shared between arrangements, so later ones are pruned by earlier ones). */
class RowSearch {
 public:
  RowSearch(const Digits& grid, const std::array<int, 9>& columns, std::array<Row, 9>& best, bool& has_best)
      : grid_(grid), columns_(columns), best_(best), has_best_(has_best) {}

  /** Fills rows from `position` on; `equal` says the rows before equal the best's. Returns true when
   *  it replaced the best grid (the prefix then equals the new best's). */
  bool fill(int position, const Labels& labels, int next_label, bool equal) {
    if (position == 9) {
      best_ = current_;
      has_best_ = true;
      return true;
    }
    bool replaced = false;
    const int band_start = position % 3 == 0 ? -1 : (current_rows_[position - 1] / 3) * 3;
    for (int row = 0; row < 9; ++row) {
      if (used_ & (1u << row)) continue;
      if (band_start < 0 ? (bands_used_ & (1u << (row / 3))) != 0 : row / 3 != band_start / 3) continue;
      Labels next = labels;
      int label = next_label;
      Row& out = current_[position];
      for (int j = 0; j < 9; ++j) {
        const int digit = grid_[row * 9 + columns_[j]];
        if (digit != 0 && next[digit] == 0) next[digit] = static_cast<std::uint8_t>(label++);
        out[j] = digit == 0 ? 0 : next[digit];
      }
      bool child_equal = false;
      if (has_best_ && equal) {
        if (out > best_[position]) continue;
        child_equal = out == best_[position];
      }
      used_ |= 1u << row;
      if (position % 3 == 0) bands_used_ |= 1u << (row / 3);
      current_rows_[position] = row;
      if (fill(position + 1, next, label, child_equal || !has_best_)) {
        replaced = true;
        equal = true;  // the best now starts with this prefix
      }
      used_ &= ~(1u << row);
      if (position % 3 == 0) bands_used_ &= ~(1u << (row / 3));
    }
    return replaced;
  }

 private:
  const Digits& grid_;
  const std::array<int, 9>& columns_;
  std::array<Row, 9>& best_;
  bool& has_best_;
  std::array<Row, 9> current_{};
  std::array<int, 9> current_rows_{};
  unsigned used_ = 0, bands_used_ = 0;
};

/** Every column arrangement: stacks permuted, columns permuted inside each stack. */
std::vector<std::array<int, 9>> column_arrangements() {
  std::vector<std::array<int, 9>> arrangements;
  std::array<int, 3> stacks{0, 1, 2};
  std::array<int, 3> inside{0, 1, 2};
  do {
    std::array<std::array<int, 3>, 6> orders{};
    int k = 0;
    inside = {0, 1, 2};
    do orders[k++] = inside;
    while (std::next_permutation(inside.begin(), inside.end()));
    for (int a = 0; a < 216; ++a) {
      std::array<int, 9> columns{};
      const int choice[3] = {a % 6, a / 6 % 6, a / 36};
      for (int s = 0; s < 3; ++s) {
        for (int c = 0; c < 3; ++c) columns[s * 3 + c] = stacks[s] * 3 + orders[choice[s]][c];
      }
      arrangements.push_back(columns);
    }
  } while (std::next_permutation(stacks.begin(), stacks.end()));
  return arrangements;
}

}  // namespace

std::string canonical_form(const Digits& puzzle) {
  static const std::vector<std::array<int, 9>> arrangements = column_arrangements();
  Digits transposed{};
  for (int cell = 0; cell < 81; ++cell) transposed[(cell % 9) * 9 + cell / 9] = puzzle[cell];
  std::array<Row, 9> best{};
  bool has_best = false;
  for (const Digits* grid : std::initializer_list<const Digits*>{&puzzle, &transposed}) {
    for (const auto& columns : arrangements) {
      RowSearch search(*grid, columns, best, has_best);
      search.fill(0, Labels{}, 1, true);
    }
  }
  std::string form(81, '.');
  for (int cell = 0; cell < 81; ++cell) {
    const int label = best[cell / 9][cell % 9];
    if (label != 0) form[cell] = static_cast<char>('0' + label);
  }
  return form;
}

}  // namespace npe
