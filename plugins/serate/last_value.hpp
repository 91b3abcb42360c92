// Sudoku Explainer's "last value in a house" (rating 1.0): the only empty cell of a block, column or
// row takes the one digit the house lacks. Scan order: blocks, columns, rows (Sudoku Explainer's).
// Text: "Last value in b1: r1c1=5".
#pragma once

#include <npe/sdk/describe.hpp>

#include "../common/cell_boards.hpp"
#include "se_board.hpp"

namespace npe::plugins::serate {

struct LastValue {
  static constexpr npe_reglib_code kReglibCodes[] = {{"0000", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "serate.last_value",
                     .name = "Last value in a house (Sudoku Explainer)",
                     .description = "the only empty cell of a house takes the digit the house lacks",
                     .default_points = 1,
                     .default_rating_x10 = 10,
                     .yields = NPE_YIELDS_PLACEMENTS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL},
                    kReglibCodes);

  explicit LastValue(const sdk::Params&) {}

  void find(const sdk::Position& position, sdk::StepSink& sink) {
    const CellSet empty_cells = plugins::empty_cells(position.digits());
    for (int i = 0; i < sdk::kHouses; ++i) {
      const int house = se_house(i);
      const CellSet empty_in_house = empty_cells & kHouseSet[house];
      if (!empty_in_house.single()) continue;
      const int empty = empty_in_house.first();
      if (sdk::count_digits(position.candidates(empty)) != 1) continue;
      const int digit = sdk::first_digit(position.candidates(empty));
      step_.reset();
      step_.place(empty, digit);
      step_.add_base_house(house);
      step_.add_digits(sdk::digit_bit(digit));
      // "Last value in b1: r1c1=5", without printf (the commonest step of easy puzzles).
      char text[] = "Last value in h0: r0c0=0";
      text[14] = house < 9 ? 'r' : house < 18 ? 'c' : 'b';
      text[15] = static_cast<char>('1' + house % 9);
      text[19] = static_cast<char>('1' + sdk::row_of(empty));
      text[21] = static_cast<char>('1' + sdk::col_of(empty));
      text[23] = static_cast<char>('0' + digit);
      step_.set_plain_text(text);
      if (!sink.emit(step_)) return;
    }
  }

 private:
  sdk::StepBuilder step_;
};

}  // namespace npe::plugins::serate
