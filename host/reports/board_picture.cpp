#include "reports/board_picture.hpp"

#include "evidence/records.hpp"
#include "evidence/sets.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

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

/** Centre of candidate `digit`'s slot in `cell` (SVG units; see board_svg's layout). */
struct Point {
  double x = 0, y = 0;
};
constexpr int kCell = kBoardCellSize, kMargin = kBoardMargin;
Point slot_centre(int cell, int digit) {
  return {kMargin + (cell % 9) * kCell + 6.0 + ((digit - 1) % 3) * 12,
          kMargin + (cell / 9) * kCell + 7.0 + ((digit - 1) / 3) * 11};
}
Point node_centre(const npe_node& node) {
  Point p;
  for (int i = 0; i < node.cell_count; ++i) {
    const Point c = slot_centre(node.cells[i], node.digit);
    p.x += c.x / node.cell_count;
    p.y += c.y / node.cell_count;
  }
  return p;
}

// Colour classes 2k and 2k+1 (the two sides of cluster k) in contrasting pairs; ALS tints.
constexpr const char* kColorFills[] = {"#4a90e2", "#7ed321", "#f5a623", "#bd10e0", "#50e3c2", "#d0021b",
                                       "#8b572a", "#417505", "#9013fe", "#b8e986", "#f8e71c", "#4a4a4a",
                                       "#00bcd4", "#ff80ab", "#795548", "#cddc39"};
constexpr const char* kAlsTints[] = {"#ffe9c7", "#d9f2d9", "#e6dcff", "#ffd6e0", "#d6f0ff", "#f0f0c0"};

/** Which of the step's chains are a lemma's (ABI 1.3): drawn and listed apart from its own. */
std::vector<bool> lemma_chains(const Step& step) {
  std::vector<bool> in_lemma(step.chains.size(), false);
  if (step.evidence_records.empty()) return in_lemma;
  for (const auto& lemma : evidence::parse_evidence_records(step).lemmas) {
    for (int i = 0; i < lemma.chain_count; ++i) in_lemma[static_cast<std::size_t>(lemma.first_chain + i)] = true;
  }
  return in_lemma;
}

/** The cells of a set of set logic (a cell, or the nine cells of a house). */
std::vector<int> set_cells(const npe_set& set) {
  if (set.kind == NPE_SET_CELL) return {set.index};
  const int house = set.kind == NPE_SET_ROW_DIGIT   ? set.index
                    : set.kind == NPE_SET_COL_DIGIT ? 9 + set.index
                                                    : 18 + set.index;
  return {sdk::kHouseCells[house].begin(), sdk::kHouseCells[house].end()};
}

/** The chains, loops and forcing chains of a step: nodes ringed, links drawn (strong solid, weak
 *  dashed), arrows along open and forcing chains. */
std::string chains_svg(const Step& step) {
  if (step.chains.empty()) return {};
  const std::vector<bool> in_lemma = lemma_chains(step);
  std::string out =
      "<defs><marker id=\"npe-arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"6\" "
      "markerHeight=\"6\" "
      "orient=\"auto-start-reverse\"><path d=\"M0 0L10 5L0 10z\" fill=\"#c33\"/></marker></defs>\n<g class=\"chains\" "
      "fill=\"none\">";
  for (std::size_t index = 0; index < step.chains.size(); ++index) {
    if (in_lemma[index]) continue;  // a lemma's chains are listed under the board, not drawn
    const Chain& chain = step.chains[index];
    const std::size_t n = chain.nodes.size();
    for (std::size_t i = 0; i < n; ++i) {
      const npe_node& node = chain.nodes[i];
      for (int k = 0; k < node.cell_count; ++k) {
        const Point c = slot_centre(node.cells[k], node.digit);
        out += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5.5\" stroke=\"{}\" stroke-width=\"1.2\"/>", c.x,
                           c.y, chain.kind == NPE_CHAIN_FORCING && (node.flags & NPE_NODE_TRUE) ? "#080" : "#c33");
      }
      const bool closing = i + 1 == n;
      if (node.link == NPE_LINK_END || (closing && chain.kind != NPE_CHAIN_LOOP)) continue;
      const Point a = node_centre(node), b = node_centre(chain.nodes[closing ? 0 : i + 1]);
      // Stop short of the candidates so the arrow heads stay visible.
      const double dx = b.x - a.x, dy = b.y - a.y, length = std::max(1.0, std::hypot(dx, dy)), cut = 6 / length;
      out += fmt::format(
          "<path class=\"{}\" d=\"M{:.1f} {:.1f}L{:.1f} {:.1f}\" stroke=\"#c33\" stroke-width=\"1.3\"{}{}/>",
          node.link == NPE_LINK_STRONG ? "strong" : "weak", a.x + dx * cut, a.y + dy * cut, b.x - dx * cut,
          b.y - dy * cut, node.link == NPE_LINK_WEAK ? " stroke-dasharray=\"3 2\"" : "",
          chain.kind == NPE_CHAIN_LOOP ? "" : " marker-end=\"url(#npe-arrow)\"");
    }
  }
  return out + "</g>\n";
}

