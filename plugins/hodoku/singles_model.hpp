// HoDoKu 2.2's singles bookkeeping, modelled so that npe finds its Full House, Naked Single and Hidden
// Single in the cell HoDoKu takes (docs/techniques.md, "HoDoKu's solution path").
//
// HoDoKu does not scan the grid for singles: its board keeps two queues of (cell, digit) entries,
// appended while digits are set and candidates deleted, in the order those changes happen (a cell left
// with one candidate joins the naked-single queue; a house left with one place for a digit puts that
// place on the hidden-single queue; a house regaining a second place drops it again). Its solver takes
// the first entry still open. So the cell it takes depends on the whole history of the board: the
// givens set in row-major order on an empty board, then each step applied (a placement removes the
// digit from the cell's peers in ascending order; eliminations are deleted one by one). This model
// replays that history with the same per-house counts, so its queues hold what HoDoKu's hold.
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <cstdint>
#include <vector>

namespace npe::plugins::hodoku {

/** A queue entry: a cell and the digit it would take. */
struct Single {
  std::uint8_t cell = 0;
  std::uint8_t digit = 0;
  bool operator==(const Single&) const = default;
};

/** HoDoKu's singles queue: entries are consumed from the front (consumed ones are gone), appended at
 *  the back, and dropped from the open part when they stop being singles. */
class SinglesQueue {
 public:
  void add(int cell, int digit) {
    entries_.push_back({static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)});
  }
  /** The next open entry, consumed; nothing when the queue is empty. */
  bool take(Single& out) {
    if (next_ >= entries_.size()) return false;
    out = entries_[next_++];
    if (next_ >= entries_.size()) clear();  // HoDoKu rewinds an emptied queue
    return true;
  }
  /** The open entries, oldest first, without consuming them. */
  std::vector<Single> open() const { return {entries_.begin() + static_cast<std::ptrdiff_t>(next_), entries_.end()}; }
  /** Drops the first open entry of `cell` (the cell has two candidates again). */
  void drop_cell(int cell) {
    drop_first([&](const Single& s) { return s.cell == cell; });
  }
  /** Drops the first open entry of `digit` inside `house`. */
  void drop_house_digit(int house, int digit) {
    drop_first([&](const Single& s) {
      if (s.digit != digit) return false;
      for (int h : sdk::houses_of(s.cell)) {
        if (h == house) return true;
      }
      return false;
    });
  }
  void clear() {
    entries_.clear();
    next_ = 0;
  }
  bool operator==(const SinglesQueue&) const = default;

 private:
  template <class Match>
  void drop_first(Match match) {
    for (std::size_t i = next_; i < entries_.size(); ++i) {
      if (match(entries_[i])) {
        entries_.erase(entries_.begin() + static_cast<std::ptrdiff_t>(i));
        return;
      }
    }
  }

  std::vector<Single> entries_;
  std::size_t next_ = 0;
};

/** The board as HoDoKu keeps it: digits, candidates, per house and digit the number of places, and
 *  the two queues. */
class SinglesModel {
 public:
  /** An empty board: every candidate everywhere, empty queues. */
  void clear() {
    digits_.fill(0);
    candidates_.fill(sdk::kAllDigits);
    for (auto& house : places_) house.fill(9);
    naked_.clear();
    hidden_.clear();
  }

  /** Sets a digit as HoDoKu's setCell does: the digit leaves the peers (ascending), then the cell's
   *  own candidates leave its three houses. */
  void set_digit(int cell, int digit) {
    if (digits_[cell] == digit) return;
    const sdk::Mask own = candidates_[cell];
    digits_[cell] = static_cast<std::uint8_t>(digit);
    candidates_[cell] = 0;
    for (int peer : sdk::kPeers[cell]) delete_candidate(peer, digit);
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(own, d)) continue;
      for (int house : sdk::houses_of(cell)) {
        if (--places_[house][d] == 1 && d != digit) queue_hidden(house, d);
      }
    }
  }

  /** Deletes a candidate as HoDoKu's delCandidate does; false when the cell is left without any. */
  bool delete_candidate(int cell, int digit) {
    if (!sdk::has_digit(candidates_[cell], digit)) return true;
    candidates_[cell] = static_cast<sdk::Mask>(candidates_[cell] & ~sdk::digit_bit(digit));
    if (candidates_[cell] == 0) return false;
    if (sdk::count_digits(candidates_[cell]) == 1) naked_.add(cell, sdk::first_digit(candidates_[cell]));
    for (int house : sdk::houses_of(cell)) {
      const int left = --places_[house][digit];
      if (left == 1) {
        queue_hidden(house, digit);
      } else if (left == 0) {
        hidden_.drop_house_digit(house, digit);
      }
    }
    return true;
  }

  int digit(int cell) const { return digits_[cell]; }
  sdk::Mask candidates(int cell) const { return candidates_[cell]; }
  int places(int house, int digit) const { return places_[house][digit]; }
  SinglesQueue& naked() { return naked_; }
  SinglesQueue& hidden() { return hidden_; }
  const SinglesQueue& naked() const { return naked_; }
  const SinglesQueue& hidden() const { return hidden_; }

 private:
  /** The house's first place for the digit (house order) joins the hidden-single queue. */
  void queue_hidden(int house, int digit) {
    for (int cell : sdk::kHouseCells[house]) {
      if (sdk::has_digit(candidates_[cell], digit)) {
        hidden_.add(cell, digit);
        return;
      }
    }
  }

  std::array<std::uint8_t, sdk::kCells> digits_{};
  std::array<sdk::Mask, sdk::kCells> candidates_{};
  std::array<std::array<int, 10>, sdk::kHouses> places_{};
  SinglesQueue naked_;
  SinglesQueue hidden_;
};

}  // namespace npe::plugins::hodoku
