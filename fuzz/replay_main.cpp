// Runs a fuzz target on files or directories of inputs, without libFuzzer: the regression tests
// of found crashes and the seed corpora run this way in every build.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

int replay(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), {});
  return LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

}  // namespace

int main(int argc, char** argv) {
  int count = 0;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path path(argv[i]);
    if (std::filesystem::is_directory(path)) {
      for (const auto& item : std::filesystem::recursive_directory_iterator(path)) {
        if (item.is_regular_file()) count += (replay(item.path()), 1);
      }
    } else if (std::filesystem::exists(path)) {
      count += (replay(path), 1);
    }
  }
  std::printf("replayed %d inputs\n", count);
  return 0;
}
