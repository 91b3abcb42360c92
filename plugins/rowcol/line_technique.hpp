// Row and column techniques (seed: 行、列に着目した解法, code 2): a hidden single in a row or column.
// Scan order: lines 1..9, inside each line digits 1..9. Text: "R" or "C" then the BCD placement
// ("R821" = block 8, cell 2, digit 1).
#pragma once

#include "../common/hidden_single.hpp"

namespace npe::plugins {

struct RowKind {
  static constexpr int kFirstHouse = 0;
  static constexpr const char* kPrefix = "R";
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "row", "Row (hidden single in a row)",
      "a digit with exactly one candidate cell in a row", 5, 15, NPE_YIELDS_PLACEMENTS,
      NPE_TECHNIQUE_FINDS_ALL, 0, nullptr};
};

struct ColumnKind {
  static constexpr int kFirstHouse = 9;
  static constexpr const char* kPrefix = "C";
  static constexpr npe_technique_desc descriptor = {
      sizeof(npe_technique_desc), "col", "Column (hidden single in a column)",
      "a digit with exactly one candidate cell in a column", 5, 15, NPE_YIELDS_PLACEMENTS,
      NPE_TECHNIQUE_FINDS_ALL, 0, nullptr};
};

using RowTechnique = HiddenSingle<RowKind>;
using ColTechnique = HiddenSingle<ColumnKind>;

}  // namespace npe::plugins
