// Tables and one-line summaries shared by the text, Markdown and HTML outputs of `npe compare`.
#pragma once

#include <string>

#include "compare/compare_statistics.hpp"
#include "reports/text_table.hpp"

namespace npe {

/** engine | puzzles | solved | stuck | invalid | step-limit | steps mean/median/max | d mean/median/max | rating max [|
 * ms mean/median/max] */
TextTable engine_table(const CompareReport& report);
/** technique | steps (puzzles) per engine */
/** "plugin failures (N):" and one line per failed run (puzzle, engine, outcome, reason), at most
 *  `shown`; empty when no run failed. */
std::string failure_list(const CompareReport& report, std::size_t shown = 20);

TextTable technique_table(const CompareReport& report);
/** technique | seconds in its find calls per engine (all threads); empty (no header) when the run
 *  was not timed (--no-timings, --isolate). */
TextTable find_time_table(const CompareReport& report);
/** "HoDoKu's level: ENGINE: Easy n, Medium n, ..." per engine type with `grade: hodoku` (one line
 *  each, the levels it gave); empty when none has it. */
std::string hodoku_level_lines(const CompareReport& report);
/** "identical sequences N of M both solved; first divergence median step S (steps 0-9: n, ...)" */
std::string divergence_summary(const PairStats& pair);
/** "box -> row 12, ..." for the `limit` most frequent replacements. */
std::string replacement_summary(const PairStats& pair, std::size_t limit);

}  // namespace npe
