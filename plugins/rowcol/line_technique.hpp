// Row and column techniques (seed: 行、列に着目した解法, code 2): a hidden single in a row or column.
// Scan order: lines 1..9, inside each line digits 1..9. Text: "R" or "C" then the BCD placement
// ("R821" = block 8, cell 2, digit 1).
#pragma once

#include <npe/sdk/describe.hpp>

#include "../common/hidden_single.hpp"

namespace npe::plugins {

struct RowKind {
  static constexpr int kFirstHouse = 0;
  static constexpr const char* kPrefix = "R";
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0000", "", NPE_REGLIB_SHARED, 0, 0},
                                                     {"0002", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "row",
                     .name = "Row (hidden single in a row)",
                     .description = "a digit with exactly one candidate cell in a row",
                     .default_points = 5,
                     .default_rating_x10 = 15,
                     .yields = NPE_YIELDS_PLACEMENTS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST | NPE_TECHNIQUE_ONE_HOUSE_KIND},
                    kReglibCodes);
};

struct ColumnKind {
  static constexpr int kFirstHouse = 9;
  static constexpr const char* kPrefix = "C";
  // HoDoKu regression-library codes this technique answers (npe reglib).
  static constexpr npe_reglib_code kReglibCodes[] = {{"0000", "", NPE_REGLIB_SHARED, 0, 0},
                                                     {"0002", "", NPE_REGLIB_SHARED, 0, 0}};
  static constexpr npe_technique_desc descriptor =
      sdk::describe({.id = "col",
                     .name = "Column (hidden single in a column)",
                     .description = "a digit with exactly one candidate cell in a column",
                     .default_points = 5,
                     .default_rating_x10 = 15,
                     .yields = NPE_YIELDS_PLACEMENTS,
                     .flags = NPE_TECHNIQUE_FINDS_ALL | NPE_TECHNIQUE_KEY_DIGIT_FIRST | NPE_TECHNIQUE_ONE_HOUSE_KIND},
                    kReglibCodes);
};

using RowTechnique = HiddenSingle<RowKind>;
using ColTechnique = HiddenSingle<ColumnKind>;

}  // namespace npe::plugins
