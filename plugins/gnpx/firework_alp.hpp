// GNPX's Firework L-Wing, ALP and dual ALP (GNPX v5.84, "5 GNPX_analyzer/60 new Algorithms ...
// development/62 Fireworks/624 e_GNPv6_Firework_LWing_s.cs", "625 e_GNPv6_Firework_ALP.cs",
// "626 e_GNPv6_Firework_DualALP.cs"; GNPX docs page58.html; the enjoysudoku thread "Fireworks", t39513).
// Fireworks as in firework.hpp: stem A, row leaf B, column leaf C, one of them holds n. The one cell
// other than A that sees both leaves is the corner D = (C's row, B's column).
// L-Wing: two digits x, y firework strongly on A (A's row and column hold each only in A, B, C), and a
// digit z fireworks strongly on D with the same leaves: B and C lose z. (With A neither x nor y, B
// would be both; so A is one, and B and C the other.)
// ALP: a two-digit firework {x,y} and D bivalue {x,y}: D's digit leaves both leaves, so A holds it; A
// loses its other digits. Dual ALP: two such fireworks on stems A1, A2 sharing D, leaves disjoint:
// both stems hold D's digit; the other digit then lies in a leaf of each, and D's row (holding the
// column leaves) and D's column (the row leaves) cannot both hold it twice: D's row and column
// outside the pattern lose x and y.
// Evidence: as firework.hpp, each elimination refuted by cases over the pattern's cells
// (plugins/common/case_split/), forcing chains with lemmas the host replays.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

#include "../common/case_split/case_split_proof.hpp"
#include "firework.hpp"

namespace npe::plugins::gnpx {

/** One firework of `fireworks()`: stem, row leaf, column leaf and its digits. */
struct Firework {
  int stem, row_leaf, column_leaf;
  sdk::Mask digits;

  static Firework of(int key, sdk::Mask digits) { return {key / 6561, key / 81 % 81, key % 81, digits}; }
  /** The one cell other than the stem seeing both leaves. */
  int corner() const { return sdk::row_of(column_leaf) * 9 + sdk::col_of(row_leaf); }
};

/** The digits of `firework` that are strong: the stem's row and column hold them only in the stem and
 *  the two leaves (GNPX's `sw`, its UFirework built with three such cells). */
inline sdk::Mask strong_digits(const sdk::Position& position, const Firework& firework) {
  sdk::Mask strong = 0;
  for (sdk::Mask m = firework.digits; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
    const int n = sdk::first_digit(m);
    int count = 0;
    for (const int house : {sdk::row_of(firework.stem), 9 + sdk::col_of(firework.stem)}) {
      for (const int cell : sdk::kHouseCells[house]) {
        if (cell != firework.stem && position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), n)) ++count;
      }
    }
    if (count == 2) strong |= sdk::digit_bit(n);
  }
  return strong;
}

/** GNPX's firework as its Result lines write it: "r7c3 <#69> / r5c3 r7c5". */
inline void put_firework(sdk::TextBuffer& text, const Firework& firework, sdk::Mask digits) {
  sdk::put_cell(text, firework.stem);
  text.put(" <#");
  text.put_digits(digits);
  text.put("> / ");
  sdk::put_cell(text, std::min(firework.row_leaf, firework.column_leaf));
  text.put(' ');
  sdk::put_cell(text, std::max(firework.row_leaf, firework.column_leaf));
}

/** The refutations of `digits` in each of `cells` that holds them, split over `splits` in order. */
inline std::vector<case_split::Refutation> refute_each(const sdk::Position& position, const std::vector<int>& cells,
                                                       sdk::Mask digits, const std::vector<int>& splits) {
  const case_split::Board board = case_split::Board::of(position);
  std::vector<case_split::Refutation> proved;
  for (const int cell : cells) {
    if (position.digit(cell) != 0) continue;
    for (sdk::Mask m = static_cast<sdk::Mask>(position.candidates(cell) & digits); m != 0;
         m &= static_cast<sdk::Mask>(m - 1)) {
      const int d = sdk::first_digit(m);
      auto proof = case_split::refute(board, cell, d, splits);
      if (proof && case_split::fits_one_step(*proof)) proved.push_back({{cell, d, false}, std::move(proof)});
    }
  }
  return proved;
}

