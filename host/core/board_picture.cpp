#include "board_picture.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace npe {

namespace {

/** What the step says about each cell and candidate. */
struct Highlight {
  std::array<bool, 81> evidence{};
  std::array<bool, 81> fin{};
  std::array<bool, 81> in_base{};
  std::array<bool, 81> in_cover{};
  std::array<Mask, 81> eliminated{};
  std::array<Mask, 81> placed{};
  Mask digits = 0;

  explicit Highlight(const Step* step) {
    if (!step) return;
    for (auto cell : step->cells) evidence[cell] = true;
    for (auto cell : step->fins) fin[cell] = true;
    for (auto house : step->base_houses) {
      for (auto cell : sdk::kHouseCells[house]) in_base[cell] = true;
    }
    for (auto house : step->cover_houses) {
      for (auto cell : sdk::kHouseCells[house]) in_cover[cell] = true;
    }
    for (const auto& [cell, digit] : step->eliminations) eliminated[cell] |= sdk::digit_bit(digit);
    for (const auto& [cell, digit] : step->placements) placed[cell] |= sdk::digit_bit(digit);
    digits = step->digits;
  }

  bool evidence_digit(int cell, int digit) const {
    return (evidence[cell] || fin[cell]) && (digits == 0 || sdk::has_digit(digits, digit));
  }
};

constexpr const char* kReset = "\033[0m";
constexpr const char* kRed = "\033[1;31m";
constexpr const char* kGreen = "\033[1;32m";
constexpr const char* kBlue = "\033[1;34m";
constexpr const char* kYellow = "\033[1;33m";
constexpr const char* kBold = "\033[1m";
constexpr const char* kDim = "\033[2m";

}  // namespace

std::string xml_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') continue;  // not allowed in XML 1.0
        out += c;
    }
  }
  return out;
}

std::string board_text(const Grid& grid, const Step* step, bool colour) {
  const Highlight h(step);
  auto paint = [&](const char* code, const std::string& text) {
    return colour ? std::string(code) + text + kReset : text;
  };
  const std::string block_rule(3 * 7, '-');
  const std::string rule = "+" + block_rule + "+" + block_rule + "+" + block_rule + "+\n";
  const std::string cell_rule = "| ------ ------ ------| ------ ------ ------| ------ ------ ------|\n";
  std::string out = rule;
  for (int row = 0; row < 9; ++row) {
    for (int band = 0; band < 3; ++band) {
      out += "|";
      for (int col = 0; col < 9; ++col) {
        const int cell = row * 9 + col;
        std::string slots;
        for (int k = 0; k < 3; ++k) {
          const int digit = band * 3 + k + 1;
          std::string slot = "  ";
          if (grid.digits[cell] != 0) {
            if (band == 1 && k == 1) slot = paint(kBold, fmt::format(" {}", grid.digits[cell]));
          } else if (sdk::has_digit(h.placed[cell], digit)) {
            slot = paint(kGreen, fmt::format("+{}", digit));
          } else if (sdk::has_digit(h.eliminated[cell], digit)) {
            slot = paint(kRed, fmt::format("-{}", digit));
          } else if (sdk::has_digit(grid.candidates[cell], digit)) {
            if (h.fin[cell] && h.evidence_digit(cell, digit)) {
              slot = paint(kYellow, fmt::format("~{}", digit));
            } else if (h.evidence_digit(cell, digit)) {
              slot = paint(kBlue, fmt::format("*{}", digit));
            } else {
              slot = paint(h.in_base[cell] || h.in_cover[cell] ? "" : kDim, fmt::format(" {}", digit));
            }
          }
          slots += slot;
        }
        out += " " + slots + (col % 3 == 2 ? "|" : "");
      }
      out += "\n";
    }
    out += row % 3 == 2 ? rule : cell_rule;
  }
  return out;
}

std::string board_svg(const Grid& grid, const Step* step, const std::string& caption) {
  const Highlight h(step);
  constexpr int kCell = 36, kMargin = 4;
  const int size = 9 * kCell + 2 * kMargin;
  const int height = size + (caption.empty() ? 0 : 22);
  // Text defaults on the root and groups keep the picture small: a report embeds hundreds.
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"10\" text-anchor=\"middle\">\n<rect width=\"{0}\" height=\"{1}\" fill=\"#fff\"/>\n",
      size, height);
  std::string digits, candidates, marks;
  for (int cell = 0; cell < 81; ++cell) {
    const int x = kMargin + (cell % 9) * kCell, y = kMargin + (cell / 9) * kCell;
    const char* fill = nullptr;
    if (h.placed[cell]) fill = "#c8f0c8";
    else if (h.fin[cell]) fill = "#ffe0a0";
    else if (h.evidence[cell]) fill = "#cfe0ff";
    else if (h.in_base[cell]) fill = "#fff6c8";
    else if (h.in_cover[cell]) fill = "#f2e6ff";
    if (fill) svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n", x, y, kCell, kCell, fill);
    if (grid.digits[cell] != 0) {
      digits += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>", x + kCell / 2, y + kCell / 2 + 9, grid.digits[cell]);
      continue;
    }
    for (int digit = 1; digit <= 9; ++digit) {
      const int cx = x + 6 + ((digit - 1) % 3) * 12, cy = y + 10 + ((digit - 1) / 3) * 11;
      if (sdk::has_digit(h.placed[cell], digit)) {
        marks += fmt::format("<text class=\"placed\" x=\"{}\" y=\"{}\" font-size=\"24\" fill=\"#080\">{}</text>\n",
                             x + kCell / 2, y + kCell / 2 + 9, digit);
        break;
      }
      if (!sdk::has_digit(grid.candidates[cell], digit)) continue;
      if (sdk::has_digit(h.eliminated[cell], digit)) {
        marks += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"#f88\"/>"
                             "<text class=\"eliminated\" x=\"{}\" y=\"{}\" fill=\"#a00\">{}</text>\n",
                             cx, cy - 3, cx, cy, digit);
      } else if (h.evidence_digit(cell, digit)) {
        marks += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"{}\"/><text x=\"{}\" y=\"{}\">{}</text>\n",
                             cx, cy - 3, h.fin[cell] ? "#fb3" : "#69f", cx, cy, digit);
      } else {
        candidates += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>", cx, cy, digit);
      }
    }
  }
  svg += "<g font-size=\"24\" fill=\"#222\">" + digits + "</g>\n<g fill=\"#777\">" + candidates + "</g>\n" + marks;
  std::string lines;
  for (int i = 0; i <= 9; ++i) {
    const int p = kMargin + i * kCell;
    lines += fmt::format("<path d=\"M{0} {1}V{2}M{1} {0}H{2}\" stroke-width=\"{3}\"/>", p, kMargin, kMargin + 9 * kCell,
                         i % 3 == 0 ? "2.5" : "0.6");
  }
  svg += "<g stroke=\"#000\">" + lines + "</g>\n";
  if (!caption.empty()) {
    // A long caption is squeezed into the board's width rather than cut off.
    const bool squeeze = static_cast<int>(caption.size()) * 7 > size - 2 * kMargin;
    svg += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"start\"{}>{}</text>\n", kMargin, size + 15,
                       squeeze ? fmt::format(" textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\"", size - 2 * kMargin) : "",
                       xml_escape(caption));
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace npe
