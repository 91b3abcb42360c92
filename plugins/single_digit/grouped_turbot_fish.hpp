// Grouped Turbot Fish (docs/techniques.md "Single-digit patterns"): the Turbot Fish (turbot_fish.hpp)
// with group nodes, as Sudopedia's "Grouped Turbot Fish" defines it — an X-chain of three links
// E1 =S= B1 -W- B2 =S= E2 on one digit whose nodes are candidates or groups. A node is a nonempty set
// of the digit's places inside one box-line intersection (a group when it has two or more). A strong
// link is a house whose places of the digit are exactly the two nodes (every way of splitting them
// into two such nodes); a weak link joins two disjoint nodes inside one house. The four nodes are
// pairwise disjoint and one at least is a group (without a group the chain is the Turbot Fish's).
// E1 or E2 holds the digit (E1 false: B1 true, B2 false, E2 true), so every other place of the digit
// seeing all cells of E1 and E2 loses it. The shape is named as Sukaku Explainer names its 2 strong
// links (StrongLinksHint): two parallel lines a Skyscraper, a row and a column a 2-String Kite, a block
// among them a Turbot Fish; the chain is written in HoDoKu's Turbot Fish notation, groups compact
// ("r2c23"). A strong link's house is the first (rows, columns, blocks) whose places are the two nodes.
// Scan order: digits 1..9; strong links by house, each house's splits with the part holding its first
// place as the set grows in cell order; the first link read both ways (E1, B1), then every other link
// both ways (B2, E2). Each chain is reported once, from the end whose first cell is lower.
#pragma once

#include <npe/sdk/describe.hpp>

#include "pattern_step.hpp"