/** The empty bivalue cell `cell`'s digits when `digits` holds both, else 0. */
inline sdk::Mask pair_within(const sdk::Position& position, int cell, sdk::Mask digits) {
  const sdk::Mask pair = position.digit(cell) == 0 ? position.candidates(cell) : 0;
  return std::popcount(static_cast<unsigned>(pair)) == 2 && (pair & ~digits) == 0 ? pair : 0;
}

/** Emits `proved` as steps whose text is `prefix` and what `write` puts after it; true when there is
 *  nothing to emit or the sink wants more. */
template <class Write>
bool emit_proved(const std::vector<case_split::Refutation>& proved, const char* prefix, Write write,
                 sdk::StepBuilder& step, sdk::StepSink& sink) {
  if (proved.empty()) return true;
  char buffer[NPE_MAX_TEXT_LENGTH + 1];
  sdk::TextBuffer text(buffer, sizeof buffer);
  text.put(prefix);
  write(text);
  return case_split::emit_refutations(proved, text.c_str(), step, sink);
}

class FireworkLWing {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "gnpx.firework_lwing",
       .name = "Firework L-Wing",
       .description = "GNPX's Firework_LWing: two digits firework strongly on a stem, a third strongly on the opposite "
                      "corner with the same leaves: the leaves lose the third digit",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit FireworkLWing(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const auto all = fireworks(position);
    for (const auto& [key, digits] : all) {
      const Firework stem = Firework::of(key, digits);
      const sdk::Mask strong = strong_digits(position, stem);
      if (std::popcount(static_cast<unsigned>(strong)) < 2) continue;
      // The assist: the corner's firework, its row leaf the stem's column leaf and the other way round.
      const auto it = all.find(stem.corner() * 6561 + stem.column_leaf * 81 + stem.row_leaf);
      if (it == all.end()) continue;
      const Firework assist = Firework::of(it->first, it->second);
      const sdk::Mask assists = strong_digits(position, assist);
      for (sdk::Mask pairs = strong; pairs != 0; pairs &= static_cast<sdk::Mask>(pairs - 1)) {
        for (sdk::Mask seconds = static_cast<sdk::Mask>(pairs & (pairs - 1)); seconds != 0;
             seconds &= static_cast<sdk::Mask>(seconds - 1)) {
          const sdk::Mask pair = static_cast<sdk::Mask>((pairs & -pairs) | (seconds & -seconds));
          for (sdk::Mask zs = static_cast<sdk::Mask>(assists & ~pair); zs != 0; zs &= static_cast<sdk::Mask>(zs - 1)) {
            if (!emit(position, stem, pair, assist, static_cast<sdk::Mask>(zs & -zs), sink)) return;
          }
        }
      }
    }
  }

 private:
  bool emit(const sdk::Position& position, const Firework& stem, sdk::Mask pair, const Firework& assist, sdk::Mask z,
            sdk::StepSink& sink) {
    const int first = std::min(stem.row_leaf, stem.column_leaf), second = std::max(stem.row_leaf, stem.column_leaf);
    const auto proved = refute_each(position, {first, second}, z, {stem.stem});
    return emit_proved(
        proved, "Firework_LWing Firework:",
        [&](sdk::TextBuffer& text) {
          put_firework(text, stem, pair);
          text.put(" Assist:");
          put_firework(text, assist, z);
          text.put(" Exclude:");
          for (const int leaf : {first, second}) {  // GNPX names both leaves, each with the assist's digit
            text.put(' ');
            sdk::put_cell(text, leaf);
            text.put('#');
            text.put_digits(z);
          }
        },
        step_, sink);
  }

