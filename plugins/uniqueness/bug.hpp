// Bivalue Universal Grave + 1 and BUG Lite (docs/techniques.md, "Uniqueness").
//
// BUG + 1 (HoDoKu's rule): every empty cell has two or three candidates and exactly one has three;
// every digit has at most three places in every house, and three only in the row, the column and
// the block of that cell, for one digit d. (HoDoKu also lets cells with one candidate pass, which
// its solver never leaves when it looks for a BUG; such a cell breaks the argument below: counted,
// every other digit then has two places in each house only when every cell has two candidates.) Without d there the
// grid would be a BUG (every cell bivalue, every digit twice in every house): never a unique puzzle. So the cell is d:
// its other candidates go. Text: "Bivalue Universal Grave + 1 => r6c5<>5, r6c5<>9".
//
// BUG Lite (not in HoDoKu; npe's text in HoDoKu's form): a set of empty cells, each with a pair of
// its candidates, where every digit lies in 0 or 2 pairs of every house; all cells but one hold
// exactly their pair. Filled from their pairs, the cells could take the other digit of each pair
// instead (in every house each of its pair digits then moves to the other of its two cells): two
// solutions. So the one cell with more candidates takes none of its pair: "BUG Lite: 1/2/3 in
// r1c12,... => r5c5<>1, r5c5<>2". Four cells are a unique rectangle (Uniqueness Test 1) and are
// left to it: patterns have 5..max_cells cells. Search: depth first from the pattern's smallest cell,
// always completing the first (house, digit) that has one place so far; each pattern is found once.
#pragma once

#include "board_view.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

inline bool find_bug_plus_one(const BoardView& board, StepReport& report, sdk::StepSink& sink) {
  int three = -1;
  for (int cell = 0; cell < sdk::kCells; ++cell) {
    if (board.digits[cell] != 0) continue;
    const int count = board.count(cell);
    if (count < 2 || count > 3) return true;
    if (count == 3) {
      if (three != -1) return true;
      three = cell;
    }
  }
  if (three == -1) return true;
  int digit = 0;
  int triple_house[3] = {-1, -1, -1};  // per house kind (row, column, block)
  for (int house = 0; house < sdk::kHouses; ++house) {
    for (int d = 1; d <= 9; ++d) {
      const int places = (board.with[d] & kHouseSet[house]).count();
      if (places > 3) return true;
      if (places < 3) continue;
      if (triple_house[house / 9] != -1 || (digit != 0 && digit != d)) return true;
      digit = d;
      triple_house[house / 9] = house;
    }
  }
  const auto houses = sdk::houses_of(three);
  if (digit == 0 || !board.has(three, digit) || houses[0] != triple_house[0] || houses[1] != triple_house[1] ||
      houses[2] != triple_house[2]) {
    return true;
  }
  report.begin(1);
  for (sdk::Mask m = board.candidates[three] & static_cast<sdk::Mask>(~sdk::digit_bit(digit)); m; m &= m - 1) {
    report.eliminations.add_once(three, sdk::first_digit(m));
  }
  sdk::Mask digits = 0;
  board.empty.for_each([&](int cell) { digits |= board.candidates[cell]; });
  report.step.add_fin(three);
  for (int house : houses) report.step.add_base_house(house);
  const int no_digits[] = {0};
  return report.emit(sink, "Bivalue Universal Grave + 1", no_digits, board.empty, digits);
}

/** The BUG Lite search; one per technique instance (fixed arrays). */
class BugLiteSearch {
 public:
  static constexpr int kMaxCells = 16;

  explicit BugLiteSearch(int max_cells) : max_cells_(max_cells) {}

  bool run(const BoardView& board, StepReport& report, sdk::StepSink& sink) {
    board_ = &board;
    report_ = &report;
    sink_ = &sink;
    size_ = 0;
    extra_ = -1;
    for (auto& house : counts_) {
      for (auto& count : house) count = 0;
    }
    for (auto& mask : open_mask_) mask = 0;
    open_ = 0;
    members_ = {};
    bivalue_ = multi_ = {};
    board.empty.for_each([&](int cell) { (board.count(cell) == 2 ? bivalue_ : multi_).add(cell); });
    for (int start = 0; start < sdk::kCells; ++start) {
      if (board.digits[start] != 0 || board.count(start) < 2) continue;
      start_ = start;
      later_ = CellSet::after(start);
      if (!try_cell(start)) return false;
    }
    return true;
  }

 private:
  /** Adds `cell` with every pair it may carry (its candidates when bivalue; as the one extra cell,
   *  any two of its candidates) and searches on; false when the sink wants no more steps. */
  bool try_cell(int cell) {
    const sdk::Mask candidates = board_->candidates[cell];
    if (sdk::count_digits(candidates) == 2) return with_pair(cell, candidates);
    if (extra_ != -1) return true;
    for (sdk::Mask m = candidates; m; m &= m - 1) {
      for (sdk::Mask n = m & (m - 1); n; n &= n - 1) {
        const sdk::Mask pair = static_cast<sdk::Mask>((m & -m) | (n & -n));
        extra_ = cell;
        const bool go_on = with_pair(cell, pair);
        extra_ = -1;
        if (!go_on) return false;
      }
    }
    return true;
  }

