// Sudoku Explainer 1.2.1's chaining (its Chaining rule; docs/techniques.md, "Sudoku Explainer
// chains"), reproduced search for search so that the hints, their ratings and their order are SE's:
//  - cycles and forcing chains: from every candidate of every unsolved cell (rows, then columns,
//    digits ascending), three searches: X-links only, Y-links only (cycles only, from bivalue cells),
//    both. A "cycle" is a breadth-first propagation from the candidate "on" that comes back to it
//    (length 4 or more; off nodes are not merged, on nodes are); a forcing chain is the shortest
//    propagation from the candidate on (off) to the candidate off (on).
//  - Nishio, multiple (cell and region) and dynamic forcing chains: from every candidate, its "on"
//    and "off" consequences (SE's doChaining: on nodes first, off nodes queued; dynamic chains switch
//    processed off nodes out of the grid, so that cells and houses shrink), with contradiction,
//    double, cell and region conclusions.
//  - nested levels (SE's level 2 and up, 9.5 ..): as Dynamic (+), and where its four simpler rules
//    find nothing on the shrunk grid, whole chaining searches run on it (SE's otherRules: level 2
//    Forcing Chains & Cycles, 3 also Multiple Forcing Chains, 4 Dynamic Forcing Chains, 5 also Dynamic
//    Forcing Chains nested at level - 3); every hint of the first that has one owing to the chain
//    turns its eliminations into off potentials (se_nested.hpp).
// Ratings: the technique's base plus ChainingHint.getLengthDifficulty of the hint's complexity (the
// distinct potentials behind its targets, plus each distinct nested hint's complexity). Hints sort by rating,
// complexity, SE's sort key, and the order of discovery; equal removable sets keep the first (SE's
// ChainingHint.equals).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

#include "se_advanced.hpp"
#include "se_potentials.hpp"
#include "se_reach.hpp"
#include "se_static_links.hpp"
#include "se_summary_cache.hpp"

namespace npe::plugins::se_chains {

/** Hint types (npe_step.kind). */
enum HintType : std::uint32_t {
  kCycle = 1,
  kForcingChain = 2,
  kContradiction = 3,  // BinaryChainingHint, absurd
  kDouble = 4,         // BinaryChainingHint, reduction
  kCellForcing = 5,
  kRegionForcing = 6,
};

/** Work done by a search and its nested searches (potentials made), and the bound on it (0: none). */
struct Budget {
  std::uint64_t used = 0, limit = 0;
  bool exceeded() const { return limit != 0 && used > limit; }
};

struct Hint {
  double difficulty;
  int complexity;
  int sort_key;
  int order;  // discovery order
  HintType type;
  bool x_links, y_links;  // the search's link kinds (cycles, forcing chains)
  bool nishio;
  int unit;          // the search unit that found it
  int unit_index;    // its index among the unit's hints
  double unit_best;  // the best rating found before its unit ran (the unit's search bounds)
  CandSet removable;
  // Valid only right after its unit ran (the arena is per unit):
  int targets[9];
  int target_count;
  int source_cell, source_digit, region;  // cell / region / binary source
  bool source_on;
  // Nested searches only (Config::nested): the rule parents and the chains' identity (SE's FullChain).
  Need need;
  std::uint64_t identity;
};

/** Where an off potential made from a nested hint came from: the shrunk grid the nested rule ran on,
 *  the rule (index into SE's otherRules after the four basic ones) and the hint's index in its list. */
struct NestedRecord {
  int grid, rule, hint, complexity;
  std::uint64_t identity;
};

/** A propagation from one candidate on, kept for the rest of a run() (Chaining::chain_on): the
 *  potentials made after the assumption, in arena order, their parents relative to it (0: the
 *  assumption, i: the i-th potential made), the completed on and off sets, and the nested records. */
struct OnChain {
  std::uint64_t run = 0;  // the run() it belongs to (0: none)
  bool complete = true, ok = true;
  int clash_on = 0, clash_off = 0;
  std::vector<Pot> pots;  // Pot::first indexes parents
  std::vector<std::int32_t> parents;
  std::vector<std::pair<int, int>> on, off;  // (key, relative potential), in the sets' order
  std::vector<Grid> grids;
  std::vector<NestedRecord> records;            // grid relative to grids
  std::vector<std::pair<int, int>> pot_record;  // (relative potential, record relative to records)
};

struct Config {
  bool multiple = false, dynamic = false, nishio = false;
  int level = 0;
  bool nested = false;  // run inside another search: hints carry their rule parents (Hint::need)
  // Which parts of SE's "Forcing Chains & Cycles" rule to run (static chaining only).
  bool cycles = true, x_forcing = true, xy_forcing = true;

  /** One number per configuration (the shared nested-hint tables' key, se_summary_cache.hpp). */
  int key() const {
    return (multiple ? 1 : 0) | (dynamic ? 2 : 0) | (nishio ? 4 : 0) | (nested ? 8 : 0) | (cycles ? 16 : 0) |
           (x_forcing ? 32 : 0) | (xy_forcing ? 64 : 0) | level << 7;
  }
};

class Chaining {
 public:
  explicit Chaining(Config config, Budget* budget = nullptr) : cfg_(config), budget_(budget ? budget : &own_budget_) {}

  /** Runs SE's search on `grid`: every hint, in SE's discovery order, rated. With `first_only` the
   *  searches that cannot yield the first hint are skipped (the XY search rates 7.0 and more: not
   *  needed when the X and Y searches found a hint rated below). */
  void run(const Grid& grid, bool first_only = false) {
    grid_ = grid;
    grid_.build();
    cur_ = grid_;
    reach_built_ = links_built_ = false;
    ++run_count_;  // the kept propagations (chain_on) were of another grid
    hints_.clear();
    first_only_ = first_only;
    best_ = 1e9;
    capture_unit_ = -1;
    if (cfg_.multiple || cfg_.dynamic) {
      for (int cell = 0; cell < 81; ++cell) {
        const int n = grid_.count(cell);
        if (n > 2 || (n > 1 && cfg_.dynamic)) run_unit(cell);
      }
    } else {
      for (int search = 0; search < 3; ++search) {
        if (search == 2 && first_only) {
          bool below = false;
          for (const Hint& h : hints_) below = below || h.difficulty < 6.95;
          if (below) break;
        }
        for (int cell = 0; cell < 81; ++cell) {
          if (grid_.count(cell) < 2) continue;
          for (Mask m = grid_.cand[cell]; m; m &= m - 1) {
            run_unit((search * 81 + cell) * 9 + std::countr_zero(static_cast<unsigned>(m)));
          }
        }
      }
    }
    sort_hints();
  }

  /** Hints sorted as SE sorts them, duplicates (same removable set) dropped. */
  const std::vector<Hint>& hints() const { return hints_; }

