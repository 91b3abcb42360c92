// Colourings as evidence: clusters of candidates linked by conjugate pairs (a house with exactly two
// places of a digit) and bivalue cells, the two colours of a cluster its two sides.
#pragma once

#include "evidence/support.hpp"

namespace npe::evidence {

/** The colourings' possible worlds: for each combination of one side per cluster that does not
 *  contradict itself, which candidates are true. */
struct ColorWorld {
  std::vector<Literal> truths;  // candidates of the true colours
  std::vector<Literal> falses;  // candidates of the false colours
};
struct ColorWorlds {
  std::vector<ColorWorld> worlds;  // each consistent combination
};

/** Checks that each cluster is connected by conjugate links joining opposite colours; throws
 *  EvidenceError. Then enumerates the consistent combinations. */
ColorWorlds check_colors(const Step& step, const Grid& grid);

/** Whether `target` ("(cell, digit) false" or "true") holds in every consistent combination. */
bool colors_prove(const ColorWorlds& worlds, const Literal& target);

}  // namespace npe::evidence
