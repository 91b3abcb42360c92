// GNPX's Firework triple and quadruple (GNPX v5.84, "5 GNPX_analyzer/60 new Algorithms ...
// development/62 Fireworks/621 e_GNPv6_Firework_Triple.cs", "622 e_GNPv6_Firework_Quadruple.cs"; GNPX
// docs page58.html, after the enjoysudoku thread "Fireworks", t39513).
// A firework of digit n: a stem cell A holding n, the only cell B of A's row outside A's box holding n,
// the only cell C of A's column outside A's box holding n. One of A, B, C is n: if B and C are not, n
// lies in A's box on both A's row and A's column, i.e. in A.
// Triple: three digits whose fireworks share stem and leaves: the three cells hold those three digits,
// so their other candidates go. Quadruple: two digits firework with stem A1 and leaves B, C, two
// others with stem A2 (B's column, C's row) and leaves C, B: the four cells hold the four digits.
// Evidence: the host's set logic cannot carry this (a firework's natural sets, A's row and column for
// n, share A), so each elimination is refuted by cases over the pattern's other cells
// (plugins/common/case_split/): forcing chains with lemmas the host replays.
// Text (GNPX's Result line): "Firework_Triple: Stem:r7c3 Leaf:r6c3 r7c4 #129",
// "Firework_Quadruple: Stem:r5c1#17 r7c8#26 Leaf:r5c8 r7c1".
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <memory>
#include <vector>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

#include "../common/case_split/case_split_proof.hpp"

namespace npe::plugins::gnpx {

/** Per stem cell and its row and column leaves, the digits that firework there: key stem*6561 +
 *  row_leaf*81 + column_leaf. */
inline std::map<int, sdk::Mask> fireworks(const sdk::Position& position) {
  std::map<int, sdk::Mask> found;
  for (int stem = 0; stem < 81; ++stem) {
    if (position.digit(stem) != 0) continue;
    for (sdk::Mask m = position.candidates(stem); m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
      const int n = sdk::first_digit(m);
      int leaves[2] = {-1, -1};
      for (int k = 0; k < 2; ++k) {
        const int house = k == 0 ? sdk::row_of(stem) : 9 + sdk::col_of(stem);
        int count = 0;
        for (const int cell : sdk::kHouseCells[house]) {
          if (sdk::block_of(cell) == sdk::block_of(stem)) continue;
          if (position.digit(cell) == n) count = 9;  // placed in the line: no firework
          if (position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), n)) ++count, leaves[k] = cell;
        }
        if (count != 1) leaves[k] = -1;
      }
      if (leaves[0] < 0 || leaves[1] < 0) continue;
      found[stem * 6561 + leaves[0] * 81 + leaves[1]] |= sdk::digit_bit(n);
    }
  }
  return found;
}

/** " Leaf:" and the two leaves in cell order, as GNPX writes them. */
inline void put_leaves(sdk::TextBuffer& text, int leaf, int other_leaf) {
  text.put(" Leaf:");
  sdk::put_cell(text, std::min(leaf, other_leaf));
  text.put(' ');
  sdk::put_cell(text, std::max(leaf, other_leaf));
}

/** The refutations of every candidate of `cells` outside `digits`, each split over the other cells. */
inline std::vector<case_split::Refutation> prove_locked(const sdk::Position& position, const std::vector<int>& cells,
                                                        sdk::Mask digits) {
  const case_split::Board board = case_split::Board::of(position);
  std::vector<case_split::Refutation> proved;
  for (const int cell : cells) {
    std::vector<int> splits;
    for (const int other : cells) {
      if (other != cell) splits.push_back(other);
    }
    for (sdk::Mask m = static_cast<sdk::Mask>(position.candidates(cell) & ~digits); m != 0;
         m &= static_cast<sdk::Mask>(m - 1)) {
      const int x = sdk::first_digit(m);
      auto proof = case_split::refute(board, cell, x, splits);
      if (proof && case_split::fits_one_step(*proof)) {
        proved.push_back({{cell, x, false}, std::move(proof)});
      }
    }
  }
  return proved;
}

class FireworkTriple {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "gnpx.firework_triple",
       .name = "Firework triple",
       .description = "GNPX's Firework_Triple: three digits firework with one stem and the same two leaves; the three "
                      "cells' other candidates go (forcing chains over the cells' cases)",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit FireworkTriple(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (const auto& [key, digits] : fireworks(position)) {
      if (std::popcount(static_cast<unsigned>(digits)) != 3) continue;
      const int stem = key / 6561, row_leaf = key / 81 % 81, column_leaf = key % 81;
      auto proved = prove_locked(position, {stem, row_leaf, column_leaf}, digits);
      if (proved.empty()) continue;
      char buffer[NPE_MAX_TEXT_LENGTH + 1];
      sdk::TextBuffer text(buffer, sizeof buffer);
      text.put("Firework_Triple: Stem:");
      sdk::put_cell(text, stem);
      put_leaves(text, row_leaf, column_leaf);
      text.put(" #");
      text.put_digits(digits);
      if (!case_split::emit_refutations(proved, text.c_str(), step_, sink)) return;
    }
  }

 private:
  sdk::StepBuilder step_;
};

