// N x (N+K) fish (docs/techniques.md "Rank logic"). On one digit, N base houses (rows, columns or
// boxes) whose candidates are pairwise disjoint, every one of them lying in one of N+K cover houses
// (none of them a base). Each base holds one true candidate and each cover at most one, so beyond the
// bases' truths the covers hold at most K more: a candidate outside the bases lying in K+1 covers, or
// a base candidate lying in K+2, would overfill them and is false (Obi-Wahn's "arithmetic of ultimate
// fish": a candidate goes when its covers exceed its bases by more than K; rank-K set logic, which the
// host checks, docs/abi.md). K = 0 is every finless fish (basic, Franken, Mutant).
// Definition: StrmCkr/StormDoku-8.88---Freepascal, Nx(N+k)FishFinder.pas at
// 665ac795fc82660bb3bc760d5d3991e9242ec904 (base size, K up to 2), and the r/sudoku wiki page "N x N + K
// Fish" (StrmCkr, after Obi-Wahn's forum post "About the arithmetic of ultimate fish"); read, not copied.
// StormDoku also lets bases overlap in cells without the digit: so does this search (only candidates
// count), but not in candidates, as the host's set logic requires.
// Minimal covers: a cover all of whose base candidates lie in other covers is never needed (dropping it
// lowers K by one and keeps every elimination), so only covers without such a redundant house count;
// and since each of their houses holds a base candidate no other one does, growing covers through the
// houses of the first base candidate not yet covered reaches every such set.
// Search (complete within `min_size`..`max_size` bases and `min_extra`..`max_extra` = K): per digit
// every set of bases, and the covers grown from the first uncovered base candidate's houses; one step
// per digit and set of eliminations, the smallest pattern (fewest bases, then K, then houses) first.
// Text: the Ultimate Fish Guide's base\cover notation with StormDoku's size name, "3x3+1 Fish: 7
// r34b1\r1c56b9 => r1c5<>7".
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/position_view.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <tuple>
#include <utility>
#include <vector>

namespace npe::plugins::rank_logic {

/** One N x (N+K) fish: its digit, houses (bit h: house h, rows 0-8, columns 9-17, boxes 18-26) and
 *  eliminations; ordered smallest first. */
struct NxnkPattern {
  int size = 0;
  int extra = 0;
  int digit = 0;
  std::uint32_t bases = 0;
  std::uint32_t covers = 0;
  sdk::CellSet eliminated;

