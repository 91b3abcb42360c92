// Junior Exocet with one target (JE1), GNPX's Senior_Exocet_JE1 (GNPX v5.84, "5 GNPX_analyzer/60 new
// Algorithms ... development/63 Exocet/630 Exocet/630_Senior_Exocet.cs", "633_SE_phase_3_JE21.cs";
// GNPX docs page59C_JEn.html, "JE1"). Lines as in junior_exocet.hpp.
// Shape: the base cells B1, B2 of a box's mini-line (the third is the stem) holding 3 or 4 digits
// together; in one of the band's two other boxes a cross line whose two band cells off the base's line
// are placed with digits that are not base digits (GNPX's blank "object"); in the third box a target T
// off the base's line holding every base digit (GNPX: the base digits lie in the objects), its
// companion (the band cell of T's cross line off the base's line) holding none, placed or candidate.
// S cells: the three cross lines (the stem's, the object's, T's) outside the band. Exactly one base
// digit, the wildcard z, needs three lines to cover its S-cell instances (placed or candidate); every
// other base digit needs at most two (GNPX asks exactly two).
// Then a base digit x other than z that is true in a base cell is in T: the three cross lines need
// three x's; the stem's has none in the band (the base's box holds x), the object's none (placed with
// other digits, the base line's cell sees the base), T's only in T (the companion holds none), and
// the S cells hold at most two (two lines). T is one cell, so at most one such x is true in the bases:
// the bases hold z and one x, and T holds x. Eliminations (GNPX's "Exclude JE1" 1 and 2, and what the
// same theorem gives at once): T's candidates that are not base digits other than z (z included); z
// from every cell seeing both bases, and a base cell's other digits when only it holds z (T holds
// every base digit, so the theorem takes none of its digits from a base cell otherwise).
// Evidence: as junior_exocet.hpp, each elimination refuted by cases over B1 and B2
// (case_split_proof.hpp); one the basic rules do not reach in every case is not reported.
// Text (GNPX's Result line for JE1, on one line, the wildcard as its long form names it):
// "JE1 B:r1c12#1234 Companion:r3c7 T1:r23c4 T2:r2c7 Wildcard:#4".
#pragma once

#include <array>
#include <string>
#include <vector>

#include "junior_exocet.hpp"

