// The pencil-mark grid that HoDoKu and Sudoku Explainer print and read: 9 rows of 9 candidate
// strings, framed by '|', '+', '-', '.', ':', '\'' and '=' characters that are ignored:
//
//   .----------------.----------------.
//   | 2    6    8    | 9    1    3    | ...
//   | 359  359  35   | 6    4    2    | ...
//   :----------------+----------------:
//
// Givens: without a digits line, a cell written as one digit is a placed digit (HoDoKu prints a
// solved cell as its digit alone; an unsolved cell with one candidate cannot be told apart, and is
// read as placed). With a digits line (an 81-character puzzle line before the grid, see
// position_input.hpp) the line says which cells are placed and a one-digit cell elsewhere is a
// single candidate. Candidates that a placed digit of a peer rules out are dropped.
//
// The 729-character pencil-mark string of Sukaku Explainer, tdoku and other solvers: the cells row
// by row, 9 characters each; the k-th character of a cell is the digit k when k is a candidate and
// '.' when not ('0', '*' and '_' are read as '.' too, as Sukaku Explainer does; tdoku reads only '.'):
// character row * 81 + col * 9 + digit - 1. The form has no givens: a placed digit is written as the
// cell's only candidate. Read without a digits line, a cell whose only candidate d is no candidate
// of a peer is placed (Sukaku Explainer's rule); a digits line before the string says it instead.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board/grid.hpp"

namespace npe {

/** A line of the source with its 1-based number (for messages). */
struct SourceLine {
  std::string_view text;
  int number = 0;
};

/** True when the line holds no digit: a frame line of a pencil-mark grid, or an empty one. */
bool is_pencil_mark_frame(std::string_view line);

/** True when the line, frame characters removed, is 9 white-space-separated strings of digits 1..9. */
bool is_pencil_mark_row(std::string_view line);

/** Reads a pencil-mark grid from lines (frame lines skipped; exactly 9 rows). `placed` are the
 *  digits of a digits line when one was given. Throws InputError "NAME:LINE:COLUMN: what". */
Grid parse_pencil_marks(const std::vector<SourceLine>& lines, const std::string& name,
                        const std::optional<Digits>& placed = std::nullopt);

/** True when the line's first white-space-separated field is 729 characters long. */
bool is_pencil_mark_string(std::string_view line);

/** Reads a 729-character pencil-mark string (the line's first field). `placed` are the digits of a
 *  digits line when one was given. Throws InputError "NAME:LINE:COLUMN: what". */
Grid parse_pencil_mark_string(const SourceLine& line, const std::string& name,
                              const std::optional<Digits>& placed = std::nullopt);

/** The 729-character form of a grid: '.' for each digit that is not a candidate, a placed cell as its
 *  digit alone. */
std::string pencil_mark_string(const Grid& grid);

}  // namespace npe
