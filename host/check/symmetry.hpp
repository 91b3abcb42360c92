// The symmetry check for missed instances (docs/writing-a-technique.md, Checks): Sudoku's rules do
// not change when the digits are relabelled, the grid is transposed, rows are swapped inside a band,
// bands are swapped, or the same is done to columns and stacks. So a technique that finds all
// instances must find exactly the transformed set of steps on a transformed position (compared as
// placements and eliminations), and a first-only technique must find something on the transformed
// position whenever it finds something on the original. A technique that overlooks a house kind or
// an orientation fails it. Usable from tests: symmetry_mismatch takes any find function.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "steps/step.hpp"

namespace npe {

/** A validity-preserving transformation of the grid: cell (r, c) goes to (rows[r], columns[c]),
 *  transposed first when `transpose`; digit d becomes digits[d]. */
struct GridTransform {
  bool transpose = false;
  std::array<int, 9> rows{0, 1, 2, 3, 4, 5, 6, 7, 8};        // where row r goes (bands and rows inside them)
  std::array<int, 9> columns{0, 1, 2, 3, 4, 5, 6, 7, 8};     // where column c goes
  std::array<int, 10> digits{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};  // digits[0] stays 0

  int cell(int cell) const;
  int digit(int digit) const { return digits[digit]; }
  Mask mask(Mask mask) const;
  Grid apply(const Grid& grid) const;
  CellDigit apply(CellDigit cell_digit) const;
  /** "transpose, rows 213456789, columns 123456789, digits 1->4 2->7 ..." (identity parts left out). */
  std::string describe() const;
};

/** Which transformations carry a technique's steps along (ABI 1.5's geometry flags). */
enum class Geometry {
  free,            // all of them
  one_house_kind,  // never transposed (NPE_TECHNIQUE_ONE_HOUSE_KIND)
  half_turn,       // those commuting with the half-turn around r5c5 (NPE_TECHNIQUE_HALF_TURN_GEOMETRY)
  diagonal,        // those commuting with the main diagonal's reflection (NPE_TECHNIQUE_DIAGONAL_GEOMETRY)
  fixed            // digits relabelled only (NPE_TECHNIQUE_FIXED_GEOMETRY)
};

/** The geometry a descriptor's flags declare (free without a geometry flag). */
Geometry geometry_of(std::uint32_t flags);

/** A random transformation of `geometry`'s: digits relabelled; for free, transposed half of the time,
 *  rows inside each band, bands, columns inside each stack and stacks permuted; for the others only
 *  what keeps their geometry (symmetry.hpp's Geometry). */
GridTransform random_transform(std::mt19937& random, Geometry geometry = Geometry::free);

/** A technique's steps on a position; `all` asks for NPE_FIND_ALL. */
using FindFunction = std::function<std::vector<Step>(const Grid& grid, bool all)>;

/** What a step does, as placements and eliminations: "p:r1c2=3 e:r4c5<>6 ...", sorted. */
std::string step_effect(const Step& step);

/** How the steps on a position and on its transformed copy are compared. */
enum class SymmetryCompare {
  steps,      // find-all: the sets of step effects correspond exactly
  union_of,   // find-all: the union of all placements and of all eliminations corresponds (a technique
              // that may keep one instance per elimination among equals)
  first_only  // a step on the original means a step on the transformed position, and the reverse
};

/** Runs `find` on `grid` and on transform.apply(grid) and compares them. Returns nothing when they
 *  agree, otherwise what is missing where: the step (or placement, elimination) without a
 *  counterpart, the position and the transformation. */
std::optional<std::string> symmetry_mismatch(const FindFunction& find, const Grid& grid, const GridTransform& transform,
                                             SymmetryCompare compare);

/** How the symmetry check treats a technique: which transformations it applies, how it compares and
 *  with which parameters it creates the technique. Every technique gets the full check except the
 *  shipped ones that symmetry_limits names, each for a reason that is part of its definition or of
 *  HoDoKu's search it reproduces (docs/writing-a-technique.md, "Missed instances"). */
struct SymmetryLimits {
  Geometry geometry = Geometry::free;  // the transformations applied (the descriptor's geometry flag)
  bool relabel = true;                 // false: the technique's rule depends on the digits' order
  bool measured = false;               // find-all held to the first-only rule, the exact agreement only measured
  bool existence_measured = false;     // even the first-only rule only measured (a search that can miss a step)
  std::vector<std::pair<std::string, std::string>> params;  // instead of the defaults
  bool skip = false;                                        // not checked at all (why says why)
  std::string why;                                          // one line for the report, empty for the full check
};

/** The limits for a technique, by its id and its descriptor's flags:
 *  - a technique that declares a geometry flag (ABI 1.5; the seed's `row` and `col` declare
 *    NPE_TECHNIQUE_ONE_HOUSE_KIND): only the transformations that keep its geometry;
 *  - a technique that declares NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT (ABI 1.4: HoDoKu's nice loops,
 *    whose breadth-first search keeps the first chain to each implication; Sudoku Explainer's chains,
 *    whose multiple chains start only from some cells): measured, even the first-only rule, since
 *    the search can miss every step of a position that a transformed copy finds;
 *  - als.xy_chain: with HoDoKu's all-steps setting (forward_only=0, max_rcs=6) and the digits never
 *    relabelled. By default it links only to sets later in HoDoKu's ALS list (forward_only=1), an
 *    order of cells, and HoDoKu's link rule (RestrictedCommon.checkRC, reproduced) keeps the first of
 *    two commons in digit order. (Its search budget is no limit here: when it runs out, the plugin
 *    reports the chains of the longest length it searched in full, plugins/als/als_chain.hpp.)
 *  Any other id: the full check. */
SymmetryLimits symmetry_limits(const std::string& technique, std::uint32_t flags);

}  // namespace npe
