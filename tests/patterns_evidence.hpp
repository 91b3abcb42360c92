// A reader of ABI 1.1 chain and colour evidence for the pattern plugins' tests (single_digit, wings,
// coloring), written from sdk/include/npe/npe_plugin.h: every chain link must be what its kind says,
// forcing chains must follow by the basic rules, and every elimination and placement of a step must
// follow from its evidence (an open chain whose two ends it sees, a verity net, a contradiction, or
// colour clusters). evidence_error() returns "" when the evidence holds, else why not.
#pragma once

#include <npe/sdk/board.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "steps/step.hpp"

namespace npe::test {

namespace evidence_detail {

inline bool is_candidate(const Grid& grid, int cell, int digit) {
  return grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], digit);
}

inline std::vector<int> node_cells(const npe_node& node) {
  return std::vector<int>(node.cells, node.cells + node.cell_count);
}

inline std::string describe(const npe_node& node) {
  std::string text = std::to_string(node.digit);
  for (int i = 0; i < node.cell_count; ++i) text += (i ? "," : "") + cell_name(node.cells[i]);
  return text;
}

/** The houses holding every cell of the list. */
inline std::vector<int> common_houses(const std::vector<int>& cells) {
  std::vector<int> houses;
  for (int house = 0; house < 27; ++house) {
    bool all = true;
    for (int cell : cells) {
      const auto h = sdk::houses_of(cell);
      all &= std::find(h.begin(), h.end(), house) != h.end();
    }
    if (all) houses.push_back(house);
  }
  return houses;
}

inline std::string node_error(const Grid& grid, const npe_node& node) {
  if (node.digit < 1 || node.digit > 9 || node.cell_count < 1 || node.cell_count > 9) return "malformed node";
  for (int i = 0; i < node.cell_count; ++i) {
    if (!is_candidate(grid, node.cells[i], node.digit)) return "node " + describe(node) + " is not a candidate";
    if (i > 0 && node.cells[i] <= node.cells[i - 1]) return "node cells not ascending";
  }
  if (node.kind == NPE_NODE_CANDIDATE && node.cell_count != 1) return "candidate node with several cells";
  if (node.kind == NPE_NODE_GROUP && common_houses(node_cells(node)).empty()) return "group node not in one house";
  if (node.kind == NPE_NODE_ALS) return "ALS nodes are not expected here";
  return "";
}

inline bool disjoint(const npe_node& a, const npe_node& b) {
  for (int i = 0; i < a.cell_count; ++i) {
    for (int k = 0; k < b.cell_count; ++k) {
      if (a.cells[i] == b.cells[k]) return false;
    }
  }
  return true;
}

inline bool strong_link(const Grid& grid, const npe_node& a, const npe_node& b) {
  if (a.digit != b.digit) {
    return a.cell_count == 1 && b.cell_count == 1 && a.cells[0] == b.cells[0] && grid.digits[a.cells[0]] == 0 &&
           grid.candidates[a.cells[0]] == (sdk::digit_bit(a.digit) | sdk::digit_bit(b.digit));
  }
  if (!disjoint(a, b)) return false;
  std::vector<int> both = node_cells(a);
  for (int cell : node_cells(b)) both.push_back(cell);
  for (int house : common_houses(both)) {
    bool only_these = true;
    for (int cell : sdk::kHouseCells[house]) {
      if (is_candidate(grid, cell, a.digit) && std::find(both.begin(), both.end(), cell) == both.end())
        only_these = false;
    }
    if (only_these) return true;
  }
  return false;
}

inline bool weak_link(const npe_node& a, const npe_node& b) {
  if (a.digit != b.digit) return a.cell_count == 1 && b.cell_count == 1 && a.cells[0] == b.cells[0];
  if (!disjoint(a, b)) return false;
  for (int i = 0; i < a.cell_count; ++i) {
    for (int k = 0; k < b.cell_count; ++k) {
      if (!sdk::sees(a.cells[i], b.cells[k])) return false;
    }
  }
  return true;
}

inline npe_node candidate_node(int cell, int digit) {
  npe_node node{};
  node.kind = NPE_NODE_CANDIDATE;
  node.digit = static_cast<std::uint8_t>(digit);
  node.cell_count = 1;
  node.cells[0] = static_cast<std::uint8_t>(cell);
  return node;
}

using Literal = std::tuple<int, int, bool>;  // cell, digit, asserted true