namespace npe::plugins::single_digit {

/** A set of cells inside one box-line intersection: one block, and one row or one column. */
inline bool in_box_line(CellSet cells) {
  const int first = cells.first();
  const CellSet block = kHouseSet[18 + sdk::block_of(first)];
  return (block & kHouseSet[sdk::row_of(first)]).contains(cells) ||
         (block & kHouseSet[9 + sdk::col_of(first)]).contains(cells);
}

/** Whether some house holds every cell of the set. */
inline bool in_one_house(CellSet cells) {
  for (const int house : sdk::houses_of(cells.first())) {
    if (kHouseSet[house].contains(cells)) return true;
  }
  return false;
}

/** A strong link of one digit: its house and its two nodes (side[0] holds the house's first place). */
struct GroupedLink {
  int house;
  CellSet side[2];
};

/** Every strong link of the digit with nodes in box-line intersections, each pair of nodes once. */
inline int grouped_links(const DigitTable& table, int digit, GroupedLink* links, int capacity) {
  int count = 0;
  for (int house = 0; house < sdk::kHouses; ++house) {
    const CellSet all = table.cells[digit] & kHouseSet[house];
    const int n = all.count();
    if (n < 2 || n > 6) continue;  // two nodes of at most three cells each
    int cells[6];
    all.to_array(cells);
    // side[0] = the first place and a subset of the others (bit i: cells[i + 1]); side[1] the rest.
    for (int bits = 0; bits < (1 << (n - 1)) - 1; ++bits) {
      CellSet a = CellSet::of(cells[0]);
      for (int i = 0; i + 1 < n; ++i) {
        if (bits & (1 << i)) a.add(cells[i + 1]);
      }
      const CellSet b = all.minus(a);
      if (!in_box_line(a) || !in_box_line(b)) continue;
      bool seen = false;  // the same two nodes as a link of an earlier house
      for (int k = 0; k < count && !seen; ++k) seen = links[k].side[0] == a && links[k].side[1] == b;
      if (!seen && count < capacity) links[count++] = {house, {a, b}};
    }
  }
  return count;
}

/** The chain E1 =S= B1 -W- B2 =S= E2 and the strong links' houses. */
struct GroupedChain {
  int digit;
  CellSet node[4];
  int house[2];
};

/** Room for every strong link of a digit: at most 31 splits of a house's 6 places, 27 houses. */
inline constexpr int kMaxGroupedLinks = 27 * 31;

/** Calls visit(chain, targets) for every grouped chain with eliminations, in scan order; stops when
 *  visit returns false. `links` is scratch room for kMaxGroupedLinks links. */
template <class Visit>
bool for_each_grouped_chain(const DigitTable& table, GroupedLink* links, Visit&& visit) {
  for (int digit = 1; digit <= 9; ++digit) {
    const CellSet places = table.cells[digit];
    const int count = grouped_links(table, digit, links, kMaxGroupedLinks);
    for (int i = 0; i < count; ++i) {
      for (int j = 0; j < count; ++j) {
        if (j == i) continue;
        for (int way = 0; way < 4; ++way) {
          const CellSet e1 = links[i].side[way >> 1], b1 = links[i].side[1 - (way >> 1)];
          const CellSet b2 = links[j].side[way & 1], e2 = links[j].side[1 - (way & 1)];
          if (e1.first() > e2.first()) continue;  // each chain once, from its lower end
          if ((e1 | b1).intersects(b2 | e2) || !in_one_house(b1 | b2)) continue;
          if (!(e1.several() || b1.several() || b2.several() || e2.several())) continue;
          const CellSet targets = places.minus(e1 | e2) & common_peers(e1 | e2);
          if (targets.empty()) continue;
          const GroupedChain chain{digit, {e1, b1, b2, e2}, {links[i].house, links[j].house}};
          if (!visit(chain, targets)) return false;
        }
      }
    }
  }
  return true;
}

/** "Skyscraper" (parallel lines), "2-String Kite" (a row and a column) or "Turbot Fish" (a block). */
inline const char* grouped_shape(const GroupedChain& chain) {
  const int a = chain.house[0], b = chain.house[1];
  if (a >= 18 || b >= 18) return "Grouped Turbot Fish";
  return (a < 9) == (b < 9) ? "Grouped Skyscraper" : "Grouped 2-String Kite";
}

class GroupedTurbotFish {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "single_digit.grouped_turbot_fish",
       .name = "Grouped Turbot Fish",
       .description = "a Turbot Fish (Skyscraper, 2-String Kite) with groups of a box-line intersection as nodes: "
                      "cells seeing both ends lose the digit",
       .default_points = 140,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit GroupedTurbotFish(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    for_each_grouped_chain(table, links_,
                           [&](const GroupedChain& chain, CellSet targets) { return report(chain, targets, sink); });
  }

 private:
  bool report(const GroupedChain& chain, CellSet targets, sdk::StepSink& sink) {
    const int digit = chain.digit;
    step_.reset();
    eliminate_all(step_, targets, digit);
    add_cells(step_, chain.node[0] | chain.node[1] | chain.node[2] | chain.node[3], digit);
    step_.begin_chain(NPE_CHAIN_OPEN);
    const npe_link_kind links[4] = {NPE_LINK_STRONG, NPE_LINK_WEAK, NPE_LINK_STRONG, NPE_LINK_END};
    for (int i = 0; i < 4; ++i) add_set_node(step_, chain.node[i], digit, links[i]);
    step_.add_base_house(chain.house[0]);
    step_.add_base_house(chain.house[1]);  // another house: the links' nodes are disjoint
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    put_name_digit(text, grouped_shape(chain), digit);
    const char* link_text[3] = {" =", " -", " ="};
    text.put(' ');
    put_hodoku_cells(text, chain.node[0]);
    for (int i = 1; i < 4; ++i) {
      text.put(link_text[i - 1]);
      text.put_digit(digit);
      text.put(link_text[i - 1][1] == '=' ? "= " : "- ");
      put_hodoku_cells(text, chain.node[i]);
    }
    finish_text(step_, buffer, text);
    return sink.emit(step_);
  }

  GroupedLink links_[kMaxGroupedLinks];
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::single_digit
