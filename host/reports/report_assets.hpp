// The HTML reports' style sheets and the trace page's controls and script (host/reports/assets/),
// embedded in the program at build time.
#pragma once

#include <string_view>

#include "base/embedded_asset.hpp"

namespace npe {

/** The report asset named `name`, or nullptr. */
const Asset* find_report_asset(std::string_view name);

/** The content of the report asset `name`, which the build embeds (a missing one is a build error
 *  caught by the reports' tests, so it is empty rather than an exception here). */
inline std::string_view report_asset(std::string_view name) {
  const Asset* asset = find_report_asset(name);
  return asset ? asset->content : std::string_view{};
}

}  // namespace npe
