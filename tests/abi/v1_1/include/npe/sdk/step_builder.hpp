// SPDX-License-Identifier: MIT
// Fixed-capacity step assembly for plugins: no heap, reused between steps.
#pragma once

#include <npe/npe_plugin.h>

#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>

#include "board.hpp"

namespace npe::sdk {

/** Collects one step's data; `view()` exposes it as an npe_step valid while the builder lives. */
class StepBuilder {
 public:
  void reset(std::uint32_t kind = 0) {
    kind_ = kind;
    placement_count_ = elimination_count_ = cell_count_ = 0;
    base_count_ = cover_count_ = fin_count_ = 0;
    digits_ = 0;
    text_[0] = '\0';
    rating_x10_ = points_ = 0;
    chain_count_ = node_count_ = color_count_ = als_count_ = rc_count_ = endo_fin_count_ = cannibal_count_ = 0;
  }

  void place(int cell, int digit) { push(placements_, placement_count_, cell, digit); }
  void eliminate(int cell, int digit) { push(eliminations_, elimination_count_, cell, digit); }
  void add_cell(int cell) { push(cells_, cell_count_, cell); }
  void add_digits(Mask digits) { digits_ |= digits; }
  void add_base_house(int house) { push(base_, base_count_, house); }
  void add_cover_house(int house) { push(cover_, cover_count_, house); }
  void add_fin(int cell) { push(fins_, fin_count_, cell); }

  // --- ABI 1.1 ---
  /** This step's own rating (tenths) and points; 0 keeps the technique's defaults. */
  void set_rating_x10(int rating_x10) { rating_x10_ = rating_x10; }
  void set_points(int points) { points_ = points; }

  /** Starts a chain (npe_chain_kind); the nodes added next belong to it. False when full. */
  bool begin_chain(npe_chain_kind kind) {
    if (chain_count_ >= NPE_MAX_CHAINS) return false;
    chain_starts_[chain_count_] = node_count_;
    chains_[chain_count_++] = {static_cast<std::uint32_t>(kind), 0, nullptr};
    return true;
  }
  /** Appends a node to the current chain; `link` leads to the next node (NPE_LINK_END on the last of an
   *  open chain, the link back to the first on a loop's last). */
  void add_node(npe_node_kind kind, int digit, const int* cells, int cell_count, npe_link_kind link,
                bool asserted_true = false, int als = 0) {
    if (chain_count_ == 0 || node_count_ >= NPE_MAX_CHAIN_NODES || cell_count < 1 || cell_count > 9) return;
    npe_node& node = nodes_[node_count_++];
    node = {};
    node.kind = static_cast<std::uint8_t>(kind);
    node.digit = static_cast<std::uint8_t>(digit);
    node.link = static_cast<std::uint8_t>(link);
    node.flags = asserted_true ? static_cast<std::uint8_t>(NPE_NODE_TRUE) : 0;
    node.als = static_cast<std::uint8_t>(als);
    node.cell_count = static_cast<std::uint8_t>(cell_count);
    for (int i = 0; i < cell_count; ++i) node.cells[i] = static_cast<std::uint8_t>(cells[i]);
    ++chains_[chain_count_ - 1].node_count;
  }
  /** A one-candidate node. */
  void add_candidate_node(int cell, int digit, npe_link_kind link, bool asserted_true = false) {
    add_node(NPE_NODE_CANDIDATE, digit, &cell, 1, link, asserted_true);
  }
  /** Sets the link of the current chain's last node (e.g. once the next node is known). */
  void set_last_link(npe_link_kind link) {
    if (chain_count_ > 0 && chains_[chain_count_ - 1].node_count > 0) nodes_[node_count_ - 1].link = static_cast<std::uint8_t>(link);
  }
  /** Adds an almost locked set; returns its index (for nodes and restricted commons), -1 when full. */
  int add_als(const int* cells, int cell_count, Mask digits) {
    if (als_count_ >= NPE_MAX_ALS || cell_count < 1 || cell_count > 8) return -1;
    npe_als& set = als_[als_count_];
    set = {};
    set.digits = digits;
    set.cell_count = static_cast<std::uint8_t>(cell_count);
    for (int i = 0; i < cell_count; ++i) set.cells[i] = static_cast<std::uint8_t>(cells[i]);
    return static_cast<int>(als_count_++);
  }
  void add_restricted_common(int als_a, int als_b, int digit) {
    if (rc_count_ < NPE_MAX_RESTRICTED_COMMONS) {
      rcs_[rc_count_++] = {static_cast<std::uint8_t>(als_a), static_cast<std::uint8_t>(als_b),
                           static_cast<std::uint8_t>(digit), 0};
    }
  }
  /** Colours a candidate: colours 2k and 2k+1 are the two sides of cluster k. */
  void add_color(int cell, int digit, int color) {
    if (color_count_ < NPE_MAX_COLORS) {
      colors_[color_count_++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit),
                                 static_cast<std::uint8_t>(color), 0};
    }
  }
  void add_endo_fin(int cell) { push(endo_fins_, endo_fin_count_, cell); }
  void add_cannibalistic(int cell, int digit) { push(cannibals_, cannibal_count_, cell, digit); }

