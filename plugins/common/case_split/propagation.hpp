// The host's basic rules from one assumption, with the reason for every literal, on a board of its
// own (a lemma's board is not the position): a true candidate removes its peers and the other
// candidates of its cell; a cell with one candidate left and a house with one place left place it;
// a digit whose places left in a house lie in one other house leaves that house's other cells
// (locked candidates); two parallel lines whose places of a digit lie in two crossing lines remove
// it from the rest of those lines (X-Wing). These are rules the host's forcing-chain replay accepts
// (docs/abi.md, "What the host checks"), so a chain written from here replays node by node.
// Rules are applied to the whole board, not only near the assumption: a lemma's board may hold
// consequences of the outer chain that only a rule elsewhere brings out.
// Invariant: a candidate is true or false, never both; a true cell's other candidates and its peers'
// candidates of its digit are made false when it becomes true, so a contradiction is always a cell
// or a house (digit) left without a place, which the host's replay sees as such.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>

namespace npe::plugins::case_split {

/** Candidates and placed digits; `place` takes the digit out of the cell's peers, as the host's
 *  lemma board does with the digits its chain placed. */
struct Board {
  std::array<sdk::Mask, 81> candidates{};
  std::array<std::uint8_t, 81> digits{};

  static Board of(const sdk::Position& position) {
    Board board;
    for (int cell = 0; cell < 81; ++cell) {
      board.digits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(position.digit(cell));
      board.candidates[static_cast<std::size_t>(cell)] = position.digit(cell) == 0 ? position.candidates(cell) : 0;
    }
    return board;
  }
  bool open(int cell, int digit) const {
    return digits[static_cast<std::size_t>(cell)] == 0 &&
           sdk::has_digit(candidates[static_cast<std::size_t>(cell)], digit);
  }
  void place(int cell, int digit) {
    digits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
    candidates[static_cast<std::size_t>(cell)] = 0;
    for (const int peer : sdk::kPeers[cell]) remove(peer, digit);
  }
  /** Takes every placed digit out of its peers' candidates (the host's lemma board does). */
  void settle() {
    for (int cell = 0; cell < 81; ++cell) {
      if (digits[static_cast<std::size_t>(cell)] == 0) continue;
      for (const int peer : sdk::kPeers[cell]) remove(peer, digits[static_cast<std::size_t>(cell)]);
    }
  }
  void remove(int cell, int digit) {
    candidates[static_cast<std::size_t>(cell)] &= static_cast<sdk::Mask>(~sdk::digit_bit(digit));
  }
  bool placed_in(int house, int digit) const {
    for (const int cell : sdk::kHouseCells[house]) {
      if (digits[static_cast<std::size_t>(cell)] == digit) return true;
    }
    return false;
  }
};

/** One literal of a chain: a candidate asserted true or false. */
struct Literal {
  int cell = 0, digit = 0;
  bool value = false;
};

class Propagation {
 public:
  explicit Propagation(const Board& board) : board_(board) { index_.fill(kNone); }

  /** Assumes (cell, digit) true and applies the rules until nothing follows; true when that ends in a
   *  contradiction. */
  bool refutes(int cell, int digit) {
    add(cell, digit, true, {});
    while (!contradicted() && pass()) {
    }
    return contradicted();
  }

  /** The assumption and, in derivation order, the literals the contradiction needs. */
  std::vector<Literal> contradiction_chain() const {
    std::vector<bool> needed(literals_.size(), false);
    for (const int i : contradiction_) mark(i, needed);
    std::vector<Literal> chain;
    for (std::size_t i = 0; i < literals_.size(); ++i) {
      if (i == 0 || needed[i]) chain.push_back(literals_[i].literal);
    }
    return chain;
  }

 private:
  static constexpr int kNone = -1;
  struct Entry {
    Literal literal;
    std::vector<int> parents;
  };

  bool contradicted() const { return contradicted_; }
  int key(int cell, int digit) const { return cell * 9 + digit - 1; }
  int known(int cell, int digit) const { return index_[static_cast<std::size_t>(key(cell, digit))]; }
  bool is_false(int cell, int digit) const {
    const int i = known(cell, digit);
    return i != kNone && !literals_[static_cast<std::size_t>(i)].literal.value;
  }
  bool is_true(int cell, int digit) const {
    const int i = known(cell, digit);
    return i != kNone && literals_[static_cast<std::size_t>(i)].literal.value;
  }
  /** A place of the digit: a candidate on the board that is not known false. */
  bool place(int cell, int digit) const { return board_.open(cell, digit) && !is_false(cell, digit); }
  /** The digit is placed in the house, on the board or by a true literal. */
  bool settled(int house, int digit) const {
    if (board_.placed_in(house, digit)) return true;
    for (const int cell : sdk::kHouseCells[house]) {
      if (is_true(cell, digit)) return true;
    }
    return false;
  }

  void add(int cell, int digit, bool value, std::vector<int> parents) {
    if (!board_.open(cell, digit) || known(cell, digit) != kNone) return;
    const int self = static_cast<int>(literals_.size());
    literals_.push_back({{cell, digit, value}, std::move(parents)});
    index_[static_cast<std::size_t>(key(cell, digit))] = self;
    if (!value) return;
    for (sdk::Mask m = board_.candidates[static_cast<std::size_t>(cell)]; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
      const int other = sdk::first_digit(m);
      if (other != digit) add(cell, other, false, {self});
    }
    for (const int peer : sdk::kPeers[cell]) add(peer, digit, false, {self});
  }

