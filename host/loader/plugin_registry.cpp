#include "loader/plugin_registry.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "base/errors.hpp"

namespace npe {

std::string TechniqueInstance::describe() const {
  return "technique '" + info_.id + "' of plugin " + library_->id() + " (" + library_->path().string() + ")";
}

void TechniqueInstance::fail_find() const {
  const std::string message = take_plugin_error();
  throw PluginError(describe() + ": find reported an error" + (message.empty() ? "" : ": " + message));
}

void PluginRegistry::load_directory(const std::filesystem::path& directory) {
  std::error_code error;
  if (!std::filesystem::is_directory(directory, error)) return;
  std::vector<std::filesystem::path> files;
  for (const auto& item : std::filesystem::directory_iterator(directory, error)) {
    if (item.path().extension() == ".so") files.push_back(item.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) load_file(file);
}

bool PluginRegistry::load_file(const std::filesystem::path& path) {
  for (const auto& loaded : libraries_) {  // one directory named twice in the search path: loaded once
    std::error_code error;
    if (std::filesystem::equivalent(loaded->path(), path, error)) return true;
  }
  std::shared_ptr<const PluginLibrary> library;
  try {
    library = std::make_shared<const PluginLibrary>(path);
  } catch (const PluginError& e) {
    spdlog::warn("plugin refused: {}", e.what());
    refusals_.push_back(e.what());
    return false;
  }
  // A clash resolves by the search order, as PATH does: the library loaded first (earlier in the
  // plugin search path, or earlier by name in one directory) keeps the id, and the later library's
  // other techniques still load. An author's development copy can so stand in for a shipped one.
  for (const auto& technique : library->techniques()) {
    auto [existing, inserted] = techniques_.try_emplace(technique.id, &technique, library);
    if (inserted) continue;
    const std::string note = "technique id '" + technique.id + "' of " + path.string() + " is hidden by " +
                             existing->second.second->path().string() +
                             " (earlier in the plugin search path), which is used";
    spdlog::warn("plugin clash: {}", note);
    clashes_.push_back(note);
  }
  libraries_.push_back(std::move(library));
  return true;
}

const TechniqueInfo* PluginRegistry::find(const std::string& id) const {
  auto it = techniques_.find(id);
  return it == techniques_.end() ? nullptr : it->second.first;
}

std::unique_ptr<TechniqueInstance> PluginRegistry::create(const std::string& id, const ParamList& params) const {
  auto it = techniques_.find(id);
  if (it == techniques_.end()) throw InputError("unknown technique '" + id + "'");
  std::vector<npe_param> raw;
  for (const auto& [name, value] : params) raw.push_back({name.c_str(), value.c_str()});
  char error[512] = {};
  const auto& library = it->second.second;
  void* handle =
      library->entry().create(id.c_str(), raw.data(), static_cast<std::uint32_t>(raw.size()), error, sizeof error);
  if (!handle) {
    error[sizeof error - 1] = '\0';
    throw InputError("technique '" + id + "': " + (error[0] ? error : "create failed"));
  }
  return std::make_unique<TechniqueInstance>(library, *it->second.first, handle);
}

PluginRegistry load_plugins(const std::vector<std::filesystem::path>& paths) {
  PluginRegistry registry;
  for (const auto& path : paths) {
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) {
      registry.load_directory(path);
    } else {
      registry.load_file(path);
    }
  }
  return registry;
}

}  // namespace npe
