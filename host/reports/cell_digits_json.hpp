// Placements and eliminations as every JSON output writes them: [[cell, digit], ...], cells 0..80.
#pragma once

#include <nlohmann/json.hpp>
#include <span>

#include "board/grid.hpp"

namespace npe {

/** Json is nlohmann::json or nlohmann::ordered_json (the outputs that keep their keys' order). */
template <class Json = nlohmann::json>
Json cell_digits_json(std::span<const CellDigit> items) {
  Json list = Json::array();
  for (const auto& [cell, digit] : items) list.push_back({cell, digit});
  return list;
}

}  // namespace npe
