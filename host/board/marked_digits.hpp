// Which placed digits are givens, in every position form. A digits line (81 cells, '.' or '0'
// empty) may write a digit placed while solving as '+' and the digit, as HoDoKu's regression library
// does in its givens field: "+5" is a placed digit that is no given, "5" a given. A line without any
// '+' says nothing about givens.
//
// The sound reading of a position without givens information (a puzzle line, a 729-character string
// or a pencil-mark grid alone, a digits line without '+') is that every placed digit is a given: a
// technique that reads givens (NPE_TECHNIQUE_USES_GIVENS: the avoidable rectangles) reasons that a
// non-given placed digit could move in another solution, which is false of a given, so reading a
// given as non-given can remove a solution's digit, while reading a placed digit as a given only
// hides such a step (docs/corpora.md, "Givens").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "board/grid.hpp"

namespace npe {

/** A digits line as read: the digits, and per cell 1 when its digit is a given. */
struct MarkedDigits {
  Digits digits{};
  std::array<std::uint8_t, 81> givens{};
  bool marked = false;  // some digit was written with '+': the line says which digits are givens
};

/** True when `field` is 81 cells ('.', '0' or a digit, each digit optionally after one '+') with
 *  at least one '+': a digits line that marks its givens. */
bool is_marked_digits_field(std::string_view field);

/** Reads a digits line of 81 cells, '+' before a digit placed while solving. Throws InputError
 *  (without location) on malformed text. */
MarkedDigits parse_marked_digits(std::string_view field);

/** Sets grid.givens: as `marks` say when they mark givens, else every placed digit is a given. */
void set_givens(Grid& grid, const std::optional<MarkedDigits>& marks);

/** The grid's digits as an 81-cell line, '.' empty and '+' before each placed digit that is no
 *  given (no '+' at all when every placed digit is a given). */
std::string marked_digits_line(const Grid& grid);

/** The givens alone (the puzzle the position comes from): placed digits that are no given left out. */
Digits given_digits(const Grid& grid);

/** The position as one line every npe command reads back with its candidates and givens: the
 *  marked digits line, a space, the 729-character pencil-mark string. */
std::string position_line(const Grid& grid);

}  // namespace npe