/** "" when every node of a forcing chain follows by one basic rule from the position, node 0 and the
 *  earlier nodes (explicitly: a cell or house rule needs its other candidates asserted false). */
inline std::string forcing_error(const Grid& grid, const Chain& chain) {
  std::set<Literal> known;
  for (std::size_t i = 0; i < chain.nodes.size(); ++i) {
    const npe_node& node = chain.nodes[i];
    if (node.kind != NPE_NODE_CANDIDATE) return "forcing chain with a group node";
    const int cell = node.cells[0], digit = node.digit;
    const bool is_true = (node.flags & NPE_NODE_TRUE) != 0;
    if (i > 0) {
      bool follows = false;
      if (!is_true) {
        for (const auto& [c, d, t] : known) {
          if (t && ((d == digit && sdk::sees(c, cell)) || (c == cell && d != digit))) follows = true;
        }
      } else {
        bool cell_rule = true;
        for (int d = 1; d <= 9; ++d) {
          if (d != digit && is_candidate(grid, cell, d) && !known.count({cell, d, false})) cell_rule = false;
        }
        bool house_rule = false;
        for (int house : sdk::houses_of(cell)) {
          bool all = true;
          for (int other : sdk::kHouseCells[house]) {
            if (other != cell && is_candidate(grid, other, digit) && !known.count({other, digit, false})) all = false;
          }
          house_rule |= all;
        }
        follows = cell_rule || house_rule;
      }
      if (!follows)
        return "forcing node " + std::to_string(i) + " (" + describe(node) + (is_true ? " true" : " false") +
               ") does not follow";
    }
    known.insert({cell, digit, is_true});
  }
  return "";
}

/** Contradiction in a forcing chain, on the board its nodes leave (true: placed, false: removed): a
 *  digit twice in a house, a cell without a candidate, a house without a place for a digit. */
inline bool contradicts(const Grid& grid, const Chain& chain) {
  std::array<std::uint8_t, 81> digits = grid.digits;
  std::array<Mask, 81> candidates = grid.candidates;
  for (const auto& node : chain.nodes) {
    const int cell = node.cells[0];
    if (node.flags & NPE_NODE_TRUE)
      digits[cell] = node.digit;
    else
      candidates[cell] &= static_cast<Mask>(~sdk::digit_bit(node.digit));
  }
  const auto possible = [&](int cell, int d) { return digits[cell] == 0 && sdk::has_digit(candidates[cell], d); };
  for (int cell = 0; cell < 81; ++cell) {
    if (digits[cell] == 0 && candidates[cell] == 0) return true;
  }
  for (int house = 0; house < 27; ++house) {
    Mask seen = 0;
    for (int cell : sdk::kHouseCells[house]) {
      if (digits[cell] == 0) continue;
      if (seen & sdk::digit_bit(digits[cell])) return true;
      seen |= sdk::digit_bit(digits[cell]);
    }
    for (int d = 1; d <= 9; ++d) {
      if (seen & sdk::digit_bit(d)) continue;
      bool any = false;
      for (int cell : sdk::kHouseCells[house]) any |= possible(cell, d);
      if (!any) return true;
    }
  }
  return false;
}

/** The conclusions a step's chains prove: candidates false and candidates true. */
struct Proven {
  std::set<std::pair<int, int>> false_candidates, true_candidates;
  std::string error;
};

