// Fuzz target: fixture files.
#include <cstdint>
#include <string>

#include "base/errors.hpp"
#include "fixtures/fixture.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    (void)npe::parse_fixture(std::string(reinterpret_cast<const char*>(data), size), "fuzz.yaml");
  } catch (const npe::InputError&) {
  }
  return 0;
}
