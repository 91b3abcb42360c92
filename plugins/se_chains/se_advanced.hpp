// The "advanced" rules of Sudoku Explainer's Dynamic Forcing Chains (+) (Chaining at level 1;
// docs/techniques.md, "Sudoku Explainer chains"): when a dynamic propagation runs out of basic
// consequences, SE looks at the grid as the chain has shrunk it with Locking (pointing and claiming),
// Hidden Pairs, Naked Pairs and X-Wings, in that order, and takes every hint of the first rule that
// has one owing to the chain. Each elimination becomes an off potential whose parents are the rule's
// "parents": the candidates of the start grid that the chain removed and without which the rule would
// not apply (LockingHint, HiddenSetHint, NakedSetHint.getRuleParents).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "se_grid.hpp"

namespace npe::plugins::se_chains {

/** One hint of an advanced rule: the candidates it removes (ascending: SE sorts them by row, column,
 *  digit) and the start-grid candidates whose removal it needs. */
struct AdvancedHint {
  std::vector<int> removable;
  std::vector<int> parents;
};

class AdvancedRules {
 public:
  /** The hints of the first rule that has one with parents, on `cur` (the shrunk grid) against
   *  `start` (the grid the propagation began with). */
  const std::vector<AdvancedHint>& find(const Grid& cur, const Grid& start) {
    cur_ = &cur;
    start_ = &start;
    hints_.clear();
    note_changes();
    locking();
    if (hints_.empty()) hidden_pairs();
    if (hints_.empty()) naked_pairs();
    if (hints_.empty()) x_wings();
    return hints_;
  }

  /** Whether one of the four rules removes `key` from `board` whatever the chain did (the host's
   *  replay accepts these rules: an advanced node of a chain must still follow there, which a
   *  node written after another hint of its rule's batch may not). */
  bool removes(const Grid& board, int key) {
    cur_ = &board;
    start_ = &board;
    hints_.clear();
    any_pattern_ = true;
    note_changes();
    locking();
    hidden_pairs();
    naked_pairs();
    x_wings();
    any_pattern_ = false;
    for (const AdvancedHint& hint : hints_) {
      if (std::binary_search(hint.removable.begin(), hint.removable.end(), key)) return true;
    }
    return false;
  }

 private:
  // SE's Permutations(2, 9): pairs ordered by their bit pattern's value, (0,1) (0,2) (1,2) (0,3) ...
  template <class F>
  static void for_pairs(F&& f) {
    for (int j = 1; j < 9; ++j) {
      for (int i = 0; i < j; ++i) f(i, j);
    }
  }

  /** What the chain changed, which every hint kept must owe something to (its parents are start
   *  candidates the chain removed): per house the digits whose places changed, per house the cells
   *  whose candidates changed (bits over the house's cells). A pattern where neither changed has no
   *  parents, so the rules look only where they did; removes() wants every pattern: all changed. */
  void note_changes() {
    for (int house = 0; house < 27; ++house) {
      unsigned digits = 0, cells = 0;
      for (int d = 1; d <= 9; ++d) digits |= cur_->places(house, d) != start_->places(house, d) ? 1u << (d - 1) : 0u;
      for (int k = 0; k < 9; ++k) {
        const int c = sdk::kHouseCells[house][k];
        cells |= cur_->cand[c] != start_->cand[c] ? 1u << k : 0u;
      }
      changed_digits_[house] = any_pattern_ ? 0x1ff : digits;
      changed_cells_[house] = any_pattern_ ? 0x1ff : cells;
    }
  }

  /** for_pairs restricted to the indices in `mask` (bit i: index i), in the same order. */
  template <class F>
  static void for_pairs_in(unsigned mask, F&& f) {
    for (unsigned mj = mask & (mask - 1); mj; mj &= mj - 1) {
      const int j = std::countr_zero(mj);
      for (unsigned mi = mask & ((1u << j) - 1); mi; mi &= mi - 1) f(std::countr_zero(mi), j);
    }
  }

  /** The digits (bit d-1) among `among` with exactly `n` places in `house`, or at least n (`or_more`). */
  unsigned digits_with_places(int house, int n, bool or_more, unsigned among = 0x1ff) const {
    unsigned out = 0;
    for (unsigned m = among; m; m &= m - 1) {
      const int k = bits9(cur_->places(house, std::countr_zero(m) + 1));
      if (k == n || (or_more && k > n)) out |= m & -m;
    }
    return out;
  }

