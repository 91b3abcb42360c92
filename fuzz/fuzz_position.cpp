// Fuzz target: positions for `npe find` (puzzle lines, pencil-mark grids, reglib lines).
#include <cstdint>
#include <string>

#include "base/errors.hpp"
#include "board/position_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    (void)npe::parse_position(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
  } catch (const npe::InputError&) {
  }
  return 0;
}