  /** Adds the cell with `pair` when no (house, digit) would get three places, then searches on. */
  bool with_pair(int cell, sdk::Mask pair) {
    const auto houses = sdk::houses_of(cell);
    for (int house : houses) {
      for (sdk::Mask m = pair; m; m &= m - 1) {
        if (counts_[house][sdk::first_digit(m) - 1] == 2) return true;
      }
    }
    cells_[size_] = cell;
    pairs_[size_] = pair;
    ++size_;
    members_.add(cell);
    for (int house : houses) {
      for (sdk::Mask m = pair; m; m &= m - 1) {
        std::uint8_t& count = counts_[house][sdk::first_digit(m) - 1];
        open_ += ++count == 1 ? 1 : -1;
        open_mask_[house] ^= static_cast<sdk::Mask>(m & -m);  // count 1 <-> 0 or 2
      }
    }
    const bool go_on = search();
    for (int house : houses) {
      for (sdk::Mask m = pair; m; m &= m - 1) {
        std::uint8_t& count = counts_[house][sdk::first_digit(m) - 1];
        open_ += count-- == 1 ? -1 : 1;
        open_mask_[house] ^= static_cast<sdk::Mask>(m & -m);
      }
    }
    members_.remove(cell);
    --size_;
    return go_on;
  }

  bool search() {
    if (open_ == 0) return size_ > 4 && extra_ != -1 ? report() : true;
    // A cell closes at most six (house, digit) places (three houses, two digits).
    if (size_ == max_cells_ || open_ > 6 * (max_cells_ - size_)) return true;
    // Complete the (house, digit) with the fewest cells that could do it (none: a dead end; one:
    // forced); ties and "two or more" go to the first in house and digit order.
    const CellSet usable = later_.minus(members_) & (extra_ == -1 ? bivalue_ | multi_ : bivalue_);
    CellSet best;
    int best_digit = 0, best_rank = 3;
    for (int house = 0; house < sdk::kHouses && best_rank > 1; ++house) {
      for (sdk::Mask m = open_mask_[house]; m && best_rank > 1; m &= m - 1) {
        const int digit = sdk::first_digit(m);
        const CellSet cells = board_->with[digit] & kHouseSet[house] & usable;
        const int rank = cells.empty() ? 0 : cells.single() ? 1 : 2;
        if (rank == 0) return true;
        if (rank < best_rank) {
          best = cells;
          best_digit = digit;
          best_rank = rank;
        }
      }
    }
    bool go_on = true;
    best.for_each([&](int cell) {
      if (go_on) go_on = try_cell_with(cell, best_digit);
    });
    return go_on;
  }

  /** As try_cell, keeping only pairs that hold `digit` (the place being completed). */
  bool try_cell_with(int cell, int digit) {
    const sdk::Mask candidates = board_->candidates[cell];
    if (sdk::count_digits(candidates) == 2) return with_pair(cell, candidates);
    if (extra_ != -1) return true;
    for (sdk::Mask m = candidates & static_cast<sdk::Mask>(~sdk::digit_bit(digit)); m; m &= m - 1) {
      extra_ = cell;
      const bool go_on = with_pair(cell, static_cast<sdk::Mask>(sdk::digit_bit(digit) | (m & -m)));
      extra_ = -1;
      if (!go_on) return false;
    }
    return true;
  }

  bool report() {
    StepReport& report = *report_;
    report.begin(static_cast<std::uint32_t>(size_));
    sdk::Mask pair = 0, digits = 0;
    CellSet cells;
    for (int i = 0; i < size_; ++i) {
      if (cells_[i] == extra_) pair = pairs_[i];
      digits |= pairs_[i];
      cells.add(cells_[i]);
    }
    for (sdk::Mask m = pair; m; m &= m - 1) report.eliminations.add_once(extra_, sdk::first_digit(m));
    report.step.add_fin(extra_);
    // Sudoku Explainer's rating of a unique loop of this many cells (4.5; 6+: 4.6, 8+: 4.7, 10+: 5.0).
    report.step.set_rating_x10(45 + (size_ >= 10 ? 5 : size_ >= 8 ? 2 : size_ >= 6 ? 1 : 0));
    int order[10] = {};
    int n = 0;
    for (sdk::Mask m = digits; m; m &= m - 1) order[n++] = sdk::first_digit(m);
    return report.emit(*sink_, "BUG Lite", order, cells, digits);
  }

  int max_cells_;
  const BoardView* board_ = nullptr;
  StepReport* report_ = nullptr;
  sdk::StepSink* sink_ = nullptr;
  int start_ = 0;
  int cells_[kMaxCells] = {};
  sdk::Mask pairs_[kMaxCells] = {};
  int size_ = 0;
  int extra_ = -1;  // the one cell with candidates beyond its pair, -1 while none
  std::uint8_t counts_[sdk::kHouses][9] = {};
  int open_ = 0;                            // (house, digit) with one place
  sdk::Mask open_mask_[sdk::kHouses] = {};  // per house: the digits with one place
  CellSet members_;                         // the pattern's cells
  CellSet bivalue_, multi_;                 // empty cells with two, with three or more candidates
  CellSet later_;                           // cells after the start cell
};

}  // namespace npe::plugins::uniqueness
