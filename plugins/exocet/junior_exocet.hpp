// Junior Exocet (JE2), GNPX's Senior_Exocet_JE2 (GNPX v5.84, "5 GNPX_analyzer/60 new Algorithms ...
// development/63 Exocet/630 Exocet/630_Senior_Exocet.cs" and 63*_SE_*.cs; GNPX docs page59.html,
// after David P Bird's "JExocet Compendium"). Lines are rows or columns ("parallel": the base's
// direction, "cross": the other).
// Shape: a mini-line of a box (its stem cell and two base cells B1, B2, both empty), in the band of
// the base's three parallel lines; a target cell in each of the band's two other boxes, both empty,
// off the base's line; a target's companion is the band cell of its cross line that is neither the
// target nor on the base's line. S cells: the cells of the three cross lines (the stem's, T1's, T2's)
// outside the band.
// Conditions: the base digits (B1's and B2's candidates) are 3 or 4; each target holds one, the two
// together at least two (GNPX's R2); no companion holds a base digit (as a candidate or placed); every base digit's
// instances in the S cells (placed or candidate) lie in one or two lines (cover lines), and at least two digits need
// two (GNPX's JE2 test on its cover-line counts).
// Then the two base digits that are true are the targets' digits: one of them in B1, say a, leaves the
// stem's cross line only its S cells for a, the three cross lines need three a's, the S cells hold at
// most two (two lines), so a is in the band part of T1's or T2's cross line, i.e. (companions holding
// none) in T1 or T2. Eliminations (GNPX's rule numbers): the incompatible base pairs' (a base digit
// the targets cannot take with any of the other base cell's); E3, a target's digits other than the
// base digits left; E1, a base digit with one cover line, from the bases and targets (the other two
// true base digits take both targets); E5, E6, E10 and E12 (junior_exocet_claims says why each holds).
// Evidence: each elimination is refuted by cases over B1's and B2's candidates (case_split_proof.hpp),
// forcing chains with lemmas the host replays; an elimination the basic rules do not reach in every
// case is not reported (find-all's reference test counts them: none on its positions).
// Text (GNPX's Result line, on one line): "JE2 B:r1c12#123 Companion:r3c4 r2c7 T1:r2c4 T2:r3c7".
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <string>
#include <vector>

#include <npe/sdk.hpp>
#include <npe/sdk/cell_set.hpp>
#include <npe/sdk/cell_text.hpp>
#include <npe/sdk/describe.hpp>

#include "../common/case_split/case_split_proof.hpp"