  /** The false literals of the digit's board places in `cells`. */
  std::vector<int> false_places(sdk::CellSet cells, int digit) const {
    std::vector<int> parents;
    cells.for_each([&](int cell) {
      if (is_false(cell, digit)) parents.push_back(known(cell, digit));
    });
    return parents;
  }

  /** One round of the placement, locked-candidate and X-Wing rules; true when something was added. */
  bool pass() {
    const std::size_t before = literals_.size();
    for (int cell = 0; cell < 81 && !contradicted(); ++cell) single_in_cell(cell);
    for (int house = 0; house < sdk::kHouses && !contradicted(); ++house) {
      for (int digit = 1; digit <= 9 && !contradicted(); ++digit) single_in_house(house, digit);
    }
    for (int house = 0; house < sdk::kHouses && !contradicted(); ++house) {
      for (int digit = 1; digit <= 9 && !contradicted(); ++digit) locked(house, digit);
    }
    for (int digit = 1; digit <= 9 && !contradicted(); ++digit) {
      x_wing(digit, 0);
      x_wing(digit, 9);
    }
    return literals_.size() != before;
  }

  void contradict(std::vector<int> parents) {
    contradicted_ = true;
    contradiction_ = std::move(parents);
  }

  void single_in_cell(int cell) {
    if (board_.digits[static_cast<std::size_t>(cell)] != 0) return;
    std::vector<int> parents;
    int open = 0, last = 0;
    for (sdk::Mask m = board_.candidates[static_cast<std::size_t>(cell)]; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
      const int digit = sdk::first_digit(m);
      if (is_true(cell, digit)) return;
      if (is_false(cell, digit)) {
        parents.push_back(known(cell, digit));
      } else {
        ++open;
        last = digit;
      }
    }
    if (open == 1)
      add(cell, last, true, std::move(parents));
    else if (open == 0)
      contradict(std::move(parents));  // the cell has no candidate left
  }

  void single_in_house(int house, int digit) {
    if (settled(house, digit)) return;
    std::vector<int> parents;
    int open = 0, last = 0;
    for (const int cell : sdk::kHouseCells[house]) {
      if (!board_.open(cell, digit)) continue;
      if (is_false(cell, digit)) {
        parents.push_back(known(cell, digit));
      } else {
        ++open;
        last = cell;
      }
    }
    if (open == 1)
      add(last, digit, true, std::move(parents));
    else if (open == 0)
      contradict(std::move(parents));  // the house has no place left for the digit
  }

  void locked(int house, int digit) {
    if (settled(house, digit)) return;
    sdk::CellSet left;
    for (const int cell : sdk::kHouseCells[house]) {
      if (place(cell, digit)) left.add(cell);
    }
    if (left.count() < 2) return;
    for (int other = 0; other < sdk::kHouses; ++other) {
      if (other == house || !sdk::kHouseSet[other].contains(left)) continue;
      const sdk::CellSet targets = sdk::kHouseSet[other].minus(sdk::kHouseSet[house]);
      bool any = false;
      targets.for_each([&](int cell) { any = any || (place(cell, digit) && !is_true(cell, digit)); });
      if (!any) continue;
      const std::vector<int> parents = false_places(sdk::kHouseSet[house], digit);
      targets.for_each([&](int cell) {
        if (place(cell, digit) && !is_true(cell, digit)) add(cell, digit, false, parents);
      });
    }
  }

  /** `base` 0: two rows whose places lie in two columns; 9: two columns, two rows. */
  void x_wing(int digit, int base) {
    std::array<unsigned, 9> places{};
    for (int line = 0; line < 9; ++line) {
      if (settled(base + line, digit)) continue;
      for (int k = 0; k < 9; ++k) {
        if (place(sdk::kHouseCells[base + line][k], digit)) places[static_cast<std::size_t>(line)] |= 1u << k;
      }
    }
    const int cross = base == 0 ? 9 : 0;
    for (int i = 0; i < 9; ++i) {
      for (int j = i + 1; j < 9; ++j) {
        const unsigned pi = places[static_cast<std::size_t>(i)], pj = places[static_cast<std::size_t>(j)];
        if (pi == 0 || pj == 0 || std::popcount(pi | pj) != 2) continue;
        const sdk::CellSet lines = sdk::kHouseSet[base + i] | sdk::kHouseSet[base + j];
        std::vector<int> parents;
        bool made = false;
        for (unsigned m = pi | pj; m != 0; m &= m - 1) {
          const sdk::CellSet targets = sdk::kHouseSet[cross + std::countr_zero(m)].minus(lines);
          targets.for_each([&](int cell) {
            if (!place(cell, digit) || is_true(cell, digit)) return;
            if (!made) parents = false_places(lines, digit), made = true;
            add(cell, digit, false, parents);
          });
        }
        // The places just removed may belong to other lines' pairs: the next pass recounts them.
        if (made) return;
      }
    }
  }

  void mark(int i, std::vector<bool>& needed) const {
    if (needed[static_cast<std::size_t>(i)]) return;
    needed[static_cast<std::size_t>(i)] = true;
    for (const int parent : literals_[static_cast<std::size_t>(i)].parents) mark(parent, needed);
  }

  Board board_;
  std::vector<Entry> literals_;
  std::array<int, 729> index_{};
  std::vector<int> contradiction_;
  bool contradicted_ = false;
};

}  // namespace npe::plugins::case_split
