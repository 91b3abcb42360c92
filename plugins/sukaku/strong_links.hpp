// Sukaku Explainer's "N Strong Links" family (docs/techniques.md "Sukaku Explainer ratings"): on one
// digit, N strong links in N distinct houses whose candidates are pairwise disjoint, joined end to
// start by weak links (both ends in one house): a Skyscraper, 2-String Kite or Turbot Fish for N = 2,
// its "3 Skyscrapers", "3-String Kite", "N Strong links" beyond. One end of the chain holds the digit,
// so cells seeing both ends lose it. A strong link is a house holding the digit twice (a block's two
// places not in one line), or, grouped (Sukaku Explainer's empty-rectangle and line configurations),
// a house holding it 3..6 times split into two groups each inside one box-line intersection. When both
// ends share a house the chain is a loop (Sukaku Explainer's "X-Loop", from 2020-01; `loops: 0` reads
// it as an open chain, as before): each weak link then holds both ways too. Definition and ratings from
// SudokuMonster/SukakuExplainer@362854e, diuf/sudoku/solver/rules/StrongLinks.java and StrongLinksHint.java (read, not
// copied): cells in a base house of the chain, or (open chains) in a house of one of its weak links, are not
// eliminated; rating 4.0, 5.4, 5.8, 6.2, 6.6 for 2..6 links, +0.3 when a link is grouped, else +0.2 when the links use
// a block and both a row and a column, +0.1 when a block or both a row and a column (before 2020-01, `naming: 0`: +0.1
// when a block, else +0.2 when both a row and a column). Steps are emitted easiest first (rating, then more
// eliminations), Sukaku Explainer's hint order, so `selection: first` applies the hint it applies. Evidence: the
// X-chain (an open chain, or a continuous loop), groups as group nodes, checked by the host.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace npe::plugins::sukaku {

using sdk::CellSet;
using sdk::DigitTable;
using sdk::kHouseSet;
using sdk::kPeerSet;
using sdk::TextBuffer;

inline constexpr int kMinLinks = 2;
inline constexpr int kMaxLinks = 6;

inline constexpr npe_param_desc kStrongLinksParams[] = {
    {sizeof(npe_param_desc), "links", "number of strong links N (2 Skyscraper/Kite/Turbot .. 6)", NPE_PARAM_INT,
     kMinLinks, kMaxLinks, 2},
    {sizeof(npe_param_desc), "loops",
     "1: a chain whose ends share a house is an X-Loop (Sukaku Explainer from 2020-01); 0: an open chain (before)",
     NPE_PARAM_INT, 0, 1, 1},
    {sizeof(npe_param_desc), "naming",
     "1: ratings and names of Sukaku Explainer from 2020-01 (block with both line kinds +0.2, else +0.1); "
     "0: before (a block +0.1, else rows and columns +0.2, \"Strong links (including blocks)\")",
     NPE_PARAM_INT, 0, 1, 1}};

/** One strong link of a digit: its house and the two groups its candidates split into. */
struct StrongLink {
  int house = 0;
  CellSet all;      // every place of the digit in the house
  CellSet side[2];  // the two groups, each inside one box-line intersection
  bool grouped = false;
};

/** Sukaku Explainer's link type: 0 block, 1 row, 2 column. */
inline int link_type(int house) { return house < 9 ? 1 : house < 18 ? 2 : 0; }

/** The first house (column, row, then block: Sukaku Explainer's order) holding every cell; -1 if none. */
inline int common_house(CellSet cells) {
  const int first = cells.first();
  const int order[3] = {9 + sdk::col_of(first), sdk::row_of(first), 18 + sdk::block_of(first)};
  for (const int house : order) {
    if (kHouseSet[house].contains(cells)) return house;
  }
  return -1;
}

/** The box cells (ascending) of `cells` in the box's row or column through `cell`. */
inline CellSet row_part(CellSet cells, int cell) { return cells & kHouseSet[sdk::row_of(cell)]; }
inline CellSet col_part(CellSet cells, int cell) { return cells & kHouseSet[9 + sdk::col_of(cell)]; }

/** A block's grouped links as Sukaku Explainer forms them (Grid.Region's 15 configurations): the
 *  first cell h of the block (its "heart") whose row and column inside the block hold every place;
 *  the places other than h in its column and in its row are the two "blades". A blade of one cell is
 *  one group and the other blade with h the other; two blades of two cells each: the column blade
 *  with h, and the row blade (Sukaku Explainer puts h in both; its links are the same). Without such
 *  a cell, 4..6 places in two rows (or else two columns) of the block split by row (column), and
 *  four places on a rectangle split both ways. Two one-cell blades (an L, h holding the digit):
 *  Sukaku Explainer links the blades alone, which does not hold when h is the digit; npe links
 *  each blade with the other blade and h. */
