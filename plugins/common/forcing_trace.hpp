// Forcing-chain evidence (NPE_CHAIN_FORCING in sdk/include/npe/npe_plugin.h): from an assumption,
// apply the header's basic rules — a true candidate removes its peers (same digit) and the other
// candidates of its cell; a cell with one candidate left, or a house with one place left for a digit,
// places it — and remember why each candidate became true or false. A chain is then written with the
// assumption first and, in derivation order, exactly the candidates a conclusion needs, each after
// the ones it follows from (a cell or house rule lists the other candidates as false nodes).
// Used only for steps that are reported; fixed arrays, no heap.
#pragma once

#include <npe/sdk.hpp>

#include <cstdint>

#include "cell_set.hpp"

namespace npe::plugins {

class ForcingTrace {
 public:
  static constexpr int kMaxLiterals = sdk::kCells * 9 * 2;  // a candidate may turn up true and false
  static constexpr int kNone = -1;

  /** Rules act on `cells` (candidates outside stay unknown); `cell_rule`/`house_rule` pick the
   *  placement rules used. */
  ForcingTrace(const sdk::Position& position, CellSet cells, bool cell_rule, bool house_rule)
      : position_(position), scope_(cells), cell_rule_(cell_rule), house_rule_(house_rule) {
    reset();
  }

  /** Forgets everything; then assume() and run(). */
  void reset() {
    count_ = 0;
    parent_used_ = 0;
    contradiction_ = kNone;
    contradiction_other_ = kNone;
    empty_cell_ = empty_house_ = -1;
    if (!initialised_) {
      for (auto& v : index_) v = kNone;
      initialised_ = true;
    }
    for (int i = 0; i < used_keys_; ++i) index_[keys_[i]] = kNone;
    used_keys_ = 0;
  }

  /** Only these cells may become true (default: all): a technique's own derivation, so that the
   *  chain follows it and no other route gets there first. Call before assume(). */
  void allow_true(CellSet cells) { allowed_true_ = cells; }

  /** The assumption (literal 0). */
  void assume(int cell, int digit, bool value) { add(cell, digit, value, nullptr, 0); }

  /** Applies the rules until nothing follows. A contradiction (the first is kept) does not stop it:
   *  every later node still follows by a rule, and from a false assumption anything does. */
  void run() {
    for (int next = 0; next < count_; ++next) {
      const Literal lit = literals_[next];
      if (lit.value) {
        const int self = next;
        (kPeerSet[lit.cell] & scope_).for_each([&](int peer) {
          if (candidate(peer, lit.digit)) add(peer, lit.digit, false, &self, 1);
        });
        if (cell_rule_) {
          for (unsigned m = position_.candidates(lit.cell); m; m &= m - 1) {
            const int d = std::countr_zero(m) + 1;
            if (d != lit.digit) add(lit.cell, d, false, &self, 1);
          }
        }
      } else {
        if (cell_rule_) check_cell(lit.cell);
        if (house_rule_) {
          for (const int house : sdk::houses_of(lit.cell)) check_house(house, lit.digit);
        }
      }
    }
  }

  /** Index of the literal (cell, digit, value), or kNone. */
  int find(int cell, int digit, bool value) const { return index_[key_of(cell, digit, value)]; }
  bool contradicted() const { return contradiction_ != kNone || empty_cell_ >= 0 || empty_house_ >= 0; }

  /** Writes the chain from the assumption to literal `target`. */
  void write_chain(sdk::StepBuilder& step, int target) const {
    bool needed[kMaxLiterals] = {};
    mark(target, needed);
    write(step, needed);
  }

  /** Writes the chain from the assumption to its contradiction (a candidate both true and false, or
   *  a cell or house whose candidates all became false). */
  void write_contradiction(sdk::StepBuilder& step) const {
    bool needed[kMaxLiterals] = {};
    if (contradiction_ != kNone) {
      mark(contradiction_, needed);
      mark(contradiction_other_, needed);
    } else if (empty_cell_ >= 0) {
      for (unsigned m = position_.candidates(empty_cell_); m; m &= m - 1) {
        mark(find(empty_cell_, std::countr_zero(m) + 1, false), needed);
      }
    } else {
      const int house = empty_house_ / 10, digit = empty_house_ % 10;
      for (const int cell : sdk::kHouseCells[house]) {
        if (candidate(cell, digit)) mark(find(cell, digit, false), needed);
      }
    }
    write(step, needed);
  }

 private:
  struct Literal {
    std::uint8_t cell, digit;
    bool value;
    std::uint8_t parent_count;
    std::int16_t first_parent;  // into parents_
  };

