// Kraken fish (HoDoKu's FishSolver.searchForKraken, reglib 0371 and 0372; docs/techniques.md
// "Kraken fish"). A finned fish that removes nothing by itself (no potential elimination sees every
// fin): either a fin is true or the fish holds.
//   Type 1: a potential elimination t of the fish (a cover candidate outside the base, or a base
//     candidate in two covers) that every fin, assumed true, makes false through a chain: t goes.
//   Type 2: when no fin is true, every cover holds exactly one true base candidate (one in a single
//     cover). For a cover C whose candidates are not all such base candidates: a candidate (any
//     digit, outside those cells) that every base candidate of C in one cover and every fin, each
//     assumed true, makes false through a chain goes.
// HoDoKu's search settings (Options: krakenMaxFishType 1, krakenMaxFishSize 4, maxKrakenFins 2,
// maxKrakenEndoFins 0, no template check): basic and Franken fish of sizes 2..4 with 1..2 exo-fins;
// per fish, type 1 targets (cells ascending), then type 2 per cover (houses ascending) and digit.
// Next step: the first found, as HoDoKu's next-step search (FishSolver.getStep sets searchAll false
// for Kraken), one step per elimination. Find-all (HoDoKu's getAllKrakenFishes and addKrakenStep):
// per fish digit and elimination the best instance only — basic before Franken before Mutant, then
// the smaller fish, then Finned before Sashimi (SolutionType.compare), then the fewer chain nodes
// in all (SolutionStep.getChainLength); ties keep the first found. HoDoKu also keeps in its list the
// earlier, worse instances it replaced; these are left out. The instances run to hundreds of
// thousands per hard position, so only their ranks are compared; chains are written for the kept.
//
// Text: HoDoKu's SolutionStep.toString without its chains (they are the evidence), its line break
// written as "; ": "Kraken Fish Type 1:  => r5c3<>4; Finned X-Wing: 4 r28 c37 fr2c2".
// Evidence (ABI 1.1): the fish (base, cover houses, fins, endo-fins, cannibalistic when the target
// is a base candidate) and one open chain per premise (every fin; for type 2 also every base
// candidate of the cover), from it assumed true to the target false.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

#include <algorithm>
#include <memory>
#include <tuple>
#include <vector>

#include "complex_fish_technique.hpp"
#include "kraken_chains.hpp"

namespace npe::plugins::complex_fish {

inline constexpr npe_param_desc kKrakenParams[] = {
    {sizeof(npe_param_desc), "types", "1: type 1, 2: type 2, 3: both (HoDoKu's Kraken Fish)", NPE_PARAM_INT, 1, 3, 3},
    {sizeof(npe_param_desc), "min_size", "smallest fish size", NPE_PARAM_INT, kMinSize, 4, 2},
    {sizeof(npe_param_desc), "max_size", "largest fish size (HoDoKu's krakenMaxFishSize 4)", NPE_PARAM_INT, kMinSize, 4,
     4},
    {sizeof(npe_param_desc), "fish_type",
     "0: basic, 1: basic and Franken, 2: and Mutant (HoDoKu's krakenMaxFishType 1)", NPE_PARAM_INT, 0, 2, 1},
    {sizeof(npe_param_desc), "max_fins", "most fins, exo and endo (HoDoKu's maxKrakenFins 2)", NPE_PARAM_INT, 1, 3, 2},
    {sizeof(npe_param_desc), "max_endo_fins", "most endo-fins (HoDoKu's maxKrakenEndoFins 0)", NPE_PARAM_INT, 0, 2, 0}};

class KrakenFish {
 public:
  static constexpr std::uint32_t kTypeMask = kKrakenType1Kind | kKrakenType2Kind;
  static constexpr npe_reglib_code kReglibCodes[] = {
      {"0371", "types=1", NPE_REGLIB_DIGITS, kTypeMask, kKrakenType1Kind},
      {"0372", "types=2", NPE_REGLIB_DIGITS, kTypeMask, kKrakenType2Kind}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "complex_fish.kraken",
       .name = "Kraken Fish",
       .description = "a finned fish that removes nothing by itself, its fins (and, type 2, the base candidates of one "
                      "cover) each forcing the same candidate out through a chain (HoDoKu's Kraken Fish Type 1 and 2)",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_ORDER_DEPENDENT},  // find-all: HoDoKu's best per elimination
      kKrakenParams, kReglibCodes);

