// Sudoku Explainer's Aligned Triplet Exclusion (7.5), from its rules (docs/techniques.md, "Sudoku
// Explainer ratings"): as Aligned Pair Exclusion with three cells: a combination of one digit per
// cell is excluded when two cells that see each other get the same digit, or when a cell seeing all
// three ("excluder", two or three digits) holds only digits of the combination. A digit of a cell
// that appears in no allowed combination goes.
// Sudoku Explainer's conditions and order: cells with two or more digits, no single-digit peer and
// at least one excluder peer, row-major; pairs of them in increasing bit-mask order; the third cell
// from the excluders of the first two (the first's, then the second's), which must themselves
// qualify; at least two common excluders.
// Text: "Aligned Triplet Exclusion: r1c1,r1c5,r2c2".
#pragma once

#include <npe/sdk/describe.hpp>

#include <bit>
#include <cstdint>

#include "se_peers.hpp"

namespace npe::plugins::serate {

struct AlignedTripletExclusion {
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "serate.aligned_triplet_exclusion",
                     .name = "Aligned Triplet Exclusion (Sudoku Explainer)",
                     .description = "digit triples of three cells that would empty a common peer are excluded",
                     .default_points = 75,
                     .default_rating_x10 = 75,
                     .yields = NPE_YIELDS_ELIMINATIONS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit AlignedTripletExclusion(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    pos_ = &position;
    int n = 0;
    for (int cell = 0; cell < sdk::kCells; ++cell) index_[cell] = -1;
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (bits9(position.candidates(cell)) < 2) continue;
      bool single = false;
      int count = 0;
      for (int peer : kSePeers[cell]) {
        const int k = bits9(position.candidates(peer));
        if (k == 1)
          single = true;
        else if (k == 2 || k == 3)
          excluders_[n][count++] = static_cast<std::uint8_t>(peer);
      }
      if (single || count == 0) continue;
      excluder_bits_[n][0] = excluder_bits_[n][1] = 0;
      for (int x = 0; x < count; ++x) {
        const int peer = excluders_[n][x];
        excluder_bits_[n][peer >> 6] |= std::uint64_t{1} << (peer & 63);
      }
      list_[n] = cell;
      excluder_count_[n] = count;
      index_[cell] = n;
      ++n;
    }
    if (n < 3) return;
    for (int j = 1; j < n; ++j) {
      for (int i = 0; i < j; ++i) {
        // A triple needs two excluders common to its three cells, so two common to these two.
        if (std::popcount(excluder_bits_[i][0] & excluder_bits_[j][0]) +
                std::popcount(excluder_bits_[i][1] & excluder_bits_[j][1]) <
            2)
          continue;
        // The twin area: excluders of either cell that qualify themselves, in first-seen order.
        int tail[40];
        int tails = 0;
        std::uint64_t seen[2] = {0, 0};
        for (int side : {i, j}) {
          for (int x = 0; x < excluder_count_[side]; ++x) {
            const int cell = excluders_[side][x];
            if (index_[cell] < 0 || cell == list_[i] || cell == list_[j]) continue;
            if ((seen[cell >> 6] >> (cell & 63)) & 1) continue;
            seen[cell >> 6] |= std::uint64_t{1} << (cell & 63);
            tail[tails++] = cell;
          }
        }
        for (int t = 0; t < tails; ++t) {
          if (!triple(sink, i, j, index_[tail[t]])) return;
        }
      }
    }
  }

 private:
  /** The combinations' allowed digits per cell (SE's rule, above), enumerated until every digit of
   *  the three cells is allowed: from there on nothing can be excluded, and the triple gives no step. */
  bool triple(sdk::StepSink& sink, int i, int j, int k) {
    const int cells[3] = {list_[i], list_[j], list_[k]};
    sdk::Mask excl[20];
    int common = 0;
    for (int w = 0; w < 2; ++w) {
      for (std::uint64_t m = excluder_bits_[i][w] & excluder_bits_[j][w] & excluder_bits_[k][w]; m; m &= m - 1) {
        excl[common++] = pos_->candidates(w * 64 + std::countr_zero(m));
      }
    }
    if (common < 2) return true;
    const sdk::Mask cands[3] = {pos_->candidates(cells[0]), pos_->candidates(cells[1]), pos_->candidates(cells[2])};
    const bool sees01 = sdk::sees(cells[0], cells[1]), sees02 = sdk::sees(cells[0], cells[2]),
               sees12 = sdk::sees(cells[1], cells[2]);
    sdk::Mask allowed[3] = {0, 0, 0};
    auto all_allowed = [&] { return allowed[0] == cands[0] && allowed[1] == cands[1] && allowed[2] == cands[2]; };
    for (unsigned ma = cands[0]; ma; ma &= ma - 1) {
      const int a = std::countr_zero(ma) + 1;
      for (unsigned mb = cands[1]; mb; mb &= mb - 1) {
        const int b = std::countr_zero(mb) + 1;
        if (a == b && sees01) continue;
        for (unsigned mc = cands[2]; mc; mc &= mc - 1) {
          const int c = std::countr_zero(mc) + 1;
          if ((a == c && sees02) || (b == c && sees12)) continue;
          const sdk::Mask combo = static_cast<sdk::Mask>(sdk::digit_bit(a) | sdk::digit_bit(b) | sdk::digit_bit(c));
          bool ok = true;
          for (int e = 0; e < common && ok; ++e) ok = (excl[e] & ~combo) != 0;
          if (!ok) continue;
          allowed[0] = static_cast<sdk::Mask>(allowed[0] | sdk::digit_bit(a));
          allowed[1] = static_cast<sdk::Mask>(allowed[1] | sdk::digit_bit(b));
          allowed[2] = static_cast<sdk::Mask>(allowed[2] | sdk::digit_bit(c));
          if (all_allowed()) return true;
        }
      }
    }
    step_.reset();
    for (int x = 0; x < 3; ++x) {
      for (int d = 1; d <= 9; ++d) {
        if (sdk::has_digit(cands[x], d) && !sdk::has_digit(allowed[x], d)) step_.eliminate(cells[x], d);
      }
    }
    if (step_.elimination_count() == 0) return true;
    char list[48];
    TextBuffer text(list, sizeof list);
    for (int x = 0; x < 3; ++x) {
      if (x) text.put(',');
      put_cell(text, cells[x]);
      step_.add_cell(cells[x]);
    }
    step_.add_digits(static_cast<sdk::Mask>(cands[0] | cands[1] | cands[2]));
    step_.set_text("Aligned Triplet Exclusion: %s", list);
    return sink.emit(step_);
  }

  const sdk::Position* pos_ = nullptr;
  int list_[sdk::kCells];
  int index_[sdk::kCells];
  std::uint8_t excluders_[sdk::kCells][20];
  std::uint64_t excluder_bits_[sdk::kCells][2];  // the excluders as an 81-bit board
  int excluder_count_[sdk::kCells];
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