  bool candidate(int cell, int digit) const {
    return position_.digit(cell) == 0 && sdk::has_digit(position_.candidates(cell), digit);
  }

  static int key_of(int cell, int digit, bool value) { return (cell * 9 + digit - 1) * 2 + (value ? 1 : 0); }

  void add(int cell, int digit, bool value, const int* parents, int parent_count) {
    if (!scope_.has(cell) || !candidate(cell, digit)) return;
    if (value && count_ > 0 && !allowed_true_.has(cell)) return;
    const int key = key_of(cell, digit, value);
    if (index_[key] != kNone) return;
    const int added = push(cell, digit, value, parents, parent_count);
    if (added == kNone) return;
    index_[key] = static_cast<std::int16_t>(added);
    keys_[used_keys_++] = static_cast<std::int16_t>(key);
    const int opposite = index_[key ^ 1];
    if (opposite != kNone && contradiction_ == kNone) {
      contradiction_ = opposite;
      contradiction_other_ = added;
    }
  }

  int push(int cell, int digit, bool value, const int* parents, int parent_count) {
    if (count_ >= kMaxLiterals || parent_used_ + parent_count > kMaxParents) return kNone;
    Literal& lit = literals_[count_];
    lit.cell = static_cast<std::uint8_t>(cell);
    lit.digit = static_cast<std::uint8_t>(digit);
    lit.value = value;
    lit.parent_count = static_cast<std::uint8_t>(parent_count);
    lit.first_parent = static_cast<std::int16_t>(parent_used_);
    for (int i = 0; i < parent_count; ++i) parents_[parent_used_++] = static_cast<std::int16_t>(parents[i]);
    return count_++;
  }

  void check_cell(int cell) {
    int parents[9], n = 0, open = 0, last = 0;
    for (unsigned m = position_.candidates(cell); m; m &= m - 1) {
      const int d = std::countr_zero(m) + 1;
      const int f = find(cell, d, false);
      if (f != kNone) parents[n++] = f;
      else if (find(cell, d, true) == kNone) ++open, last = d;
      else return;  // already placed
    }
    if (open == 1) add(cell, last, true, parents, n);
    else if (open == 0 && empty_cell_ < 0) empty_cell_ = cell;
  }

  void check_house(int house, int digit) {
    int parents[9], n = 0, open = 0, last = -1;
    for (const int cell : sdk::kHouseCells[house]) {
      if (position_.digit(cell) == digit) return;
      if (!candidate(cell, digit)) continue;
      const int f = find(cell, digit, false);
      if (f != kNone) parents[n++] = f;
      else if (find(cell, digit, true) == kNone) ++open, last = cell;
      else return;
    }
    if (open == 1) add(last, digit, true, parents, n);
    else if (open == 0 && n > 0 && empty_house_ < 0) empty_house_ = house * 10 + digit;
  }

  void mark(int literal, bool* needed) const {
    if (literal == kNone || needed[literal]) return;
    needed[literal] = true;
    const Literal& lit = literals_[literal];
    for (int i = 0; i < lit.parent_count; ++i) mark(parents_[lit.first_parent + i], needed);
  }

  void write(sdk::StepBuilder& step, const bool* needed) const {
    step.begin_chain(NPE_CHAIN_FORCING);
    int last = kNone;
    for (int i = 0; i < count_; ++i) {
      if (i == 0 || needed[i]) last = i;
    }
    for (int i = 0; i < count_; ++i) {
      if (i != 0 && !needed[i]) continue;
      const Literal& lit = literals_[i];
      // Links are for display in a forcing chain: a true node rules the next out (weak), a false one
      // leaves it the last choice (strong).
      const npe_link_kind link = i == last ? NPE_LINK_END : lit.value ? NPE_LINK_WEAK : NPE_LINK_STRONG;
      step.add_candidate_node(lit.cell, lit.digit, link, lit.value);
    }
  }

  static constexpr int kMaxParents = kMaxLiterals * 9;
  const sdk::Position& position_;
  CellSet scope_;
  CellSet allowed_true_ = {~std::uint64_t{0}, ~std::uint64_t{0}};
  bool cell_rule_, house_rule_;
  Literal literals_[kMaxLiterals];
  std::int16_t parents_[kMaxParents];
  std::int16_t index_[kMaxLiterals];
  std::int16_t keys_[kMaxLiterals];  // the index_ entries in use, to clear them
  int used_keys_ = 0;
  bool initialised_ = false;
  int count_ = 0;
  int parent_used_ = 0;
  int contradiction_ = kNone, contradiction_other_ = kNone;
  int empty_cell_ = -1, empty_house_ = -1;
};

}  // namespace npe::plugins
