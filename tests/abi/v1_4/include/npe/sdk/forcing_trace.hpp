// SPDX-License-Identifier: MIT
// Forcing-chain evidence (NPE_CHAIN_FORCING in sdk/include/npe/npe_plugin.h): from an assumption,
// apply the header's basic rules — a true candidate removes its peers (same digit) and the other
// candidates of its cell; a cell with one candidate left, or a house with one place left for a digit,
// places it — and remember why each candidate became true or false. A chain is then written with the
// assumption first and, in derivation order, exactly the candidates a conclusion needs, each after
// the ones it follows from (a cell or house rule lists the other candidates as false nodes), so that
// the host's replay (docs/abi.md, "What the host checks") follows it node by node.
// The trace stays consistent: a candidate is true or false, never both; what would make it both is the
// contradiction (a digit twice in a house, a cell or a house left without a place), and the trace
// stops there. Used only for steps that are reported; fixed arrays, no heap.
#pragma once

#include <npe/npe_plugin.h>

#include <bit>
#include <cstdint>

#include "board.hpp"
#include "cell_set.hpp"
#include "plugin.hpp"
#include "step_builder.hpp"

namespace npe::sdk {

class ForcingTrace {
 public:
  static constexpr int kMaxLiterals = sdk::kCells * 9;
  static constexpr int kNone = -1;

  /** Rules act on `cells` (candidates outside stay unknown); `cell_rule`/`house_rule` pick the
   *  placement rules used. */
  ForcingTrace(const sdk::Position& position, CellSet cells, bool cell_rule, bool house_rule)
      : position_(position), scope_(cells), cell_rule_(cell_rule), house_rule_(house_rule) {
    for (auto& v : index_) v = kNone;
    reset();
  }

  /** Forgets everything (and the allow_true / forbid settings); then assume() and run(). */
  void reset() {
    for (int i = 0; i < count_; ++i) index_[literals_[i].cell * 9 + literals_[i].digit - 1] = kNone;
    count_ = 0;
    parent_used_ = 0;
    contradiction_count_ = 0;
    allowed_true_ = CellSet::all();
    forbidden_key_ = -1;
    stop_ = true;
  }

  /** Only these cells may become true: a technique's own derivation, so that the chain follows it
   *  and no other route gets there first. Call after reset(), before assume(). */
  void allow_true(CellSet cells) { allowed_true_ = cells; }
  /** Never derive (cell, digit) = value: when proving its opposite, so that the opposite is not
   *  reached first by another route (which would end the trace in a contradiction). */
  void forbid(int cell, int digit, bool value) { forbidden_key_ = (cell * 9 + digit - 1) * 2 + (value ? 1 : 0); }

  /** Keep deriving after a cell or house runs empty (the trace stays consistent: a candidate is
   *  never made both true and false). For guided traces, whose derivation is the technique's own:
   *  the host reads a chain whose replay ends contradictory as refuting its premise, and a verity
   *  case only needs its conclusion. Call after reset(). */
  void continue_past_contradictions() { stop_ = false; }

  /** Also the locked-candidates rule (forcing nets): when a digit's places left in a house all lie in
   *  one other house, the digit's other candidates there are false (the host's replay accepts a
   *  candidate every place left of some house sees). Kept across reset(). */
  void use_locked_rule(bool on) { locked_rule_ = on; }

  /** The assumption (literal 0). */
  void assume(int cell, int digit, bool value) { add(cell, digit, value, nullptr, 0); }

  /** Applies the rules until nothing follows or a contradiction appears. */
  void run() {
    for (int next = 0; next < count_ && !stopped(); ++next) {
      const Literal lit = literals_[next];
      if (lit.value) {
        const int self = next;
        (kPeerSet[lit.cell] & scope_).for_each([&](int peer) {
          if (!stopped() && candidate(peer, lit.digit)) add(peer, lit.digit, false, &self, 1);
        });
        if (cell_rule_) {
          for (unsigned m = position_.candidates(lit.cell); m && !stopped(); m &= m - 1) {
            const int d = std::countr_zero(m) + 1;
            if (d != lit.digit) add(lit.cell, d, false, &self, 1);
          }
        }
      } else {
        if (cell_rule_) check_cell(lit.cell);
        if (house_rule_) {
          for (const int house : sdk::houses_of(lit.cell)) {
            if (!stopped()) check_house(house, lit.digit);
          }
        }
        if (locked_rule_) {
          for (const int house : sdk::houses_of(lit.cell)) {
            if (!stopped()) check_locked(house, lit.digit);
          }
        }
      }
    }
  }