  int empty_cells(int house) const {
    int n = 0;
    for (const int c : sdk::kHouseCells[house]) n += cur_->digit[c] == 0 ? 1 : 0;
    return n;
  }

  /** Keeps a hint that removes something and owes something to the chain (removes(): any hint). */
  void keep() {
    if (hint_.removable.empty() || (hint_.parents.empty() && !any_pattern_)) return;
    std::sort(hint_.removable.begin(), hint_.removable.end());
    hints_.push_back(hint_);
  }

  /** The start grid's candidates of `digit` in `house` that the chain removed, outside `keep` (bits
   *  over the house's cells), in the house's cell order. */
  void lost_places(int house, int digit, unsigned keep) {
    for (unsigned m = start_->places(house, digit) & ~cur_->places(house, digit) & ~keep; m; m &= m - 1) {
      hint_.parents.push_back(key_of(sdk::kHouseCells[house][std::countr_zero(m)], digit));
    }
  }

  // Locking: a digit's places (two or more) in `base` all lie in `cover`; it leaves the rest of cover.
  // The removals in cover's cell order, the parents (base places the chain removed outside cover) in
  // base's: as SE lists them.
  void locking_pair(int base, int cover, int digit) {
    const unsigned places = cur_->places(base, digit);
    if (bits9(places) < 2 || (places & ~kHouseMeet[base][cover]) != 0) return;
    const unsigned rest = cur_->places(cover, digit) & ~kHouseMeet[cover][base];
    if (rest == 0) return;
    hint_.removable.clear();
    hint_.parents.clear();
    for (unsigned m = rest; m; m &= m - 1) {
      hint_.removable.push_back(key_of(sdk::kHouseCells[cover][std::countr_zero(m)], digit));
    }
    lost_places(base, digit, kHouseMeet[base][cover]);
    keep();
  }

  /** Whether a block and a line share cells. */
  static bool crosses(int a, int b) {
    const int block = a >= 18 ? a - 18 : b - 18, line = a >= 18 ? b : a;
    return line < 9 ? line / 3 == block / 3 : (line - 9) / 3 == block % 3;
  }

  void locking() {
    // SE 1.2.1's Locking: (block, column), (block, row), (column, block), (row, block); houses by
    // index, digits ascending. Only digits with two or more places in the base can lock
    // (locking_pair's first test).
    constexpr int kBlock = 18, kRow = 0, kCol = 9;
    const int orders[4][2] = {{kBlock, kCol}, {kBlock, kRow}, {kCol, kBlock}, {kRow, kBlock}};
    unsigned several[27];
    for (int house = 0; house < 27; ++house) {
      several[house] = digits_with_places(house, 2, true, changed_digits_[house]);  // parents: lost base places
    }
    for (const auto& o : orders) {
      for (int i1 = 0; i1 < 9; ++i1) {
        if (several[o[0] + i1] == 0) continue;
        for (int i2 = 0; i2 < 9; ++i2) {
          if (!crosses(o[0] + i1, o[1] + i2)) continue;
          for (unsigned m = several[o[0] + i1]; m; m &= m - 1) {
            locking_pair(o[0] + i1, o[1] + i2, std::countr_zero(m) + 1);
          }
        }
      }
    }
  }

  static constexpr int kSetHouses[3] = {18, 9, 0};  // SE's sets: blocks, columns, rows

  void hidden_pairs() {
    for (const int first : kSetHouses) {
      for (int house = first; house < first + 9; ++house) {
        if (empty_cells(house) <= 4) continue;
        // A hidden pair's digits have the same two places: only digits with two places can pair.
        for_pairs_in(digits_with_places(house, 2, false), [&](int i, int j) {
          if (((changed_digits_[house] >> i) & 1) == 0 && ((changed_digits_[house] >> j) & 1) == 0) return;
          const int a = i + 1, b = j + 1;
          const unsigned pa = cur_->places(house, a), pb = cur_->places(house, b);
          if (bits9(pa) < 2 || bits9(pb) < 2 || bits9(pa | pb) != 2) return;
          hint_.removable.clear();
          hint_.parents.clear();
          const Mask pair = static_cast<Mask>(sdk::digit_bit(a) | sdk::digit_bit(b));
          for (unsigned m = pa | pb; m; m &= m - 1) {
            const int c = sdk::kHouseCells[house][std::countr_zero(m)];
            for (Mask r = static_cast<Mask>(cur_->cand[c] & ~pair); r; r &= r - 1) {
              hint_.removable.push_back(key_of(c, std::countr_zero(static_cast<unsigned>(r)) + 1));
            }
          }
          if (hint_.removable.empty()) return;
          for (int k = 0; k < 9; ++k) {
            if ((pa | pb) >> k & 1) continue;
            const int c = sdk::kHouseCells[house][k];
            if (start_->has(c, a)) hint_.parents.push_back(key_of(c, a));
            if (start_->has(c, b)) hint_.parents.push_back(key_of(c, b));
          }
          keep();
        });
      }
    }
  }

