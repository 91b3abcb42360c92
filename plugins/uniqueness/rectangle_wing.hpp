// Unique Rectangle XY-Wing, XYZ-Wing and WXYZ-Wing (kyoyama-kazusa/Sudoku, src/Sudoku.Analytics/Analytics/
// StepSearchers/Uniqueness/UniqueRectangleStepSearcher.pattern.cs, CheckRegularWing, commit 7dfb5054;
// names from its AnalyticsResources.resx; not in HoDoKu). A unique rectangle (two rows, two columns, two
// boxes, every cell holding a and b) whose two "floor" cells hold nothing else: one of the two "roof"
// cells holds a digit of X, their candidates besides a and b. The roof acts as the pivot of a wing
// whose branches are bivalue cells {x, z}, one per digit x of X other than z, each seeing every roof
// cell holding x:
//   - z outside X (kyoyama-kazusa's complete wing): a branch per digit of X; whichever x the roof
//     holds, its branch is z;
//   - z in X (incomplete): a branch per other digit of X (two or more); the roof is z, or a branch is.
// Cells seeing every branch (and, for z in X, every roof cell holding z) lose z. The name goes by the
// size of X: 2 XY-Wing, 3 XYZ-Wing, 4 WXYZ-Wing (kyoyama-kazusa names the complete and incomplete
// wings so); the parameter `size` picks it.
// Unlike kyoyama-kazusa's search, every rectangle cell holds both a and b (no missing candidates: the
// host checks a deadly pattern by its candidates).
// Evidence: a deadly pattern (ABI 1.3) over the four cells, digits {a, b}, the roof's other candidates
// as its guardians; per guardian x != z of a roof cell r, the chain r=x -> branch<>x -> branch=z (a
// guardian z excludes the targets by itself). Fins: the roof cells and the branches. Text in the
// family's form, kyoyama-kazusa's name:
//   "Unique Rectangle XY-Wing: 1/2 in r1c12,r2c12 => r5c5<>3"
// Scan: rectangle_scan.hpp's rectangles (no missing candidates), z ascending, each digit's branch
// in cell order (digits ascending).
#pragma once

#include "rectangle_scan.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

class RectangleWingSearch {
 public:
  static constexpr int kMinSize = 2, kMaxSize = 4;

  RectangleWingSearch(const BoardView& board, int size, StepReport& report, sdk::StepSink& sink)
      : board_(board), size_(size), report_(report), sink_(sink) {}

  /** One rectangle; false when the sink wants no more steps. */
  bool check(const Rectangle& rect) {
    if (rect.plain_count != 2) return true;
    rect_ = &rect;
    roof_digits_ = rect.extra_digits(board_);
    if (sdk::count_digits(roof_digits_) != size_) return true;
    for (int z = 1; z <= 9; ++z) {
      z_ = z;
      const bool in_roof = sdk::has_digit(roof_digits_, z);
      if (in_roof && size_ < 3) continue;  // an incomplete wing needs two branches
      branch_digit_count_ = 0;
      for (sdk::Mask m = roof_digits_ & static_cast<sdk::Mask>(~sdk::digit_bit(z)); m;
           m &= static_cast<sdk::Mask>(m - 1))
        branch_digits_[branch_digit_count_++] = sdk::first_digit(m);
      if (!choose(0)) return false;
    }
    return true;
  }

 private:
  /** The cells seeing every roof cell holding `digit`. */
  CellSet seeing_roof(int digit) const {
    CellSet seen = ~CellSet{};
    for (int i = 0; i < rect_->extra_count; ++i) {
      if (board_.has(rect_->extra[i], digit)) seen = seen & kPeerSet[rect_->extra[i]];
    }
    return seen;
  }

  /** Picks the branch of branch_digits_[k] (bivalue {x, z}, seeing the roof's x). */
  bool choose(int k) {
    if (k == branch_digit_count_) return report();
    const int x = branch_digits_[k];
    const auto pair = static_cast<sdk::Mask>(sdk::digit_bit(x) | sdk::digit_bit(z_));
    const CellSet places = board_.with[x] & board_.with[z_] & seeing_roof(x);
    bool go_on = true;
    places.for_each([&](int cell) {
      if (!go_on || board_.candidates[cell] != pair) return;
      branches_[k] = cell;
      go_on = choose(k + 1);
    });
    return go_on;
  }

  bool report() {
    CellSet targets = board_.with[z_];
    for (int k = 0; k < branch_digit_count_; ++k) targets = targets & kPeerSet[branches_[k]];
    if (sdk::has_digit(roof_digits_, z_)) targets = targets & seeing_roof(z_);
    if (targets.empty()) return true;
    report_.begin(static_cast<std::uint32_t>(size_));
    targets.for_each([&](int cell) { report_.eliminations.add_once(cell, z_); });
    report_.step.begin_pattern(NPE_PATTERN_DEADLY, rect_->pair);
    rect_->all.for_each([&](int cell) { report_.step.add_pattern_cell(cell); });
    for (int i = 0; i < rect_->extra_count; ++i) {
      const int roof = rect_->extra[i];
      for (sdk::Mask m = board_.candidates[roof] & static_cast<sdk::Mask>(~rect_->pair); m;
           m &= static_cast<sdk::Mask>(m - 1))
        report_.step.add_guardian(roof, sdk::first_digit(m));
      report_.step.add_fin(roof);
    }
    for (int k = 0; k < branch_digit_count_; ++k) {
      report_.step.add_fin(branches_[k]);
      for (int i = 0; i < rect_->extra_count; ++i) {
        const int roof = rect_->extra[i];
        if (!board_.has(roof, branch_digits_[k]) || !report_.step.begin_chain(NPE_CHAIN_OPEN)) continue;
        report_.step.add_candidate_node(roof, branch_digits_[k], NPE_LINK_WEAK);
        report_.step.add_candidate_node(branches_[k], branch_digits_[k], NPE_LINK_STRONG);
        report_.step.add_candidate_node(branches_[k], z_, NPE_LINK_END);
      }
    }
    static constexpr const char* kNames[5] = {"", "", "Unique Rectangle XY-Wing", "Unique Rectangle XYZ-Wing",
                                              "Unique Rectangle WXYZ-Wing"};
    const int order[] = {rect_->a, rect_->b, 0};
    return report_.emit(sink_, kNames[size_], order, rect_->all, rect_->pair);
  }

  const BoardView& board_;
  int size_;
  StepReport& report_;
  sdk::StepSink& sink_;
  const Rectangle* rect_ = nullptr;
  sdk::Mask roof_digits_ = 0;  // X
  int z_ = 0;
  int branch_digits_[kMaxSize] = {};
  int branch_digit_count_ = 0;
  int branches_[kMaxSize] = {};
};

}  // namespace npe::plugins::uniqueness
