#include "reports/svg_chart.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "reports/board_picture.hpp"

namespace npe {

namespace {

std::string value_text(double value) {
  return value == static_cast<double>(static_cast<long>(value)) ? fmt::format("{}", static_cast<long>(value))
                                                                : fmt::format("{:.1f}", value);
}

}  // namespace

std::string series_colour(std::size_t index) {
  static const char* const kPalette[] = {"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2",
                                         "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};
  return kPalette[index % std::size(kPalette)];
}

std::string svg_column_chart(const std::string& title, const std::vector<Bar>& bars, const std::string& colour) {
  constexpr int kBar = 26, kPlot = 150, kLeft = 10, kTop = 34, kLabels = 40;
  const int width =
      std::max({260, kLeft * 2 + kBar * static_cast<int>(bars.size()), 8 * static_cast<int>(title.size())});
  const int height = kTop + kPlot + kLabels;
  double max = 0;
  for (const auto& bar : bars) max = std::max(max, bar.value);
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart histogram\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\">\n<title>{2}</title>\n"
      "<text x=\"{3}\" y=\"16\" font-size=\"13\" font-weight=\"bold\">{2}</text>\n",
      width, height, xml_escape(title), kLeft);
  for (std::size_t i = 0; i < bars.size(); ++i) {
    const double h = max > 0 ? bars[i].value / max * kPlot : 0;
    const int x = kLeft + static_cast<int>(i) * kBar;
    const double y = kTop + kPlot - h;
    svg += fmt::format(
        "<rect x=\"{}\" y=\"{:.1f}\" width=\"{}\" height=\"{:.1f}\" fill=\"{}\"><title>{}: {}</title></rect>\n", x + 2,
        y, kBar - 4, h, colour, xml_escape(bars[i].label), value_text(bars[i].value));
    if (bars[i].value > 0) {
      svg += fmt::format("<text x=\"{}\" y=\"{:.1f}\" font-size=\"9\" text-anchor=\"middle\">{}</text>\n", x + kBar / 2,
                         y - 2, value_text(bars[i].value));
    }
    svg += fmt::format(
        "<text x=\"{0}\" y=\"{1}\" font-size=\"9\" text-anchor=\"end\" transform=\"rotate(-45 {0} {1})\">{2}</text>\n",
        x + kBar / 2 + 3, kTop + kPlot + 12, xml_escape(bars[i].label));
  }
  svg += fmt::format("<line x1=\"{0}\" y1=\"{1}\" x2=\"{2}\" y2=\"{1}\" stroke=\"#333\"/>\n</svg>\n", kLeft,
                     kTop + kPlot, width - kLeft);
  return svg;
}

std::string svg_grouped_bars(const std::string& title, const std::vector<std::string>& rows,
                             const std::vector<std::string>& series, const std::vector<std::vector<double>>& values) {
  constexpr int kLabel = 170, kPlot = 420, kBar = 11, kGap = 8, kTop = 30;
  const int group = kBar * static_cast<int>(series.size()) + kGap;
  const int legend = 18 * static_cast<int>(series.size());
  const int width = kLabel + kPlot + 90;
  const int height = kTop + group * static_cast<int>(rows.size()) + legend + 10;
  double max = 0;
  for (const auto& row : values) {
    for (double v : row) max = std::max(max, v);
  }
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart bars\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\">\n<title>{2}</title>\n"
      "<text x=\"4\" y=\"16\" font-size=\"13\" font-weight=\"bold\">{2}</text>\n",
      width, height, xml_escape(title));
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const int y0 = kTop + static_cast<int>(r) * group;
    svg += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"end\">{}</text>\n", kLabel - 6,
                       y0 + group / 2, xml_escape(rows[r]));
    for (std::size_t s = 0; s < series.size(); ++s) {
      const double v = r < values.size() && s < values[r].size() ? values[r][s] : 0;
      const double w = max > 0 ? v / max * kPlot : 0;
      const int y = y0 + static_cast<int>(s) * kBar;
      svg += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"{}\" fill=\"{}\"><title>{} {}: {}</title></rect>"
          "<text x=\"{:.1f}\" y=\"{}\" font-size=\"9\">{}</text>\n",
          kLabel, y, w, kBar - 1, series_colour(s), xml_escape(series[s]), xml_escape(rows[r]), value_text(v),
          kLabel + w + 3, y + kBar - 2, value_text(v));
    }
  }
  const int legend_top = kTop + group * static_cast<int>(rows.size()) + 4;
  for (std::size_t s = 0; s < series.size(); ++s) {
    const int y = legend_top + static_cast<int>(s) * 18;
    svg += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{}\"/>"
        "<text x=\"{}\" y=\"{}\" font-size=\"11\">{}</text>\n",
        kLabel, y, series_colour(s), kLabel + 18, y + 10, xml_escape(series[s]));
  }
  svg += "</svg>\n";
  return svg;
}

std::string svg_matrix(const std::string& title, const std::vector<std::string>& labels,
                       const std::vector<std::vector<long>>& values) {
  constexpr int kCell = 70, kLabel = 150, kTop = 40;
  const int n = static_cast<int>(labels.size());
  const int width = kLabel + n * kCell + 10;
  const int height = kTop + kLabel / 2 + n * kCell + 10;
  long max = 0;
  for (const auto& row : values) {
    for (long v : row) max = std::max(max, v);
  }
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart matrix\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\">\n<title>{2}</title>\n"
      "<text x=\"4\" y=\"16\" font-size=\"13\" font-weight=\"bold\">{2}</text>\n",
      width, height, xml_escape(title));
  const int grid_top = kTop + kLabel / 2;
  for (int c = 0; c < n; ++c) {
    svg += fmt::format("<text x=\"{0}\" y=\"{1}\" font-size=\"11\" transform=\"rotate(-30 {0} {1})\">{2}</text>\n",
                       kLabel + c * kCell + 8, grid_top - 6, xml_escape(labels[static_cast<std::size_t>(c)]));
  }
  for (int r = 0; r < n; ++r) {
    svg += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"end\">{}</text>\n", kLabel - 6,
                       grid_top + r * kCell + kCell / 2 + 4, xml_escape(labels[static_cast<std::size_t>(r)]));
    for (int c = 0; c < n; ++c) {
      const long v = values[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      const double shade = max > 0 ? static_cast<double>(v) / static_cast<double>(max) : 0;
      const int light = 255 - static_cast<int>(shade * 150);
      svg += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"rgb({},{},255)\" stroke=\"#fff\"/>"
          "<text x=\"{}\" y=\"{}\" font-size=\"13\" text-anchor=\"middle\">{}</text>\n",
          kLabel + c * kCell, grid_top + r * kCell, kCell, kCell, light, light, kLabel + c * kCell + kCell / 2,
          grid_top + r * kCell + kCell / 2 + 5, v);
    }
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace npe
