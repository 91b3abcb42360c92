// JSON form of a `npe find` result: {"position", "technique", "steps": [{"text", "placements",
// "eliminations"}]} with (cell 0..80 row-major, digit) pairs, as `solve --json` writes them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "search/technique_search.hpp"

namespace npe {

nlohmann::ordered_json find_to_json(const SearchResult& result, const std::string& technique);

}  // namespace npe
