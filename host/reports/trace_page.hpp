// The trace page's own parts, written here (no library): its style, its controls and the script
// that steps through the JSON data (trace_html.cpp).
#pragma once

#include <string>

namespace npe {

extern const char* const kTracePageStyle;
extern const char* const kTracePageScript;

/** The controls and the empty panes, before the data; `title` is already escaped. */
std::string trace_page_body(const std::string& title);

}  // namespace npe
