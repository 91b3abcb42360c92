// Shared by the chain tests: an independent check of a chain step's ABI 1.1 evidence against the
// position (every link is what the header says, links alternate, the eliminations follow from the
// chains), HoDoKu's chain length from a step, and hard positions (where the `full` engine type is
// stuck).
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "board/grid.hpp"
#include "board/puzzle_text.hpp"
#include "engine/engine.hpp"
#include "engine/engine_type.hpp"
#include "steps/step.hpp"
#include "test_support.hpp"

namespace npe::test {

/** HoDoKu's chain length as the chains plugin writes it into the step's kind (bits 8..15). */
inline int chain_length(const Step& step) { return static_cast<int>((step.kind >> 8) & 0xff); }
inline int chain_type(const Step& step) { return static_cast<int>(step.kind & 0xff); }

struct NodeView {
  const npe_node* node;
  std::vector<int> cells;
};

inline bool sees_all(const std::vector<int>& a, const std::vector<int>& b) {
  for (int x : a) {
    for (int y : b) {
      if (!sdk::sees(x, y)) return false;
    }
  }
  return true;
}

/** Checks one node against the position and the step's ALS; "" when it holds. */
inline std::string check_node(const Grid& grid, const Step& step, const npe_node& node) {
  if (node.digit < 1 || node.digit > 9 || node.cell_count < 1 || node.cell_count > 9) return "bad node";
  for (int i = 0; i < node.cell_count; ++i) {
    const int cell = node.cells[i];
    if (cell > 80 || (i > 0 && cell <= node.cells[i - 1])) return "cells not ascending";
    if (grid.digits[cell] != 0 || !sdk::has_digit(grid.candidates[cell], node.digit))
      return "node cell " + cell_name(cell) + " lacks " + std::to_string(node.digit);
  }
  switch (node.kind) {
    case NPE_NODE_CANDIDATE: return node.cell_count == 1 ? "" : "candidate node with several cells";
    case NPE_NODE_GROUP: {
      if (node.cell_count < 2 || node.cell_count > 3) return "group of " + std::to_string(node.cell_count);
      const int block = sdk::block_of(node.cells[0]);
      bool row = true, col = true;
      for (int i = 0; i < node.cell_count; ++i) {
        if (sdk::block_of(node.cells[i]) != block) return "group outside one block";
        row &= sdk::row_of(node.cells[i]) == sdk::row_of(node.cells[0]);
        col &= sdk::col_of(node.cells[i]) == sdk::col_of(node.cells[0]);
      }
      return row || col ? "" : "group outside one line";
    }
    case NPE_NODE_ALS: {
      if (node.als >= step.als.size()) return "ALS index out of range";
      const npe_als& als = step.als[node.als];
      Mask digits = 0;
      int house_hits[27] = {};
      for (int i = 0; i < als.cell_count; ++i) {
        digits |= grid.candidates[als.cells[i]];
        for (int h : sdk::houses_of(als.cells[i])) ++house_hits[h];
      }
      if (digits != als.digits || sdk::count_digits(digits) != als.cell_count + 1) return "not an ALS";
      if (std::none_of(std::begin(house_hits), std::end(house_hits), [&](int n) { return n == als.cell_count; }))
        return "ALS not in one house";
      std::vector<int> with;
      for (int i = 0; i < als.cell_count; ++i) {
        if (sdk::has_digit(grid.candidates[als.cells[i]], node.digit)) with.push_back(als.cells[i]);
      }
      if (with != std::vector<int>(node.cells, node.cells + node.cell_count)) return "ALS node cells";
      return "";
    }
  }
  return "bad node kind";
}

inline std::vector<int> cells_of(const npe_node& node) { return {node.cells, node.cells + node.cell_count}; }

inline bool same_candidate(const npe_node& a, const npe_node& b) {
  return a.kind == NPE_NODE_CANDIDATE && b.kind == NPE_NODE_CANDIDATE && a.cells[0] == b.cells[0];
}

/** The header's strong link (npe_link_kind). */
inline bool strong_link(const Grid& grid, const npe_node& a, const npe_node& b) {
  if (same_candidate(a, b)) {
    const Mask m = grid.candidates[a.cells[0]];
    return a.digit != b.digit && sdk::count_digits(m) == 2 && sdk::has_digit(m, a.digit) && sdk::has_digit(m, b.digit);
  }
  if (a.kind == NPE_NODE_ALS || b.kind == NPE_NODE_ALS) {
    return a.kind == NPE_NODE_ALS && b.kind == NPE_NODE_ALS && a.als == b.als && a.digit != b.digit;
  }
  if (a.digit != b.digit) return false;
  const auto ca = cells_of(a), cb = cells_of(b);
  for (int x : ca) {
    if (std::find(cb.begin(), cb.end(), x) != cb.end()) return false;
  }
  for (int house = 0; house < 27; ++house) {
    std::vector<int> places;
    for (int k = 0; k < 9; ++k) {
      const int cell = sdk::kHouseCells[house][k];
      if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], a.digit)) places.push_back(cell);
    }
    std::vector<int> both = ca;
    both.insert(both.end(), cb.begin(), cb.end());
    std::sort(both.begin(), both.end());
    if (places == both) return true;
  }
  return false;
}

