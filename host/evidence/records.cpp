#include "evidence/records.hpp"

#include <cstring>
#include <string>

namespace npe::evidence {

namespace {

/** One record: its type and bytes (header included), `size` of them. */
struct RawRecord {
  std::uint32_t type = 0;
  const unsigned char* bytes = nullptr;
  std::uint32_t size = 0;
};

template <class Fixed>
Fixed fixed_part(const RawRecord& record, const char* name) {
  if (record.size < sizeof(Fixed)) {
    fail("has a " + std::string(name) + " record of " + std::to_string(record.size) + " bytes (at least " +
         std::to_string(sizeof(Fixed)) + ")");
  }
  Fixed fixed;
  std::memcpy(&fixed, record.bytes, sizeof fixed);
  return fixed;
}

/** The `count` items of `Item` after a record's fixed part, which must fit its size. */
template <class Item, class Fixed>
std::vector<Item> items(const RawRecord& record, std::uint32_t count, std::uint32_t limit, const char* name) {
  if (count > limit || sizeof(Fixed) + std::size_t{count} * sizeof(Item) > record.size) {
    fail("has a " + std::string(name) + " record whose " + std::to_string(count) + " items do not fit its " +
         std::to_string(record.size) + " bytes (at most " + std::to_string(limit) + " items)");
  }
  std::vector<Item> result(count);
  if (count > 0) std::memcpy(result.data(), record.bytes + sizeof(Fixed), count * sizeof(Item));
  return result;
}

Lemma read_lemma(const RawRecord& record, const Step& step) {
  const auto raw = fixed_part<npe_lemma>(record, "lemma");
  const Lemma lemma{raw.chain, raw.node, raw.first_chain, raw.chain_count};
  const int chains = static_cast<int>(step.chains.size());
  if (lemma.chain >= chains || step.chains[lemma.chain].kind != NPE_CHAIN_FORCING) {
    fail("has a lemma for chain " + std::to_string(lemma.chain + 1) + ", which is not a forcing chain of the step");
  }
  if (lemma.node < 1 || lemma.node >= static_cast<int>(step.chains[lemma.chain].nodes.size())) {
    fail("has a lemma for node " + std::to_string(lemma.node + 1) + " of chain " + std::to_string(lemma.chain + 1) +
         ", which has no such node after its assumption");
  }
  if (lemma.chain_count < 1 || lemma.first_chain + lemma.chain_count > chains) {
    fail("has a lemma whose chains " + std::to_string(lemma.first_chain + 1) + ".." +
         std::to_string(lemma.first_chain + lemma.chain_count) + " are not chains of the step");
  }
  if (lemma.chain >= lemma.first_chain && lemma.chain < lemma.first_chain + lemma.chain_count) {
    fail("has a lemma for chain " + std::to_string(lemma.chain + 1) + " proved by that chain itself");
  }
  return lemma;
}

SetLogic read_set_logic(const RawRecord& record) {
  const auto raw = fixed_part<npe_set_logic>(record, "set-logic");
  SetLogic logic{items<npe_set, npe_set_logic>(record, raw.set_count, NPE_MAX_SETS, "set-logic")};
  if (logic.sets.empty()) fail("has a set-logic record without sets");
  for (const auto& set : logic.sets) {
    const bool cell = set.kind == NPE_SET_CELL;
    if (set.kind > NPE_SET_BOX_DIGIT || set.role > NPE_SET_COVER || set.index >= (cell ? 81 : 9) ||
        (cell ? set.digit != 0 : (set.digit < 1 || set.digit > 9))) {
      fail("has a set out of range (kind " + std::to_string(set.kind) + ", index " + std::to_string(set.index) +
           ", digit " + std::to_string(set.digit) + ", role " + std::to_string(set.role) + ")");
    }
  }
  return logic;
}

Pattern read_pattern(const RawRecord& record) {
  const auto raw = fixed_part<npe_pattern>(record, "pattern");
  Pattern pattern;
  pattern.kind = raw.kind;
  pattern.digits = raw.digits;
  if (raw.kind > NPE_PATTERN_DEADLY) fail("has a pattern of unknown kind " + std::to_string(raw.kind));
  if (raw.digits == 0 || raw.digits > 0x1FF) fail("has a pattern with digit mask " + std::to_string(raw.digits));
  if ((raw.cells[1] >> 17) != 0) fail("has a pattern with cells past r9c9");
  for (int cell = 0; cell < 81; ++cell) {
    if ((raw.cells[cell / 64] >> (cell % 64)) & 1u) pattern.cells.set(cell);
  }
  if (pattern.cells.none()) fail("has a pattern without cells");
  for (const auto& guardian :
       items<npe_cell_digit, npe_pattern>(record, raw.guardian_count, NPE_MAX_GUARDIANS, "pattern")) {
    if (guardian.cell > 80 || guardian.digit < 1 || guardian.digit > 9) fail("has a guardian out of range");
    pattern.guardians.push_back({guardian.cell, guardian.digit});
  }
  return pattern;
}

}  // namespace

EvidenceRecords parse_evidence_records(const Step& step) {
  EvidenceRecords records;
  const auto* bytes = reinterpret_cast<const unsigned char*>(step.evidence_records.data());
  const std::size_t total = step.evidence_records.size() * sizeof(std::uint64_t);
  for (std::size_t at = 0; at < total;) {
    npe_evidence_header header;
    std::memcpy(&header, bytes + at, sizeof header);
    if (header.size < sizeof header || header.size % 8 != 0 || header.size > total - at) {
      fail("has an evidence record of " + std::to_string(header.size) + " bytes at byte " + std::to_string(at) +
           " (a multiple of 8, at least 8, within the " + std::to_string(total) + " bytes of records)");
    }
    const RawRecord record{header.type, bytes + at, header.size};
    switch (header.type) {
      case NPE_EVIDENCE_LEMMA: records.lemmas.push_back(read_lemma(record, step)); break;
      case NPE_EVIDENCE_SETS: records.set_logic.push_back(read_set_logic(record)); break;
      case NPE_EVIDENCE_PATTERN: records.patterns.push_back(read_pattern(record)); break;
      default: records.unknown_types.push_back(header.type); break;
    }
    at += header.size;
  }
  return records;
}

const char* evidence_type_name(std::uint32_t type) {
  switch (type) {
    case NPE_EVIDENCE_LEMMA: return "lemma";
    case NPE_EVIDENCE_SETS: return "sets";
    case NPE_EVIDENCE_PATTERN: return "pattern";
    default: return "unknown";
  }
}

}  // namespace npe::evidence
