// Sudoku Explainer 1.2.1's chaining techniques with SE's ratings (docs/techniques.md, "Sudoku
// Explainer chains"): each technique is one part of SE's Chaining rule; a step's rating_x10 is the
// hint's SE rating (base plus the length modifier), steps come in SE's order (rating, complexity,
// SE's sort key, discovery), the first one is the hint SE applies.
#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "se_chaining.hpp"
#include "se_evidence.hpp"
#include "se_hint_writer.hpp"
#include "se_level_memo.hpp"

namespace npe::plugins::se_chains {
namespace {

std::string cell_name(int cell) {
  return "r" + std::to_string(sdk::row_of(cell) + 1) + "c" + std::to_string(sdk::col_of(cell) + 1);
}

const char* base_name(const Hint& h, const Config& cfg) {
  switch (h.type) {
    case kCycle:
      return h.x_links && h.y_links ? "Bidirectional Cycle"
             : h.y_links            ? "Bidirectional Y-Cycle"
                                    : "Bidirectional X-Cycle";
    case kForcingChain: return h.y_links ? "Forcing Chain" : "Forcing X-Chain";
    case kContradiction: return cfg.nishio ? "Nishio Forcing Chains" : "Dynamic Contradiction Forcing Chains";
    case kDouble: return "Dynamic Double Forcing Chains";
    case kCellForcing: return cfg.dynamic ? "Dynamic Cell Forcing Chains" : "Cell Forcing Chains";
    case kRegionForcing: return cfg.dynamic ? "Dynamic Region Forcing Chains" : "Region Forcing Chains";
  }
  return "Chain";
}

/** SE's Chaining.getNestedSuffix. */
std::string nested_suffix(int level) {
  switch (level) {
    case 0: return "";
    case 1: return " (+)";
    case 2: return " (+ Forcing Chains)";
    case 3: return " (+ Multiple Forcing Chains)";
    case 4: return " (+ Dynamic Forcing Chains)";
    default: return " (+ Dynamic Forcing Chains" + nested_suffix(level - 3) + ")";
  }
}

/** SE's hint name, with its nested suffix from level 1 on. */
std::string hint_name(const Hint& h, const Config& cfg) {
  return std::string(base_name(h, cfg)) + nested_suffix(cfg.level);
}

/** SE's hint.getCell(): the result potential when it is "on" (the hint places a digit). */
bool places(const Hint& h, const Arena& arena, int* cell, int* digit) {
  int result = -1;
  bool on = false;
  switch (h.type) {
    case kCycle: return false;
    case kContradiction:  // the source's opposite
      *cell = h.source_cell;
      *digit = h.source_digit;
      return !h.source_on;
    case kForcingChain:
    case kDouble:
    case kCellForcing:
    case kRegionForcing:
      result = h.targets[0];
      on = arena[result].on;
      break;
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
      if (d == 0 && position.digit(peer) != 0 && sdk::has_digit(position.candidates(cell), position.digit(peer)))
        return false;
    }
  }
  return true;
}

class Technique {
 public:
  explicit Technique(Config cfg, std::int64_t max_work = 0)
      : cfg_(cfg), chaining_(std::make_unique<Chaining>(cfg, &budget_)) {
    budget_.limit = static_cast<std::uint64_t>(max_work) * 1000;
  }

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    if (!consistent(position)) return;
    Grid grid;
    for (int c = 0; c < 81; ++c) {
      grid.digit[c] = static_cast<std::uint8_t>(position.digit(c));
      grid.cand[c] = position.digit(c) ? 0 : position.candidates(c);
    }
    budget_.used = 0;
    if (!below_has_no_hint(grid)) return;
    chaining_->run(grid, !position.find_all());
    if (budget_.exceeded()) out_of_work();
    if (dynamic_level() >= 0 && !position.find_all())
      LevelMemo::shared().put(grid, dynamic_level(), !chaining_->hints().empty());
    for (const Hint& hint : chaining_->hints()) {
      if (!emit(chaining_->recapture(hint), sink) || !position.find_all()) return;
    }
  }

 private:
  /** The level among SE's dynamic chaining rules (0: Dynamic Forcing Chains, 1: (+), 2..: nested),
   *  -1 for the other chaining rules. */
  int dynamic_level() const { return cfg_.dynamic && cfg_.multiple && !cfg_.nishio ? cfg_.level : -1; }

  /** SE's solver reaches a level only where the levels below have no hint (its rules are tried in
   *  order, the first with a hint applies): a 9.2 Dynamic Forcing Chain comes before a 9.0 Dynamic
   *  Forcing Chain (+), a 9.6 (+) before a 9.5 nested one. */
  bool below_has_no_hint(const Grid& grid) {
    for (int level = 0; level < dynamic_level(); ++level) {
      std::optional<bool> has = LevelMemo::shared().get(grid, level);
      if (!has) {
        if (!below_[level])
          below_[level] =
              std::make_unique<Chaining>(Config{.multiple = true, .dynamic = true, .level = level}, &budget_);
        below_[level]->run(grid, true);
        if (budget_.exceeded()) out_of_work();
        has = !below_[level]->hints().empty();
        LevelMemo::shared().put(grid, level, *has);
      }
      if (*has) return false;
    }
    return true;
  }

  /** An incomplete search cannot say which hint SE takes first, nor that there is none: rather than
   *  report nothing (the run would end stuck, rated 20.0, as if the level had no hint) find fails
   *  with a message naming the bound, and the run ends with a plugin-error outcome that says so. The
   *  ABI has no "gave up" result; the engine type's time_limit_ms is the bound that ends a run as
   *  step-limit. */
  [[noreturn]] void out_of_work() const {
    throw std::runtime_error("work bound reached (max_work " + std::to_string(budget_.limit / 1000) +
                             ": thousands of chain potentials): the search is incomplete, so SE's step is not known");
  }