  /** Index of the literal (cell, digit, value), or kNone. */
  int find(int cell, int digit, bool value) const {
    const int i = index_[cell * 9 + digit - 1];
    return i != kNone && literals_[i].value == value ? i : kNone;
  }
  bool contradicted() const { return contradiction_count_ > 0; }

  /** A literal: the candidate and the value the trace gave it. */
  struct Fact {
    int cell, digit;
    bool value;
  };
  /** The literals the contradiction is recorded with (so that a text can say where it shows): a
   *  cell's or a house's candidates all false, or two true candidates of a digit in one house. */
  int contradiction_size() const { return contradiction_count_; }
  Fact contradiction_fact(int k) const {
    const Literal& lit = literals_[contradiction_[k]];
    return {lit.cell, lit.digit, lit.value};
  }

  /** Writes the chain from the assumption to literal `target`. */
  void write_chain(sdk::StepBuilder& step, int target) const {
    bool needed[kMaxLiterals] = {};
    mark(target, needed);
    write(step, needed);
  }

  /** Writes the chain from the assumption to its contradiction. */
  void write_contradiction(sdk::StepBuilder& step) const {
    bool needed[kMaxLiterals] = {};
    for (int i = 0; i < contradiction_count_; ++i) mark(contradiction_[i], needed);
    write(step, needed);
  }

 private:
  struct Literal {
    std::uint8_t cell, digit;
    bool value;
    std::uint8_t parent_count;
    std::int16_t first_parent;  // into parents_
  };

  bool stopped() const { return stop_ && contradicted(); }

  bool candidate(int cell, int digit) const {
    return position_.digit(cell) == 0 && sdk::has_digit(position_.candidates(cell), digit);
  }

  /** The literal index of the cell's true candidate, or kNone. */
  int true_in_cell(int cell) const {
    for (unsigned m = position_.candidates(cell); m; m &= m - 1) {
      const int t = find(cell, std::countr_zero(m) + 1, true);
      if (t != kNone) return t;
    }
    return kNone;
  }

  void contradiction(const int* literals, int n) {
    for (int i = 0; i < n && contradiction_count_ < 16; ++i) {
      if (literals[i] != kNone) contradiction_[contradiction_count_++] = literals[i];
    }
  }

  /** Adds a literal unless known; a clash with what is known is recorded as the contradiction it
   *  stands for (and the literal is not added: the trace stays consistent). */
  void add(int cell, int digit, bool value, const int* parents, int parent_count) {
    if (stopped() || !scope_.has(cell) || !candidate(cell, digit)) return;
    if (count_ > 0 && value && !allowed_true_.has(cell)) return;
    if (((cell * 9 + digit - 1) * 2 + (value ? 1 : 0)) == forbidden_key_) return;
    const int known = index_[cell * 9 + digit - 1];
    if (known != kNone) {
      if (literals_[known].value == value) return;
      if (parent_count == 0) return;  // only the assumption has none, and it is added first (nothing known)
      if (!value) {
        // A true candidate ruled out by a true peer (parent): the digit twice in a house, or two
        // digits in one cell; the latter is written as the house that placed the second one empty.
        const Literal& by = literals_[parents[0]];
        if (by.cell != cell) {
          const int both[2] = {known, parents[0]};
          contradiction(both, 2);
        } else {
          empty_house_of(parents[0], known);
        }
      } else {
        // A false candidate placed by its cell's or house's last place: that cell or house is empty.
        int all[10];
        for (int i = 0; i < parent_count; ++i) all[i] = parents[i];
        all[parent_count] = known;
        contradiction(all, parent_count + 1);
      }
      return;
    }
    if (value) {
      const int other = true_in_cell(cell);
      if (other != kNone) {  // a second digit for a placed cell, by a house rule: that house is empty
        int all[10];
        for (int i = 0; i < parent_count; ++i) all[i] = parents[i];
        all[parent_count] = other;
        contradiction(all, parent_count + 1);
        return;
      }
    }
    if (count_ >= kMaxLiterals || parent_used_ + parent_count > kMaxParents) return;
    Literal& lit = literals_[count_];
    lit.cell = static_cast<std::uint8_t>(cell);
    lit.digit = static_cast<std::uint8_t>(digit);
    lit.value = value;
    lit.parent_count = static_cast<std::uint8_t>(parent_count);
    lit.first_parent = static_cast<std::int16_t>(parent_used_);
    for (int i = 0; i < parent_count; ++i) parents_[parent_used_++] = static_cast<std::int16_t>(parents[i]);
    index_[cell * 9 + digit - 1] = static_cast<std::int16_t>(count_++);
  }

