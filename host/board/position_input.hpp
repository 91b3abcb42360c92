// The position `npe find` searches, in any of the forms a technique author has at hand:
//   - a puzzle: an 81-character line ('.' or '0' empty, optional solution after white space) or the
//     seed's 9-line grid; candidates are computed from the digits;
//   - a pencil-mark grid (pencil_marks.hpp), optionally preceded by an 81-character digits line that
//     says which cells are placed;
//   - a 729-character pencil-mark string (pencil_marks.hpp; Sukaku Explainer's and tdoku's form),
//     optionally preceded by such a digits line;
//   - a line of HoDoKu's regression library (reglib_case.hpp): digits, placed digits and deleted
//     candidates.
// Givens: the digits line of any form may write a digit placed while solving as '+' and the digit
// (marked_digits.hpp); without such marks every placed digit reads as a given (the sound reading).
// A text holds one position; in a file with many (a corpus, a reglib file) `line` picks one.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "board/grid.hpp"
#include "board/reglib_case.hpp"

namespace npe {

struct SearchPosition {
  Grid grid;
  std::optional<Digits> solution;    // when a puzzle line carries one
  std::optional<ReglibCase> reglib;  // when the position is a reglib case
  std::string format;  // "puzzle", "digits" (a puzzle line with '+' marks), "pencil-marks", "digits+pencil-marks",
                       // "pencil-mark-string", "digits+pencil-mark-string" or "reglib"
  std::string origin;  // "NAME:LINE"
};

/** Parses a position from text; `name` stands for the source in messages ("NAME:LINE[:COLUMN]: what").
 *  `line` > 0 reads only that line (1-based) of the text. Throws InputError. */
SearchPosition parse_position(std::string_view text, const std::string& name, int line = 0);

/** parse_position on one line of a file, `number` its line number (for origins and messages). */
SearchPosition parse_position_line(std::string_view text, const std::string& name, int number);

/** A position given as a command-line argument: as parse_position, with '/' also separating rows. */
SearchPosition parse_position_argument(std::string_view text);

/** parse_position on a file's content. */
SearchPosition read_position_file(const std::filesystem::path& path, int line = 0);

}  // namespace npe
