// Sudoku Explainer 1.2.1's chaining techniques with SE's ratings (docs/techniques.md, "Sudoku
// Explainer chains"): each technique is one part of SE's Chaining rule; a step's rating_x10 is the
// hint's SE rating (base plus the length modifier), steps come in SE's order (rating, complexity,
// SE's sort key, discovery), the first one is the hint SE applies.
#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "se_chaining.hpp"
#include "se_evidence.hpp"

namespace npe::plugins::se_chains {
namespace {


std::string cell_name(int cell) {
  return "r" + std::to_string(sdk::row_of(cell) + 1) + "c" + std::to_string(sdk::col_of(cell) + 1);
}

const char* base_name(const Hint& h, const Config& cfg) {
  switch (h.type) {
    case kCycle: return h.x_links && h.y_links ? "Bidirectional Cycle" : h.y_links ? "Bidirectional Y-Cycle" : "Bidirectional X-Cycle";
    case kForcingChain: return h.y_links ? "Forcing Chain" : "Forcing X-Chain";
    case kContradiction:
      return cfg.nishio ? "Nishio Forcing Chains" : "Dynamic Contradiction Forcing Chains";
    case kDouble: return "Dynamic Double Forcing Chains";
    case kCellForcing: return cfg.dynamic ? "Dynamic Cell Forcing Chains" : "Cell Forcing Chains";
    case kRegionForcing: return cfg.dynamic ? "Dynamic Region Forcing Chains" : "Region Forcing Chains";
  }
  return "Chain";
}

/** SE's hint name; level 1 adds SE's nested suffix " (+)". */
std::string hint_name(const Hint& h, const Config& cfg) {
  return std::string(base_name(h, cfg)) + (cfg.level == 1 ? " (+)" : "");
}

/** SE's hint.getCell(): the result potential when it is "on" (the hint places a digit). */
bool places(const Hint& h, const Arena& arena, int* cell, int* digit) {
  int result = -1;
  bool on = false;
  switch (h.type) {
    case kCycle: return false;
    case kForcingChain: result = h.targets[0]; on = arena[result].on; break;
    case kContradiction:  // the source's opposite
      *cell = h.source_cell;
      *digit = h.source_digit;
      return !h.source_on;
    case kDouble: result = h.targets[0]; on = arena[result].on; break;
    case kCellForcing:
    case kRegionForcing: result = h.targets[0]; on = arena[result].on; break;
  }
  *cell = cell_of(arena[result].key);
  *digit = digit_of(arena[result].key);
  return on;
}

/** A board SE's rules can work on: no digit twice in a house, no candidate beside a placed copy of
 *  it, no empty cell without candidates (on other boards SE's links and the host's disagree; the
 *  engine rejects such boards itself). */
bool consistent(const sdk::Position& position) {
  for (int cell = 0; cell < 81; ++cell) {
    const int d = position.digit(cell);
    if (d == 0 && position.candidates(cell) == 0) return false;
    for (const int peer : sdk::kPeers[cell]) {
      if (d != 0 && position.digit(peer) == d) return false;
      if (d == 0 && position.digit(peer) != 0 && sdk::has_digit(position.candidates(cell), position.digit(peer))) return false;
    }
  }
  return true;
}

class Technique {
 public:
  explicit Technique(Config cfg) : cfg_(cfg), chaining_(std::make_unique<Chaining>(cfg)) {
    if (cfg.level > 0) {
      Config below = cfg;
      below.level = cfg.level - 1;
      below_ = std::make_unique<Chaining>(below);
    }
  }

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!consistent(position)) return;
    Grid grid;
    for (int c = 0; c < 81; ++c) {
      grid.digit[c] = static_cast<std::uint8_t>(position.digit(c));
      grid.cand[c] = position.digit(c) ? 0 : position.candidates(c);
    }
    if (below_) {
      // SE's solver reaches a nested level only where the level below has no hint (its rules are
      // tried in order, the first with a hint applies): a 9.2 Dynamic Forcing Chain comes before a
      // 9.0 Dynamic Forcing Chain (+).
      below_->run(grid, true);
      if (!below_->hints().empty()) return;
    }
    chaining_->run(grid, !position.find_all());
    for (const Hint& hint : chaining_->hints()) {
      if (!emit(chaining_->recapture(hint), sink) || !position.find_all()) return;
    }
  }

