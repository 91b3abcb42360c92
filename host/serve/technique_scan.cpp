#include "serve/technique_scan.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "board/marked_digits.hpp"
#include "isolation/run_codec.hpp"
#include "search/technique_search.hpp"
#include "solver/solver.hpp"

namespace npe {

std::string scan_request(const std::string& technique, const Grid& grid) {
  std::string request(reinterpret_cast<const char*>(&grid), sizeof grid);  // Grid is plain data
  return request + technique;
}

std::string answer_scan(const PluginRegistry& registry, std::string_view request, CallSite& site, int index) {
  if (request.size() < sizeof(Grid)) throw std::runtime_error("truncated scan request");
  Grid grid;
  std::memcpy(static_cast<void*>(&grid), request.data(), sizeof grid);
  const std::string technique(request.substr(sizeof grid));
  grid.facts = count_solutions(given_digits(grid)).unique() ? std::uint32_t{NPE_FACT_UNIQUE} : 0u;
  site.step.store(1, std::memory_order_relaxed);
  site.technique.store(index, std::memory_order_relaxed);
  SearchOptions options;
  options.all = true;
  SearchResult result = search_technique(registry, technique, {}, grid, options);
  const bool truncated = result.steps.size() > kMaxStepsPerTechnique;
  if (truncated) result.steps.resize(kMaxStepsPerTechnique);
  return (truncated ? "t" : "a") + encode_steps(result.steps);
}

std::vector<Step> decode_scan(std::string_view answer, const TechniqueInfo& info, bool& truncated) {
  if (answer.empty()) throw std::runtime_error("empty scan answer");
  truncated = answer[0] == 't';
  std::vector<Step> steps = decode_steps(answer.substr(1));
  for (auto& step : steps) {
    if (step.rating_x10 == 0) step.rating_x10 = info.default_rating_x10;
  }
  return steps;
}

std::vector<ListedStep> sorted_steps(const std::vector<TechniqueFinding>& findings) {
  std::vector<ListedStep> listed;
  for (const auto& finding : findings) {
    for (const auto& step : finding.steps) listed.push_back({&step, &finding});
  }
  std::stable_sort(listed.begin(), listed.end(), [](const ListedStep& a, const ListedStep& b) {
    const bool a_unrated = a.step->rating_x10 == 0, b_unrated = b.step->rating_x10 == 0;
    if (a_unrated != b_unrated) return b_unrated;
    if (a.step->rating_x10 != b.step->rating_x10) return a.step->rating_x10 < b.step->rating_x10;
    return a.finding->technique < b.finding->technique;
  });
  return listed;
}

}  // namespace npe
