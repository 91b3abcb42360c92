// Chains plugin: hand-made positions (each built below and explained: what it finds and why), HoDoKu's
// text helpers, and X-/XY-chains compared with a slow reference search written from the definitions
// (every simple chain, shortest per set of eliminations) on hard positions.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "chains/chain_technique.hpp"
#include "chains_support.hpp"
#include "search/technique_search.hpp"
#include "test_support.hpp"

namespace npe::chains_test {
namespace {

using plugins::chains::CellSet;

int at(int row, int col) { return (row - 1) * 9 + (col - 1); }

/** An empty board where every cell holds every digit: a pattern is cut into it below; the other
 *  digits keep all their candidates, so they take part in no strong link. */
Grid open_grid() {
  Grid grid;
  grid.candidates.fill(0x1FF);
  return grid;
}

/** Keeps digit d only in `cells`. */
void keep_digit(Grid& grid, int digit, const std::vector<int>& cells) {
  for (int cell = 0; cell < 81; ++cell) {
    if (std::find(cells.begin(), cells.end(), cell) == cells.end()) grid.eliminate(cell, digit);
  }
}

void set_cell(Grid& grid, int cell, std::initializer_list<int> digits) {
  grid.candidates[cell] = 0;
  for (int d : digits) grid.candidates[cell] |= sdk::digit_bit(d);
}

std::vector<Step> find(const std::string& id, const Grid& grid, bool all = true, const ParamList& params = {}) {
  return search_technique(test::shipped_plugins(), id, params, grid, {all}).steps;
}

const Step* with_text(const std::vector<Step>& steps, const std::string& text) {
  for (const auto& step : steps) {
    if (step.text == text) return &step;
  }
  return nullptr;
}

std::string all_texts(const std::vector<Step>& steps) {
  std::string out;
  for (const auto& step : steps) out += "\n  " + step.text;
  return out;
}

TEST(ChainsHandMade, XChain) {
  // Digit 5 lives only in r2c2, r2c7 (the two places of row 2: a strong link), r9c7 (column 7's other
  // place), r9c3 (row 9's two places: strong) and r1c3, r3c3. r2c2 =5= r2c7 -5- r9c7 =5= r9c3: if r2c2
  // is not 5 then r2c7 is, r9c7 is not, r9c3 is: one of the ends holds 5, and r1c3, r3c3 see both
  // (block 1 and column 3). HoDoKu's own example text.
  Grid grid = open_grid();
  keep_digit(grid, 5, {at(2, 2), at(2, 7), at(9, 7), at(9, 3), at(1, 3), at(3, 3)});
  const auto steps = find("chains.x_chain", grid);
  ASSERT_EQ(steps.size(), 1u) << all_texts(steps);
  EXPECT_EQ(steps[0].text, "X-Chain: 5 r2c2 =5= r2c7 -5- r9c7 =5= r9c3 => r13c3<>5");
  EXPECT_EQ(test::chain_length(steps[0]), 3);
  EXPECT_EQ(test::chain_type(steps[0]), 1);
  EXPECT_EQ(steps[0].rating_x10, 66);  // SE's forcing X-chain, four candidates: no length increment
  EXPECT_EQ(steps[0].points, 260);
  EXPECT_EQ(steps[0].digits, sdk::digit_bit(5));
  EXPECT_EQ(test::check_chain_evidence(grid, steps[0]), "");
  ASSERT_EQ(steps[0].chains.size(), 1u);
  const auto& nodes = steps[0].chains[0].nodes;
  ASSERT_EQ(nodes.size(), 4u);
  EXPECT_EQ(nodes[0].link, NPE_LINK_STRONG);
  EXPECT_EQ(nodes[1].link, NPE_LINK_WEAK);
  EXPECT_EQ(nodes[2].link, NPE_LINK_STRONG);
  EXPECT_EQ(nodes[3].link, NPE_LINK_END);
}

TEST(ChainsHandMade, XyChain) {
  // Three bivalue cells r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,1}, the rest full: if r1c1 is not 1 it is 2,
  // so r1c5 is 3 and r5c5 is 1; one of the end cells holds 1, and r5c1 sees both (an XY-Wing as an
  // XY-chain). The cells r1c5 and r5c1 are the only common peers; r1c5 has no 1.
  Grid grid = open_grid();
  set_cell(grid, at(1, 1), {1, 2});
  set_cell(grid, at(1, 5), {2, 3});
  set_cell(grid, at(5, 5), {1, 3});
  const auto steps = find("chains.xy_chain", grid);
  ASSERT_EQ(steps.size(), 1u) << all_texts(steps);
  EXPECT_EQ(steps[0].text, "XY-Chain: 1 1- r1c1 -2- r1c5 -3- r5c5 -1 => r5c1<>1");
  EXPECT_EQ(test::chain_length(steps[0]), 5);
  EXPECT_EQ(steps[0].rating_x10, 71);  // SE's forcing chain (7.0), six candidates: +0.1
  EXPECT_EQ(test::check_chain_evidence(grid, steps[0]), "");
}

TEST(ChainsHandMade, RemotePair) {
  // Four bivalue cells {4,7}: r1c1 - r1c4 (row 1) - r3c6 (block 2) - r9c6 (column 6). Along the chain
  // the cells alternate 4 and 7, so r1c1 and r9c6 hold both digits between them: r1c6 and r9c1, which
  // see both, lose 4 and 7. (Starting from r1c1 with its 4: the text's links are 7, 4, 7.)
  Grid grid = open_grid();
  for (int cell : {at(1, 1), at(1, 4), at(3, 6), at(9, 6)}) set_cell(grid, cell, {4, 7});
  const auto steps = find("chains.remote_pair", grid);
  ASSERT_EQ(steps.size(), 1u) << all_texts(steps);
  EXPECT_EQ(steps[0].text, "Remote Pair: 4/7 r1c1 -7- r1c4 -4- r3c6 -7- r9c6 => r1c6,r9c1<>4, r1c6,r9c1<>7");
  EXPECT_EQ(test::chain_length(steps[0]), 7);
  EXPECT_EQ(test::check_chain_evidence(grid, steps[0]), "");
  EXPECT_EQ(steps[0].chains.size(), 2u);  // one chain per digit it removes
}

TEST(ChainsHandMade, DiscontinuousNiceLoop) {
  // Digit 5 only in r1c1, r1c5, r1c9 (row 1: three places, weak links), r5c5 (column 5's other place),
  // r5c2, r5c9 (row 5), r3c2 (column 2's other place). r1c1 = 5 => r1c5 <> 5 => r5c5 = 5 => r5c2 <> 5
  // => r3c2 = 5 => r1c1 <> 5 (block 1): 5 leaves r1c1. (The same is an X-chain; nice loops find it as
  // the loop from the eliminated candidate, as HoDoKu does.)
  Grid grid = open_grid();
  keep_digit(grid, 5, {at(1, 1), at(1, 5), at(1, 9), at(5, 5), at(5, 2), at(5, 9), at(3, 2)});
  const auto steps = find("chains.nice_loop", grid);
  const Step* loop =
      with_text(steps, "Discontinuous Nice Loop: 5 r1c1 -5- r1c5 =5= r5c5 -5- r5c2 =5= r3c2 -5- r1c1 => r1c1<>5");
  ASSERT_NE(loop, nullptr) << all_texts(steps);
  EXPECT_EQ(test::chain_length(*loop), 5);
  EXPECT_EQ(test::chain_type(*loop), 7);
  EXPECT_EQ(loop->rating_x10, 66);  // SE: X-links only, 6 - 2 = 4 candidates: no increment
  for (const auto& step : steps) EXPECT_EQ(test::check_chain_evidence(grid, step), "") << step.text;
}

TEST(ChainsHandMade, ContinuousNiceLoop) {
  // A loop of four cells, each entered and left by strong links: r1c1 {1,2,5} =1= r5c1 {1,4,6} (column
  // 1's two places of 1) =4= r5c5 {3,4,7} (row 5's two places of 4) =3= r1c5 {2,3,8} (column 5's of
  // 3) =2= r1c1 (row 1's of 2). Around the loop each cell holds one of its two loop digits, so its third
  // digit goes: r1c1<>5, r5c1<>6, r5c5<>7, r1c5<>8. HoDoKu finds it from r1c1 assumed not 1.
  Grid grid = open_grid();
  set_cell(grid, at(1, 1), {1, 2, 5});
  set_cell(grid, at(5, 1), {1, 4, 6});
  set_cell(grid, at(5, 5), {3, 4, 7});
  set_cell(grid, at(1, 5), {2, 3, 8});
  keep_digit(grid, 1, [] {
    std::vector<int> v;
    for (int cell = 0; cell < 81; ++cell)
      if (cell % 9 != 0) v.push_back(cell);
    v.push_back(at(1, 1));
    v.push_back(at(5, 1));
    return v;
  }());
  keep_digit(grid, 4, [] {
    std::vector<int> v;
    for (int cell = 0; cell < 81; ++cell)
      if (cell / 9 != 4) v.push_back(cell);
    v.push_back(at(5, 1));
    v.push_back(at(5, 5));
    return v;
  }());
  keep_digit(grid, 3, [] {
    std::vector<int> v;
    for (int cell = 0; cell < 81; ++cell)
      if (cell % 9 != 4) v.push_back(cell);
    v.push_back(at(5, 5));
    v.push_back(at(1, 5));
    return v;
  }());
  keep_digit(grid, 2, [] {
    std::vector<int> v;
    for (int cell = 0; cell < 81; ++cell)
      if (cell / 9 != 0) v.push_back(cell);
    v.push_back(at(1, 5));
    v.push_back(at(1, 1));
    return v;
  }());
  const auto steps = find("chains.nice_loop", grid);
  const Step* loop =
      with_text(steps,
                "Continuous Nice Loop: 5/6/7/8 2= r1c1 =1= r5c1 =4= r5c5 =3= r1c5 =2= r1c1 =1 => r1c1<>5, r5c1<>6, "
                "r5c5<>7, r1c5<>8");
  ASSERT_NE(loop, nullptr) << all_texts(steps);
  EXPECT_EQ(test::chain_length(*loop), 7);
  EXPECT_EQ(test::chain_type(*loop), 6);
  ASSERT_EQ(loop->chains.size(), 1u);
  EXPECT_EQ(loop->chains[0].kind, NPE_CHAIN_LOOP);
  EXPECT_EQ(loop->chains[0].nodes.size(), 8u);
  EXPECT_EQ(loop->rating_x10, 71);  // SE cycle with X- and Y-links (7.0), 8 candidates: +0.1
  for (const auto& step : steps) EXPECT_EQ(test::check_chain_evidence(grid, step), "") << step.text;
}

TEST(ChainsHandMade, Aic) {
  // r2c2 =5= r2c7 (row 2's two places of 5) -5- r9c7 (column 7 has three 5s: a weak link) =5= r9c3 (row
  // 9's two places): r2c2 or r9c3 holds 5, so r1c3 and r3c3 (block 1 and column 3) lose it. Two
  // eliminations make it an AIC (one would be a discontinuous loop from the eliminated cell). r2c7
  // and r9c7 are also {5,6} cells joined by column 7's two 6s, a longer way (=6=) the search passes by.
  Grid grid = open_grid();
  keep_digit(grid, 5, {at(2, 2), at(2, 7), at(9, 7), at(9, 3), at(1, 3), at(3, 3), at(5, 7)});
  set_cell(grid, at(2, 7), {5, 6});
  set_cell(grid, at(9, 7), {5, 6});
  keep_digit(grid, 6, [] {
    std::vector<int> v;
    for (int cell = 0; cell < 81; ++cell)
      if (cell % 9 != 6) v.push_back(cell);
    v.push_back(at(2, 7));
    v.push_back(at(9, 7));
    return v;
  }());
  const auto steps = find("chains.nice_loop", grid);
  const Step* aic = with_text(steps, "AIC: 5 5- r2c2 =5= r2c7 -5- r9c7 =5= r9c3 -5 => r13c3<>5");
  ASSERT_NE(aic, nullptr) << all_texts(steps);
  EXPECT_EQ(test::chain_length(*aic), 3);
  EXPECT_EQ(test::chain_type(*aic), 8);
  EXPECT_EQ(aic->rating_x10, 66);  // SE forcing X-chain (one digit), 4 candidates
  for (const auto& step : steps) EXPECT_EQ(test::check_chain_evidence(grid, step), "") << step.text;
}

TEST(ChainsHandMade, GroupedDiscontinuousNiceLoop) {
  // Digit 5: row 1 only r1c1, r1c4, r1c5 (r1c45 is a group node: row 1 in block 2), r3c6 in block 2,
  // column 6 only r3c6, r7c6, and r7c1, r7c9 in row 7, r4c1 in column 1. r7c1 = 5 => r7c6 <> 5 (row
  // 7) => r3c6 = 5 (column 6) => r1c45 <> 5 (block 2) => r1c1 = 5 (row 1: the group and r1c1 hold its
  // 5s) => r7c1 <> 5: 5 leaves r7c1 (the ungrouped search finds nothing here). The search tries the
  // start's row before its column, so this direction comes first.
  Grid grid = open_grid();
  keep_digit(grid, 5, {at(1, 1), at(1, 4), at(1, 5), at(3, 6), at(7, 6), at(7, 1), at(7, 9), at(4, 1)});
  EXPECT_EQ(find("chains.nice_loop", grid).size(), 0u);
  const auto steps = find("chains.grouped_nice_loop", grid);
  const Step* loop = with_text(
      steps, "Grouped Discontinuous Nice Loop: 5 r7c1 -5- r7c6 =5= r3c6 -5- r1c45 =5= r1c1 -5- r7c1 => r7c1<>5");
  ASSERT_NE(loop, nullptr) << all_texts(steps);
  EXPECT_EQ(test::chain_type(*loop), 10);
  EXPECT_EQ(test::chain_length(*loop), 5);
  EXPECT_EQ(loop->points, 300);
  for (const auto& step : steps) EXPECT_EQ(test::check_chain_evidence(grid, step), "") << step.text;
}

TEST(ChainsHandMade, ForcedAlsExitIsAVerityNet) {
  // An ALS r1c1 {2,3} + r1c2 {2,3,4} (row 1), a bivalue r1c9 {4,7} and r2c1 {2,3,7}. r1c9 <> 7 =>
  // r1c9 = 4 => r1c2 <> 4 (row 1): the ALS is locked on 2 and 3 => r2c1, which sees both its cells,
  // loses 2 and 3: r2c1 = 7 (HoDoKu's forced ALS exit). So r1c9 or r2c1 holds 7, and the 7s seeing
  // both leave (r1c3, r2c789). No ABI link says "ALS without 4 => r2c1 = 7": the evidence is a
  // verity over r2c1, one open chain from each of its other digits back through the ALS to r1c9 = 7
  // (r2c1 = 2 -2- ALS(2) =ALS= ALS(4) -4- r1c9(4) =4|7= r1c9(7)), r2c1 = 7 seeing the rest itself.
  Grid grid = open_grid();
  set_cell(grid, at(1, 1), {2, 3});
  set_cell(grid, at(1, 2), {2, 3, 4});
  set_cell(grid, at(1, 9), {4, 7});
  set_cell(grid, at(2, 1), {2, 3, 7});
  EXPECT_EQ(find("chains.grouped_nice_loop", grid, true, {{"als", "0"}}).size(), 0u);
  const auto steps = find("chains.grouped_nice_loop", grid, true, {{"als", "1"}});
  const Step* aic = with_text(steps, "Grouped AIC: 7 7- r1c9 -4- ALS:r1c12 =7= r2c1 -7 => r1c3,r2c789<>7");
  ASSERT_NE(aic, nullptr) << all_texts(steps);
  EXPECT_EQ(test::chain_type(*aic), 11);
  EXPECT_EQ(test::chain_length(*aic), 4);  // 4 entries (the ALS one), its penalty 1
  ASSERT_EQ(aic->chains.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const auto& nodes = aic->chains[i].nodes;
    ASSERT_EQ(nodes.size(), 5u);
    EXPECT_EQ(nodes[0].cells[0], at(2, 1));
    EXPECT_EQ(nodes[0].digit, i == 0 ? 2 : 3);
    EXPECT_EQ(nodes[0].link, NPE_LINK_WEAK);  // assumed true
    EXPECT_EQ(nodes[1].kind, NPE_NODE_ALS);
    EXPECT_EQ(nodes[2].kind, NPE_NODE_ALS);
    EXPECT_EQ(nodes[2].digit, 4);
    EXPECT_EQ(nodes[4].cells[0], at(1, 9));
    EXPECT_EQ(nodes[4].digit, 7);
    EXPECT_EQ(nodes[3].link, NPE_LINK_STRONG);  // concludes r1c9 = 7
  }
  for (const auto& step : steps) EXPECT_EQ(test::check_chain_evidence(grid, step), "") << step.text;
}

TEST(ChainsHandMade, FirstStepIsTheShortestChain) {
  // The X-chain of the test above (three links) and one of five: r1c1 =8= r1c9 (row 1) -8- r6c9 =8=
  // r6c4 (row 6) -8- r8c4 =8= r8c1 (row 8), whose ends both see r4c1 (column 1); the same links taken
  // from other ends remove r9c9 (column 9's third 8) and r2c4 (column 4's). Find-first reports the
  // shortest; find-all reports all four, shortest first.
  Grid grid = open_grid();
  keep_digit(grid, 5, {at(2, 2), at(2, 7), at(9, 7), at(9, 3), at(1, 3), at(3, 3)});
  keep_digit(grid, 8, {at(1, 1), at(1, 9), at(6, 9), at(9, 9), at(6, 4), at(8, 4), at(2, 4), at(8, 1), at(4, 1)});
  const auto all = find("chains.x_chain", grid);
  ASSERT_EQ(all.size(), 4u) << all_texts(all);
  EXPECT_EQ(all[1].text, "X-Chain: 8 r1c1 =8= r1c9 -8- r6c9 =8= r6c4 -8- r8c4 =8= r8c1 => r4c1<>8");
  for (std::size_t i = 1; i < all.size(); ++i) EXPECT_LE(test::chain_length(all[i - 1]), test::chain_length(all[i]));
  const auto first = find("chains.x_chain", grid, false);
  ASSERT_EQ(first.size(), 1u);
  EXPECT_EQ(first[0].text, all[0].text);
  EXPECT_EQ(test::chain_length(first[0]), 3);
  // max_length bounds the search.
  EXPECT_EQ(find("chains.x_chain", grid, true, {{"max_length", "3"}}).size(), 1u);
}

// ---- reference: X- and XY-chains from the definitions ---------------------------------------------

using Eliminations = std::vector<std::pair<int, int>>;  // (cell, digit), sorted

/** Every X-chain: one digit, a path of distinct cells (the last may be the first again) whose links
 *  alternate strong (the only two places in a house), weak (the cells see each other), strong...,
 *  three links or more; it removes the digit from every cell that sees both ends. The shortest per
 *  set of eliminations. */
std::map<Eliminations, int> reference_x_chains(const Grid& grid, int max_length) {
  std::map<Eliminations, int> best;
  for (int digit = 1; digit <= 9; ++digit) {
    std::vector<int> cells;
    for (int c = 0; c < 81; ++c) {
      if (grid.digits[c] == 0 && sdk::has_digit(grid.candidates[c], digit)) cells.push_back(c);
    }
    auto has = [&](int c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); };
    auto strong = [&](int a, int b) {
      for (int house = 0; house < 27; ++house) {
        int count = 0;
        bool both = true;
        for (int k = 0; k < 9; ++k) count += has(sdk::kHouseCells[house][k]);
        const auto& hc = sdk::kHouseCells[house];
        both = std::find(hc.begin(), hc.end(), a) != hc.end() && std::find(hc.begin(), hc.end(), b) != hc.end();
        if (both && count == 2) return true;
      }
      return false;
    };
    std::vector<int> path;
    std::function<void(int)> walk = [&](int links) {
      const int last = path.back();
      const bool need_strong = links % 2 == 0;
      for (int next : cells) {
        if (next == last || !sdk::sees(last, next)) continue;
        if (need_strong && !strong(last, next)) continue;
        const bool back = next == path.front();
        if (!back && std::find(path.begin(), path.end(), next) != path.end()) continue;
        path.push_back(next);
        if (need_strong && links + 1 >= 3) {
          Eliminations e;
          for (int c : cells) {
            if (sdk::sees(c, path.front()) && sdk::sees(c, next)) e.push_back({c, digit});
          }
          if (!e.empty()) {
            auto [it, fresh] = best.emplace(e, links + 1);
            if (!fresh) it->second = std::min(it->second, links + 1);
          }
        }
        if (!back && links + 1 < max_length) walk(links + 1);
        path.pop_back();
      }
    };
    for (int s : cells) {
      path = {s};
      walk(0);
    }
  }
  return best;
}

/** Every XY-chain: distinct bivalue cells, each seeing the next and sharing the digit that is not
 *  the one it came in with; it starts and ends with the same digit, which leaves every cell that
 *  sees both end cells. Length 2 cells - 1 links. */
std::map<Eliminations, int> reference_xy_chains(const Grid& grid, int max_length) {
  std::map<Eliminations, int> best;
  std::vector<int> cells;
  for (int c = 0; c < 81; ++c) {
    if (grid.digits[c] == 0 && sdk::count_digits(grid.candidates[c]) == 2) cells.push_back(c);
  }
  std::vector<int> path;
  std::function<void(int, int)> walk = [&](int start_digit, int out_digit) {
    const int last = path.back();
    for (int next : cells) {
      if (!sdk::sees(last, next) || !sdk::has_digit(grid.candidates[next], out_digit)) continue;
      if (std::find(path.begin(), path.end(), next) != path.end()) continue;
      const int other = sdk::first_digit(grid.candidates[next] & ~sdk::digit_bit(out_digit));
      path.push_back(next);
      const int length = 2 * static_cast<int>(path.size()) - 1;
      if (other == start_digit) {
        Eliminations e;
        for (int c = 0; c < 81; ++c) {
          if (grid.digits[c] == 0 && sdk::has_digit(grid.candidates[c], start_digit) && sdk::sees(c, path.front()) &&
              sdk::sees(c, next))
            e.push_back({c, start_digit});
        }
        if (!e.empty()) {
          auto [it, fresh] = best.emplace(e, length);
          if (!fresh) it->second = std::min(it->second, length);
        }
      }
      if (length + 2 <= max_length) walk(start_digit, other);
      path.pop_back();
    }
  };
  for (int s : cells) {
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(grid.candidates[s], d)) continue;
      path = {s};
      walk(d, sdk::first_digit(grid.candidates[s] & ~sdk::digit_bit(d)));
    }
  }
  return best;
}

