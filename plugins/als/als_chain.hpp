// ALS-XY-Chain (HoDoKu's ALS_XY_CHAIN, library code 0903): almost locked sets A1 .. An (n >= 4) linked
// by restricted commons r1 .. r(n-1), each link's commons different from the previous link's. If A1
// lacks z it is locked and holds r1, so A2 lacks r1, holds r2, ... and An holds z: a digit z of A1
// and An (no common of the first or last link) is in A1 or in An; a candidate z seeing every z of
// both goes.
//
// Search (HoDoKu's getAlsXYChainRecursive): from every set in list order, depth first over its
// restricted commons (forward_only: only to sets later in the list, HoDoKu's solving mode; 0: both
// ways, HoDoKu's "all steps" and regression setting), at most max_rcs links, no set twice; a first
// link with two commons is tried with each. Link rule (RestrictedCommon.checkRC): a link's usable
// commons are its commons minus the previous link's usable ones (HoDoKu drops only the first of
// two); none left ends the chain there. With one_per_elimination (HoDoKu's default) only one chain
// per set of eliminations is kept: the first, unless a later one has fewer cells. The steps are
// sorted as HoDoKu sorts them (AlsComparator: more eliminations, lower index sum of the
// eliminations, fewer sets, fewer cells), so the first step is HoDoKu's. Text:
// "Almost Locked Set Chain: 2- r6c9 {29} -9- r6c1 {29} -2- r19c1 {269} -9- r1c2578 {12389} -2 => r3c9,r4c8<>2".
// Budget: at most 2^search_budget links (default 2^24) are followed per search. The search visits every simple path of
// the set graph, which explodes on positions with many sets (a puzzle's givens, random candidates:
// the fuzz target's). When the budget runs out, the search is repeated with chains of 3, 4, ...
// links, and the chains of the longest length searched in full are reported: what the step finds
// then depends only on the position, never on where the budget happened to stop in the cell order.
// Evidence: per eliminating z the open chain (z,A1) =A1= (r1,A1) -r1- (r1,A2) =A2= ... =An= (z,An).
#pragma once

#include <npe/sdk/describe.hpp>

#include <algorithm>
#include <unordered_map>

#include "als_xz.hpp"

namespace npe::plugins::als {

class AlsChain {
 public:
  static constexpr int kMaxLinks = NPE_MAX_ALS - 1;
  static constexpr npe_param_desc kParams[] = {
      kOverlapParam,
      {sizeof(npe_param_desc), "forward_only", "1: links only to sets later in HoDoKu's ALS list (HoDoKu's solver)",
       NPE_PARAM_INT, 0, 1, 1},
      {sizeof(npe_param_desc), "max_rcs",
       "most restricted commons (links) in a chain (HoDoKu: 50 solving, 6 all steps)", NPE_PARAM_INT, 3, kMaxLinks, 50},
      {sizeof(npe_param_desc), "one_per_elimination", "1: keep one chain per set of eliminations (HoDoKu's default)",
       NPE_PARAM_INT, 0, 1, 1},
      {sizeof(npe_param_desc), "search_budget",
       "links followed per search, as a power of two, before it falls back to the longest chains it can search in full",
       NPE_PARAM_INT, 8, 32, 24},
  };
  static constexpr npe_reglib_code kReglib[] = {
      {"0903", "allow_overlap=0 forward_only=0 max_rcs=6 one_per_elimination=0", 0, 0, 0},
      {"0903-2", "allow_overlap=1 forward_only=0 max_rcs=6 one_per_elimination=0", 0, 0, 0},
  };
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.xy_chain",
       .name = "ALS-XY-Chain",
       .description = "a chain of almost locked sets linked by restricted commons: a digit z of the first and "
                      "last set leaves the cells seeing every z of both",
       .default_points = 340,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglib);

