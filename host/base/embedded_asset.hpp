// A file compiled into the program at build time (npe_embed_assets in host/CMakeLists.txt): a page's
// HTML, CSS and JavaScript live as files in a folder's assets/ and need nothing beside the binary.
#pragma once

#include <string_view>

namespace npe {

struct Asset {
  std::string_view name;          // "index.html"
  std::string_view content_type;  // "text/html; charset=utf-8"
  std::string_view content;
};

}  // namespace npe
