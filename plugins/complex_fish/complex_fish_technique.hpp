// Franken and Mutant fish, with or without fins (HoDoKu's FishSolver; docs/techniques.md "Complex
// fish"): one technique per HoDoKu category, each for one size n = 2..7.
//
// Text (HoDoKu's SolutionStep.toString): "Finned Franken Swordfish: 5 c28b4 r259 fr6c1 efr4c5 =>
// r2c1<>5" — name, digit, base units, cover units (library form), exo-fins "f", endo-fins "ef", then
// the eliminations. Evidence (ABI 1.1): digits, base and cover houses, fins = exo-fins, endo_fins,
// cannibalistic = the eliminations in a base house; cells = every base candidate.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

#include "fish_search.hpp"
#include "gnpx_fish.hpp"

namespace npe::plugins::complex_fish {

inline constexpr npe_param_desc kFinlessParams[] = {
    {sizeof(npe_param_desc), "size", "fish size n: n base units, n cover units (2 X-Wing .. 7 Leviathan)",
     NPE_PARAM_INT, kMinSize, kMaxSize, 2},
    {sizeof(npe_param_desc), "cannibalistic",
     "1: GNPX's Cannibalistic F/M fish: only fish removing candidates of two cover sets, only those, GNPX's text",
     NPE_PARAM_INT, 0, 1, 0},
    {sizeof(npe_param_desc), "gnpx",
     "1: GNPX's F/M fish: no cover sets sharing a candidate, no HoDoKu limit on the base units, GNPX's text "
     "(ignored with cannibalistic: 1)",
     NPE_PARAM_INT, 0, 1, 0}};

inline constexpr npe_param_desc kFinnedParams[] = {
    {sizeof(npe_param_desc), "size", "fish size n: n base units, n cover units (2 X-Wing .. 7 Leviathan)",
     NPE_PARAM_INT, kMinSize, kMaxSize, 2},
    {sizeof(npe_param_desc), "max_fins", "most fins, exo and endo together (HoDoKu's default 5)", NPE_PARAM_INT, 1, 9,
     5},
    {sizeof(npe_param_desc), "max_endo_fins", "most endo-fins (HoDoKu's default 2)", NPE_PARAM_INT, 0, 5, 2},
    {sizeof(npe_param_desc), "cannibalistic",
     "1: GNPX's Finned Cannibalistic F/M fish: covers overlapping, removing what sees every fin and every "
     "candidate of two covers; GNPX's text",
     NPE_PARAM_INT, 0, 1, 0},
    {sizeof(npe_param_desc), "gnpx",
     "1: GNPX's Finned F/M fish: no cover sets sharing a candidate, GNPX's text (ignored with cannibalistic: 1)",
     NPE_PARAM_INT, 0, 1, 0}};

/** The kind bits that tell the four categories apart (reglib codes answer only their own). */
inline constexpr std::uint32_t kClassMask = kFinnedKind | kFrankenKind | kMutantKind;

/** Writes a fish step (eliminations, evidence, points, HoDoKu's text) into `step`. */
inline void build_fish_step(sdk::StepBuilder& step, const Fish& fish, std::uint32_t extra_kind = 0) {
  const bool finned = fish.finned();
  step.reset(static_cast<std::uint32_t>(fish.size) | (finned ? kFinnedKind : 0u) |
             (fish.shape == Shape::franken  ? kFrankenKind
              : fish.shape == Shape::mutant ? kMutantKind
                                            : 0u) |
             extra_kind);
  for (CellSet m = fish.eliminations; !m.empty();) step.eliminate(m.pop_first(), fish.digit);
  for (CellSet m = fish.base_cells; !m.empty();) step.add_cell(m.pop_first());
  step.add_digits(sdk::digit_bit(fish.digit));
  for (int house = 0; house < sdk::kHouses; ++house) {
    if (fish.base & (1u << house)) step.add_base_house(house);
    if (fish.cover & (1u << house)) step.add_cover_house(house);
  }
  for (CellSet m = fish.exo_fins; !m.empty();) step.add_fin(m.pop_first());
  for (CellSet m = fish.endo_fins; !m.empty();) step.add_endo_fin(m.pop_first());
  for (CellSet m = fish.cannibalistic(); !m.empty();) step.add_cannibalistic(m.pop_first(), fish.digit);
  step.set_points(base_score(fish.shape, finned, fish.size));
}

/** HoDoKu's sashimi rule (FishSolver.createFishStep, basic fish only): a finned basic fish is sashimi
 *  when some base line keeps at most one candidate without its fins. */
inline bool is_sashimi(const Fish& fish) {
  if (fish.shape != Shape::basic || !fish.finned()) return false;
  for (std::uint32_t m = fish.base; m != 0; m &= m - 1) {
    if ((fish.base_cells & sdk::kHouseSet[std::countr_zero(m)] & ~fish.fins()).count() <= 1) return true;
  }
  return false;
}

/** HoDoKu's text of a fish without its eliminations: "Finned Franken Swordfish: 5 c28b4 r259 fr6c1 efr4c5",
 *  "Sashimi X-Wing: 4 r28 c37 fr2c2". */
inline void put_fish_text(sdk::TextBuffer& text, const Fish& fish) {
  put_fish_name(text, fish.shape, fish.finned(), fish.size, is_sashimi(fish));
  text.put(": ");
  text.put_digit(fish.digit);
  text.put(' ');
  put_units(text, fish.base);
  text.put(' ');
  put_units(text, fish.cover);
  put_fins(text, fish.exo_fins, "f");
  put_fins(text, fish.endo_fins, "ef");
}

template <Shape kShape, bool kFinned>
class ComplexFish {
 public:
  explicit ComplexFish(const sdk::Params& params)
      : size_(static_cast<int>(params.get("size"))),
        cannibalistic_(params.get("cannibalistic") != 0),
        gnpx_(!cannibalistic_ && params.get("gnpx") != 0) {
    if constexpr (kFinned) {
      max_fins_ = static_cast<int>(params.get("max_fins"));
      max_endo_fins_ = static_cast<int>(params.get("max_endo_fins"));
    }
  }

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    FishQuery query;
    query.min_size = query.max_size = size_;
    query.units = kShape == Shape::mutant ? UnitSet::mutant : UnitSet::franken;
    query.shapes = shape_bit(kShape);
    query.with_fins = kFinned;
    query.without_fins = !kFinned;
    query.max_fins = max_fins_;
    query.max_endo_fins = max_endo_fins_;
    // GNPX's cannibalistic steps remove only candidates of two covers; their fish have no endo-fins.
    // GNPX takes any house as a base (no HoDoKu limit on a fin-less fish's base units).
    if (cannibalistic_) query.max_endo_fins = 0;
    if (cannibalistic_ || gnpx_) query.hodoku_base_limit = false;
    search_.run(position, query, [&](const Fish& fish) {
      if (cannibalistic_) return emit_gnpx_cannibalistic(fish, sink);
      if (gnpx_) return fish.twice.empty() ? emit_gnpx(fish, sink) : true;
      if (fish.eliminations.empty()) return true;
      build_fish_step(step_, fish);
      char buffer[NPE_MAX_TEXT_LENGTH + 1];
      sdk::TextBuffer text(buffer, sizeof buffer);
      put_fish_text(text, fish);
      text.put(" => ");
      put_hodoku_cells(text, fish.eliminations);
      text.put("<>");
      text.put_digit(fish.digit);
      step_.set_text("%s", text.c_str());
      return sink.emit(step_);
    });
  }

