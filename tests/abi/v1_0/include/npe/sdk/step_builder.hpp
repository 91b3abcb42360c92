// Fixed-capacity step assembly for plugins: no heap, reused between steps.
#pragma once

#include <npe/npe_plugin.h>

#include <cstdarg>
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
  }

  void place(int cell, int digit) { push(placements_, placement_count_, cell, digit); }
  void eliminate(int cell, int digit) { push(eliminations_, elimination_count_, cell, digit); }
  void add_cell(int cell) { push(cells_, cell_count_, cell); }
  void add_digits(Mask digits) { digits_ |= digits; }
  void add_base_house(int house) { push(base_, base_count_, house); }
  void add_cover_house(int house) { push(cover_, cover_count_, house); }
  void add_fin(int cell) { push(fins_, fin_count_, cell); }

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
  char text_[256] = {};
};

}  // namespace npe::sdk
