// Nice loops and AICs (HoDoKu's TablingSolver; reglib 0706..0711): continuous and discontinuous nice
// loops and alternating inference chains over all candidates (chains.nice_loop), and the same with
// group nodes and, optionally, ALS nodes (chains.grouped_nice_loop, which keeps only chains that use
// one).
//
// HoDoKu's search, reproduced: from every candidate assumed true and assumed false (cells, then
// digits ascending) a breadth-first search of the implications; the chain to every implication at
// the start cell is a nice loop, the chain to every true candidate elsewhere a possible AIC.
//   Discontinuous loop (start cell c, start digit s, end digit e; first/last link weak or strong):
//     weak..weak, s = e: s leaves c;  strong..strong, s = e: c's other digits leave (s is placed);
//     one weak, one strong, s != e: the weak end's digit leaves c.
//   Continuous loop: weak..weak with s != e in a bivalue c, strong..strong with s != e, or one weak
//     and one strong with s = e: every weak link between cells removes its digit from cells that see
//     both ends (outside the chain), a cell entered and left by strong links loses its other digits,
//     an ALS's digits other than its entry and exit leave the cells that see them.
//   AIC (from a false start, both ends strong): the same digit: it leaves every cell seeing both ends
//     when there are at least two; different digits, ends seeing each other: each end loses the
//     other's digit.
// Chains that use a cell twice are dropped (HoDoKu's lasso rule); the first link of a loop leaves
// its start cell. One step per set of eliminations, the shortest chain; reported shortest first.
// With ALS nodes, HoDoKu's forced ALS exits too (a locked set that leaves a cell one digit places
// it): no ABI link, so their chains are written as verity nets over the forced cell (below;
// docs/techniques.md, "Chains and loops").
#pragma once

#include <npe/sdk/describe.hpp>

#include "chain_technique.hpp"

