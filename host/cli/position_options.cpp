#include "cli/position_options.hpp"

#include "base/errors.hpp"
#include "search/position_solution.hpp"

namespace npe::cli {

ParamList parse_params(const std::vector<std::string>& texts) {
  ParamList params;
  for (const auto& text : texts) {
    const auto equals = text.find('=');
    if (equals == std::string::npos || equals == 0) throw InputError("--param " + text + ": expected NAME=VALUE");
    params.emplace_back(text.substr(0, equals), text.substr(equals + 1));
  }
  return params;
}

void add_uniqueness_option(CLI::App& command, std::string& mode) {
  command
      .add_option("--uniqueness", mode,
                  "tell the technique the puzzle has one solution, and check its steps against that solution: "
                  "check (default: a reglib case is; otherwise the exact solver decides on the digits), assume, off")
      ->check(CLI::IsMember({"check", "assume", "off"}));
}

void settle_uniqueness(SearchPosition& position, const std::string& mode) {
  if (mode == "assume") {
    position.grid.facts = NPE_FACT_UNIQUE;
    return;
  }
  if (mode == "off") {
    position.grid.facts = 0;
    return;
  }
  const PositionSolution solved = solve_position(position.grid);
  if (!position.reglib) position.grid.facts = solved.unique ? std::uint32_t{NPE_FACT_UNIQUE} : 0u;
  if (!position.solution) position.solution = solved.solution;
}

}  // namespace npe::cli
