// Writing files so that readers never see half of one: a temporary beside the target, then rename.
#pragma once

#include <filesystem>
#include <string>

namespace npe {

/** Replaces `path` with `content` atomically; throws InputError (the target untouched) on failure. */
void write_file_atomically(const std::filesystem::path& path, const std::string& content);

}  // namespace npe
