// GeneralLogic, GNPX's eGeneralLogic (GNPX v5.84, "5 GNPX_analyzer/80 GeneralLogic/800
// eGL_GeneralLogic.cs"; GNPX's docs on Allan Barker's base/cover-set logic), at rank 0 as GNPX v5.84
// runs it (its GLMaxRank is forced to 0) and, with `max_rank`, above. Sets are the 81 cells and the 243 house-digits (a
// digit's candidates in a row, column or box). N base sets (truths: pairwise without a common candidate, each holding
// two candidates or more) whose candidates lie in N cover sets (links, none a base): each cover then holds exactly one
// true candidate, all from the bases, so a cover candidate outside the bases is false, and so is a base candidate lying
// in two covers. At rank R (N + R covers) the covers hold at most R truths beyond the bases', so a candidate outside
// the bases lying in R + 1 covers goes, and a base candidate in R + 2; only cover sets in which each cover holds a base
// candidate of its own count (a redundant cover lowers the rank by dropping it and keeps every elimination).
//
// Search (npe's; GNPX selects its bases by digit patterns and frame sizes, which npe does not copy):
// sizes 1..max_size ascending, each at ranks 0..max_rank; bases as combinations in set order (cells r1c1..r9c9, then
// rows, columns, boxes, each by house and digit), a partial combination kept only while its candidates can still be
// covered by size + rank covers; covers by a depth-first search that covers the lowest uncovered candidate by
// one of its four sets; each cover combination once per base combination.
// Text: "eGeneralLogic size:2 rank:0 BaseSet: r1#5 r6#5 CoverSet: c1#5 c4#5" (cells as r1c1).
// Evidence: the set-logic record (NPE_EVIDENCE_SETS), which the host checks by itself.
#pragma once

#include <algorithm>
#include <array>
#include <bitset>
#include <vector>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

namespace npe::plugins::gnpx {

class GeneralLogic {
 public:
  static constexpr int kSets = 81 + 243;
  static constexpr npe_param_desc kParams[] = {
      {sizeof(npe_param_desc), "max_size", "most base sets (GNPX's GenLogMaxSize)", NPE_PARAM_INT, 1, 4, 3},
      {sizeof(npe_param_desc), "max_rank", "most covers beyond the bases (GNPX's GLMaxRank; v5.84 forces 0)",
       NPE_PARAM_INT, 0, 2, 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "gnpx.general_logic",
       .name = "GeneralLogic",
       .description = "GNPX's GeneralLogic at rank 0: N base sets (cells or house-digits) whose candidates N cover "
                      "sets hold: the covers' other candidates go",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kParams);

  using Candidates = std::bitset<729>;  // cell * 9 + digit - 1

  explicit GeneralLogic(const sdk::Params& params)
      : max_size_(static_cast<int>(params.get("max_size"))), max_rank_(static_cast<int>(params.get("max_rank"))) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    prepare(position);
    for (int size = 1; size <= max_size_; ++size) {
      for (int rank = 0; rank <= max_rank_; ++rank) {
        size_ = size;
        rank_ = rank;
        bases_.clear();
        if (!choose_bases(0, Candidates{}, sink)) return;
      }
    }
  }

  /** The candidates of set s (cells first, then rows, columns, boxes by house and digit). */
  const Candidates& candidates_of(int s) const { return sets_[static_cast<std::size_t>(s)]; }

 private:
  void prepare(const sdk::Position& position) {
    for (auto& set : sets_) set.reset();
    for (auto& list : sets_of_) list.fill(-1);
    // A house-digit whose digit is placed in the house is solved: neither base nor cover (its leftover
    // candidates exist only on invalid boards).
    std::bitset<243> solved;
    for (int cell = 0; cell < 81; ++cell) {
      const int d = position.digit(cell);
      if (d == 0) continue;
      for (int house : {sdk::row_of(cell), 9 + sdk::col_of(cell), 18 + sdk::block_of(cell)}) {
        solved.set(static_cast<std::size_t>(house * 9 + d - 1));
      }
    }
    for (int cell = 0; cell < 81; ++cell) {
      if (position.digit(cell) != 0) continue;
      for (sdk::Mask m = position.candidates(cell); m != 0; m &= m - 1) {
        const int d = sdk::first_digit(m);
        const int c = cell * 9 + d - 1;
        const int houses[3] = {sdk::row_of(cell), 9 + sdk::col_of(cell), 18 + sdk::block_of(cell)};
        sets_of_[static_cast<std::size_t>(c)][0] = cell;
        sets_[static_cast<std::size_t>(cell)].set(static_cast<std::size_t>(c));
        for (int k = 0; k < 3; ++k) {
          const int house_digit = houses[k] * 9 + d - 1;
          if (solved.test(static_cast<std::size_t>(house_digit))) continue;
          const int s = 81 + house_digit;
          sets_of_[static_cast<std::size_t>(c)][static_cast<std::size_t>(k) + 1] = s;
          sets_[static_cast<std::size_t>(s)].set(static_cast<std::size_t>(c));
        }
      }
    }
  }

  bool is_base(int s) const { return std::find(bases_.begin(), bases_.end(), s) != bases_.end(); }

  /** Whether `uncovered` can be covered by at most `left` sets that are not bases (depth first). */
  bool coverable(const Candidates& uncovered, int left) const {
    if (uncovered.none()) return true;
    if (left == 0) return false;
    const auto c = static_cast<std::size_t>(uncovered._Find_first());
    for (int s : sets_of_[c]) {
      if (s < 0 || is_base(s)) continue;
      if (coverable(uncovered & ~sets_[static_cast<std::size_t>(s)], left - 1)) return true;
    }
    return false;
  }