/** Set logic's sets and patterns' cells and guardians (ABI 1.3 records): base-set candidates ringed in
 *  gold, cover sets' cells outlined in violet; pattern cells outlined in teal, guardians ringed in orange. */
std::string records_svg(const Step& step) {
  if (step.evidence_records.empty()) return {};
  const auto records = evidence::parse_evidence_records(step);
  std::string out;
  auto cell_outline = [&](int cell, const char* css, const char* colour) {
    out += fmt::format(
        "<rect class=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"{}\" "
        "stroke-width=\"2\"/>",
        css, kMargin + (cell % 9) * kCell + 2, kMargin + (cell / 9) * kCell + 2, kCell - 4, kCell - 4, colour);
  };
  auto ring = [&](int cell, int digit, const char* css, const char* colour) {
    const Point c = slot_centre(cell, digit);
    out += fmt::format(
        "<circle class=\"{}\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"6\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.6\"/>",
        css, c.x, c.y, colour);
  };
  for (const auto& logic : records.set_logic) {
    for (const auto& set : logic.sets) {
      const auto cells = set_cells(set);
      for (const int cell : cells) {
        if (set.role == NPE_SET_COVER) {
          cell_outline(cell, "cover-set", "#a6c");
        } else if (set.kind == NPE_SET_CELL) {
          for (int digit = 1; digit <= 9; ++digit) ring(cell, digit, "base-set", "#c90");
        } else {
          ring(cell, set.digit, "base-set", "#c90");
        }
      }
    }
  }
  for (const auto& pattern : records.patterns) {
    for (int cell = 0; cell < 81; ++cell) {
      if (pattern.cells.test(cell)) cell_outline(cell, "pattern", "#299");
    }
    for (const auto& [cell, digit] : pattern.guardians) ring(cell, digit, "guardian", "#e60");
  }
  return out.empty() ? out : "<g class=\"records\">" + out + "</g>\n";
}

/** Coloured candidates as filled discs in their class's colour. */
std::string colors_svg(const Step& step) {
  std::string out;
  for (const auto& colored : step.colors) {
    const Point c = slot_centre(colored.cell, colored.digit);
    out +=
        fmt::format("<circle class=\"color{}\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"5\" fill=\"{}\" fill-opacity=\"0.75\"/>",
                    colored.color, c.x, c.y, kColorFills[colored.color % 16]);
  }
  return out.empty() ? out : "<g class=\"colors\">" + out + "</g>\n";
}

/** Each ALS's cells tinted, in the order the step lists the sets. */
std::string als_svg(const Step& step) {
  std::string out;
  for (std::size_t i = 0; i < step.als.size(); ++i) {
    for (int k = 0; k < step.als[i].cell_count; ++k) {
      const int cell = step.als[i].cells[k];
      out += fmt::format("<rect class=\"als\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
                         kMargin + (cell % 9) * kCell + 1, kMargin + (cell / 9) * kCell + 1, kCell - 2, kCell - 2,
                         kAlsTints[i % 6]);
    }
  }
  return out.empty() ? out : out + "\n";
}

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