  /** Re-runs the unit of `hint` so that its targets are valid in arena(); returns the fresh copy. */
  const Hint& recapture(const Hint& hint) {
    std::vector<Hint> keep;
    keep.swap(hints_);
    capture_unit_ = hint.unit;
    const double best = best_;
    best_ = hint.unit_best;  // the unit runs again under the bounds it ran under
    run_unit(hint.unit);
    best_ = best;
    captured_ = hints_[static_cast<std::size_t>(hint.unit_index)];
    hints_.swap(keep);
    return captured_;
  }

  /** The hints of a full search on `grid` as a nested rule reports them, from this thread's table
   *  for the configuration (se_summary_cache.hpp) when a rule of it met the grid before. A search cut
   *  short by the work bound is incomplete: its hints are returned, never kept. The reference is valid
   *  until the next search of this configuration. */
  const std::vector<NestedSummary>& summaries(const Grid& grid) {
    SummaryCache& cache = SummaryCache::of(cfg_.key());
    if (const std::vector<NestedSummary>* kept = cache.find(grid)) return *kept;
    run(grid, false);
    std::vector<NestedSummary> found;
    found.reserve(hints_.size());
    for (const Hint& hint : hints_) found.push_back({hint.removable, hint.need, hint.complexity, hint.identity});
    if (!budget_->exceeded()) return cache.put(grid, std::move(found));
    unkept_ = std::move(found);
    return unkept_;
  }

  /** The off potential `pot`'s nested record, or null. */
  const NestedRecord* record_of(int pot) const {
    auto it = std::lower_bound(pot_record_.begin(), pot_record_.end(), std::pair<int, int>{pot, -1});
    if (it == pot_record_.end() || it->first != pot) return nullptr;
    return &records_[static_cast<std::size_t>(it->second)];
  }
  const Grid& nested_grid(const NestedRecord& r) const { return nested_grids_[static_cast<std::size_t>(r.grid)]; }
  Chaining& nested_rule(int rule) { return *nested_[static_cast<std::size_t>(rule)]; }
  Budget& budget() { return *budget_; }
  const Config& config() const { return cfg_; }

  const Arena& arena() const { return arena_; }
  const Grid& grid() const { return grid_; }
  double base_difficulty() const {
    if (cfg_.level >= 2) return 9.5 + 0.5 * (cfg_.level - 2);
    if (cfg_.level > 0) return 8.5 + 0.5 * cfg_.level;
    if (cfg_.nishio) return 7.5;
    if (cfg_.dynamic) return 8.5;
    return 8.0;
  }

  /** The arena indices behind `target` (itself included), in arena (derivation) order. */
  void ancestors(int target, std::vector<int>& out) {
    out.clear();
    mark_.assign(static_cast<std::size_t>(arena_.size()), 0);
    std::vector<int>& stack = scratch_;
    stack.clear();
    stack.push_back(target);
    while (!stack.empty()) {
      const int pot = stack.back();
      stack.pop_back();
      if (mark_[static_cast<std::size_t>(pot)]) continue;
      mark_[static_cast<std::size_t>(pot)] = 1;
      out.push_back(pot);
      const std::int32_t* parents = arena_.parents(pot);
      for (int i = 0; i < arena_[pot].count; ++i) stack.push_back(parents[i]);
    }
    std::sort(out.begin(), out.end());
  }

 private:
  // ---------------------------------------------------------------- rules (SE's getOnToOff etc.)

  /** SE's getOnToOff: the other digits of the cell (Y), then the digit's other places in block,
   *  row, column; each candidate once. */
  int on_to_off(int pot, bool y, int* out) const { return on_to_off_key(arena_[pot].key, y, out); }
  [[gnu::always_inline]] int on_to_off_key(int key, bool y, int* out) const {
    const int cell = cell_of(key), digit = digit_of(key);
    int n = 0;
    if (y) {
      for (Mask m = cur_.cand[cell]; m; m &= m - 1) {
        const int d = std::countr_zero(static_cast<unsigned>(m)) + 1;
        if (d != digit) out[n++] = key_of(cell, d);
      }
    }
    // The digit's places among the peers in kSePeers' order: block, then the row and the column
    // outside the block (each a house's places: bits in its cell order).
    const int block = 18 + sdk::block_of(cell), row = sdk::row_of(cell), col = 9 + sdk::col_of(cell);
    const unsigned in_block = cur_.places(block, digit) & ~(1u << index_in_house(block, cell));
    for (unsigned m = in_block; m; m &= m - 1) out[n++] = key_of(sdk::kHouseCells[block][std::countr_zero(m)], digit);
    for (const int line : {row, col}) {
      for (unsigned m = cur_.places(line, digit) & ~kHouseMeet[line][block]; m; m &= m - 1) {
        out[n++] = key_of(sdk::kHouseCells[line][std::countr_zero(m)], digit);
      }
    }
    return n;
  }

  struct OnEntry {
    int key;
    std::int8_t cause;
  };

  /** SE's getOffToOn: a bivalue cell's other digit (Y), then the other place of a bilocal digit in
   *  block, row, column (X); each candidate once. */
  int off_to_on(int pot, bool y, bool x, OnEntry* out) const { return off_to_on_key(arena_[pot].key, y, x, out); }
  [[gnu::always_inline]] int off_to_on_key(int key, bool y, bool x, OnEntry* out) const {
    const int cell = cell_of(key), digit = digit_of(key);
    int n = 0;
    if (y && cur_.count(cell) == 2) {
      const Mask other = static_cast<Mask>(cur_.cand[cell] & ~sdk::digit_bit(digit));
      out[n++] = {key_of(cell, sdk::first_digit(other)), kCauseCell};
    }
    if (x) {
      for (const int house : se_houses(cell)) {
        const unsigned places = cur_.places(house, digit);
        if (bits9(places) != 2) continue;
        int other = -1;
        for (unsigned m = places; m; m &= m - 1) {
          const int c = sdk::kHouseCells[house][std::countr_zero(m)];
          if (c != cell) other = c;
        }
        const int k = key_of(other, digit);
        bool dup = false;
        for (int i = 0; i < n; ++i) dup = dup || out[i].key == k;
        if (dup) continue;
        out[n++] = {k, static_cast<std::int8_t>(house)};
      }
    }
    return n;
  }

  /** The on potential `e` with its parent and, in dynamic chaining, SE's hidden parents: the off
   *  potentials of the start grid's candidates the current grid lost in its cause (the cell, or the
   *  digit's places in the house), read off cur_ as it was when `e` was forced. */
  int make_on(const OnEntry& e, int parent, const PotSet& to_off) {
    const int pot = arena_.make(e.key, true, parent, e.cause);
    if (!hidden_) return pot;
    const int cell = cell_of(e.key), digit = digit_of(e.key);
    auto add_hidden = [&](int key) {
      const int hidden_parent = to_off.get(key);
      if (hidden_parent >= 0) arena_.add_parent(pot, hidden_parent);
    };
    if (e.cause == kCauseCell) {
      for (Mask m = static_cast<Mask>(save_.cand[cell] & ~cur_.cand[cell]); m; m &= m - 1) {
        add_hidden(key_of(cell, std::countr_zero(static_cast<unsigned>(m)) + 1));
      }
      return pot;
    }
    for (unsigned m = save_.places(e.cause, digit) & ~cur_.places(e.cause, digit); m; m &= m - 1) {
      add_hidden(key_of(sdk::kHouseCells[e.cause][std::countr_zero(m)], digit));
    }
    return pot;
  }