/** The header's weak link. */
inline bool weak_link(const npe_node& a, const npe_node& b) {
  if (same_candidate(a, b)) return a.digit != b.digit;
  return a.digit == b.digit && sees_all(cells_of(a), cells_of(b));
}

/** Candidates that are weakly linked to a (candidate, group or ALS) node: they see all its cells
 *  with its digit, or (candidate nodes) share its cell with another digit. */
inline bool sees_node(const CellDigit& x, const npe_node& node) {
  if (node.kind == NPE_NODE_CANDIDATE && x.cell == node.cells[0]) return x.digit != node.digit;
  return x.digit == node.digit && sees_all({x.cell}, cells_of(node));
}

/** An open chain whose first link is weak, read as "its first candidate true => its last node
 *  true (last link strong) or false (weak)". */
struct Implication {
  CellDigit premise;
  const npe_node* conclusion;
  bool conclusion_true;
};

/** Whether a node with this truth value excludes candidate x. */
inline bool excludes(const npe_node& node, bool truth, const CellDigit& x) {
  if (!truth) return node.kind == NPE_NODE_CANDIDATE && node.cells[0] == x.cell && node.digit == x.digit;
  return sees_node(x, node);
}

/** A verity over one cell (chains of a net, NPE_CHAIN_OPEN): each candidate of the cell, assumed
 *  true, excludes x by itself or through an implication chain starting at it. */
inline bool verity_excludes(const Grid& grid, const std::vector<Implication>& implications, const CellDigit& x) {
  for (int cell = 0; cell < 81; ++cell) {
    if (grid.digits[cell] != 0 || grid.candidates[cell] == 0) continue;
    bool all = true;
    for (int d = 1; d <= 9 && all; ++d) {
      if (!sdk::has_digit(grid.candidates[cell], d)) continue;
      const bool direct =
          (x.cell == cell && x.digit != d) || (x.digit == d && x.cell != cell && sdk::sees(x.cell, cell));
      all = direct || std::any_of(implications.begin(), implications.end(), [&](const Implication& i) {
              return i.premise.cell == cell && i.premise.digit == d && excludes(*i.conclusion, i.conclusion_true, x);
            });
    }
    if (all) return true;
  }
  return false;
}

/** "" when every chain of the step holds on the grid and every elimination follows from one of
 *  them, or from a verity of them over one cell (HoDoKu's forced ALS exits; module docs:
 *  tests/chains_support.hpp). */
