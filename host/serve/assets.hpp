// The page's files (host/serve/assets/: HTML, CSS, JavaScript), embedded in the program at build
// time by embed_assets.cmake, so `npe serve` needs nothing beside the binary.
#pragma once

#include <string_view>

namespace npe {

struct Asset {
  std::string_view name;          // "index.html"
  std::string_view content_type;  // "text/html; charset=utf-8"
  std::string_view content;
};

/** The asset named `name`, or nullptr. */
const Asset* find_asset(std::string_view name);

}  // namespace npe