inline void block_links(int house, CellSet all, std::vector<StrongLink>& links) {
  const int count = all.count();
  for (const int h : sdk::kHouseCells[house]) {
    const CellSet cross = (kHouseSet[sdk::row_of(h)] | kHouseSet[9 + sdk::col_of(h)]) & kHouseSet[house];
    if (!cross.contains(all)) continue;
    CellSet heart;
    if (all.has(h)) heart.add(h);
    const CellSet col_blade = col_part(all, h).minus(heart);
    const CellSet row_blade = row_part(all, h).minus(heart);
    if (col_blade.empty() || row_blade.empty()) return;  // one line: pointing, no link
    if (col_blade.single() && row_blade.single()) {      // an L: h goes with either blade
      links.push_back({house, all, {col_blade, row_blade | heart}, true});
      links.push_back({house, all, {row_blade, col_blade | heart}, true});
    } else if (col_blade.single()) {
      links.push_back({house, all, {col_blade, row_blade | heart}, true});
    } else if (row_blade.single()) {
      links.push_back({house, all, {row_blade, col_blade | heart}, true});
    } else {
      links.push_back({house, all, {col_blade | heart, row_blade}, true});
    }
    return;
  }
  if (count < 4) return;
  const int first_row = sdk::row_of(all.first());
  const int first_col = sdk::col_of(all.first()) - sdk::col_of(all.first()) % 3;
  CellSet rows[3], cols[3];
  for (int i = 0; i < 3; ++i) {
    rows[i] = all & kHouseSet[first_row - first_row % 3 + i];
    cols[i] = all & kHouseSet[9 + first_col + i];
  }
  const auto two_of = [](const CellSet* parts, CellSet& a, CellSet& b) {
    int filled = 0;
    for (int i = 0; i < 3; ++i) filled += parts[i].empty() ? 0 : 1;
    if (filled != 2) return false;
    a = !parts[0].empty() ? parts[0] : parts[1];
    b = !parts[2].empty() ? parts[2] : parts[1];
    return true;
  };
  CellSet a, b;
  const bool by_rows = two_of(rows, a, b);
  if (by_rows) links.push_back({house, all, {a, b}, true});
  if ((!by_rows || count == 4) && two_of(cols, a, b)) links.push_back({house, all, {a, b}, true});
}

/** Every strong link of `digit` (houses in order rows, columns, blocks). */
inline std::vector<StrongLink> strong_links_of(const DigitTable& table, int digit) {
  std::vector<StrongLink> links;
  for (int house = 0; house < sdk::kHouses; ++house) {
    const CellSet all = table.cells[digit] & kHouseSet[house];
    const int n = all.count();
    if (n < 2 || n > 6) continue;
    int cells[6];
    all.to_array(cells);
    if (n == 2) {
      if (house >= 18 && common_house(all) < 18) continue;  // a block's pair in one line is that line's link
      links.push_back({house, all, {CellSet::of(cells[0]), CellSet::of(cells[1])}, false});
    } else if (house >= 18) {
      block_links(house, all, links);
    } else {
      // A line's places in exactly two of its blocks: one group per block.
      CellSet parts[3];
      int filled = 0;
      for (int i = 0; i < 3; ++i) {
        parts[i] = all & kHouseSet[18 + sdk::block_of(sdk::kHouseCells[house][3 * i])];
        filled += parts[i].empty() ? 0 : 1;
      }
      if (filled != 2) continue;
      const CellSet a = !parts[0].empty() ? parts[0] : parts[1];
      const CellSet b = !parts[2].empty() ? parts[2] : parts[1];
      links.push_back({house, all, {a, b}, true});
    }
  }
  return links;
}