 private:
  bool emit_gnpx_cannibalistic(const Fish& found, sdk::StepSink& sink) {
    const Fish fish = gnpx_cannibalistic_view(found);
    return emit_gnpx_text(fish, kCannibalisticKind, true, sink);
  }

  /** A fish whose covers share no candidate, in GNPX's text. */
  bool emit_gnpx(const Fish& fish, sdk::StepSink& sink) { return emit_gnpx_text(fish, 0, false, sink); }

  bool emit_gnpx_text(const Fish& fish, std::uint32_t extra_kind, bool cannibalistic, sdk::StepSink& sink) {
    if (fish.eliminations.empty()) return true;
    build_fish_step(step_, fish, extra_kind);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    put_gnpx_fish_text(text, fish, cannibalistic);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  int size_;
  bool cannibalistic_;
  bool gnpx_;
  int max_fins_ = 0, max_endo_fins_ = 0;
  FishSearch search_;
  sdk::StepBuilder step_;
};

class FrankenFish : public ComplexFish<Shape::franken, false> {
 public:
  static constexpr npe_reglib_code kReglibCodes[] = {{"0330", "size=2", NPE_REGLIB_DIGITS, kClassMask, kFrankenKind},
                                                     {"0331", "size=3", NPE_REGLIB_DIGITS, kClassMask, kFrankenKind},
                                                     {"0332", "size=4", NPE_REGLIB_DIGITS, kClassMask, kFrankenKind},
                                                     {"0333", "size=5", NPE_REGLIB_DIGITS, kClassMask, kFrankenKind},
                                                     {"0334", "size=6", NPE_REGLIB_DIGITS, kClassMask, kFrankenKind},
                                                     {"0335", "size=7", NPE_REGLIB_DIGITS, kClassMask, kFrankenKind}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "complex_fish.franken",
       .name = "Franken Fish",
       .description = "n rows (columns) and blocks whose candidates of a digit lie in n columns (rows) and blocks, one "
                      "side holding a block: the digit leaves the cover houses' other cells (HoDoKu's Franken X-Wing "
                      ".. Leviathan)",
       .default_points = 300,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kFinlessParams, kReglibCodes);
  using ComplexFish::ComplexFish;
};

class FinnedFrankenFish : public ComplexFish<Shape::franken, true> {
 public:
  // HoDoKu's RegressionTester: size n, 5 fins, 2 endo-fins (Options.ALL_STEPS_MAX_FINS / _ENDO_FINS).
  // A Siamese fish (03411, 03421) is two fish of one base set: two steps here.
  static constexpr npe_reglib_code kReglibCodes[] = {
      {"0340", "size=2 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind},
      {"0341", "size=3 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind},
      {"0342", "size=4 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind},
      {"0343", "size=5 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind},
      {"0344", "size=6 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind},
      {"0345", "size=7 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind},
      {"03411", "size=3 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind},
      {"03421", "size=4 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kFrankenKind}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "complex_fish.finned_franken",
       .name = "Finned Franken Fish",
       .description =
           "a Franken fish with exo-fins (base candidates outside the cover) or endo-fins (in two base "
           "houses): cover candidates that see every fin lose the digit (HoDoKu's Finned Franken X-Wing .. Leviathan)",
       .default_points = 390,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kFinnedParams, kReglibCodes);
  using ComplexFish::ComplexFish;
};

class MutantFish : public ComplexFish<Shape::mutant, false> {
 public:
  static constexpr npe_reglib_code kReglibCodes[] = {{"0350", "size=2", NPE_REGLIB_DIGITS, kClassMask, kMutantKind},
                                                     {"0351", "size=3", NPE_REGLIB_DIGITS, kClassMask, kMutantKind},
                                                     {"0352", "size=4", NPE_REGLIB_DIGITS, kClassMask, kMutantKind},
                                                     {"0353", "size=5", NPE_REGLIB_DIGITS, kClassMask, kMutantKind},
                                                     {"0354", "size=6", NPE_REGLIB_DIGITS, kClassMask, kMutantKind},
                                                     {"0355", "size=7", NPE_REGLIB_DIGITS, kClassMask, kMutantKind}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "complex_fish.mutant",
       .name = "Mutant Fish",
       .description = "n houses of any kinds whose candidates of a digit lie in n other houses, not a basic or Franken "
                      "fish: the digit leaves the cover houses' other cells (HoDoKu's Mutant X-Wing .. Leviathan)",
       .default_points = 450,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kFinlessParams, kReglibCodes);
  using ComplexFish::ComplexFish;
};

class FinnedMutantFish : public ComplexFish<Shape::mutant, true> {
 public:
  static constexpr npe_reglib_code kReglibCodes[] = {
      {"0360", "size=2 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kMutantKind},
      {"0361", "size=3 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kMutantKind},
      {"0362", "size=4 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kMutantKind},
      {"0363", "size=5 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kMutantKind},
      {"0364", "size=6 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kMutantKind},
      {"0365", "size=7 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kMutantKind},
      {"03621", "size=4 max_fins=5 max_endo_fins=2", NPE_REGLIB_DIGITS, kClassMask, kFinnedKind | kMutantKind}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "complex_fish.finned_mutant",
       .name = "Finned Mutant Fish",
       .description = "a Mutant fish with exo-fins or endo-fins: cover candidates that see every fin lose the digit "
                      "(HoDoKu's Finned Mutant X-Wing .. Leviathan)",
       .default_points = 470,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kFinnedParams, kReglibCodes);
  using ComplexFish::ComplexFish;
};

}  // namespace npe::plugins::complex_fish
