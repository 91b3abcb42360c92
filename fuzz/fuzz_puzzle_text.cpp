// Fuzz target: puzzle files (81-character lines with fields, the seed's 9-line grids).
#include <cstdint>
#include <sstream>
#include <string>

#include "base/errors.hpp"
#include "board/puzzle_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
  try {
    for (const auto& puzzle : npe::read_puzzles(in, "fuzz")) (void)puzzle.givens_line();
  } catch (const npe::InputError&) {
  }
  return 0;
}