  /** SE's getAncestorCount: distinct potentials (candidate and state) behind `pot`, expanding the
   *  first instance met in breadth-first order. */
  int ancestor_count(int pot) {
    ++stamp_;
    layer_.clear();
    layer_.push_back(pot);
    int count = 0;
    while (!layer_.empty()) {
      next_.clear();
      for (const int ancestor : layer_) {
        const int id = arena_[ancestor].key * 2 + (arena_[ancestor].on ? 1 : 0);
        if (seen_[id] == stamp_) continue;
        seen_[id] = stamp_;
        ++count;
        const std::int32_t* parents = arena_.parents(ancestor);
        for (int i = 0; i < arena_[ancestor].count; ++i) next_.push_back(parents[i]);
      }
      layer_.swap(next_);
    }
    return count;
  }

  // ---------------------------------------------------------------- static: cycles and forcing chains

  /** With the first hint only: the largest complexity a hint of rating `base` + length may have and
   *  still come first (not rated above the best hint so far); unbounded otherwise. */
  int complexity_bound(double base) const {
    if (!first_only_ || best_ > 1e8) return 1 << 30;
    int c = 2;
    while (c < 100000 && base + se_length_difficulty(c + 1) <= best_ + 1e-9) ++c;
    return c;
  }

  /** Whether do_cycles from `key` on can get past its second step. It expands the source into its
   *  off candidates (all of them: the source's path is empty), those into the on candidates they
   *  force; if the only one is the source again (not new, and at length 2, no cycle: a cycle needs
   *  4), the search ends there without a cycle. Most sources end so (a candidate whose weak links
   *  lead to no strong link), so they need not run. */
  bool may_cycle(int key, bool y, bool x) {
    const StaticLinks& links = static_links();
    const int kind = StaticLinks::off_kind(y, x);
    const std::uint16_t* offs = links.offs(y, key);
    bool past_two = false;
    for (int i = 0, n = links.off_count(y, key); i < n && !past_two; ++i) {
      const OnLink* ons = links.ons(kind, offs[i]);
      for (int j = 0, m = links.on_count(kind, offs[i]); j < m; ++j) past_two = past_two || ons[j].key != key;
    }
    if (!past_two) return false;
    // A cycle closes on an off candidate x that forces the source (a strong link: the links are
    // symmetric, so x is among the source's own), made from another on candidate z that sees x and
    // that the propagation reached. Where the forcing chains' table is at hand (it holds the XY links,
    // a superset of the X ones, so it answers for both), no such z means no cycle.
    if (!x || !(cfg_.x_forcing || cfg_.xy_forcing)) return true;
    const Reach& reach = static_reach();
    const OnLink* partners = links.ons(kind, key);
    for (int p = 0, np = links.on_count(kind, key); p < np; ++p) {
      const std::uint16_t* seers = links.offs(y, partners[p].key);
      for (int i = 0, n = links.off_count(y, partners[p].key); i < n; ++i) {
        if (seers[i] != key && reach.reaches(key * 2 + 1, seers[i] * 2 + 1)) return true;
      }
    }
    return false;
  }

  /** SE's cycle search from `source` (on) over the static links (the off set is not kept: static
   *  chaining has no hidden parents, the only use SE's search made of it). */
  void do_cycles(int source, bool y, bool x, std::vector<int>& cycles, int bound) {
    const StaticLinks& links = static_links();
    const int kind = StaticLinks::off_kind(y, x), source_key = arena_[source].key;
    on_.clear();
    pend_on_.clear();
    pend_off_.clear();
    on_.add(source_key, source);
    pend_on_.push(source);
    path_off_[source_key] = CandSet{};
    int length = 0;
    while (!pend_on_.empty() || !pend_off_.empty()) {
      ++length;
      while (!pend_on_.empty()) {
        const int expanded = pend_on_.pop(), key = arena_[expanded].key;
        const std::uint16_t* offs = links.offs(y, key);
        const CandSet& path = path_off_[key];
        for (int i = 0, n = links.off_count(y, key); i < n; ++i) {
          if (path.test(offs[i])) continue;  // SE's isParent
          pend_off_.push(arena_.make(offs[i], false, expanded));
        }
      }
      ++length;
      if (length > bound) break;  // a cycle closed here has `length` potentials
      while (!pend_off_.empty()) {
        const int expanded = pend_off_.pop(), key = arena_[expanded].key;
        const OnLink* ons = links.ons(kind, key);
        for (int i = 0, n = links.on_count(kind, key); i < n; ++i) {
          const bool cycle = length >= 4 && ons[i].key == source_key;
          const bool fresh = !on_.has(ons[i].key);
          if (!cycle && !fresh) continue;
          const int implied = arena_.make(ons[i].key, true, expanded, ons[i].cause);
          if (cycle) cycles.push_back(implied);
          if (fresh) {
            pend_on_.push(implied);
            on_.add(ons[i].key, implied);
            CandSet& on_path = path_off_[ons[i].key];
            on_path = path_off_[arena_[arena_.first_parent(expanded)].key];
            on_path.set(key);
          }
        }
      }
    }
  }

  /** SE's forcing chain search from `source` over the static links: the chain's target (the source's
   *  opposite) or -1. */
  int do_forcing_chain(int source, bool y, int bound) {
    const StaticLinks& links = static_links();
    const int kind = StaticLinks::off_kind(y, true);
    on_.clear();
    off_.clear();
    pend_on_.clear();
    pend_off_.clear();
    const int source_key = arena_[source].key;
    const bool source_is_on = arena_[source].on;
    if (source_is_on) {
      on_.add(source_key, source);
      pend_on_.push(source);
    } else {
      off_.add(source_key, source);
      pend_off_.push(source);
    }
    int target = -1;
    // Only the first target matters (the rest of the propagation yields nothing): stop there, or
    // where a target would have more potentials (depth + 1) than `bound`.
    int depth = 0;
    while (target < 0 && (!pend_on_.empty() || !pend_off_.empty())) {
      if (++depth + 1 > bound) break;
      while (target < 0 && !pend_on_.empty()) {
        const int expanded = pend_on_.pop(), key = arena_[expanded].key;
        const std::uint16_t* offs = links.offs(y, key);
        for (int i = 0, n = links.off_count(y, key); i < n; ++i) {
          const bool hit = source_is_on && offs[i] == source_key && target < 0;
          const bool fresh = !off_.has(offs[i]);
          if (!hit && !fresh) continue;
          const int implied = arena_.make(offs[i], false, expanded);
          if (hit) target = implied;
          if (fresh) {
            pend_off_.push(implied);
            off_.add(offs[i], implied);
          }
        }
      }
      if (++depth + 1 > bound) break;
      while (target < 0 && !pend_off_.empty()) {
        const int expanded = pend_off_.pop(), key = arena_[expanded].key;
        const OnLink* ons = links.ons(kind, key);
        for (int i = 0, n = links.on_count(kind, key); i < n; ++i) {
          const bool hit = !source_is_on && ons[i].key == source_key && target < 0;
          const bool fresh = !on_.has(ons[i].key);
          if (!hit && !fresh) continue;
          const int implied = arena_.make(ons[i].key, true, expanded, ons[i].cause);
          if (hit) target = implied;
          if (fresh) {
            pend_on_.push(implied);
            on_.add(ons[i].key, implied);
          }
        }
      }
    }
    return target;
  }

