// Forcing Chain and Forcing Net (HoDoKu's TablingSolver; docs/techniques.md "Forcing Chains and
// Forcing Nets"): contradiction and verity steps of each, found by forcing_search.hpp.
//
// Texts (HoDoKu's SolutionStep.toString, first line): "Forcing Chain Contradiction in r4c5 => r1c2<>3",
// "Forcing Net Verity => r6c6=7". HoDoKu adds one line per chain; the ABI's 255-byte text cannot hold
// them, and the chains are in the step's evidence.
// GNPX's eNW_DeathBlossom (ID 108; docs/techniques.md "GNPX's methods"): a forcing chain's contradiction
// from a candidate assumed true, in GNPX's text (death_blossom_text.hpp).
#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

#include "forcing_search.hpp"

namespace npe::plugins::forcing {
namespace {

inline constexpr npe_param_desc kParams[] = {
    {sizeof(npe_param_desc), "max_work",
     "bound on the work of one find, in propagation rounds summed over the assumptions (0: none); "
     "assumptions past it are not tried",
     NPE_PARAM_INT, 0, 1000000000, 0}};

template <bool kNet, bool kDeathBlossom = false>
class Forcing {
 public:
  explicit Forcing(const sdk::Params& params) : search_(kNet, params.get("max_work"), kDeathBlossom) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) { search_.find(position, sink); }

 private:
  ForcingSearch search_;
};

class ForcingChain : public Forcing<false> {
 public:
  static constexpr npe_reglib_code kReglibCodes[] = {{"1301", "", 0, 3, kContradictionKind},
                                                     {"1302", "", 0, 3, kVerityKind}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "forcing.chain",
       .name = "Forcing Chain",
       .description =
           "a candidate assumed true or false, with what follows link by link (one premise each): an "
           "assumption ending in a contradiction is false; what a candidate and its negation, every candidate of a "
           "cell or every place of a digit in a house imply holds",
       .default_points = 500,
       .default_rating_x10 = 85,
       .yields = NPE_YIELDS_PLACEMENTS | NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglibCodes);
  using Forcing::Forcing;
};

class ForcingNet : public Forcing<true> {
 public:
  static constexpr npe_reglib_code kReglibCodes[] = {{"1303", "", 0, 3, kContradictionKind},
                                                     {"1304", "", 0, 3, kVerityKind}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "forcing.net",
       .name = "Forcing Net",
       .description = "as a forcing chain, but a cell left with one candidate or a house with one place for a digit "
                      "(several premises together) forces it; reports only what no forcing chain gives",
       .default_points = 700,
       .default_rating_x10 = 90,
       .yields = NPE_YIELDS_PLACEMENTS | NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams, kReglibCodes);
  using Forcing::Forcing;
};

class NetworkDeathBlossom : public Forcing<false, true> {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "forcing.gnpx_death_blossom",
       .name = "eNW_DeathBlossom",
       .description =
           "GNPX's eNW_DeathBlossom: a candidate assumed true whose network (forcing-chain links) leaves a cell, the "
           "stem, without candidates, or makes a candidate true and false, is eliminated",
       .default_points = 500,
       .default_rating_x10 = 85,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);
  using Forcing::Forcing;
};

}  // namespace
}  // namespace npe::plugins::forcing

NPE_PLUGIN("forcing", "1.1.0", npe::plugins::forcing::ForcingChain, npe::plugins::forcing::ForcingNet,
           npe::plugins::forcing::NetworkDeathBlossom)