inline Proven chain_conclusions(const Grid& grid, const Step& step) {
  Proven proven;
  std::map<Literal, std::vector<const Chain*>> by_last;  // forcing chains by their last node
  for (const auto& chain : step.chains) {
    if (chain.nodes.size() < 2) return {{}, {}, "chain of fewer than 2 nodes"};
    for (const auto& node : chain.nodes) {
      const std::string e = node_error(grid, node);
      if (!e.empty()) return {{}, {}, e};
    }
    if (chain.kind == NPE_CHAIN_OPEN) {
      for (std::size_t i = 0; i + 1 < chain.nodes.size(); ++i) {
        const npe_node& a = chain.nodes[i];
        const npe_node& b = chain.nodes[i + 1];
        if (a.link == NPE_LINK_STRONG && !strong_link(grid, a, b))
          return {{}, {}, "link " + describe(a) + " = " + describe(b) + " is not strong"};
        if (a.link == NPE_LINK_WEAK && !weak_link(a, b))
          return {{}, {}, "link " + describe(a) + " - " + describe(b) + " is not weak"};
        if (a.link != NPE_LINK_STRONG && a.link != NPE_LINK_WEAK) return {{}, {}, "open chain with an END link inside"};
        if (i > 0 && a.link == chain.nodes[i - 1].link) return {{}, {}, "links do not alternate"};
      }
      if (chain.nodes.back().link != NPE_LINK_END) return {{}, {}, "open chain without END"};
      // A chain starting and ending STRONG: one of its ends is true; what sees both is false.
      const npe_node& first = chain.nodes.front();
      const npe_node& last = chain.nodes.back();
      if (first.link != NPE_LINK_STRONG || chain.nodes[chain.nodes.size() - 2].link != NPE_LINK_STRONG) continue;
      for (int cell = 0; cell < 81; ++cell) {
        for (int d = 1; d <= 9; ++d) {
          if (!is_candidate(grid, cell, d)) continue;
          const npe_node c = candidate_node(cell, d);
          if (weak_link(c, first) && weak_link(c, last)) proven.false_candidates.insert({cell, d});
        }
      }
    } else if (chain.kind == NPE_CHAIN_FORCING) {
      const std::string e = forcing_error(grid, chain);
      if (!e.empty()) return {{}, {}, e};
      const npe_node& head = chain.nodes.front();
      if (contradicts(grid, chain)) {
        const auto candidate = std::pair<int, int>{head.cells[0], head.digit};
        if (head.flags & NPE_NODE_TRUE)
          proven.false_candidates.insert(candidate);
        else
          proven.true_candidates.insert(candidate);
      }
      const npe_node& tail = chain.nodes.back();
      by_last[{tail.cells[0], tail.digit, (tail.flags & NPE_NODE_TRUE) != 0}].push_back(&chain);
    } else {
      return {{}, {}, "unexpected chain kind " + std::to_string(chain.kind)};
    }
  }
  // Verities: chains with the same last node whose assumptions cover a cell, a house's places of a
  // digit, or a candidate and its negation.
  for (const auto& [last, chains] : by_last) {
    std::set<Literal> heads;
    for (const Chain* chain : chains) {
      const npe_node& h = chain->nodes.front();
      heads.insert({h.cells[0], h.digit, (h.flags & NPE_NODE_TRUE) != 0});
    }
    bool verity = false;
    for (const auto& [c, d, t] : heads) {
      if (heads.count({c, d, !t})) verity = true;
      if (!t) continue;
      bool whole_cell = true;
      for (int x = 1; x <= 9; ++x) whole_cell &= !is_candidate(grid, c, x) || heads.count({c, x, true});
      bool whole_house = false;
      for (int house : sdk::houses_of(c)) {
        bool all = true;
        for (int other : sdk::kHouseCells[house]) all &= !is_candidate(grid, other, d) || heads.count({other, d, true});
        whole_house |= all;
      }
      verity |= whole_cell || whole_house;
    }
    if (!verity) continue;
    const auto candidate = std::pair<int, int>{std::get<0>(last), std::get<1>(last)};
    if (std::get<2>(last))
      proven.true_candidates.insert(candidate);
    else
      proven.false_candidates.insert(candidate);
  }
  return proven;
}

/** Colour clusters: connected by strong links between opposite colours; then the candidates that
 *  follow (trap, false colour: two of a colour weakly linked, a colour weakly linked to both colours
 *  of another cluster, a colour emptying an uncoloured cell; multi-colour weak links). */