  void unary_unit(int search, int cell, int digit) {
    const bool y = search != 0, x = search != 1;
    // cur_ is grid_ (run() copies it once: static searches never shrink it, and no dynamic search
    // runs in a static Chaining).
    hidden_ = false;                          // SE's static chaining never saved a grid: no hidden parents
    if (!x && grid_.count(cell) > 2) return;  // Y-cycles start in bivalue cells only
    const int key = key_of(cell, digit);
    if (cfg_.cycles && may_cycle(key, y, x)) {
      cycles_.clear();
      const int source = arena_.make(key, true, -1);
      do_cycles(source, y, x, cycles_, complexity_bound(y && x ? 7.0 : 6.5));
      for (const int dst : cycles_) add_cycle_hint(dst, y, x);
    }
    const bool want_chains = x && ((y && cfg_.xy_forcing) || (!y && cfg_.x_forcing));
    if (want_chains) {
      const double base = y ? 7.0 : 6.6;
      const int t1 = forcing_chain(arena_.make(key, true, -1), y, complexity_bound(base));
      if (t1 >= 0) add_forcing_hint(t1, y, x);
      const int t2 = forcing_chain(arena_.make(key, false, -1), y, complexity_bound(base));
      if (t2 >= 0) add_forcing_hint(t2, y, x);
    }
  }

  /** do_forcing_chain where the static graph says the propagation reaches the source's opposite;
   *  elsewhere it would find nothing, so it does not run (se_reach.hpp). One table, of the XY links,
   *  answers for the X searches too: their graph is part of it, so what it does not reach they do not. */
  int forcing_chain(int source, bool y, int bound) {
    const int node = arena_[source].key * 2 + (arena_[source].on ? 1 : 0);
    return static_reach().reaches(node, node ^ 1) ? do_forcing_chain(source, y, bound) : -1;
  }

  /** The static searches' links on grid_ (cur_ is grid_ in them, no hidden parents), once per run(). */
  const StaticLinks& static_links() {
    if (!links_) links_ = std::make_unique<StaticLinks>();
    if (links_built_) return *links_;
    links_built_ = true;
    for (int cell = 0; cell < 81; ++cell) {
      for (Mask m = grid_.cand[cell]; m; m &= m - 1) {
        const int key = key_of(cell, std::countr_zero(static_cast<unsigned>(m)) + 1);
        int keys[32];
        const int n_offs = on_to_off_key(key, true, keys);
        OnEntry entries[4];
        OnLink ons[4];
        const int n_ons = off_to_on_key(key, true, true, entries);
        for (int i = 0; i < n_ons; ++i) ons[i] = {static_cast<std::uint16_t>(entries[i].key), entries[i].cause};
        const int y_ons = n_ons > 0 && entries[0].cause == kCauseCell ? 1 : 0;
        links_->set(key, keys, n_offs, cur_.count(cell) - 1, ons, n_ons, y_ons);
      }
    }
    return *links_;
  }

  /** The static graph of the XY searches on grid_, built once per run(). */
  const Reach& static_reach() {
    if (!reach_) reach_ = std::make_unique<Reach>();
    if (reach_built_) return *reach_;
    reach_built_ = true;
    nodes_.clear();
    for (int cell = 0; cell < 81; ++cell) {
      for (Mask m = grid_.cand[cell]; m; m &= m - 1) {
        const int key = key_of(cell, std::countr_zero(static_cast<unsigned>(m)) + 1);
        nodes_.push_back(key * 2);
        nodes_.push_back(key * 2 + 1);
      }
    }
    const StaticLinks& links = static_links();
    const int kind = StaticLinks::off_kind(true, true);
    reach_->build(nodes_, [&](int node, int* out) {
      const int key = node >> 1;
      if (node & 1) {  // on: the off nodes it implies
        const std::uint16_t* offs = links.offs(true, key);
        const int n = links.off_count(true, key);
        for (int i = 0; i < n; ++i) out[i] = offs[i] * 2;
        return n;
      }
      const OnLink* ons = links.ons(kind, key);
      const int n = links.on_count(kind, key);
      for (int i = 0; i < n; ++i) out[i] = ons[i].key * 2 + 1;
      return n;
    });
    return *reach_;
  }

  void add_cycle_hint(int dst, bool y, bool x) {
    // The cycle's cells, then the candidates that see an on node and an off node of one digit.
    std::uint64_t cells[2] = {0, 0};
    for (int node = dst; arena_.first_parent(node) >= 0; node = arena_.first_parent(node)) {
      const int c = cell_of(arena_[node].key);
      cells[c >> 6] |= std::uint64_t{1} << (c & 63);
    }
    CandSet forw, back;
    for (int node = dst; arena_.first_parent(node) >= 0; node = arena_.first_parent(node)) {
      const int c = cell_of(arena_[node].key), d = digit_of(arena_[node].key);
      for (const int peer : sdk::kPeers[c]) {
        if ((cells[peer >> 6] >> (peer & 63)) & 1) continue;
        if (!grid_.has(peer, d)) continue;
        (arena_[node].on ? forw : back).set(key_of(peer, d));
      }
    }
    Hint hint{};
    for (int i = 0; i < 12; ++i) hint.removable.w[i] = forw.w[i] & back.w[i];
    if (hint.removable.empty()) return;
    hint.type = kCycle;
    hint.complexity = ancestor_count(dst);
    hint.difficulty = (y && x ? 7.0 : 6.5) + se_length_difficulty(hint.complexity);
    hint.sort_key = y && x ? 4 : y ? 3 : 2;
    hint.x_links = x;
    hint.y_links = y;
    hint.targets[0] = dst;
    hint.target_count = 1;
    push(hint);
  }

