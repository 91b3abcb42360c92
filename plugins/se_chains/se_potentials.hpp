// Sudoku Explainer's chain nodes ("potentials": a candidate asserted on or off) with their parents,
// in an arena that lives for one search unit, and the insertion-ordered sets SE keeps them in
// (docs/techniques.md, "Sudoku Explainer chains"). Arena order is derivation order: parents are
// always older than their children.
#pragma once

#include <cstdint>
#include <vector>

#include "se_grid.hpp"

namespace npe::plugins::se_chains {

/** Why an on potential holds (SE's Potential.Cause, needed for a nested hint's rule parents):
 *  the only digit left in its cell, or the only place left in house 0..26; none for an assumption
 *  and for off potentials (theirs follows from their parent), except kCauseRule: an off potential
 *  one of Dynamic (+)'s advanced rules gave (se_advanced.hpp), whose evidence must check that the
 *  rule still holds on the board the host replays (se_evidence.hpp). */
inline constexpr std::int8_t kCauseNone = -1;
inline constexpr std::int8_t kCauseCell = 27;
inline constexpr std::int8_t kCauseRule = 28;

struct Pot {
  std::uint16_t key;  // cell*9 + digit-1
  bool on;
  std::int8_t cause;   // on potentials: kCauseCell or the house; off: kCauseRule or kCauseNone
  std::int32_t first;  // into Arena::parents
  std::int32_t count;  // parents: the main one first, then SE's "hidden" parents
};

class Arena {
 public:
  void clear() { pot_count_ = parent_count_ = 0; }
  /** A new potential with its main parent (or none, -1); hidden parents are appended right after. */
  [[gnu::always_inline]] int make(int key, bool on, int parent, std::int8_t cause = kCauseNone) {
    Pot p{static_cast<std::uint16_t>(key), on, cause, static_cast<std::int32_t>(parent_count_), 0};
    if (parent >= 0) {
      push_parent(parent);
      p.count = 1;
    }
    if (pot_count_ == pots_.size()) pots_.resize(2 * pots_.size() + 256);
    pots_[pot_count_] = p;
    return static_cast<int>(pot_count_++);
  }
  void add_parent(int pot, int parent) {
    push_parent(parent);
    ++pots_[pot].count;
  }
  /** Appends copies of `pots` (`count` of them; Pot::first into `parents`, which lists their parents
   *  in their order, `parent_count` in all), each parent mapped by `at`; returns the first's index. */
  template <class Map>
  int append(const Pot* pots, int count, const std::int32_t* parents, int parent_count, Map&& at) {
    const std::size_t first = pot_count_, parent_base = parent_count_;
    if (pot_count_ + static_cast<std::size_t>(count) > pots_.size()) pots_.resize(2 * (pot_count_ + count) + 256);
    if (parent_count_ + static_cast<std::size_t>(parent_count) > parents_.size())
      parents_.resize(2 * (parent_count_ + parent_count) + 256);
    for (int i = 0; i < count; ++i) {
      Pot p = pots[i];
      p.first += static_cast<std::int32_t>(parent_base);
      pots_[pot_count_++] = p;
    }
    for (int i = 0; i < parent_count; ++i) parents_[parent_count_++] = at(parents[i]);
    return static_cast<int>(first);
  }
  const Pot& operator[](int i) const { return pots_[i]; }
  int size() const { return static_cast<int>(pot_count_); }
  const std::int32_t* parents(int i) const { return parents_.data() + pots_[i].first; }
  int first_parent(int i) const { return pots_[i].count > 0 ? parents_[pots_[i].first] : -1; }

 private:
  // Storage that only grows, with the counts in use: a new potential or parent is a store, inlined
  // into the searches (GCC kept vector::push_back out of line: a call for every potential).
  [[gnu::always_inline]] void push_parent(int parent) {
    if (parent_count_ == parents_.size()) parents_.resize(2 * parents_.size() + 256);
    parents_[parent_count_++] = parent;
  }

  std::vector<Pot> pots_;
  std::vector<std::int32_t> parents_;
  std::size_t pot_count_ = 0, parent_count_ = 0;
};

/** SE's LinkedSet<Potential> of one state (all on, or all off): by key, the first instance kept,
 *  iteration in insertion order. */
class PotSet {
 public:
  PotSet() {
    for (auto& i : index_) i = -1;
  }
  void clear() {
    for (int i = 0; i < n_; ++i) index_[keys_[i]] = -1;
    n_ = 0;
  }
  bool has(int key) const { return index_[key] >= 0; }
  int get(int key) const { return index_[key]; }
  /** Adds unless present (SE's set semantics keep the first). */
  void add(int key, int pot) {
    if (index_[key] >= 0) return;
    index_[key] = pot;
    keys_[n_++] = static_cast<std::uint16_t>(key);
  }
  int size() const { return n_; }
  int key_at(int i) const { return keys_[i]; }
  int pot_at(int i) const { return index_[keys_[i]]; }
  void copy_from(const PotSet& o) {
    clear();
    for (int i = 0; i < o.n_; ++i) add(o.keys_[i], o.index_[o.keys_[i]]);
  }
  /** retainAll: keeps this set's instances and order. */
  void retain(const PotSet& o) {
    int m = 0;
    for (int i = 0; i < n_; ++i) {
      const int k = keys_[i];
      if (o.has(k))
        keys_[m++] = static_cast<std::uint16_t>(k);
      else
        index_[k] = -1;
    }
    n_ = m;
  }

 private:
  std::int32_t index_[729];
  std::uint16_t keys_[729];
  int n_ = 0;
};

/** A FIFO of arena indices (SE's LinkedList used as a queue). Its storage only grows, so a push is
 *  a store, inlined (GCC kept vector::push_back out of line here: a call for every potential queued). */
class Queue {
 public:
  void clear() { head_ = tail_ = 0; }
  bool empty() const { return head_ == tail_; }
  [[gnu::always_inline]] void push(int v) {
    if (tail_ == items_.size()) items_.resize(2 * items_.size() + 256);
    items_[tail_++] = v;
  }
  int pop() { return items_[head_++]; }

 private:
  std::vector<int> items_;
  std::size_t head_ = 0, tail_ = 0;
};

/** 729-bit set of candidates (a hint's removable potentials). */
struct CandSet {
  std::uint64_t w[12] = {};
  void set(int key) { w[key >> 6] |= std::uint64_t{1} << (key & 63); }
  bool test(int key) const { return (w[key >> 6] >> (key & 63)) & 1; }
  bool empty() const {
    for (auto x : w) {
      if (x) return false;
    }
    return true;
  }
  bool operator==(const CandSet& o) const {
    for (int i = 0; i < 12; ++i) {
      if (w[i] != o.w[i]) return false;
    }
    return true;
  }
  template <class F>
  void for_each(F&& f) const {
    for (int i = 0; i < 12; ++i) {
      for (std::uint64_t m = w[i]; m; m &= m - 1) f(i * 64 + std::countr_zero(m));
    }
  }
  std::uint64_t hash() const {
    std::uint64_t h = 1469598103934665603ull;
    for (auto x : w) h = (h ^ x) * 1099511628211ull;
    return h;
  }
};

}  // namespace npe::plugins::se_chains
