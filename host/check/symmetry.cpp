#include "check/symmetry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

#include "check/support.hpp"

namespace npe {

int GridTransform::cell(int cell) const {
  int row = cell / 9, column = cell % 9;
  if (transpose) std::swap(row, column);
  return rows[row] * 9 + columns[column];
}

Mask GridTransform::mask(Mask mask) const {
  Mask out = 0;
  for (int digit = 1; digit <= 9; ++digit) {
    if (sdk::has_digit(mask, digit)) out |= sdk::digit_bit(digits[digit]);
  }
  return out;
}

Grid GridTransform::apply(const Grid& grid) const {
  Grid out;
  out.facts = grid.facts;
  for (int from = 0; from < 81; ++from) {
    const int to = cell(from);
    out.digits[to] = static_cast<std::uint8_t>(digits[grid.digits[from]]);
    out.candidates[to] = mask(grid.candidates[from]);
    out.givens[to] = grid.givens[from];
  }
  return out;
}

CellDigit GridTransform::apply(CellDigit cell_digit) const {
  return {static_cast<std::uint8_t>(cell(cell_digit.cell)), static_cast<std::uint8_t>(digits[cell_digit.digit])};
}

std::string GridTransform::describe() const {
  auto order = [](const std::array<int, 9>& where) {
    // The line read off the new grid: which old row (column) now stands at each place.
    std::array<int, 9> from{};
    for (int k = 0; k < 9; ++k) from[where[k]] = k;
    std::string text;
    for (int k : from) text += static_cast<char>('1' + k);
    return text;
  };
  std::vector<std::string> parts;
  if (transpose) parts.emplace_back("transposed (rows become columns)");
  const std::string identity = "123456789";
  if (order(rows) != identity) parts.push_back("then the rows in the order " + order(rows));
  if (order(columns) != identity) parts.push_back("the columns in the order " + order(columns));
  std::string relabel;
  for (int digit = 1; digit <= 9; ++digit) {
    if (digits[digit] != digit) relabel += fmt::format("{}{}->{}", relabel.empty() ? "" : " ", digit, digits[digit]);
  }
  if (!relabel.empty()) parts.push_back("digits " + relabel);
  if (parts.empty()) return "identity";
  std::string text;
  for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
  return text;
}

Geometry geometry_of(std::uint32_t flags) {
  if (flags & NPE_TECHNIQUE_ONE_HOUSE_KIND) return Geometry::one_house_kind;
  if (flags & NPE_TECHNIQUE_HALF_TURN_GEOMETRY) return Geometry::half_turn;
  if (flags & NPE_TECHNIQUE_DIAGONAL_GEOMETRY) return Geometry::diagonal;
  if (flags & NPE_TECHNIQUE_FIXED_GEOMETRY) return Geometry::fixed;
  return Geometry::free;
}

namespace {

std::vector<int> shuffled(int n, std::mt19937& random) {
  std::vector<int> order(static_cast<std::size_t>(n));
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), random);
  return order;
}

/** Any order of the lines that keeps bands whole: bands permuted, lines inside each permuted. */
std::array<int, 9> band_preserving_order(std::mt19937& random) {
  std::array<int, 9> lines{};
  const auto bands = shuffled(3, random);
  for (int band = 0; band < 3; ++band) {
    const auto inside = shuffled(3, random);
    for (int k = 0; k < 3; ++k) lines[static_cast<std::size_t>(band * 3 + k)] = bands[band] * 3 + inside[k];
  }
  return lines;
}

/** An order of the lines that commutes with line l -> 8 - l (the half-turn's action on rows or on
 *  columns): the outer bands kept or swapped, the first band's lines in any order and the last's
 *  mirrored with them, the middle band's outer lines kept or swapped. */