  void naked_pairs() {
    for (const int first : kSetHouses) {
      for (int house = first; house < first + 9; ++house) {
        if (empty_cells(house) < 4) continue;
        // A naked pair's cells hold the same two digits: only bivalue cells can pair.
        unsigned bivalue = 0;
        for (int k = 0; k < 9; ++k) bivalue |= bits9(cur_->cand[sdk::kHouseCells[house][k]]) == 2 ? 1u << k : 0u;
        for_pairs_in(bivalue, [&](int i, int j) {
          if (((changed_cells_[house] >> i) & 1) == 0 && ((changed_cells_[house] >> j) & 1) == 0) return;
          const int x = sdk::kHouseCells[house][i], y = sdk::kHouseCells[house][j];
          const Mask mx = cur_->cand[x], my = cur_->cand[y];
          if (bits9(mx) < 2 || bits9(my) < 2 || bits9(mx | my) != 2) return;
          const Mask pair = static_cast<Mask>(mx | my);
          hint_.removable.clear();
          hint_.parents.clear();
          for (const int c : sdk::kHouseCells[house]) {
            if (c == x || c == y) continue;
            for (Mask r = static_cast<Mask>(cur_->cand[c] & pair); r; r &= r - 1) {
              hint_.removable.push_back(key_of(c, std::countr_zero(static_cast<unsigned>(r)) + 1));
            }
          }
          if (hint_.removable.empty()) return;
          for (const int c : {x, y}) {
            for (Mask r = static_cast<Mask>(start_->cand[c] & ~pair); r; r &= r - 1) {
              hint_.parents.push_back(key_of(c, std::countr_zero(static_cast<unsigned>(r)) + 1));
            }
          }
          keep();
        });
      }
    }
  }

  void x_wings() {
    int placed[10] = {};
    for (int c = 0; c < 81; ++c) ++placed[cur_->digit[c]];
    // SE's Fisherman(2): columns as base lines (eliminating along rows), then rows.
    for (const int base : {9, 0}) {
      const int cover = base == 9 ? 0 : 9;
      // An X-Wing's base lines hold the digit in the same two places: only digits with two places in
      // both lines can make one.
      unsigned two[9];
      for (int line = 0; line < 9; ++line) two[line] = digits_with_places(base + line, 2, false);
      for_pairs([&](int i, int j) {
        for (unsigned m = two[i] & two[j] & (changed_digits_[base + i] | changed_digits_[base + j]); m; m &= m - 1) {
          const int digit = std::countr_zero(m) + 1;
          if (placed[digit] + 4 > 9) continue;
          const unsigned pi = cur_->places(base + i, digit), pj = cur_->places(base + j, digit);
          if (bits9(pi) < 2 || bits9(pj) < 2 || bits9(pi | pj) != 2) continue;
          const unsigned lines = pi | pj;  // the cover lines, by index; line k meets a base line at its cell k
          hint_.removable.clear();
          hint_.parents.clear();
          for (unsigned m = lines; m; m &= m - 1) {
            const int line = cover + std::countr_zero(m);
            for (unsigned r = cur_->places(line, digit) & ~(1u << i | 1u << j); r; r &= r - 1) {
              hint_.removable.push_back(key_of(sdk::kHouseCells[line][std::countr_zero(r)], digit));
            }
          }
          if (hint_.removable.empty()) continue;
          lost_places(base + i, digit, lines);
          lost_places(base + j, digit, lines);
          keep();
        }
      });
    }
  }

  const Grid* cur_ = nullptr;
  const Grid* start_ = nullptr;
  AdvancedHint hint_;
  std::vector<AdvancedHint> hints_;
  bool any_pattern_ = false;
  unsigned changed_digits_[27] = {},
           changed_cells_[27] = {};  // note_changes()  // removes(): every hint, owing to the chain or not
};

}  // namespace npe::plugins::se_chains