std::string evidence_text(const Step& step) {
  std::string out;
  auto node_text = [](const npe_node& node) {
    std::string cells;
    for (int i = 0; i < node.cell_count; ++i) {
      if (i) cells += ',';
      cells += cell_name(node.cells[i]);
    }
    return fmt::format("{}{}{}", node.kind == NPE_NODE_ALS ? "ALS:" : "", node.digit, cells.empty() ? "" : " " + cells);
  };
  const auto records = evidence::parse_evidence_records(step);
  const std::vector<bool> in_lemma = lemma_chains(step);
  for (std::size_t c = 0; c < step.chains.size(); ++c) {
    const Chain& chain = step.chains[c];
    const char* kind = chain.kind == NPE_CHAIN_LOOP ? "loop" : chain.kind == NPE_CHAIN_FORCING ? "forcing" : "chain";
    std::string line = fmt::format("{}{} {}:", in_lemma[c] ? "  " : "", kind, c + 1);
    for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
      const npe_node& node = chain.nodes[i];
      line += " ";
      if (chain.kind == NPE_CHAIN_FORCING) line += (node.flags & NPE_NODE_TRUE) ? "+" : "-";
      line += fmt::format("({})", node_text(node));
      if (node.link == NPE_LINK_STRONG) line += " =";
      if (node.link == NPE_LINK_WEAK) line += " -";
    }
    out += line + "\n";
  }
  if (!step.colors.empty()) {
    std::string line = "colours:";
    for (const auto& colored : step.colors)
      line += fmt::format(" {}={}:{}", cell_name(colored.cell), colored.digit, colored.color);
    out += line + "\n";
  }
  for (std::size_t i = 0; i < step.als.size(); ++i) {
    std::string cells, digits;
    for (int k = 0; k < step.als[i].cell_count; ++k) {
      if (k) cells += ',';
      cells += cell_name(step.als[i].cells[k]);
    }
    for (int d = 1; d <= 9; ++d) {
      if (sdk::has_digit(step.als[i].digits, d)) digits += static_cast<char>('0' + d);
    }
    out += fmt::format("ALS {}: {} {{{}}}\n", i + 1, cells, digits);
  }
  for (const auto& lemma : records.lemmas) {
    out += fmt::format("lemma: node {} of forcing {} by chain{} {}..{}\n", lemma.node + 1, lemma.chain + 1,
                       lemma.chain_count > 1 ? "s" : "", lemma.first_chain + 1, lemma.first_chain + lemma.chain_count);
  }
  for (const auto& logic : records.set_logic) {
    std::string base, cover;
    int bases = 0, covers = 0;
    for (const auto& set : logic.sets) {
      std::string& list = set.role == NPE_SET_BASE ? base : cover;
      list += (list.empty() ? "" : ", ") + evidence::set_text(set);
      ++(set.role == NPE_SET_BASE ? bases : covers);
    }
    out += fmt::format("sets (rank {}): base {}; cover {}\n", covers - bases, base, cover);
  }
  for (const auto& pattern : records.patterns) {
    std::string digits, guardians;
    for (int d = 1; d <= 9; ++d) {
      if (sdk::has_digit(pattern.digits, d)) digits += static_cast<char>('0' + d);
    }
    for (const auto& [cell, digit] : pattern.guardians)
      guardians += fmt::format("{}{}{}", guardians.empty() ? "" : " ", digit, cell_name(cell));
    out += fmt::format("{} pattern: {} {{{}}}; guardians {}\n",
                       pattern.kind == NPE_PATTERN_DEADLY ? "deadly" : "impossible",
                       evidence::cells_text(pattern.cells), digits, guardians);
  }
  if (!records.unknown_types.empty())
    out += fmt::format("{} evidence record(s) of types this host does not check\n", records.unknown_types.size());
  return out;
}