  explicit AlsChain(const sdk::Params& params)
      : overlap_(params.get("allow_overlap") != 0),
        forward_only_(params.get("forward_only") != 0),
        max_links_(static_cast<int>(params.get("max_rcs"))),
        one_per_elimination_(params.get("one_per_elimination") != 0),
        max_visits_(std::uint64_t{1} << params.get("search_budget")) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    AlsCollection& collection = thread_collection();
    collection.update(position);
    sets_ = &collection.sets();
    rcs_ = &collection.restricted_commons(overlap_, forward_only_);
    in_chain_.assign(sets_->size(), 0);
    if (!search_all(max_links_)) search_longest_complete();
    number_sets();
    order_.resize(records_.size());
    for (std::uint32_t i = 0; i < order_.size(); ++i) order_[i] = i;
    std::stable_sort(order_.begin(), order_.end(), [this](std::uint32_t x, std::uint32_t y) { return before(x, y); });
    for (std::uint32_t i : order_) {
      if (!emit(records_[i], sink)) return;
    }
  }

 private:
  struct KeyValue {
    std::uint64_t words[12];
  };
  struct KeyHash {
    std::size_t operator()(const KeyValue& k) const {
      std::uint64_t h = 1469598103934665603ull;
      for (std::uint64_t w : k.words) h = (h ^ w) * 1099511628211ull;
      return static_cast<std::size_t>(h);
    }
  };
  struct KeyEqual {
    bool operator()(const KeyValue& a, const KeyValue& b) const {
      return std::equal(std::begin(a.words), std::end(a.words), std::begin(b.words));
    }
  };

  /** One link of the current chain: the common, and which of its digits are usable. */
  struct Link {
    std::uint32_t rc = 0;
    sdk::Mask usable = 0;
  };
  /** A found chain: its start, links and eliminations (in pool_). */
  struct Record {
    std::uint32_t start = 0;
    std::uint32_t links = 0;  // offset into link_pool_
    std::uint32_t link_count = 0;
    std::uint32_t elims = 0;  // offset into pool_
    std::uint32_t elim_count = 0;
    std::uint32_t cells = 0;       // cells of all sets, a set's cells counted once per set
    std::int64_t index_sum = 0;    // HoDoKu's getIndexSumme of the eliminations
    std::uint32_t first_same = 0;  // index of the first record with the same eliminations
  };

  /** Every chain of at most `limit` links into records_; false when the budget ran out first. */
  bool search_all(int limit) {
    records_.clear();
    pool_.clear();
    link_pool_.clear();
    by_eliminations_.clear();
    limit_ = limit;
    visits_ = 0;
    for (std::uint32_t start = 0; start < sets_->size() && visits_ < max_visits_; ++start) {
      start_ = start;
      in_chain_[start] = 1;
      search(start, 0, 0);
      in_chain_[start] = 0;
    }
    return visits_ < max_visits_;
  }

  /** After the budget ran out at max_links_: the chains of the longest limit (3 links at least) whose
   *  search completes within it, or none. */
  void search_longest_complete() {
    kept_records_.clear();
    kept_links_.clear();
    kept_pool_.clear();
    for (int limit = 3; limit < max_links_ && search_all(limit); ++limit) {
      kept_records_.swap(records_);
      kept_links_.swap(link_pool_);
      kept_pool_.swap(pool_);
    }
    records_.swap(kept_records_);
    link_pool_.swap(kept_links_);
    pool_.swap(kept_pool_);
  }

  /** Usable commons of `rc` after a link whose usable commons were `previous` (0 = first link). */
  static sdk::Mask usable_after(const RestrictedCommon& rc, sdk::Mask previous, bool first_try) {
    if (previous == 0) {
      if (rc.digit2 == 0) return sdk::digit_bit(rc.digit1);
      return first_try ? sdk::digit_bit(rc.digit1) : sdk::digit_bit(rc.digit2);
    }
    // RestrictedCommon.checkRC: with two usable commons before, only the first counts.
    const sdk::Mask drop = sdk::digit_bit(sdk::first_digit(previous));
    return static_cast<sdk::Mask>(rc.mask() & ~(sdk::count_digits(previous) == 2 ? drop : previous));
  }

  void search(std::uint32_t set, int depth, sdk::Mask previous) {
    if (depth >= limit_ || visits_ >= max_visits_) return;
    const RcList& list = *rcs_;
    bool first_try = true;
    for (std::uint32_t k = list.start[set]; k < list.end[set]; ++k) {
      const RestrictedCommon& rc = list.rcs[k];
      const sdk::Mask usable = usable_after(rc, previous, first_try);
      if (usable == 0 || in_chain_[rc.b]) continue;
      chain_[depth] = {k, usable};
      ++visits_;
      in_chain_[rc.b] = 1;
      if (depth + 1 >= 3) check(depth + 1);
      search(rc.b, depth + 1, usable);
      in_chain_[rc.b] = 0;
      if (depth == 0) {
        if (rc.digit2 != 0 && first_try) {
          first_try = false;
          --k;  // the same first link again with its second common
        } else {
          first_try = true;
        }
      }
    }
  }

  void check(int links) {
    const Als& first = (*sets_)[start_];
    const Als& last = (*sets_)[rcs_->rcs[chain_[links - 1].rc].b];
    list_.clear();
    common_digit_eliminations(first, last, static_cast<sdk::Mask>(chain_[0].usable | chain_[links - 1].usable), list_);
    if (list_.empty()) return;
    Record record;
    record.start = start_;
    record.link_count = static_cast<std::uint32_t>(links);
    record.cells = first.size;
    for (int i = 0; i < links; ++i) record.cells += (*sets_)[rcs_->rcs[chain_[i].rc].b].size;
    record.elim_count = static_cast<std::uint32_t>(list_.size());
    std::int64_t offset = 1;
    for (int i = 0; i < list_.size(); ++i, offset += 80) {
      record.index_sum += list_[i].cell * offset + list_[i].digit;
    }
    if (one_per_elimination_) {
      const KeyValue key = key_of(list_.data(), list_.size());
      const auto found = by_eliminations_.find(key);
      if (found != by_eliminations_.end()) {
        Record& kept = records_[found->second];
        if (kept.cells <= record.cells) return;
        store(record, links);
        kept = record;  // HoDoKu replaces the step in place
        return;
      }
      by_eliminations_.emplace(key, static_cast<std::uint32_t>(records_.size()));
    }
    store(record, links);
    records_.push_back(record);
  }

  static KeyValue key_of(const npe_cell_digit* items, int count) {
    KeyValue key{};
    for (int i = 0; i < count; ++i) {
      const int bit = items[i].cell * 9 + items[i].digit - 1;
      key.words[bit / 64] |= std::uint64_t{1} << (bit % 64);
    }
    return key;
  }

  /** first_same of every record (with one_per_elimination every set of eliminations is once). */
  void number_sets() {
    if (!one_per_elimination_) by_eliminations_.clear();
    for (std::uint32_t i = 0; i < records_.size(); ++i) {
      Record& record = records_[i];
      record.first_same = i;
      if (one_per_elimination_) continue;
      const auto [it, added] =
          by_eliminations_.emplace(key_of(pool_.data() + record.elims, static_cast<int>(record.elim_count)), i);
      record.first_same = it->second;
    }
  }

  void store(Record& record, int links) {
    record.links = static_cast<std::uint32_t>(link_pool_.size());
    for (int i = 0; i < links; ++i) link_pool_.push_back(chain_[i]);
    record.elims = static_cast<std::uint32_t>(pool_.size());
    for (int i = 0; i < list_.size(); ++i) pool_.push_back(list_[i]);
  }

  /** HoDoKu's AlsComparator as a strict order: more eliminations, lower index sum; HoDoKu treats
   *  different sets with equal sums as equal (found order, here the first chain of each set), and
   *  orders chains with the same eliminations by fewer sets, then fewer cells; stable. */
  bool before(std::uint32_t x, std::uint32_t y) const {
    const Record& a = records_[x];
    const Record& b = records_[y];
    if (a.elim_count != b.elim_count) return a.elim_count > b.elim_count;
    if (a.index_sum != b.index_sum) return a.index_sum < b.index_sum;
    if (a.first_same != b.first_same) return a.first_same < b.first_same;
    if (a.link_count != b.link_count) return a.link_count < b.link_count;
    return a.cells < b.cells;
  }

  bool emit(const Record& record, sdk::StepSink& sink) {
    const auto& sets = *sets_;
    const auto& rcs = rcs_->rcs;
    const Link* links = link_pool_.data() + record.links;
    const int n = static_cast<int>(record.link_count);
    const npe_cell_digit* elims = pool_.data() + record.elims;
    const int elim_count = static_cast<int>(record.elim_count);
    std::uint32_t chain_sets[kMaxLinks + 1];
    chain_sets[0] = record.start;
    for (int i = 0; i < n; ++i) chain_sets[i + 1] = rcs[links[i].rc].b;

    step_.reset(static_cast<std::uint32_t>(n + 1));
    list_.clear();
    sdk::Mask z_digits = 0;
    for (int i = 0; i < elim_count; ++i) {
      list_.add(elims[i].cell, elims[i].digit);
      z_digits |= sdk::digit_bit(elims[i].digit);
    }
    add_eliminations(step_, list_);
    CellSet cells;
    sdk::Mask digits = z_digits;
    int index[kMaxLinks + 1];
    for (int i = 0; i <= n; ++i) {
      cells |= sets[chain_sets[i]].cells;
      index[i] = add_set(step_, sets[chain_sets[i]]);
    }
    for (int i = 0; i < n; ++i) {
      digits |= links[i].usable;
      for (sdk::Mask m = links[i].usable; m != 0; m &= m - 1) {
        step_.add_restricted_common(index[i], index[i + 1], std::countr_zero(m) + 1);
      }
    }
    add_cells(step_, cells);
    step_.add_digits(digits);
    // One digit per link, each different from the next (backwards: a link's usable commons never
    // leave only the next link's digit).
    int link_digit[kMaxLinks];
    link_digit[n - 1] = sdk::first_digit(links[n - 1].usable);
    for (int i = n - 2; i >= 0; --i) {
      const sdk::Mask choice = static_cast<sdk::Mask>(links[i].usable & ~sdk::digit_bit(link_digit[i + 1]));
      link_digit[i] = sdk::first_digit(choice ? choice : links[i].usable);
    }
    for (sdk::Mask m = z_digits; m != 0; m &= m - 1) {
      const int z = std::countr_zero(m) + 1;
      step_.begin_chain(NPE_CHAIN_OPEN);
      add_als_node(step_, sets[chain_sets[0]], index[0], z, NPE_LINK_STRONG);
      for (int i = 0; i < n; ++i) {
        add_als_node(step_, sets[chain_sets[i]], index[i], link_digit[i], NPE_LINK_WEAK);
        add_als_node(step_, sets[chain_sets[i + 1]], index[i + 1], link_digit[i], NPE_LINK_STRONG);
      }
      add_als_node(step_, sets[chain_sets[n]], index[n], z, NPE_LINK_END);
    }

    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put("Almost Locked Set Chain: ");
    text.put_digits(z_digits);
    text.put("- ");
    for (int i = 0; i <= n; ++i) {
      put_als(text, sets[chain_sets[i]].cells, sets[chain_sets[i]].digits);
      if (i < n) {
        text.put(" -");
        text.put_digits(links[i].usable);
        text.put("- ");
      }
    }
    text.put(" -");
    text.put_digits(z_digits);
    put_hodoku_eliminations(text, list_);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  bool overlap_;
  bool forward_only_;
  int max_links_;
  bool one_per_elimination_;
  const std::vector<Als>* sets_ = nullptr;
  const RcList* rcs_ = nullptr;
  std::uint64_t max_visits_;
  std::uint64_t visits_ = 0;
  int limit_ = 0;  // the most links of the search under way
  std::uint32_t start_ = 0;
  Link chain_[kMaxLinks];
  std::vector<std::uint8_t> in_chain_;
  std::vector<Record> records_;
  std::vector<Link> link_pool_;
  std::vector<npe_cell_digit> pool_;
  std::vector<std::uint32_t> order_;
  std::vector<Record> kept_records_;  // the last search completed within the budget
  std::vector<Link> kept_links_;
  std::vector<npe_cell_digit> kept_pool_;
  std::unordered_map<KeyValue, std::uint32_t, KeyHash, KeyEqual> by_eliminations_;
  EliminationList list_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::als