  /** Literal `placed` (cell c = e) and literal `other` (c = d, true): the house that placed `placed`
   *  by its last place now has none; write its false places and `other`. */
  void empty_house_of(int placed, int other) {
    const Literal& lit = literals_[placed];
    int all[10], n = 0;
    for (int i = 0; i < lit.parent_count && n < 9; ++i) all[n++] = parents_[lit.first_parent + i];
    all[n++] = other;
    contradiction(all, n);
  }

  void check_cell(int cell) {
    int parents[9], n = 0, open = 0, last = 0;
    for (unsigned m = position_.candidates(cell); m; m &= m - 1) {
      const int d = std::countr_zero(m) + 1;
      const int f = find(cell, d, false);
      if (f != kNone)
        parents[n++] = f;
      else if (find(cell, d, true) == kNone)
        ++open, last = d;
      else
        return;  // already placed
    }
    if (open == 1)
      add(cell, last, true, parents, n);
    else if (open == 0)
      contradiction(parents, n);  // the cell is empty
  }

  void check_house(int house, int digit) {
    int parents[9], n = 0, open = 0, last = -1;
    for (const int cell : sdk::kHouseCells[house]) {
      if (position_.digit(cell) == digit) return;
      if (!candidate(cell, digit)) continue;
      const int f = find(cell, digit, false);
      if (f != kNone)
        parents[n++] = f;
      else if (find(cell, digit, true) == kNone)
        ++open, last = cell;
      else
        return;
    }
    if (open == 1)
      add(last, digit, true, parents, n);
    else if (open == 0 && n > 0)
      contradiction(parents, n);  // the house has no place left
  }

  /** The digit's places left in `house` (two or more) all in one crossing house: the digit's other
   *  candidates there are false, following from the house's false places. */
  void check_locked(int house, int digit) {
    int parents[9], n = 0;
    CellSet left;
    for (const int cell : sdk::kHouseCells[house]) {
      if (position_.digit(cell) == digit) return;
      if (!candidate(cell, digit)) continue;
      const int f = find(cell, digit, false);
      if (f != kNone) {
        parents[n++] = f;
      } else if (find(cell, digit, true) != kNone) {
        return;
      } else if (const int other = true_in_cell(cell); other != kNone) {
        parents[n++] = other;  // the cell holds another digit: no place (its own false node may come later)
      } else {
        left.add(cell);
      }
    }
    if (n == 0 || left.count() < 2) return;
    for (int other = 0; other < sdk::kHouses; ++other) {
      if (other == house || !kHouseSet[other].contains(left)) continue;
      kHouseSet[other].minus(kHouseSet[house]).for_each([&](int cell) {
        // A true candidate there is left to its own processing (its peers empty the house), so that a
        // contradiction is always recorded with the literals that make it.
        if (!stopped() && candidate(cell, digit) && find(cell, digit, true) == kNone)
          add(cell, digit, false, parents, n);
      });
    }
  }

  void mark(int literal, bool* needed) const {
    if (literal == kNone || needed[literal]) return;
    needed[literal] = true;
    const Literal& lit = literals_[literal];
    for (int i = 0; i < lit.parent_count; ++i) mark(parents_[lit.first_parent + i], needed);
  }

  void write(sdk::StepBuilder& step, const bool* needed) const {
    step.begin_chain(NPE_CHAIN_FORCING);
    int last = 0;
    for (int i = 0; i < count_; ++i) {
      if (needed[i]) last = i;
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
  CellSet allowed_true_;
  int forbidden_key_ = -1;
  bool stop_ = true;
  bool cell_rule_, house_rule_;
  bool locked_rule_ = false;
  Literal literals_[kMaxLiterals];
  std::int16_t parents_[kMaxParents];
  std::int16_t index_[kMaxLiterals];
  int count_ = 0;
  int parent_used_ = 0;
  int contradiction_[16] = {};
  int contradiction_count_ = 0;
};

}  // namespace npe::sdk
