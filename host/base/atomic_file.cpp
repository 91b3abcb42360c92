#include "base/atomic_file.hpp"

#include <unistd.h>

#include <fstream>

#include "base/errors.hpp"

namespace npe {

void write_file_atomically(const std::filesystem::path& path, const std::string& content) {
  const std::filesystem::path temporary = path.string() + ".tmp" + std::to_string(::getpid());
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    if (!file) throw InputError(path.string() + ": cannot write (does the directory exist?)");
    file << content;
    file.flush();
    if (!file) {
      std::error_code ignored;
      std::filesystem::remove(temporary, ignored);
      throw InputError(path.string() + ": cannot write (disk full?)");
    }
  }
  std::error_code error;
  std::filesystem::rename(temporary, path, error);
  if (error) {
    std::filesystem::remove(temporary, error);
    throw InputError(path.string() + ": cannot replace: " + error.message());
  }
}

}  // namespace npe
