// SPDX-License-Identifier: MIT
// Fixed-capacity step assembly for plugins: no heap, reused between steps.
#pragma once

#include <npe/npe_plugin.h>

#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "board.hpp"

namespace npe::sdk {

/** Collects one step's data; `view()` exposes it as an npe_step valid while the builder lives and
 *  unchanged. The npe_step is kept ready (its pointers aim at the builder's arrays from construction,
 *  its counts are the builder's counts), so handing a step to the host copies nothing: a technique
 *  as cheap as a hidden single reports a step per position or two (docs/performance.md, "The ABI's
 *  share and the step builder", measures what a fresh struct per step cost). */
class StepBuilder {
 public:
  StepBuilder() { aim_at_arrays(); }
  StepBuilder(const StepBuilder& other)
      : arrays_(other.arrays_),
        step_(other.step_),
        node_count_(other.node_count_),
        open_record_(other.open_record_),
        open_record_bytes_(other.open_record_bytes_),
        overflow_(other.overflow_) {
    aim_at_arrays();
  }
  StepBuilder& operator=(const StepBuilder& other) {
    if (this == &other) return *this;
    arrays_ = other.arrays_;
    step_ = other.step_;
    node_count_ = other.node_count_;
    open_record_ = other.open_record_;
    open_record_bytes_ = other.open_record_bytes_;
    overflow_ = other.overflow_;
    aim_at_arrays();
    return *this;
  }

  void reset(std::uint32_t kind = 0) {
    step_.kind = kind;
    step_.placement_count = step_.elimination_count = step_.cell_count = 0;
    step_.base_house_count = step_.cover_house_count = step_.fin_count = 0;
    step_.digits = 0;
    arrays_.text[0] = '\0';
    step_.rating_x10 = step_.points = 0;
    step_.chain_count = step_.color_count = step_.als_count = step_.restricted_common_count = 0;
    step_.endo_fin_count = step_.cannibalistic_count = 0;
    step_.evidence_size = 0;
    node_count_ = 0;
    open_record_ = kNoRecord;
    overflow_ = nullptr;
  }

  void place(int cell, int digit) { push(arrays_.placements, step_.placement_count, cell, digit); }
  void eliminate(int cell, int digit) { push(arrays_.eliminations, step_.elimination_count, cell, digit); }
  void add_cell(int cell) { push(arrays_.cells, step_.cell_count, cell); }
  void add_digits(Mask digits) { step_.digits |= digits; }
  void add_base_house(int house) { push(arrays_.base, step_.base_house_count, house); }
  void add_cover_house(int house) { push(arrays_.cover, step_.cover_house_count, house); }
  void add_fin(int cell) { push(arrays_.fins, step_.fin_count, cell); }

  // --- ABI 1.1 ---
  /** This step's own rating (tenths) and points; 0 keeps the technique's defaults. */
  void set_rating_x10(int rating_x10) { step_.rating_x10 = rating_x10; }
  void set_points(int points) { step_.points = points; }

