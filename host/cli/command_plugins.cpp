// npe plugins: what is loaded, from where, and what was refused.
#include <fmt/format.h>
#include <algorithm>

#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/cli_context.hpp"

namespace npe::cli {

namespace {

nlohmann::json technique_json(const TechniqueInfo& t) {
  nlohmann::json params = nlohmann::json::array();
  for (const auto& p : t.params) {
    params.push_back({{"name", p.name},
                      {"description", p.description},
                      {"min", p.min_value},
                      {"max", p.max_value},
                      {"default", p.default_value}});
  }
  return {{"id", t.id},
          {"name", t.name},
          {"description", t.description},
          {"default_points", t.default_points},
          {"default_rating", t.default_rating_x10 / 10.0},
          {"yields_placements", (t.yields & NPE_YIELDS_PLACEMENTS) != 0},
          {"yields_eliminations", (t.yields & NPE_YIELDS_ELIMINATIONS) != 0},
          {"finds_all", (t.flags & NPE_TECHNIQUE_FINDS_ALL) != 0},
          {"params", params}};
}

void print_json(const PluginRegistry& registry) {
  nlohmann::json libraries = nlohmann::json::array();
  for (const auto& library : registry.libraries()) {
    nlohmann::json techniques = nlohmann::json::array();
    for (const auto& t : library->techniques()) {
      techniques.push_back(technique_json(t));
      techniques.back()["hidden"] = registry.find(t.id) != &t;
    }
    libraries.push_back({{"id", library->id()},
                         {"version", library->version()},
                         {"abi", library->abi_version()},
                         {"path", library->path().string()},
                         {"techniques", techniques}});
  }
  std::cout << nlohmann::json{{"libraries", libraries},
                              {"refused", registry.refusals()},
                              {"clashes", registry.clashes()}}
                   .dump(2)
            << "\n";
}

void print_text(const PluginRegistry& registry) {
  // One id column for every library's techniques, as wide as the longest id (names keep their
  // 40 columns: a longer one pushes its own points right, as before).
  std::size_t id_width = 22;
  for (const auto& library : registry.libraries()) {
    for (const auto& t : library->techniques()) id_width = std::max(id_width, t.id.size());
  }
  for (const auto& library : registry.libraries()) {
    std::cout << fmt::format("{} {} (ABI {}) {}\n", library->id(), library->version(), library->abi_version(),
                             library->path().string());
    for (const auto& t : library->techniques()) {
      const bool hidden = registry.find(t.id) != &t;  // a library earlier in the search path has the id
      std::cout << fmt::format(
          "  {:<{}} {:<40} points {:>3}{}\n", t.id, id_width, t.name, t.default_points,
          hidden ? "  (hidden: " + registry.find(t.id)->library->path().string() + " is used)" : "");
      for (const auto& p : t.params) {
        std::cout << fmt::format("      --param {}={}..{} (default {}): {}\n", p.name, p.min_value, p.max_value,
                                 p.default_value, p.description);
      }
    }
  }
  for (const auto& refusal : registry.refusals()) std::cout << "refused: " << refusal << "\n";
  for (const auto& clash : registry.clashes()) std::cout << "clash: " << clash << "\n";
  if (registry.libraries().empty()) std::cout << "no plugins found (see --plugin-dir, NPE_PLUGIN_PATH)\n";
}

}  // namespace

void register_plugins_command(CLI::App& app, Context& context) {
  auto* command = app.add_subcommand("plugins", "list plugin libraries, their techniques and default points");
  auto json = std::make_shared<bool>(false);
  command->add_flag("--json", *json, "print JSON");
  command->callback([&context, json] {
    const auto& registry = context.registry();
    *json ? print_json(registry) : print_text(registry);
  });
}

}  // namespace npe::cli
