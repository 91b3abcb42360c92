// Sudoku Explainer's Aligned Pair Exclusion (6.2), from its rules (docs/techniques.md, "Sudoku
// Explainer ratings"): for two cells, every pair of their digits is tried; a pair is excluded when
// the two cells see each other and the digits are equal, or when a bivalue cell seeing both cells
// holds exactly those two digits (it would be left empty). A digit of one cell that appears in no
// allowed pair goes.
// Sudoku Explainer's conditions: both cells hold two or more digits, see no cell with one digit, and
// share at least two bivalue peers ("excluders"); the two cells need not see each other. Cells are
// taken row-major, pairs in increasing bit-mask order of their indexes in that list.
// Text: "Aligned Pair Exclusion: r1c1,r1c5".
#pragma once

#include <npe/sdk/describe.hpp>

#include "se_peers.hpp"

namespace npe::plugins::serate {

struct AlignedPairExclusion {
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "serate.aligned_pair_exclusion",
                     .name = "Aligned Pair Exclusion (Sudoku Explainer)",
                     .description = "digit pairs of two cells that would empty a bivalue peer of both are excluded",
                     .default_points = 62,
                     .default_rating_x10 = 62,
                     .yields = NPE_YIELDS_ELIMINATIONS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit AlignedPairExclusion(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    int n = 0;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (sdk::count_digits(position.candidates(cell)) < 2) continue;
      bool single = false;
      CellSet excluders;
      for (int peer : kSePeers[cell]) {
        const int k = sdk::count_digits(position.candidates(peer));
        if (k == 1)
          single = true;
        else if (k == 2)
          excluders.add(peer);
      }
      if (single || excluders.empty()) continue;
      list_[n] = cell;
      excluders_[n] = excluders;
      ++n;
    }
    // Pairs (i, j), i < j, in increasing mask order: j = 1.., i = 0..j-1.
    for (int j = 1; j < n; ++j) {
      for (int i = 0; i < j; ++i) {
        if (!pair(position, sink, i, j)) return;
      }
    }
  }

 private:
  bool pair(const sdk::Position& position, sdk::StepSink& sink, int i, int j) {
    const int a = list_[i], b = list_[j];
    // The bivalue peers both cells share (their order does not matter below).
    const CellSet shared = excluders_[i] & excluders_[j];
    if (!shared.several()) return true;
    int common = 0;
    sdk::Mask bivalues[20];
    shared.for_each([&](int cell) { bivalues[common++] = position.candidates(cell); });
    const sdk::Mask ca = position.candidates(a), cb = position.candidates(b);
    sdk::Mask allowed_a = 0, allowed_b = 0;
    const bool aligned = sdk::sees(a, b);
    for (int p = 1; p <= 9; ++p) {
      if (!sdk::has_digit(ca, p)) continue;
      for (int q = 1; q <= 9; ++q) {
        if (!sdk::has_digit(cb, q)) continue;
        bool allowed = !(p == q && aligned);
        const sdk::Mask both = static_cast<sdk::Mask>(sdk::digit_bit(p) | sdk::digit_bit(q));
        for (int e = 0; e < common && allowed; ++e) allowed = (bivalues[e] & ~both) != 0;
        if (allowed) {
          allowed_a = static_cast<sdk::Mask>(allowed_a | sdk::digit_bit(p));
          allowed_b = static_cast<sdk::Mask>(allowed_b | sdk::digit_bit(q));
        }
      }
    }
    const sdk::Mask gone_a = static_cast<sdk::Mask>(ca & ~allowed_a), gone_b = static_cast<sdk::Mask>(cb & ~allowed_b);
    if (!gone_a && !gone_b) return true;
    step_.reset();
    for (int d = 1; d <= 9; ++d) {
      if (sdk::has_digit(gone_a, d)) step_.eliminate(a, d);
    }
    for (int d = 1; d <= 9; ++d) {
      if (sdk::has_digit(gone_b, d)) step_.eliminate(b, d);
    }
    step_.add_cell(a);
    step_.add_cell(b);
    step_.add_digits(static_cast<sdk::Mask>(ca | cb));
    char list[32];
    TextBuffer text(list, sizeof list);
    put_cell(text, a);
    text.put(',');
    put_cell(text, b);
    step_.set_text("Aligned Pair Exclusion: %s", list);
    return sink.emit(step_);
  }

  int list_[sdk::kCells];
  CellSet excluders_[sdk::kCells];  // each listed cell's bivalue peers
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