std::array<int, 9> mirrored_order(std::mt19937& random) {
  std::array<int, 9> lines{};
  const int outer = (random() & 1u) != 0 ? 6 : 0;
  const auto inside = shuffled(3, random);
  for (int k = 0; k < 3; ++k) {
    lines[static_cast<std::size_t>(k)] = outer + inside[k];
    lines[static_cast<std::size_t>(8 - k)] = 8 - (outer + inside[k]);
  }
  const bool swap_middle = (random() & 1u) != 0;
  lines[3] = swap_middle ? 5 : 3;
  lines[4] = 4;
  lines[5] = swap_middle ? 3 : 5;
  return lines;
}

}  // namespace

GridTransform random_transform(std::mt19937& random, Geometry geometry) {
  GridTransform transform;
  switch (geometry) {
    case Geometry::free:
    case Geometry::one_house_kind:
      transform.transpose = (random() & 1u) != 0 && geometry == Geometry::free;  // the same draws for both
      transform.rows = band_preserving_order(random);
      transform.columns = band_preserving_order(random);
      break;
    case Geometry::half_turn:
      transform.transpose = (random() & 1u) != 0;
      transform.rows = mirrored_order(random);
      transform.columns = mirrored_order(random);
      break;
    case Geometry::diagonal:
      transform.transpose = (random() & 1u) != 0;
      transform.rows = transform.columns = band_preserving_order(random);
      break;
    case Geometry::fixed: break;
  }
  const auto relabel = shuffled(9, random);
  for (int digit = 1; digit <= 9; ++digit) transform.digits[digit] = relabel[static_cast<std::size_t>(digit - 1)] + 1;
  return transform;
}

namespace {

std::string effect_of(std::vector<CellDigit> placements, std::vector<CellDigit> eliminations) {
  auto key = [](const CellDigit& a) { return a.cell * 10 + a.digit; };
  auto by_key = [&](const CellDigit& a, const CellDigit& b) { return key(a) < key(b); };
  std::sort(placements.begin(), placements.end(), by_key);
  std::sort(eliminations.begin(), eliminations.end(), by_key);
  placements.erase(std::unique(placements.begin(), placements.end()), placements.end());
  eliminations.erase(std::unique(eliminations.begin(), eliminations.end()), eliminations.end());
  std::string text;
  for (const auto& p : placements) text += fmt::format("{}{}={}", text.empty() ? "" : " ", cell_name(p.cell), p.digit);
  for (const auto& e : eliminations)
    text += fmt::format("{}{}<>{}", text.empty() ? "" : " ", cell_name(e.cell), e.digit);
  return text;
}

std::string transformed_effect(const Step& step, const GridTransform& transform) {
  std::vector<CellDigit> placements, eliminations;
  for (const auto& p : step.placements) placements.push_back(transform.apply(p));
  for (const auto& e : step.eliminations) eliminations.push_back(transform.apply(e));
  return effect_of(std::move(placements), std::move(eliminations));
}

/** Each placement and elimination of the step alone ("r1c2=3", "r4c5<>6"), transformed by `by`. */
std::vector<std::string> single_effects(const Step& step, const GridTransform* by) {
  std::vector<std::string> effects;
  for (CellDigit p : step.placements) {
    if (by) p = by->apply(p);
    effects.push_back(cell_name(p.cell) + "=" + std::to_string(p.digit));
  }
  for (CellDigit e : step.eliminations) {
    if (by) e = by->apply(e);
    effects.push_back(cell_name(e.cell) + "<>" + std::to_string(e.digit));
  }
  return effects;
}

std::string context(const Grid& grid, const GridTransform& transform) {
  return "position " + position_text(grid) + ", transformation: " + transform.describe() + ", transformed position " +
         position_text(transform.apply(grid));
}

}  // namespace

std::string step_effect(const Step& step) {
  return effect_of(step.placements.to_vector(), step.eliminations.to_vector());
}

