#include "validation/step_validation.hpp"

#include <cstring>

#include "base/errors.hpp"
#include "evidence/check.hpp"
#include "evidence/records.hpp"

namespace npe {

namespace {

[[noreturn]] void bad_array(const char* what, std::uint32_t count, const std::string& who) {
  throw PluginError(who + ": step has a bad " + what + " array (count " + std::to_string(count) + ")");
}

/** An array of the step is null with items, or longer than the ABI allows. */
template <class T>
void check_array(const T* data, std::uint32_t count, std::uint32_t limit, const char* what, const std::string& who) {
  if (count != 0 && (!data || count > limit)) bad_array(what, count, who);
}

// Inlined, with the empty list (most of a step's lists) a plain clear: they run for every list of
// every chosen step.
template <class List, class T>
[[gnu::always_inline]] inline void assign_array(List& into, const T* data, std::uint32_t count, std::uint32_t limit,
                                                const char* what, const std::string& who) {
  if (count == 0) {
    into.clear();
    return;
  }
  check_array(data, count, limit, what, who);
  into.assign(data, data + count);
}

template <class List>
[[gnu::always_inline]] inline void assign_cell_digits(List& into, const npe_cell_digit* data, std::uint32_t count,
                                                      std::uint32_t limit, const char* what, const std::string& who) {
  if (count == 0) {
    into.clear();
    return;
  }
  check_array(data, count, limit, what, who);
  into.resize(count);
  for (std::uint32_t i = 0; i < count; ++i) into[i] = {data[i].cell, data[i].digit};
}

void clear_evidence_lists(Step& step) {
  step.chains.clear();
  step.colors.clear();
  step.als.clear();
  step.restricted_commons.clear();
  step.endo_fins.clear();
  step.cannibalistic.clear();
}

/** The 1.1 evidence lists of a step that has some (copy_evidence_1_1 has checked the rating). */
void copy_evidence_lists(const npe_step& raw, Step& step, const std::string& who) {
  step.chains.clear();
  check_array(raw.chains, raw.chain_count, NPE_MAX_CHAINS, "chain", who);
  std::uint32_t nodes = 0;
  for (std::uint32_t i = 0; i < raw.chain_count; ++i) {
    const npe_chain& chain = raw.chains[i];
    nodes += chain.node_count;
    if (chain.node_count < 2 || nodes > NPE_MAX_CHAIN_NODES) {
      throw PluginError(who + ": step has a chain of " + std::to_string(chain.node_count) + " nodes (2.." +
                        std::to_string(NPE_MAX_CHAIN_NODES) + " in all chains together)");
    }
    check_array(chain.nodes, chain.node_count, NPE_MAX_CHAIN_NODES, "chain node", who);
    step.chains.push_back({chain.kind, std::vector<npe_node>(chain.nodes, chain.nodes + chain.node_count)});
  }
  assign_array(step.colors, raw.colors, raw.color_count, NPE_MAX_COLORS, "colour", who);
  assign_array(step.als, raw.als, raw.als_count, NPE_MAX_ALS, "ALS", who);
  assign_array(step.restricted_commons, raw.restricted_commons, raw.restricted_common_count, NPE_MAX_RESTRICTED_COMMONS,
               "restricted common", who);
  assign_array(step.endo_fins, raw.endo_fins, raw.endo_fin_count, 81, "endo-fin", who);
  assign_cell_digits(step.cannibalistic, raw.cannibalistic, raw.cannibalistic_count, NPE_MAX_ELIMINATIONS,
                     "cannibalistic", who);
}

[[noreturn, gnu::cold]] void bad_rating(const std::string& who) {
  throw PluginError(who + ": step has a negative rating or points");
}

/** The fields ABI 1.1 added at the step's end (only called when struct_size covers them all). Inline
 *  for the steps without 1.1 evidence (most), the lists copied out of line. */
inline void copy_evidence_1_1(const npe_step& raw, Step& step, const std::string& who) {
  step.rating_x10 = raw.rating_x10;
  step.points = raw.points;
  if (raw.rating_x10 < 0 || raw.points < 0) [[unlikely]]
    bad_rating(who);
  if ((raw.chain_count | raw.color_count | raw.als_count | raw.restricted_common_count | raw.endo_fin_count |
       raw.cannibalistic_count) == 0) {
    clear_evidence_lists(step);
  } else {
    copy_evidence_lists(raw, step, who);
  }
}

void clear_evidence_1_1(Step& step) {
  step.rating_x10 = step.points = 0;
  clear_evidence_lists(step);
}

/** The 1.3 evidence records, copied as laid out once their shape holds (parse_evidence_records). Out
 *  of line: only steps that carry records come here. */
[[gnu::noinline]] void copy_evidence_records(const npe_step& raw, Step& step, const std::string& who) {
  if (!raw.evidence || raw.evidence_size > NPE_MAX_EVIDENCE_BYTES || raw.evidence_size % 8 != 0 ||
      reinterpret_cast<std::uintptr_t>(raw.evidence) % 8 != 0) {
    throw PluginError(who + ": step has bad evidence records (" + std::to_string(raw.evidence_size) +
                      " bytes; at most " + std::to_string(NPE_MAX_EVIDENCE_BYTES) +
                      ", a multiple of 8, 8-byte aligned)");
  }
  const auto* words = static_cast<const std::uint64_t*>(raw.evidence);
  step.evidence_records.assign(words, words + raw.evidence_size / 8);
  try {
    evidence::parse_evidence_records(step);
  } catch (const evidence::EvidenceError& e) {
    throw PluginError(who + ": step '" + step.text + "' " + e.what);
  }
}

[[noreturn, gnu::cold]] void bad_header(const npe_step& raw, const std::string& who) {
  if (raw.struct_size < NPE_STEP_SIZE_1_0) {
    throw PluginError(who + ": step struct_size " + std::to_string(raw.struct_size) + " is smaller than ABI 1.0's " +
                      std::to_string(NPE_STEP_SIZE_1_0));
  }
  throw PluginError(who + ": step without text");
}

// Inline, the messages built out of line: it runs twice for every chosen step.
inline void check_header(const npe_step& raw, const std::string& who) {
  if (raw.struct_size < NPE_STEP_SIZE_1_0 || !raw.text) [[unlikely]]
    bad_header(raw, who);
}

/** The checks of check_step on placements and eliminations, for a Step and for a step in place
 *  (items with .cell and .digit). `text` (at most `text_limit` characters) is only read to name a
 *  failing step: its length is not worked out for the steps that pass. */
template <class Item>
void check_changes(const char* text, std::size_t text_limit, const Item* placements, std::size_t placement_count,
                   const Item* eliminations, std::size_t elimination_count, const Grid& grid,
                   const std::optional<Digits>& solution, const std::string& who) {
  auto fail = [&](const std::string& what) {
    throw PluginError(who + ": step '" + std::string(text, strnlen(text, text_limit)) + "' " + what);
  };
  auto where = [](int cell, int digit, const char* preposition) {
    return std::to_string(digit) + preposition + cell_name(cell);
  };
  if (placement_count == 0 && elimination_count == 0) fail("changes nothing");
  for (std::size_t i = 0; i < placement_count; ++i) {
    const int cell = placements[i].cell, digit = placements[i].digit;
    if (cell > 80 || digit < 1 || digit > 9) fail("places an out-of-range cell/digit");
    if (grid.digits[cell] != 0) fail("places " + where(cell, digit, " in ") + ", which is already filled");
    if (!sdk::has_digit(grid.candidates[cell], digit))
      fail("places " + where(cell, digit, " in ") + ", which is not a candidate");
    if (solution && (*solution)[cell] != digit)
      fail("places " + where(cell, digit, " in ") + ", contradicting the solution");
  }
  for (std::size_t i = 0; i < placement_count; ++i) {
    for (std::size_t j = i + 1; j < placement_count; ++j) {
      if (placements[i].cell == placements[j].cell) fail("places twice in " + cell_name(placements[i].cell));
    }
  }
  for (std::size_t i = 0; i < elimination_count; ++i) {
    const int cell = eliminations[i].cell, digit = eliminations[i].digit;
    if (cell > 80 || digit < 1 || digit > 9) fail("eliminates an out-of-range cell/digit");
    if (!sdk::has_digit(grid.candidates[cell], digit))
      fail("eliminates " + where(cell, digit, " from ") + ", which is not a candidate");
    if (solution && (*solution)[cell] == digit)
      fail("eliminates " + where(cell, digit, " from ") + ", the solution's digit");
  }
}

/** Whether the step carries nothing check_evidence reads (no 1.1 evidence, no cover houses): such a
 *  step is checked where the plugin left it. */
bool checkable_in_place(const npe_step& raw) {
  if (raw.cover_house_count != 0) return false;
  if (!NPE_HAS_FIELD(&raw, npe_step, cannibalistic_count)) return true;
  if (NPE_HAS_FIELD(&raw, npe_step, evidence_size) && raw.evidence_size != 0) return false;
  return raw.chain_count == 0 && raw.color_count == 0 && raw.als_count == 0 && raw.restricted_common_count == 0 &&
         raw.endo_fin_count == 0 && raw.cannibalistic_count == 0 && raw.rating_x10 >= 0 && raw.points >= 0;
}

}  // namespace

void copy_step_into(const npe_step& raw, const std::string& technique, const std::string& who, Step& step) {
  check_header(raw, who);
  step.technique = technique;
  step.kind = raw.kind;
  step.text.assign(raw.text, strnlen(raw.text, NPE_MAX_TEXT_LENGTH));
  assign_cell_digits(step.placements, raw.placements, raw.placement_count, NPE_MAX_PLACEMENTS, "placement", who);
  assign_cell_digits(step.eliminations, raw.eliminations, raw.elimination_count, NPE_MAX_ELIMINATIONS, "elimination",
                     who);
  assign_array(step.cells, raw.cells, raw.cell_count, 81, "cell", who);
  step.digits = raw.digits;
  assign_array(step.base_houses, raw.base_houses, raw.base_house_count, 27, "base house", who);
  assign_array(step.cover_houses, raw.cover_houses, raw.cover_house_count, 27, "cover house", who);
  assign_array(step.fins, raw.fins, raw.fin_count, 81, "fin", who);
  if (NPE_HAS_FIELD(&raw, npe_step, cannibalistic_count)) {
    copy_evidence_1_1(raw, step, who);
  } else {
    clear_evidence_1_1(step);
  }
  if (NPE_HAS_FIELD(&raw, npe_step, evidence_size) && raw.evidence_size != 0) [[unlikely]] {
    copy_evidence_records(raw, step, who);
  } else {
    step.evidence_records.clear();
  }
}

Step copy_step(const npe_step& raw, const std::string& technique, const std::string& who) {
  Step step;
  copy_step_into(raw, technique, who, step);
  return step;
}

void check_step(const Step& step, const Grid& grid, const std::optional<Digits>& solution, const std::string& who) {
  check_changes(step.text.data(), step.text.size(), step.placements.data(), step.placements.size(),
                step.eliminations.data(), step.eliminations.size(), grid, solution, who);
  if (has_checkable_evidence(step)) check_evidence(step, grid, who);
}

void check_raw_step(const npe_step& raw, const Grid& grid, const std::optional<Digits>& solution,
                    const std::string& who, Step& scratch) {
  check_header(raw, who);
  if (!checkable_in_place(raw)) {
    copy_step_into(raw, "", who, scratch);
    check_step(scratch, grid, solution, who);
    return;
  }
  // The shape checks copy_step makes, in its order, then check_step's.
  check_array(raw.placements, raw.placement_count, NPE_MAX_PLACEMENTS, "placement", who);
  check_array(raw.eliminations, raw.elimination_count, NPE_MAX_ELIMINATIONS, "elimination", who);
  check_array(raw.cells, raw.cell_count, 81, "cell", who);
  check_array(raw.base_houses, raw.base_house_count, 27, "base house", who);
  check_array(raw.fins, raw.fin_count, 81, "fin", who);
  check_changes(raw.text, NPE_MAX_TEXT_LENGTH, raw.placements, raw.placement_count, raw.eliminations,
                raw.elimination_count, grid, solution, who);
}

}  // namespace npe