  void add_forcing_hint(int target, bool y, bool x) {
    Hint hint{};
    const int key = arena_[target].key, cell = cell_of(key), digit = digit_of(key);
    if (!arena_[target].on) {
      hint.removable.set(key);
    } else {
      for (Mask m = static_cast<Mask>(grid_.cand[cell] & ~sdk::digit_bit(digit)); m; m &= m - 1) {
        hint.removable.set(key_of(cell, std::countr_zero(static_cast<unsigned>(m)) + 1));
      }
    }
    if (hint.removable.empty()) return;
    hint.type = kForcingChain;
    hint.complexity = ancestor_count(target);
    hint.difficulty = (y && x ? 7.0 : 6.6) + se_length_difficulty(hint.complexity);
    hint.sort_key = y && x ? 4 : y ? 3 : 2;
    hint.x_links = x;
    hint.y_links = y;
    hint.targets[0] = target;
    hint.target_count = 1;
    push(hint);
  }

  // ---------------------------------------------------------------- Nishio, multiple, dynamic

  /** SE's doChaining: completes `on`/`off` from their contents; returns false and the clashing pair
   *  (an on and an off potential of one candidate) on a contradiction. */
  bool do_chaining(PotSet& on, PotSet& off, int* clash_on, int* clash_off) {
    save_ = cur_;
    hidden_ = true;
    pend_on_.clear();
    pend_off_.clear();
    for (int i = 0; i < on.size(); ++i) pend_on_.push(on.pot_at(i));
    for (int i = 0; i < off.size(); ++i) pend_off_.push(off.pot_at(i));
    const bool y = !cfg_.nishio;
    int keys[32];
    OnEntry implied_ons[4];
    bool ok = true;
    while (ok && (!pend_on_.empty() || !pend_off_.empty())) {
      if (!pend_on_.empty()) {
        const int expanded = pend_on_.pop();
        const int n = on_to_off(expanded, y, keys);
        for (int i = 0; i < n; ++i) {
          if (on.has(keys[i])) {
            *clash_on = on.get(keys[i]);
            *clash_off = arena_.make(keys[i], false, expanded);
            ok = false;
            break;
          }
          if (!off.has(keys[i])) {
            const int implied = arena_.make(keys[i], false, expanded);
            off.add(keys[i], implied);
            pend_off_.push(implied);
          }
        }
      } else {
        const int expanded = pend_off_.pop();
        const int n = off_to_on(expanded, y, true, implied_ons);
        // The candidate leaves the grid (dynamic chaining) after its implied potentials are made:
        // their hidden parents are what the grid lost before it (make_on).
        for (int i = 0; i < n; ++i) {
          if (off.has(implied_ons[i].key)) {
            *clash_on = make_on(implied_ons[i], expanded, off);
            *clash_off = off.get(implied_ons[i].key);
            ok = false;
            break;
          }
          if (!on.has(implied_ons[i].key)) {
            const int implied = make_on(implied_ons[i], expanded, off);
            on.add(implied_ons[i].key, implied);
            pend_on_.push(implied);
          }
        }
        if (cfg_.dynamic) cur_.remove(cell_of(arena_[expanded].key), digit_of(arena_[expanded].key));
      }
      if (ok && cfg_.level > 0 && pend_on_.empty() && pend_off_.empty()) add_advanced(off);
    }
    cur_ = save_;
    return ok;
  }

  /** Level 1 (Dynamic Forcing Chains (+)): the eliminations of SE's simpler rules on the shrunk
   *  grid become off potentials, their rule parents as parents (se_advanced.hpp). */
  void add_advanced(PotSet& off) {
    const std::vector<AdvancedHint>& basic = advanced_.find(cur_, save_);
    if (basic.empty() && cfg_.level >= 2) {
      add_nested(off);
      return;
    }
    for (const AdvancedHint& hint : basic) {
      for (const int key : hint.removable) {
        if (off.has(key)) continue;
        const int removed = arena_.make(key, false, -1, kCauseRule);
        for (const int parent : hint.parents) {
          const int parent_pot = off.get(parent);
          if (parent_pot >= 0) arena_.add_parent(removed, parent_pot);
        }
        off.add(key, removed);
        pend_off_.push(removed);
      }
    }
  }

  // ---------------------------------------------------------------- nested levels (SE's level 2 and up)

  /** SE's otherRules after Locking, Hidden Pairs, Naked Pairs and X-Wings. */
  void make_nested() {
    auto add = [&](Config c) {
      c.nested = true;
      nested_.push_back(std::make_unique<Chaining>(c, budget_));
    };
    if (cfg_.level < 4) {
      add(Config{});  // Forcing Chains & Cycles
      if (cfg_.level >= 3) add(Config{.multiple = true});
    } else {
      add(Config{.multiple = true, .dynamic = true});
      if (cfg_.level >= 5) add(Config{.multiple = true, .dynamic = true, .level = cfg_.level - 3});
    }
  }

  /** SE's collectRuleParents against the grid the propagation began with: the candidates the chain
   *  removed from the needed cells and house digits. */
  void rule_parents(const Need& need, std::vector<int>& out) {
    out.clear();
    CandSet seen;
    auto take = [&](int key) {
      if (!seen.test(key)) {
        seen.set(key);
        out.push_back(key);
      }
    };
    for (int w = 0; w < 2; ++w) {
      for (std::uint64_t m = need.cells[w]; m; m &= m - 1) {
        const int cell = w * 64 + std::countr_zero(m);
        for (Mask lost = static_cast<Mask>(save_.cand[cell] & ~cur_.cand[cell]); lost; lost &= lost - 1) {
          take(key_of(cell, std::countr_zero(static_cast<unsigned>(lost)) + 1));
        }
      }
    }
    for (int w = 0; w < 4; ++w) {
      for (std::uint64_t m = need.house_digits[w]; m; m &= m - 1) {
        const int k = w * 64 + std::countr_zero(m), house = k / 9, digit = k % 9 + 1;
        for (unsigned lost = save_.places(house, digit) & ~cur_.places(house, digit); lost; lost &= lost - 1) {
          take(key_of(sdk::kHouseCells[house][std::countr_zero(lost)], digit));
        }
      }
    }
  }

  /** Every hint of the first nested rule that has one owing to the chain: its eliminations become
   *  off potentials with the hint's rule parents as parents. Past the work bound nothing is added
   *  (the search's result is then incomplete: Budget::exceeded). */
  void add_nested(PotSet& off) {
    if (budget_->exceeded()) return;
    if (nested_.empty()) make_nested();
    for (std::size_t rule = 0; rule < nested_.size(); ++rule) {
      const std::vector<NestedSummary>& found = nested_[rule]->summaries(cur_);
      bool any = false;
      int grid = -1;
      for (std::size_t i = 0; i < found.size(); ++i) {
        rule_parents(found[i].need, parents_);
        if (parents_.empty()) continue;  // the hint holds without the chain
        any = true;
        if (grid < 0) {
          nested_grids_.push_back(cur_);
          grid = static_cast<int>(nested_grids_.size()) - 1;
        }
        const int record = static_cast<int>(records_.size());
        records_.push_back({grid, static_cast<int>(rule), static_cast<int>(i), found[i].complexity, found[i].identity});
        found[i].removable.for_each([&](int key) {
          if (off.has(key)) return;
          const int removed = arena_.make(key, false, -1);
          for (const int parent : parents_) {
            const int parent_pot = off.get(parent);
            if (parent_pot >= 0) arena_.add_parent(removed, parent_pot);
          }
          off.add(key, removed);
          pend_off_.push(removed);
          pot_record_.push_back({removed, record});
        });
      }
      if (any) return;
    }
  }

