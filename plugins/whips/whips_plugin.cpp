// Denis Berthier's resolution theory (docs/techniques.md, "Berthier's whips and braids"; CSP-Rules
// V2.1, github.com/denis-berthier/CSP-Rules-V2.1): bivalue-chains, z-chains, t-whips, whips and
// braids, g-whips and g-braids of at most `max_length` CSP variables, found shortest first, written in his notation,
// each step with the forcing chain (a proof by contradiction from its target) the host replays.
#include <npe/sdk.hpp>
#include <npe/sdk/describe.hpp>

#include "chain_technique.hpp"

namespace npe::plugins::whips {
namespace {

/** The parameters of every type: the longest chain searched (CSP-Rules goes to 36), and whether a
 *  candidate may enter two variables. */
template <int kMin, int kDefault>
inline constexpr npe_param_desc kLengthParams[] = {
    {sizeof(npe_param_desc), "max_length",
     "the most CSP variables a chain may have; every shorter chain is searched first", NPE_PARAM_INT, kMin, kMaxLength,
     kDefault},
    {sizeof(npe_param_desc), "distinct_left",
     "1: no candidate enters two variables, as CSP-Rules asks of whips and chains (braids never ask it); 0: any may",
     NPE_PARAM_INT, 0, 1, 1}};

inline constexpr std::uint32_t kFlags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_ORDER_DEPENDENT;

template <ChainType kType>
class Typed {
 public:
  explicit Typed(const sdk::Params& params)
      : technique_(kType, static_cast<int>(params.get("max_length")), params.get("distinct_left") != 0) {}
  void find(const sdk::Position& position, sdk::StepSink& sink) { technique_.find(position, sink); }

 private:
  ChainTechnique technique_;
};

class BivalueChain : public Typed<ChainType::bivalue> {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "whips.bivalue_chain",
       .name = "Bivalue-chain",
       .description = "Berthier's bivalue-chain[n]: CSP variables of two candidates each, the first entered from a "
                      "candidate linked to the target and the last left by one: the target is false",
       .default_points = 300,
       .default_rating_x10 = 70,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kFlags},
      kLengthParams<2, 5>);
  using Typed::Typed;
};

class ZChain : public Typed<ChainType::z_chain> {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "whips.z_chain",
       .name = "z-chain",
       .description = "Berthier's z-chain[n]: a bivalue-chain whose variables may hold more candidates, each linked "
                      "to the target (z-candidates)",
       .default_points = 350,
       .default_rating_x10 = 75,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kFlags},
      kLengthParams<2, 5>);
  using Typed::Typed;
};

class TWhip : public Typed<ChainType::t_whip> {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "whips.t_whip",
       .name = "t-whip",
       .description = "Berthier's t-whip[n]: a bivalue-chain whose variables after the first may hold more "
                      "candidates, each linked to an earlier right-linking candidate (t-candidates)",
       .default_points = 350,
       .default_rating_x10 = 75,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kFlags},
      kLengthParams<2, 5>);
  using Typed::Typed;
};

class Whip : public Typed<ChainType::whip> {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "whips.whip",
       .name = "Whip",
       .description = "Berthier's whip[n]: CSP variables each entered from a candidate linked to the previous one's "
                      "right-linking candidate, with z- and t-candidates, the last left with none: the target is false",
       .default_points = 400,
       .default_rating_x10 = 80,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kFlags},
      kLengthParams<1, 5>);
  using Typed::Typed;
};

class Braid : public Typed<ChainType::braid> {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "whips.braid",
       .name = "Braid",
       .description = "Berthier's braid[n]: a whip whose variables may each be entered from a candidate linked to "
                      "the target or to any earlier right-linking candidate",
       .default_points = 500,
       .default_rating_x10 = 85,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kFlags},
      kLengthParams<1, 3>);
  using Typed::Typed;
};

class GWhip : public Typed<ChainType::g_whip> {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "whips.g_whip",
       .name = "g-whip",
       .description = "Berthier's g-whip[n]: a whip whose right-linking candidates may be g-labels, a digit in a "
                      "segment (a line's three cells in a block)",
       .default_points = 450,
       .default_rating_x10 = 82,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = kFlags},
      kLengthParams<1, 4>);
  using Typed::Typed;
};

class GBraid : public Typed<ChainType::g_braid> {
 public:
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "whips.g_braid",
                     .name = "g-braid",
                     .description = "Berthier's g-braid[n]: a braid whose right-linking candidates may be g-labels",
                     .default_points = 550,
                     .default_rating_x10 = 87,
                     .yields = NPE_YIELDS_ELIMINATIONS,
                     .flags = kFlags},
                    kLengthParams<1, 2>);
  using Typed::Typed;
};

}  // namespace
}  // namespace npe::plugins::whips

NPE_PLUGIN("whips", "0.1.0", npe::plugins::whips::BivalueChain, npe::plugins::whips::ZChain, npe::plugins::whips::TWhip,
           npe::plugins::whips::Whip, npe::plugins::whips::Braid, npe::plugins::whips::GWhip,
           npe::plugins::whips::GBraid)
