// Reading puzzles: 81-character lines (with optional fields after white space, as in
// the corpora of docs/corpora.md) and the seed's 9-line grid ("1: -2- --7 3--", optional "ABC DEF GHI" header).
#pragma once

#include <filesystem>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board/grid.hpp"

namespace npe {

struct Puzzle {
  Digits givens{};
  std::optional<Digits> solution;  // kept when the line carries an 81-digit solution
  std::string extra;               // other trailing fields (a count, a rating), verbatim
  std::string origin;              // "file:line" where it was read, for messages

  std::string givens_line() const;
  /** givens_line() appended to `out` (no allocation once `out` has the room). */
  void append_givens_line(std::string& out) const;
};

/** `text` without its leading and trailing spaces, tabs and line ends. */
std::string_view trim(std::string_view text);

/** Parses one 81-character puzzle line; throws InputError (without location) on malformed text. */
Puzzle parse_puzzle_line(std::string_view line);

/** Reads the puzzles of a stream one at a time (a corpus of millions is never held whole); blank
 *  lines and '#' comments are skipped. next() throws InputError "NAME:LINE: what" on a malformed line. */
class PuzzleReader {
 public:
  PuzzleReader(std::istream& in, std::string name);
  /** The next puzzle, or nullopt at the end of the stream. */
  std::optional<Puzzle> next();

 private:
  std::istream& in_;
  std::string name_;
  int number_ = 0;                 // lines read
  int grid_start_ = 0;             // line of the first row of the grid being read
  std::vector<std::string> rows_;  // rows of a 9-line grid read so far
};

/** Reads every puzzle of a stream; blank lines and '#' comments are skipped. Throws InputError
 *  "NAME:LINE: what" on the first malformed line. */
std::vector<Puzzle> read_puzzles(std::istream& in, const std::string& name);

/** read_puzzles on a file; a missing or unreadable file is an InputError. */
std::vector<Puzzle> read_puzzle_file(const std::filesystem::path& path);

/** A puzzle given on the command line: an 81-character line, or the 9-line grid with rows
 *  separated by '/' or newlines. */
Puzzle parse_puzzle_argument(std::string_view text);

}  // namespace npe