inline std::string check_chain_evidence(const Grid& grid, const Step& step) {
  if (step.chains.empty()) return "no chain";
  std::vector<CellDigit> justified;
  std::vector<Implication> implications;
  for (const auto& chain : step.chains) {
    const auto& nodes = chain.nodes;
    const std::size_t n = nodes.size();
    for (const auto& node : nodes) {
      const std::string why = check_node(grid, step, node);
      if (!why.empty()) return why;
    }
    const bool loop = chain.kind == NPE_CHAIN_LOOP;
    if (chain.kind != NPE_CHAIN_OPEN && !loop) return "unexpected chain kind";
    const std::size_t links = loop ? n : n - 1;
    for (std::size_t i = 0; i < links; ++i) {
      const npe_node& a = nodes[i];
      const npe_node& b = nodes[(i + 1) % n];
      if (a.link == NPE_LINK_STRONG && !strong_link(grid, a, b)) return "link " + std::to_string(i) + " is not strong";
      if (a.link == NPE_LINK_WEAK && !weak_link(a, b)) return "link " + std::to_string(i) + " is not weak";
      if (a.link != NPE_LINK_STRONG && a.link != NPE_LINK_WEAK) return "bad link kind";
      if (i > 0 && nodes[i - 1].link == a.link) return "links do not alternate at " + std::to_string(i);
    }
    if (!loop && nodes[n - 1].link != NPE_LINK_END) return "open chain does not end";
    if (loop && (n % 2 != 0 || nodes[n - 1].link == nodes[0].link)) return "loop does not alternate";
    // What the chain proves (ABI header, npe_chain_kind).
    auto add_if = [&](auto&& pred) {
      for (int cell = 0; cell < 81; ++cell) {
        for (int d = 1; d <= 9; ++d) {
          const CellDigit candidate{static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)};
          if (grid.digits[cell] == 0 && sdk::has_digit(grid.candidates[cell], d) && pred(candidate))
            justified.push_back(candidate);
        }
      }
    };
    auto is_node = [](const CellDigit& x, const npe_node& node) {
      return node.kind == NPE_NODE_CANDIDATE && x.cell == node.cells[0] && x.digit == node.digit;
    };
    if (!loop) {
      const npe_node& first = nodes[0];
      const npe_node& last = nodes[n - 1];
      if (first.kind == NPE_NODE_CANDIDATE && first.link == NPE_LINK_WEAK) {
        implications.push_back({CellDigit{first.cells[0], first.digit}, &last, nodes[n - 2].link == NPE_LINK_STRONG});
      }
      const bool first_strong = first.link == NPE_LINK_STRONG;
      const bool last_strong = nodes[n - 2].link == NPE_LINK_STRONG;
      const bool ends_meet = same_candidate(first, last) && first.digit == last.digit;
      if (first_strong && last_strong) {  // first or last is true
        add_if([&](const CellDigit& x) { return sees_node(x, first) && sees_node(x, last); });
      } else if (!first_strong && !last_strong && ends_meet) {  // first => not first
        add_if([&](const CellDigit& x) { return is_node(x, first); });
      } else if (!first_strong && last_strong && weak_link(first, last)) {  // first => last, not both
        add_if([&](const CellDigit& x) { return is_node(x, first); });
      } else if (first_strong && !last_strong && weak_link(first, last)) {  // last => first, not both
        add_if([&](const CellDigit& x) { return is_node(x, last); });
      }
    } else {
      // Every link holds both ways: exactly one end true.
      for (std::size_t i = 0; i < n; ++i) {
        const npe_node& a = nodes[i];
        const npe_node& b = nodes[(i + 1) % n];
        if (a.kind == NPE_NODE_ALS && b.kind == NPE_NODE_ALS && a.als == b.als) {
          const npe_als& als = step.als[a.als];
          for (int d = 1; d <= 9; ++d) {  // the set's other digits are locked in it
            if (!sdk::has_digit(als.digits, d) || d == a.digit || d == b.digit) continue;
            std::vector<int> with;
            for (int k = 0; k < als.cell_count; ++k) {
              if (sdk::has_digit(grid.candidates[als.cells[k]], d)) with.push_back(als.cells[k]);
            }
            add_if([&](const CellDigit& x) { return x.digit == d && sees_all({x.cell}, with); });
          }
          continue;
        }
        add_if(
            [&](const CellDigit& x) { return sees_node(x, a) && sees_node(x, b) && !is_node(x, a) && !is_node(x, b); });
      }
    }
  }
  for (const auto& e : step.eliminations) {
    if (std::find_if(justified.begin(), justified.end(),
                     [&](const CellDigit& j) { return j.cell == e.cell && j.digit == e.digit; }) == justified.end() &&
        !verity_excludes(grid, implications, e))
      return "elimination " + std::to_string(e.digit) + " in " + cell_name(e.cell) + " does not follow from the chains";
  }
  return "";
}

/** Puzzles of a corpus where the `full` engine type gets stuck, with their final grids. */
inline std::vector<std::pair<Puzzle, Grid>> stuck_positions(const std::string& corpus, std::size_t count) {
  std::vector<std::pair<Puzzle, Grid>> found;
  Engine engine(load_engine_type(source_dir() / "configs" / "engines" / "full.yaml"), shipped_plugins());
  for (const auto& puzzle : read_puzzle_file(shared_corpus(corpus))) {
    if (found.size() >= count) break;
    const RunResult run = engine.run(puzzle);
    if (run.outcome == Outcome::stuck) found.emplace_back(puzzle, run.final_grid);
  }
  return found;
}

}  // namespace npe::test