  /** SE's getNestedComplexity: the complexities of the distinct nested hints behind `targets`. */
  int nested_complexity(const int* targets, int n) {
    if (pot_record_.empty()) return 0;
    identities_.clear();
    int sum = 0;
    for (int t = 0; t < n; ++t) {
      ++stamp_;
      layer_.clear();
      layer_.push_back(targets[t]);
      while (!layer_.empty()) {
        next_.clear();
        for (const int ancestor : layer_) {
          const int id = arena_[ancestor].key * 2 + (arena_[ancestor].on ? 1 : 0);
          if (seen_[id] == stamp_) continue;
          seen_[id] = stamp_;
          if (const NestedRecord* r = record_of(ancestor)) {
            if (std::find(identities_.begin(), identities_.end(), r->identity) == identities_.end()) {
              identities_.push_back(r->identity);
              sum += r->complexity;
            }
          }
          const std::int32_t* parents = arena_.parents(ancestor);
          for (int i = 0; i < arena_[ancestor].count; ++i) next_.push_back(parents[i]);
        }
        layer_.swap(next_);
      }
    }
    return sum;
  }

  /** The rule parent an on potential needs (its cause), or an off potential read the other way
   *  round (SE's reversed cycle: the off potential on, caused as it was made). */
  void need_of(int pot, Need& need) const {
    const Pot& potential = arena_[pot];
    const int cell = cell_of(potential.key), digit = digit_of(potential.key);
    if (potential.on) {
      if (potential.cause == kCauseCell)
        need.cell(cell);
      else if (potential.cause >= 0)
        need.house_digit(potential.cause, digit);
      return;
    }
    const int parent = arena_.first_parent(pot);
    if (parent < 0) return;
    const int from = cell_of(arena_[parent].key);
    if (from == cell) {
      need.cell(cell);
      return;
    }
    for (const int house : se_houses(from)) {
      for (const int c : sdk::kHouseCells[house]) {
        if (c == cell) {
          need.house_digit(house, digit);
          return;
        }
      }
    }
  }

  /** A nested hint's rule parents and identity (SE's collectRuleParents, FullChain). */
  void describe_nested(Hint& h) {
    h.need = Need{};
    std::uint64_t id = 1469598103934665603ull;
    auto mix = [&](std::uint64_t v) { id = (id ^ v) * 1099511628211ull; };
    mix(h.type);
    if (h.type == kCycle) {
      // The cycle and its reverse: every potential but the assumption needs its cause.
      for (int node = h.targets[0]; arena_.first_parent(node) >= 0; node = arena_.first_parent(node)) {
        mix(arena_[node].key * 2u + (arena_[node].on ? 1u : 0u));
        need_of(node, h.need);
      }
      h.identity = id;
      return;
    }
    for (int t = 0; t < h.target_count; ++t) {
      mix(0xffff);
      ++stamp_;
      layer_.clear();
      layer_.push_back(h.targets[t]);
      while (!layer_.empty()) {
        next_.clear();
        for (const int node : layer_) {
          const int pid = arena_[node].key * 2 + (arena_[node].on ? 1 : 0);
          if (seen_[pid] == stamp_) continue;
          seen_[pid] = stamp_;
          mix(static_cast<std::uint64_t>(pid));
          if (arena_[node].count == 0) {
            // The assumption: a cell or region hint's cases need their cell or house.
            if (h.type == kCellForcing) h.need.cell(h.source_cell);
            if (h.type == kRegionForcing) h.need.house_digit(h.region, h.source_digit);
          } else if (arena_[node].on) {
            need_of(node, h.need);
          }
          const std::int32_t* parents = arena_.parents(node);
          for (int i = 0; i < arena_[node].count; ++i) next_.push_back(parents[i]);
        }
        layer_.swap(next_);
      }
    }
    h.identity = id;
  }

  Hint binary_hint(HintType type, int dst_on, int dst_off, int source, int target, bool target_on_rule) {
    Hint hint{};
    const int key = arena_[target].key, cell = cell_of(key), digit = digit_of(key);
    if (target_on_rule) {
      for (Mask m = static_cast<Mask>(grid_.cand[cell] & ~sdk::digit_bit(digit)); m; m &= m - 1) {
        hint.removable.set(key_of(cell, std::countr_zero(static_cast<unsigned>(m)) + 1));
      }
    } else {
      hint.removable.set(key);
    }
    hint.type = type;
    hint.complexity = ancestor_count(dst_on) + ancestor_count(dst_off);
    const int targets[2] = {dst_on, dst_off};
    hint.complexity += nested_complexity(targets, 2);
    hint.difficulty = base_difficulty() + se_length_difficulty(hint.complexity);
    hint.sort_key = type == kContradiction ? 7 : 1;
    hint.nishio = cfg_.nishio;
    hint.targets[0] = dst_on;
    hint.targets[1] = dst_off;
    hint.target_count = 2;
    hint.source_cell = cell_of(arena_[source].key);
    hint.source_digit = digit_of(arena_[source].key);
    hint.source_on = arena_[source].on;
    return hint;
  }

  void push_if_worth(Hint hint) {
    if (!hint.removable.empty()) push(hint);
  }

  /** SE's doChaining from the on potential `assumption` into the empty sets `on`, `off`. Within one
   *  run() (one grid) the propagation from a candidate on is always the same: its unit and the region
   *  chainings of its houses ask for it up to four times, so the first one is kept (its potentials
   *  with their parents relative to it, its sets, its nested records) and the others copy it into the
   *  arena, the same potentials in the same order (docs/performance.md, "npe rate against skfr"). */
  bool chain_on(int assumption, PotSet& on, PotSet& off, int* clash_on, int* clash_off) {
    const int key = arena_[assumption].key;
    OnChain& chain = on_chains_[static_cast<std::size_t>(key)];
    if (chain.run == run_count_) return replay(chain, assumption, on, off, clash_on, clash_off);
    const std::size_t first = static_cast<std::size_t>(arena_.size()), grids = nested_grids_.size(),
                      records = records_.size(), pot_records = pot_record_.size();
    on.add(key, assumption);
    const bool ok = do_chaining(on, off, clash_on, clash_off);
    keep(chain, assumption, static_cast<int>(first), on, off);
    chain.ok = ok;
    if (!ok) chain.clash_on = relative(chain, assumption, static_cast<int>(first), *clash_on);
    if (!ok) chain.clash_off = relative(chain, assumption, static_cast<int>(first), *clash_off);
    chain.grids.assign(nested_grids_.begin() + static_cast<std::ptrdiff_t>(grids), nested_grids_.end());
    chain.records.clear();
    for (std::size_t r = records; r < records_.size(); ++r) {
      chain.records.push_back(records_[r]);
      chain.records.back().grid -= static_cast<int>(grids);
    }
    chain.pot_record.clear();
    for (std::size_t r = pot_records; r < pot_record_.size(); ++r) {
      chain.pot_record.push_back({relative(chain, assumption, static_cast<int>(first), pot_record_[r].first),
                                  pot_record_[r].second - static_cast<int>(records)});
    }
    if (chain.complete) chain.run = run_count_;
    return ok;
  }

