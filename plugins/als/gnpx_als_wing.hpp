// GNPX's eALS_Wing_2D, _3D, _4D (v5.84 methods 130..132, levels 9, 10, 11; GIDOO-code/
// Sudoku_Solver_Generator_v6, "GNPX 5.84/GNPX_v5.84/5 GNPX_analyzer/54 ALS AnLS/540 e_GNPZ_An26Ex
// ALS_Wing.cs", eNetwork_App.eALS_Wing and eALS_Wing_SolResult; registered in "50 GNPX_analyzer Base
// Control/501 Analyzer_Man.cs"; docs/techniques.md "eALS_Wing").
//
// GNPX's definition: a stem cell of n candidates (n = 2, 3, 4) and n almost locked sets apart from it
// (they may share cells with one another), a digit z in all of them, and a cell T outside them holding
// z and seeing every z of every set. If T were z, each set would lose z and be locked; GNPX then takes
// from the stem each digit d of a locked set whose d-cells all see the stem, and when the stem keeps
// no digit, T is not z. That is a Death Blossom with overlapping petals read from the target: so
// npe runs its Death Blossom search (death_blossom.hpp) with petals allowed to overlap and the stem
// size fixed, one step per eliminated candidate as GNPX reports them, and the same evidence (per stem
// digit d the chain stem = d => petal d locked without d => petal holds z => T <> z).
// Text (GNPX's eALS_Wing_SolResult): "eALS_Wing_2D  Stem: r1c2  Eliminated: r3c4#5".
// Differences: GNPX picks n distinct sets and a stem digit may be covered by any of them; npe gives
// each stem digit its petal, and one set may serve two digits (GNPX needs a further set then).
#pragma once

#include <npe/sdk/describe.hpp>

#include "death_blossom.hpp"

namespace npe::plugins::als {

class GnpxAlsWing : public DeathBlossom {
 public:
  static constexpr npe_param_desc kParams[] = {{sizeof(npe_param_desc), "size",
                                                "the stem's number of candidates: GNPX's eALS_Wing_2D, _3D, _4D",
                                                NPE_PARAM_INT, 2, 4, 2}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "als.gnpx_als_wing",
       .name = "eALS Wing",
       .description = "a stem cell of n candidates and n almost locked sets, possibly overlapping, each candidate's "
                      "cells in some set seeing the stem: a digit of all the sets leaves each cell seeing every one "
                      "of it (GNPX's eALS_Wing_2D .. 4D)",
       .default_points = 360,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  explicit GnpxAlsWing(const sdk::Params& params)
      : DeathBlossom(BlossomForm{true, static_cast<int>(params.get("size")), true}) {}
};

}  // namespace npe::plugins::als
