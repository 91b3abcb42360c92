#include "engine/step_validation.hpp"

#include <cstring>

#include "base/errors.hpp"
#include "engine/evidence_check.hpp"

namespace npe {

namespace {

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

/** The fields ABI 1.1 added at the step's end (only called when struct_size covers them all). */
void copy_evidence_1_1(const npe_step& raw, Step& step, const std::string& who) {
  step.rating_x10 = raw.rating_x10;
  step.points = raw.points;
  if (raw.rating_x10 < 0 || raw.points < 0) throw PluginError(who + ": step has a negative rating or points");
  std::uint32_t nodes = 0;
  for (const auto& chain : copy_array(raw.chains, raw.chain_count, NPE_MAX_CHAINS, "chain", who)) {
    nodes += chain.node_count;
    if (chain.node_count < 2 || nodes > NPE_MAX_CHAIN_NODES) {
      throw PluginError(who + ": step has a chain of " + std::to_string(chain.node_count) + " nodes (2.." +
                        std::to_string(NPE_MAX_CHAIN_NODES) + " in all chains together)");
    }
    step.chains.push_back({chain.kind, copy_array(chain.nodes, chain.node_count, NPE_MAX_CHAIN_NODES, "chain node", who)});
  }
  step.colors = copy_array(raw.colors, raw.color_count, NPE_MAX_COLORS, "colour", who);
  step.als = copy_array(raw.als, raw.als_count, NPE_MAX_ALS, "ALS", who);
  step.restricted_commons =
      copy_array(raw.restricted_commons, raw.restricted_common_count, NPE_MAX_RESTRICTED_COMMONS, "restricted common", who);
  step.endo_fins = copy_array(raw.endo_fins, raw.endo_fin_count, 81, "endo-fin", who);
  for (const auto& c : copy_array(raw.cannibalistic, raw.cannibalistic_count, NPE_MAX_ELIMINATIONS, "cannibalistic", who)) {
    step.cannibalistic.push_back({c.cell, c.digit});
  }
}

}  // namespace

Step copy_step(const npe_step& raw, const std::string& technique, const std::string& who) {
  if (raw.struct_size < NPE_STEP_SIZE_1_0) {
    throw PluginError(who + ": step struct_size " + std::to_string(raw.struct_size) + " is smaller than ABI 1.0's " +
                      std::to_string(NPE_STEP_SIZE_1_0));
  }
  Step step;
  step.technique = technique;
  step.kind = raw.kind;
  if (!raw.text) throw PluginError(who + ": step without text");
  step.text.assign(raw.text, strnlen(raw.text, NPE_MAX_TEXT_LENGTH));
  for (const auto& p : copy_array(raw.placements, raw.placement_count, NPE_MAX_PLACEMENTS, "placement", who)) {
    step.placements.push_back({p.cell, p.digit});
  }
  for (const auto& e : copy_array(raw.eliminations, raw.elimination_count, NPE_MAX_ELIMINATIONS, "elimination", who)) {
    step.eliminations.push_back({e.cell, e.digit});
  }
  step.cells = copy_array(raw.cells, raw.cell_count, 81, "cell", who);
  step.digits = raw.digits;
  step.base_houses = copy_array(raw.base_houses, raw.base_house_count, 27, "base house", who);
  step.cover_houses = copy_array(raw.cover_houses, raw.cover_house_count, 27, "cover house", who);
  step.fins = copy_array(raw.fins, raw.fin_count, 81, "fin", who);
  if (NPE_HAS_FIELD(&raw, npe_step, cannibalistic_count)) copy_evidence_1_1(raw, step, who);
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
  if (has_checkable_evidence(step)) check_evidence(step, grid, who);
}

}  // namespace npe
