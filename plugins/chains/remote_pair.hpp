// Remote Pairs (HoDoKu's ChainSolver; reglib 0703): bivalue cells with the same two digits, each
// seeing the next. Along the chain the cells alternate between the two digits, so two cells an odd
// number of steps apart (3, 5, ...) hold both digits between them: a cell that sees both loses both.
// HoDoKu's search (reproduced): every chain of an even number of cells, 4 or more, starting from
// every cell and with each of its digits, whose end cells have a common peer with the start digit;
// its eliminations are those of every pair of its cells 3, 5, ... apart (only the end cells' for four
// cells). One step per set of eliminations, the shortest chain. Depth-first over the pair's cells
// (few), bounded by max_length.
// Text: "Remote Pair: 8/9 r1c3 -9- r2c2 -8- r4c2 -9- r4c7 => r1c7<>8, r1c7<>9" (the start digit first).
// Evidence: the chain, then one chain per pair of cells and digit that eliminates something.
#pragma once

#include <npe/sdk/describe.hpp>

#include "chain_technique.hpp"

namespace npe::plugins::chains {

inline constexpr npe_reglib_code kRemotePairCodes[] = {{"0703", "", NPE_REGLIB_DIGITS, 0, 0}};

class RemotePair {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "chains.remote_pair",
       .name = "Remote Pair",
       .description = "bivalue cells with the same two digits in a chain: a cell that sees two of them an odd number "
                      "of steps apart loses both digits",
       .default_points = 110,
       .default_rating_x10 = 70,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kSimpleChainParams, kRemotePairCodes);