std::map<Eliminations, int> plugin_chains(const std::string& id, const Grid& grid, int max_length, int& count) {
  std::map<Eliminations, int> found;
  for (const auto& step : find(id, grid, true, {{"max_length", std::to_string(max_length)}})) {
    Eliminations e;
    for (const auto& x : step.eliminations) e.push_back({x.cell, x.digit});
    std::sort(e.begin(), e.end());
    EXPECT_TRUE(found.emplace(e, test::chain_length(step)).second) << "twice: " << step.text;
    EXPECT_EQ(test::check_chain_evidence(grid, step), "") << step.text;
    ++count;
  }
  return found;
}

TEST(ChainsReference, XAndXyChainsAreExactlyTheDefinitions) {
  NPE_NEEDS_SHARED_CORPORA("sx_diabolical_500.txt", "top1465.txt");
  // Hard positions: where the `full` engine type (singles, subsets, fish) is stuck.
  auto positions = test::stuck_positions("sx_diabolical_500.txt", test::scaled(200, 10));
  const auto more = test::stuck_positions("top1465.txt", test::scaled(120, 10));
  positions.insert(positions.end(), more.begin(), more.end());
  ASSERT_GE(positions.size(), static_cast<std::size_t>(test::scaled(300, 20)));
  int x = 0, xy = 0;
  const int max_length = 11;
  for (const auto& [puzzle, grid] : positions) {
    EXPECT_EQ(plugin_chains("chains.x_chain", grid, max_length, x), reference_x_chains(grid, max_length))
        << puzzle.origin;
    EXPECT_EQ(plugin_chains("chains.xy_chain", grid, max_length, xy), reference_xy_chains(grid, max_length))
        << puzzle.origin;
  }
  std::cout << "chains reference: " << positions.size() << " positions, " << x << " X-chains and " << xy
            << " XY-chains agree\n";
  EXPECT_GT(x, 0);
  EXPECT_GT(xy, 0);
}

}  // namespace
}  // namespace npe::chains_test
