// A program of a project that includes npe with add_subdirectory (tests/subproject): loads the
// plugin libraries given with npe's loader and prints every step each technique finds on a puzzle.
//   find_with_npe PUZZLE LIBRARY...
#include <filesystem>
#include <iostream>
#include <vector>

#include "board/puzzle_text.hpp"
#include "loader/plugin_registry.hpp"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: find_with_npe PUZZLE LIBRARY...\n";
    return 2;
  }
  const std::vector<std::filesystem::path> libraries(argv + 2, argv + argc);
  const npe::PluginRegistry registry = npe::load_plugins(libraries);
  for (const auto& refusal : registry.refusals()) std::cerr << "refused: " << refusal << "\n";
  const npe::Grid grid = npe::Grid::from_digits(npe::parse_puzzle_line(argv[1]).givens);
  for (const auto& library : registry.libraries()) {
    for (const auto& technique : library->techniques()) {
      registry.create(technique.id, {})->find(grid, true, [&](const npe_step& step) {
        std::cout << technique.id << ": " << step.text << "\n";
        return true;
      });
    }
  }
  return registry.refusals().empty() ? 0 : 1;
}
