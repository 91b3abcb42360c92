// What a complex fish is made of (HoDoKu's FishSolver, docs/techniques.md "Complex fish"): houses of
// any kind as base and cover units, HoDoKu's classification (basic, Franken, Mutant) by the kinds of
// houses used, and its names and base scores per size.
#pragma once

#include <cstdint>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>

namespace npe::plugins::complex_fish {

using sdk::CellSet;

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 7;

/** House kinds as HoDoKu masks them (LINE_MASK, COL_MASK, BLOCK_MASK). */
inline constexpr unsigned kRowKind = 1, kColKind = 2, kBlockKind = 4;

constexpr unsigned kind_of_house(int house) { return house < 9 ? kRowKind : house < 18 ? kColKind : kBlockKind; }

/** The kinds of the houses in a 27-bit house mask. */
constexpr unsigned kinds_of(std::uint32_t houses) {
  unsigned kinds = 0;
  if (houses & 0x1ffu) kinds |= kRowKind;
  if (houses & (0x1ffu << 9)) kinds |= kColKind;
  if (houses & (0x1ffu << 18)) kinds |= kBlockKind;
  return kinds;
}

enum class Shape { basic, franken, mutant };

/** HoDoKu's createFishStep: basic = rows against columns (or the reverse); Franken = rows (and
 *  blocks) against columns (and blocks), or the reverse; everything else is Mutant (e.g. blocks only
 *  as base, rows and columns mixed, blocks only as cover). */
constexpr Shape shape_of(unsigned base_kinds, unsigned cover_kinds) {
  if ((base_kinds == kRowKind && cover_kinds == kColKind) || (base_kinds == kColKind && cover_kinds == kRowKind)) {
    return Shape::basic;
  }
  const bool rows_base = base_kinds == kRowKind || base_kinds == (kRowKind | kBlockKind);
  const bool cols_cover = cover_kinds == kColKind || cover_kinds == (kColKind | kBlockKind);
  const bool cols_base = base_kinds == kColKind || base_kinds == (kColKind | kBlockKind);
  const bool rows_cover = cover_kinds == kRowKind || cover_kinds == (kRowKind | kBlockKind);
  if ((rows_base && cols_cover) || (cols_base && rows_cover)) return Shape::franken;
  return Shape::mutant;
}

/** Step kind bits: the size n in the low nibble, then finned, Franken, Mutant, Kraken type,
 *  GNPX's cannibalistic method (a step carrying only its cannibalistic eliminations). */
inline constexpr std::uint32_t kFinnedKind = 0x100;
inline constexpr std::uint32_t kFrankenKind = 0x400;
inline constexpr std::uint32_t kMutantKind = 0x800;
inline constexpr std::uint32_t kKrakenType1Kind = 0x1000;
inline constexpr std::uint32_t kKrakenType2Kind = 0x2000;
inline constexpr std::uint32_t kCannibalisticKind = 0x4000;

/** HoDoKu's size names (SolutionType). */
inline const char* size_name(int size) {
  static constexpr const char* kNames[] = {"X-Wing", "Swordfish", "Jellyfish", "Squirmbag", "Whale", "Leviathan"};
  return kNames[size - kMinSize];
}

/** HoDoKu's base scores (Options.DEFAULT_SOLVER_STEPS) per shape, finned or not, and size. */
inline int base_score(Shape shape, bool finned, int size) {
  static constexpr int kBasic[2][6] = {{140, 150, 160, 470, 470, 470}, {130, 200, 250, 470, 470, 470}};
  static constexpr int kFranken[2][6] = {{300, 350, 370, 470, 470, 470}, {390, 410, 430, 470, 470, 470}};
  static constexpr int kMutant[2][6] = {{450, 450, 450, 470, 470, 470}, {470, 470, 470, 470, 470, 470}};
  const int i = size - kMinSize;
  switch (shape) {
    case Shape::basic: return kBasic[finned][i];
    case Shape::franken: return kFranken[finned][i];
    default: return kMutant[finned][i];
  }
}

/** "Finned Franken Swordfish", "Sashimi X-Wing" (HoDoKu's SolutionType names). */
inline void put_fish_name(sdk::TextBuffer& text, Shape shape, bool finned, int size, bool sashimi = false) {
  if (sashimi)
    text.put("Sashimi ");
  else if (finned)
    text.put("Finned ");
  text.put(shape == Shape::franken ? "Franken " : shape == Shape::mutant ? "Mutant " : "");
  text.put(size_name(size));
}

/** HoDoKu's library form of units: "c28b4" (the kind letter when it changes, then 1-based numbers;
 *  rows, columns, blocks in house order). */
inline void put_units(sdk::TextBuffer& text, std::uint32_t houses) {
  unsigned last = 0;
  for (int house = 0; house < sdk::kHouses; ++house) {
    if (!(houses & (1u << house))) continue;
    const unsigned kind = kind_of_house(house);
    if (kind != last) text.put(kind == kRowKind ? 'r' : kind == kColKind ? 'c' : 'b');
    last = kind;
    text.put_digit(house % 9 + 1);
  }
}

/** " fr6c1 fr7c2" for exo-fins (prefix "f") or endo-fins ("ef"), ascending. */
inline void put_fins(sdk::TextBuffer& text, CellSet cells, const char* prefix) {
  while (!cells.empty()) {
    const int cell = cells.pop_first();
    text.put(' ');
    text.put(prefix);
    text.put('r');
    text.put_digit(sdk::row_of(cell) + 1);
    text.put('c');
    text.put_digit(sdk::col_of(cell) + 1);
  }
}

}  // namespace npe::plugins::complex_fish