  bool choose_bases(int from, const Candidates& union_, sdk::StepSink& sink) {
    if (static_cast<int>(bases_.size()) == size_) {
      covers_.clear();
      seen_covers_.clear();
      return choose_covers(union_, union_, sink);
    }
    for (int s = from; s < kSets; ++s) {
      const Candidates& set = sets_[static_cast<std::size_t>(s)];
      if (set.count() < 2 || (set & union_).any()) continue;
      bases_.push_back(s);
      const Candidates next = union_ | set;
      if (coverable(next, size_ + rank_) && !choose_bases(s + 1, next, sink)) return false;
      bases_.pop_back();
    }
    return true;
  }

  bool choose_covers(const Candidates& uncovered, const Candidates& base_candidates, sdk::StepSink& sink) {
    if (uncovered.none()) {
      if (static_cast<int>(covers_.size()) != size_ + rank_) return true;
      std::vector<int> sorted = covers_;
      std::sort(sorted.begin(), sorted.end());
      if (std::find(seen_covers_.begin(), seen_covers_.end(), sorted) != seen_covers_.end()) return true;
      seen_covers_.push_back(sorted);
      return emit(base_candidates, sorted, sink);
    }
    if (static_cast<int>(covers_.size()) == size_ + rank_) return true;
    const auto c = static_cast<std::size_t>(uncovered._Find_first());
    for (int s : sets_of_[c]) {
      if (s < 0 || is_base(s) || std::find(covers_.begin(), covers_.end(), s) != covers_.end()) continue;
      covers_.push_back(s);
      const bool go_on = choose_covers(uncovered & ~sets_[static_cast<std::size_t>(s)], base_candidates, sink);
      covers_.pop_back();
      if (!go_on) return false;
    }
    return true;
  }

  /** Each cover holds a base candidate no other cover holds. */
  bool minimal(const Candidates& base_candidates, const std::vector<int>& covers) const {
    for (int s : covers) {
      Candidates own = sets_[static_cast<std::size_t>(s)] & base_candidates;
      for (int other : covers) {
        if (other != s) own &= ~sets_[static_cast<std::size_t>(other)];
      }
      if (own.none()) return false;
    }
    return true;
  }

  bool emit(const Candidates& base_candidates, const std::vector<int>& covers, sdk::StepSink& sink) {
    if (rank_ > 0 && !minimal(base_candidates, covers)) return true;
    // in_at_least[k]: the candidates lying in k covers or more (a candidate lies in at most 4 sets).
    std::array<Candidates, 6> in_at_least{};
    in_at_least[0].set();
    for (int s : covers) {
      for (int k = 4; k >= 1; --k)
        in_at_least[static_cast<std::size_t>(k)] |=
            in_at_least[static_cast<std::size_t>(k - 1)] & sets_[static_cast<std::size_t>(s)];
    }
    // A candidate outside the bases in more than rank covers, or a base candidate in more than rank + 1, is false.
    const Candidates eliminated = (in_at_least[static_cast<std::size_t>(rank_ + 1)] & ~base_candidates) |
                                  (in_at_least[static_cast<std::size_t>(rank_ + 2)] & base_candidates);
    if (eliminated.none()) return true;
    step_.reset(static_cast<std::uint32_t>(size_));
    for (std::size_t c = eliminated._Find_first(); c < eliminated.size(); c = eliminated._Find_next(c)) {
      step_.eliminate(static_cast<int>(c / 9), static_cast<int>(c % 9) + 1);
    }
    step_.begin_set_logic();
    for (int s : bases_) add(NPE_SET_BASE, s);
    for (int s : covers) add(NPE_SET_COVER, s);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    text.put("eGeneralLogic size:");
    text.put_digit(size_);
    text.put(" rank:");
    text.put_digit(rank_);
    text.put(" BaseSet:");
    for (int s : bases_) put_set(text, s);
    text.put(" CoverSet:");
    for (int s : covers) put_set(text, s);
    step_.set_text("%s", text.c_str());
    return sink.emit(step_);
  }

  void add(npe_set_role role, int s) {
    if (s < 81) {
      step_.add_set(role, NPE_SET_CELL, s, 0);
      return;
    }
    const int house = (s - 81) / 9, digit = (s - 81) % 9 + 1;
    const npe_set_kind kind = house < 9 ? NPE_SET_ROW_DIGIT : house < 18 ? NPE_SET_COL_DIGIT : NPE_SET_BOX_DIGIT;
    step_.add_set(role, kind, house % 9, digit);
  }

  static void put_set(sdk::TextBuffer& text, int s) {
    text.put(' ');
    if (s < 81) {
      sdk::put_cell(text, s);
      return;
    }
    const int house = (s - 81) / 9;
    sdk::put_house(text, house);
    text.put('#');
    text.put_digit((s - 81) % 9 + 1);
  }

  int max_size_;
  int max_rank_;
  int size_ = 1;
  int rank_ = 0;
  std::array<Candidates, kSets> sets_{};
  std::array<std::array<int, 4>, 729> sets_of_{};  // the cell, row, column and box set of a candidate
  std::vector<int> bases_;
  std::vector<int> covers_;
  std::vector<std::vector<int>> seen_covers_;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::gnpx