  /** Starts a chain (npe_chain_kind); the nodes added next belong to it. False when full. */
  bool begin_chain(npe_chain_kind kind) {
    if (step_.chain_count >= NPE_MAX_CHAINS) return overflow("more than NPE_MAX_CHAINS (256) chains");
    arrays_.chains[step_.chain_count++] = {static_cast<std::uint32_t>(kind), 0, arrays_.nodes + node_count_};
    return true;
  }
  /** Appends a node to the current chain; `link` leads to the next node (NPE_LINK_END on the last of an
   *  open chain, the link back to the first on a loop's last). */
  void add_node(npe_node_kind kind, int digit, const int* cells, int cell_count, npe_link_kind link,
                bool asserted_true = false, int als = 0) {
    if (step_.chain_count == 0) {
      overflow("a chain node added before begin_chain");
      return;
    }
    if (node_count_ >= NPE_MAX_CHAIN_NODES) {
      overflow("more than NPE_MAX_CHAIN_NODES (4096) chain nodes");
      return;
    }
    if (cell_count < 1 || cell_count > 9) {
      overflow("a chain node of other than 1..9 cells");
      return;
    }
    npe_node& node = arrays_.nodes[node_count_++];
    node = {};
    node.kind = static_cast<std::uint8_t>(kind);
    node.digit = static_cast<std::uint8_t>(digit);
    node.link = static_cast<std::uint8_t>(link);
    node.flags = asserted_true ? static_cast<std::uint8_t>(NPE_NODE_TRUE) : 0;
    node.als = static_cast<std::uint8_t>(als);
    node.cell_count = static_cast<std::uint8_t>(cell_count);
    for (int i = 0; i < cell_count; ++i) node.cells[i] = static_cast<std::uint8_t>(cells[i]);
    ++arrays_.chains[step_.chain_count - 1].node_count;
  }
  /** A one-candidate node. */
  void add_candidate_node(int cell, int digit, npe_link_kind link, bool asserted_true = false) {
    add_node(NPE_NODE_CANDIDATE, digit, &cell, 1, link, asserted_true);
  }
  /** Sets the link of the current chain's last node (e.g. once the next node is known). */
  void set_last_link(npe_link_kind link) {
    if (step_.chain_count > 0 && arrays_.chains[step_.chain_count - 1].node_count > 0) {
      arrays_.nodes[node_count_ - 1].link = static_cast<std::uint8_t>(link);
    }
  }
  /** Adds an almost locked set; returns its index (for nodes and restricted commons), -1 when full. */
  int add_als(const int* cells, int cell_count, Mask digits) {
    if (step_.als_count >= NPE_MAX_ALS) return overflow("more than NPE_MAX_ALS (64) almost locked sets"), -1;
    if (cell_count < 1 || cell_count > 8) return overflow("an almost locked set of other than 1..8 cells"), -1;
    npe_als& set = arrays_.als[step_.als_count];
    set = {};
    set.digits = digits;
    set.cell_count = static_cast<std::uint8_t>(cell_count);
    for (int i = 0; i < cell_count; ++i) set.cells[i] = static_cast<std::uint8_t>(cells[i]);
    return static_cast<int>(step_.als_count++);
  }
  void add_restricted_common(int als_a, int als_b, int digit) {
    if (step_.restricted_common_count >= NPE_MAX_RESTRICTED_COMMONS) {
      overflow("more than NPE_MAX_RESTRICTED_COMMONS (256) restricted commons");
      return;
    }
    arrays_.rcs[step_.restricted_common_count++] = {static_cast<std::uint8_t>(als_a), static_cast<std::uint8_t>(als_b),
                                                    static_cast<std::uint8_t>(digit), 0};
  }
  /** Colours a candidate: colours 2k and 2k+1 are the two sides of cluster k. */
  void add_color(int cell, int digit, int color) {
    if (step_.color_count >= NPE_MAX_COLORS) {
      overflow("more than NPE_MAX_COLORS (729) coloured candidates");
      return;
    }
    arrays_.colors[step_.color_count++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit),
                                           static_cast<std::uint8_t>(color), 0};
  }
  void add_endo_fin(int cell) { push(arrays_.endo_fins, step_.endo_fin_count, cell); }
  void add_cannibalistic(int cell, int digit) { push(arrays_.cannibals, step_.cannibalistic_count, cell, digit); }