namespace npe::plugins::exocet {

using case_split::Board;
using case_split::Literal;
using case_split::ProofChain;
using case_split::refute;

/** One Junior Exocet's cells (B1, B2, T1, T2, companions), base digits and cover-line counts. */
struct JuniorExocetShape {
  int base1 = 0, base2 = 0, target1 = 0, target2 = 0, companion1 = 0, companion2 = 0;
  sdk::Mask digits = 0;
  std::array<int, 10> cover_lines{};       // per base digit: the fewest lines holding its S-cell instances
  std::array<sdk::CellSet, 10> s_cells{};  // per base digit: its S-cell instances (placed or candidate)
  std::array<int, 6> stem_s_cells{};       // the stem's cross line outside the band (S0)
  int orientation = 0;                     // 0: the base on a row (cross lines are columns), 1: on a column
};

/** The cross line (a house index: rows 0..8, columns 9..17) through `cell` for an orientation. */
constexpr int cross_line(int orientation, int cell) { return orientation == 0 ? 9 + cell % 9 : cell / 9; }

/** The cell at parallel line `p`, position `q` along it, for orientation 0 (rows) or 1 (columns). */
constexpr int line_cell(int orientation, int p, int q) { return orientation == 0 ? p * 9 + q : q * 9 + p; }

/** The fewest lines (rows or columns) holding every cell of `cells`, 0..2, or 3 for more than two. */
inline int fewest_cover_lines(sdk::CellSet cells) {
  if (cells.count() == 0) return 0;
  for (int line = 0; line < 18; ++line) {
    if (sdk::kHouseSet[line].contains(cells)) return 1;
  }
  for (int a = 0; a < 18; ++a) {
    for (int b = a + 1; b < 18; ++b) {
      if ((sdk::kHouseSet[a] | sdk::kHouseSet[b]).contains(cells)) return 2;
    }
  }
  return 3;
}

/** Whether a cell holds a digit, placed or as a candidate. */
inline bool holds(const sdk::Position& position, int cell, int digit) {
  return position.digit(cell) == digit ||
         (position.digit(cell) == 0 && sdk::has_digit(position.candidates(cell), digit));
}

/** Every Junior Exocet shape of the position meeting JE2's conditions, in search order: orientation
 *  (rows, columns), base line, base box, stem position, T1, T2. */
inline std::vector<JuniorExocetShape> junior_exocets(const sdk::Position& position) {
  std::vector<JuniorExocetShape> shapes;
  auto has = [&](int cell, int digit) { return holds(position, cell, digit); };
  for (int o = 0; o < 2; ++o) {
    for (int p0 = 0; p0 < 9; ++p0) {
      const int band = p0 / 3 * 3;
      int other_lines[2], n = 0;
      for (int p = band; p < band + 3; ++p) {
        if (p != p0) other_lines[n++] = p;
      }
      for (int box = 0; box < 3; ++box) {
        for (int stem = 0; stem < 3; ++stem) {
          JuniorExocetShape shape;
          shape.orientation = o;
          const int q1 = box * 3 + (stem == 0 ? 1 : 0), q2 = box * 3 + (stem == 2 ? 1 : 2), qs = box * 3 + stem;
          shape.base1 = line_cell(o, p0, q1);
          shape.base2 = line_cell(o, p0, q2);
          if (position.digit(shape.base1) != 0 || position.digit(shape.base2) != 0) continue;
          shape.digits = static_cast<sdk::Mask>(position.candidates(shape.base1) | position.candidates(shape.base2));
          const int count = std::popcount(static_cast<unsigned>(shape.digits));
          if (count < 3 || count > 4) continue;
          const int box1 = box == 0 ? 1 : 0, box2 = box == 2 ? 1 : 2;
          for (int t1 = 0; t1 < 6; ++t1) {
            const int p1 = other_lines[t1 / 3], qt1 = box1 * 3 + t1 % 3;
            shape.target1 = line_cell(o, p1, qt1);
            shape.companion1 = line_cell(o, other_lines[1 - t1 / 3], qt1);
            if (position.digit(shape.target1) != 0) continue;
            for (int t2 = 0; t2 < 6; ++t2) {
              const int p2 = other_lines[t2 / 3], qt2 = box2 * 3 + t2 % 3;
              shape.target2 = line_cell(o, p2, qt2);
              shape.companion2 = line_cell(o, other_lines[1 - t2 / 3], qt2);
              if (position.digit(shape.target2) != 0) continue;
              // GNPX's R2: each target holds a base digit, the two together at least two.
              if ((position.candidates(shape.target1) & shape.digits) == 0 ||
                  (position.candidates(shape.target2) & shape.digits) == 0)
                continue;
              const sdk::Mask in_targets =
                  static_cast<sdk::Mask>(position.candidates(shape.target1) | position.candidates(shape.target2));
              if (std::popcount(static_cast<unsigned>(shape.digits & in_targets)) < 2) continue;
              bool ok = true;
              int with_two = 0;
              for (sdk::Mask m = shape.digits; m != 0 && ok; m &= static_cast<sdk::Mask>(m - 1)) {
                const int d = sdk::first_digit(m);
                if (has(shape.companion1, d) || has(shape.companion2, d)) ok = false;
                sdk::CellSet instances;
                int s0 = 0;
                for (int p = 0; p < 9; ++p) {
                  if (p / 3 * 3 == band) continue;
                  shape.stem_s_cells[static_cast<std::size_t>(s0++)] = line_cell(o, p, qs);
                  for (const int q : {qs, qt1, qt2}) {
                    if (has(line_cell(o, p, q), d)) instances.add(line_cell(o, p, q));
                  }
                }
                const int lines = fewest_cover_lines(instances);
                shape.s_cells[static_cast<std::size_t>(d)] = instances;
                shape.cover_lines[static_cast<std::size_t>(d)] = lines;
                if (lines == 0 || lines > 2) ok = false;
                with_two += lines == 2 ? 1 : 0;
              }
              if (ok && with_two >= 2) shapes.push_back(shape);
            }
          }
        }
      }
    }
  }
  return shapes;
}

/** Whether a base digit with two cover lines can take a target's cross line as one of them (GNPX's
 *  "Cross Cover-Line"): its S-cell instances off that line lie in one other line. */
inline bool has_cross_cover_line(const JuniorExocetShape& shape, int digit, int target) {
  if (shape.cover_lines[static_cast<std::size_t>(digit)] != 2) return false;
  const sdk::CellSet off = shape.s_cells[static_cast<std::size_t>(digit)].minus(
      sdk::kHouseSet[static_cast<std::size_t>(cross_line(shape.orientation, target))]);
  return fewest_cover_lines(off) == 1;
}

/** Whether T1 = a and T2 = b leave room for a and b in the S cells (GNPX's incompatible base pairs,
 *  its case 1, read as a placement test): T1's cross line then holds no a in S1, T2's none of b in
 *  S2, so a needs an S0 cell and an S2 cell in different parallel lines, b an S0 cell and an S1 cell
 *  in different parallel lines, and the two S0 cells differ (the band cells of those cross lines hold
 *  neither: the base box holds both, a companion none, the other target the other digit). */
inline bool targets_can_take(const sdk::Position& position, const JuniorExocetShape& shape, int a, int b) {
  if (!holds(position, shape.target1, a) || !holds(position, shape.target2, b)) return false;
  const auto parallel = [&](int cell) { return shape.orientation == 0 ? cell / 9 : cell % 9; };
  const auto cross = [&](int cell) { return cross_line(shape.orientation, cell); };
  const auto placeable = [&](int x0, int digit, int target) {  // x0 in S0 and one S cell of target's cross line
    bool found = false;
    shape.s_cells[static_cast<std::size_t>(digit)].for_each(
        [&](int x) { found = found || (cross(x) == cross(target) && parallel(x) != parallel(x0)); });
    return found;
  };
  for (const int x0 : shape.stem_s_cells) {
    if (!holds(position, x0, a) || !placeable(x0, a, shape.target2)) continue;
    for (const int y0 : shape.stem_s_cells) {
      if (y0 != x0 && holds(position, y0, b) && placeable(y0, b, shape.target1)) return true;
    }
  }
  return false;
}

/** Whether base digits a and b can be the bases' two true digits: the targets take them in one order
 *  or the other (the Exocet's theorem). */
inline bool compatible_base_pair(const sdk::Position& position, const JuniorExocetShape& shape, int a, int b) {
  return targets_can_take(position, shape, a, b) || targets_can_take(position, shape, b, a);
}

/** The base digits that can be true (each has a compatible partner in the other base cell), and the
 *  base cells' candidates that cannot, in the order B1, B2. */
inline sdk::Mask known_base_digits(const sdk::Position& position, const JuniorExocetShape& shape,
                                   std::vector<Literal>* incompatible) {
  sdk::Mask known = 0;
  for (const auto& [base, other] : {std::pair{shape.base1, shape.base2}, std::pair{shape.base2, shape.base1}}) {
    for (sdk::Mask m = static_cast<sdk::Mask>(position.candidates(base) & shape.digits); m != 0;
         m &= static_cast<sdk::Mask>(m - 1)) {
      const int d = sdk::first_digit(m);
      bool valid = false;
      for (sdk::Mask n = position.candidates(other); n != 0 && !valid; n &= static_cast<sdk::Mask>(n - 1)) {
        const int x = sdk::first_digit(n);
        valid = x != d && compatible_base_pair(position, shape, d, x);
      }
      if (valid) {
        known = static_cast<sdk::Mask>(known | sdk::digit_bit(d));
      } else if (incompatible != nullptr) {
        incompatible->push_back({base, d, false});
      }
    }
  }
  return known;
}

/** The mirror cells of `target` (E6): the cells of the other target's box off the base's line, off
 *  `target`'s parallel line and off the other target's cross line; written to `mirror`, counted. */
inline int mirror_cells(const JuniorExocetShape& shape, int target, int other, int mirror[9]) {
  const auto parallel = [&](int cell) { return shape.orientation == 0 ? cell / 9 : cell % 9; };
  int size = 0;
  for (int cell = 0; cell < 81; ++cell) {
    if (sdk::block_of(cell) == sdk::block_of(other) && parallel(cell) != parallel(shape.base1) &&
        parallel(cell) != parallel(target) &&
        cross_line(shape.orientation, cell) != cross_line(shape.orientation, other))
      mirror[size++] = cell;
  }
  return size;
}

/** E12: a digit left whose S cells lie in two parallel lines has its true S instances in both (one
 *  in S0, one in the cross line of the target not holding it, in different lines), so the other
 *  cells of those lines hold none. */
template <class Claim>
void claim_two_line_digits(const JuniorExocetShape& shape, sdk::Mask known, Claim&& claim) {
  for (sdk::Mask m = known; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
    const int d = sdk::first_digit(m);
    const sdk::CellSet s_cells = shape.s_cells[static_cast<std::size_t>(d)];
    int lines[2], count = 0;
    for (int p = 0; p < 9; ++p) {
      const int house = shape.orientation == 0 ? p : 9 + p;
      if (!s_cells.intersects(sdk::kHouseSet[static_cast<std::size_t>(house)])) continue;
      if (count < 2) lines[count] = p;
      ++count;
    }
    if (count != 2) continue;
    const int crosses[3] = {cross_line(shape.orientation, shape.stem_s_cells[0]),
                            cross_line(shape.orientation, shape.target1), cross_line(shape.orientation, shape.target2)};
    for (const int p : lines) {
      for (int q = 0; q < 9; ++q) {
        const int cell = line_cell(shape.orientation, p, q);
        if (std::find(std::begin(crosses), std::end(crosses), cross_line(shape.orientation, cell)) == std::end(crosses))
          claim(cell, d);
      }
    }
  }
}

/** The eliminations a Junior Exocet's theorem gives, each once, in the order: incompatible base
 *  digits (B1, B2), E3 (T1, T2, the digits left), E1, E5, E6; when two digits are left, E10, E12. */
inline std::vector<Literal> junior_exocet_claims(const sdk::Position& position, const JuniorExocetShape& shape) {
  std::vector<Literal> claims;
  auto claim = [&](int cell, int digit) {
    if (position.digit(cell) != 0 || !sdk::has_digit(position.candidates(cell), digit)) return;
    for (const auto& c : claims) {
      if (c.cell == cell && c.digit == digit) return;
    }
    claims.push_back({cell, digit, false});
  };
  std::vector<Literal> incompatible;
  const sdk::Mask known = known_base_digits(position, shape, &incompatible);
  for (const Literal& literal : incompatible) claim(literal.cell, literal.digit);
  for (const int target : {shape.target1, shape.target2}) {
    for (sdk::Mask m = static_cast<sdk::Mask>(position.candidates(target) & ~known); m != 0;
         m &= static_cast<sdk::Mask>(m - 1)) {
      claim(target, sdk::first_digit(m));
    }
  }
  for (sdk::Mask m = shape.digits; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
    const int d = sdk::first_digit(m);
    if (shape.cover_lines[static_cast<std::size_t>(d)] != 1) continue;
    for (const int cell : {shape.base1, shape.base2, shape.target1, shape.target2}) claim(cell, d);
  }
  // E5: a target holds a true base digit d, so its cross line's S cells hold no d; the stem's and the
  // other target's cross lines each need a d in their S cells (their band cells cannot: the base's
  // box holds d, the other target holds the other true base digit, companions hold none), and with
  // the cross line as one cover line both lie in the other cover line, one line: two d's in it.
  for (sdk::Mask m = shape.digits; m != 0; m &= static_cast<sdk::Mask>(m - 1)) {
    const int d = sdk::first_digit(m);
    for (const int target : {shape.target1, shape.target2}) {
      if (has_cross_cover_line(shape, d, target)) claim(target, d);
    }
  }
  // E6: a target's base digit x is a true base digit, the other target holds the other, so x lies in
  // the other target's box off the base's line (the base holds x), off that target's cross line (it,
  // its companion and the base line's cell hold no x) and off this target's parallel line: the two
  // mirror cells. A base digit no mirror cell holds (placed or candidate) is false in the target.
  for (const auto& [target, other] :
       {std::pair{shape.target1, shape.target2}, std::pair{shape.target2, shape.target1}}) {
    int mirror[9];
    const int size = mirror_cells(shape, target, other, mirror);
    for (sdk::Mask m = static_cast<sdk::Mask>(position.candidates(target) & shape.digits); m != 0;
         m &= static_cast<sdk::Mask>(m - 1)) {
      const int d = sdk::first_digit(m);
      if (std::none_of(mirror, mirror + size, [&](int cell) { return holds(position, cell, d); })) claim(target, d);
    }
  }
  if (std::popcount(static_cast<unsigned>(known)) != 2) return claims;
  // E10: with two digits left, the targets hold both (and the bases both): a cell seeing both
  // targets, or both bases, holds neither.
  for (int cell = 0; cell < 81; ++cell) {
    const bool both_targets = sdk::sees(cell, shape.target1) && sdk::sees(cell, shape.target2);
    const bool both_bases = sdk::sees(cell, shape.base1) && sdk::sees(cell, shape.base2);
    if (!both_targets && !both_bases) continue;
    for (sdk::Mask m = known; m != 0; m &= static_cast<sdk::Mask>(m - 1)) claim(cell, sdk::first_digit(m));
  }
  claim_two_line_digits(shape, known, claim);
  return claims;
}

/** Refutes each claim by cases over the two base cells and emits the proved ones as steps of `text`
 *  (an elimination the basic rules do not reach in every case is left out); false when the sink
 *  wants no more. */
inline bool emit_proved_claims(const Board& board, int base1, int base2, const std::vector<Literal>& claims,
                               const std::string& text, sdk::StepBuilder& step, sdk::StepSink& sink) {
  const int splits[2] = {base1, base2};
  std::vector<case_split::Refutation> proved;
  for (const Literal& claim : claims) {
    auto proof = refute(board, claim.cell, claim.digit, splits);
    if (proof && case_split::fits_one_step(*proof)) proved.push_back({claim, std::move(proof)});
  }
  return case_split::emit_refutations(proved, text.c_str(), step, sink);
}

/** The start of GNPX's Result line: "JE2 B:r1c12#123". */
inline void put_base(sdk::TextBuffer& text, const char* name, int base1, int base2, sdk::Mask digits) {
  const int bases[2] = {base1, base2};
  text.put(name);
  text.put(" B:");
  sdk::put_gnpx_cells(text, bases, 2);
  text.put('#');
  text.put_digits(digits);
}

class JuniorExocet {
 public:
  static constexpr npe_technique_desc descriptor = sdk::describe(
      {.id = "exocet.junior",
       .name = "Junior Exocet (JE2)",
       .description = "GNPX's Junior Exocet JE2: two base cells' true digits are the two target cells' digits; "
                      "eliminations proved by forcing chains over the base cells' cases",
       .default_points = 500,
       .default_rating_x10 = 0,
       .yields = NPE_YIELDS_ELIMINATIONS,
       .flags = NPE_TECHNIQUE_FINDS_ALL});

  explicit JuniorExocet(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const Board board = Board::of(position);
    for (const auto& shape : junior_exocets(position)) {
      const auto claims = junior_exocet_claims(position, shape);
      if (!emit_proved_claims(board, shape.base1, shape.base2, claims, text(shape), step_, sink)) return;
    }
  }

 private:
  static std::string text(const JuniorExocetShape& shape) {
    char buffer[NPE_MAX_TEXT_LENGTH + 1];
    sdk::TextBuffer text(buffer, sizeof buffer);
    const int companions[2] = {shape.companion1, shape.companion2};
    put_base(text, "JE2", shape.base1, shape.base2, shape.digits);
    text.put(" Companion:");
    sdk::put_gnpx_cells(text, companions, 2);
    text.put(" T1:");
    sdk::put_cell(text, shape.target1);
    text.put(" T2:");
    sdk::put_cell(text, shape.target2);
    return text.c_str();
  }

  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::exocet
