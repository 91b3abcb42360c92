#include "reports/find_json.hpp"

namespace npe {

namespace {

nlohmann::ordered_json pairs(std::span<const CellDigit> items) {
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& [cell, digit] : items) list.push_back({cell, digit});
  return list;
}

}  // namespace

nlohmann::ordered_json find_to_json(const SearchResult& result, const std::string& technique) {
  nlohmann::ordered_json steps = nlohmann::ordered_json::array();
  for (const auto& step : result.steps) {
    steps.push_back({{"text", step.text},
                     {"placements", pairs(step.placements)},
                     {"eliminations", pairs(step.eliminations)}});
  }
  return {{"position", result.grid.to_line()}, {"technique", technique}, {"steps", std::move(steps)}};
}

}  // namespace npe
