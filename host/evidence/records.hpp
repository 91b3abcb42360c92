// A step's ABI 1.3 evidence records (npe_step.evidence) read into host types: lemmas of nested
// forcing chains, set logic, impossible and deadly patterns, and the types this host does not know.
// Reading checks their shape (sizes, counts, ranges); what they claim is checked in evidence_*.cpp.
#pragma once

#include <cstdint>
#include <vector>

#include "evidence/support.hpp"

namespace npe::evidence {

/** Chains first_chain .. first_chain + chain_count - 1 prove node `node` of forcing chain `chain`. */
struct Lemma {
  int chain = 0;
  int node = 0;
  int first_chain = 0;
  int chain_count = 0;
};

/** Base and cover sets (npe_set items, in the plugin's order). */
struct SetLogic {
  std::vector<npe_set> sets;
};

/** Cells restricted to digits, with the candidates that guard them (npe_pattern). */
struct Pattern {
  int kind = NPE_PATTERN_IMPOSSIBLE;
  Cells cells;
  Mask digits = 0;
  std::vector<CellDigit> guardians;
};

/** Every record of a step, by type; `unknown_types` lists the types of the records skipped. */
struct EvidenceRecords {
  std::vector<Lemma> lemmas;
  std::vector<SetLogic> set_logic;
  std::vector<Pattern> patterns;
  std::vector<std::uint32_t> unknown_types;
  bool empty() const { return lemmas.empty() && set_logic.empty() && patterns.empty() && unknown_types.empty(); }
};

/** Reads step.evidence_records; throws EvidenceError naming what is malformed (a record's size, a count
 *  that does not fit it, a set or pattern out of range, a lemma naming a chain the step lacks). */
EvidenceRecords parse_evidence_records(const Step& step);

/** "lemma", "sets", "pattern", or "unknown" (for the JSON outputs and messages). */
const char* evidence_type_name(std::uint32_t type);

}  // namespace npe::evidence
