// hodoku.singles: HoDoKu 2.2's Full House, Naked Single and Hidden Single, tried in that order (its
// steps 0100, 0200, 0300) and each taken from HoDoKu's queues (singles_model.hpp), so that the cell is
// the one HoDoKu's solver takes. Texts as HoDoKu prints them: "Full House: r8c7=6", "Naked Single:
// r7c5=8", "Hidden Single: r3c7=3"; points 4, 4 and 14 (HoDoKu's base scores).
//
// The technique is stateful: it follows one run of the engine, position after position. A position
// that follows the last one it saw by one step (the same givens and digits, and one more digit whose
// peers lost it, or fewer candidates) is that position with the engine's last step applied: the model applies the
// difference as HoDoKu applies a step (new digits set in ascending cell order, then the remaining candidates deleted
// digit by digit, cells ascending, or in the order the plugin's own technique listed them: reported_order.hpp). Any
// other position starts a new run: the model is rebuilt from the position's givens, as HoDoKu loads a puzzle, and then
// brought to the position the same way. A search consumes queue entries as HoDoKu's does, but the consumption only
// becomes history when the next position follows: asked twice about the same position, the technique answers the same.
#pragma once

#include <npe/sdk.hpp>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "reported_order.hpp"

#include "singles_model.hpp"

namespace npe::plugins::hodoku {

class SinglesTechnique {
 public:
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "hodoku.singles",
      .name = "HoDoKu singles (Full House, Naked Single, Hidden Single)",
      .description =
          "HoDoKu 2.2's singles in the cell its solver takes (its singles queues); for the hodoku engine type",
      .default_points = 14,
      .default_rating_x10 = 0,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_USES_GIVENS,  // a new run is loaded from its givens, as HoDoKu loads a puzzle
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 0,
      .reglib_codes = nullptr};

  explicit SinglesTechnique(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    follow(position);
    searched_ = model_;  // the search consumes entries of this copy
    Single found;
    const char* name = full_house(searched_, found)      ? "Full House"
                       : naked_single(searched_, found)  ? "Naked Single"
                       : hidden_single(searched_, found) ? "Hidden Single"
                                                         : nullptr;
    // On an invalid board (a cell without candidates) the model's counts can name a digit the
    // position does not hold there: no step then.
    if (name == nullptr || position.digit(found.cell) != 0 ||
        !sdk::has_digit(position.candidates(found.cell), found.digit)) {
      return;
    }
    report(sink, name, found, name[0] == 'H' ? 14 : 4);
  }

  /** HoDoKu's Full House: the first open naked-single entry (not consumed) that is the last place of
   *  its digit... and of every other digit: a house of the cell where no other digit has a place. */
  static bool full_house(const SinglesModel& model, Single& out) {
    for (const Single& entry : model.naked().open()) {
      if (model.digit(entry.cell) != 0) continue;
      for (int house : sdk::houses_of(entry.cell)) {
        bool alone = true;
        for (int d = 1; d <= 9 && alone; ++d) alone = d == entry.digit || model.places(house, d) == 0;
        if (alone) {
          out = entry;
          return true;
        }
      }
    }
    return false;
  }

  /** HoDoKu's Naked Single: consumes entries up to the first whose cell is still empty. */
  static bool naked_single(SinglesModel& model, Single& out) {
    Single entry;
    while (model.naked().take(entry)) {
      if (model.digit(entry.cell) == 0) {
        out = entry;
        return true;
      }
    }
    return false;
  }

  /** HoDoKu's Hidden Single: consumes entries up to the first whose cell is still empty, which is the
   *  answer only if the digit has that one place in one of the cell's houses (else nothing: HoDoKu
   *  does not look further). */
  static bool hidden_single(SinglesModel& model, Single& out) {
    Single entry;
    while (model.hidden().take(entry)) {
      if (model.digit(entry.cell) != 0) continue;
      for (int house : sdk::houses_of(entry.cell)) {
        if (model.places(house, entry.digit) == 1) {
          out = entry;
          return true;
        }
      }
      return false;
    }
    return false;
  }