std::string board_svg(const Grid& grid, const Step* step, const std::string& caption,
                      const std::vector<CellDigit>& preprocessed) {
  const Highlight h(step);
  std::array<Mask, 81> removed{};
  for (const auto& [cell, digit] : preprocessed) removed[cell] |= sdk::digit_bit(digit);
  const int size = 9 * kCell + 2 * kMargin;
  const int height = size + (caption.empty() ? 0 : 22);
  // Text defaults on the root and groups keep the picture small: a report embeds hundreds.
  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"10\" text-anchor=\"middle\">\n<rect width=\"{0}\" height=\"{1}\" "
      "fill=\"#fff\"/>\n",
      size, height);
  std::string digits, candidates, marks;
  for (int cell = 0; cell < 81; ++cell) {
    const int x = kMargin + (cell % 9) * kCell, y = kMargin + (cell / 9) * kCell;
    const char* fill = nullptr;
    if (h.placed[cell])
      fill = "#c8f0c8";
    else if (h.fin[cell])
      fill = "#ffe0a0";
    else if (h.evidence[cell])
      fill = "#cfe0ff";
    else if (h.in_base[cell])
      fill = "#fff6c8";
    else if (h.in_cover[cell])
      fill = "#f2e6ff";
    if (fill)
      svg +=
          fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n", x, y, kCell, kCell, fill);
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
      if (sdk::has_digit(removed[cell], digit)) {
        marks += fmt::format(
            "<text class=\"preprocessed\" x=\"{0}\" y=\"{1}\" fill=\"#a0a\">{2}</text>"
            "<path d=\"M{3} {4}L{5} {6}\" stroke=\"#a0a\" stroke-width=\"1.2\"/>\n",
            cx, cy, digit, cx - 5, cy + 1, cx + 5, cy - 8);
      } else if (sdk::has_digit(h.eliminated[cell], digit)) {
        marks += fmt::format(
            "<circle cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"#f88\"/>"
            "<text class=\"eliminated\" x=\"{}\" y=\"{}\" fill=\"#a00\">{}</text>\n",
            cx, cy - 3, cx, cy, digit);
      } else if (h.evidence_digit(cell, digit)) {
        marks += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"5\" fill=\"{}\"/><text x=\"{}\" y=\"{}\">{}</text>\n", cx,
                             cy - 3, h.fin[cell] ? "#fb3" : "#69f", cx, cy, digit);
      } else {
        candidates += fmt::format("<text x=\"{}\" y=\"{}\">{}</text>", cx, cy, digit);
      }
    }
  }
  if (step) svg += als_svg(*step) + colors_svg(*step);
  svg += "<g font-size=\"24\" fill=\"#222\">" + digits + "</g>\n<g fill=\"#777\">" + candidates + "</g>\n" + marks;
  std::string lines;
  for (int i = 0; i <= 9; ++i) {
    const int p = kMargin + i * kCell;
    lines += fmt::format("<path d=\"M{0} {1}V{2}M{1} {0}H{2}\" stroke-width=\"{3}\"/>", p, kMargin, kMargin + 9 * kCell,
                         i % 3 == 0 ? "2.5" : "0.6");
  }
  svg += "<g stroke=\"#000\">" + lines + "</g>\n";
  if (step) svg += chains_svg(*step) + records_svg(*step);
  if (!caption.empty()) {
    // A long caption is squeezed into the board's width rather than cut off.
    const bool squeeze = static_cast<int>(caption.size()) * 7 > size - 2 * kMargin;
    svg += fmt::format(
        "<text x=\"{}\" y=\"{}\" font-size=\"12\" text-anchor=\"start\"{}>{}</text>\n", kMargin, size + 15,
        squeeze ? fmt::format(" textLength=\"{}\" lengthAdjust=\"spacingAndGlyphs\"", size - 2 * kMargin) : "",
        xml_escape(caption));
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace npe