  /** A potential's index relative to a kept propagation: 0 its assumption, i >= 1 the i-th made after
   *  `first`; a parent older than the propagation (none is: every parent is in its sets) is noted, and
   *  the propagation is not kept. */
  static int relative(OnChain& chain, int assumption, int first, int pot) {
    if (pot == assumption) return 0;
    if (pot < first) chain.complete = false;
    return pot - first + 1;
  }

  void keep(OnChain& chain, int assumption, int first, const PotSet& on, const PotSet& off) {
    chain.complete = true;
    chain.pots.clear();
    chain.parents.clear();
    chain.pots.reserve(static_cast<std::size_t>(arena_.size() - first));
    for (int pot = first; pot < arena_.size(); ++pot) {
      Pot p = arena_[pot];
      const std::int32_t* parents = arena_.parents(pot);
      p.first = static_cast<std::int32_t>(chain.parents.size());
      for (int i = 0; i < p.count; ++i) chain.parents.push_back(relative(chain, assumption, first, parents[i]));
      chain.pots.push_back(p);
    }
    chain.on.clear();
    chain.off.clear();
    for (int i = 0; i < on.size(); ++i)
      chain.on.push_back({on.key_at(i), relative(chain, assumption, first, on.pot_at(i))});
    for (int i = 0; i < off.size(); ++i)
      chain.off.push_back({off.key_at(i), relative(chain, assumption, first, off.pot_at(i))});
  }

  /** A kept propagation copied into the arena after `assumption` (chain_on). */
  bool replay(const OnChain& chain, int assumption, PotSet& on, PotSet& off, int* clash_on, int* clash_off) {
    const int start = arena_.size();
    auto at = [&](int rel) { return rel == 0 ? assumption : start + rel - 1; };
    arena_.append(chain.pots.data(), static_cast<int>(chain.pots.size()), chain.parents.data(),
                  static_cast<int>(chain.parents.size()), at);
    for (const auto& [key, rel] : chain.on) on.add(key, at(rel));
    for (const auto& [key, rel] : chain.off) off.add(key, at(rel));
    if (!chain.ok) {
      *clash_on = at(chain.clash_on);
      *clash_off = at(chain.clash_off);
    }
    const int grid0 = static_cast<int>(nested_grids_.size()), record0 = static_cast<int>(records_.size());
    nested_grids_.insert(nested_grids_.end(), chain.grids.begin(), chain.grids.end());
    for (NestedRecord r : chain.records) {
      r.grid += grid0;
      records_.push_back(r);
    }
    for (const auto& [rel, record] : chain.pot_record) pot_record_.push_back({at(rel), record + record0});
    return chain.ok;
  }

  void binary_chaining(int p_on, int p_off, PotSet& on_on, PotSet& on_off, bool reduction, bool contradiction) {
    PotSet& off_on = tmp_on_;
    PotSet& off_off = tmp_off_;
    off_on.clear();
    off_off.clear();
    int a = -1, b = -1;
    if (!chain_on(p_on, on_on, on_off, &a, &b) && contradiction) {
      push_if_worth(binary_hint(kContradiction, a, b, p_on, p_on, false));
    }
    // SE propagates the candidate off too; only contradictions and reductions read that propagation
    // (static Multiple Forcing Chains looks for neither), so without them it is not made.
    if (!reduction && !contradiction) return;
    off_off.add(arena_[p_off].key, p_off);
    if (!do_chaining(off_on, off_off, &a, &b) && contradiction) {
      push_if_worth(binary_hint(kContradiction, a, b, p_off, p_off, true));
    }
    if (!reduction) return;
    for (int i = 0; i < on_on.size(); ++i) {
      const int from_off = off_on.get(on_on.key_at(i));
      if (from_off >= 0) push_if_worth(binary_hint(kDouble, on_on.pot_at(i), from_off, p_on, on_on.pot_at(i), true));
    }
    for (int i = 0; i < on_off.size(); ++i) {
      const int from_off = off_off.get(on_off.key_at(i));
      if (from_off >= 0) push_if_worth(binary_hint(kDouble, on_off.pot_at(i), from_off, p_off, from_off, false));
    }
  }

  /** A cell or region hint on `target_key`/`target_on`, with one chain per case. */
  void multi_hint(HintType type, int key, bool on, PotSet* const* cases_on, PotSet* const* cases_off, int cases,
                  int source_cell, int source_digit, int region) {
    Hint h{};
    const int cell = cell_of(key), digit = digit_of(key);
    if (on) {
      for (Mask m = static_cast<Mask>(grid_.cand[cell] & ~sdk::digit_bit(digit)); m; m &= m - 1) {
        h.removable.set(key_of(cell, std::countr_zero(static_cast<unsigned>(m)) + 1));
      }
    } else {
      h.removable.set(key);
    }
    if (h.removable.empty()) return;
    h.type = type;
    h.target_count = 0;
    for (int i = 0; i < cases; ++i) {
      const int t = (on ? cases_on[i] : cases_off[i])->get(key);
      h.targets[h.target_count++] = t;
      h.complexity += ancestor_count(t);
    }
    h.complexity += nested_complexity(h.targets, h.target_count);
    h.difficulty = base_difficulty() + se_length_difficulty(h.complexity);
    h.sort_key = type == kCellForcing ? 5 : 6;
    h.source_cell = source_cell;
    h.source_digit = source_digit;
    h.region = region;
    push(h);
  }

