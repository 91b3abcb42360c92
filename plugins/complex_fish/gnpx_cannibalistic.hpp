// GNPX's Cannibalistic F/M fish (GNPX v5.84 methods 201, "CannibalisticF/M_Fish" and
// "Finned_Cannibalistic_F/M_Fish", level 13; GIDOO-code/Sudoku_Solver_Generator_v6 at df8cb827,
// "GNPX 5.84/GNPX_v5.84/5 GNPX_analyzer/53 Fish/531 UFishMan.cs" for the cover sets, GNPX's fish
// analyzer's CannibalisticFMFish_Ex for the eliminations, docs/page37.html "(4) Cannibalism" for the
// logic; docs/techniques.md "GNPX's Cannibalistic F/M fish").
//
// GNPX's definition: a Franken/Mutant fish (bases and covers from the 27 houses, bases sharing no
// candidate) whose cover sets overlap on candidates of the digit: the candidates in two cover sets or
// more are the "cannibalistic" cells. If no fin is true, a true cannibalistic cell would fill two
// covers at once, leaving n - 1 covers for the n base digits: without fins GNPX removes the
// cannibalistic cells. With fins its code counts the cannibalistic cells as fins too: it removes the
// cover candidates outside the base, and the cannibalistic ones, that see every fin and every
// cannibalistic cell (so in effect never a cannibalistic one: no cell sees itself). Sound: a true fin
// removes what sees it; with none the fish stands. GNPX's ordinary F/M fish (methods 46, 47) reject
// overlapping covers, so these steps are the fish only this method finds.
//
// npe: the complex fish search with `cannibalistic: 1` keeps the fish with a candidate in two covers
// and reports GNPX's eliminations: fin-less, the twice-covered candidates; finned, the fish's own
// eliminations (cover candidates seeing every fin) that also see every twice-covered candidate.
// Text (GNPX's short result, _FishResult): "Cannibalistic F/M Xwing #9 r2 b1/r3 b3",
// "Finned Cannibalistic F/M Xwing #3 r8 b3/r2 c7".
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

/** GNPX's short result text of a cannibalistic fish (no endo-fins: GNPX's bases never overlap). */
inline void put_gnpx_cannibalistic_text(sdk::TextBuffer& text, const Fish& fish) {
  static constexpr const char* kNames[] = {"Xwing", "SwordFish", "JellyFish", "Squirmbag", "Whale", "Leviathan"};
  text.put(fish.finned() ? "Finned Cannibalistic F/M " : "Cannibalistic F/M ");
  text.put(kNames[fish.size - kMinSize]);
  text.put(" #");
  text.put_digit(fish.digit);
  text.put(' ');
  put_gnpx_houses(text, fish.base);
  text.put('/');
  put_gnpx_houses(text, fish.cover);
}

}  // namespace npe::plugins::complex_fish