  /** The text as given, truncated to the buffer (255 bytes); no formatting. */
  void set_plain_text(const char* text) {
    std::size_t n = 0;
    while (text[n] && n + 1 < sizeof text_) {
      text_[n] = text[n];
      ++n;
    }
    text_[n] = '\0';
  }

  /** printf-style text; truncated to the buffer (255 bytes). */
  [[gnu::format(printf, 2, 3)]] void set_text(const char* format, ...) {
    va_list args;
    va_start(args, format);
    std::vsnprintf(text_, sizeof text_, format, args);
    va_end(args);
  }

  std::uint32_t elimination_count() const { return elimination_count_; }
  std::uint32_t placement_count() const { return placement_count_; }

  npe_step view() const {
    npe_step step{};
    step.struct_size = sizeof(npe_step);
    step.kind = kind_;
    step.placements = placements_;
    step.placement_count = placement_count_;
    step.eliminations = eliminations_;
    step.elimination_count = elimination_count_;
    step.cells = cells_;
    step.cell_count = cell_count_;
    step.digits = digits_;
    step.base_houses = base_;
    step.base_house_count = base_count_;
    step.cover_houses = cover_;
    step.cover_house_count = cover_count_;
    step.fins = fins_;
    step.fin_count = fin_count_;
    step.text = text_;
    step.rating_x10 = rating_x10_;
    step.points = points_;
    for (std::uint32_t i = 0; i < chain_count_; ++i) chains_[i].nodes = nodes_ + chain_starts_[i];
    step.chains = chains_;
    step.chain_count = chain_count_;
    step.colors = colors_;
    step.color_count = color_count_;
    step.als = als_;
    step.als_count = als_count_;
    step.restricted_commons = rcs_;
    step.restricted_common_count = rc_count_;
    step.endo_fins = endo_fins_;
    step.endo_fin_count = endo_fin_count_;
    step.cannibalistic = cannibals_;
    step.cannibalistic_count = cannibal_count_;
    return step;
  }

 private:
  template <std::uint32_t N>
  static void push(npe_cell_digit (&array)[N], std::uint32_t& count, int cell, int digit) {
    if (count < N) array[count++] = {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)};
  }
  template <std::uint32_t N>
  static void push(std::uint8_t (&array)[N], std::uint32_t& count, int value) {
    if (count < N) array[count++] = static_cast<std::uint8_t>(value);
  }

  std::uint32_t kind_ = 0;
  npe_cell_digit placements_[kCells];
  npe_cell_digit eliminations_[kCells * 9];
  std::uint8_t cells_[kCells];
  std::uint8_t base_[kHouses];
  std::uint8_t cover_[kHouses];
  std::uint8_t fins_[kCells];
  std::uint32_t placement_count_ = 0, elimination_count_ = 0, cell_count_ = 0;
  std::uint32_t base_count_ = 0, cover_count_ = 0, fin_count_ = 0;
  Mask digits_ = 0;
  char text_[NPE_MAX_TEXT_LENGTH + 1] = {};
  // 1.1 evidence (chains_ is mutable: view() points each chain at its nodes).
  std::int32_t rating_x10_ = 0, points_ = 0;
  mutable npe_chain chains_[NPE_MAX_CHAINS];
  std::uint32_t chain_starts_[NPE_MAX_CHAINS];
  npe_node nodes_[NPE_MAX_CHAIN_NODES];
  npe_colored colors_[NPE_MAX_COLORS];
  npe_als als_[NPE_MAX_ALS];
  npe_restricted_common rcs_[NPE_MAX_RESTRICTED_COMMONS];
  std::uint8_t endo_fins_[kCells];
  npe_cell_digit cannibals_[kCells * 9];
  std::uint32_t chain_count_ = 0, node_count_ = 0, color_count_ = 0, als_count_ = 0, rc_count_ = 0;
  std::uint32_t endo_fin_count_ = 0, cannibal_count_ = 0;
};

}  // namespace npe::sdk
