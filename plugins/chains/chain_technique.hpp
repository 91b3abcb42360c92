// What every chain technique of the plugin shares: the link graph, the searches, the store of
// steps (one per set of eliminations, the shortest chain) and the report of the kept steps,
// shortest chain first. See docs/techniques.md, "Chains and loops".
#pragma once

#include <npe/sdk.hpp>

#include <memory>

#include "../common/chains/chain_view.hpp"
#include "../common/chains/graph.hpp"
#include "../common/chains/rating.hpp"
#include "../common/chains/search.hpp"
#include "../common/chains/step_store.hpp"

namespace npe::plugins::chains {

/** Step kinds (npe_step.kind, low byte): HoDoKu's reglib code without the "07"; bits 8..15 hold the
 *  chain's length as HoDoKu's library writes it. */
enum ChainKind : std::uint32_t {
  kXChain = 1,
  kXyChain = 2,
  kRemotePair = 3,
  kContinuousLoop = 6,
  kDiscontinuousLoop = 7,
  kAic = 8,
  kGroupedContinuousLoop = 9,
  kGroupedDiscontinuousLoop = 10,
  kGroupedAic = 11,
};

constexpr std::uint32_t step_kind(int type, int length) {
  return static_cast<std::uint32_t>(type) | (static_cast<std::uint32_t>(length > 255 ? 255 : length) << 8);
}

/** Graph, searches and store, sized once. */
struct ChainWorkspace {
  ChainWorkspace(int max_als, int max_arcs, int max_steps)
      : graph(max_als, max_arcs),
        search(literals(max_als), max_arcs + literals(max_als)),
        simple(literals(max_als), max_arcs + literals(max_als)),
        store(max_steps, max_steps * 24) {}

  static int literals(int max_als) { return 2 * (729 + Graph::kMaxGroups + 9 * max_als); }

  Graph graph;
  PathSearch search;
  SimplePathSearch simple;
  StepStore store;
  int path[kMaxChainLiterals];
  EntryList entries;
  int als_map[4096];
};

inline constexpr std::int64_t kMaxLengthLimit = 120;

inline constexpr npe_param_desc kSimpleChainParams[] = {
    {sizeof(npe_param_desc), "max_length", "longest chain searched, in links (HoDoKu's length)", NPE_PARAM_INT, 3,
     kMaxLengthLimit, 20},
    {sizeof(npe_param_desc), "order", "0: shortest chain first; 1: HoDoKu's hint order (most eliminations first)",
     NPE_PARAM_INT, 0, 1, 0},
};

/** The eliminated cells of one digit as a list, and all of them into the builder. */
inline void add_eliminations(sdk::StepBuilder& step, const EliminationSet& eliminations) {
  for (int d = 1; d <= 9; ++d) eliminations.by_digit[d].for_each([&](int cell) { step.eliminate(cell, d); });
}

inline void add_cells(sdk::StepBuilder& step, const CellSet& cells) {
  cells.for_each([&](int cell) { step.add_cell(cell); });
}

}  // namespace npe::plugins::chains
