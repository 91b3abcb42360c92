// Reading an ELF shared object without loading it: is it a shared library this program can load,
// and which symbols does it export (its .dynsym). Used by `npe check-plugin`.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace npe {

/** Why `path` cannot be a plugin for this program ("missing file", "not a shared library (no ELF
 *  header)", "built for AArch64 but this npe is x86-64", ...), or nothing when it can be loaded. */
std::optional<std::string> shared_library_problem(const std::filesystem::path& path);

/** The names of the symbols the library defines and exports (global or weak, default or protected
 *  visibility, in .dynsym). Throws std::runtime_error for a malformed file. */
std::vector<std::string> exported_symbols(const std::filesystem::path& path);

}  // namespace npe