  auto key() const { return std::tuple(size, extra, digit, bases, covers); }
};

/** The candidates of `digit` lying in more covers than `threshold` (base candidates: one more). */
inline sdk::CellSet nxnk_eliminations(const sdk::CellSet& with_digit, const sdk::CellSet& base_cells,
                                      std::uint32_t covers, int extra) {
  sdk::CellSet eliminated;
  with_digit.for_each([&](int cell) {
    int count = 0;
    for (const int house : sdk::houses_of(cell)) count += (covers >> house & 1u) != 0;
    if (count > extra + (base_cells.has(cell) ? 1 : 0)) eliminated.add(cell);
  });
  return eliminated;
}

/** Every cover holds a base candidate that no other cover holds. */
inline bool nxnk_covers_minimal(const sdk::CellSet& base_cells, std::uint32_t covers) {
  for (std::uint32_t rest = covers; rest != 0; rest &= rest - 1) {
    const int house = std::countr_zero(rest);
    sdk::CellSet others;
    for (std::uint32_t other = covers & ~(1u << house); other != 0; other &= other - 1)
      others |= sdk::kHouseSet[std::countr_zero(other)];
    if ((base_cells & sdk::kHouseSet[house]).minus(others).empty()) return false;
  }
  return true;
}

class NxnkFish {
 public:
  static constexpr npe_param_desc kParams[] = {
      {sizeof(npe_param_desc), "min_size", "fewest base houses N", NPE_PARAM_INT, 1, 7, 2},
      {sizeof(npe_param_desc), "max_size", "most base houses N", NPE_PARAM_INT, 1, 7, 3},
      {sizeof(npe_param_desc), "min_extra", "fewest extra covers K (0: finless fish)", NPE_PARAM_INT, 0, 2, 0},
      {sizeof(npe_param_desc), "max_extra", "most extra covers K", NPE_PARAM_INT, 0, 2, 2}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "rank_logic.nxnk_fish",
       .name = "N x N+K Fish",
       .description = "N base houses of one digit covered by N+K houses: a candidate in more than K covers "
                      "beyond its bases goes",
       .default_points = 0,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  explicit NxnkFish(const sdk::Params& params)
      : min_size_(static_cast<int>(params.get("min_size"))),
        max_size_(static_cast<int>(params.get("max_size"))),
        min_extra_(static_cast<int>(params.get("min_extra"))),
        max_extra_(static_cast<int>(params.get("max_extra"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const sdk::DigitTable table(position);
    if (table.broken) return;
    found_.clear();
    for (int digit = 1; digit <= 9; ++digit) {
      digit_ = digit;
      with_digit_ = table.cells[digit];
      choose_bases(0, 0, 0, sdk::CellSet{});
    }
    std::sort(found_.begin(), found_.end(), [](const auto& a, const auto& b) { return a.key() < b.key(); });
    reported_.clear();
    for (const auto& pattern : found_) {
      const std::pair<int, sdk::CellSet> effect{pattern.digit, pattern.eliminated};
      if (std::find(reported_.begin(), reported_.end(), effect) != reported_.end()) continue;
      reported_.push_back(effect);
      if (!report(pattern, sink)) return;
    }
  }

 private:
  sdk::CellSet house_candidates(int house) const { return with_digit_ & sdk::kHouseSet[house]; }

  /** Bases in rising house order from `from`, candidates pairwise disjoint. */
  void choose_bases(int from, int count, std::uint32_t bases, const sdk::CellSet& base_cells) {
    if (count >= min_size_) {
      cover_sets_.clear();
      choose_covers(count, bases, base_cells, 0);
      std::sort(cover_sets_.begin(), cover_sets_.end());
      cover_sets_.erase(std::unique(cover_sets_.begin(), cover_sets_.end()), cover_sets_.end());
      for (const std::uint32_t covers : cover_sets_) consider(count, bases, base_cells, covers);
    }
    if (count == max_size_) return;
    for (int house = from; house < 27; ++house) {
      const sdk::CellSet candidates = house_candidates(house);
      if (candidates.empty() || candidates.intersects(base_cells)) continue;
      choose_bases(house + 1, count + 1, bases | 1u << house, base_cells | candidates);
    }
  }

  /** Cover sets of `size` + min_extra .. max_extra houses, grown from the first base candidate not yet
   *  covered through each of its houses (a set may be reached more than once). */
  void choose_covers(int size, std::uint32_t bases, const sdk::CellSet& uncovered, std::uint32_t covers) {
    const int used = std::popcount(covers);
    if (uncovered.empty()) {
      if (used >= size + min_extra_) cover_sets_.push_back(covers);
      return;
    }
    if (used == size + max_extra_) return;
    for (const int house : sdk::houses_of(uncovered.first())) {
      if ((bases >> house & 1u) != 0) continue;
      choose_covers(size, bases, uncovered.minus(sdk::kHouseSet[house]), covers | 1u << house);
    }
  }

  void consider(int size, std::uint32_t bases, const sdk::CellSet& base_cells, std::uint32_t covers) {
    if (!nxnk_covers_minimal(base_cells, covers)) return;
    const int extra = std::popcount(covers) - size;
    const sdk::CellSet eliminated = nxnk_eliminations(with_digit_, base_cells, covers, extra);
    if (!eliminated.empty()) found_.push_back({size, extra, digit_, bases, covers, eliminated});
  }

  static void put_houses(sdk::TextBuffer& out, std::uint32_t houses) {
    static constexpr char kLetters[] = {'r', 'c', 'b'};
    for (int kind = 0; kind < 3; ++kind) {
      const unsigned of_kind = houses >> (9 * kind) & 0x1ffu;
      if (of_kind == 0) continue;
      out.put(kLetters[kind]);
      out.put_digits(of_kind);
    }
  }

  static void add_sets(sdk::StepBuilder& step, npe_set_role role, std::uint32_t houses, int digit) {
    static constexpr npe_set_kind kSetKinds[] = {NPE_SET_ROW_DIGIT, NPE_SET_COL_DIGIT, NPE_SET_BOX_DIGIT};
    for (std::uint32_t rest = houses; rest != 0; rest &= rest - 1) {
      const int house = std::countr_zero(rest);
      step.add_set(role, kSetKinds[house / 9], house % 9, digit);
    }
  }

  bool report(const NxnkPattern& pattern, sdk::StepSink& sink) {
    step_.reset();
    pattern.eliminated.for_each([&](int cell) { step_.eliminate(cell, pattern.digit); });
    step_.begin_set_logic();
    add_sets(step_, NPE_SET_BASE, pattern.bases, pattern.digit);
    add_sets(step_, NPE_SET_COVER, pattern.covers, pattern.digit);
    char text[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer out(text, sizeof text);
    char name[32];
    if (pattern.extra == 0) {
      std::snprintf(name, sizeof name, "%dx%d Fish: %d ", pattern.size, pattern.size, pattern.digit);
    } else {
      std::snprintf(name, sizeof name, "%dx%d+%d Fish: %d ", pattern.size, pattern.size, pattern.extra, pattern.digit);
    }
    out.put(name);
    put_houses(out, pattern.bases);
    out.put('\\');
    put_houses(out, pattern.covers);
    sdk::CellSet eliminated[10];
    eliminated[pattern.digit] = pattern.eliminated;
    sdk::put_hodoku_eliminations(out, eliminated);
    step_.set_text("%s", text);
    return sink.emit(step_);
  }

  int min_size_;
  int max_size_;
  int min_extra_;
  int max_extra_;
  int digit_ = 0;
  sdk::CellSet with_digit_;
  std::vector<std::uint32_t> cover_sets_;  // the current bases' cover sets
  std::vector<NxnkPattern> found_;
  std::vector<std::pair<int, sdk::CellSet>> reported_;  // (digit, eliminations) already emitted by this find
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::rank_logic