  // --- ABI 1.3: evidence records (npe_step.evidence) ---
  /** Index of the chain begun last (for lemmas), -1 before the first. */
  int chain_index() const { return static_cast<int>(step_.chain_count) - 1; }
  /** Chains first_chain .. first_chain+chain_count-1 prove node `node` of forcing chain `chain` on the
   *  board that chain left just before the node (npe_lemma). */
  void add_lemma(int chain, int node, int first_chain, int chain_count) {
    npe_lemma lemma{};
    lemma.chain = static_cast<std::uint16_t>(chain);
    lemma.node = static_cast<std::uint16_t>(node);
    lemma.first_chain = static_cast<std::uint16_t>(first_chain);
    lemma.chain_count = static_cast<std::uint16_t>(chain_count);
    open_record(NPE_EVIDENCE_LEMMA, &lemma, sizeof lemma);
    open_record_ = kNoRecord;
  }
  /** Starts a set-logic record; add_set adds its base and cover sets. */
  void begin_set_logic() {
    npe_set_logic record{};
    open_record(NPE_EVIDENCE_SETS, &record, sizeof record);
  }
  void add_set(npe_set_role role, npe_set_kind kind, int index, int digit) {
    auto* record = open_record_as<npe_set_logic>(NPE_EVIDENCE_SETS, "add_set before begin_set_logic");
    if (!record) return;
    if (record->set_count >= NPE_MAX_SETS) {
      overflow("more than NPE_MAX_SETS (128) sets in one set-logic record");
      return;
    }
    const npe_set set{static_cast<std::uint8_t>(kind), static_cast<std::uint8_t>(index),
                      static_cast<std::uint8_t>(digit), static_cast<std::uint8_t>(role)};
    if (extend_record(&set, sizeof set)) ++open_record_as<npe_set_logic>(NPE_EVIDENCE_SETS, "")->set_count;
  }
  /** Starts a pattern record (npe_pattern_kind) over `digits`; add_pattern_cell and add_guardian fill it. */
  void begin_pattern(npe_pattern_kind kind, Mask digits) {
    npe_pattern record{};
    record.kind = static_cast<std::uint8_t>(kind);
    record.digits = digits;
    open_record(NPE_EVIDENCE_PATTERN, &record, sizeof record);
  }
  void add_pattern_cell(int cell) {
    auto* record = open_record_as<npe_pattern>(NPE_EVIDENCE_PATTERN, "add_pattern_cell before begin_pattern");
    if (record && cell >= 0 && cell < kCells) record->cells[cell / 64] |= std::uint64_t{1} << (cell % 64);
  }
  void add_guardian(int cell, int digit) {
    auto* record = open_record_as<npe_pattern>(NPE_EVIDENCE_PATTERN, "add_guardian before begin_pattern");
    if (!record) return;
    if (record->guardian_count >= NPE_MAX_GUARDIANS) {
      overflow("more than NPE_MAX_GUARDIANS (128) guardians in one pattern");
      return;
    }
    const npe_cell_digit guardian{static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
    if (extend_record(&guardian, sizeof guardian))
      ++open_record_as<npe_pattern>(NPE_EVIDENCE_PATTERN, "")->guardian_count;
  }

  /** Why the step does not fit the ABI's limits (the first limit it ran past), or nullptr. A step that
   *  overflowed is never handed to the host: StepSink::emit throws instead, so the author sees the
   *  limit rather than the host's verdict on a truncated step. */
  const char* overflowed() const { return overflow_; }

  /** The text as given, truncated to the buffer (255 bytes); no formatting. */
  void set_plain_text(const char* text) {
    std::size_t n = 0;
    while (text[n] && n + 1 < sizeof arrays_.text) {
      arrays_.text[n] = text[n];
      ++n;
    }
    arrays_.text[n] = '\0';
  }

  /** printf-style text; truncated to the buffer (255 bytes). */
  [[gnu::format(printf, 2, 3)]] void set_text(const char* format, ...) {
    va_list args;
    va_start(args, format);
    std::vsnprintf(arrays_.text, sizeof arrays_.text, format, args);
    va_end(args);
  }

  std::uint32_t elimination_count() const { return step_.elimination_count; }
  std::uint32_t placement_count() const { return step_.placement_count; }

  /** The step as the host reads it (valid until the builder changes or dies). */
  const npe_step& view() const { return step_; }

 private:
  static constexpr std::uint32_t kNoRecord = ~std::uint32_t{0};

  /** Records the first limit the step ran past; returns false (for begin_chain). */
  bool overflow(const char* what) {
    if (!overflow_) overflow_ = what;
    return false;
  }

  template <std::uint32_t N>
  void push(npe_cell_digit (&array)[N], std::uint32_t& count, int cell, int digit) {
    if (count >= N) {
      overflow("more placements or eliminations than the ABI's limits (81, 729)");
      return;
    }
    array[count++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
  }
  template <std::uint32_t N>
  void push(std::uint8_t (&array)[N], std::uint32_t& count, int value) {
    if (count >= N) {
      overflow("more cells, houses or fins than a board has");
      return;
    }
    array[count++] = static_cast<std::uint8_t>(value);
  }

  static constexpr std::uint32_t round_up(std::uint32_t bytes) { return (bytes + 7u) & ~7u; }

  /** Appends a record (header filled in here) and keeps it open for extend_record. */
  void open_record(npe_evidence_type type, void* fixed_part, std::uint32_t bytes) {
    open_record_ = kNoRecord;
    if (step_.evidence_size + round_up(bytes) > NPE_MAX_EVIDENCE_BYTES) {
      overflow("more than NPE_MAX_EVIDENCE_BYTES (65536) of evidence records");
      return;
    }
    auto* header = static_cast<npe_evidence_header*>(fixed_part);
    header->size = round_up(bytes);
    header->type = static_cast<std::uint32_t>(type);
    std::memset(arrays_.evidence + step_.evidence_size, 0, round_up(bytes));
    std::memcpy(arrays_.evidence + step_.evidence_size, fixed_part, bytes);
    open_record_ = step_.evidence_size;
    open_record_bytes_ = bytes;
    step_.evidence_size += round_up(bytes);
  }
  /** The open record as its fixed part, or nullptr (and an overflow naming `misuse`) when none of that
   *  type is open. */
  template <class Record>
  Record* open_record_as(npe_evidence_type type, const char* misuse) {
    if (open_record_ == kNoRecord) {
      if (*misuse) overflow(misuse);
      return nullptr;
    }
    auto* record = reinterpret_cast<Record*>(arrays_.evidence + open_record_);
    if (record->header.type != static_cast<std::uint32_t>(type)) {
      if (*misuse) overflow(misuse);
      return nullptr;
    }
    return record;
  }
  /** Appends an item to the open record (the last one), padding its size to 8 bytes. */
  bool extend_record(const void* item, std::uint32_t bytes) {
    const std::uint32_t used = open_record_ + open_record_bytes_;
    if (round_up(used + bytes) > NPE_MAX_EVIDENCE_BYTES) {
      overflow("more than NPE_MAX_EVIDENCE_BYTES (65536) of evidence records");
      return false;
    }
    std::memcpy(arrays_.evidence + used, item, bytes);
    open_record_bytes_ += bytes;
    const std::uint32_t end = round_up(open_record_ + open_record_bytes_);
    for (std::uint32_t i = used + bytes; i < end; ++i) arrays_.evidence[i] = 0;
    step_.evidence_size = end;
    reinterpret_cast<npe_evidence_header*>(arrays_.evidence + open_record_)->size = end - open_record_;
    return true;
  }

  /** Points step_ at this builder's arrays (on construction and after a copy) and chains at their nodes. */
  void aim_at_arrays() {
    step_.struct_size = sizeof(npe_step);
    step_.placements = arrays_.placements;
    step_.eliminations = arrays_.eliminations;
    step_.cells = arrays_.cells;
    step_.base_houses = arrays_.base;
    step_.cover_houses = arrays_.cover;
    step_.fins = arrays_.fins;
    step_.text = arrays_.text;
    step_.chains = arrays_.chains;
    step_.colors = arrays_.colors;
    step_.als = arrays_.als;
    step_.restricted_commons = arrays_.rcs;
    step_.endo_fins = arrays_.endo_fins;
    step_.cannibalistic = arrays_.cannibals;
    step_.evidence = arrays_.evidence;
    std::uint32_t first_node = 0;
    for (std::uint32_t i = 0; i < step_.chain_count; ++i) {
      arrays_.chains[i].nodes = arrays_.nodes + first_node;
      first_node += arrays_.chains[i].node_count;
    }
  }

  /** What the step's pointers aim at (copied as a whole; the pointers are then re-aimed). */
  struct Arrays {
    npe_cell_digit placements[kCells];
    npe_cell_digit eliminations[kCells * 9];
    std::uint8_t cells[kCells];
    std::uint8_t base[kHouses];
    std::uint8_t cover[kHouses];
    std::uint8_t fins[kCells];
    char text[NPE_MAX_TEXT_LENGTH + 1] = {};
    // 1.1 evidence
    npe_chain chains[NPE_MAX_CHAINS];
    npe_node nodes[NPE_MAX_CHAIN_NODES];
    npe_colored colors[NPE_MAX_COLORS];
    npe_als als[NPE_MAX_ALS];
    npe_restricted_common rcs[NPE_MAX_RESTRICTED_COMMONS];
    std::uint8_t endo_fins[kCells];
    npe_cell_digit cannibals[kCells * 9];
    // 1.3 evidence records
    alignas(8) unsigned char evidence[NPE_MAX_EVIDENCE_BYTES];
  };

  Arrays arrays_;
  npe_step step_{};  // the counts live here; the pointers aim at arrays_
  std::uint32_t node_count_ = 0;
  std::uint32_t open_record_ = kNoRecord;  // offset of the record add_set/add_guardian extend
  std::uint32_t open_record_bytes_ = 0;    // its bytes so far, before padding
  const char* overflow_ = nullptr;
};

}  // namespace npe::sdk
