// One line of HoDoKu's regression library (tests/data/reglib/; header of reglib-dev.txt):
//   :<code>:<digits>:<givens (+ = placed)>:<deleted candidates>:<eliminations>:<placements>:<extra>
// code "0110-1" = technique 0110, variant 1 (a variant containing 'x' is a fail case: the
// technique must find nothing); digits = the step's digits ("38"); givens = 81 cells, '.' or '0'
// empty, a digit preceded by '+' was placed while solving (both are on the board); deleted
// candidates, eliminations and placements are space-separated "<digit><row><column>" triples.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "board/grid.hpp"

namespace npe {

struct ReglibCase {
  std::string code;       // "0110-1"
  std::string technique;  // "0110"
  std::string variant;    // "1", or "" without a suffix
  Mask digits = 0;        // the step's digits
  Grid grid;              // digits from the givens ('+' digits are not givens), candidates from them minus the
                          // deleted ones; known unique (NPE_FACT_UNIQUE)
  std::vector<CellDigit> eliminations;
  std::vector<CellDigit> placements;
  std::string extra;
  std::string origin;  // "file:line"
  std::string line;    // the line verbatim

  bool fail_case() const { return variant.find('x') != std::string::npos; }
};

/** Parses one case line; `where` ("file:line") prefixes messages, which add ":column". */
ReglibCase parse_reglib_line(std::string_view line, const std::string& where);

/** Every case of a reglib file (blank lines and '#' comments skipped). */
std::vector<ReglibCase> read_reglib_file(const std::filesystem::path& path);

}  // namespace npe