  void region_chainings(int cell, int digit, PotSet& on_on, PotSet& on_off) {
    for (const int house : se_houses(cell)) {
      const unsigned places = grid_.places(house, digit);
      const int n = bits9(places);
      if (!(n == 2 || (cfg_.multiple && n > 2))) continue;
      if (sdk::kHouseCells[house][std::countr_zero(places)] != cell) continue;  // met for the first time
      PotSet* cases_on[9];
      PotSet* cases_off[9];
      int k = 0;
      region_on_.clear();
      region_off_.clear();
      for (unsigned m = places; m; m &= m - 1) {
        const int other = sdk::kHouseCells[house][std::countr_zero(m)];
        if (other == cell) {
          cases_on[k] = &on_on;
          cases_off[k] = &on_off;
          if (k == 0) {
            region_on_.copy_from(on_on);
            region_off_.copy_from(on_off);
          }
        } else {
          PotSet& o_on = pos_on_[k];
          PotSet& o_off = pos_off_[k];
          o_on.clear();
          o_off.clear();
          const int assumption = arena_.make(key_of(other, digit), true, -1);
          int a, b;
          chain_on(assumption, o_on, o_off, &a, &b);
          cases_on[k] = &o_on;
          cases_off[k] = &o_off;
          region_on_.retain(o_on);
          region_off_.retain(o_off);
        }
        ++k;
      }
      for (int i = 0; i < region_on_.size(); ++i) {
        multi_hint(kRegionForcing, region_on_.key_at(i), true, cases_on, cases_off, k, cell, digit, house);
      }
      for (int i = 0; i < region_off_.size(); ++i) {
        multi_hint(kRegionForcing, region_off_.key_at(i), false, cases_on, cases_off, k, cell, digit, house);
      }
    }
  }

  void multiple_unit(int cell) {
    cur_ = grid_;
    const int cardinality = grid_.count(cell);
    PotSet* cases_on[9];
    PotSet* cases_off[9];
    int k = 0;
    cell_on_.clear();
    cell_off_.clear();
    for (Mask m = grid_.cand[cell]; m; m &= m - 1) {
      const int digit = std::countr_zero(static_cast<unsigned>(m)) + 1;
      const int p_on = arena_.make(key_of(cell, digit), true, -1);
      const int p_off = arena_.make(key_of(cell, digit), false, -1);
      PotSet& on_on = value_on_[k];
      PotSet& on_off = value_off_[k];
      on_on.clear();
      on_off.clear();
      const bool reduction = cardinality >= 3 && !cfg_.nishio && cfg_.dynamic;
      const bool contradiction = cfg_.dynamic || cfg_.nishio;
      binary_chaining(p_on, p_off, on_on, on_off, reduction, contradiction);
      if (!cfg_.nishio) region_chainings(cell, digit, on_on, on_off);
      cases_on[k] = &on_on;
      cases_off[k] = &on_off;
      if (k == 0) {
        cell_on_.copy_from(on_on);
        cell_off_.copy_from(on_off);
      } else {
        cell_on_.retain(on_on);
        cell_off_.retain(on_off);
      }
      ++k;
    }
    if (cfg_.nishio) return;
    if (cardinality == 2 || (cfg_.multiple && cardinality > 2)) {
      for (int i = 0; i < cell_on_.size(); ++i) {
        multi_hint(kCellForcing, cell_on_.key_at(i), true, cases_on, cases_off, k, cell, 0, -1);
      }
      for (int i = 0; i < cell_off_.size(); ++i) {
        multi_hint(kCellForcing, cell_off_.key_at(i), false, cases_on, cases_off, k, cell, 0, -1);
      }
    }
  }

  // ---------------------------------------------------------------- bookkeeping

  void run_unit(int unit) {
    unit_best_ = best_;
    arena_.clear();
    nested_grids_.clear();
    records_.clear();
    pot_record_.clear();
    unit_ = unit;
    unit_count_ = 0;
    if (cfg_.multiple || cfg_.dynamic) {
      multiple_unit(unit);
    } else {
      const int digit = unit % 9 + 1, cell = (unit / 9) % 81, search = unit / 9 / 81;
      unary_unit(search, cell, digit);
    }
    budget_->used += static_cast<std::uint64_t>(arena_.size());
  }

  void push(Hint& hint) {
    if (cfg_.nested) describe_nested(hint);
    best_ = std::min(best_, hint.difficulty);
    hint.unit = unit_;
    hint.unit_index = unit_count_++;
    hint.unit_best = unit_best_;
    hint.order = static_cast<int>(hints_.size());
    hints_.push_back(hint);
  }

  void sort_hints() {
    std::stable_sort(hints_.begin(), hints_.end(), [](const Hint& a, const Hint& b) {
      if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
      if (a.complexity != b.complexity) return a.complexity < b.complexity;
      return a.sort_key < b.sort_key;
    });
    // SE's LinkedHashSet of hints: equal removable sets keep the first.
    std::size_t cap = 16;
    while (cap < 2 * hints_.size()) cap *= 2;
    table_.assign(cap, -1);
    std::vector<Hint> kept;
    kept.reserve(hints_.size());
    for (const Hint& h : hints_) {
      std::size_t slot = h.removable.hash() & (cap - 1);
      bool dup = false;
      for (; table_[slot] >= 0; slot = (slot + 1) & (cap - 1)) {
        if (kept[static_cast<std::size_t>(table_[slot])].removable == h.removable) {
          dup = true;
          break;
        }
      }
      if (dup) continue;
      table_[slot] = static_cast<int>(kept.size());
      kept.push_back(h);
    }
    hints_.swap(kept);
  }

  Config cfg_;
  Budget own_budget_;
  Budget* budget_;
  AdvancedRules advanced_;
  // Nested levels: SE's otherRules, the shrunk grids they ran on in this unit, which off potential
  // came from which nested hint (pot_record_: by potential, ascending), and each rule's cache.
  std::vector<std::unique_ptr<Chaining>> nested_;
  std::vector<Grid> nested_grids_;
  std::vector<NestedRecord> records_;
  std::vector<std::pair<int, int>> pot_record_;
  std::vector<int> parents_;
  std::vector<std::uint64_t> identities_;
  std::vector<NestedSummary> unkept_;  // summaries() of a search past the work bound
  Grid grid_, cur_, save_;
  // The static searches' graph on grid_ (XY links).
  std::unique_ptr<Reach> reach_;
  bool reach_built_ = false;
  std::unique_ptr<StaticLinks> links_;
  bool links_built_ = false;
  // The propagations from a candidate on of this run() (chain_on), by key; run_count_ numbers the runs.
  std::vector<OnChain> on_chains_ = std::vector<OnChain>(729);
  std::uint64_t run_count_ = 0;
  std::vector<int> nodes_;
  bool hidden_ = false;
  Arena arena_;
  PotSet on_, off_, tmp_on_, tmp_off_, cell_on_, cell_off_, region_on_, region_off_;
  PotSet value_on_[9], value_off_[9], pos_on_[9], pos_off_[9];
  Queue pend_on_, pend_off_;
  // Cycles: per expanded on potential (by key: each is expanded once), the off keys on its
  // first-parent path. SE's isParent walked that path for every link, a third of the search.
  std::vector<CandSet> path_off_ = std::vector<CandSet>(729);
  std::vector<int> cycles_, layer_, next_, scratch_;
  std::vector<char> mark_;
  std::vector<int> table_;
  int seen_[1458] = {};
  int stamp_ = 0;
  std::vector<Hint> hints_;
  Hint captured_{};
  int unit_ = 0, unit_count_ = 0, capture_unit_ = -1;
  bool first_only_ = false;
  double best_ = 1e9, unit_best_ = 1e9;
};

}  // namespace npe::plugins::se_chains
