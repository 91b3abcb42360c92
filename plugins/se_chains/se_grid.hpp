// The grid as Sudoku Explainer's chaining sees it (docs/techniques.md, "Sudoku Explainer chains"):
// candidate masks that dynamic chains switch off one by one, and SE's scan orders: a cell's houses
// are block, row, column (in that order), a house's cells in npe's house order (blocks row-major),
// which is SE's.
#pragma once

#include <npe/sdk.hpp>

#include <array>
#include <cstdint>

namespace npe::plugins::se_chains {

using Mask = sdk::Mask;

/** The houses of a cell in SE's order: block, row, column. */
constexpr std::array<int, 3> se_houses(int cell) {
  return {18 + sdk::block_of(cell), sdk::row_of(cell), 9 + sdk::col_of(cell)};
}

/** A candidate's key (cell*9 + digit-1), the identity SE's Potential has with its on/off state. */
constexpr int key_of(int cell, int digit) { return cell * 9 + digit - 1; }
constexpr int cell_of(int key) { return key / 9; }
constexpr int digit_of(int key) { return key % 9 + 1; }

/** Bits set in a 9-bit mask (a table: the build need not have a popcount instruction). */
inline constexpr std::array<std::uint8_t, 512> kBits = [] {
  std::array<std::uint8_t, 512> t{};
  for (int m = 1; m < 512; ++m) t[m] = static_cast<std::uint8_t>(t[m >> 1] + (m & 1));
  return t;
}();
inline int bits9(unsigned m) { return kBits[m & 511]; }

/** A cell's peers in SE's order: its block (row-major), then its row, then its column, each once. */
inline constexpr std::array<std::array<std::uint8_t, 20>, 81> kSePeers = [] {
  std::array<std::array<std::uint8_t, 20>, 81> t{};
  for (int cell = 0; cell < 81; ++cell) {
    int n = 0;
    bool seen[81] = {};
    seen[cell] = true;
    for (const int house : se_houses(cell)) {
      for (const int other : sdk::kHouseCells[house]) {
        if (seen[other]) continue;
        seen[other] = true;
        t[cell][n++] = static_cast<std::uint8_t>(other);
      }
    }
  }
  return t;
}();

/** A cell's index in each of its houses (rows, columns, blocks: npe's house numbering). */
constexpr int index_in_house(int house, int cell) {
  return house < 9 ? sdk::col_of(cell) : house < 18 ? sdk::row_of(cell) : sdk::index_in_block(cell);
}

/** Where two houses meet, as bits over the first house's cells (its kHouseCells order). */
inline constexpr std::array<std::array<std::uint16_t, 27>, 27> kHouseMeet = [] {
  std::array<std::array<std::uint16_t, 27>, 27> t{};
  for (int a = 0; a < 27; ++a) {
    for (int b = 0; b < 27; ++b) {
      for (int k = 0; k < 9; ++k) {
        for (const int c : sdk::kHouseCells[b]) {
          if (c == sdk::kHouseCells[a][k]) t[a][b] = static_cast<std::uint16_t>(t[a][b] | 1u << k);
        }
      }
    }
  }
  return t;
}();

struct Grid {
  std::array<Mask, 81> cand{};
  std::array<std::uint8_t, 81> digit{};                  // placed digits (replays of the evidence need them)
  std::array<std::array<std::uint16_t, 9>, 27> place{};  // [house][digit-1]: bits over kHouseCells

  /** Computes the house places from the candidates. */
  void build() {
    for (auto& h : place) h.fill(0);
    for (int house = 0; house < 27; ++house) {
      for (int k = 0; k < 9; ++k) {
        for (Mask m = cand[sdk::kHouseCells[house][k]]; m; m &= m - 1) {
          place[house][std::countr_zero(static_cast<unsigned>(m))] |= static_cast<std::uint16_t>(1u << k);
        }
      }
    }
  }
  void remove(int cell, int d) {
    cand[cell] &= static_cast<Mask>(~sdk::digit_bit(d));
    for (const int house : sdk::houses_of(cell)) {
      place[house][d - 1] &= static_cast<std::uint16_t>(~(1u << index_in_house(house, cell)));
    }
  }
  bool has(int cell, int d) const { return sdk::has_digit(cand[cell], d); }
  int count(int cell) const { return bits9(cand[cell]); }
  /** Positions (bits over the house's 9 cells) of a digit in a house. */
  unsigned places(int house, int d) const { return place[house][d - 1]; }
};

/** SE's ChainingHint.getLengthDifficulty, computed as SE does (a double summed by 0.1 steps), so that
 *  ties between ratings compare as they do in SE. */
inline double se_length_difficulty(int complexity) {
  double added = 0.0;
  int ceil = 4;
  const int length = complexity - 2;
  bool odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? (ceil * 4) / 3 : (ceil * 3) / 2;
    odd = !odd;
  }
  return added;
}

/** serate prints a difficulty d as (int)((d + 0.05) * 10) tenths. */
inline int se_tenths(double difficulty) { return static_cast<int>((difficulty + 0.05) * 10); }

}  // namespace npe::plugins::se_chains