class StrongLinks {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "sukaku.strong_links",
       .name = "Strong Links",
       .description =
           "N strong links of one digit chained by weak links (Sukaku Explainer): cells seeing both ends lose it",
       .default_points = 0,
       .default_rating_x10 = 40,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kStrongLinksParams);

  explicit StrongLinks(const sdk::Params& params)
      : links_(static_cast<int>(params.get("links"))),
        loops_(params.get("loops") != 0),
        naming_2020_(params.get("naming") != 0) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    found_.clear();
    for (int digit = 1; digit <= 9; ++digit) {
      digit_ = digit;
      candidates_ = table.cells[digit];
      links_of_digit_ = strong_links_of(table, digit);
      for (int i = 0; i < static_cast<int>(links_of_digit_.size()); ++i) {
        for (int side = 0; side < 2; ++side) {
          chain_[0] = {i, side};
          extend(1, links_of_digit_[i].all);
        }
      }
    }
    // Sukaku Explainer sorts its hints: rating ascending, then more eliminations, then suffix.
    std::stable_sort(found_.begin(), found_.end(), [](const Found& x, const Found& y) {
      if (x.rating_x10 != y.rating_x10) return x.rating_x10 < y.rating_x10;
      if (x.eliminations.count() != y.eliminations.count()) return x.eliminations.count() > y.eliminations.count();
      return x.suffix < y.suffix;
    });
    for (const Found& found : found_) {
      if (!report(found, sink)) return;
    }
  }

 private:
  struct Oriented {
    int link = 0;
    int start_side = 0;  // the group the chain enters by; the other side is where it leaves
  };
  struct Found {
    int digit = 0;
    int rating_x10 = 0;
    bool loop = false;
    CellSet eliminations;
    std::vector<CellSet> groups;  // start, end of link 1, start, end of link 2, ...
    std::vector<int> houses;      // base house of each link
    std::string suffix;
  };

  CellSet start_of(const Oriented& o) const { return links_of_digit_[o.link].side[o.start_side]; }
  CellSet end_of(const Oriented& o) const { return links_of_digit_[o.link].side[1 - o.start_side]; }

  void extend(int depth, CellSet used) {
    if (depth >= links_ || depth >= kMaxLinks) {
      // Each chain once: the reversed chain runs the same links backwards.
      if (chain_[0].link > chain_[depth - 1].link) return;
      conclude();
      return;
    }
    const CellSet from = end_of(chain_[depth - 1]);
    for (int i = 0; i < static_cast<int>(links_of_digit_.size()); ++i) {
      const StrongLink& link = links_of_digit_[i];
      if (link.all.intersects(used)) continue;  // distinct houses, no shared place
      for (int side = 0; side < 2; ++side) {
        const int house = common_house(from | link.side[side]);
        if (house < 0) continue;
        chain_[depth] = {i, side};
        weak_[depth - 1] = house;
        extend(depth + 1, used | link.all);
      }
    }
  }

  void conclude() {
    const CellSet start = start_of(chain_[0]);
    const CellSet end = end_of(chain_[links_ - 1]);
    CellSet bases;
    for (int i = 0; i < links_; ++i) bases |= kHouseSet[links_of_digit_[chain_[i].link].house];
    const bool loop = loops_ && common_house(start | end) >= 0;
    CellSet eliminations = sdk::common_peers(start | end) & candidates_;
    if (loop) {
      for (int i = 0; i + 1 < links_; ++i) {
        eliminations |= sdk::common_peers(end_of(chain_[i]) | start_of(chain_[i + 1])) & candidates_;
      }
    } else {
      for (int i = 0; i + 1 < links_; ++i) eliminations = eliminations.minus(kHouseSet[weak_[i]]);
    }
    eliminations = eliminations.minus(bases);
    if (eliminations.empty()) return;
    Found found;
    found.digit = digit_;
    found.loop = loop;
    found.eliminations = eliminations;
    bool grouped = false;
    int types[kMaxLinks];
    for (int i = 0; i < links_; ++i) {
      const StrongLink& link = links_of_digit_[chain_[i].link];
      grouped |= link.grouped;
      types[i] = link_type(link.house);
      found.groups.push_back(start_of(chain_[i]));
      found.groups.push_back(end_of(chain_[i]));
      found.houses.push_back(link.house);
    }
    found.suffix = suffix(types, grouped ? count_grouped() : 0);
    found.rating_x10 = rating_x10(types, grouped);
    found_.push_back(std::move(found));
  }

  int count_grouped() const {
    int n = 0;
    for (int i = 0; i < links_; ++i) n += links_of_digit_[chain_[i].link].grouped ? 1 : 0;
    return n;
  }

  /** 40, 54, 58, 62, 66 for 2..6 links; +3 grouped, else +2 block with row and column, +1 either. */
  int rating_x10(const int* types, bool grouped) const {
    static constexpr int kBase[kMaxLinks + 1] = {0, 0, 40, 54, 58, 62, 66};
    if (grouped) return kBase[links_] + 3;
    bool block = false, row = false, col = false;
    for (int i = 0; i < links_; ++i) {
      block |= types[i] == 0;
      row |= types[i] == 1;
      col |= types[i] == 2;
    }
    const bool mixed = row && col;
    if (!naming_2020_) return kBase[links_] + (block ? 1 : mixed ? 2 : 0);
    return kBase[links_] + (block && mixed ? 2 : block || mixed ? 1 : 0);
  }

  /** Sukaku Explainer's suffix: the number of grouped links, then the link types in chain order,
   *  read in the lexicographically smaller direction, rows and columns named so that the smaller
   *  string results ("1" for the first line type, "2" for the other, "0" for a block). */
  std::string suffix(const int* types, int grouped) const {
    std::string forward, backward;
    for (int i = 0; i < links_; ++i) {
      forward += static_cast<char>('0' + types[i]);
      backward += static_cast<char>('0' + types[links_ - 1 - i]);
    }
    const std::string set = std::min(forward, backward);
    const auto swapped = [](std::string s) {
      for (char& c : s) c = c == '1' ? '2' : c == '2' ? '1' : c;
      return s;
    };
    std::string name;
    if (set.find('1') == std::string::npos) {
      name = swapped(set);  // only columns (and blocks): name them "1"
    } else {
      std::string swap = swapped(set);
      std::string reverse_swap(swap.rbegin(), swap.rend());
      name = std::min(set, std::min(swap, reverse_swap));
    }
    return std::to_string(grouped) + name;
  }

  /** Sukaku Explainer's name: "Skyscraper", "N Skyscrapers", "N-String Kite", "N Strong links",
   *  "Grouped " before them, or "(N Strong Links) [Grouped ]X-Loop". */
  std::string name(const Found& found) const {
    const std::string& suffix = found.suffix;
    const bool grouped = suffix[0] != '0';
    const std::string tail = suffix.substr(1);
    const bool block = tail.find('0') != std::string::npos;
    const bool other_line = tail.find('2') != std::string::npos;
    const std::string n = std::to_string(links_);
    std::string result;
    if (!naming_2020_) {  // StrongLinksHint.getName before 2020-01
      result = n +
               (block        ? " Strong links (including blocks)"
                : other_line ? "-String Kite"
                             : " Skyscrapers") +
               " " + suffix;
      const int groups = suffix[0] - '0';
      if (groups > 0)
        result += " (Using " + std::to_string(groups) + " grouped strong link" + (groups > 1 ? "s)" : ")");
      return result;
    }
    if (found.loop) {
      result = "(" + n + " Strong Links) " + (grouped ? "Grouped " : "") + "X-Loop";
    } else {
      if (!block && !other_line) {
        result = links_ < 3 ? "Skyscraper" : n + " Skyscrapers";
      } else if (!block && links_ < 4) {
        result = n + "-String Kite";
      } else {
        result = n + " Strong links";
      }
      if (grouped) result = "Grouped " + result;
    }
    return result + " " + suffix;
  }

  bool report(const Found& found, sdk::StepSink& sink) {
    step_.reset();
    step_.set_rating_x10(found.rating_x10);
    found.eliminations.for_each([&](int cell) { step_.eliminate(cell, found.digit); });
    CellSet pattern;
    for (const CellSet& group : found.groups) pattern |= group;
    pattern.for_each([&](int cell) { step_.add_cell(cell); });
    step_.add_digits(sdk::digit_bit(found.digit));
    for (const int house : found.houses) step_.add_base_house(house);
    step_.begin_chain(found.loop ? NPE_CHAIN_LOOP : NPE_CHAIN_OPEN);
    const int nodes = static_cast<int>(found.groups.size());
    for (int i = 0; i < nodes; ++i) {
      const npe_link_kind link = i % 2 == 0      ? NPE_LINK_STRONG
                                 : i + 1 < nodes ? NPE_LINK_WEAK
                                 : found.loop    ? NPE_LINK_WEAK
                                                 : NPE_LINK_END;
      int cells[9];
      const int n = found.groups[i].to_array(cells);
      step_.add_node(n == 1 ? NPE_NODE_CANDIDATE : NPE_NODE_GROUP, found.digit, cells, n, link);
    }
    // "Skyscraper 011: r1c5,r1c1-r2c1,r2c7 on value 5" (groups as r1c45): Sukaku Explainer's wording.
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    text.put(name(found).c_str());
    text.put(": ");
    for (int i = 0; i < nodes; i += 2) {
      if (i == 0) {
        sdk::put_hodoku_cells(text, found.groups[0]);
      } else {
        sdk::put_hodoku_cells(text, found.groups[i - 1]);
        text.put('-');
        sdk::put_hodoku_cells(text, found.groups[i]);
      }
      text.put(',');
    }
    sdk::put_hodoku_cells(text, found.groups[nodes - 1]);
    text.put(" on value ");
    text.put_digit(found.digit);
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  int links_;
  bool loops_;
  bool naming_2020_;
  int digit_ = 0;
  CellSet candidates_;
  std::vector<StrongLink> links_of_digit_;
  Oriented chain_[kMaxLinks];
  int weak_[kMaxLinks] = {};
  std::vector<Found> found_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::sukaku