  /** The step's rating, placement, eliminations and text. */
  void basics(const Hint& h) {
    const Arena& arena = chaining_->arena();
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
    text += " [" + std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + "]";
    step_.set_text("%s", text.c_str());
  }

  bool emit(const Hint& h, sdk::StepSink& sink) {
    basics(h);
    // A nested hint's chains and lemmas may pass the ABI's limits (NPE_MAX_CHAINS, _CHAIN_NODES), or
    // a nested node may have no lemma that holds on the board the host proves it on: where neither
    // way below writes a proof, the step goes without evidence rather than not at all (SE applies it).
    if (!writer_.write(*chaining_, h, step_) || step_.overflowed()) {
      // Again with the grids of its nested nodes written into its chains (a level-5 lemma's lemmas,
      // or a board that lacks a removal a nested chain relied on): longer chains, so only then.
      basics(h);
      if (!writer_.write(*chaining_, h, step_, true) || step_.overflowed()) basics(h);
    }
    return sink.emit(step_);
  }

  Config cfg_;
  Budget budget_;
  std::unique_ptr<Chaining> chaining_;
  std::unique_ptr<Chaining> below_[8];
  sdk::StepBuilder step_;
  HintWriter writer_;
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

Config dynamic_config(int level) {
  Config c = chaining(true, true, false);
  c.level = level;
  return c;
}

inline constexpr npe_param_desc kNestedParams[] = {
    {sizeof(npe_param_desc), "max_work",
     "bound on one find's work, in thousands of chain potentials made by the search and its nested "
     "searches (0: none); past it find fails with 'work bound reached' (the search would be incomplete)",
     NPE_PARAM_INT, 0, 1000000000, 0}};

// SE keeps one chain per result in its search order, and its multiple chains start only from cells of
// more than two candidates (two in the dynamic modes) and from a region's first cell: which steps exist
// depends on the order of cells and digits, which the ratings npe reproduces depend on.
inline constexpr std::uint32_t kSeChainFlags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT;

/** The descriptor fields every SE chaining technique shares; the macros below add what differs. */
constexpr sdk::TechniqueInfo se_info(const char* id, const char* name, const char* description, std::int32_t points,
                                     std::int32_t rating_x10) {
  return {.id = id,
          .name = name,
          .description = description,
          .default_points = points,
          .default_rating_x10 = rating_x10,
          .yields = NPE_YIELDS_ELIMINATIONS | NPE_YIELDS_PLACEMENTS,
          .flags = kSeChainFlags};
}

#define SE_TECHNIQUE(CLASS, ID, NAME, DESCRIPTION, POINTS, RATING, CONFIG)                                          \
  struct CLASS : Technique {                                                                                        \
    static constexpr npe_technique_desc descriptor = sdk::describe(se_info(ID, NAME, DESCRIPTION, POINTS, RATING)); \
    explicit CLASS(const sdk::Params&) : Technique(CONFIG) {}                                                       \
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
             800, 90, dynamic_config(1));

#define SE_NESTED(CLASS, ID, NAME, DESCRIPTION, POINTS, RATING, LEVEL)                                      \
  struct CLASS : Technique {                                                                                \
    static constexpr npe_technique_desc descriptor =                                                        \
        sdk::describe(se_info(ID, NAME, DESCRIPTION, POINTS, RATING), kNestedParams);                       \
    explicit CLASS(const sdk::Params& params) : Technique(dynamic_config(LEVEL), params.get("max_work")) {} \
  }

SE_NESTED(NestedForcing, "se_chains.nested_forcing", "Dynamic Forcing Chains (+ Forcing Chains) (SE)",
          "SE's level 2: Dynamic (+), and where its simpler rules find nothing on the grid a chain has shrunk, "
          "SE's Forcing Chains & Cycles there (nested chains, as lemmas); rated 9.5 plus length",
          900, 95, 2);
SE_NESTED(NestedMultiple, "se_chains.nested_multiple", "Dynamic Forcing Chains (+ Multiple Forcing Chains) (SE)",
          "SE's level 3: as level 2, then also SE's Multiple Forcing Chains on the shrunk grid; rated 10.0 plus "
          "length",
          1000, 100, 3);
SE_NESTED(NestedDynamic, "se_chains.nested_dynamic", "Dynamic Forcing Chains (+ Dynamic Forcing Chains) (SE)",
          "SE's level 4: Dynamic (+) with SE's Dynamic Forcing Chains nested on the shrunk grid; rated 10.5 plus "
          "length",
          1100, 105, 4);
SE_NESTED(NestedDynamicForcing, "se_chains.nested_dynamic_forcing",
          "Dynamic Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)) (SE)",
          "SE's level 5: as level 4, then also level 2 nested on the shrunk grid (two levels of nesting); rated "
          "11.0 plus length",
          1200, 110, 5);

}  // namespace
}  // namespace npe::plugins::se_chains

NPE_PLUGIN("se_chains", "1.0.0", npe::plugins::se_chains::Cycles, npe::plugins::se_chains::ForcingXChains,
           npe::plugins::se_chains::ForcingChains, npe::plugins::se_chains::ForcingChainsCycles,
           npe::plugins::se_chains::Nishio, npe::plugins::se_chains::Multiple, npe::plugins::se_chains::Dynamic,
           npe::plugins::se_chains::DynamicPlus, npe::plugins::se_chains::NestedForcing,
           npe::plugins::se_chains::NestedMultiple, npe::plugins::se_chains::NestedDynamic,
           npe::plugins::se_chains::NestedDynamicForcing)
