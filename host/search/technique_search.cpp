#include "search/technique_search.hpp"

#include <algorithm>

#include "solver/singles.hpp"
#include "validation/step_validation.hpp"

namespace npe {

namespace {

template <class List>
void add_missing(List& into, const List& items) {
  for (const auto& item : items) {
    if (std::find(into.begin(), into.end(), item) == into.end()) into.push_back(item);
  }
}

bool by_cell_then_digit(const CellDigit& a, const CellDigit& b) {
  return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
}

}  // namespace

std::vector<Step> merge_repeated(std::vector<Step> steps) {
  std::vector<Step> kept;
  std::vector<std::vector<std::uint8_t>> keys;
  for (auto& step : steps) {
    std::vector<std::uint8_t> cells = step.cells.to_vector();
    std::sort(cells.begin(), cells.end());
    std::size_t i = 0;
    // The same set has the same kind, cells and digits: a pointing on 1 and one on 8 in the same
    // cells are two steps.
    while (i < kept.size() && !(kept[i].kind == step.kind && kept[i].digits == step.digits && keys[i] == cells)) ++i;
    if (i == kept.size()) {
      keys.push_back(std::move(cells));
      kept.push_back(std::move(step));
      continue;
    }
    add_missing(kept[i].eliminations, step.eliminations);
    add_missing(kept[i].placements, step.placements);
    std::sort(kept[i].eliminations.begin(), kept[i].eliminations.end(), by_cell_then_digit);
    std::sort(kept[i].placements.begin(), kept[i].placements.end(), by_cell_then_digit);
    for (auto house : step.base_houses) {
      if (std::find(kept[i].base_houses.begin(), kept[i].base_houses.end(), house) == kept[i].base_houses.end()) {
        kept[i].base_houses.push_back(house);
      }
    }
  }
  return kept;
}

SearchResult search_technique(const PluginRegistry& registry, const std::string& id, const ParamList& params, Grid grid,
                              const SearchOptions& options, const std::optional<Digits>& solution) {
  SearchResult result;
  if (options.fill_singles) result.singles_placed = fill_singles(grid);
  result.grid = grid;
  const auto instance = registry.create(id, params);
  const std::string who = instance->describe();
  instance->find(result.grid, options.all, [&](const npe_step& raw) {
    result.steps.push_back(copy_step(raw, id, who));
    check_step(result.steps.back(), result.grid, solution, who);
    return options.all;
  });
  if (options.unique) result.steps = merge_repeated(std::move(result.steps));
  return result;
}

}  // namespace npe
