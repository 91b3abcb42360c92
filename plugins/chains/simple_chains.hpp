// X-Chains and XY-Chains (HoDoKu's ChainSolver; reglib 0701, 0702).
//
// X-Chain: candidates of one digit, strong links (the only two places of the digit in a house) and
// weak links (two cells that see each other) alternating, first and last link strong: one of the
// two ends holds the digit, so it leaves every cell that sees both ends. The chain may return to
// its start (both end links strong at one candidate: it is true, its peers lose the digit).
// XY-Chain: bivalue cells; the strong links are the cells' own two digits, the weak links join
// cells that see each other through one digit; the chain starts and ends with the same digit,
// which leaves every cell that sees both end cells.
//
// Search: from every candidate (cells, then digits ascending, as HoDoKu), a breadth-first search for
// the shortest chain to every other end; one step per set of eliminations, the shortest chain
// (HoDoKu keeps the same); when the breadth-first chain would use a cell twice, an exact search
// for the shortest chain that does not. Steps are reported shortest chain first.
// Text (HoDoKu): "X-Chain: 5 r2c2 =5= r2c7 -5- r9c7 =5= r9c3 => r1c3,r3c3<>5",
// "XY-Chain: 8 8- r1c6 -2- r4c6 -3- r7c6 -8 => r1c9<>8".
#pragma once

#include <npe/sdk/describe.hpp>

#include "chain_technique.hpp"

namespace npe::plugins::chains {

inline constexpr npe_reglib_code kXChainCodes[] = {{"0701", "", NPE_REGLIB_DIGITS, 0, 0}};
inline constexpr npe_reglib_code kXyChainCodes[] = {{"0702", "", NPE_REGLIB_DIGITS, 0, 0}};

template <class Rule>
class SimpleChain {
 public:
  explicit SimpleChain(const sdk::Params& params)
      : max_length_(static_cast<int>(params.get("max_length"))),
        hodoku_order_(params.get("order") != 0),
        work_(std::make_unique<ChainWorkspace>(0, 1 << 16, 4096)) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    ChainWorkspace& w = *work_;
    w.graph.build(position, Rule::options());
    // The first step only: deepen the bound until something is found (the shortest chains are met
    // first, and breadth-first chains within a bound are those of the unbounded search). Not in
    // HoDoKu's order, whose first step is the best of all chains, short or long.
    const bool deepen = !position.find_all() && !hodoku_order_;
    for (int limit = deepen ? std::min(5, max_length_) : max_length_;; limit = std::min(2 * limit, max_length_)) {
      limit_ = limit;
      w.store.clear();
      for (int s = 0; s < w.graph.candidate_count(); ++s) {
        if (!Rule::starts(w.graph, s)) continue;
        const int start = literal(s, false);
        w.search.run(w.graph, start, limit, [&](int lit, int d) {
          if (value_of(lit) && d >= 3) consider(position, s, lit, d);
          return true;
        });
      }
      if (w.store.size() > 0 || limit >= max_length_) break;
    }
    for (int index : w.store.sorted(hodoku_order_)) {
      if (!emit(w.store[index], sink)) return;
    }
  }

 private:
  void consider(const sdk::Position&, int s, int lit, int d) {
    ChainWorkspace& w = *work_;
    const int e = node_of(lit);
    if (!Rule::ends(w.graph, s, e)) return;
    const GraphNode& first = w.graph.node(s);
    const GraphNode& last = w.graph.node(e);
    const int digit = first.digit;
    const CellSet targets = kPeerSet[first.first_cell] & kPeerSet[last.first_cell] & w.graph.digit_cells(digit);
    if (targets.empty()) return;
    EliminationSet eliminations;
    eliminations.by_digit[digit] = targets;
    const int kept = w.store.kept_length(eliminations);
    if (kept >= 0 && kept <= d) return;
    const bool loop = e == s;
    int n = w.search.path(lit, w.path, kMaxChainLiterals);
    int length = d;
    if (!is_simple(w.graph, w.path, n, loop)) {
      const int bound = kept >= 0 ? std::min(kept - 1, limit_) : limit_;
      n = w.simple.find(w.graph, literal(s, false), lit, d, bound, loop, w.path, kMaxChainLiterals, &length);
      if (n == 0) return;
    }
    w.store.offer(eliminations, length, Rule::kType, 0, w.path, n);
  }

