#include "reports/find_json.hpp"

#include "reports/cell_digits_json.hpp"
#include "reports/evidence_json.hpp"

namespace npe {

nlohmann::ordered_json find_to_json(const SearchResult& result, const std::string& technique) {
  nlohmann::ordered_json steps = nlohmann::ordered_json::array();
  for (const auto& step : result.steps) {
    nlohmann::ordered_json item = {{"text", step.text},
                                   {"placements", cell_digits_json<nlohmann::ordered_json>(step.placements)},
                                   {"eliminations", cell_digits_json<nlohmann::ordered_json>(step.eliminations)}};
    if (auto evidence = evidence_to_json(step); !evidence.is_null()) item["evidence"] = std::move(evidence);
    steps.push_back(std::move(item));
  }
  return {{"position", result.grid.to_line()}, {"technique", technique}, {"steps", std::move(steps)}};
}

}  // namespace npe