namespace npe::plugins::exocet {

/** One JE1 shape: its cells, base digits, wildcard and per-digit S cells. */
struct Je1Shape {
  int base1 = 0, base2 = 0, target = 0, companion = 0;
  int object[2] = {};
  sdk::Mask digits = 0;
  int wildcard = 0;
  int orientation = 0;
  int band = 0;                  // the band's first parallel line
  std::array<int, 3> crosses{};  // the stem's, the object's and T's cross lines (position along the base's line)
};

/** Both object cells placed, neither with a base digit. */
inline bool blank_object(const sdk::Position& position, const Je1Shape& shape) {
  for (const int cell : shape.object) {
    if (position.digit(cell) == 0 || sdk::has_digit(shape.digits, position.digit(cell))) return false;
  }
  return true;
}

/** The companion holds no base digit, exactly one base digit needs three lines for its S cells (the
 *  wildcard, stored) and the others at most two. */
inline bool with_wildcard(const sdk::Position& position, Je1Shape& shape) {
  shape.wildcard = 0;
  for (sdk::Mask m = shape.digits; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
    const int d = sdk::first_digit(m);
    if (holds(position, shape.companion, d)) return false;
    sdk::CellSet instances;
    for (int p = 0; p < 9; ++p) {
      if (p / 3 * 3 == shape.band) continue;
      for (const int q : shape.crosses) {
        if (holds(position, line_cell(shape.orientation, p, q), d)) instances.add(line_cell(shape.orientation, p, q));
      }
    }
    if (fewest_cover_lines(instances) <= 2) continue;
    if (shape.wildcard != 0) return false;
    shape.wildcard = d;
  }
  return shape.wildcard != 0;
}

/** Every JE1 shape of the position, in search order: orientation, base line, base box, stem, object
 *  box and cross line, target line and cross line. */
inline std::vector<Je1Shape> junior_exocets_je1(const sdk::Position& position) {
  std::vector<Je1Shape> shapes;
  for (int o = 0; o < 2; ++o) {
    for (int p0 = 0; p0 < 9; ++p0) {
      const int band = p0 / 3 * 3;
      int other_lines[2], n = 0;
      for (int p = band; p < band + 3; ++p) {
        if (p != p0) other_lines[n++] = p;
      }
      for (int box = 0; box < 3; ++box) {
        for (int stem = 0; stem < 3; ++stem) {
          Je1Shape shape;
          shape.orientation = o;
          const int qs = box * 3 + stem;
          shape.base1 = line_cell(o, p0, box * 3 + (stem == 0 ? 1 : 0));
          shape.base2 = line_cell(o, p0, box * 3 + (stem == 2 ? 1 : 2));
          if (position.digit(shape.base1) != 0 || position.digit(shape.base2) != 0) continue;
          shape.digits = static_cast<sdk::Mask>(position.candidates(shape.base1) | position.candidates(shape.base2));
          const int count = std::popcount(static_cast<unsigned>(shape.digits));
          if (count < 3 || count > 4) continue;
          for (int object_box = 0; object_box < 3; ++object_box) {
            if (object_box == box) continue;
            const int target_box = 3 - box - object_box;
            for (int qo = object_box * 3; qo < object_box * 3 + 3; ++qo) {
              shape.object[0] = line_cell(o, other_lines[0], qo);
              shape.object[1] = line_cell(o, other_lines[1], qo);
              if (!blank_object(position, shape)) continue;
              for (int t = 0; t < 6; ++t) {
                const int qt = target_box * 3 + t % 3;
                shape.target = line_cell(o, other_lines[t / 3], qt);
                shape.companion = line_cell(o, other_lines[1 - t / 3], qt);
                if (position.digit(shape.target) != 0) continue;
                if ((position.candidates(shape.target) & shape.digits) != shape.digits) continue;
                shape.band = band;
                shape.crosses = {qs, qo, qt};
                if (with_wildcard(position, shape)) shapes.push_back(shape);
              }
            }
          }
        }
      }
    }
  }
  return shapes;
}

/** The eliminations JE1's theorem gives, each once: T's candidates outside the base digits other
 *  than z; z from the cells seeing both bases; the other digits of the only base cell holding z and
 *  z from its peers; the other digits of a cross line's lone z outside the band (GNPX's Rule-1 for
 *  T's line). */
inline std::vector<Literal> je1_claims(const sdk::Position& position, const Je1Shape& shape) {
  std::vector<Literal> claims;
  auto claim = [&](int cell, int digit) {
    if (position.digit(cell) != 0 || !sdk::has_digit(position.candidates(cell), digit)) return;
    for (const auto& c : claims) {
      if (c.cell == cell && c.digit == digit) return;
    }
    claims.push_back({cell, digit, false});
  };
  const sdk::Mask others = static_cast<sdk::Mask>(shape.digits & ~sdk::digit_bit(shape.wildcard));
  for (sdk::Mask m = static_cast<sdk::Mask>(position.candidates(shape.target) & ~others); m != 0;
       m &= static_cast<sdk::Mask>(m - 1))
    claim(shape.target, sdk::first_digit(m));
  for (int cell = 0; cell < 81; ++cell) {
    if (cell != shape.base1 && cell != shape.base2 && sdk::sees(cell, shape.base1) && sdk::sees(cell, shape.base2))
      claim(cell, shape.wildcard);
  }
  const bool in1 = sdk::has_digit(position.candidates(shape.base1), shape.wildcard);
  const bool in2 = sdk::has_digit(position.candidates(shape.base2), shape.wildcard);
  for (const int base : {shape.base1, shape.base2}) {
    const bool only_z = (base == shape.base1 && !in2) || (base == shape.base2 && !in1);
    for (sdk::Mask m = position.candidates(base); m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
      const int d = sdk::first_digit(m);
      if (d != shape.wildcard && only_z) claim(base, d);
    }
    if (only_z) {
      for (const int peer : sdk::kPeers[base]) claim(peer, shape.wildcard);
    }
  }
  // Each cross line needs a z outside the band (its band cells: the base's box, which holds z; the
  // object's placed digits and the base line's cell; T, which holds x, the companion and the base
  // line's cell): a lone z candidate there, none placed, is z.
  for (const int q : shape.crosses) {
    int lone = -1, count = 0;
    for (int p = 0; p < 9; ++p) {
      const int cell = line_cell(shape.orientation, p, q);
      if (p / 3 * 3 == shape.band || !holds(position, cell, shape.wildcard)) continue;
      count += position.digit(cell) == 0 ? 1 : 9;
      lone = cell;
    }
    if (count != 1) continue;
    for (sdk::Mask m = position.candidates(lone); m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
      if (sdk::first_digit(m) != shape.wildcard) claim(lone, sdk::first_digit(m));
    }
  }
  return claims;
}

class JuniorExocetJe1 {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "exocet.junior_je1",
       .name = "Junior Exocet (JE1)",
       .description = "GNPX's Junior Exocet JE1: one target, a blank object and a wildcard base digit that is "
                      "true in the base; eliminations proved by forcing chains over the base cells' cases",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit JuniorExocetJe1(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const Board board = Board::of(position);
    for (const auto& shape : junior_exocets_je1(position)) {
      if (!emit_proved_claims(board, shape.base1, shape.base2, je1_claims(position, shape), text(shape), step_, sink))
        return;
    }
  }

 private:
  static std::string text(const Je1Shape& shape) {
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    put_base(text, "JE1", shape.base1, shape.base2, shape.digits);
    text.put(" Companion:");
    sdk::put_cell(text, shape.companion);
    text.put(" T1:");
    sdk::put_gnpx_cells(text, shape.object, 2);
    text.put(" T2:");
    sdk::put_cell(text, shape.target);
    text.put(" Wildcard:#");
    text.put_digit(shape.wildcard);
    return text.c_str();
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::exocet
