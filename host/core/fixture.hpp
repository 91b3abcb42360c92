// Fixtures: recorded step sequences per puzzle (YAML, one step per line), and comparing a run
// against them.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "engine.hpp"
#include "provenance.hpp"

namespace npe {

struct FixtureCase {
  std::string puzzle;    // 81 characters, the givens (and, after a space, the solution if known)
  std::string origin;    // where the puzzle came from, e.g. "shared/corpora/top1465.txt:12"
  std::string outcome;   // solved | stuck | invalid | step-limit
  std::vector<std::string> steps;  // step_line() of each step
  int line = 0;          // line of the case in the fixture file
};

struct Fixture {
  std::string engine;                  // engine type name or path (relative to the fixture file)
  std::vector<std::string> overrides;  // --set style "key=value"
  std::string source;                  // where the puzzles come from, free text
  Provenance recorded_with;            // what produced the steps (empty for hand-typed fixtures)
  std::vector<FixtureCase> cases;
};

/** Reads a fixture; throws InputError "file:line:column: what" for malformed content. */
Fixture read_fixture(const std::filesystem::path& path);
/** Parses fixture text; `path` names it in messages. */
Fixture parse_fixture(const std::string& text, const std::filesystem::path& path);

/** Writes atomically: a temporary file beside the target, then rename. */
void write_fixture(const Fixture& fixture, const std::filesystem::path& path);

/** The case a run produces. */
FixtureCase case_from_run(const std::string& puzzle_text, const std::string& origin, const RunResult& run);

/** The first difference between an expected case and a run. step is 0-based; step == number of
 *  expected and actual steps when only the outcome differs. */
struct Divergence {
  std::size_t step = 0;
  std::string expected;
  std::string actual;
  Grid board;  // the board before the diverging step
};

std::optional<Divergence> compare_case(const FixtureCase& expected, const Puzzle& puzzle, const RunResult& run);

/** A 9-line grid of the board ("." for empty), with row and block separators. */
std::string board_picture(const Grid& grid);

}  // namespace npe