inline std::string color_conclusions(const Grid& grid, const Step& step, Proven& proven) {
  if (step.colors.empty()) return "";
  std::map<std::pair<int, int>, int> color_of;
  std::map<int, std::vector<std::pair<int, int>>> members;
  for (const auto& c : step.colors) {
    if (!is_candidate(grid, c.cell, c.digit))
      return "coloured " + std::to_string(c.digit) + cell_name(c.cell) + " is not a candidate";
    if (!color_of.emplace(std::pair<int, int>{c.cell, c.digit}, c.color).second) return "candidate coloured twice";
    members[c.color].push_back({c.cell, c.digit});
  }
  const auto node = [](std::pair<int, int> c) { return candidate_node(c.first, c.second); };
  for (const auto& [color, list] : members) {
    if (color % 2 == 0 && !members.count(color + 1)) return "cluster with one colour";
    if (color % 2 != 0) continue;
    // Connectivity over strong links between opposite colours.
    std::vector<std::pair<int, int>> all = list;
    for (auto c : members.at(color + 1)) all.push_back(c);
    std::set<std::pair<int, int>> seen{all.front()};
    std::vector<std::pair<int, int>> todo{all.front()};
    while (!todo.empty()) {
      const auto at = todo.back();
      todo.pop_back();
      for (auto other : all) {
        if (seen.count(other) || (color_of.at(other) ^ color_of.at(at)) != 1) continue;
        if (strong_link(grid, node(at), node(other))) {
          seen.insert(other);
          todo.push_back(other);
        }
      }
    }
    if (seen.size() != all.size()) return "cluster " + std::to_string(color / 2) + " is not connected by strong links";
  }
  const auto sees_color = [&](std::pair<int, int> c, int color) {
    for (auto m : members[color]) {
      if (m != c && weak_link(node(c), node(m))) return true;
    }
    return false;
  };
  // A colour is false when two of its candidates are weakly linked, or when its candidates (one or
  // several) are weakly linked to both colours of another cluster.
  std::set<int> false_colors;
  for (const auto& [color, list] : members) {
    std::set<int> linked_colors;
    for (auto c : list) {
      if (sees_color(c, color)) false_colors.insert(color);
      for (const auto& [other, unused] : members) {
        if (other / 2 != color / 2 && sees_color(c, other)) linked_colors.insert(other);
        (void)unused;
      }
    }
    for (int other : linked_colors) {
      if (other % 2 == 0 && linked_colors.count(other + 1)) false_colors.insert(color);
    }
  }
  for (int cell = 0; cell < 81; ++cell) {  // a colour that empties an uncoloured cell
    if (grid.digits[cell] != 0) continue;
    for (const auto& [color, list] : members) {
      bool all = grid.candidates[cell] != 0;
      for (int d = 1; d <= 9 && all; ++d) {
        if (!is_candidate(grid, cell, d)) continue;
        all = !color_of.count({cell, d}) && sees_color({cell, d}, color);
      }
      if (all) false_colors.insert(color);
      (void)list;
    }
  }
  for (int color : false_colors) {
    for (auto c : members[color]) proven.false_candidates.insert(c);
    for (auto c : members[color ^ 1]) proven.true_candidates.insert(c);
  }
  std::set<std::pair<int, int>> linked_colors;  // colour a weakly linked to colour b of another cluster
  for (const auto& [a, la] : members) {
    for (const auto& [b, lb] : members) {
      if (a / 2 == b / 2) continue;
      for (auto m : la) {
        if (sees_color(m, b)) linked_colors.insert({a, b});
      }
      (void)lb;
    }
  }
  for (int cell = 0; cell < 81; ++cell) {
    for (int d = 1; d <= 9; ++d) {
      if (!is_candidate(grid, cell, d)) continue;
      const std::pair<int, int> c{cell, d};
      std::set<int> seen;
      for (const auto& [color, list] : members) {
        if (sees_color(c, color)) seen.insert(color);
        (void)list;
      }
      for (int a : seen) {
        if (a % 2 == 0 && seen.count(a + 1)) proven.false_candidates.insert(c);
      }
      for (const auto& [a, b] : linked_colors) {  // not both a and b: a' or b' is true
        if (seen.count(a ^ 1) && seen.count(b ^ 1)) proven.false_candidates.insert(c);
      }
    }
  }
  return "";
}

}  // namespace evidence_detail

/** "" when the step's chains and colours hold in `grid` and prove every elimination and placement. */
inline std::string evidence_error(const Grid& grid, const Step& step) {
  using namespace evidence_detail;
  Proven proven = chain_conclusions(grid, step);
  if (!proven.error.empty()) return proven.error;
  const std::string color_error = color_conclusions(grid, step, proven);
  if (!color_error.empty()) return color_error;
  for (const auto& e : step.eliminations) {
    if (!proven.false_candidates.count({e.cell, e.digit}))
      return "elimination " + cell_name(e.cell) + "<>" + std::to_string(e.digit) + " does not follow from the evidence";
  }
  for (const auto& p : step.placements) {
    if (!proven.true_candidates.count({p.cell, p.digit}))
      return "placement " + cell_name(p.cell) + "=" + std::to_string(p.digit) + " does not follow from the evidence";
  }
  if (step.chains.empty() && step.colors.empty()) return "no chain and no colour evidence";
  return "";
}

}  // namespace npe::test