 private:
  /** Brings model_ to `position` (see the file comment). */
  void follow(const sdk::Position& position) {
    if (model_valid_ && same_board(model_, position)) return;  // asked again: search afresh from model_
    if (model_valid_ && follows(model_, position)) {
      model_ = searched_;  // the last search's consumption is now history
    } else {
      load_givens(position);
    }
    apply_difference(position);
  }

  void load_givens(const sdk::Position& position) {
    model_.clear();
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      givens_[cell] = position.is_given(cell) ? 1 : 0;
      if (position.digit(cell) != 0 && position.is_given(cell)) model_.set_digit(cell, position.digit(cell));
    }
    model_valid_ = true;
  }

  void apply_difference(const sdk::Position& position) {
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0 && model_.digit(cell) == 0) model_.set_digit(cell, position.digit(cell));
    }
    // Digit by digit, cells ascending: HoDoKu's chain and ALS solvers sort a step's eliminations so
    // (SolutionStep.getCandidateString sorts the list it keys duplicates by) and the one-digit steps
    // list them by ascending cell.
    std::vector<Single> gone;
    for (int d = 1; d <= 9; ++d) {
      for (int cell = 0; cell < sdk::kCells; ++cell) {
        if (model_.digit(cell) != 0 || !sdk::has_digit(model_.candidates(cell), d) ||
            sdk::has_digit(position.candidates(cell), d)) {
          continue;
        }
        gone.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)});
      }
    }
    // The last step of this plugin removed exactly these: delete them in its (HoDoKu's) order. The
    // order is consumed here, so that it never applies to a later position (another run, another
    // engine on this thread) that happens to lose the same candidates.
    std::vector<Single>& reported = last_reported_eliminations();
    if (reported.size() == gone.size() &&
        std::is_permutation(reported.begin(), reported.end(), gone.begin(), gone.end())) {
      gone = reported;
    }
    reported.clear();
    for (const Single& candidate : gone) model_.delete_candidate(candidate.cell, candidate.digit);
  }

  /** The position is the model's board after one step: the same givens, the model's digits and
   *  either one more (its peers losing that digit, nothing else lost) or none and fewer candidates.
   *  The engine shows this technique every position of a run, one step apart; anything else (another
   *  puzzle, a position further on) is loaded afresh, so the answer there depends on the position only. */
  bool follows(const SinglesModel& model, const sdk::Position& position) const {
    int placed = -1;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.is_given(cell) != (givens_[cell] != 0)) return false;
      if (model.digit(cell) != 0) {
        if (position.digit(cell) != model.digit(cell)) return false;
      } else if (position.digit(cell) != 0) {
        if (placed >= 0) return false;  // two new digits: not one step
        placed = cell;
      } else if ((position.candidates(cell) & ~model.candidates(cell)) != 0) {
        return false;
      }
    }
    if (placed < 0) return true;
    const int digit = position.digit(placed);
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (cell == placed || position.digit(cell) != 0) continue;
      const sdk::Mask lost = static_cast<sdk::Mask>(model.candidates(cell) & ~position.candidates(cell));
      if (lost != 0 && (lost != sdk::digit_bit(digit) || !sdk::sees(cell, placed))) return false;
    }
    return true;
  }

  static bool same_board(const SinglesModel& model, const sdk::Position& position) {
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != model.digit(cell)) return false;
      if (position.digit(cell) == 0 && position.candidates(cell) != model.candidates(cell)) return false;
    }
    return true;
  }

  void report(sdk::StepSink& sink, const char* name, Single single, int points) {
    step_.reset();
    step_.place(single.cell, single.digit);
    step_.add_cell(single.cell);
    step_.add_digits(sdk::digit_bit(single.digit));
    step_.set_points(points);
    char text[48];
    std::snprintf(text, sizeof text, "%s: r%dc%d=%d", name, sdk::row_of(single.cell) + 1, sdk::col_of(single.cell) + 1,
                  single.digit);
    step_.set_plain_text(text);
    sink.emit(step_);
  }

  SinglesModel model_;                              // HoDoKu's board before the last search
  SinglesModel searched_;                           // the same after the last search consumed its entries
  std::array<std::uint8_t, sdk::kCells> givens_{};  // the run's givens (1 = given)
  bool model_valid_ = false;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::hodoku
