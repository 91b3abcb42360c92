// Fuzz target: engine-type YAML, with the text after a NUL byte (if any) used as one --set override.
#include <cstdint>
#include <string>

#include "base/errors.hpp"
#include "engine/engine_type.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(reinterpret_cast<const char*>(data), size);
  const auto split = input.find('\0');
  std::vector<std::string> overrides;
  if (split != std::string::npos) overrides.push_back(input.substr(split + 1));
  try {
    (void)npe::parse_engine_type(input.substr(0, split), "fuzz.yaml", overrides);
  } catch (const npe::InputError&) {
  }
  return 0;
}
