// Sudoku Explainer's "last value in a house" (rating 1.0): the only empty cell of a block, column or
// row takes the one digit the house lacks. Scan order: blocks, columns, rows (Sudoku Explainer's).
// Text: "Last value in b1: r1c1=5".
#pragma once

#include "se_board.hpp"

namespace npe::plugins::serate {

struct LastValue {
  static constexpr npe_reglib_code kReglibCodes[] = {{"0000", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor = {
      .struct_size = sizeof(npe_technique_desc),
      .id = "serate.last_value",
      .name = "Last value in a house (Sudoku Explainer)",
      .description = "the only empty cell of a house takes the digit the house lacks",
      .default_points = 1,
      .default_rating_x10 = 10,
      .yields = NPE_YIELDS_PLACEMENTS,
      .flags = NPE_TECHNIQUE_FINDS_ALL,
      .param_count = 0,
      .params = nullptr,
      .reglib_code_count = 1,
      .reglib_codes = kReglibCodes};

  explicit LastValue(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    // Empty cells per house, each cell visited once (a house's last one noted).
    int count[sdk::kHouses] = {};
    std::uint8_t last[sdk::kHouses] = {};
    for (int cell = 0; cell < sdk::kCells; ++cell) {
      if (position.digit(cell) != 0) continue;
      for (const int house : sdk::houses_of(cell)) {
        ++count[house];
        last[house] = static_cast<std::uint8_t>(cell);
      }
    }
    for (int i = 0; i < sdk::kHouses; ++i) {
      const int house = se_house(i);
      const int empty = last[house];
      if (count[house] != 1 || sdk::count_digits(position.candidates(empty)) != 1) continue;
      const int digit = sdk::first_digit(position.candidates(empty));
      step_.reset();
      step_.place(empty, digit);
      step_.add_base_house(house);
      step_.add_digits(sdk::digit_bit(digit));
      char name[4], value[16];
      format_house(name, sizeof name, house);
      format_cell_value(value, sizeof value, empty, digit);
      step_.set_text("Last value in %s: %s", name, value);
      if (!sink.emit(step_)) return;
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