 private:
  bool emit(const Hint& h, sdk::StepSink& sink) {
    const Arena& arena = chaining_->arena();
    const Grid& grid = chaining_->grid();
    step_.reset(h.type);
    const int tenths = se_tenths(h.difficulty);
    step_.set_rating_x10(tenths);
    int pcell = 0, pdigit = 0;
    const bool placing = places(h, arena, &pcell, &pdigit);
    if (placing) step_.place(pcell, pdigit);
    std::string text = hint_name(h, cfg_) + " (w/" + std::to_string(h.complexity - 2) + " nodes): ";
    if (placing) text += cell_name(pcell) + "=" + std::to_string(pdigit) + " ";
    bool first = true;
    h.removable.for_each([&](int key) {
      step_.eliminate(cell_of(key), digit_of(key));
      step_.add_digits(sdk::digit_bit(digit_of(key)));
      if (!placing) {
        text += (first ? "" : ",") + cell_name(cell_of(key)) + "<>" + std::to_string(digit_of(key));
        first = false;
      }
    });
    // Evidence.
    if (h.type == kCycle) {
      cycle_nodes(arena, h.targets[0], nodes_);
      write_cycle(step_, arena, grid, nodes_, h.removable);
      for (const int i : nodes_) step_.add_cell(cell_of(arena[i].key));
    } else if (h.type == kForcingChain) {
      // The path to the source's opposite, without it: the replay turns contradictory before.
      std::vector<int>& path = nodes_;
      path.clear();
      for (int p = arena.first_parent(h.targets[0]); p >= 0; p = arena.first_parent(p)) path.push_back(p);
      std::reverse(path.begin(), path.end());
      write_forcing(step_, arena, grid, path, true);
    } else if (h.type == kContradiction) {
      chaining_->ancestors(h.targets[0], nodes_);
      chaining_->ancestors(h.targets[1], other_);
      merged_.clear();
      std::merge(nodes_.begin(), nodes_.end(), other_.begin(), other_.end(), std::back_inserter(merged_));
      merged_.erase(std::unique(merged_.begin(), merged_.end()), merged_.end());
      write_forcing(step_, arena, grid, merged_, true);
    } else {
      for (int i = 0; i < h.target_count; ++i) {
        chaining_->ancestors(h.targets[i], nodes_);
        write_forcing(step_, arena, grid, nodes_, false);
      }
    }
    text += " [" + std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + "]";
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  Config cfg_;
  std::unique_ptr<Chaining> chaining_, below_;
  sdk::StepBuilder step_;
  std::vector<int> nodes_, other_, merged_;
};

Config fcc(bool cycles, bool x_forcing, bool xy_forcing) {
  Config c;
  c.cycles = cycles;
  c.x_forcing = x_forcing;
  c.xy_forcing = xy_forcing;
  return c;
}

Config chaining(bool multiple, bool dynamic, bool nishio) {
  Config c;
  c.multiple = multiple;
  c.dynamic = dynamic;
  c.nishio = nishio;
  return c;
}

Config plus() {
  Config c = chaining(true, true, false);
  c.level = 1;
  return c;
}

#define SE_TECHNIQUE(CLASS, ID, NAME, DESCRIPTION, POINTS, RATING, CONFIG)                                  \
  struct CLASS : Technique {                                                                                 \
    static constexpr npe_technique_desc descriptor = sdk::describe(                                         \
        {.id = ID,                                                                                          \
         .name = NAME,                                                                                      \
         .description = DESCRIPTION,                                                                        \
         .default_points = POINTS,                                                                          \
         .default_rating_x10 = RATING,                                                                      \
         .yields = NPE_YIELDS_ELIMINATIONS | NPE_YIELDS_PLACEMENTS,                                         \
         .flags = NPE_TECHNIQUE_FINDS_ALL});                                                                \
    explicit CLASS(const sdk::Params&) : Technique(CONFIG) {}                                               \
  }

SE_TECHNIQUE(Cycles, "se_chains.cycles", "Bidirectional Cycles (SE)",
             "SE's bidirectional X-, Y- and XY-cycles, rated 6.5 / 7.0 plus SE's length modifier", 280, 65,
             fcc(true, false, false));
SE_TECHNIQUE(ForcingXChains, "se_chains.forcing_x_chains", "Forcing X-Chains (SE)",
             "SE's forcing chains with X-links only, rated 6.6 plus SE's length modifier", 260, 66,
             fcc(false, true, false));
SE_TECHNIQUE(ForcingChains, "se_chains.forcing_chains", "Forcing Chains (SE)",
             "SE's forcing chains with X- and Y-links, rated 7.0 plus SE's length modifier", 280, 70,
             fcc(false, false, true));
SE_TECHNIQUE(ForcingChainsCycles, "se_chains.forcing_chains_cycles", "Forcing Chains & Cycles (SE)",
             "SE's whole 'Forcing Chains & Cycles' rule: cycles and forcing chains, SE's hint order", 280, 65,
             fcc(true, true, true));
SE_TECHNIQUE(Nishio, "se_chains.nishio", "Nishio Forcing Chains (SE)",
             "SE's Nishio: dynamic X-chains from a candidate to a contradiction, rated 7.5 plus length", 500, 75,
             chaining(false, true, true));
SE_TECHNIQUE(Multiple, "se_chains.multiple", "Multiple Forcing Chains (SE)",
             "SE's cell and region forcing chains (static), rated 8.0 plus length", 700, 80,
             chaining(true, false, false));
SE_TECHNIQUE(Dynamic, "se_chains.dynamic", "Dynamic Forcing Chains (SE)",
             "SE's dynamic forcing chains (contradiction, double, cell, region), rated 8.5 plus length", 700, 85,
             chaining(true, true, false));
SE_TECHNIQUE(DynamicPlus, "se_chains.dynamic_plus", "Dynamic Forcing Chains (+) (SE)",
             "SE's dynamic forcing chains that also use locking, hidden and naked pairs and X-Wings on the "
             "grid the chain has shrunk, rated 9.0 plus length",
             800, 90, plus());

}  // namespace
}  // namespace npe::plugins::se_chains

NPE_PLUGIN("se_chains", "1.0.0", npe::plugins::se_chains::Cycles, npe::plugins::se_chains::ForcingXChains,
           npe::plugins::se_chains::ForcingChains, npe::plugins::se_chains::ForcingChainsCycles,
           npe::plugins::se_chains::Nishio, npe::plugins::se_chains::Multiple, npe::plugins::se_chains::Dynamic,
           npe::plugins::se_chains::DynamicPlus)
