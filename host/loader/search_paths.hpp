// Where npe finds plugins and engine types: relative to the program, then environment and flags.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace npe {

/** The running program's file (build/bin/npe, a test binary, ...). */
std::filesystem::path program_path();

/** Directory of the running program (build/bin or PREFIX/bin). */
std::filesystem::path program_directory();

/** Plugin directories: `extra` (--plugin-dir), then $NPE_PLUGIN_PATH (':'-separated), then
 *  PROGRAM/../lib/npe/plugins. */
std::vector<std::filesystem::path> plugin_directories(const std::vector<std::string>& extra);

/** An engine type by path or name: an existing file (tried relative to `relative_to` first when
 *  given), else NAME or NAME.yaml in $NPE_ENGINE_PATH and PROGRAM/../share/npe/engines. Throws
 *  InputError listing where it looked. */
std::filesystem::path resolve_engine(const std::string& name_or_path, const std::filesystem::path& relative_to = {});

/** Every *.yaml engine type shipped with the program, sorted. */
std::vector<std::filesystem::path> shipped_engines();

}  // namespace npe
