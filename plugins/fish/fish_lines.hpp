// The candidate lines of one digit for a fish search, and the fish's text (GNPX's form, docs/seed-notes.md).
//
// A fish with base set rows has cover set columns and the reverse; the search works on "lines"
// (the base houses) and "crosses" (the cover houses) so one code serves both orientations.
// Fixed arrays only: built on the hot path without the heap.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>

namespace npe::plugins::fish {

inline constexpr int kMinSize = 2;
inline constexpr int kMaxSize = 7;

/** Step kind bits: the size n in the low nibble, then orientation, finned and sashimi. */
inline constexpr std::uint32_t kColumnBaseKind = 0x10;
inline constexpr std::uint32_t kFinnedKind = 0x100;
inline constexpr std::uint32_t kSashimiKind = 0x200;

/** GNPX's names for the sizes 2..7 (docs/seed-notes.md, GNPX fish): "Xwing", "SwordFish", ... */
inline const char* size_name(int size) {
  static constexpr const char* kNames[] = {"Xwing", "SwordFish", "JellyFish", "Squirmbag", "Whale", "Leviathan"};
  return kNames[size - kMinSize];
}

/** The 9-bit mask of the three crosses of band/stack `group` (0..2). */
constexpr unsigned group_mask(int group) { return 7u << (3 * group); }

/** The cell where base line `line` meets cross `cross` in orientation `columns_base`. */
constexpr int cell_of(bool columns_base, int line, int cross) {
  return columns_base ? sdk::cell_at(cross, line) : sdk::cell_at(line, cross);
}

/** One digit's candidate places, per base line, as masks over the crosses. */
struct DigitLines {
  bool columns_base = false;
  int digit = 0;
  unsigned places[9] = {};

  DigitLines(const sdk::Position& position, bool columns, int d) : columns_base(columns), digit(d) {
    for (int line = 0; line < 9; ++line) places[line] = position.places_for(columns ? 9 + line : line, d);
  }

  int base_house(int line) const { return columns_base ? 9 + line : line; }
  int cover_house(int cross) const { return columns_base ? cross : 9 + cross; }
};

/** Writes "R348" / "C136" for a mask of lines 0..8 (the letter of the house kind, then 1-based numbers). */
inline void put_lines(sdk::TextBuffer& out, char letter, unsigned mask) {
  out.put(letter);
  out.put_digits(mask);
}

/** "SwordFish #3 BaseSet:R348 CoverSet:C136", with "Finned "/"Sashimi " before and " Fin:r6c2" after
 *  for finned fish (prefix and fins empty for a basic fish). */
inline void write_fish_text(char* text, std::size_t size, const char* prefix, int fish_size, const DigitLines& lines,
                            unsigned base, unsigned cover, const int* fins, int fin_count) {
  sdk::TextBuffer out(text, size);
  out.put(prefix);
  out.put(size_name(fish_size));
  out.put(" #");
  out.put_digit(lines.digit);
  out.put(" BaseSet:");
  put_lines(out, lines.columns_base ? 'C' : 'R', base);
  out.put(" CoverSet:");
  put_lines(out, lines.columns_base ? 'R' : 'C', cover);
  if (fin_count > 0) {
    out.put(" Fin:");
    put_gnpx_cells(out, fins, fin_count);
  }
}

}  // namespace npe::plugins::fish
