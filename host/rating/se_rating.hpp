// Sudoku Explainer's ratings of a solve path (docs/techniques.md, "Sudoku Explainer ratings"):
// ER, the highest step rating to the solution (20.0 when its techniques get stuck); EP (pearl), the
// highest rating up to and including the first step that places a digit; ED (diamond), the rating
// of the first step. serate's output format codes are reproduced by format_se_rating.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"

namespace npe {

struct SeRating {
  int er_x10 = 0;
  int ep_x10 = 0;
  int ed_x10 = 0;
  std::string hardest;  // the technique of the first step rated ER ("" for none); for a run that did not
                        // solve (ER 20.0), its outcome: "stuck", "step-limit", ...
};

/** ER/EP/ED of a run as Sudoku Explainer 1.2.1 computes them: a stuck run rates 20.0; an invalid
 *  one 0.0/0.0/0.0 (serate's processing error). */
SeRating se_rating(const RunResult& run);

/** "2.5" for 25. */
std::string tenths_text(int x10);

/** One output line in serate's format: %g the puzzle as given (81 characters), %r ER, %p EP,
 *  %d ED, %e the time taken (serate's "0.01s" form), %h the hardest technique (the outcome, e.g.
 *  "stuck", when the run did not solve), %s the steps
 *  ("rating text" joined by "; "), %n the ordinal, %c and %l HoDoKu's score and level
 *  (hodoku_grade.hpp: for an engine type that gives HoDoKu's points and levels, as `hodoku` does),
 *  %% a percent sign; other text is copied. */
std::string format_se_rating(std::string_view format, const std::string& puzzle, const RunResult& run,
                             const SeRating& rating, double seconds, std::size_t ordinal);

/** The default format: serate's "%g ED=%r/%p/%d". */
inline constexpr const char* kSerateFormat = "%g ED=%r/%p/%d";

}  // namespace npe