  bool emit(const StoredStep& stored, sdk::StepSink& sink) {
    ChainWorkspace& w = *work_;
    const int* lits = w.store.chain(stored);
    const int n = stored.pool_size;
    step_.reset(step_kind(Rule::kType, stored.length));
    add_eliminations(step_, stored.eliminations);
    const sdk::Mask digits = stored.eliminations.digits();
    step_.add_digits(digits);
    add_cells(step_, chain_cells(w.graph, lits, n));
    add_chain_evidence(step_, w.graph, lits, n, NPE_CHAIN_OPEN, NPE_LINK_END, w.als_map);
    const bool loop = node_of(lits[0]) == node_of(lits[n - 1]);
    step_.set_rating_x10(se_forcing_chain_rating(only_x_links(w.graph, lits, n), loop ? n - 2 : n));
    step_.set_points(Rule::descriptor.default_points);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer buffer(text, sizeof text);
    buffer.put(Rule::kName);
    buffer.put(": ");
    buffer.put_digits(digits, "/");
    buffer.put(' ');
    to_entries(w.graph, lits, n, w.entries);
    if (Rule::kEndDigits) {
      buffer.put_digit(w.entries.items[0].digit);
      buffer.put("- ");
    }
    put_chain(buffer, w.graph, w.entries);
    if (Rule::kEndDigits) {
      buffer.put(" -");
      buffer.put_digit(w.entries.items[w.entries.count - 1].digit);
    }
    put_hodoku_eliminations(buffer, stored.eliminations.by_digit);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  int max_length_;
  int limit_ = 0;
  bool hodoku_order_;
  std::unique_ptr<ChainWorkspace> work_;
  sdk::StepBuilder step_;
};

struct XChainRule {
  static constexpr int kType = kXChain;
  static constexpr const char* kName = "X-Chain";
  static constexpr bool kEndDigits = false;
  static GraphOptions options() {
    GraphOptions o;
    o.cell_weak = o.cell_strong = false;
    return o;
  }
  static bool starts(const Graph&, int) { return true; }
  static bool ends(const Graph&, int, int) { return true; }
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "chains.x_chain",
       .name = "X-Chain",
       .description = "one digit, strong and weak links alternating, both ends strong: the digit leaves every cell "
                      "that sees both ends",
       .default_points = 260,
       .default_rating_x10 = 66,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kSimpleChainParams, kXChainCodes);
};

struct XyChainRule {
  static constexpr int kType = kXyChain;
  static constexpr const char* kName = "XY-Chain";
  static constexpr bool kEndDigits = true;
  static GraphOptions options() {
    GraphOptions o;
    o.bivalue_only = true;
    o.cell_weak = false;
    o.house_strong = false;
    return o;
  }
  static bool starts(const Graph&, int) { return true; }
  /** Another cell, the start's digit. */
  static bool ends(const Graph& graph, int s, int e) {
    return graph.node(s).first_cell != graph.node(e).first_cell && graph.node(s).digit == graph.node(e).digit;
  }
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "chains.xy_chain",
       .name = "XY-Chain",
       .description = "bivalue cells linked by a shared digit, starting and ending with the same digit: it leaves "
                      "every cell that sees both end cells",
       .default_points = 260,
       .default_rating_x10 = 70,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kSimpleChainParams, kXyChainCodes);
};

struct XChain : SimpleChain<XChainRule> {
  static constexpr npe_technique_desc descriptor = XChainRule::descriptor;
  using SimpleChain::SimpleChain;
};

struct XyChain : SimpleChain<XyChainRule> {
  static constexpr npe_technique_desc descriptor = XyChainRule::descriptor;
  using SimpleChain::SimpleChain;
};

}  // namespace npe::plugins::chains