class FireworkQuadruple {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "gnpx.firework_quadruple",
       .name = "Firework quadruple",
       .description = "GNPX's Firework_Quadruple: two 2-digit fireworks on opposite stems sharing their two leaves; "
                      "the four cells' other candidates go (forcing chains over the cells' cases)",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit FireworkQuadruple(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const auto all = fireworks(position);
    for (const auto& [key, digits] : all) {
      if (std::popcount(static_cast<unsigned>(digits)) != 2) continue;
      const int stem = key / 6561, row_leaf = key / 81 % 81, column_leaf = key % 81;
      // The opposite stem: the row leaf's column, the column leaf's row; its leaves swap roles.
      const int other = sdk::row_of(column_leaf) * 9 + sdk::col_of(row_leaf);
      if (other < stem) continue;  // each pair of stems once
      const auto it = all.find(other * 6561 + column_leaf * 81 + row_leaf);
      if (it == all.end() || std::popcount(static_cast<unsigned>(it->second)) != 2 || (it->second & digits) != 0)
        continue;
      auto proved =
          prove_locked(position, {stem, other, row_leaf, column_leaf}, static_cast<sdk::Mask>(digits | it->second));
      if (proved.empty()) continue;
      char buffer[NPE_MAX_TEXT_LENGTH + 1];
      sdk::TextBuffer text(buffer, sizeof buffer);
      text.put("Firework_Quadruple: Stem:");
      sdk::put_cell(text, stem);
      text.put('#');
      text.put_digits(digits);
      text.put(' ');
      sdk::put_cell(text, other);
      text.put('#');
      text.put_digits(it->second);
      put_leaves(text, row_leaf, column_leaf);
      if (!case_split::emit_refutations(proved, text.c_str(), step_, sink)) return;
    }
  }

 private:
  sdk::StepBuilder step_;
};

/** GNPX's Firework_WWing (623 e_GNPv6_Firework_WWing.cs): a two-digit firework {x,y} (stem A, leaves
 *  a row leaf and a column leaf); a cell X seeing both leaves but not A, holding x or y; and two
 *  bivalue cells {x,y}, each seeing X and one of the leaves, neither seeing A. X holding x (or y)
 *  would give both bivalue cells the other digit, the leaves neither, and A both: X's x and y go.
 *  One step per pair of bivalue cells, as GNPX reports them. */
class FireworkWWing {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "gnpx.firework_wwing",
       .name = "Firework W-Wing",
       .description = "GNPX's Firework_WWing: a two-digit firework and two bivalue cells of its digits, each seeing a "
                      "leaf and a cell that sees both leaves: that cell loses the two digits",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit FireworkWWing(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (const auto& [key, digits] : fireworks(position)) {
      if (std::popcount(static_cast<unsigned>(digits)) != 2) continue;
      const int stem = key / 6561, leaf1 = key / 81 % 81, leaf2 = key % 81;
      const sdk::CellSet away = sdk::kPeerSet[stem] | single(stem);
      const sdk::CellSet near1 = sdk::kPeerSet[leaf1].minus(away), near2 = sdk::kPeerSet[leaf2].minus(away);
      const sdk::CellSet crossings = near1 & near2;
      for (int x = 0; x < 81; ++x) {
        if (!crossings.has(x) || position.digit(x) != 0 || (position.candidates(x) & digits) == 0) continue;
        const sdk::CellSet assists1 = near1 & sdk::kPeerSet[x], assists2 = near2 & sdk::kPeerSet[x];
        for (int a1 = 0; a1 < 81; ++a1) {
          if (!assists1.has(a1) || !bivalue_of(position, a1, digits)) continue;
          for (int a2 = 0; a2 < 81; ++a2) {
            if (!assists2.has(a2) || !bivalue_of(position, a2, digits)) continue;
            std::vector<case_split::Refutation> proved;
            const case_split::Board board = case_split::Board::of(position);
            const int splits[1] = {stem};
            for (sdk::Mask m = static_cast<sdk::Mask>(position.candidates(x) & digits); m != 0;
                 m &= static_cast<sdk::Mask>(m - 1)) {
              const int d = sdk::first_digit(m);
              auto proof = case_split::refute(board, x, d, splits);
              if (proof && case_split::fits_one_step(*proof)) proved.push_back({{x, d, false}, std::move(proof)});
            }
            if (proved.empty()) continue;
            char buffer[NPE_MAX_TEXT_LENGTH + 1];
            sdk::TextBuffer text(buffer, sizeof buffer);
            text.put("Firework_WWing FW:Stem:");
            sdk::put_cell(text, stem);
            put_leaves(text, leaf1, leaf2);
            text.put(" #");
            text.put_digits(digits);
            text.put(" Assist:");
            sdk::put_cell(text, a1);
            text.put(' ');
            sdk::put_cell(text, a2);
            text.put(" Exclude:");
            sdk::put_cell(text, x);
            text.put('#');
            text.put_digits(static_cast<sdk::Mask>(position.candidates(x) & digits));
            if (!case_split::emit_refutations(proved, text.c_str(), step_, sink)) return;
          }
        }
      }
    }
  }

 private:
  static sdk::CellSet single(int cell) {
    sdk::CellSet set;
    set.add(cell);
    return set;
  }
  static bool bivalue_of(const sdk::Position& position, int cell, sdk::Mask digits) {
    return position.digit(cell) == 0 && position.candidates(cell) == digits;
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::gnpx
