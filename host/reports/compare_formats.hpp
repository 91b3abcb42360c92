// The outputs of `npe compare`, one file each: terminal text, JSON, CSV, Markdown and HTML.
#pragma once

#include <filesystem>
#include <string>

#include <nlohmann/json.hpp>

#include "compare/compare_statistics.hpp"

namespace npe {

/** Aligned tables for the terminal: per engine outcomes, steps, d, rating, time; techniques;
 *  per pair the puzzles solved by one only, divergences and replacements. */
std::string compare_text(const CompareReport& report);

/** The complete report with stable keys (documented in docs/compare.md). */
nlohmann::ordered_json compare_json(const CompareReport& report);

/** DIR/runs.csv (one row per puzzle x engine), DIR/engines.csv, DIR/pairs.csv. Creates DIR. */
void write_compare_csv(const CompareReport& report, const std::filesystem::path& dir);

/** GitHub-flavoured Markdown, short enough for a pull-request comment. */
std::string compare_markdown(const CompareReport& report);

/** One self-contained HTML page with inline SVG charts and pictures of divergences. */
std::string compare_html(const CompareReport& report);

/** "1.5" for ratings in tenths. */
std::string rating_text(int rating_x10);

}  // namespace npe