  sdk::StepBuilder step_;
};

class FireworkAlp {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "gnpx.firework_alp",
       .name = "Firework ALP",
       .description = "GNPX's Firework_ALP: a two-digit firework whose opposite corner is a bivalue cell of the two "
                      "digits: the stem holds one of them and loses its other digits",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit FireworkAlp(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    for (const auto& [key, digits] : fireworks(position)) {
      const Firework firework = Firework::of(key, digits);
      const int corner = firework.corner();
      const sdk::Mask pair = pair_within(position, corner, digits);
      if (pair == 0) continue;
      const auto proved =
          refute_each(position, {firework.stem}, static_cast<sdk::Mask>(~pair & sdk::kAllDigits), {corner});
      const bool more = emit_proved(
          proved, "Firework_ALP FW:",
          [&](sdk::TextBuffer& text) {
            put_firework(text, firework, pair);
            text.put(" / ");
            sdk::put_cell(text, corner);
          },
          step_, sink);
      if (!more) return;
    }
  }

 private:
  sdk::StepBuilder step_;
};

class FireworkDualAlp {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "gnpx.firework_dual_alp",
       .name = "Firework dual ALP",
       .description =
           "GNPX's Firework_DualALP: two two-digit fireworks on different stems, their leaves apart, sharing "
           "the opposite corner, a bivalue cell of the two digits: the stems lose their other digits, the "
           "corner's row and column outside the pattern the two digits",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit FireworkDualAlp(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    // Per corner, the fireworks holding its pair, in key order.
    std::array<std::vector<Firework>, 81> by_corner;
    for (const auto& [key, digits] : fireworks(position)) {
      const Firework firework = Firework::of(key, digits);
      if (pair_within(position, firework.corner(), digits) != 0)
        by_corner[static_cast<std::size_t>(firework.corner())].push_back(firework);
    }
    for (int corner = 0; corner < 81; ++corner) {
      const auto& found = by_corner[static_cast<std::size_t>(corner)];
      for (std::size_t i = 0; i < found.size(); ++i) {
        for (std::size_t j = i + 1; j < found.size(); ++j) {
          if (found[i].stem == found[j].stem || found[i].row_leaf == found[j].row_leaf ||
              found[i].column_leaf == found[j].column_leaf)
            continue;
          if (!emit(position, found[i], found[j], corner, sink)) return;
        }
      }
    }
  }

 private:
  bool emit(const sdk::Position& position, const Firework& one, const Firework& two, int corner, sdk::StepSink& sink) {
    const sdk::Mask pair = position.candidates(corner);
    const std::vector<int> pattern = {one.stem,     two.stem,        one.row_leaf, one.column_leaf,
                                      two.row_leaf, two.column_leaf, corner};
    auto proved =
        refute_each(position, {one.stem, two.stem}, static_cast<sdk::Mask>(~pair & sdk::kAllDigits), {corner});
    std::vector<int> lines;  // the corner's row and column outside the pattern, in cell order
    for (int cell = 0; cell < 81; ++cell) {
      const bool on_line = sdk::row_of(cell) == sdk::row_of(corner) || sdk::col_of(cell) == sdk::col_of(corner);
      if (on_line && std::find(pattern.begin(), pattern.end(), cell) == pattern.end()) lines.push_back(cell);
    }
    // Split on the corner first (its two cases decide), the pattern's other cells after it.
    std::vector<int> splits = {corner};
    splits.insert(splits.end(), pattern.begin(), pattern.end() - 1);
    for (auto& refutation : refute_each(position, lines, pair, splits)) proved.push_back(std::move(refutation));
    return emit_proved(
        proved, "Firework_DualALP ",
        [&](sdk::TextBuffer& text) {
          put_firework(text, one, pair);
          text.put(" / ");
          put_firework(text, two, pair);
          text.put(" / ");
          sdk::put_cell(text, corner);
        },
        step_, sink);
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::gnpx