SymmetryLimits symmetry_limits(const std::string& technique, std::uint32_t flags) {
  SymmetryLimits limits;
  limits.geometry = geometry_of(flags);
  switch (limits.geometry) {
    case Geometry::free: break;
    case Geometry::one_house_kind: limits.why = "never transposed: the technique is one house kind's"; break;
    case Geometry::half_turn:
      limits.why = "only transformations commuting with the half-turn: the technique declares its geometry";
      break;
    case Geometry::diagonal:
      limits.why = "only transformations commuting with the main diagonal: the technique declares its geometry";
      break;
    case Geometry::fixed: limits.why = "digits relabelled only: the technique declares a fixed geometry"; break;
  }
  if (flags & NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT) {
    limits.measured = limits.existence_measured = true;
    limits.why = "only measured: the technique declares NPE_TECHNIQUE_EXISTENCE_ORDER_DEPENDENT";
  } else if (technique == "als.xy_chain") {
    limits.params = {{"forward_only", "0"}, {"max_rcs", "4"}};
    limits.relabel = false;
    limits.why =
        "links both ways (forward_only=0) and at most 4 (max_rcs=4: the search over every path stays short on a "
        "puzzle's givens), digits never relabelled: HoDoKu's "
        "link rule keeps the first of two commons in digit order";
  }
  return limits;
}

std::optional<std::string> symmetry_mismatch(const FindFunction& find, const Grid& grid, const GridTransform& transform,
                                             SymmetryCompare compare) {
  const bool find_all = compare != SymmetryCompare::first_only;
  const Grid moved = transform.apply(grid);
  const std::vector<Step> original = find(grid, find_all);
  const std::vector<Step> transformed = find(moved, find_all);
  if (compare == SymmetryCompare::union_of) {
    // Each placement and elimination on its own, with a step that makes it for the message.
    std::map<std::string, const Step*> expected, found;
    for (const auto& step : original) {
      for (const auto& effect : single_effects(step, &transform)) expected.emplace(effect, &step);
    }
    for (const auto& step : transformed) {
      for (const auto& effect : single_effects(step, nullptr)) found.emplace(effect, &step);
    }
    for (const auto& [effect, step] : expected) {
      if (!found.count(effect)) {
        return "the step '" + step->text + "' (" + step_effect(*step) + ") makes " + effect +
               " on the transformed position, which no step of the " + std::to_string(transformed.size()) +
               " there makes; " + context(grid, transform);
      }
    }
    for (const auto& [effect, step] : found) {
      if (!expected.count(effect)) {
        return "on the transformed position the step '" + step->text + "' makes " + effect + ", which no step of the " +
               std::to_string(original.size()) + " on the original makes (transformed); " + context(grid, transform);
      }
    }
    return std::nullopt;
  }
  if (!find_all) {
    if (!original.empty() && transformed.empty()) {
      return "found '" + original.front().text + "' (" + step_effect(original.front()) +
             ") but nothing on the transformed position; " + context(grid, transform);
    }
    if (original.empty() && !transformed.empty()) {
      return "found nothing, but '" + transformed.front().text + "' (" + step_effect(transformed.front()) +
             ") on the transformed position; " + context(grid, transform);
    }
    return std::nullopt;
  }
  std::set<std::string> expected, found;
  for (const auto& step : transformed) found.insert(step_effect(step));
  for (const auto& step : original) {
    const std::string effect = transformed_effect(step, transform);
    expected.insert(effect);
    if (!found.count(effect)) {
      return "the step '" + step.text + "' (" + step_effect(step) + ") has no counterpart (" + effect + ") among the " +
             std::to_string(transformed.size()) + " steps on the transformed position; " + context(grid, transform);
    }
  }
  for (const auto& step : transformed) {
    const std::string effect = step_effect(step);
    if (!expected.count(effect)) {
      return "on the transformed position the step '" + step.text + "' (" + effect + ") has no counterpart among the " +
             std::to_string(original.size()) + " steps on the original; " + context(grid, transform);
    }
  }
  return std::nullopt;
}

}  // namespace npe
