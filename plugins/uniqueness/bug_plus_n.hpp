// Bivalue Universal Grave + n, n >= 2 (docs/techniques.md "Uniqueness"; Sudopedia's "BUG+n"; HoDoKu
// has only BUG + 1, uniqueness.bug1): every empty cell has two candidates or more; keeping two
// candidates of each cell with more (its "pair") leaves every digit in 0 or 2 cells of every house,
// so the kept candidates are a BUG (every filling has its swap: never exactly one solution). The other
// candidates of those cells, n = the sum over them of (candidates - 2), are the guardians: in a unique
// puzzle one of them is true, so every candidate that each guardian excludes (same cell, or same digit
// and a peer) is false. Every choice of pairs that makes a BUG is one step. Evidence: a deadly pattern
// over the empty cells (ABI 1.3), the guardians as its guardians, which the host checks by its fillings.
// Text: "Bivalue Universal Grave + 2, guardians 1r6c5 5r4c5 => r6c5<>5" (HoDoKu's name with n, the
// guardians as the impossible patterns write them, digits then cell, in cell order).
// Search: the cells with three candidates or more in cell order, each pair of a cell in ascending
// digit order, cut as soon as a digit has three kept places in a house.
#pragma once

#include <npe/sdk/cell_text.hpp>

#include "board_view.hpp"
#include "step_report.hpp"

namespace npe::plugins::uniqueness {

class BugPlusNSearch {
 public:
  static constexpr int kMaxExtras = 12;

  explicit BugPlusNSearch(int max_extras) : max_extras_(max_extras) {}

  /** Reports every BUG + n of the position; false when the sink wants no more steps. */
  bool run(const BoardView& board, StepReport& report, sdk::StepSink& sink) {
    board_ = &board;
    report_ = &report;
    sink_ = &sink;
    poly_count_ = 0;
    int extras = 0;
    for (auto& house : kept_) {
      for (auto& count : house) count = 0;
    }
    bool bug = true;
    board.empty.for_each([&](int cell) {
      const int count = board.count(cell);
      if (count < 2) bug = false;  // a naked single breaks the count (bug.hpp)
      if (count == 2 && !keep(cell, board.candidates[cell])) bug = false;
      if (count > 2 && poly_count_ < kMaxExtras) poly_[poly_count_++] = cell;
      extras += count > 2 ? count - 2 : 0;
    });
    if (!bug || extras < 2 || extras > max_extras_) return true;
    return choose(0);
  }

 private:
  /** Adds the cell's kept digits to the house counts; false (and nothing added) when a digit would
   *  have three kept places in a house. */
  bool keep(int cell, sdk::Mask pair) {
    const auto houses = sdk::houses_of(cell);
    for (const int house : houses) {
      for (sdk::Mask m = pair; m; m &= static_cast<sdk::Mask>(m - 1)) {
        if (kept_[house][sdk::first_digit(m)] >= 2) return false;
      }
    }
    for (const int house : houses) {
      for (sdk::Mask m = pair; m; m &= static_cast<sdk::Mask>(m - 1)) ++kept_[house][sdk::first_digit(m)];
    }
    return true;
  }

  void unkeep(int cell, sdk::Mask pair) {
    for (const int house : sdk::houses_of(cell)) {
      for (sdk::Mask m = pair; m; m &= static_cast<sdk::Mask>(m - 1)) --kept_[house][sdk::first_digit(m)];
    }
  }

  /** Chooses the pair of poly_[index] and on; at the end a BUG when no digit is kept once in a house. */
  bool choose(int index) {
    if (index == poly_count_) {
      for (const auto& house : kept_) {
        for (const int count : house) {
          if (count == 1) return true;
        }
      }
      return report();
    }
    const int cell = poly_[index];
    const sdk::Mask candidates = board_->candidates[cell];
    for (sdk::Mask m = candidates; m; m &= static_cast<sdk::Mask>(m - 1)) {
      for (sdk::Mask n = m & static_cast<sdk::Mask>(m - 1); n; n &= static_cast<sdk::Mask>(n - 1)) {
        const auto pair = static_cast<sdk::Mask>((m & -m) | (n & -n));
        if (!keep(cell, pair)) continue;
        pairs_[index] = pair;
        const bool go_on = choose(index + 1);
        unkeep(cell, pair);
        if (!go_on) return false;
      }
    }
    return true;
  }

  /** Whether the guardian (cell, digit) excludes candidate (x, d): same cell, or same digit and a peer. */
  static bool excludes(int cell, int digit, int x, int d) {
    return x == cell ? d != digit : d == digit && sdk::sees(x, cell);
  }

  bool excluded_by_all(int x, int d) const {
    for (int i = 0; i < poly_count_; ++i) {
      const sdk::Mask extra = board_->candidates[poly_[i]] & static_cast<sdk::Mask>(~pairs_[i]);
      for (sdk::Mask m = extra; m; m &= static_cast<sdk::Mask>(m - 1)) {
        if (!excludes(poly_[i], sdk::first_digit(m), x, d)) return false;
      }
    }
    return true;
  }

  bool report() {
    StepReport& out = *report_;
    out.begin(0);
    board_->empty.for_each([&](int x) {
      for (sdk::Mask m = board_->candidates[x]; m; m &= static_cast<sdk::Mask>(m - 1)) {
        if (excluded_by_all(x, sdk::first_digit(m))) out.eliminations.add_once(x, sdk::first_digit(m));
      }
    });
    if (out.eliminations.empty()) return true;
    for (const npe_cell_digit& e : out.eliminations) out.step.eliminate(e.cell, e.digit);
    out.step.begin_pattern(NPE_PATTERN_DEADLY, sdk::kAllDigits);
    board_->empty.for_each([&](int cell) { out.step.add_pattern_cell(cell); });
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer line(text, sizeof text);
    line.put("Bivalue Universal Grave + ");
    int extras = 0;
    for (int i = 0; i < poly_count_; ++i) extras += board_->count(poly_[i]) - 2;
    if (extras >= 10) line.put_digit(extras / 10);
    line.put_digit(extras % 10);
    line.put(", guardians");
    for (int i = 0; i < poly_count_; ++i) {
      const sdk::Mask extra = board_->candidates[poly_[i]] & static_cast<sdk::Mask>(~pairs_[i]);
      for (sdk::Mask m = extra; m; m &= static_cast<sdk::Mask>(m - 1))
        out.step.add_guardian(poly_[i], sdk::first_digit(m));
      out.step.add_cell(poly_[i]);
      line.put(' ');
      line.put_digits(extra);
      sdk::put_cell(line, poly_[i]);
    }
    sdk::put_hodoku_eliminations(line, out.eliminations);
    out.step.set_text("%s", text);
    return sink_->emit(out.step);
  }

  int max_extras_;
  const BoardView* board_ = nullptr;
  StepReport* report_ = nullptr;
  sdk::StepSink* sink_ = nullptr;
  int poly_[kMaxExtras] = {};
  sdk::Mask pairs_[kMaxExtras] = {};
  int poly_count_ = 0;
  std::uint8_t kept_[sdk::kHouses][10] = {};
};

}  // namespace npe::plugins::uniqueness