namespace npe::plugins::chains {

inline constexpr npe_param_desc kNiceLoopParams[] = {
    {sizeof(npe_param_desc), "max_length", "longest chain searched, in links (HoDoKu's length)", NPE_PARAM_INT, 3,
     kMaxLengthLimit, 40},
    {sizeof(npe_param_desc), "order", "0: shortest chain first; 1: HoDoKu's hint order (most eliminations first)",
     NPE_PARAM_INT, 0, 1, 0},
    {sizeof(npe_param_desc), "types", "which steps: 1 continuous loops, 2 discontinuous loops, 4 AICs (sum)",
     NPE_PARAM_INT, 1, 7, 7},
};

inline constexpr npe_param_desc kGroupedNiceLoopParams[] = {
    kNiceLoopParams[0],
    kNiceLoopParams[1],
    kNiceLoopParams[2],
    {sizeof(npe_param_desc), "als", "1: ALS nodes too (HoDoKu's \"allow ALS in tabling chains\")", NPE_PARAM_INT, 0, 1,
     0},
};

inline constexpr npe_reglib_code kNiceLoopCodes[] = {{"0706", "", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0707", "", NPE_REGLIB_DIGITS, 0, 0},
                                                     {"0708", "", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kGroupedNiceLoopCodes[] = {
    {"0709-1", "als=0", NPE_REGLIB_DIGITS, 0, 0}, {"0709-2", "als=1", NPE_REGLIB_DIGITS, 0, 0},
    {"0710-1", "als=0", NPE_REGLIB_DIGITS, 0, 0}, {"0710-2", "als=0", NPE_REGLIB_DIGITS, 0, 0},
    {"0710-3", "als=1", NPE_REGLIB_DIGITS, 0, 0}, {"0710-4", "als=1", NPE_REGLIB_DIGITS, 0, 0},
    {"0711-1", "als=0", NPE_REGLIB_DIGITS, 0, 0}, {"0711-2", "als=0", NPE_REGLIB_DIGITS, 0, 0},
    {"0711-3", "als=1", NPE_REGLIB_DIGITS, 0, 0}, {"0711-4", "als=1", NPE_REGLIB_DIGITS, 0, 0}};

enum LoopTypes : int { kWantContinuous = 1, kWantDiscontinuous = 2, kWantAic = 4 };

class NiceLoopSearch {
 public:
  NiceLoopSearch(const sdk::Params& params, bool grouped, bool als, int points)
      : max_length_(static_cast<int>(params.get("max_length"))),
        hodoku_order_(params.get("order") != 0),
        types_(static_cast<int>(params.get("types"))),
        grouped_(grouped),
        als_(als),
        points_(points),
        work_(std::make_unique<ChainWorkspace>(als ? 2000 : 0, als ? 1 << 21 : 1 << 17, 8192)) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    ChainWorkspace& w = *work_;
    GraphOptions options;
    options.groups = grouped_;
    options.als = als_;
    options.als_force = als_;  // HoDoKu's forced ALS exits (written as verity nets: forced_exit)
    w.graph.build(position, options);
    // The first step only: deepen the bound until something is found (breadth-first chains within
    // a bound are those of the unbounded search). Not with ALS nodes, whose reported length is
    // below their searched one, nor in HoDoKu's order, whose first step is the best of all chains.
    const bool deepen = !position.find_all() && !als_ && !hodoku_order_;
    for (int limit = deepen ? std::min(6, max_length_) : max_length_;; limit = std::min(2 * limit, max_length_)) {
      search_all(position, limit);
      if (w.store.size() > 0 || limit >= max_length_) break;
    }
    for (int index : w.store.sorted(hodoku_order_)) {
      if (!emit(w.store[index], sink)) return;
    }
  }

 private:
  void search_all(const sdk::Position& position, int limit) {
    ChainWorkspace& w = *work_;
    w.store.clear();
    const int starts = w.graph.candidate_count();
    const int unit = w.graph.unit();
    // HoDoKu's order: loops from every "true" start, then from every "false" start, then AICs.
    // With ALS nodes, AICs are searched once more measuring ALS as HoDoKu measures an AIC, and
    // loops and AICs once more with the distance HoDoKu's search minimises (Graph's Metric): the
    // shortest chains differ, and HoDoKu reports the ones its search meets.
    // Ties between equal chains keep the lower order key: the phase's key for its loops and AICs.
    struct Phase {
      bool start_true;
      int metric;
      bool loops, aics;
      std::uint32_t loop_key, aic_key;
    };
    static constexpr Phase kPhases[] = {{true, kLoopLength, true, false, 0, 0},
                                        {false, kLoopLength, true, true, 1, 2},
                                        {false, kAicLength, false, true, 0, 3},
                                        {true, kHodokuSearch, true, false, 4, 0},
                                        {false, kHodokuSearch, true, true, 5, 6}};
    const int phases = als_ ? 5 : 2;
    for (int phase = 0; phase < phases; ++phase) {
      const Phase& p = kPhases[phase];
      const bool loops = p.loops && (types_ & (kWantContinuous | kWantDiscontinuous));
      const bool aics = p.aics && (types_ & kWantAic);
      if (!loops && !aics) continue;
      const int bound = limit * unit + unit - 1;
      for (int s = 0; s < starts; ++s) {
        const int start = literal(s, p.start_true);
        std::uint32_t seen = 0;
        w.search.run(
            w.graph, start, bound,
            [&](int lit, int units) {
              const int d = units / unit;  // links under the phase's metric
              ++seen;
              const GraphNode& n = w.graph.node(node_of(lit));
              if (n.kind != NodeKind::Candidate || lit == start) return true;
              const bool at_start = n.first_cell == w.graph.node(s).first_cell;
              const std::uint32_t order = (static_cast<std::uint32_t>(s) << 12) | (seen & 0xfff);
              if (at_start) {
                if (loops) check_loop(position, start, lit, d, (p.loop_key << 28) | order);
              } else if (aics && value_of(lit)) {
                check_aic(position, start, lit, d, (p.aic_key << 28) | order);
              }
              return true;
            },
            p.metric);
      }
    }
  }

  /** Cells that see a whole entry through `digit` (HoDoKu's getSNodeBuddies), holding the digit. */
  CellSet entry_peers(const Entry& e, int digit) const {
    const Graph& g = work_->graph;
    if (e.kind == NodeKind::Candidate) return kPeerSet[e.cell] & g.digit_cells(digit);
    if (e.kind == NodeKind::Group) return common_peers(g.node(e.node).cells) & g.digit_cells(digit);
    const Als& set = g.als()[g.node(e.node).als];
    return common_peers(set.cells_of[digit]).minus(set.cells) & g.digit_cells(digit);
  }

  /** A continuous loop's eliminations (HoDoKu's checkNiceLoop): a cell entered and left by strong
   *  links keeps only those links' digits, a weak link's digit leaves the cells that see both its
   *  ends, an ALS's locked digits leave the cells that see them. */
  void continuous_loop_eliminations(const sdk::Position& position, const EntryList& entries, bool both_strong,
                                    int start_digit, int end_digit, int start_cell, const CellSet& chain,
                                    EliminationSet& elim) const {
    const int last = entries.count - 1;
    for (int i = 0; i <= last; ++i) {
      const Entry& x = entries.items[i];
      // A cell entered and left by strong links keeps only the two digits of those links.
      if ((i == 0 && both_strong) || (i > 0 && x.on && i <= last - 2 && entries.items[i - 1].cell != x.cell)) {
        if (i == 0 || (!entries.items[i + 1].on && x.cell == entries.items[i + 1].cell && entries.items[i + 2].on &&
                       entries.items[i + 1].cell != entries.items[i + 2].cell)) {
          const int c1 = i == 0 ? start_digit : x.digit;
          const int c2 = i == 0 ? end_digit : entries.items[i + 2].digit;
          const int cell = x.cell;
          for (sdk::Mask m = position.candidates(cell); m; m &= m - 1) {
            const int digit = sdk::first_digit(m);
            if (digit != c1 && digit != c2) elim.add(cell, digit);
          }
        }
      }
      // A weak link between two cells: its digit leaves the cells that see both ends.
      if (i > 0 && !x.on && entries.items[i - 1].cell != x.cell) {
        const int digit = x.digit;
        CellSet both = entry_peers(entries.items[i - 1], digit) & entry_peers(x, digit);
        both = both.minus(chain);
        both.remove(start_cell);
        both.for_each([&](int cell) { elim.add(cell, digit); });
        if (x.kind == NodeKind::Als) als_link_eliminations(position, entries, i, elim);
      }
    }
  }

  /** The eliminations of the ALS entered at entry i of a continuous loop. */
  void als_link_eliminations(const sdk::Position& position, const EntryList& entries, int i,
                             EliminationSet& elim) const {
    const Graph& g = work_->graph;
    const int last = entries.count - 1;
    const Entry& x = entries.items[i];
    const int digit = x.digit;
    // The ALS's other digits (not its entry, not its exit) are locked in it. A forced exit
    // (the next entry true) leaves through every other digit of the forced cell (HoDoKu).
    const Als& set = g.als()[g.node(x.node).als];
    sdk::Mask exits = 0;
    if (i < last && entries.items[i + 1].on) {
      exits = position.candidates(entries.items[i + 1].cell) & ~sdk::digit_bit(entries.items[i + 1].digit);
    } else if (i < last) {
      exits = sdk::digit_bit(entries.items[i + 1].digit);
    }
    for (sdk::Mask m = set.digits; m; m &= m - 1) {
      const int other = sdk::first_digit(m);
      if (other == digit || sdk::has_digit(exits, other)) continue;
      (common_peers(set.cells_of[other]).minus(set.cells) & g.digit_cells(other)).for_each([&](int cell) {
        elim.add(cell, other);
      });
    }
    // A forced exit's digits leave the cells that see them in the ALS and the forced cell.
    if (i < last && entries.items[i + 1].on) {
      const int forced_cell = entries.items[i + 1].cell;
      for (sdk::Mask m = exits & set.digits; m; m &= m - 1) {
        const int other = sdk::first_digit(m);
        (common_peers(set.cells_of[other]).minus(set.cells) & kPeerSet[forced_cell] & g.digit_cells(other))
            .for_each([&](int cell) { elim.add(cell, other); });
      }
    }
  }

  void check_loop(const sdk::Position& position, int start, int lit, int d, std::uint32_t order) {
    ChainWorkspace& w = *work_;
    if (d <= 2) return;
    const int n = w.search.path(lit, w.path, kMaxChainLiterals);
    const Graph& g = w.graph;
    const int start_cell = g.node(node_of(start)).first_cell;
    const GraphNode& second = g.node(node_of(w.path[1]));
    if (second.kind == NodeKind::Candidate && second.first_cell == start_cell) return;  // must leave the cell
    const bool grouped = has_complex_node(g, w.path, n);
    if (grouped_ && !grouped) return;
    const int forced = forced_exit(g, w.path, n);
    if (forced == kTwoForcedExits) return;
    to_entries(g, w.path, n, w.entries);
    if (!hodoku_lasso_ok(w.entries, true)) return;
    const bool first_strong = !value_of(start);
    const bool last_strong = value_of(lit);
    const int s = g.node(node_of(start)).digit;
    const int e = g.node(node_of(lit)).digit;
    const sdk::Mask start_mask = position.candidates(start_cell);
    EliminationSet elim;
    int type = 0;
    if (!first_strong && !last_strong && s == e) {
      elim.add(start_cell, s);
      type = kDiscontinuousLoop;
    } else if (first_strong && last_strong && s == e) {
      for (sdk::Mask m = start_mask & ~sdk::digit_bit(s); m; m &= m - 1) elim.add(start_cell, sdk::first_digit(m));
      type = kDiscontinuousLoop;
    } else if (first_strong != last_strong && s != e) {
      elim.add(start_cell, first_strong ? e : s);
      type = kDiscontinuousLoop;
    } else if ((!first_strong && !last_strong && sdk::count_digits(start_mask) == 2 && s != e) ||
               (first_strong && last_strong && s != e) || (first_strong != last_strong && s == e)) {
      type = kContinuousLoop;
      const CellSet chain = chain_cells(g, w.path, n);
      continuous_loop_eliminations(position, w.entries, first_strong && last_strong, s, e, start_cell, chain, elim);
    }
    if (type == 0 || elim.empty()) return;
    if (!(types_ & (type == kContinuousLoop ? kWantContinuous : kWantDiscontinuous))) return;
    // A continuous loop through a forced exit: only when its verity net proves every elimination.
    if (type == kContinuousLoop && forced >= 0 && forced_loop_sites(w.path, n, forced, elim) < 0) return;
    if (grouped) type = type == kContinuousLoop ? kGroupedContinuousLoop : kGroupedDiscontinuousLoop;
    w.store.offer(elim, hodoku_length(g, w.path, n), type, 0, w.path, n, order);
  }

  void check_aic(const sdk::Position& position, int start, int lit, int d, std::uint32_t order) {
    ChainWorkspace& w = *work_;
    const Graph& g = w.graph;
    const GraphNode& a = g.node(node_of(start));
    const GraphNode& b = g.node(node_of(lit));
    EliminationSet elim;
    if (a.digit == b.digit) {
      const CellSet both = kPeerSet[a.first_cell] & kPeerSet[b.first_cell] & g.digit_cells(a.digit);
      if (both.count() < 2) return;
      elim.by_digit[a.digit] = both;
    } else {
      if (!sdk::sees(a.first_cell, b.first_cell)) return;
      if (!sdk::has_digit(position.candidates(b.first_cell), a.digit) ||
          !sdk::has_digit(position.candidates(a.first_cell), b.digit))
        return;
      elim.add(a.first_cell, b.digit);
      elim.add(b.first_cell, a.digit);
    }
    if (d <= 2) return;
    const int n = w.search.path(lit, w.path, kMaxChainLiterals);
    const bool grouped = has_complex_node(g, w.path, n);
    if (grouped_ && !grouped) return;
    if (forced_exit(g, w.path, n) == kTwoForcedExits) return;
    to_entries(g, w.path, n, w.entries);
    if (!hodoku_lasso_ok(w.entries, false)) return;
    w.store.offer(elim, hodoku_length(g, w.path, n, true), grouped ? kGroupedAic : kAic, 0, w.path, n, order);
  }

  bool emit(const StoredStep& stored, sdk::StepSink& sink) {
    ChainWorkspace& w = *work_;
    const Graph& g = w.graph;
    const int* lits = w.store.chain(stored);
    const int n = stored.pool_size;
    const int type = stored.type;
    const bool continuous = type == kContinuousLoop || type == kGroupedContinuousLoop;
    const bool aic = type == kAic || type == kGroupedAic;
    step_.reset(step_kind(type, stored.length));
    add_eliminations(step_, stored.eliminations);
    const sdk::Mask digits = stored.eliminations.digits();
    step_.add_digits(digits);
    add_cells(step_, chain_cells(g, lits, n));
    for (int i = 0; i < g.als().size() && i < 4096; ++i) w.als_map[i] = -1;
    const bool first_true = value_of(lits[0]);
    const int forced = forced_exit(g, lits, n);
    if (forced >= 0 && continuous) {
      forced_loop_sites(lits, n, forced, stored.eliminations, true);
    } else if (forced >= 0) {
      add_forced_exit_evidence(lits, n, forced);
    } else {
      add_chain_evidence(step_, g, lits, n, continuous ? NPE_CHAIN_LOOP : NPE_CHAIN_OPEN,
                         continuous ? (first_true ? NPE_LINK_STRONG : NPE_LINK_WEAK) : NPE_LINK_END, w.als_map);
    }
    const bool x_only = only_x_links(g, lits, n);
    if (continuous) {
      step_.set_rating_x10(se_cycle_rating(x_only || only_y_strong_links(g, lits, n, first_true), n));
    } else if (aic) {
      step_.set_rating_x10(se_forcing_chain_rating(x_only, n));
    } else {
      const bool same = g.node(node_of(lits[0])).digit == g.node(node_of(lits[n - 1])).digit;
      step_.set_rating_x10(se_forcing_chain_rating(x_only, same ? n - 2 : n - 1));
    }
    step_.set_points(points_);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer buffer(text, sizeof text);
    buffer.put(name(type));
    buffer.put(": ");
    buffer.put_digits(digits, "/");
    buffer.put(' ');
    to_entries(g, lits, n, w.entries);
    const EntryList& E = w.entries;
    if (continuous) {
      // HoDoKu: "<digit entering the start cell>= ... =<digit leaving it>".
      int first = 0;
      while (first < E.count && E.items[first].cell == E.items[0].cell) ++first;
      int end = E.count - 1;
      while (end >= 0 && E.items[end].cell == E.items[E.count - 1].cell) --end;
      ++end;
      buffer.put_digit(E.items[end].digit);
      buffer.put("= ");
      put_chain(buffer, g, E);
      buffer.put(" =");
      buffer.put_digit(E.items[first < E.count ? first : 0].digit);
    } else if (aic) {
      buffer.put_digit(E.items[0].digit);
      buffer.put("- ");
      put_chain(buffer, g, E);
      buffer.put(" -");
      buffer.put_digit(E.items[E.count - 1].digit);
    } else {
      put_chain(buffer, g, E);
    }
    put_hodoku_eliminations(buffer, stored.eliminations.by_digit);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  /** A chain with a forced ALS exit at lits[f] (ALS A entered by j at lits[f - 1] = "A(j) false",
   *  X = x at lits[f]: A without j is locked, so every other digit k of X, whose cells in A X sees,
   *  leaves X). No ABI link says "A(j) false => X = x"; the chain is written as a verity over X's
   *  candidates (ABI header, NPE_CHAIN_OPEN chains of a net): for every other digit k of X,
   *  X(k) -k- A(k) =A= A(j) and the chain's first part backwards, which ends in the negation of the
   *  chain's start; for x, the chain's rest from X = x to its end (none when X ends the chain).
   *  Every elimination follows from both: the start's negation and the end each exclude it
   *  (docs/techniques.md, "Chains and loops"). The first chain is the longest branch. */
  void add_forced_exit_evidence(const int* lits, int n, int f) {
    ChainWorkspace& w = *work_;
    const Graph& g = w.graph;
    const GraphNode& entry = g.node(node_of(lits[f - 1]));
    const int cell = g.node(node_of(lits[f])).first_cell;
    const int x = g.node(node_of(lits[f])).digit;
    int branch[kMaxChainLiterals];
    // The rest of the chain from X = x, when it is longer than the backward branches.
    const bool rest_first = n - f > f + 2;
    if (rest_first) add_chain_evidence(step_, g, lits + f, n - f, NPE_CHAIN_OPEN, NPE_LINK_END, w.als_map);
    for (sdk::Mask m = g.cell_candidates(cell) & ~sdk::digit_bit(x); m; m &= m - 1) {
      const int k = sdk::first_digit(m);
      int size = 0;
      branch[size++] = literal(g.candidate(cell, k), true);
      branch[size++] = literal(g.als_node(entry.als, k), false);
      for (int i = f - 1; i >= 0 && size < kMaxChainLiterals; --i) branch[size++] = negate(lits[i]);
      add_chain_evidence(step_, g, branch, size, NPE_CHAIN_OPEN, NPE_LINK_END, w.als_map);
    }
    if (!rest_first && f + 1 < n)
      add_chain_evidence(step_, g, lits + f, n - f, NPE_CHAIN_OPEN, NPE_LINK_END, w.als_map);
  }

  // --- continuous loops through a forced exit ------------------------------------------------------
  // The loop's cycle from X = x (c[0]) round to the forced ALS's entry A(j) false (c[m - 1]). In a
  // continuous loop either every literal of the cycle holds or every negation does; the forced exit
  // holds one way only, so the loop is written as a verity over X (as add_forced_exit_evidence):
  // X = x gives the cycle forward, X = k (each other digit) gives A(j) true and the cycle backward.
  // An elimination is proved at a "site" where both directions exclude it: a weak link of the cycle
  // whose two nodes it sees (either one holds), or an ALS of the cycle that has its digit locked
  // (kind 1: entered and left in the cycle; kind 2: the forced ALS, locked when A(j) is false and,
  // backwards, when X = k leaves A without k).
  struct Site {
    int kind, index, digit;
  };
  static constexpr int kMaxSites = 48;

  /** Whether the node of `lit`, true, excludes (cell, digit). */
  bool true_excludes(int lit, int cell, int digit) const {
    const GraphNode& n = work_->graph.node(node_of(lit));
    if (n.kind == NodeKind::Candidate) {
      return n.first_cell == cell ? n.digit != digit : n.digit == digit && sdk::sees(cell, n.first_cell);
    }
    return n.digit == digit && !n.cells.has(cell) && common_peers(n.cells).has(cell);
  }

  /** The sites of the cycle c[0..m) (from X = x round to the forced ALS's entry false) that prove each
   *  elimination; -1 when one has none or there are more than kMaxSites. */
  int collect_loop_sites(const int* c, int m, const EliminationSet& elim, Site* sites) const {
    const Graph& g = work_->graph;
    const GraphNode& xnode = g.node(node_of(c[0]));
    const int xcell = xnode.first_cell;
    const sdk::Mask others = g.cell_candidates(xcell) & ~sdk::digit_bit(xnode.digit);
    const GraphNode& forced_als = g.node(node_of(c[m - 1]));
    const Als& A = g.als()[forced_als.als];
    int count = 0;
    bool ok = true;
    auto add_site = [&](Site site) {
      for (int i = 0; i < count; ++i) {
        if (sites[i].kind == site.kind && sites[i].index == site.index && sites[i].digit == site.digit) return;
      }
      if (count >= kMaxSites)
        ok = false;
      else
        sites[count++] = site;
    };
    for (int d = 1; d <= 9 && ok; ++d) {
      elim.by_digit[d].for_each([&](int cell) {
        for (int i = 0; i + 1 < m; ++i) {
          const int a = c[i], b = c[i + 1];
          if (value_of(a) && !value_of(b)) {
            if (true_excludes(a, cell, d) && true_excludes(b, cell, d)) return add_site({0, i, 0});
            continue;
          }
          const GraphNode& na = g.node(node_of(a));
          const GraphNode& nb = g.node(node_of(b));
          if (na.kind != NodeKind::Als || nb.kind != NodeKind::Als || na.als != nb.als) continue;
          const Als& set = g.als()[na.als];
          if (d != na.digit && d != nb.digit && sdk::has_digit(set.digits, d) && !set.cells.has(cell) &&
              common_peers(set.cells_of[d]).has(cell))
            return add_site({1, i, d});
        }
        if (d != forced_als.digit && sdk::has_digit(A.digits, d) && !A.cells.has(cell) &&
            common_peers(A.cells_of[d]).has(cell) &&
            (!sdk::has_digit(others, d) || (cell != xcell && sdk::sees(cell, xcell))))
          return add_site({2, m - 1, d});
        ok = false;
      });
    }
    return ok ? count : -1;
  }

  /** The sites proving each elimination of the loop lits[0..n) with its forced exit at lits[f];
   *  with `write`, the verity net's chains go into the step (the longest first). Returns the
   *  number of sites, -1 when an elimination has none (or the net would be too large). */
  int forced_loop_sites(const int* lits, int n, int f, const EliminationSet& elim, bool write = false) {
    ChainWorkspace& w = *work_;
    const Graph& g = w.graph;
    int c[kMaxChainLiterals];
    const int m = n;
    for (int t = 0; t < m; ++t) c[t] = lits[(f + t) % n];
    const GraphNode& xnode = g.node(node_of(c[0]));
    const int xcell = xnode.first_cell;
    const sdk::Mask others = g.cell_candidates(xcell) & ~sdk::digit_bit(xnode.digit);
    const GraphNode& forced_als = g.node(node_of(c[m - 1]));
    Site sites[kMaxSites];
    const int count = collect_loop_sites(c, m, elim, sites);
    if (count < 0 || count * (1 + sdk::count_digits(others)) > NPE_MAX_CHAINS) return -1;
    if (!write) return count;
    // Each site's chains: forward from X = x, backward from each X = k.
    int chain[kMaxChainLiterals + 2];
    auto build = [&](const Site& site, int k) {  // k = 0: forward
      int size = 0;
      if (k == 0) {
        for (int t = 0; t <= site.index; ++t) chain[size++] = c[t];
      } else {
        chain[size++] = literal(g.candidate(xcell, k), true);
        chain[size++] = literal(g.als_node(forced_als.als, k), false);
        if (site.kind != 2) {
          for (int t = m - 1; t > site.index; --t) chain[size++] = negate(c[t]);
        }
      }
      if (site.kind == 1) chain[size++] = literal(g.als_node(g.node(node_of(c[site.index])).als, site.digit), true);
      if (site.kind == 2) {
        if (k == site.digit) return 0;  // X = k excludes it by itself
        chain[size++] = literal(g.als_node(forced_als.als, site.digit), true);
      }
      return size >= 2 ? size : 0;
    };
    int best_site = -1, best_k = 0, best_size = 0;
    for (int i = 0; i < count; ++i) {
      for (int k = 0; k <= 9; ++k) {
        if (k > 0 && !sdk::has_digit(others, k)) continue;
        const int size = build(sites[i], k);
        if (size > best_size) best_site = i, best_k = k, best_size = size;
      }
    }
    for (int pass = 0; pass < 2; ++pass) {
      for (int i = 0; i < count; ++i) {
        for (int k = 0; k <= 9; ++k) {
          if (k > 0 && !sdk::has_digit(others, k)) continue;
          if ((pass == 0) != (i == best_site && k == best_k)) continue;
          const int size = build(sites[i], k);
          if (size > 0) add_chain_evidence(step_, g, chain, size, NPE_CHAIN_OPEN, NPE_LINK_END, w.als_map);
        }
      }
    }
    return count;
  }

  static const char* name(int type) {
    switch (type) {
      case kContinuousLoop: return "Continuous Nice Loop";
      case kDiscontinuousLoop: return "Discontinuous Nice Loop";
      case kAic: return "AIC";
      case kGroupedContinuousLoop: return "Grouped Continuous Nice Loop";
      case kGroupedDiscontinuousLoop: return "Grouped Discontinuous Nice Loop";
      default: return "Grouped AIC";
    }
  }

  int max_length_;
  bool hodoku_order_;
  int types_;
  bool grouped_;
  bool als_;
  int points_;
  std::unique_ptr<ChainWorkspace> work_;
  sdk::StepBuilder step_;
};

// HoDoKu's breadth-first search keeps the first chain to each implication and drops a chain that
// uses a cell twice though another of the same length may not: which loops exist depends on the order
// of cells, and HoDoKu's paths, which npe reproduces, on that search.
inline constexpr std::uint32_t kNiceLoopFlags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT;

class NiceLoop : public NiceLoopSearch {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "chains.nice_loop",
       .name = "Nice Loop / AIC",
       .description = "continuous and discontinuous nice loops and alternating inference chains over candidates "
                      "(HoDoKu's Nice Loop/AIC)",
       .default_points = 280,
       .default_rating_x10 = 70,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kNiceLoopFlags},
      kNiceLoopParams, kNiceLoopCodes);
  explicit NiceLoop(const sdk::Params& params) : NiceLoopSearch(params, false, false, 280) {}
};

class GroupedNiceLoop : public NiceLoopSearch {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "chains.grouped_nice_loop",
       .name = "Grouped Nice Loop / AIC",
       .description = "nice loops and AICs that use group nodes (a digit's candidates in one box-line intersection) "
                      "and, with als=1, ALS nodes (HoDoKu's Grouped Nice Loop/AIC)",
       .default_points = 300,
       .default_rating_x10 = 70,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kNiceLoopFlags},
      kGroupedNiceLoopParams, kGroupedNiceLoopCodes);
  explicit GroupedNiceLoop(const sdk::Params& params) : NiceLoopSearch(params, true, params.get("als") != 0, 300) {}
};

}  // namespace npe::plugins::chains
