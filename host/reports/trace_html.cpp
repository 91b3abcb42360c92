// The trace page: the cases as JSON inside <script type="application/json"> (every '<' written as
// \u003c, so no text of a step or an origin can close the element), one board picture per frame
// drawn by board_svg, and the page's own small script (assets/trace.js) that steps through them.
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "reports/board_picture.hpp"
#include "reports/report_assets.hpp"
#include "reports/trace.hpp"

namespace npe {

namespace {

/** "r1c2<>38 r4c5<>3": removed candidates grouped by cell, as step_line() writes eliminations. */
std::string removed_text(const std::vector<CellDigit>& removed) {
  std::map<int, std::string> digits_by_cell;
  for (const auto& [cell, digit] : removed) digits_by_cell[cell] += static_cast<char>('0' + digit);
  std::string text;
  for (auto& [cell, digits] : digits_by_cell) {
    std::sort(digits.begin(), digits.end());
    if (!text.empty()) text += ' ';
    text += cell_name(cell);  // appended piece by piece: GCC 12 warns (-Wstringop-overflow) on the '+' chain
    text += "<>";
    text += digits;
  }
  return text;
}

nlohmann::json side_json(const TraceSide& side) {
  nlohmann::json frames = nlohmann::json::array();
  for (std::size_t k = 0; k < side.boards.size(); ++k) {
    const Step* step = k < side.steps.size() ? &side.steps[k] : nullptr;
    static const std::vector<CellDigit> kNone;
    const auto& removed = k < side.preprocessed.size() ? side.preprocessed[k] : kNone;
    nlohmann::json frame = {{"svg", board_svg(side.boards[k], step, {}, removed)},
                            {"pre", removed_text(removed)},
                            {"status", k < side.statuses.size() ? side.statuses[k] : std::string()}};
    if (step) {
      frame["line"] = step_line(*step);
      frame["token"] = step_token(*step);
      if (!step->technique.empty()) frame["technique"] = step->technique;
      const std::string evidence = evidence_text(*step);
      if (!evidence.empty()) frame["evidence"] = evidence;
    }
    frames.push_back(std::move(frame));
  }
  return {{"label", side.label}, {"outcome", side.outcome}, {"note", side.note}, {"frames", std::move(frames)}};
}

/** JSON text safe inside a <script> element. */
std::string script_json(const nlohmann::json& data) {
  const std::string text = data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size() + text.size() / 16);
  for (char c : text) {
    if (c == '<') {
      out += "\\u003c";  // '<' occurs only inside JSON strings, where the escape means the same
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace

nlohmann::json trace_case_json(const TraceCase& trace) {
  nlohmann::json sides = nlohmann::json::array();
  for (const auto& side : trace.sides) sides.push_back(side_json(side));
  return {
      {"title", trace.title}, {"puzzle", trace.puzzle}, {"divergence", trace.divergence}, {"sides", std::move(sides)}};
}

std::string trace_html(const std::string& title, const std::vector<TraceCase>& cases) {
  nlohmann::json data = {{"title", title}, {"cases", nlohmann::json::array()}};
  for (const auto& trace : cases) data["cases"].push_back(trace_case_json(trace));
  std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n";
  // Nothing may be fetched: the page is complete as written.
  out +=
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
      "script-src 'unsafe-inline'\">\n";
  out += "<title>" + xml_escape(title) + "</title>\n<style>";
  out += report_asset("trace.css");
  out += "</style></head>\n<body>\n<h1>" + xml_escape(title) + "</h1>\n";
  out += report_asset("trace_controls.html");
  out += "<script type=\"application/json\" id=\"npe-trace\">" + script_json(data) + "</script>\n";
  out += "<script>";
  out += report_asset("trace.js");
  out += "</script>\n</body></html>\n";
  return out;
}

}  // namespace npe
