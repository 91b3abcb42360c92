#include "step_check.hpp"

#include <cstring>

#include "errors.hpp"

namespace npe {

namespace {

constexpr std::uint32_t kMaxPlacements = 81;
constexpr std::uint32_t kMaxEliminations = 81 * 9;

template <class T>
std::vector<T> copy_array(const T* data, std::uint32_t count, std::uint32_t limit, const char* what,
                          const std::string& who) {
  if (count == 0) return {};
  if (!data || count > limit) {
    throw PluginError(who + ": step has a bad " + what + " array (count " + std::to_string(count) + ")");
  }
  return std::vector<T>(data, data + count);
}

std::string step_name(const Step& step) { return "step '" + step.text + "'"; }

}  // namespace

Step copy_step(const npe_step& raw, const std::string& technique, const std::string& who) {
  if (raw.struct_size < sizeof(npe_step)) {
    throw PluginError(who + ": step struct_size " + std::to_string(raw.struct_size) + " is too small");
  }
  Step step;
  step.technique = technique;
  step.kind = raw.kind;
  if (!raw.text) throw PluginError(who + ": step without text");
  step.text.assign(raw.text, strnlen(raw.text, 255));
  for (const auto& p : copy_array(raw.placements, raw.placement_count, kMaxPlacements, "placement", who)) {
    step.placements.push_back({p.cell, p.digit});
  }
  for (const auto& e : copy_array(raw.eliminations, raw.elimination_count, kMaxEliminations, "elimination", who)) {
    step.eliminations.push_back({e.cell, e.digit});
  }
  step.cells = copy_array(raw.cells, raw.cell_count, 81, "cell", who);
  step.digits = raw.digits;
  step.base_houses = copy_array(raw.base_houses, raw.base_house_count, 27, "base house", who);
  step.cover_houses = copy_array(raw.cover_houses, raw.cover_house_count, 27, "cover house", who);
  step.fins = copy_array(raw.fins, raw.fin_count, 81, "fin", who);
  return step;
}

void check_step(const Step& step, const Grid& grid, const std::optional<Digits>& solution, const std::string& who) {
  auto fail = [&](const std::string& what) { throw PluginError(who + ": " + step_name(step) + " " + what); };
  if (step.placements.empty() && step.eliminations.empty()) fail("changes nothing");
  for (const auto& [cell, digit] : step.placements) {
    if (cell > 80 || digit < 1 || digit > 9) fail("places an out-of-range cell/digit");
    const std::string what = std::to_string(digit) + " in " + cell_name(cell);
    if (grid.digits[cell] != 0) fail("places " + what + ", which is already filled");
    if (!sdk::has_digit(grid.candidates[cell], digit)) fail("places " + what + ", which is not a candidate");
    if (solution && (*solution)[cell] != digit) fail("places " + what + ", contradicting the solution");
  }
  for (std::size_t i = 0; i < step.placements.size(); ++i) {
    for (std::size_t j = i + 1; j < step.placements.size(); ++j) {
      if (step.placements[i].cell == step.placements[j].cell) fail("places twice in " + cell_name(step.placements[i].cell));
    }
  }
  for (const auto& [cell, digit] : step.eliminations) {
    if (cell > 80 || digit < 1 || digit > 9) fail("eliminates an out-of-range cell/digit");
    const std::string what = std::to_string(digit) + " from " + cell_name(cell);
    if (!sdk::has_digit(grid.candidates[cell], digit)) fail("eliminates " + what + ", which is not a candidate");
    if (solution && (*solution)[cell] == digit) fail("eliminates " + what + ", the solution's digit");
  }
}

}  // namespace npe