  explicit KrakenFish(const sdk::Params& params)
      : types_(static_cast<int>(params.get("types"))),
        chains_(std::make_unique<KrakenChains>()),
        search_(std::make_unique<FishSearch>()) {
    query_.min_size = static_cast<int>(params.get("min_size"));
    query_.max_size = std::max(query_.min_size, static_cast<int>(params.get("max_size")));
    const int fish_type = static_cast<int>(params.get("fish_type"));
    query_.units = fish_type == 0 ? UnitSet::basic : fish_type == 1 ? UnitSet::franken : UnitSet::mutant;
    query_.shapes = shape_bit(Shape::basic) | (fish_type >= 1 ? shape_bit(Shape::franken) : 0u) |
                    (fish_type >= 2 ? shape_bit(Shape::mutant) : 0u);
    query_.with_fins = true;
    query_.without_fins = false;
    query_.max_fins = static_cast<int>(params.get("max_fins"));
    query_.max_endo_fins = static_cast<int>(params.get("max_endo_fins"));
    query_.prune_by_templates = false;  // the chains may remove what no template does
  }

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    chains_->build(position);
    keep_best_ = position.find_all();
    kept_.clear();
    fish_digit_ = 0;
    for (int d = 1; d <= 9; ++d) digit_cells_[d] = done_[d] = CellSet{};
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      for (sdk::Mask m = position.candidates(cell); m != 0; m &= m - 1) digit_cells_[std::countr_zero(m) + 1].add(cell);
    }
    search_->run(position, query_, [&](const Fish& fish) {
      if (!fish.eliminations.empty()) return true;    // an ordinary finned fish
      if (keep_best_ && fish.digit != fish_digit_) {  // HoDoKu compares instances of one fish digit
        fish_digit_ = fish.digit;
        for (int d = 1; d <= 9; ++d) done_[d] = CellSet{};
      }
      if ((types_ & 1) && !type_one(fish, sink)) return false;
      if ((types_ & 2) && !type_two(fish, sink)) return false;
      return true;
    });
    for (const Kept& kept : kept_) {
      if (!write(kept.fish, kept.type, kept.premises, kept.target, kept.digit, sink)) return;
    }
  }

 private:
  bool type_one(const Fish& fish, sdk::StepSink& sink) {
    const int d = fish.digit;
    for (CellSet targets = fish.potential; !targets.empty();) {
      const int target = targets.pop_first();
      bool all = true;
      for (CellSet fins = fish.fins(); all && !fins.empty();) all = chains_->off(fins.pop_first(), d, d).has(target);
      if (all && !found(fish, 1, fish.fins(), target, d, sink)) return false;
    }
    return true;
  }

  bool type_two(const Fish& fish, sdk::StepSink& sink) {
    const int d = fish.digit;
    const CellSet once = fish.base_cells & ~fish.twice;
    for (std::uint32_t m = fish.cover; m != 0; m &= m - 1) {
      const CellSet in_cover = digit_cells_[d] & sdk::kHouseSet[std::countr_zero(m)];
      const CellSet base_in_cover = in_cover & once;
      if (base_in_cover == in_cover) continue;  // HoDoKu: a plain digit forcing chain in the house
      const CellSet premises = base_in_cover | fish.fins();
      for (int e = 1; e <= 9; ++e) {
        CellSet targets = digit_cells_[e] & ~premises & (keep_best_ ? CellSet::all() : ~done_[e]);
        for (CellSet p = premises; !targets.empty() && !p.empty();) targets &= chains_->off(p.pop_first(), d, e);
        while (!targets.empty()) {
          if (!found(fish, 2, premises, targets.pop_first(), e, sink)) return false;
        }
      }
    }
    return true;
  }

  /** HoDoKu's order of Kraken instances for one elimination (smaller is better). */
  using Rank = std::tuple<int, int, bool, int>;  // fish category, size, sashimi, chain nodes

  Rank rank(const Fish& fish, CellSet premises, int target, int digit) {
    int nodes = 0;
    for (CellSet p = premises; !p.empty();) nodes += chains_->links(p.pop_first(), fish.digit, target, digit) + 1;
    const int category = fish.shape == Shape::basic ? 0 : fish.shape == Shape::franken ? 1 : 2;
    return {category, fish.size, is_sashimi(fish), nodes};
  }

  /** An instance: written at once for the next step; for find-all kept if it is the best so far. */
  bool found(const Fish& fish, int type, CellSet premises, int target, int digit, sdk::StepSink& sink) {
    const bool seen = done_[digit].has(target);
    if (!keep_best_) return seen || write(fish, type, premises, target, digit, sink);
    const Rank r = rank(fish, premises, target, digit);
    if (!seen) {
      done_[digit].add(target);
      kept_index_[digit][target] = static_cast<int>(kept_.size());
      kept_.push_back({fish, type, premises, target, digit, r});
    } else if (Kept& kept = kept_[static_cast<std::size_t>(kept_index_[digit][target])]; r < kept.rank) {
      kept = {fish, type, premises, target, digit, r};
    }
    return true;
  }

  /** Writes the step (the fish, the target, a chain from each premise) and emits it. */
  bool write(const Fish& fish, int type, CellSet premises, int target, int digit, sdk::StepSink& sink) {
    start_step(fish, type == 1 ? kKrakenType1Kind : kKrakenType2Kind);
    step_.eliminate(target, digit);
    if (type == 1 && fish.base_cells.has(target)) step_.add_cannibalistic(target, digit);
    for (CellSet p = premises; !p.empty();) {
      if (!chains_->add_chain(step_, p.pop_first(), fish.digit, target, digit)) return true;  // too long to write
    }
    return emit(fish, type, target, digit, sink);
  }

  /** The fish's part of the step: kind, cells, digit, houses, fins, points. */
  void start_step(const Fish& fish, std::uint32_t type_kind) {
    const std::uint32_t kind = static_cast<std::uint32_t>(fish.size) | kFinnedKind |
                               (fish.shape == Shape::franken  ? kFrankenKind
                                : fish.shape == Shape::mutant ? kMutantKind
                                                              : 0u) |
                               type_kind;
    step_.reset(kind);
    for (CellSet m = fish.base_cells; !m.empty();) step_.add_cell(m.pop_first());
    step_.add_digits(sdk::digit_bit(fish.digit));
    for (int house = 0; house < sdk::kHouses; ++house) {
      if (fish.base & (1u << house)) step_.add_base_house(house);
      if (fish.cover & (1u << house)) step_.add_cover_house(house);
    }
    for (CellSet m = fish.exo_fins; !m.empty();) step_.add_fin(m.pop_first());
    for (CellSet m = fish.endo_fins; !m.empty();) step_.add_endo_fin(m.pop_first());
    step_.set_points(500);
  }

  bool emit(const Fish& fish, int type, int target, int digit, sdk::StepSink& sink) {
    done_[digit].add(target);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put(type == 1 ? "Kraken Fish Type 1:  => " : "Kraken Fish Type 2:  => ");
    put_hodoku_cells(text, CellSet::of(target));
    text.put("<>");
    text.put_digit(digit);
    text.put("; ");
    put_fish_text(text, fish);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  int types_;
  FishQuery query_;
  std::unique_ptr<KrakenChains> chains_;
  std::unique_ptr<FishSearch> search_;
  CellSet digit_cells_[10];
  struct Kept {
    Fish fish;
    int type;
    CellSet premises;
    int target, digit;
    Rank rank;
  };
  bool keep_best_ = false;  // find-all: the best instance per elimination and fish digit
  int fish_digit_ = 0;
  CellSet done_[10];  // eliminations already reported (find-all: kept) for the fish digit
  int kept_index_[10][sdk::kCells] = {};
  std::vector<Kept> kept_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::complex_fish
