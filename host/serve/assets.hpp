// The page's files (host/serve/assets/: HTML, CSS, JavaScript), embedded in the program at build
// time, so `npe serve` needs nothing beside the binary.
#pragma once

#include <string_view>

#include "base/embedded_asset.hpp"

namespace npe {

/** The asset named `name`, or nullptr. */
const Asset* find_asset(std::string_view name);

}  // namespace npe
