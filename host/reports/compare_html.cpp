#include <fmt/format.h>

#include "reports/board_picture.hpp"
#include "reports/compare_formats.hpp"
#include "reports/compare_tables.hpp"
#include "reports/report_assets.hpp"
#include "reports/svg_chart.hpp"

namespace npe {

namespace {

constexpr std::size_t kListed = 50;  // puzzles listed per "solved only by" table

std::string html_table(const TextTable& table) {
  std::string out = "<table>\n<tr>";
  for (const auto& cell : table.header) out += "<th>" + xml_escape(cell) + "</th>";
  out += "</tr>\n";
  for (const auto& row : table.rows) {
    out += "<tr>";
    for (std::size_t c = 0; c < row.size(); ++c)
      out += (c == 0 ? "<th>" : "<td>") + xml_escape(row[c]) + (c == 0 ? "</th>" : "</td>");
    out += "</tr>\n";
  }
  return out + "</table>\n";
}

std::string solved_matrix(const CompareReport& report) {
  const std::size_t n = report.engines.size();
  std::vector<std::vector<long>> values = report.solved_not;
  values.resize(n, std::vector<long>(n, 0));
  std::vector<std::string> labels;
  for (const auto& engine : report.engines) labels.push_back(engine.name);
  return svg_matrix("Solved by the row's engine and not by the column's (diagonal: solved)", labels, values);
}

std::string difficulty_charts(const CompareReport& report) {
  int max_d = 0;
  for (const auto& engine : report.engines) {
    if (!engine.difficulty_counts.empty()) max_d = std::max(max_d, engine.difficulty_counts.rbegin()->first);
  }
  const int width = histogram_width(max_d, 20);
  std::string out = "<div class=\"charts\">\n";
  for (std::size_t e = 0; e < report.engines.size(); ++e) {
    const auto bins = binned(report.engines[e].difficulty_counts, width);
    std::vector<Bar> bars;
    for (int start = 0; start <= max_d; start += width) {
      auto it = bins.find(start);
      bars.push_back({width == 1 ? std::to_string(start) : fmt::format("{}-{}", start, start + width - 1),
                      it == bins.end() ? 0.0 : static_cast<double>(it->second)});
    }
    out += svg_column_chart(report.engines[e].name + ": difficulty d of solved puzzles", bars, series_colour(e));
  }
  out += "</div>\n<div class=\"charts\">\n";
  for (std::size_t e = 0; e < report.engines.size(); ++e) {
    std::vector<Bar> bars;
    for (const auto& [rating, count] : report.engines[e].rating_counts) {
      bars.push_back({rating_text(rating), static_cast<double>(count)});
    }
    out += svg_column_chart(report.engines[e].name + ": rating (hardest technique) of solved puzzles", bars,
                            series_colour(e));
  }
  return out + "</div>\n";
}

std::string technique_chart(const CompareReport& report) {
  const auto ids = all_techniques(report);
  std::vector<std::string> names;
  for (const auto& engine : report.engines) names.push_back(engine.name);
  std::vector<std::vector<double>> values;
  for (const auto& id : ids) {
    std::vector<double> row;
    for (const auto& engine : report.engines) {
      auto it = engine.techniques.find(id);
      row.push_back(it == engine.techniques.end() ? 0.0 : static_cast<double>(it->second.steps));
    }
    values.push_back(std::move(row));
  }
  return svg_grouped_bars("Steps per technique", ids, names, values);
}

std::string anchor(std::size_t pair, std::size_t index) { return fmt::format("div-{}-{}", pair, index); }

std::string step_caption(const std::string& engine, const std::optional<Step>& step) {
  return engine + ": " + (step ? step_line(*step) : std::string("(run ended)"));
}

std::string pair_section(const CompareReport& report, std::size_t p) {
  const PairStats& pair = report.pairs[p];
  const auto& a = report.engines[static_cast<std::size_t>(pair.a)].name;
  const auto& b = report.engines[static_cast<std::size_t>(pair.b)].name;
  std::string out = fmt::format("<section class=\"pair\">\n<h2>{} vs {}</h2>\n", xml_escape(a), xml_escape(b));
  out += fmt::format("<p>Both solved {}, only <b>{}</b> {}, only <b>{}</b> {}, neither {}.<br>{}.</p>\n",
                     pair.both_solved, xml_escape(a), pair.only_a, xml_escape(b), pair.only_b, pair.neither,
                     xml_escape(divergence_summary(pair)));
  if (!pair.first_divergence.empty()) {
    std::vector<Bar> bars;
    const int last = pair.first_divergence.rbegin()->first;
    const int width = histogram_width(last, 24);
    const auto bins = binned(pair.first_divergence, width);
    for (int start = 0; start <= last; start += width) {
      auto it = bins.find(start);
      bars.push_back({width == 1 ? std::to_string(start) : fmt::format("{}-{}", start, start + width - 1),
                      it == bins.end() ? 0.0 : static_cast<double>(it->second)});
    }
    out += svg_column_chart("First divergence step (puzzles both solve)", bars, "#888");
  }
  if (!pair.replacements.empty()) {
    TextTable table;
    table.header = {a + " used", b + " used instead", "puzzles"};
    for (const auto& [techniques, count] : CompareReport::ranked(pair.replacements)) {
      table.rows.push_back({techniques.first, techniques.second, std::to_string(count)});
    }
    out += "<h3>At the first divergence</h3>\n" + html_table(table);
  }
  for (const auto* side : {&pair.solved_only_by_a, &pair.solved_only_by_b}) {
    if (side->empty()) continue;
    const auto solved_only = static_cast<std::size_t>(side == &pair.solved_only_by_a ? pair.only_a : pair.only_b);
    const auto& who = side == &pair.solved_only_by_a ? a : b;
    out += fmt::format(
        "<h3>Solved only by {} ({})</h3>\n<table><tr><th>origin</th><th>puzzle</th>"
        "<th>technique that made the difference</th><th></th></tr>\n",
        xml_escape(who), solved_only);
    for (std::size_t i = 0; i < side->size() && i < kListed; ++i) {
      const auto& item = (*side)[i];
      // Link to the pictures when this puzzle is among the pictured divergences.
      std::string link;
      for (const auto& divergence : pair.pictured) {
        if (divergence.index == item.index) link = "<a href=\"#" + anchor(p, item.index) + "\">pictures</a>";
      }
      out += fmt::format("<tr><td>{}</td><td><code>{}</code></td><td>{}</td><td>{}</td></tr>\n",
                         xml_escape(item.origin), item.puzzle, xml_escape(item.technique), link);
    }
    out += "</table>\n";
    if (solved_only > kListed) out += fmt::format("<p>… and {} more (see --json).</p>\n", solved_only - kListed);
  }
  if (pair.divergent > 0) {
    out += fmt::format("<h3>Where the step sequences part ({} puzzles; the first {} pictured)</h3>\n<ul>\n",
                       pair.divergent, std::min<long>(static_cast<long>(kPicturedDivergences), pair.divergent));
    for (const auto& diverged : pair.pictured) {
      if (!diverged.picture) continue;
      out +=
          fmt::format("<li><a href=\"#{}\">{} step {}</a>: {} / {}</li>\n", anchor(p, diverged.index),
                      xml_escape(diverged.origin), diverged.step, xml_escape(step_caption(a, diverged.picture->step_a)),
                      xml_escape(step_caption(b, diverged.picture->step_b)));
    }
    out += "</ul>\n";
    for (const auto& diverged : pair.pictured) {
      if (!diverged.picture) continue;
      const DivergencePicture& picture = *diverged.picture;
      out += fmt::format("<div class=\"divergence\" id=\"{}\"><h4>{} <code>{}</code>, step {}</h4>\n",
                         anchor(p, diverged.index), xml_escape(diverged.origin), diverged.puzzle, diverged.step);
      out += board_svg(picture.position, picture.step_a ? &*picture.step_a : nullptr, step_caption(a, picture.step_a));
      out += board_svg(picture.position, picture.step_b ? &*picture.step_b : nullptr, step_caption(b, picture.step_b));
      out += "</div>\n";
    }
  }
  return out + "</section>\n";
}

}  // namespace

std::string compare_html(const CompareReport& report) {
  std::string out =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>npe compare</title>\n<style>";
  out += report_asset("compare.css");
  out += "</style></head><body>\n";
  out += fmt::format("<h1>npe compare: {} puzzles, {} engine types</h1>\n", report.puzzles, report.engines.size());
  out += "<h2>Engines</h2>\n" + html_table(engine_table(report));
  if (const std::string levels = hodoku_level_lines(report); !levels.empty())
    out += "<pre>" + xml_escape(levels) + "</pre>\n";
  if (const std::string failures = failure_list(report, 200); !failures.empty()) {
    out += "<h2>Plugin failures</h2>\n<pre>" + xml_escape(failures) + "</pre>\n";
  }
  out += "<ul>";
  for (const auto& engine : report.engines) {
    out += "<li><b>" + xml_escape(engine.name) + "</b>: " + xml_escape(engine.source) + "</li>";
  }
  out += "</ul>\n";
  out += "<h2>Solved / unsolved</h2>\n" + solved_matrix(report);
  out += "<h2>Difficulty</h2>\n" + difficulty_charts(report);
  out += "<h2>Techniques</h2>\n" + technique_chart(report) + html_table(technique_table(report));
  if (const TextTable times = find_time_table(report); !times.header.empty()) {
    out += "<h3>Time in find by technique (all threads, this machine)</h3>\n" + html_table(times);
  }
  out +=
      "<p class=\"legend\">Pictures: <span style=\"background:#cfe0ff\">evidence cells</span>"
      "<span style=\"background:#ffe0a0\">fins</span><span style=\"background:#fff6c8\">base houses</span>"
      "<span style=\"background:#f2e6ff\">cover houses</span><span style=\"background:#f88\">eliminations</span>"
      "<span style=\"background:#c8f0c8\">placements</span>. Candidates are those of the givens and the common "
      "steps (eliminations made by preprocessing are not shown).</p>\n";
  for (std::size_t p = 0; p < report.pairs.size(); ++p) out += pair_section(report, p);
  out += "</body></html>\n";
  return out;
}

}  // namespace npe