  explicit RemotePair(const sdk::Params& params)
      : max_cells_((static_cast<int>(params.get("max_length")) + 1) / 2),
        hodoku_order_(params.get("order") != 0),
        work_(std::make_unique<ChainWorkspace>(0, 1 << 12, 4096)) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    ChainWorkspace& w = *work_;
    w.store.clear();
    for (int cell = 0; cell < 81; ++cell) {
      mask_[cell] = position.digit(cell) ? 0 : position.candidates(cell);
      if (sdk::count_digits(mask_[cell]) != 2) mask_[cell] = 0;
    }
    for (int d = 1; d <= 9; ++d) {
      digit_cells_[d] = CellSet{};
      for (int cell = 0; cell < 81; ++cell) {
        if (position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), d)) digit_cells_[d].add(cell);
      }
    }
    // Paths over cells of one pair grow exponentially only on boards no puzzle reaches (a fuzzer's:
    // dozens of cells with the same two candidates); puzzles stay far below the bound.
    budget_ = 200000;
    for (int s = 0; s < 81; ++s) {
      if (!mask_[s]) continue;
      for (sdk::Mask m = mask_[s]; m; m &= m - 1) {
        start_digit_ = sdk::first_digit(m);
        other_digit_ = sdk::first_digit(mask_[s] & ~sdk::digit_bit(start_digit_));
        cells_[0] = s;
        extend(1, CellSet::of(s));
      }
    }
    for (int index : w.store.sorted(hodoku_order_)) {
      if (!emit(w.store[index], sink)) return;
    }
  }

 private:
  void extend(int count, CellSet used) {
    if (--budget_ < 0 || count >= max_cells_) return;
    const int last = cells_[count - 1];
    (kPeerSet[last] & kSameMask(mask_[last])).minus(used).for_each([&](int next) {
      if (mask_[next] != mask_[last]) return;
      cells_[count] = next;
      if ((count + 1) % 2 == 0 && count + 1 >= 4) check(count + 1);
      extend(count + 1, used | CellSet::of(next));
    });
  }

  /** Cells holding the pair (both digits). */
  CellSet kSameMask(sdk::Mask pair) const {
    const int a = sdk::first_digit(pair);
    const int b = sdk::first_digit(pair & ~sdk::digit_bit(a));
    return digit_cells_[a] & digit_cells_[b];
  }

  void check(int count) {
    ChainWorkspace& w = *work_;
    const CellSet ends = kPeerSet[cells_[0]] & kPeerSet[cells_[count - 1]];
    if ((ends & digit_cells_[start_digit_]).empty()) return;
    EliminationSet eliminations;
    for (int p = 0; p < count; ++p) {
      for (int q = p + 3; q < count; q += 2) {
        if (count == 4 && !(p == 0 && q == 3)) continue;
        const CellSet both = kPeerSet[cells_[p]] & kPeerSet[cells_[q]];
        eliminations.by_digit[start_digit_] |= both & digit_cells_[start_digit_];
        eliminations.by_digit[other_digit_] |= both & digit_cells_[other_digit_];
      }
    }
    if (eliminations.empty()) return;
    // The chain as literals: (cell, start digit) false, (cell, other) true, next cell ...
    int n = 0;
    for (int i = 0; i < count; ++i) {
      const int in = i % 2 == 0 ? start_digit_ : other_digit_;
      w.path[n++] = encode(cells_[i], in, false);
      w.path[n++] = encode(cells_[i], in == start_digit_ ? other_digit_ : start_digit_, true);
    }
    w.store.offer(eliminations, 2 * count - 1, kRemotePair, start_digit_ * 10 + other_digit_, w.path, n);
  }

  /** The remote pair works without a graph: a literal is cell * 20 + digit * 2 + value. */
  static int encode(int cell, int digit, bool value) { return cell * 20 + digit * 2 + (value ? 1 : 0); }
  static int cell_of_code(int code) { return code / 20; }
  static int digit_of_code(int code) { return (code % 20) / 2; }

  /** One sub-chain from cell index p to q (of the stored chain's cells) starting with `digit`. */
  void add_sub_chain(const int* cells, int p, int q, int digit, int other) {
    step_.begin_chain(NPE_CHAIN_OPEN);
    for (int i = p; i <= q; ++i) {
      const int in = (i - p) % 2 == 0 ? digit : other;
      const int out = in == digit ? other : digit;
      step_.add_candidate_node(cells[i], in, NPE_LINK_STRONG);
      step_.add_candidate_node(cells[i], out, i == q ? NPE_LINK_END : NPE_LINK_WEAK);
    }
  }

  bool emit(const StoredStep& stored, sdk::StepSink& sink) {
    ChainWorkspace& w = *work_;
    const int* lits = w.store.chain(stored);
    const int n = stored.pool_size;
    const int count = n / 2;
    const int a = stored.extra / 10, b = stored.extra % 10;
    int cells[10];
    for (int i = 0; i < count; ++i) cells[i] = cell_of_code(lits[2 * i]);
    step_.reset(step_kind(kRemotePair, stored.length));
    add_eliminations(step_, stored.eliminations);
    step_.add_digits(static_cast<sdk::Mask>(sdk::digit_bit(a) | sdk::digit_bit(b)));
    for (int i = 0; i < count; ++i) step_.add_cell(cells[i]);
    add_sub_chain(cells, 0, count - 1, a, b);
    // Sub-chains for the other eliminations: pairs of cells 3, 5, ... apart, each digit.
    for (int p = 0; p < count; ++p) {
      for (int q = p + 3; q < count; q += 2) {
        if (count == 4 && !(p == 0 && q == 3)) continue;
        const CellSet both = kPeerSet[cells[p]] & kPeerSet[cells[q]];
        for (int digit : {a, b}) {
          if ((both & stored.eliminations.by_digit[digit]).empty()) continue;
          if (p == 0 && q == count - 1 && digit == a) continue;  // the main chain
          add_sub_chain(cells, p, q, digit, digit == a ? b : a);
        }
      }
    }
    step_.set_rating_x10(se_forcing_chain_rating(false, n));
    step_.set_points(descriptor.default_points);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer buffer(text, sizeof text);
    buffer.put("Remote Pair: ");
    buffer.put_digit(a);
    buffer.put('/');
    buffer.put_digit(b);
    buffer.put(' ');
    put_cell(buffer, cells[0]);
    for (int i = 1; i < count; ++i) {
      buffer.put(" -");
      buffer.put_digit(digit_of_code(lits[2 * i]));
      buffer.put("- ");
      put_cell(buffer, cells[i]);
    }
    put_hodoku_eliminations(buffer, stored.eliminations.by_digit);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  int max_cells_;
  bool hodoku_order_;
  std::unique_ptr<ChainWorkspace> work_;
  sdk::StepBuilder step_;
  sdk::Mask mask_[81] = {};
  CellSet digit_cells_[10];
  int cells_[12] = {};
  int start_digit_ = 0, other_digit_ = 0;
  long budget_ = 0;
};

}  // namespace npe::plugins::chains
