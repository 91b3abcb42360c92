#include "loader/search_paths.hpp"

#include <boost/dll/runtime_symbol_info.hpp>

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "base/errors.hpp"

namespace npe {

namespace {

std::vector<std::filesystem::path> split_path_variable(const char* name) {
  std::vector<std::filesystem::path> dirs;
  const char* value = std::getenv(name);
  if (!value) return dirs;
  std::stringstream in(value);
  std::string item;
  while (std::getline(in, item, ':')) {
    if (!item.empty()) dirs.emplace_back(item);
  }
  return dirs;
}

std::vector<std::filesystem::path> engine_directories() {
  auto dirs = split_path_variable("NPE_ENGINE_PATH");
  dirs.push_back(program_directory() / ".." / "share" / "npe" / "engines");
  return dirs;
}

}  // namespace

std::filesystem::path program_path() { return std::filesystem::path(boost::dll::program_location().string()); }

std::filesystem::path program_directory() { return program_path().parent_path(); }

std::vector<std::filesystem::path> plugin_directories(const std::vector<std::string>& extra) {
  std::vector<std::filesystem::path> dirs(extra.begin(), extra.end());
  for (auto& dir : split_path_variable("NPE_PLUGIN_PATH")) dirs.push_back(std::move(dir));
  dirs.push_back(program_directory() / ".." / "lib" / "npe" / "plugins");
  return dirs;
}

std::filesystem::path resolve_engine(const std::string& name_or_path, const std::filesystem::path& relative_to) {
  std::error_code error;
  if (!relative_to.empty() && std::filesystem::is_regular_file(relative_to / name_or_path, error)) {
    return relative_to / name_or_path;
  }
  if (std::filesystem::is_regular_file(name_or_path, error)) return name_or_path;
  std::string looked;
  for (const auto& dir : engine_directories()) {
    for (const auto& candidate : {dir / name_or_path, dir / (name_or_path + ".yaml")}) {
      if (std::filesystem::is_regular_file(candidate, error)) return candidate.lexically_normal();
    }
    looked += " " + dir.lexically_normal().string();
  }
  throw InputError("engine type '" + name_or_path + "' not found (not a file; looked in" + looked + ")");
}

std::vector<std::filesystem::path> shipped_engines() {
  std::vector<std::filesystem::path> engines;
  std::error_code error;
  const auto dir = program_directory() / ".." / "share" / "npe" / "engines";
  for (const auto& item : std::filesystem::directory_iterator(dir, error)) {
    if (item.path().extension() == ".yaml") engines.push_back(item.path().lexically_normal());
  }
  std::sort(engines.begin(), engines.end());
  return engines;
}

}  // namespace npe
