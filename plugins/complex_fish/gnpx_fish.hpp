// GNPX's Franken/Mutant fish (GNPX v5.84, GIDOO-code/Sudoku_Solver_Generator_v6 at df8cb827; "GNPX
// 5.84/GNPX_v5.84/5 GNPX_analyzer/53 Fish/531 UFishMan.cs" for the base and cover sets, FishGen's
// ExtFishSub, CannibalisticFMFish_Ex and _FishResult; docs/techniques.md "GNPX's methods"): bases and
// covers from the 27 houses, bases sharing no candidate.
//
// Methods 46, 47 and 200 (F/M fish, finned, with endo-fins): GNPX's cover search rejects cover sets
// that share a candidate of the digit (UFishMan.IEGet_CoverSet without its CannFlag), so these fish
// have no cannibalism; they remove the cover candidates outside the base (that see every fin).
//
// Methods 201 (Cannibalistic F/M fish, level 13): the cover sets must overlap on candidates of the
// digit: the candidates in two cover sets or more are the "cannibalistic" cells. If no fin is true, a
// true cannibalistic cell would fill two covers at once, leaving n - 1 covers for the n base digits:
// without fins GNPX removes the cannibalistic cells. With fins its code counts the cannibalistic cells
// as fins too: it removes the cover candidates outside the base, and the cannibalistic ones, that see
// every fin and every cannibalistic cell (so in effect never a cannibalistic one: no cell sees
// itself). Sound: a true fin removes what sees it; with none the fish stands.
//
// npe: the complex fish search with `gnpx: 1` drops the fish whose covers overlap; with
// `cannibalistic: 1` it keeps only those and reports GNPX's eliminations: fin-less, the
// twice-covered candidates; finned, the fish's own eliminations (cover candidates seeing every fin)
// that also see every twice-covered candidate.
// Text (GNPX's short result, _FishResult): "F/M Xwing #9 r2 b1/r3 b3", "Finned F/M SwordFish with Endo
// Fin #4 r2 c5 b7/...", "Cannibalistic F/M Xwing #9 r2 b1/r3 b3", "Finned Cannibalistic F/M Xwing #3
// r8 b3/r2 c7" ("Finned" for fins outside the covers; " with Endo Fin" for candidates in two bases).
#pragma once

#include <npe/sdk.hpp>

#include "fish_search.hpp"

namespace npe::plugins::complex_fish {

/** The fish as GNPX's cannibalistic method reports it (its eliminations empty when the covers do
 *  not overlap on a candidate, or it removes nothing). */
inline Fish gnpx_cannibalistic_view(const Fish& fish) {
  Fish view = fish;
  if (fish.twice.empty())
    view.eliminations = CellSet{};
  else if (fish.finned())
    view.eliminations = fish.eliminations & sdk::common_peers(fish.twice);
  else
    view.eliminations = fish.eliminations & fish.twice;
  return view;
}

/** GNPX's house list (HouseToString): "r" and the rows' numbers, then "c", then "b", space-separated. */
inline void put_gnpx_houses(sdk::TextBuffer& text, std::uint32_t houses) {
  bool first = true;
  for (int kind = 0; kind < 3; ++kind) {
    const unsigned part = (houses >> (9 * kind)) & 0x1ffu;
    if (part == 0) continue;
    if (!first) text.put(' ');
    first = false;
    text.put("rcb"[kind]);
    text.put_digits(part);
  }
}

/** GNPX's short result text of a Franken/Mutant fish, `cannibalistic` or not. */
inline void put_gnpx_fish_text(sdk::TextBuffer& text, const Fish& fish, bool cannibalistic) {
  static constexpr const char* kNames[] = {"Xwing", "SwordFish", "JellyFish", "Squirmbag", "Whale", "Leviathan"};
  if (!fish.exo_fins.empty()) text.put("Finned ");
  if (cannibalistic) text.put("Cannibalistic ");
  text.put("F/M ");
  text.put(kNames[fish.size - kMinSize]);
  if (!fish.endo_fins.empty()) text.put(" with Endo Fin");
  text.put(" #");
  text.put_digit(fish.digit);
  text.put(' ');
  put_gnpx_houses(text, fish.base);
  text.put('/');
  put_gnpx_houses(text, fish.cover);
}

}  // namespace npe::plugins::complex_fish
