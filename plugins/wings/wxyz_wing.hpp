// WXYZ-Wing (reglib code 0802, not in HoDoKu 2.2; docs/techniques.md "Wings"), StrmCkr's general
// definition as sudokuwiki.org documents it: four cells with 2..4 candidates each and exactly four
// digits together, of which exactly one, z, is not restricted (a digit is restricted when every two
// of the group's cells holding it see each other). The three restricted digits fill at most three of
// the four cells, so some cell of the group is z: cells seeing every z of the group lose z. npe also
// wants no three of the four cells to hold only three digits: such a group is a smaller pattern (an
// XYZ-Wing, an XY-Wing or three cells locked to three digits) with the same or more eliminations.
// Evidence, per eliminated candidate: a verity on one group cell (one forcing chain per candidate of
// the cell, each ending on "the target is not z") when the basic rules reach it; otherwise one
// forcing chain from "the target is z" to a contradiction; kind bit kNoNet when neither works
// (the deduction then needs a hidden-set step the header's basic rules do not have).
// Scan order: the four cells in lexicographic cell order.
#pragma once

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>
#include <npe/sdk/forcing_trace.hpp>
#include <npe/sdk/position_view.hpp>

namespace npe::plugins::wings {

using sdk::CellSet;
using sdk::DigitTable;
using sdk::ForcingTrace;
using sdk::kHouseSet;
using sdk::kPeerSet;
using sdk::TextBuffer;

inline constexpr std::uint32_t kNoNet = 0x100;

class WxyzWing {
 public:
  static constexpr npe_reglib_code kReglib[] = {
      {.code = "0802", .params = "", .flags = NPE_REGLIB_DIGITS, .kind_mask = 0, .kind = 0}};
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "wings.wxyz",
       .name = "WXYZ-Wing",
       .description = "four cells holding four digits, all but z restricted: cells seeing every z of them lose z",
       .default_points = 200,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL},
      kReglib);

  explicit WxyzWing(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const DigitTable table(position);
    if (table.broken) return;  // not a state of a valid solve (DigitTable::broken)
    count_ = 0;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      const int n = sdk::count_digits(position.candidates(cell));
      if (n >= 2 && n <= 4) masks_[count_] = position.candidates(cell), cells_[count_++] = cell;
    }
    // The cells holding only the digits of each 4-digit mask (for the fourth cell).
    for (unsigned digits = 0; digits < 512; ++digits) list_size_[digits] = 0;
    for (unsigned digits = 0; digits < 512; ++digits) {
      if (sdk::count_digits(digits) != 4) continue;
      for (int i = 0; i < count_; ++i) {
        if ((masks_[i] & ~digits) == 0)
          lists_[list_start(digits) + list_size_[digits]++] = static_cast<std::uint8_t>(i);
      }
    }
    // A digit shared by two cells that do not see each other is not restricted: a second such digit
    // ends the branch; three cells on three digits are a smaller pattern.
    const auto broken = [&](int x, int y) -> unsigned {
      return kPeerSet[cells_[x]].has(cells_[y]) ? 0u : masks_[x] & masks_[y];
    };
    for (int a = 0; a < count_; ++a) {
      for (int b = a + 1; b < count_; ++b) {
        const unsigned ab = broken(a, b);
        if (sdk::count_digits(masks_[a] | masks_[b]) > 4 || sdk::count_digits(ab) > 1) continue;
        for (int c = b + 1; c < count_; ++c) {
          const unsigned digits = masks_[a] | masks_[b] | masks_[c];
          if (sdk::count_digits(digits) != 4) continue;
          const unsigned abc = ab | broken(a, c) | broken(b, c);
          if (sdk::count_digits(abc) > 1) continue;
          const std::uint8_t* fourth = lists_ + list_start(digits);
          for (int k = 0; k < list_size_[digits]; ++k) {
            const int d = fourth[k];
            if (d <= c || sdk::count_digits(abc | broken(a, d) | broken(b, d) | broken(c, d)) != 1) continue;
            const int group[4] = {cells_[a], cells_[b], cells_[c], cells_[d]};
            if (!check(position, table, group, static_cast<sdk::Mask>(digits), sink)) return;
          }
        }
      }
    }
  }

 private:
  bool check(const sdk::Position& position, const DigitTable& table, const int* group, sdk::Mask digits,
             sdk::StepSink& sink) {
    for (int skip = 0; skip < 4; ++skip) {
      sdk::Mask three = 0;
      for (int i = 0; i < 4; ++i) {
        if (i != skip) three |= position.candidates(group[i]);
      }
      if (sdk::count_digits(three) == 3) return true;
    }
    int z = 0;
    for (int d = 1; d <= 9; ++d) {
      if (!sdk::has_digit(digits, d)) continue;
      bool restricted = true;
      for (int i = 0; i < 4; ++i) {
        for (int k = i + 1; k < 4; ++k) {
          if (sdk::has_digit(position.candidates(group[i]), d) && sdk::has_digit(position.candidates(group[k]), d) &&
              !sdk::sees(group[i], group[k])) {
            restricted = false;
          }
        }
      }
      if (restricted) continue;
      if (z != 0) return true;  // two non-restricted digits: no deduction
      z = d;
    }
    if (z == 0) return true;
    CellSet members, z_cells;
    for (int i = 0; i < 4; ++i) {
      members.add(group[i]);
      if (sdk::has_digit(position.candidates(group[i]), z)) z_cells.add(group[i]);
    }
    CellSet targets = table.cells[z].minus(members);
    z_cells.for_each([&](int cell) { targets &= kPeerSet[cell]; });
    if (targets.empty()) return true;
    return report(position, group, members, digits, z, targets, sink);
  }

  bool report(const sdk::Position& position, const int* group, CellSet members, sdk::Mask digits, int z,
              CellSet targets, sdk::StepSink& sink) {
    step_.reset();
    targets.for_each([&](int cell) { step_.eliminate(cell, z); });
    for (int i = 0; i < 4; ++i) step_.add_cell(group[i]);
    step_.add_digits(digits);
    bool all_nets = true;
    targets.for_each([&](int target) { all_nets &= add_net(position, group, members, z, target); });
    if (!all_nets) step_.reset(kNoNet), rebuild_without_nets(group, digits, z, targets);
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    TextBuffer text(buffer, sizeof buffer);
    text.put("WXYZ-Wing: ");
    for (int d = 1; d <= 9; ++d) {
      if (d == z || !sdk::has_digit(digits, d)) continue;
      text.put_digit(d);
      text.put('/');
    }
    text.put_digit(z);
    text.put(" in ");
    put_hodoku_cells(text, members);
    const npe_step view = step_.view();
    put_hodoku_eliminations(text, view.eliminations, view.elimination_count);
    step_.set_text("%s", buffer);
    return sink.emit(step_);
  }

  void rebuild_without_nets(const int* group, sdk::Mask digits, int z, CellSet targets) {
    targets.for_each([&](int cell) { step_.eliminate(cell, z); });
    for (int i = 0; i < 4; ++i) step_.add_cell(group[i]);
    step_.add_digits(digits);
  }

  /** A verity on a group cell, else on the places of a digit in a house through the group, else a
   *  contradiction from "target is z"; false when none follows by the basic rules. The rules act on
   *  the group and the target first (cheap, and enough for most), then on the whole board. */
  bool add_net(const sdk::Position& position, const int* group, CellSet members, int z, int target) {
    for (const CellSet scope : {members | CellSet::of(target), kAllCells}) {
      ForcingTrace trace(position, scope, true, true);
      for (int i = 0; i < 4; ++i) {
        int branches[9], n = 0;
        for (unsigned m = position.candidates(group[i]); m; m &= m - 1)
          branches[n++] = group[i] * 10 + std::countr_zero(m) + 1;
        if (verity(trace, branches, n, target, z)) return true;
      }
      if (!(scope == kAllCells)) continue;
      for (int house = 0; house < sdk::kHouses; ++house) {
        if (!kHouseSet[house].intersects(members)) continue;
        for (int d = 1; d <= 9; ++d) {
          int branches[9], n = 0;
          bool through_group = false;
          for (const int cell : sdk::kHouseCells[house]) {
            if (position.digit(cell) != 0 || !sdk::has_digit(position.candidates(cell), d)) continue;
            branches[n++] = cell * 10 + d;
            through_group |= members.has(cell);
          }
          if (through_group && n >= 2 && verity(trace, branches, n, target, z)) return true;
        }
      }
      trace.reset();
      trace.assume(target, z, true);
      trace.run();
      if (!trace.contradicted()) return false;
      trace.write_contradiction(step_);
      return true;
    }
    return false;
  }

  /** When every branch (cell * 10 + digit, assumed true) leads to "target is not z", writes them. */
  bool verity(ForcingTrace& trace, const int* branches, int n, int target, int z) {
    for (int pass = 0; pass < 2; ++pass) {
      for (int b = 0; b < n; ++b) {
        trace.reset();
        trace.forbid(target, z, true);
        trace.assume(branches[b] / 10, branches[b] % 10, true);
        trace.run();
        const int found = trace.find(target, z, false);
        if (found == ForcingTrace::kNone) return false;
        if (pass == 1) trace.write_chain(step_, found);
      }
    }
    return true;
  }

  static constexpr CellSet kAllCells = {~std::uint64_t{0}, (std::uint64_t{1} << 17) - 1};
  /** Where the cell list of a 4-digit mask starts in lists_ (126 masks, at most 81 cells each). */
  static int list_start(unsigned digits) { return kRank[digits] * sdk::kCells; }
  static constexpr std::array<std::uint8_t, 512> kRank = [] {
    std::array<std::uint8_t, 512> rank{};
    int next = 0;
    for (unsigned m = 0; m < 512; ++m) {
      if (std::popcount(m) == 4) rank[m] = static_cast<std::uint8_t>(next++);
    }
    return rank;
  }();

  int cells_[sdk::kCells] = {};
  sdk::Mask masks_[sdk::kCells] = {};
  std::uint8_t lists_[126 * sdk::kCells] = {};
  std::uint8_t list_size_[512] = {};
  int count_ = 0;
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::wings
